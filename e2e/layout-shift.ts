import type { Page } from "@playwright/test";

/**
 * The page's cumulative layout shift (every `layout-shift` entry without recent input, summed; no
 * session windows, so stricter than the Web Vitals figure), read after the load event and a scroll
 * to the bottom, one screen at a time, with every picture on the way decoded: lazy pictures, late
 * hydration and streamed parts all get their chance to move something.
 */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  await page.waitForLoadState("load");
  return page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const seen = new Set<PerformanceEntry>();
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.add(entry)));
    observer.observe({ type: "layout-shift", buffered: true });
    const scroller = document.scrollingElement ?? document.documentElement;
    for (let top = 0; top < scroller.scrollHeight; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
      await Promise.all(
        [...document.images]
          .filter(
            (image) =>
              image.loading !== "lazy" || image.complete || image.getBoundingClientRect().top < window.innerHeight * 2,
          )
          .map((image) => image.decode().catch(() => undefined)),
      );
      await frame();
    }
    await frame();
    observer.takeRecords().forEach((entry) => seen.add(entry));
    observer.disconnect();
    // LayoutShift is not in TypeScript's DOM library yet: its fields are read by name.
    const shift = (entry: PerformanceEntry) =>
      "value" in entry && typeof entry.value === "number" && !("hadRecentInput" in entry && entry.hadRecentInput)
        ? entry.value
        : 0;
    return [...seen].reduce((sum, entry) => sum + shift(entry), 0);
  });
}
