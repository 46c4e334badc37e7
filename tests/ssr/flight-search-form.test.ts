import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

beforeAll(() => seedInventory(env.DB));

interface Suggestion {
  type: string;
  code: string;
  codes: string[];
  name: string;
}

async function suggest(q: string, language = "") {
  const response = await fetchPage(`${language}/api/airports?q=${encodeURIComponent(q)}`, {
    headers: { accept: "application/json" },
  });
  expect(response.status, q).toBe(200);
  return ((await response.json()) as { suggestions: Suggestion[] }).suggestions;
}

/** The section named by the heading with this id, as HTML. */
const section = (html: string, id: string) =>
  new RegExp(`<section[^>]*aria-labelledby="${id}"[^>]*>.*?</section>`, "s").exec(html)?.[0];

describe("airport suggestions (/api/airports)", () => {
  it("fold Turkish letters and case: izmir finds İzmir, ISTANBUL and istanbul offer the whole city first", async () => {
    expect((await suggest("izmir")).map((suggestion) => suggestion.code)).toContain("ADB");
    for (const text of ["ISTANBUL", "istanbul", "İstanbul"]) {
      const [first] = await suggest(text);
      expect(first, text).toMatchObject({ type: "city", code: "IST", codes: ["IST", "SAW"], name: "İstanbul" });
    }
    // English pages get English names; a prefix that is no language of the site is no route.
    expect((await suggest("istanbul", "/en"))[0]?.name).toBe("Istanbul");
    expect((await fetchPage("/xx/api/airports?q=istanbul")).status).toBe(404);
    expect((await fetchPage("/tr/api/airports?q=istanbul")).status).toBe(404);
  });

  it("suggest nothing for text too short, too long or hostile, never an error", async () => {
    for (const text of ["", "i", "x".repeat(500), "%%%", "<script>", "' OR 1=1 --", "\u0000\u202e"]) {
      expect(await suggest(text), JSON.stringify(text)).toEqual(expect.any(Array));
    }
    expect(await suggest("i")).toEqual([]);
  });
});

describe("the flight home", () => {
  it("renders the search form without JavaScript, cheap tickets priced by real searches, guides and check-in", async () => {
    const response = await fetchPage("/ucak-bileti?nojs=1");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<form[^>]*action="\/ucak-bileti\/search"/);
    // Without JavaScript the places are named text inputs with the airports as a datalist.
    const from = /<input[^>]*name="p_p"[^>]*>/.exec(html)?.[0];
    expect(from).toMatch(/\slist="[^"]+"/);
    expect(html).toContain('value="İstanbul (IST, SAW)"');
    const tickets = section(html, "flight-cheap-tickets") ?? "";
    const links = [...tickets.matchAll(/href="(\/ucak-bileti\/search\?[^"]+)"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(2);
    for (const link of links) {
      expect(link).toMatch(/^\/ucak-bileti\/search\?p_p=[A-Z]{3}&amp;ppt=(airport|city)&amp;d_p=/);
    }
    expect(tickets).toContain("₺");
    expect(section(html, "flight-guides")).toContain("Ne zaman bilet almalı?");
    expect(section(html, "flight-check-in")).toContain('href="https://www.flypgs.com/en/online-check-in"');
  });

  it("shows the guides in each language of the site", async () => {
    for (const [path, title] of [
      ["/de/flight", "Wann buchen?"],
      ["/ja/flight", "予約のタイミング"],
      ["/ar/flight", "متى تحجز؟"],
    ] as const) {
      const html = await (await fetchPage(path)).text();
      expect(section(html, "flight-guides"), path).toContain(title);
    }
  });
});
