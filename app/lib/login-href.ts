import type { Locale } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";

/**
 * The address a request asked for, as the browser shows it: a client-side navigation arrives as
 * a data request (`/en/account.data?_routes=…`) and must come back to `/en/account`. Mirrors
 * React Router's own reading of a data request's path.
 */
export function requestedAddress(request: Request): string {
  const url = new URL(request.url);
  const pathname = url.pathname.endsWith("/_.data")
    ? url.pathname.replace(/_\.data$/, "")
    : url.pathname.replace(/\.data$/, "");
  // The query as the visitor wrote it (URLSearchParams would re-encode it), without React Router's own key.
  const query = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && pair.split("=")[0] !== "_routes")
    .join("&");
  return query ? `${pathname}?${query}` : pathname;
}

/** The login page in `locale`, which sends the visitor back to `returnTo` once they have signed in. */
export function loginHref(locale: Locale, returnTo: string): string {
  return `${hrefFor("login", locale)}?redirect=${encodeURIComponent(returnTo)}`;
}
