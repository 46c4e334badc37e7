import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { type HeaderVariant, SiteHeader } from "./site-header";
import { SiteFooter } from "./site-footer";
import type { LayoutName } from "~/routing/route-table";

/**
 * The page frame every layout is built from: header, a single <main> landmark and the footer.
 * `data-layout` names the layout so tests and styles can tell them apart.
 */
export function SiteFrame({
  layout,
  header = "full",
  footer = true,
  children,
}: {
  layout: LayoutName | "error";
  header?: HeaderVariant | "none";
  footer?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`frame frame--${layout}`} data-layout={layout}>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      {header === "none" ? null : <SiteHeader variant={header} />}
      <main id="main" className="frame__main" tabIndex={-1}>
        {children}
      </main>
      {footer ? <SiteFooter /> : null}
    </div>
  );
}
