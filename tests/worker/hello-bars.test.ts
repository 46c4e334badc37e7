import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { helloBarHref, helloBarQuery, loadHelloBars } from "~/features/hello-bar/hello-bars.server";
import { requestInfoContext, type UpstreamClients, upstreamsContext } from "~/lib/request-context";
import type { Locale } from "~/routing/locales";
import { createContentService } from "../../services/content/app";
import { contentCacheKey } from "../../app/lib/cms/content-cache";
import { createContentClient } from "../../app/upstream/content";
import { embeddedTransport, type Transport } from "../../app/upstream/transport";
import { seedInventory } from "../support/seed-inventory";

const contentService = embeddedTransport(createContentService(), env, createExecutionContext());

/** Inside the seeded bars' window (timeStartDate 2026-06-01, timeEndDate 2027-12-31). */
const NOW = Date.parse("2027-03-01T09:02:30.000Z");

function load(locale: Locale, now = NOW, content: Transport = contentService) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", locale, country: "TR", device: "desktop", nonce: "n" });
  context.set(upstreamsContext, {
    content: createContentClient(content, { kv: env.CACHE, waitUntil: () => {} }),
  } as UpstreamClients);
  return loadHelloBars(context, { now });
}

async function purgeContentCache() {
  const { keys } = await env.CACHE.list({ prefix: "content:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

/** A content service answering hello bars with `bars` and everything else as seeded. */
const barsStub =
  (bars: unknown[], requests: URL[] = []): Transport =>
  async (request) => {
    const url = new URL(request.url);
    if (url.pathname !== "/api/hello-bars") return contentService(request);
    requests.push(url);
    return Response.json({ data: bars, meta: {} });
  };

const entry = (documentId: string, overrides: Record<string, unknown> = {}) => ({
  id: 1,
  documentId,
  text: `<p>${documentId}</p>`,
  url: "/kampanya",
  style: { backgroundColor: "#c8102e" },
  active: true,
  timeStartDate: "2027-01-01T00:00:00.000Z",
  timeEndDate: "2027-12-31T00:00:00.000Z",
  endDate: "2027-06-01T00:00:00.000Z",
  activePages: { pages: ["home"] },
  ...overrides,
});

beforeAll(() => seedInventory(env.DB));
beforeEach(purgeContentCache);

describe("hello bars from content", () => {
  it("loads the seeded running bars, soonest countdown first, with their pages, in the page's language", async () => {
    const english = await load("en");
    expect(english.now).toBe(NOW);
    expect(english.bars.map((bar) => [bar.id, bar.pages])).toEqual([
      ["flight-week", ["home", "flight-home", "flight-search"]],
      ["summer-deals", ["home", "car-search"]],
    ]);
    expect(english.bars[0]).toMatchObject({
      html: "<strong>Flight week:</strong> extra baggage free on domestic flights.",
      url: "/en/campaign/ucak-bileti-haftasi",
      colours: { background: "linear-gradient(90deg, #1d3557 0%, #457b9d 100%)", color: "#ffffff" },
      startsAt: Date.parse("2026-06-01T00:00:00.000Z"),
      endsAt: Date.parse("2027-12-31T20:59:59.000Z"),
      countdownTo: Date.parse("2027-05-31T20:59:59.000Z"),
      // 20:59 UTC is 23:59 in Turkey.
      endsOn: { date: "31 May 2027", time: "23:59" },
    });
    const turkish = await load("tr");
    expect(turkish.bars[1]).toMatchObject({ id: "summer-deals", url: "/kampanya/yaz-firsatlari" });
    expect(turkish.bars[0]!.endsOn).toEqual({ date: "31 Mayıs 2027", time: "23:59" });
    expect(turkish.bars[1]!.html).toMatch(/Yaz fırsatları/);
  });

  it("leaves out bars whose countdown has ended, and has none once every window is over", async () => {
    const afterFlightWeek = await load("en", Date.parse("2027-06-15T00:00:00.000Z"));
    expect(afterFlightWeek.bars.map((bar) => bar.id)).toEqual(["summer-deals"]);
    expect((await load("en", Date.parse("2028-01-01T00:00:00.000Z"))).bars).toEqual([]);
  });

  it("asks the spec's query with now rounded to five minutes, so requests of those minutes share a cache entry", async () => {
    const query = helloBarQuery(NOW);
    expect(Object.fromEntries(query)).toEqual({
      sort: "endDate:asc",
      populate: "activePages",
      "filters[active][$eq]": "true",
      "filters[timeStartDate][$lte]": "2027-03-01T09:05:00.000Z",
      "filters[timeEndDate][$gte]": "2027-03-01T09:00:00.000Z",
      "pagination[pageSize]": "100",
    });
    const key = (now: number) => contentCacheKey("hello-bars", helloBarQuery(now), "en");
    expect(key(NOW + 2 * 60_000)).toBe(key(NOW));
    expect(key(NOW + 3 * 60_000)).not.toBe(key(NOW));

    const requests: URL[] = [];
    const stub = barsStub([entry("a")], requests);
    await load("en", NOW, stub);
    await load("en", NOW + 60_000, stub);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.searchParams.get("locale")).toBe("en");
  });

  it("checks the exact times itself: the rounded query may bring a bar a few minutes early or late", async () => {
    const bars = [
      entry("starts-soon", { timeStartDate: "2027-03-01T09:04:00.000Z" }),
      entry("just-ended", { timeEndDate: "2027-03-01T09:01:00.000Z" }),
      entry("counted-down", { endDate: "2027-03-01T09:02:00.000Z" }),
      entry("running"),
    ];
    expect((await load("en", NOW, barsStub(bars))).bars.map((bar) => bar.id)).toEqual(["running"]);
  });

  it("ignores an invalid colour, drops unsafe links and sanitises the text", async () => {
    const bars = [
      entry("bad-colour", {
        style: { backgroundColor: "red; background: url(https://evil.example)" },
        url: "javascript:alert(1)",
        text: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      }),
      entry("no-style", { style: null, url: "//evil.example/path", endDate: "2027-07-01T00:00:00.000Z" }),
    ];
    const { bars: loaded } = await load("en", NOW, barsStub(bars));
    expect(loaded.map(({ id, colours, url, html }) => ({ id, colours, url, html }))).toEqual([
      { id: "bad-colour", colours: null, url: null, html: "<p>Hi</p>" },
      { id: "no-style", colours: null, url: null, html: "<p>no-style</p>" },
    ]);
  });

  it("leaves out unreadable entries", async () => {
    const bars = [
      entry("no-pages", { activePages: undefined }),
      entry("bad-date", { endDate: "soon" }),
      entry("inactive", { active: false }),
      entry("empty-pages", { activePages: { pages: [] } }),
      "nonsense",
      entry("fine"),
    ];
    expect((await load("en", NOW, barsStub(bars))).bars.map((bar) => bar.id)).toEqual(["fine"]);
  });

  it("renders without bars when the content service fails, and says so in the log", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const down: Transport = async () => Response.json({ error: { status: 503 } }, { status: 503 });
    expect(await load("en", NOW, down)).toEqual({ now: NOW, bars: [] });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("hello bars unavailable"));
  });

  it.each([
    ["/kampanya/yaz-firsatlari", "/kampanya/yaz-firsatlari"],
    ["https://example.com/offer", "https://example.com/offer"],
    ["http://example.com/offer", null],
    ["//evil.example", null],
    ["/\\evil.example", null],
    ["mailto:a@b.c", null],
    ["", null],
    [null, null],
  ])("takes %j as the bar's link: %j", (value, expected) => {
    expect(helloBarHref(value)).toBe(expected);
  });
});
