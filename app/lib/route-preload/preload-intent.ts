import type { FocusEvent, MouseEvent, TouchEvent } from "react";
import { requestPreload, withdrawPreload } from "./preload-queue";

/** A pointer resting this long on a link shows intent; passing over it does not. */
const HOVER_INTENT_MS = 100;
const pending = new WeakMap<EventTarget, number>();

/**
 * Event handlers that preload `to` when the visitor shows intent to follow a link: hover (after a
 * short rest), keyboard focus or touch. Spread onto a Link or NavLink.
 *
 * @example
 * <Link to={href} {...preloadOnIntent(href)}>Campaigns</Link>
 */
export function preloadOnIntent(to: string) {
  const start = () => requestPreload(to);
  return {
    onMouseEnter(event: MouseEvent<HTMLAnchorElement>) {
      pending.set(event.currentTarget, window.setTimeout(start, HOVER_INTENT_MS));
    },
    onMouseLeave(event: MouseEvent<HTMLAnchorElement>) {
      window.clearTimeout(pending.get(event.currentTarget));
      withdrawPreload(to);
    },
    onFocus: (_event: FocusEvent<HTMLAnchorElement>) => start(),
    onTouchStart: (_event: TouchEvent<HTMLAnchorElement>) => start(),
  };
}
