import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { Jar } from "../support/cookie-jar";
import { dashedIn as day } from "../support/dates";
import { getPage, postForm } from "../support/plain-browser";
import { shopApi } from "../support/shop-api";
import { seedInventory } from "../support/seed-inventory";
import { fetchPage } from "../support/worker-fetch";

/** Crawlers get the whole document at once (no streaming): easiest to read in a test. */
const whole = async (path: string) => {
  const response = await fetchPage(path, { headers: { "user-agent": "Googlebot/2.1" } });
  return { status: response.status, html: await response.text() };
};
const flightCount = (html: string) => [...html.matchAll(/data-testid="flight"/g)].length;
const codes = (html: string) => [...html.matchAll(/[?&;]ob=(F[A-Za-z0-9]+)/g)].map((match) => match[1]!);
const ONE_WAY = `p_p=IST&d_p=AYT&ppt=airport&dpt=airport&p_d=${day(20)}&pa=1`;
const ROUND_TRIP = `p_p=SAW&d_p=ADB&p_d=${day(25)}&d_d=${day(30)}&pa=2&pc=1&pi=1`;

async function chunks(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const parts: string[] = [];
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return parts;
    parts.push(decoder.decode(value, { stream: true }));
  }
}

beforeAll(() => seedInventory(env.DB));

