import type { Context } from "hono";
import { z } from "zod";
import type { Locale } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { MainApiClient } from "~/upstream/main-api";
import { UpstreamError } from "~/upstream/transport";

/** What the bank posts back after 3-D Secure (signed; the payment API checks the signature). */
const bankResult = z.object({
  paymentId: z.string().min(1).max(64),
  bankRef: z.string().min(1).max(64),
  status: z.enum(["approved", "declined", "cancelled"]),
  code: z.string().max(32).default(""),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/**
 * POST /checkout/control: the bank's 3-D Secure result, posted by the cardholder's browser from
 * the bank's own site. It is handled here at the edge, not by a route action: the bank's origin
 * is different for every issuer, so origin checks cannot apply; the bank's signature is what
 * proves the result. No session is used (the cross-site post carries no cookies), so none is
 * created. The payment API moves the payment once however often this arrives; the browser then
 * continues with a GET, which a reload cannot repeat as a post.
 */
export async function handlePaymentReturn(
  c: Context,
  mainApi: MainApiClient,
  locale: Locale,
  invalid: () => Promise<Response>,
): Promise<Response> {
  const form = await c.req.parseBody().catch(() => ({}));
  const parsed = bankResult.safeParse(form);
  if (!parsed.success) return invalid();
  try {
    await mainApi.payments.completeChallenge(parsed.data);
  } catch (error) {
    if (error instanceof UpstreamError && error.statusCode >= 400 && error.statusCode < 500) return invalid();
    throw error;
  }
  return c.redirect(`${hrefFor("checkout-control", locale)}?payment=${encodeURIComponent(parsed.data.paymentId)}`, 303);
}
