import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../tests/support/seed-inventory";
import { createMapsService } from "./app";
import { foldText } from "./fold-text";

const maps = createMapsService();
const get = (path: string) => maps.request(path, {}, env);

interface Prediction {
  placeId: string;
  name: string;
  kind: string;
  iata: string | null;
}

async function predictions(input: string, language = "tr"): Promise<Prediction[]> {
  const response = await get(`/maps/api/places/autocomplete?input=${encodeURIComponent(input)}&language=${language}`);
  expect(response.status).toBe(200);
  return (await response.json<{ predictions: Prediction[] }>()).predictions;
}

beforeAll(() => seedInventory(env.DB));

describe("text folding", () => {
  it("treats Turkish letters and case as the same letters", () => {
    for (const variant of ["İzmir", "izmir", "IZMIR", "Izmir", "ızmır"]) expect(foldText(variant)).toBe("izmir");
    expect(foldText("Muğla")).toBe("mugla");
    expect(foldText("ŞİŞLİ")).toBe("sisli");
    expect(foldText("Çeşme-Alaçatı")).toBe("cesme alacati");
  });
});

describe("geocode", () => {
  it("returns the spec's fields for an airport", async () => {
    const response = await get("/maps/api/geocode?placeId=apt:IST");
    expect(response.status).toBe(200);
    const place = await response.json<Record<string, unknown>>();
    expect(place).toMatchObject({ timezone: "Europe/Istanbul", countryCode: "TR", cityName: "İstanbul" });
    expect(place.lat).toBeCloseTo(41.26, 1);
    expect(place.lng).toBeCloseTo(28.74, 1);
    expect(typeof place.name).toBe("string");
  });

  it("names places in the requested language", async () => {
    const turkish = await (await get("/maps/api/geocode?placeId=city:istanbul&language=tr")).json<{ name: string }>();
    const english = await (await get("/maps/api/geocode?placeId=city:istanbul&language=en")).json<{ name: string }>();
    expect(turkish.name).toBe("İstanbul");
    expect(english.name).toBe("Istanbul");
    const names = async (placeId: string, language: string) =>
      (await get(`/maps/api/geocode?placeId=${placeId}&language=${language}`)).json<{
        name: string;
        cityName: string;
      }>();
    expect(await names("city:istanbul", "es")).toMatchObject({ name: "Estambul", cityName: "Estambul" });
    expect((await names("apt:IST", "de")).name).toMatch(/^Flughafen Istanbul/);
    expect((await names("apt:IST", "ja")).name).toMatch(/^イスタンブール.*空港$/);
    expect((await names("apt:IST", "ar")).cityName).toBe("إسطنبول");
    // A language the shop does not have reads English.
    expect((await names("city:istanbul", "xx")).name).toBe("Istanbul");
  });

  it("finds a place by its name in any of the shop's languages", async () => {
    for (const [typed, language] of [
      ["Estambul", "es"],
      ["Стамбул", "ru"],
      ["イスタンブール", "ja"],
      ["إسطنبول", "ar"],
    ] as const) {
      const found = await predictions(typed, language);
      expect(
        found.map((place) => place.placeId),
        typed,
      ).toContain("city:istanbul");
    }
  });

  it("gives international places their own time zone", async () => {
    const response = await get("/maps/api/geocode?placeId=apt:JFK");
    expect(await response.json()).toMatchObject({ timezone: "America/New_York", countryCode: "US" });
  });

  it("answers 404 for an unknown placeId and 400 without one", async () => {
    expect((await get("/maps/api/geocode?placeId=apt:XXX")).status).toBe(404);
    expect((await get("/maps/api/geocode")).status).toBe(400);
  });
});

describe("autocomplete", () => {
  it.each(["izmir", "İzmir", "IZMIR", "Izmir", "ızmır"])("finds İzmir for %j", async (input) => {
    const found = await predictions(input);
    expect(found.map((place) => place.placeId)).toContain("city:izmir");
    expect(found.some((place) => place.iata === "ADB")).toBe(true);
  });

  it("puts an airport first when its IATA code is typed", async () => {
    expect((await predictions("ayt"))[0]?.placeId).toBe("apt:AYT");
    expect((await predictions("SAW"))[0]?.placeId).toBe("apt:SAW");
  });

  it("matches words anywhere in the name, with or without Turkish letters", async () => {
    expect((await predictions("mugla")).some((place) => place.placeId === "city:mugla")).toBe(true);
    expect((await predictions("kadikoy")).some((place) => place.placeId === "dist:istanbul-kadikoy")).toBe(true);
  });

  it("returns nothing for empty or unknown input, and at most the limit", async () => {
    expect(await predictions("   ")).toEqual([]);
    expect(await predictions("qqqxxyz")).toEqual([]);
    expect((await predictions("a")).length).toBeLessThanOrEqual(10);
  });

  it("is not fooled by LIKE wildcards", async () => {
    expect(await predictions("%")).toEqual([]);
    expect(await predictions("_")).toEqual([]);
  });
});
