import { Outlet } from "react-router";
import { SiteFrame } from "~/frame/site-frame";

/** Flight checkout: like the car checkout frame; prices here are always in TRY. */
export default function CheckoutFlightLayout() {
  return (
    <SiteFrame layout="checkout-flight" header="payment">
      <Outlet />
    </SiteFrame>
  );
}
