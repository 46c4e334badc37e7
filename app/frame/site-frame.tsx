import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { type HeaderVariant, SiteHeader } from "./site-header";
import { LegalFooter, SiteFooter } from "./site-footer";
import { HelloBarSlot } from "~/features/hello-bar/hello-bar-slot";
import { useRootData } from "~/lib/use-root-data";
import { type LayoutName, type PageName, pageForRouteId } from "~/routing/route-table";
import { RESULTS_ID } from "~/lib/skip-links";

/** Pages whose list of results (`#results`) a keyboard user can jump to past the search and filters. */
const RESULTS_PAGES: ReadonlySet<PageName> = new Set(["car-search", "flight-search"]);

/**
 * The page frame every layout is built from: the promotional bar of the page (if any, above the
 * header), header, a single <main> landmark and the footer.
 * `data-layout` and `data-page` name the layout and the page (its route name, which the promotional
 * bar and analytics key on) so tests, styles and scripts can tell them apart.
 */
export function SiteFrame({
  layout,
  header = "full",
  footer = true,
  children,
}: {
  layout: LayoutName | "error";
  header?: HeaderVariant | "none";
  /** The whole footer, only its legal part (focused steps such as sign-in), or none (documents). */
  footer?: boolean | "legal";
  children: ReactNode;
}) {
  const leaf = useMatches().at(-1);
  const page = leaf ? pageForRouteId(leaf.id) : undefined;
  // Absent on error pages rendered without loader data.
  const helloBars = useRootData()?.helloBars;
  return (
    <div className={`frame frame--${layout}`} data-layout={layout} data-page={page?.name}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {page && RESULTS_PAGES.has(page.name) ? (
        // Hidden by the stylesheet while the page shows no results (a search form, an error).
        <a className="skip-link skip-link--results" href={`#${RESULTS_ID}`}>
          <Trans>Skip to results</Trans>
        </a>
      ) : null}
      <HelloBarSlot data={helloBars} page={page?.name} />
      {header === "none" ? null : <SiteHeader variant={header} />}
      <main id="main" className="frame__main" tabIndex={-1}>
        {children}
      </main>
      {footer === "legal" ? <LegalFooter /> : footer ? <SiteFooter /> : null}
    </div>
  );
}
