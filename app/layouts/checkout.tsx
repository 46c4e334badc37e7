import { Outlet, useMatches } from "react-router";
import { SiteFrame } from "~/frame/site-frame";
import type { HeaderVariant } from "~/frame/site-header";

/**
 * Product detail and car checkout. The header keeps its menus until the payment step, where it
 * hides them and shows the secure-payment notice (spec section 2); a page asks for that by
 * returning `headerVariant: "payment"` from its loader.
 */
export default function CheckoutLayout() {
  const leaf = useMatches().at(-1);
  const variant = (leaf?.loaderData as { headerVariant?: HeaderVariant } | undefined)?.headerVariant ?? "full";
  return (
    <SiteFrame layout="checkout" header={variant}>
      <Outlet />
    </SiteFrame>
  );
}
