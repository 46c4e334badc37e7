import { redirect } from "react-router";
import { z } from "zod";
import { AGE_COOKIE } from "~/lib/age-preference";
import { consentCookie, consentCookieValue } from "~/lib/consent-cookie";
import { clearedCookie, readCookie } from "~/lib/cookies";
import { chosenCurrency, currencyCookie } from "~/lib/currency";
import type { Route } from "./+types/consent";

const flag = z.enum(["0", "1"]).transform((value) => value === "1");
const form = z.object({ functional: flag, analytical: flag, marketing: flag });

/**
 * POST /preferences/consent (the cookie banner and settings, in the background): records the
 * visitor's choice in the `consent` cookie. Without functional cookies allowed, the remembered
 * driver age goes and a chosen currency is kept for this visit only
 * (docs/decisions/0024-cookies-follow-consent.md). 204; 400 for anything but the three flags.
 */
export async function action({ request }: Route.ActionArgs) {
  const fields = await request.formData().then(
    (data) => Object.fromEntries(data),
    // Not a form at all (JSON, a broken multipart body): as refused as a wrong one.
    () => null,
  );
  const parsed = form.safeParse(fields);
  if (!parsed.success) return new Response(null, { status: 400 });
  const headers = new Headers({ "Set-Cookie": consentCookie(consentCookieValue(parsed.data)) });
  if (!parsed.data.functional) {
    if (readCookie(request, AGE_COOKIE) !== undefined) headers.append("Set-Cookie", clearedCookie(AGE_COOKIE));
    const currency = chosenCurrency(request);
    if (currency) headers.append("Set-Cookie", currencyCookie(currency, false));
  }
  return new Response(null, { status: 204, headers });
}

/** A GET changes nothing. */
export function loader() {
  throw redirect("/");
}
