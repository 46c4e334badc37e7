import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  CACHE_NAME,
  type CacheLike,
  type CacheStorageLike,
  changesVisitor,
  clearTripCards,
  documentOnly,
  isStoredKind,
  offlinePage,
  parseTripCardList,
  storedCopy,
  linkedResources,
  syncListFor,
  syncTripCards,
} from "./trip-card-store";

const ORIGIN = "https://shop.example";

/** Cache Storage as the browser has it, in memory (keys are absolute URLs). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const cacheOf = (entries: Map<string, Response>): CacheLike => ({
    match: async (request) => entries.get(new URL(request, ORIGIN).href)?.clone(),
    put: async (request, response) => {
      entries.set(new URL(request, ORIGIN).href, response.clone());
    },
    delete: async (request) => entries.delete(new URL(request, ORIGIN).href),
    keys: async () => [...entries.keys()].map((url) => new Request(url)),
  });
  const caches: CacheStorageLike = {
    open: async (name) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    delete: async (name) => stores.delete(name),
    keys: async () => [...stores.keys()],
  };
  const urls = () => [...(stores.get(CACHE_NAME)?.keys() ?? [])].map((url) => url.replace(ORIGIN, "")).sort();
  return { caches, urls };
}

const cardHtml = (orderId: string) =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="stylesheet" href="/assets/trip-card-2.css"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="manifest" href="/en/manifest.webmanifest"/><link rel="modulepreload" href="/assets/entry.client-3.js"/></head><body><h1>Card ${orderId}</h1><script nonce="n">window.__reactRouterContext = {};</script><script type="module" nonce="n">import "/assets/entry.client-3.js";</script></body></html>`;

/** The shop as the worker sees it: the visitor's list, pages, stylesheets and PDFs; `offline` fails every request. */
function shop(list: { owner: string; orders: string[] }) {
  const state = { offline: false, list, requested: [] as string[] };
  const fetch = async (input: string) => {
    const url = new URL(input);
    state.requested.push(url.pathname + url.search);
    if (state.offline) throw new TypeError("Failed to fetch");
    if (url.pathname === "/en/api/trip-cards") {
      return Response.json({
        owner: state.list.owner,
        offlinePage: "/en/reservation/cards?offline=1",
        cards: state.list.orders.map((orderId) => ({
          orderId,
          page: `/en/reservation/card?orderId=${orderId}`,
          document: `/api/v1/order-api/order/${orderId}/documents/voucher.pdf`,
        })),
      });
    }
    if (url.pathname.startsWith("/assets/")) return new Response("body{}", { headers: { "content-type": "text/css" } });
    if (url.pathname.endsWith(".pdf"))
      return new Response("%PDF-1.7", { headers: { "content-type": "application/pdf" } });
    const orderId = url.searchParams.get("orderId") ?? "list";
    if (orderId !== "list" && !state.list.orders.includes(orderId)) return new Response("no", { status: 404 });
    return new Response(cardHtml(orderId), { headers: { "content-type": "text/html; charset=utf-8" } });
  };
  return { state, fetch };
}

function setUp(list: { owner: string; orders: string[] }) {
  const memory = memoryCaches();
  const server = shop(list);
  return { ...memory, server, deps: { caches: memory.caches, fetch: server.fetch, origin: ORIGIN } };
}

describe("the trip card store", () => {
  it("stores each upcoming card without scripts, with its stylesheets and PDF, and the offline page", async () => {
    const { deps, urls } = setUp({ owner: "aa11", orders: ["o1", "o2"] });
    await syncTripCards(deps, "/en/api/trip-cards");
    expect(urls()).toEqual([
      "/__trip-cards/state",
      "/api/v1/order-api/order/o1/documents/voucher.pdf",
      "/api/v1/order-api/order/o2/documents/voucher.pdf",
      "/assets/app-1.css",
      "/assets/trip-card-2.css",
      "/en/manifest.webmanifest",
      "/en/reservation/card?orderId=o1",
      "/en/reservation/card?orderId=o2",
      "/en/reservation/cards?offline=1",
      "/favicon.svg",
    ]);
    const card = await storedCopy(deps, `${ORIGIN}/en/reservation/card?orderId=o1`);
    const html = await card!.text();
    expect(html).toContain("<h1>Card o1</h1>");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("modulepreload");
    expect(await (await offlinePage(deps))!.text()).toContain("Card list");
  });

  it("drops a card that is no longer listed (past, cancelled) and its PDF", async () => {
    const { deps, urls, server } = setUp({ owner: "aa11", orders: ["o1", "o2"] });
    await syncTripCards(deps, "/en/api/trip-cards");
    server.state.list = { owner: "aa11", orders: ["o2"] };
    await syncTripCards(deps, "/en/api/trip-cards");
    expect(urls().filter((url) => url.includes("o1"))).toEqual([]);
    expect(urls().filter((url) => url.includes("o2"))).toHaveLength(2);
  });

  it("never shows one visitor's cards to the next: another owner or none empties the store first", async () => {
    const { deps, urls, server } = setUp({ owner: "aa11", orders: ["o1"] });
    await syncTripCards(deps, "/en/api/trip-cards");
    server.state.list = { owner: "bb22", orders: [] };
    await syncTripCards(deps, "/en/api/trip-cards");
    expect(urls().some((url) => url.includes("o1"))).toBe(false);
    server.state.list = { owner: "", orders: [] };
    await syncTripCards(deps, "/en/api/trip-cards");
    expect(urls()).toEqual([]);
    expect(await offlinePage(deps)).toBeUndefined();
  });

  it("keeps what it stored when the connection fails during a sync, and serves it offline", async () => {
    const { deps, urls, server } = setUp({ owner: "aa11", orders: ["o1"] });
    await syncTripCards(deps, "/en/api/trip-cards");
    const before = urls();
    server.state.offline = true;
    await expect(syncTripCards(deps, "/en/api/trip-cards")).rejects.toThrow(TypeError);
    expect(urls()).toEqual(before);
    expect(await storedCopy(deps, `${ORIGIN}/assets/app-1.css`)).toBeDefined();
    expect(await storedCopy(deps, `${ORIGIN}/en/search`)).toBeUndefined();
  });

  it("stores a PDF once, and pages again on every sync", async () => {
    const { deps, server } = setUp({ owner: "aa11", orders: ["o1"] });
    await syncTripCards(deps, "/en/api/trip-cards");
    server.state.requested = [];
    await syncTripCards(deps, "/en/api/trip-cards");
    expect(server.state.requested).toEqual([
      "/en/api/trip-cards",
      "/en/reservation/cards?offline=1",
      "/en/reservation/card?orderId=o1",
    ]);
  });

  it("is emptied by a logout or sign-in, and serves nothing afterwards", async () => {
    const { deps, urls } = setUp({ owner: "aa11", orders: ["o1"] });
    await syncTripCards(deps, "/en/api/trip-cards");
    await clearTripCards(deps);
    expect(urls()).toEqual([]);
    expect(await storedCopy(deps, `${ORIGIN}/en/reservation/card?orderId=o1`)).toBeUndefined();
    expect(await offlinePage(deps)).toBeUndefined();
  });
});