describe("flight results, rendered from the URL by the built worker", () => {
  it("lists priced IST→AYT flights for one adult with filters, sorting and the date strip", async () => {
    const { status, html } = await whole(`/en/search/flight?${ONE_WAY}`);
    expect(status).toBe(200);
    expect(flightCount(html)).toBeGreaterThan(0);
    expect(html).toMatch(/PC\d{3}/);
    for (const legend of ["Stops", "Airlines", "Departure time", "Arrival time", "Total price"]) {
      expect(html).toContain(`<legend>${legend}</legend>`);
    }
    expect(html).toContain('aria-label="Other departure dates"');
    expect(html).toContain("per adult");
    // What every fare includes is said once, above the list.
    expect(html).toContain("Prices include taxes, VAT and fees.");
  });

  it("filters non-stop flights and sorts by duration on the server (no JavaScript)", async () => {
    const { html } = await whole(`/en/search/flight?${ROUND_TRIP}&st=0&so=fastest`);
    const durations = [...html.matchAll(/flight__stops">([^<]+)</g)].map((match) => match[1]);
    expect(durations.length).toBeGreaterThan(0);
    expect(new Set(durations)).toEqual(new Set(["Non-stop"]));
  });

  it("streams: the page shell arrives before the results", async () => {
    const response = await fetchPage(`/en/search/flight?${ONE_WAY}`);
    expect(response.status).toBe(200);
    const parts = await chunks(response);
    const arrived = parts.map((_, index) => parts.slice(0, index + 1).join(""));
    const shell = arrived.findIndex((text) => text.includes("results__skeleton"));
    const results = arrived.findIndex((text) => text.includes('data-testid="flight"'));
    expect(shell).toBeGreaterThanOrEqual(0);
    expect(arrived[shell]).toContain("<h1");
    expect(results).toBeGreaterThan(shell);
  });

  it("shows a chosen flight's fare brands and their rules, then a round trip's return list", async () => {
    const list = await whole(`/en/search/flight?${ROUND_TRIP}`);
    const outbound = codes(list.html)[0]!;
    const brands = await whole(`/en/search/flight?${ROUND_TRIP}&ob=${outbound}`);
    expect(brands.html).toContain('data-testid="flight-brand"');
    expect(brands.html).toContain("Fare rules:");
    expect(brands.html).toContain("Choose your return flight");
    const back = await whole(`/en/search/flight?${ROUND_TRIP}&ob=${outbound}&obb=STANDARD`);
    expect(back.html).toContain("Your outbound flight");
    expect(flightCount(back.html)).toBeGreaterThan(1);
  });

  it("explains problems in the visitor's language with a way forward, never a 500", async () => {
    // A URL that breaks the form's rules is a 400; a search the Main API cannot answer is a page (200).
    const cases = [
      [`/en/search/flight?p_p=IST&d_p=IST&p_d=${day(20)}`, 400, "Choose a destination other than the departure."],
      [`/en/search/flight?p_p=IST&d_p=AYT&p_d=${day(-3)}`, 400, "The departure date cannot be in the past."],
      [`/en/search/flight?p_p=IST&d_p=AYT&p_d=${day(400)}`, 400, "Flights can be booked up to 330 days ahead."],
      [`/en/search/flight?p_p=IST&d_p=AYT&p_d=${day(20)}&d_d=${day(10)}`, 400, "cannot be before the departure date"],
      [`/en/search/flight?p_p=IST&d_p=AYT&p_d=31-02-2027`, 400, "Please enter a valid date."],
      [`/en/search/flight?p_p=IST&d_p=QQQ&p_d=${day(20)}`, 200, "airport codes is unknown"],
      [`/search/flight?p_p=IST&d_p=QQQ&p_d=${day(20)}`, 200, "havalimanı kodlarından biri bilinmiyor"],
    ] as const;
    for (const [path, expected, text] of cases) {
      const { status, html } = await whole(path);
      expect(status, path).toBe(expected);
      expect(html, path).toContain(text);
      // The search form stays on the page, filled in, to change the search.
      expect(html, path).toContain('class="search-form flight-search-form"');
      expect(html, path).toContain('role="alert"');
    }
  });

  it("explains a flight that is not in the search any more", async () => {
    const { status, html } = await whole(`/en/search/flight?${ONE_WAY}&ob=FNOSUCHFLIGHT00`);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="flight-gone"');
    expect(html).toContain("Back to the flights");
  });

  it("answers generated bad queries with a page or a 400, never a 5xx", async () => {
    const keys = ["p_p", "d_p", "ppt", "dpt", "p_d", "d_d", "pa", "ps", "pc", "pi", "fc", "st", "al", "dtw", "atw"];
    const extra = ["pmax", "bg", "so", "ob", "obb", "ib", "nojs"];
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(
          fc.constantFrom(...keys, ...extra),
          fc.oneof(
            fc.string({ maxLength: 12 }),
            fc.constantFrom("IST", "AYT", "saw", day(5), day(-1), day(500), "0", "9", "10", "city", "business"),
          ),
          { maxKeys: 8 },
        ),
        async (params) => {
          const search = new URLSearchParams({ p_p: "IST", d_p: "AYT", p_d: day(15), ...params });
          const response = await fetchPage(`/en/search/flight?${search}`, {
            headers: { "user-agent": "Googlebot/2.1" },
          });
          await response.text();
          expect([200, 400], search.toString()).toContain(response.status);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("flight results into the basket, without JavaScript", () => {
  const field = (html: string, name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1];

  it("puts a round trip in its chosen fares in the basket once, however often the form is sent", async () => {
    const jar = new Jar();
    const list = await (await getPage(jar, `/en/search/flight?${ROUND_TRIP}&nojs=1`)).text();
    const outbound = codes(list)[0]!;
    const returns = await (
      await getPage(jar, `/en/search/flight?${ROUND_TRIP}&ob=${outbound}&obb=STANDARD&nojs=1`)
    ).text();
    const inbound = [...returns.matchAll(/[?&;]ib=(F[A-Za-z0-9]+)/g)][0]![1]!;
    const page = `/en/search/flight?${ROUND_TRIP}&ob=${outbound}&obb=STANDARD&ib=${inbound}&nojs=1`;
    const fares = await (await getPage(jar, page)).text();
    const post = {
      searchId: field(fares, "searchId")!,
      outbound: field(fares, "outbound")!,
      outboundBrand: field(fares, "outboundBrand")!,
      inbound: field(fares, "inbound")!,
      inboundBrand: "FLEX",
    };
    expect(post).toMatchObject({ outbound, inbound, outboundBrand: "STANDARD" });
    const first = await postForm(jar, page, post);
    const second = await postForm(jar, page, post);
    for (const response of [first, second]) {
      expect(response.status).toBeGreaterThanOrEqual(300);
      expect(response.status).toBeLessThan(400);
    }
    const target = first.headers.get("location")!;
    expect(target).toMatch(/^\/en\/checkout\/flight\?orderId=/);
    expect(second.headers.get("location")).toBe(target);
    const orderId = new URL(target, "http://localhost").searchParams.get("orderId")!;
    const { order } = await shopApi<{
      order: {
        currency: string;
        items: { status: string; product: { code: string; selectedBrand: { code: string } } }[];
      };
    }>(jar, "GET", `/order-api/order/${orderId}`);
    expect(order.currency).toBe("TRY");
    const pending = order.items.filter((item) => item.status === "pending");
    expect(pending.map((item) => [item.product.code, item.product.selectedBrand.code])).toEqual([
      [outbound, "STANDARD"],
      [inbound, "FLEX"],
    ]);
  });

  it("explains a fare that is gone and offers the way back to the results", async () => {
    const jar = new Jar();
    const list = await (await getPage(jar, `/en/search/flight?${ONE_WAY}&nojs=1`)).text();
    const outbound = codes(list)[0]!;
    const page = `/en/search/flight?${ONE_WAY}&ob=${outbound}&nojs=1`;
    const fares = await (await getPage(jar, page)).text();
    const response = await postForm(jar, page, {
      searchId: field(fares, "searchId")!,
      outbound: "FNOSUCHFLIGHT00",
      outboundBrand: "LIGHT",
    });
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain('data-testid="basket-problem"');
    expect(html).toContain("Back to the search results");
  });

  it("answers a hand-made post without the fields with a 400, not a 500", async () => {
    const jar = new Jar();
    await getPage(jar, `/en/search/flight?${ONE_WAY}`);
    const response = await postForm(jar, `/en/search/flight?${ONE_WAY}`, { outbound: "<script>", searchId: "" });
    expect(response.status).toBe(400);
  });
});
