import { Outlet } from "react-router";
import { sessionContext } from "~/lib/request-context";
import { revalidateUnlessSearchOnly } from "~/lib/revalidate-frame";
import type { Route } from "./+types/auth";

/**
 * The "auth" route check (spec section 4): a visitor has a session before the page loads. A
 * visitor without one is signed in silently as an anonymous user.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async function ensureSession({ context }) {
    await context.get(sessionContext).ensure();
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