describe("the list the worker reads", () => {
  it("accepts the shop's answer and refuses anything pointing off the site", () => {
    const good = { owner: "ab12", offlinePage: "/en/reservation/cards?offline=1", cards: [] };
    expect(parseTripCardList(good)).toEqual(good);
    for (const page of [
      "//evil.example/x",
      "https://evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      "/a b",
    ]) {
      expect(parseTripCardList({ ...good, offlinePage: page }), page).toBeNull();
      expect(
        parseTripCardList({ ...good, cards: [{ orderId: "o", page, document: "/api/v1/x.pdf" }] }),
        page,
      ).toBeNull();
    }
  });

  it("never throws on arbitrary JSON, and what it accepts only names same-site paths", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), fc.string(), (value, page, document) => {
        for (const input of [value, { owner: "ab", offlinePage: page, cards: [{ orderId: "o", page, document }] }]) {
          const parsed = parseTripCardList(input);
          if (!parsed) continue;
          for (const path of [parsed.offlinePage, ...parsed.cards.flatMap((card) => [card.page, card.document])]) {
            expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("which requests the worker handles", () => {
  it("syncs after the pages where a traveller looks at bookings, in the page's language", () => {
    expect(syncListFor("/account/reservations")).toBe("/api/trip-cards");
    expect(syncListFor("/en/reservation")).toBe("/en/api/trip-cards");
    expect(syncListFor("/tr/reservation/flight")).toBe("/api/trip-cards");
    expect(syncListFor("/de/checkout/control")).toBe("/de/api/trip-cards");
    expect(syncListFor("/ar/reservation/card")).toBe("/ar/api/trip-cards");
    for (const path of ["/", "/en", "/search", "/en/checkout", "/reservation/find", "/en/reservation/cancel/car"]) {
      expect(syncListFor(path), path).toBeNull();
    }
  });

  it("empties the store before a logout or sign-in post, with or without JavaScript", () => {
    for (const path of ["/logout", "/logout.data", "/en/logout", "/en/logout.data", "/login", "/fr/login.data"]) {
      expect(changesVisitor("POST", path), path).toBe(true);
    }
    expect(changesVisitor("GET", "/logout")).toBe(false);
    expect(changesVisitor("POST", "/checkout")).toBe(false);
  });

  it("answers stylesheets, the icon, the manifest and booking documents from the store, nothing else", () => {
    expect(isStoredKind("/assets/app-Ab12.css")).toBe(true);
    expect(isStoredKind("/api/v1/order-api/order/o1/documents/voucher.pdf")).toBe(true);
    expect(isStoredKind("/favicon.svg")).toBe(true);
    expect(isStoredKind("/de/manifest.webmanifest")).toBe(true);
    expect(isStoredKind("/assets/entry.client-Ab12.js")).toBe(false);
    expect(isStoredKind("/api/v1/order-api/order/o1")).toBe(false);
  });

  it("reads what a page links from this site (stylesheets, icon, manifest) and strips every script", () => {
    const html = cardHtml("o9");
    expect(linkedResources(html)).toEqual([
      "/assets/app-1.css",
      "/assets/trip-card-2.css",
      "/favicon.svg",
      "/en/manifest.webmanifest",
    ]);
    expect(linkedResources('<link rel="stylesheet" href="https://cdn.example/x.css">')).toEqual([]);
    expect(documentOnly(html)).toBe(
      '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app-1.css"/><link rel="stylesheet" href="/assets/trip-card-2.css"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/><link rel="manifest" href="/en/manifest.webmanifest"/></head><body><h1>Card o9</h1></body></html>',
    );
  });
});
