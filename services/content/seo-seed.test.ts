import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../tests/support/seed-inventory";
import { AIRLINES } from "../inventory/data/flights";
import { createMainApi } from "../main-api/app";
import { createContentService } from "./app";

const content = createContentService();
const mainApi = createMainApi();

async function list(collection: string, locale: string, extra = "") {
  const response = await content.request(`/api/${collection}?locale=${locale}&pagination[limit]=1000${extra}`, {}, env);
  expect(response.status).toBe(200);
  return (await response.json<{ data: Record<string, unknown>[] }>()).data;
}

beforeAll(() => seedInventory(env.DB));

describe("seeded landing page content matches the inventory", () => {
  it("has a car-brands text, in Turkish and English, for every brand of the car catalog, by its slug", async () => {
    const response = await mainApi.request("/api/v1/search-api/catalog/brands", {}, env);
    const { brands } = await response.json<{ brands: { slug: string; name: string }[] }>();
    for (const locale of ["tr", "en"]) {
      const texts = await list("car-brands", locale);
      expect(texts.map((text) => text.slug).sort()).toEqual(brands.map((brand) => brand.slug).sort());
      for (const text of texts) {
        expect(text.name).toBe(brands.find((brand) => brand.slug === text.slug)?.name);
        expect(String(text.intro)).toMatch(/^<p>.+<\/p>$/s);
        expect(String(text.metaDescription).length).toBeLessThanOrEqual(160);
      }
    }
  });

  it("has every inventory airline with texts in both languages", async () => {
    const airlines = await list("airlines", "tr");
    expect(airlines.map((airline) => airline.code).sort()).toEqual(AIRLINES.map((airline) => airline.code).sort());
    for (const airline of airlines) {
      const texts = airline.texts as Record<string, { intro: string; metaDescription: string }>;
      expect(Object.keys(texts).sort()).toEqual(["en", "tr"]);
      expect(texts.tr!.intro).not.toBe(texts.en!.intro);
    }
  });

  it("names flight destination airports that exist, with the car location pages' airport slugs", async () => {
    const locations = await list("seo-locations", "en");
    const airportSlugs = new Map(
      locations.flatMap((location) => (location.airport ? [[location.placeId, location.airport]] : [])),
    );
    for (const locale of ["tr", "en"]) {
      const destinations = await list("cities", locale, "&filters[kind][$eq]=flight-destination");
      expect(destinations.length).toBeGreaterThanOrEqual(5);
      for (const destination of destinations) {
        for (const airport of destination.airports as { iata: string; slug: string }[]) {
          const place = await env.DB.prepare("SELECT city_slug FROM places WHERE place_id = ?1")
            .bind(`apt:${airport.iata}`)
            .first<{ city_slug: string }>();
          expect(place, airport.iata).not.toBeNull();
          expect(airportSlugs.get(`apt:${airport.iata}`), airport.iata).toBe(airport.slug);
        }
      }
    }
  });
});
