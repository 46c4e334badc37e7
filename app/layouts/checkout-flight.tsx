import { Outlet, useMatches } from "react-router";
import { headerVariantOf } from "~/frame/frame-handle";
import { SiteFrame } from "~/frame/site-frame";

/**
 * Flight checkout: like the car checkout frame, prices always in TRY. The header keeps its menus
 * until the payment step (flight_payment_info), which asks to hide them through its `handle`.
 */
export default function CheckoutFlightLayout() {
  return (
    <SiteFrame layout="checkout-flight" header={headerVariantOf(useMatches().at(-1))}>
      <Outlet />
    </SiteFrame>
  );
}
