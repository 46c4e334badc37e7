import { env } from "cloudflare:workers";
import { dashedIn as day } from "../support/dates";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

const BASE = `p_p=41.2619,28.7419&p_d=${day(20)}&d_d=${day(23)}&a=35`;
/** Crawlers get the whole document at once (no streaming): easiest to read in a test. */
const page = async (path: string) => (await fetchPage(path, { headers: { "user-agent": "Googlebot/2.1" } })).text();
const count = (html: string) => /results__count" role="status">(\d+) [^<]*? (\d+)/.exec(html)?.slice(1).map(Number);
const totals = (html: string) => [...html.matchAll(/data-testid="offer-total">([^<]+)</g)].map((match) => match[1]!);

beforeAll(() => seedInventory(env.DB));

describe("car search results, rendered from the URL by the built worker", () => {
  it("lists the cars found around Istanbul Airport with every filter group", async () => {
    const html = await page(`/en/search?${BASE}`);
    const [shown, total] = count(html)!;
    expect(total).toBeGreaterThan(50);
    expect(shown).toBe(total);
    for (const legend of [
      "Price",
      "Car class",
      "Rental company",
      "Transmission",
      "Fuel",
      "Mileage limit",
      "Office distance",
    ]) {
      expect(html).toContain(`<legend>${legend}</legend>`);
    }
    expect(html).toContain("/en/detail?code=C");
  });

  it("filters by the short keys, with a comma list or repeated keys (a plain form), and sorts", async () => {
    const economy = count(await page(`/en/search?${BASE}&c=economy`))!;
    const suv = count(await page(`/en/search?${BASE}&c=suv`))!;
    const both = count(await page(`/en/search?${BASE}&c=economy,suv`))!;
    const repeated = count(await page(`/en/search?${BASE}&c=economy&c=suv`))!;
    expect(both[0]).toBe(economy[0]! + suv[0]!);
    expect(repeated).toEqual(both);
    const cheapestFirst = totals(await page(`/en/search?${BASE}&sb=lowest_price_first`)).map((text) =>
      Number(text.replace(/[^\d.]/g, "")),
    );
    expect(cheapestFirst).toEqual([...cheapestFirst].sort((a, b) => a - b));
  });

  it("offers the deposit filter in Türkiye on TRY prices only", async () => {
    const country = await (
      await fetchPage("/api/country-code", { headers: { accept: "application/json" } })
    ).json<{ countryCode: string }>();
    expect(country.countryCode).toBe("TR");
    const turkish = await page(`/search?${BASE}`);
    expect(turkish).toContain("<legend>Depozito</legend>");
    const narrowed = count(await page(`/search?${BASE}&d=750-1500`))!;
    expect(narrowed[0]).toBeLessThan(narrowed[1]!);
    // The English site shows pounds: deposits are converted, the TRY buckets do not apply.
    const english = await page(`/en/search?${BASE}&d=750-1500`);
    expect(english).not.toContain("<legend>Deposit</legend>");
    const [shown, total] = count(english)!;
    expect(shown).toBe(total);
  });

  it("explains a pickup place without offices and offers the way back to the car rental page", async () => {
    const html = await page(`/search?p_p=42.6,33.9&p_d=${day(20)}&d_d=${day(23)}`);
    expect(html).toContain('role="alertdialog"');
    expect(html).toMatch(/href="\/arac-kiralama"/);
  });

  it("answers 400 naming a malformed filter", async () => {
    const response = await fetchPage(`/en/search?${BASE}&p=abc`);
    expect(response.status).toBe(400);
  });
});
