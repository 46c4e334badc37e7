import { useLingui } from "@lingui/react/macro";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { opaqueId } from "~/lib/url-schemas";
import { parseQuery } from "~/lib/validate-request.server";
import type { Route } from "./+types/checkout";

const checkoutQuery = z.object({ orderId: opaqueId.optional() });

export function loader({ request }: Route.LoaderArgs) {
  return parseQuery(request, checkoutQuery);
}

export default function CheckoutPage() {
  const { t } = useLingui();
  return <PageShell title={t`Checkout`} lead={t`Driver details, invoice information and payment.`} />;
}
