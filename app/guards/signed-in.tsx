import { Outlet, redirect } from "react-router";
import { loginHref, requestedAddress } from "~/lib/login-href";
import { requestInfoContext, sessionContext } from "~/lib/request-context";
import { revalidateUnlessSearchOnly } from "~/lib/revalidate-frame";
import type { Route } from "./+types/signed-in";

/**
 * The "signed-in" route check (the spec's auth check of the account pages): only a visitor who
 * has logged in may enter. Anyone else, with no session or an anonymous one, goes to the login
 * page in the page's language, which brings them back here afterwards (`redirect=`). It runs for
 * documents and for the data requests of client-side navigations alike.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async function requireSignedIn({ request, context }) {
    const visitor = await context.get(sessionContext).current();
    if (visitor && !visitor.anonymous) return;
    throw redirect(loginHref(context.get(requestInfoContext).locale, requestedAddress(request)));
  },
];

/**
 * Present so that client-side navigations into a guarded page make a server request, which is
 * what runs the middleware above.
 */
export function loader() {
  return null;
}

/** Checked again on a new path, a submission or a revalidation; not for a change of the query only. */
export const shouldRevalidate = revalidateUnlessSearchOnly;

export default function SignedInCheck() {
  return <Outlet />;
}
