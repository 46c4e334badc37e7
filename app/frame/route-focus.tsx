import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * After a client-side navigation to another page, focus moves to the new page's heading and the
 * page's title is announced (docs/frame.md): a screen reader or keyboard user starts at the top of
 * what changed, as after a full page load, instead of on a link that is gone. Not on the first
 * load, and not when only the query changes (filters, sorting, a checkout step: the page stays and
 * handles its own focus).
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // Written directly: the title is the document's, known once the new page has committed.
  const announcer = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const target = document.querySelector<HTMLElement>("#main h1") ?? document.getElementById("main");
    if (!target) return;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    // The scroll position is the router's (top for a new page, kept on back and forward).
    target.focus({ preventScroll: true });
    if (announcer.current) announcer.current.textContent = document.title;
  }, [pathname]);
  return (
    <p
      ref={announcer}
      className="visually-hidden"
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    />
  );
}
