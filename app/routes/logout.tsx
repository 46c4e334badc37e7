import { redirect } from "react-router";
import { requestInfoContext, sessionContext } from "~/lib/request-context";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/logout";

/** POST /logout: ends the session at the Main API, clears the cookies, returns to a safe page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  await context.get(sessionContext).signOut();
  const home = hrefFor("home", context.get(requestInfoContext).locale);
  const target = form.get("redirect");
  throw redirect(typeof target === "string" ? safeRedirectPath(target, home) : home);
}

/** A GET (a typed or followed link) changes nothing: logging out needs a form post. */
export function loader({ context }: Route.LoaderArgs) {
  throw redirect(hrefFor("home", context.get(requestInfoContext).locale));
}
