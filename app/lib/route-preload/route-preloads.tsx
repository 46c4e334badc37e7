import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { PrefetchPageLinks } from "react-router";
import { $routePreloads, finishPreload, PRELOAD_TIMEOUT_MS } from "./preload-queue";

/** The single-fetch data URL React Router requests for a page path. */
export function dataUrlPath(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  return pathname.endsWith("/") ? `${pathname}_.data` : `${pathname}.data`;
}

/**
 * Renders React Router's prefetch links for the pages being preloaded (at most four at a time, see
 * preload-queue.ts) and frees a slot when the browser reports the page's data loaded.
 */
export function RoutePreloads() {
  const { active } = useStore($routePreloads);

  useEffect(() => {
    if (active.length === 0) return;
    const timers = active.map((path) => window.setTimeout(() => finishPreload(path), PRELOAD_TIMEOUT_MS));
    let observer: PerformanceObserver | undefined;
    if (typeof PerformanceObserver !== "undefined") {
      const byDataPath = new Map(active.map((path) => [dataUrlPath(path), path]));
      observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const path = byDataPath.get(new URL(entry.name, window.location.href).pathname);
          if (path) finishPreload(path);
        }
      });
      observer.observe({ type: "resource" });
    }
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      observer?.disconnect();
    };
  }, [active]);

  return (
    <>
      {active.map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
    </>
  );
}
