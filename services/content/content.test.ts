import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../tests/support/seed-inventory";
import { createContentService } from "./app";
import { parseBrackets } from "./query";

const content = createContentService();

async function list<T = Record<string, unknown>>(query: string, status = 200) {
  const response = await content.request(`/api/${query}`, {}, env);
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json<{ data: T[]; meta: { pagination: Record<string, number> }; error?: { message: string } }>();
}

beforeAll(() => seedInventory(env.DB));

describe("the three calls the spec spells out", () => {
  it("hello bars: active, started, not ended, sorted by endDate ascending, with activePages", async () => {
    const now = "2027-03-01T09:00:00.000Z";
    const query = new URLSearchParams({
      sort: "endDate:asc",
      populate: "activePages",
      "filters[active][$eq]": "true",
      "filters[timeStartDate][$lte]": now,
      "filters[timeEndDate][$gte]": now,
      locale: "tr",
    });
    const { data } = await list<{
      documentId: string;
      endDate: string;
      activePages: { pages: string[] };
      text: string;
    }>(`hello-bars?${query}`);
    expect(data.map((bar) => bar.documentId)).toEqual(["flight-week", "summer-deals"]);
    expect(data[0]!.activePages.pages).toContain("flight-home");
    expect(data[0]!.text).toMatch(/Uçak bileti haftası/);
  });

  it("hello bars leave activePages out unless populated", async () => {
    const { data } = await list<Record<string, unknown>>("hello-bars?locale=en");
    expect(data[0]).not.toHaveProperty("activePages");
    expect(data[0]!.text).toMatch(/[A-Za-z]/);
  });

  it("location overrides: only placeId, lat, lon and radius, up to 1000", async () => {
    const query = "fields[0]=placeId&fields[1]=lat&fields[2]=lon&fields[3]=radius&pagination[limit]=1000";
    const { data, meta } = await list<Record<string, unknown>>(`location-overrides?${query}`);
    expect(data).toHaveLength(3);
    for (const entry of data)
      expect(Object.keys(entry).sort()).toEqual(["documentId", "id", "lat", "lon", "placeId", "radius"]);
    expect(meta.pagination).toMatchObject({ start: 0, limit: 1000, total: 3 });
  });

  it("commons/all in the requested language: the international contact in every language but Turkish", async () => {
    const tr = await content.request("/api/commons/all?locale=tr", {}, env);
    expect(await tr.json()).toMatchObject({ data: { email: "destek@rotago.com.tr", supportHours: "7/24" } });
    const de = await content.request("/api/commons/all?locale=de", {}, env);
    expect(await de.json()).toMatchObject({
      data: { email: "support@rotago.com", supportHours: "24/7", locale: "de" },
    });
  });

  it("falls back document by document: a translated entry in its language, the others in English, in order", async () => {
    const list = async (locale: string) => {
      const response = await content.request(`/api/legal-texts?locale=${locale}`, {}, env);
      const { data } = (await response.json()) as { data: { slug: string; locale: string }[] };
      return data.map(({ slug, locale }) => `${slug}:${locale}`);
    };
    const english = await list("en");
    expect(english.length).toBeGreaterThan(1);
    expect(english).toContain("erisilebilirlik-beyani:en");
    // The accessibility statement exists in German, the other legal texts fall back to English.
    expect(await list("de")).toEqual(
      english.map((entry) => (entry === "erisilebilirlik-beyani:en" ? "erisilebilirlik-beyani:de" : entry)),
    );
  });
});

describe("Strapi query syntax", () => {
  it("parses nested bracket keys", () => {
    expect(parseBrackets(new URLSearchParams("filters[a][b][$eq]=1&sort[0]=x:asc&sort[1]=y:desc"))).toEqual({
      filters: { a: { b: { $eq: "1" } } },
      sort: { "0": "x:asc", "1": "y:desc" },
    });
  });

  it.each([
    ["filters[code][$eq]=SUV15", ["suv15"]],
    ["filters[code][$ne]=SUV15", ["yaz-firsatlari", "ucak-bileti-haftasi", "kis-firsatlari-2025"]],
    ["filters[code][$in][0]=SUV15&filters[code][$in][1]=YAZ10", ["yaz-firsatlari", "suv15"]],
    ["filters[title][$contains]=SUV", ["suv15"]],
    ["filters[title][$containsi]=suv", ["suv15"]],
    ["filters[endDate][$lt]=2027-09-01", ["yaz-firsatlari", "ucak-bileti-haftasi", "kis-firsatlari-2025"]],
    ["filters[endDate][$gte]=2027-09-01", ["suv15"]],
    ["filters[$or][0][code][$eq]=SUV15&filters[$or][1][code][$eq]=YAZ10", ["yaz-firsatlari", "suv15"]],
    ["filters[$and][0][category][$eq]=car&filters[$and][1][code][$eq]=YAZ10", ["yaz-firsatlari"]],
    ["filters[summary][$null]=true", []],
  ])("%s", async (query, expected) => {
    const { data } = await list<{ documentId: string }>(`campaigns?locale=tr&${query}`);
    expect(data.map((entry) => entry.documentId)).toEqual(expected);
  });

  it("filters inside nested objects and arrays", async () => {
    const { data } = await list<{ documentId: string }>("hello-bars?filters[activePages][pages][$eq]=car-search");
    expect(data.map((entry) => entry.documentId)).toEqual(["summer-deals"]);
  });

  it("sorts descending and paginates by page", async () => {
    const { data, meta } = await list<{ documentId: string }>(
      "hello-bars?sort=endDate:desc&pagination[page]=1&pagination[pageSize]=2",
    );
    expect(data.map((entry) => entry.documentId)).toEqual(["summer-deals", "flight-week"]);
    expect(meta.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 2, total: 3 });
  });

  it.each([
    "campaigns?filters[code][$regex]=x",
    "campaigns?sort=title:sideways",
    "campaigns?pagination[pageSize]=500",
    "campaigns?pagination[limit]=5000",
    "campaigns?fields[0]=a;b",
  ])("answers a bad query with 400: %s", async (query) => {
    const body = await list(query, 400);
    expect(body.error?.message.length).toBeGreaterThan(0);
  });

  it("answers 404 for an unknown collection", async () => {
    await list("not-a-collection", 404);
  });
});
