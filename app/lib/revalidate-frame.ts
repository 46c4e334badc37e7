import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * `shouldRevalidate` for loaders that do not read the query string (the root's visitor and
 * site-wide content, the route checks): a navigation that changes only the search parameters of
 * the same path (a filter, a sort, a page of results) does not ask them again. Everything else
 * keeps React Router's choice: submissions (and the navigation an action redirects to), a new
 * path, and a revalidation of the same address (`useRevalidator`, following a link to the page
 * being shown).
 *
 * @example
 * export const shouldRevalidate = revalidateUnlessSearchOnly;
 */
export function revalidateUnlessSearchOnly(args: ShouldRevalidateFunctionArgs): boolean {
  const { currentUrl, nextUrl, formMethod, actionResult, actionStatus, defaultShouldRevalidate } = args;
  const submitted = (formMethod !== undefined && formMethod.toUpperCase() !== "GET") || actionStatus !== undefined;
  const searchOnly = currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
  if (submitted || actionResult !== undefined || !searchOnly) return defaultShouldRevalidate;
  return false;
}
