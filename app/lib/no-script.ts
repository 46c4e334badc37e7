/**
 * Marks a request from a browser without JavaScript: forms carry it as a hidden field that the
 * page's script removes, and fallbacks link to it from <noscript>. Such requests get the whole
 * document at once (streamed parts need a script to appear).
 */
export const NO_SCRIPT_PARAM = "nojs";

/** The same address with the no-JavaScript marker, for <noscript> links. */
export function withNoScript(path: string): string {
  const url = new URL(path, "https://shop.invalid");
  url.searchParams.set(NO_SCRIPT_PARAM, "1");
  return `${url.pathname}${url.search}`;
}
