import { redirect } from "react-router";
import { loginHref } from "~/lib/login-href";
import { requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/account-data";

/**
 * `GET /api/account/data` (resource route): everything the shop keeps about the signed-in
 * traveller as a JSON file to save (KVKK article 11). Anyone not signed in logs in first and comes
 * back to the account page.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const visitor = await context.get(sessionContext).current();
  if (!visitor || visitor.anonymous) {
    const { locale } = context.get(requestInfoContext);
    throw redirect(loginHref(locale, `${hrefFor("account", locale)}#your-data`));
  }
  const exported = await context.get(upstreamsContext).mainApi.account.dataExport();
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="rotago-my-data-${day}.json"`,
      "cache-control": "private, no-store",
    },
  });
}
