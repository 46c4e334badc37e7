import { data, Outlet } from "react-router";
import { sessionContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import { revalidateUnlessSearchOnly } from "~/lib/revalidate-frame";
import type { Route } from "./+types/auth";

/**
 * The "auth" route check (spec section 4): a visitor has a session before the page loads. A
 * visitor without one is signed in silently as an anonymous user.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async function ensureSession({ context }) {
    try {
      await context.get(sessionContext).ensure();
    } catch (error) {
      // The Main API could not sign the visitor in (down, or an answer outside its contract): the
      // page cannot load, but it is their service, not this request, that failed.
      if (isUpstreamError(error)) throw data(null, { status: 503 });
      throw error;
    }
  },
];

/**
 * Present so that client-side navigations into a guarded page make a server request, which is
 * what runs the middleware above.
 */
export function loader() {
  return null;
}

/**
 * A visitor whose session was checked for this path keeps it while only the query changes
 * (filters, sorting); a new path, a submission or a revalidation checks again.
 */
export const shouldRevalidate = revalidateUnlessSearchOnly;

export default function AuthCheck() {
  return <Outlet />;
}
