import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { dashedIn as day, isoIn } from "../support/dates";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

const IST = "p_p=41.2619,28.7419&pid=apt:IST";
const BASE = `${IST}&p_d=${day(20)}&d_d=${day(23)}&a=35`;
/** Crawlers get the whole document at once (no streaming): easiest to read in a test. */
const page = async (path: string) => (await fetchPage(path, { headers: { "user-agent": "Googlebot/2.1" } })).text();
/** Visible text: tags and React's text separators removed, entities of the messages decoded. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");
const alert = (html: string) => text(/<p role="alert" class="notice notice--error">(.*?)<\/p>/s.exec(html)?.[1] ?? "");
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

beforeAll(() => seedInventory(env.DB));

describe("search messages say what is wrong, in Turkish and English, and keep the form filled", () => {
  it.each([
    [
      "a pickup in the past",
      `p_d=${day(-2)}&d_d=${day(3)}&a=35`,
      "The pickup date and time have already passed. Please choose a later pickup.",
      "Alış tarihi ve saati geçmiş. Lütfen daha ileri bir alış zamanı seçin.",
      isoIn(-2),
    ],
    [
      "a return before the pickup",
      `p_d=${day(23)}&d_d=${day(20)}&a=35`,
      "The return must be after the pickup. Please choose a later return date or time.",
      "İade, alıştan sonra olmalı. Lütfen daha ileri bir iade tarihi veya saati seçin.",
      isoIn(23),
    ],
    [
      "a pickup more than a year ahead",
      `p_d=${day(400)}&d_d=${day(403)}&a=35`,
      "Cars can be booked at most 365 days ahead. Please choose an earlier pickup date.",
      "Araçlar en fazla 365 gün sonrası için kiralanabilir. Lütfen daha erken bir alış tarihi seçin.",
      isoIn(400),
    ],
    [
      "a driver of 18",
      `p_d=${day(20)}&d_d=${day(23)}&a=18`,
      "No rental company here rents cars to drivers aged 18. Cars can be rented from the age of 21.",
      "Buradaki kiralama firmalarının hiçbiri 18 yaşındaki sürücülere araç kiralamıyor. Araçlar 21 yaşından itibaren kiralanabilir.",
      isoIn(20),
    ],
  ])("explains %s", async (_label, search, english, turkish, pickupDate) => {
    const en = await page(`/en/search?${IST}&${search}`);
    expect(alert(en)).toBe(english);
    expect(en).not.toContain("No car matches these filters");
    expect(en).not.toContain("Please try again in a moment");
    // The form keeps the search: place, pickup date and age.
    expect(en).toContain(`value="${pickupDate}"`);
    expect(en).toContain('value="apt:IST"');
    const tr = await page(`/arac-kiralama/search?${IST}&${search}`);
    expect(alert(tr)).toBe(turkish);
  });
});

describe("links of the results page keep the places", () => {
  it("keeps pid and did in the filter form, the sort, 'clear filters' and 'show all', after filtering too", async () => {
    const search = `${BASE}&d_p=36.8987,30.8005&did=apt:AYT`;
    for (const path of [`/en/search?${search}&nojs=1`, `/en/search?${search}&c=economy&sb=lowest_price_first&nojs=1`]) {
      const html = await page(path);
      const form = /<form[^>]*aria-label="Filter and sort"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? "";
      expect(form).toContain('<input type="hidden" name="pid" value="apt:IST"/>');
      expect(form).toContain('<input type="hidden" name="did" value="apt:AYT"/>');
      const searchLinks = hrefs(html).filter((href) => href.startsWith("?") || /\/search\?/.test(href));
      expect(searchLinks.length).toBeGreaterThan(0);
      for (const href of searchLinks) {
        const params = new URLSearchParams(href.slice(href.indexOf("?") + 1));
        expect(params.get("pid"), href).toBe("apt:IST");
        expect(params.get("did"), href).toBe("apt:AYT");
      }
    }
  });

  it("names the place, not its coordinates, on a filtered link", async () => {
    const html = await page(`/en/search?${BASE}&c=economy&sb=highest_rating`);
    const summary = text(/<dl class="summary"[^>]*>(.*?)<\/dl>/s.exec(html)?.[1] ?? "");
    expect(summary).toContain("Istanbul Airport");
    expect(summary).not.toMatch(/41[.,]2619/);
  });
});

describe("price buckets in the display currency", () => {
  it("split a typical search in pounds into several buckets with cars, each filtering to its count", async () => {
    const html = await page(`/en/search?${BASE}`);
    expect(html).toContain("£");
    const buckets = [...html.matchAll(/name="p" value="([^"]+)"[^>]*\/><label[^>]*>(.*?)<\/label>/gs)].map((match) => ({
      value: match[1]!,
      label: text(match[2]!),
      count: Number(/\((\d+)\)\s*$/.exec(text(match[2]!))?.[1]),
    }));
    const nonEmpty = buckets.filter((bucket) => bucket.count > 0);
    expect(nonEmpty.length).toBeGreaterThan(1);
    expect(buckets.map((bucket) => bucket.label).join(" ")).not.toContain("£0 – £750");
    const chosen = nonEmpty[1]!;
    const filtered = await page(`/en/search?${BASE}&p=${encodeURIComponent(chosen.value)}`);
    expect(/results__count" role="status">(\d+)/.exec(filtered)?.[1]).toBe(String(chosen.count));
  });

  it("keeps the spec's TRY buckets on the Turkish site", async () => {
    const html = await page(`/arac-kiralama/search?${BASE}`);
    expect(html).toMatch(/name="p" value="(0-750|750-1500|1500-2500|2500-3500)"/);
  });
});

describe("one rating scale", () => {
  it("shows a company's rating identically on its result card, the product page and its company page", async () => {
    const rating = (html: string) => text(/<span class="offer__rating">(.*?)<\/span><\/p>/s.exec(html)?.[1] ?? "");
    const results = await page(`/en/search?${BASE}&v=anadolu-rent`);
    // The cards and the product page say it in a word and the score ("Very good 8.8 (47 reviews)").
    const card = rating(results);
    const [, word, score, reviews] = /^(Exceptional|Very good|Good|Fair|Poor) (\d+\.\d) \((\d+ reviews)\)$/.exec(card)!;
    const detailHref = hrefs(results).find((href) => href.startsWith("/en/detail?code="))!;
    const detail = await page(detailHref);
    expect(rating(detail)).toBe(card);
    // The reviews section averages and counts the reviews it lists.
    const outOfTen = `${score}/10 (${reviews})`;
    expect(text(/<p class="reviews__summary">(.*?)<\/p>/s.exec(detail)?.[1] ?? "")).toBe(outOfTen);
    expect(detail).not.toContain("No reviews yet");
    const company = await page("/en/company/anadolu-rent");
    expect(text(/<p class="seo-rating">(.*?)<\/p>/s.exec(company)?.[1] ?? "")).toBe(outOfTen);
    const jsonLd = /"aggregateRating":(\{[^}]*\})/.exec(company)?.[1];
    expect(JSON.parse(jsonLd!)).toMatchObject({
      bestRating: 10,
      worstRating: 2,
      ratingValue: Number(score),
    });
    // Turkish: the same figure in the Turkish number format, after the Turkish word.
    const turkish = await page(`/arac-kiralama/search?${BASE}&v=anadolu-rent`);
    const words: Record<string, string> = {
      Exceptional: "Olağanüstü",
      "Very good": "Çok iyi",
      Good: "İyi",
      Fair: "Orta",
      Poor: "Zayıf",
    };
    expect(rating(turkish).startsWith(`${words[word!]} ${score!.replace(".", ",")} (`)).toBe(true);
  });

  it("lists 20 reviews at a time with a show-more link that works without JavaScript", async () => {
    const results = await page(`/en/search?${BASE}&v=anadolu-rent`);
    const detailHref = hrefs(results).find((href) => href.startsWith("/en/detail?code="))!;
    const first = await page(detailHref);
    const reviewCount = (html: string) => [...html.matchAll(/<li class="review">/g)].length;
    const total = Number(
      /\((\d+) reviews\)/.exec(text(/<p class="reviews__summary">(.*?)<\/p>/s.exec(first)![1]!))![1],
    );
    expect(reviewCount(first)).toBe(Math.min(20, total));
    expect(total).toBeGreaterThan(20);
    const more = hrefs(first).find((href) => href.includes("rp=2"))!;
    expect(more).toContain("#reviews");
    const second = await page(more.replace(/#.*$/, ""));
    expect(reviewCount(second)).toBe(Math.min(40, total));
  });
});
