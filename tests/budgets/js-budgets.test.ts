import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/routing/locales";
import { gzipBytes, pageScripts, readManifest } from "./page-scripts";

/**
 * JavaScript budgets of the key pages, gzip, on the production build (`npm run test:production`
 * builds it first). A page's figure is everything it loads at start-up (tests/budgets/page-scripts.ts);
 * bytes are deterministic, so a change that adds code to a page fails here, not in a benchmark.
 *
 * `budget` is the ceiling today: it only ever goes down, to the figure a change reaches. `goal` is
 * where the performance work is heading (docs/performance.md): react-dom and React Router alone are
 * about 105 KB, so the goals leave the app a few tens of KB per page.
 */
// BUDGET_CLIENT_DIR=build/client checks the development build (its client files are the same).
const CLIENT_DIR = process.env.BUDGET_CLIENT_DIR ?? "build-production/client";
const KB = 1024;

const PAGES: readonly { page: string; route: string; locale: Locale; budget: number; goal: number }[] = [
  // 151 → 152 and flight results 200 → 201 on 2026-11-27: the sign-in's legal footer and the KVKK
  // notice (+0.1 KB in the shared frame and form chunks) left no room under the lowered figures.
  // English home, flight home, car results and checkout +1 KB the same day: canonical and hreflang
  // links on every public page (the root renders them from the route table: +0.5–0.7 KB). Car detail
  // 159 → 160 then: cookies and data-layer events follow the consent (+0.3 KB in the frame). Home and
  // flight results +1 KB after that: focus and an announcement after client navigation (+0.1 KB).
  // Car results, flight results and checkout +1 KB later the same day: VAT and the service fee stated
  // beside every total and above the results, the per-channel marketing boxes (+0.3–1.1 KB).
  // All lowered by 9–11 KB on 2026-11-28: what every page loads is two chunks, React and the frame
  // (docs/decisions/0027-frame-chunk.md), instead of some thirty.
  // Lowered again on 2026-11-28: the forms' schemas on zod/mini, no classic zod in the browser
  // (docs/decisions/0028-form-schemas-on-zod-mini.md: flight pages −20 KB, checkout −23 KB), and the
  // zoned-date class out of the frame (−1.1 KB on every page). Flight results 172 → 173 the same
  // day: the hydrated flag switching in a transition and the hello bar's memoised plural forms
  // (+0.2 KB in the frame) cut the flight pages' blocking time by a third to a half
  // (docs/decisions/0029-hydrated-flag-in-a-transition.md); the page was 9 bytes over.
  { page: "home", route: "home--root--0", locale: "tr", budget: 142, goal: 140 },
  { page: "home, English", route: "home--en--0", locale: "en", budget: 142, goal: 140 },
  { page: "flight home", route: "flight-home--root--1", locale: "tr", budget: 168, goal: 140 },
  { page: "car results", route: "car-search--root--1", locale: "tr", budget: 155, goal: 150 },
  { page: "flight results", route: "flight-search--root--1", locale: "tr", budget: 173, goal: 150 },
  { page: "car detail", route: "detail--root--0", locale: "tr", budget: 149, goal: 150 },
  { page: "checkout", route: "checkout--root--0", locale: "tr", budget: 176, goal: 165 },
];

describe("JavaScript each key page loads, gzip", () => {
  const manifest = readManifest(CLIENT_DIR);

  it.each(PAGES)("$page stays within its budget ($budget KB)", ({ route, locale, budget }) => {
    const bytes = gzipBytes(CLIENT_DIR, pageScripts(CLIENT_DIR, manifest, route, locale));
    expect(bytes / KB, `${route}: ${(bytes / KB).toFixed(1)} KB gzip`).toBeLessThanOrEqual(budget);
  });

  it("counts the entry, the route's modules, what they import and the page's language only", () => {
    const scripts = pageScripts(CLIENT_DIR, manifest, "home--en--0", "en");
    expect(scripts).toContain(manifest.entry.module);
    expect(scripts).toContain(manifest.routes["home--en--0"]?.module);
    for (const imported of manifest.entry.imports) expect(scripts).toContain(imported);
    // The root's catalog and the page's, in English only: its layout shows no message of its own.
    const catalogs = scripts.filter((href) => href.includes("/messages-"));
    expect(catalogs).toHaveLength(2);
    for (const catalog of catalogs) expect(catalog).toMatch(/^\/assets\/messages-en-[\w-]+\.js$/);
    // The calendar is loaded when it is opened, not at start-up.
    expect(scripts.some((href) => href.includes("date-range-calendar"))).toBe(false);
  });

  it("loads what every page shares as two chunks, and hydrates from the entry's own file", () => {
    // docs/decisions/0027-frame-chunk.md: React and the frame, instead of some thirty small chunks.
    const shared = manifest.entry.imports.filter((href) => /\/(react|frame)-[\w-]+\.js$/.test(href));
    expect(shared).toHaveLength(2);
    expect(pageScripts(CLIENT_DIR, manifest, "home--root--0", "tr").length).toBeLessThanOrEqual(20);
    // The entry hydrates as it runs, so it must run after the route modules the document's script
    // imports first; inside a shared chunk it would run as soon as a route module imported that.
    const hydrates = /hydrateRoot\)?\(document\b/;
    const read = (href: string) => readFileSync(join(CLIENT_DIR, href), "utf8");
    expect(read(manifest.entry.module)).toMatch(hydrates);
    for (const href of manifest.entry.imports) expect(read(href), href).not.toMatch(hydrates);
  });
});

describe("zod in the browser (docs/decisions/0028-form-schemas-on-zod-mini.md)", () => {
  const assets = join(CLIENT_DIR, "assets");
  // Every script a page may load, at start-up or later; the catalogs hold only translated text.
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js") && !name.startsWith("messages-"));
  const read = (name: string) => readFileSync(join(assets, name), "utf8");

  it("ships no classic zod: the forms' schemas are zod/mini on zod's core", () => {
    // Classic zod's classes keep their names through minifying ("ZodString", "ZodObject"); the
    // mini build's are "ZodMini…" and the core's "$Zod…".
    const classic = /[`"']Zod(?:Type|String|Number|Object|Array|Pipe|Optional|Enum)[`"']/;
    expect(scripts.length).toBeGreaterThan(20);
    expect(scripts.filter((name) => classic.test(read(name)))).toEqual([]);
  });

  it("builds no code from text, which the Content-Security-Policy refuses (classic zod probed it)", () => {
    const functionConstructor = /(?<![\w$])Function(?![\w$])/;
    expect(scripts.filter((name) => functionConstructor.test(read(name)))).toEqual([]);
  });
});
