import type { Page } from "@playwright/test";
import { isoIn } from "../tests/support/dates";
import { expect, test } from "./fixtures";
import { normalized, vocabulary } from "./page-language/vocabulary";
import { orderReadyToPay, payNow } from "./shop-api";
import { signIn } from "./sign-in";

/**
 * Every language all the way down: the core pages rendered in each language show no text that
 * belongs to English or Turkish instead. A text is English (Turkish) when the same page in English
 * shows it and the page in Turkish does not (or the reverse) — proper names, codes and numbers are
 * in both — unless the language itself declares the same words (its catalog, its content).
 * Fragments in another language that say so with their own `lang`, and names marked
 * `translate="no"`, are not counted.
 *
 * A failure lists each such text with the pages it is on.
 */

/** Text with words in it; a code ("TRY", "IST", "SUV") is the same in every language. */
const isWords = (text: string) => /\p{L}/u.test(text) && !/^[\p{Lu}\d\s#-]{1,5}$/u.test(text);

const dashed = (days: number) => isoIn(days).split("-").reverse().join("-");
const prefix = (locale: string) => (locale === "tr" ? "" : `/${locale}`);

interface Visit {
  readonly name: string;
  readonly path: (locale: string) => string;
}

const carResults = (locale: string) =>
  `${prefix(locale)}/search?p_p=41.2619,28.7419&p_d=${dashed(60)}&d_d=${dashed(64)}&a=35`;

/** The pages of a traveller's journey, in the order the state they need exists. */
function visits(orderId: string, detail: string): { beforePaying: Visit[]; afterPaying: Visit[] } {
  return {
    beforePaying: [
      { name: "home", path: (locale) => prefix(locale) || "/" },
      { name: "car results", path: carResults },
      { name: "detail", path: (locale) => `${prefix(locale)}${detail}` },
      ...["driver", "invoice", "payment"].map((step) => ({
        name: `checkout ${step}`,
        path: (locale: string) => `${prefix(locale)}/checkout?orderId=${orderId}&step=${step}`,
      })),
      { name: "flight home", path: (locale) => (locale === "tr" ? "/ucak-bileti" : `/${locale}/flight`) },
      {
        name: "flight results",
        path: (locale) =>
          `${prefix(locale)}/search/flight?p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${dashed(21)}&pa=1`,
      },
    ],
    afterPaying: [
      { name: "booking", path: (locale) => `${prefix(locale)}/reservation?orderId=${orderId}` },
      ...["", "/reservations", "/wallet", "/invoices", "/reviews", "/registered-passengers"].map((path) => ({
        name: `account${path}`,
        path: (locale: string) => `${prefix(locale)}/account${path}`,
      })),
    ],
  };
}

/** The visible text and the labels a reader meets, in the page's own language (not marked otherwise). */
async function pageTexts(page: Page, url: string): Promise<string[]> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  // After hydration: what is shown then (closed filter groups, sheets) is what a reader meets.
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page.evaluate(() => {
    const language = document.documentElement.lang.split("-")[0];
    const own = (element: Element) =>
      !element.closest('[translate="no"]') &&
      element.closest("[lang]")?.getAttribute("lang")?.split("-")[0] === language;
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script,style,template") || !own(element) || !element.checkVisibility()) continue;
      found.push(node.textContent ?? "");
    }
    for (const element of document.body.querySelectorAll("[alt],[aria-label],[placeholder],[title]")) {
      if (!own(element) || !element.checkVisibility()) continue;
      for (const name of ["alt", "aria-label", "placeholder", "title"]) found.push(element.getAttribute(name) ?? "");
    }
    return found;
  });
}

const LANGUAGE_GROUPS = [
  ["de", "es", "fr", "it", "pt", "nl"],
  ["ru", "ja", "zh", "ko", "hi", "ar"],
] as const;

test.describe("every page in its own language", { tag: "@any-viewport" }, () => {
  for (const [index, group] of LANGUAGE_GROUPS.entries()) {
    test(`the core pages in ${group.join(", ")} show no English or Turkish text`, async ({ page }, testInfo) => {
      test.setTimeout(240_000);
      const email = `language-${group[0]}-${testInfo.project.name}-${Date.now()}@example.com`;
      await signIn(page, email);
      await page.goto("/en");
      // The cheapest car of dates no other test books (each group its own, in case it is the last
      // unit): the same car, extras and company every run.
      const from = 60 + index * 7;
      const { orderId } = await orderReadyToPay(page, { email, from, days: 4, cheapest: true });
      await page.goto(carResults("en"));
      const detailLink = (await page.locator('a[href*="/detail?"]').first().getAttribute("href"))!;
      const detail = detailLink.replace(/^\/en/, "");
      const { beforePaying, afterPaying } = visits(orderId, detail);

      const texts = new Map<string, Set<string>>();
      const read = async (pages: Visit[]) => {
        for (const visit of pages) {
          for (const locale of ["tr", "en", ...group]) {
            const found = (await pageTexts(page, visit.path(locale))).map(normalized).filter(isWords);
            texts.set(`${visit.name}|${locale}`, new Set(found));
          }
        }
      };
      await read(beforePaying);
      await payNow(page, orderId);
      await read(afterPaying);

      const leftovers: Record<string, string[]> = {};
      for (const locale of group) {
        const own = vocabulary(locale);
        const found = new Map<string, string[]>();
        for (const visit of [...beforePaying, ...afterPaying]) {
          const turkish = texts.get(`${visit.name}|tr`)!;
          const english = texts.get(`${visit.name}|en`)!;
          for (const text of texts.get(`${visit.name}|${locale}`)!) {
            if (turkish.has(text) === english.has(text) || own.has(text)) continue;
            const key = `${english.has(text) ? "en" : "tr"}: ${text}`;
            found.set(key, [...(found.get(key) ?? []), visit.name]);
          }
        }
        leftovers[locale] = [...found].map(([text, pages]) => `${text} (${pages.join(", ")})`);
      }
      expect(leftovers).toEqual(Object.fromEntries(group.map((locale) => [locale, []])));
    });
  }
});
