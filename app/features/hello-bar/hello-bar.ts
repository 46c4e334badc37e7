/**
 * The promotional countdown bar (spec sections 2–5, 9): which bar a page shows at a moment, and
 * the countdown's parts. Pure functions, shared by the loader, the component and the tests.
 */

import type { SafeHtml } from "~/lib/cms/safe-html";

/** One bar as the root loader hands it to the page (times in epoch milliseconds). */
export interface HelloBar {
  /** The content entry's documentId: dismissals are remembered by it. */
  readonly id: string;
  /** The bar's rich text, already sanitised on the server. */
  readonly html: SafeHtml;
  /** Where the bar leads: a site path or an https address; null for none. */
  readonly url: string | null;
  /** Validated colours (`helloBarColours`); null keeps the default colours. */
  readonly colours: { readonly background: string; readonly color: string } | null;
  /** timeStartDate: shown from then… */
  readonly startsAt: number;
  /** …until timeEndDate. */
  readonly endsAt: number;
  /** endDate: what the countdown counts down to; the bar hides when it reaches zero. */
  readonly countdownTo: number;
  /** activePages.pages: the route names of the pages that show it. */
  readonly pages: readonly string[];
  /**
   * When the countdown ends, in the page's language and Turkish time (where the shop is), for
   * screen readers. Formatted by the loader: the browser's first time-zone formatter costs a long
   * task at start-up on a phone (docs/performance.md), for words that never change.
   */
  readonly endsOn: { readonly date: string; readonly time: string };
}

/** The root loader's hello bars: every bar running for the language, and the server's time. */
export interface HelloBars {
  /** When the server rendered the page: the countdown's value until the page is hydrated. */
  readonly now: number;
  /** Sorted by endDate, soonest first (the content call's order). */
  readonly bars: readonly HelloBar[];
}

/** Whether a bar may show at `now`, on any page, before dismissals: started, not ended, countdown running. */
export function isRunning(bar: HelloBar, now: number): boolean {
  return bar.startsAt <= now && now <= bar.endsAt && now < bar.countdownTo;
}

/**
 * The bar a page shows at `now`: of the bars listing the page, running and not dismissed, the one
 * whose countdown ends first. When it reaches zero the next one takes its place (spec section 4).
 */
export function selectHelloBar(
  bars: readonly HelloBar[],
  { page, now, dismissed }: { page: string | undefined; now: number; dismissed: ReadonlySet<string> },
): HelloBar | null {
  if (page === undefined) return null;
  let chosen: HelloBar | null = null;
  for (const bar of bars) {
    if (!bar.pages.includes(page) || dismissed.has(bar.id) || !isRunning(bar, now)) continue;
    if (chosen === null || bar.countdownTo < chosen.countdownTo) chosen = bar;
  }
  return chosen;
}

/** Whether any bar for the page could still show (ignoring the time): the clock only ticks then. */
export function hasBarsFor(
  bars: readonly HelloBar[],
  page: string | undefined,
  dismissed: ReadonlySet<string>,
): boolean {
  return page !== undefined && bars.some((bar) => bar.pages.includes(page) && !dismissed.has(bar.id));
}

export interface CountdownParts {
  readonly days: number;
  readonly hours: number;
  readonly minutes: number;
  readonly seconds: number;
}

/**
 * What is left until `target`, in whole days, hours, minutes and seconds. Seconds round up, so
 * the last second shows 1 and zero is reached exactly at the target (when the bar hides).
 */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
  };
}

/** Two digits at least: the countdown's boxes keep their width as it ticks. */
export const twoDigits = (value: number): string => String(value).padStart(2, "0");
