import { expect, type Page } from "@playwright/test";

/**
 * The page's cumulative layout shift (every `layout-shift` entry without recent input, summed; no
 * session windows, so stricter than the Web Vitals figure), read after the load event and a scroll
 * to the bottom (as tall as the page was then), one screen at a time, with every picture on the way
 * decoded: lazy pictures, late hydration and streamed parts all get their chance to move something.
 */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).total;
}

/**
 * The same sum, and each counted shift as text (its value, and for each element that moved its
 * tag, class and boxes before and after): a test that finds a shift can say what moved.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: string[] }> {
  await page.waitForLoadState("load");
  return page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    // decode() of a picture the browser decided not to fetch (yet) settles only when it is fetched:
    // a picture gets a few seconds, after which its box (which has its width and height) stands.
    const decoded = (image: HTMLImageElement) =>
      Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))]);
    const seen = new Set<PerformanceEntry>();
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.add(entry)));
    observer.observe({ type: "layout-shift", buffered: true });
    const scroller = document.scrollingElement ?? document.documentElement;
    // The page's height at the start: a results list that grows as it is scrolled would never end.
    const end = scroller.scrollHeight;
    for (let top = 0; top < end; top += window.innerHeight) {
      window.scrollTo(0, top);
      await frame();
      await Promise.all(
        [...document.images]
          // A lazy picture inside something hidden (a closed sheet, the desktop sidebar on a
          // phone) never loads: waiting for it would never end.
          .filter(
            (image) =>
              image.loading !== "lazy" ||
              image.complete ||
              (image.getClientRects().length > 0 && image.getBoundingClientRect().top < window.innerHeight * 2),
          )
          .map(decoded),
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
    const box = (rect: unknown) =>
      rect instanceof DOMRectReadOnly ? `${rect.x},${rect.y} ${rect.width}×${rect.height}` : "?";
    const moved = (entry: PerformanceEntry) =>
      ("sources" in entry && Array.isArray(entry.sources) ? entry.sources : []).map((source: unknown) => {
        if (typeof source !== "object" || source === null) return "?";
        const node = "node" in source && source.node instanceof Node ? source.node : null;
        const element = node instanceof Element ? node : (node?.parentElement ?? null);
        const name = element ? `${element.tagName.toLowerCase()}.${element.className}` : "(gone)";
        const before = "previousRect" in source ? box(source.previousRect) : "?";
        const after = "currentRect" in source ? box(source.currentRect) : "?";
        return `${name} ${before} → ${after}`;
      });
    const counted = [...seen].filter((entry) => shift(entry) > 0);
    return {
      total: counted.reduce((sum, entry) => sum + shift(entry), 0),
      shifts: counted.map((entry) => `${shift(entry)}: ${moved(entry).join("; ")}`),
    };
  });
}

/** Asserts that the page does not shift (`layoutShifts`), naming what moved when it does. */
export async function expectNoLayoutShift(page: Page, label = ""): Promise<void> {
  const { total, shifts } = await layoutShifts(page);
  expect(total, [label, "layout shifts:", ...shifts].filter(Boolean).join("\n")).toBe(0);
}
