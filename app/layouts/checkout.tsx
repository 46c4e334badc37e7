import { Outlet } from "react-router";
import { SiteFrame } from "~/components/site-frame";

/** Product detail and car checkout: menus hidden, secure-payment notice in the header. */
export default function CheckoutLayout() {
  return (
    <SiteFrame layout="checkout" header="payment">
      <Outlet />
    </SiteFrame>
  );
}
