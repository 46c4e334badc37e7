import { useNonce } from "~/lib/nonce";
import type { PageAddresses } from "~/lib/seo";
import { LOCALE_TAGS, type Locale } from "~/routing/locales";
import { AddressLinks } from "./page-address-links";

/** A schema.org object (JSON-LD), without its @context. */
export type StructuredData = Record<string, unknown>;

/** JSON for an inline script: `<` escaped so no text in it can close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/**
 * Search-engine head elements of a page: description, canonical and hreflang alternates (React
 * hoists <meta> and <link> into <head>), Open Graph basics, and structured data as JSON-LD
 * scripts carrying the response's CSP nonce (docs/seo.md).
 */
export function SeoHead({
  title,
  description,
  addresses,
  locale,
  structuredData = [],
}: {
  title: string;
  description: string;
  addresses: PageAddresses;
  locale: Locale;
  structuredData?: readonly StructuredData[];
}) {
  const nonce = useNonce();
  return (
    <>
      <meta name="description" content={description} />
      <AddressLinks addresses={addresses} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={addresses.canonical} />
      <meta property="og:locale" content={LOCALE_TAGS[locale].replace("-", "_")} />
      {structuredData.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          nonce={nonce}
          // Data, not code: escaped JSON (see jsonForScript).
          dangerouslySetInnerHTML={{ __html: jsonForScript({ "@context": "https://schema.org", ...data }) }}
        />
      ))}
    </>
  );
}
