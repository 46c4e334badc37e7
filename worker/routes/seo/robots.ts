import { LIST_KEYS } from "~/features/car-search/car-search-query";

/**
 * Paths crawlers are kept out of, on both sites (a leading `/*` also covers the language
 * prefixes): the basket and payment, the account, reservations and changes, sign-in, the
 * browser's API calls, operator and development endpoints, one-time links.
 */
const DISALLOWED_PATHS = [
  "/checkout",
  "/*/checkout",
  "/account",
  "/*/account",
  "/reservation",
  "/*/reservation",
  "/iptal-iade",
  "/*/iptal-iade",
  "/detail",
  "/*/detail",
  "/login",
  "/*/login",
  "/logout",
  "/preferences/",
  "/unsubscribe",
  "/*/unsubscribe",
  "/supplier-approval",
  "/*/supplier-approval",
  "/api/",
  "/__",
] as const;

/** Search results narrowed by a filter or sorted: endless variations of one page. */
const FILTERED_SEARCH_KEYS: readonly string[] = [...LIST_KEYS, "sb"];

/** robots.txt for a host: public pages allowed, the paths above and filtered searches not, and the host's sitemap. */
export function renderRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    ...FILTERED_SEARCH_KEYS.flatMap((key) => [`Disallow: /*search*?${key}=`, `Disallow: /*search*?*&${key}=`]),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
