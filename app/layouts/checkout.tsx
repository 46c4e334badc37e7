import { Outlet, useMatches } from "react-router";
import { headerVariantOf } from "~/frame/frame-handle";
import { SiteFrame } from "~/frame/site-frame";

/**
 * Product detail and car checkout. The header keeps its menus until the payment step, where it
 * hides them and shows the secure-payment notice (spec section 2); a page asks for that through
 * its `handle` (a `FrameHandle`).
 */
export default function CheckoutLayout() {
  return (
    <SiteFrame layout="checkout" header={headerVariantOf(useMatches().at(-1))}>
      <Outlet />
    </SiteFrame>
  );
}
