import { redirect } from "react-router";
import { z } from "zod";
import { activeItem, loadStoredOrder } from "~/features/checkout/basket.server";
import { allowsFunctionalCookies } from "~/lib/consent-cookie";
import { CURRENCIES, currencyCookie } from "~/lib/currency";
import { clearedOrderCookie, readOrderId } from "~/lib/order-cookie";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { localeFromPath } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/currency";

const form = z.object({ currency: z.enum(CURRENCIES), redirect: z.string().max(2048).optional() });

/**
 * POST /preferences/currency (the header's currency list): stores the preference (for the visit, or
 * a year with functional cookies allowed) and goes back,
 * which re-runs a search and reloads a product in the new currency. The checkout cannot change
 * currency mid-way (the order is priced in one): its order state is dropped and the visitor
 * returns to the product they were buying (spec section 4, "Currency change").
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = form.safeParse(Object.fromEntries(await request.formData()));
  const back = safeRedirectPath(parsed.success ? parsed.data.redirect : undefined, "/");
  if (!parsed.success) throw redirect(back);
  const remember = allowsFunctionalCookies(request);
  const headers = new Headers({ "Set-Cookie": currencyCookie(parsed.data.currency, remember) });
  const target = new URL(back, request.url);
  const locale = localeFromPath(target.pathname);
  if (target.pathname === hrefFor("checkout", locale)) {
    const orderId = target.searchParams.get("orderId") ?? readOrderId(request);
    const order = await loadStoredOrder(context, orderId ?? undefined).catch(() => null);
    const item = order ? activeItem(order) : undefined;
    headers.append("Set-Cookie", clearedOrderCookie());
    if (item) {
      const query = new URLSearchParams({ code: item.product.code, searchId: item.product.searchID });
      throw redirect(`${hrefFor("detail", locale)}?${query}`, { headers });
    }
  }
  throw redirect(back, { headers });
}

/** A GET changes nothing. */
export function loader() {
  throw redirect("/");
}
