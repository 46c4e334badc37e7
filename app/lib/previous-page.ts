/**
 * The route name of the page shown before this one in the tab (session storage; browser only).
 * The root records every page after it has rendered; a page's own effects run first and so still
 * see the page the visitor came from.
 */
const KEY = "page:last";

export function recordPage(name: string): void {
  try {
    sessionStorage.setItem(KEY, name);
  } catch {
    // Storage blocked: pages simply do not know where the visitor came from.
  }
}

export function previousPage(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
