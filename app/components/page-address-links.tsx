import { type PageAddresses, pageAddresses } from "~/lib/seo";
import { useLocale } from "~/lib/use-locale";
import { useRootData } from "~/lib/use-root-data";
import type { PageName } from "~/routing/route-table";

/** A page's canonical link and its hreflang alternates (React hoists <link> into <head>). */
export function AddressLinks({ addresses }: { addresses: PageAddresses }) {
  return (
    <>
      <link rel="canonical" href={addresses.canonical} />
      {addresses.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}

/**
 * The canonical and hreflang links of a page named by its route (docs/seo.md): the root renders
 * them for pages whose addresses follow from the route, a page for itself when they depend on
 * its data (`query`: the keys a search page keeps). Nothing without the root's data (an error page).
 */
export function PageAddressLinks({
  page,
  params,
  query,
}: {
  page: PageName;
  params?: Readonly<Record<string, string>>;
  query?: string;
}) {
  const locale = useLocale();
  const sites = useRootData()?.sites;
  return sites ? <AddressLinks addresses={pageAddresses(sites, page, locale, params, query)} /> : null;
}
