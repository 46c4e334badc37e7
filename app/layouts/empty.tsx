import { Outlet, useMatches } from "react-router";
import { headerVariantOf } from "~/frame/frame-handle";
import { SiteFrame } from "~/frame/site-frame";

/**
 * Bank return pages and printable documents: no footer, and no header unless the page asks for one
 * through its `handle` (the payment result shows the logo).
 */
export default function EmptyLayout() {
  return (
    <SiteFrame layout="empty" header={headerVariantOf(useMatches().at(-1), "none")} footer={false}>
      <Outlet />
    </SiteFrame>
  );
}
