import { useEffect, useEffectEvent } from "react";
import { type DataLayerEvent, pushDataLayer } from "./data-layer";

/** Keys already reported in this page's lifetime (browser only: effects never run on the server). */
const reported = new Set<string>();

/**
 * Pushes the events `build` returns once per `key` (e.g. a search id) for the page's lifetime,
 * after the component has rendered in the browser; never during server rendering. Re-renders
 * and remounts with the same key (filter changes, sorting) push nothing; `null` waits.
 *
 * @example
 * usePushOnce(outcome.ok ? outcome.searchID : null, () => [carSearchEvent(report, new Date())]);
 */
export function usePushOnce(key: string | null, build: () => readonly DataLayerEvent[]): void {
  const push = useEffectEvent(() => {
    for (const event of build()) pushDataLayer(event);
  });
  useEffect(() => {
    if (key === null || reported.has(key)) return;
    reported.add(key);
    push();
  }, [key]);
}
