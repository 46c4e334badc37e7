import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { matchRoutes, RouterContextProvider } from "react-router";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { loadHomeContent } from "~/features/home-sections/home-content.server";
import type { HomePage } from "~/features/home-sections/home-content";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import type { Locale } from "~/routing/locales";
import { expandRoutes } from "~/routing/route-table";
import { createContentService } from "../../services/content/app";
import { createContentClient } from "../../app/upstream/content";
import { embeddedTransport, type Transport } from "../../app/upstream/transport";
import type { UpstreamClients } from "~/lib/request-context";
import { seedInventory } from "../support/seed-inventory";

const contentService = embeddedTransport(createContentService(), env, createExecutionContext());

function load(page: HomePage, locale: Locale, content: Transport = contentService) {
  const context = new RouterContextProvider();
  context.set(requestInfoContext, { requestId: "t", locale, country: "TR", device: "desktop", nonce: "n" });
  context.set(upstreamsContext, {
    content: createContentClient(content, { kv: env.CACHE, waitUntil: () => {} }),
  } as UpstreamClients);
  return loadHomeContent(context, { page });
}

async function purgeContentCache() {
  const { keys } = await env.CACHE.list({ prefix: "content:" });
  await Promise.all(keys.map((key) => env.CACHE.delete(key.name)));
}

const routes = expandRoutes().map((entry) => ({ path: entry.path, id: entry.page.name }));
const pageAt = (href: string) => matchRoutes(routes, new URL(href, "https://shop.test").pathname)?.at(-1)?.route.id;

beforeAll(() => seedInventory(env.DB));
beforeEach(purgeContentCache);

describe("home page content", () => {
  it("links popular locations to the car rental landing pages of the route table, in the page's language", async () => {
    const turkish = await load("home", "tr");
    const english = await load("home", "en");
    // Each card shows its city's scene (Bodrum is in Muğla, whose scene it shares).
    expect(turkish.locations).toContainEqual({
      title: "İstanbul Havalimanı Araç Kiralama",
      href: "/arac-kiralama/turkiye/istanbul/istanbul-havalimani",
      image: "/images/content/destinations/istanbul.jpg",
    });
    expect(english.locations).toContainEqual({
      title: "Car rental in Bodrum",
      href: "/en/car/turkiye/mugla/bodrum",
      image: "/images/content/destinations/mugla.jpg",
    });
    expect(english.locations).toContainEqual({
      title: "Car rental in Antalya",
      href: "/en/car/turkiye/antalya",
      image: "/images/content/destinations/antalya.jpg",
    });
    const hrefs = [...turkish.locations!, ...english.locations!].map((location) => location.href);
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.map(pageAt).every((page) => page === "car-location")).toBe(true);
  });

  it("lists running campaigns with their codes and campaign pages", async () => {
    const { campaigns } = await load("car", "en");
    expect(campaigns).toEqual([
      expect.objectContaining({ title: "Summer deals", code: "YAZ10", href: "/en/campaign/yaz-firsatlari" }),
      expect.objectContaining({ title: "15% off SUVs", code: "SUV15", href: "/en/campaign/suv-indirimi" }),
    ]);
    expect(campaigns!.map((campaign) => pageAt(campaign.href))).toEqual(["campaign", "campaign"]);
  });

  it("asks for car campaigns on the car rental home only, and leaves out ended or unreadable ones", async () => {
    const requests: URL[] = [];
    const stub: Transport = async (request) => {
      const url = new URL(request.url);
      requests.push(url);
      if (url.pathname !== "/api/campaigns") return contentService(request);
      return Response.json({
        data: [
          { id: 1, documentId: "old", slug: "old", title: "Old", code: "OLD", endDate: "2020-01-01T00:00:00.000Z" },
          { id: 2, documentId: "bad", title: "No slug" },
          { id: 3, documentId: "open", slug: "always", title: "Always on", summary: "Every day." },
        ],
        meta: {},
      });
    };
    const car = await load("car", "en", stub);
    // Without a picture of its own the campaign card shows the general Türkiye scene.
    expect(car.campaigns).toEqual([
      {
        title: "Always on",
        summary: "Every day.",
        code: null,
        endDate: null,
        href: "/en/campaign/always",
        image: "/images/content/destinations/turkiye.jpg",
      },
    ]);
    const campaignRequests = () => requests.filter((url) => url.pathname === "/api/campaigns");
    expect(campaignRequests()[0]?.searchParams.get("filters[category][$eq]")).toBe("car");
    await purgeContentCache();
    await load("home", "en", stub);
    expect(campaignRequests()[1]?.searchParams.has("filters[category][$eq]")).toBe(false);
  });

  it("answers a few car questions, with sanitised rich text", async () => {
    const { faqs } = await load("car", "tr");
    expect(faqs).toHaveLength(5);
    expect(faqs![0]).toMatchObject({
      id: "faq-car-documents",
      question: "Aracı teslim alırken hangi belgeler gerekli?",
    });
    expect(faqs![0]!.answer).toContain("<li>Geçerli sürücü belgesi");
    const stub: Transport = async (request) =>
      new URL(request.url).pathname === "/api/faqs"
        ? Response.json({
            data: [
              {
                id: 1,
                documentId: "x",
                question: "Safe?",
                answer: '<p onclick="alert(1)">Yes<script>x()</script></p>',
              },
            ],
            meta: {},
          })
        : contentService(request);
    await purgeContentCache();
    expect((await load("car", "en", stub)).faqs).toEqual([{ id: "x", question: "Safe?", answer: "<p>Yes</p>" }]);
  });

  it("has no store links while content names none, and never takes one that is not https", async () => {
    expect((await load("home", "en")).apps).toEqual({ appStore: null, googlePlay: null });
    const stub: Transport = async (request) =>
      new URL(request.url).pathname === "/api/commons/all"
        ? Response.json({
            data: { appStoreUrl: "https://apps.apple.com/app/id1", googlePlayUrl: "javascript:alert(1)" },
          })
        : contentService(request);
    await purgeContentCache();
    // The bad link is left out on its own, as in the footer (the contract's commons entry).
    expect((await load("home", "en", stub)).apps).toEqual({
      appStore: "https://apps.apple.com/app/id1",
      googlePlay: null,
    });
    const good: Transport = async (request) =>
      new URL(request.url).pathname === "/api/commons/all"
        ? Response.json({ data: { appStoreUrl: "https://apps.apple.com/app/id1" } })
        : contentService(request);
    await purgeContentCache();
    expect((await load("home", "en", good)).apps).toEqual({
      appStore: "https://apps.apple.com/app/id1",
      googlePlay: null,
    });
  });

  it("skips each part the content service cannot give, without failing", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const down: Transport = async () => Response.json({ error: { status: 503 } }, { status: 503 });
    expect(await load("home", "en", down)).toEqual({
      page: "home",
      locations: null,
      campaigns: null,
      faqs: null,
      apps: { appStore: null, googlePlay: null },
    });
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
