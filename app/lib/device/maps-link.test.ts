import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mapsLink, mapsPlatform } from "./maps-link";

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const PIXEL =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36";

const OFFICE = { name: "Antalya Havalimanı Ofisi", lat: 36.8987, lon: 30.8005 };

describe("the office's maps link", () => {
  it("is chosen by the device's system", () => {
    expect(mapsPlatform(IPHONE)).toBe("ios");
    expect(mapsPlatform("Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)")).toBe("ios");
    expect(mapsPlatform(PIXEL)).toBe("android");
    expect(mapsPlatform(DESKTOP)).toBe("other");
    expect(mapsPlatform("")).toBe("other");
  });

  it("opens Apple Maps on iOS, the geo: app on Android and Google Maps elsewhere", () => {
    const apple = mapsLink("ios", OFFICE);
    expect(apple.newTab).toBe(true);
    const appleUrl = new URL(apple.href);
    expect(appleUrl.origin).toBe("https://maps.apple.com");
    expect(appleUrl.searchParams.get("q")).toBe(OFFICE.name);
    expect(appleUrl.searchParams.get("ll")).toBe("36.8987,30.8005");

    const android = mapsLink("android", OFFICE);
    expect(android).toEqual({
      href: "geo:36.8987,30.8005?q=36.8987,30.8005(Antalya%20Havaliman%C4%B1%20Ofisi)",
      newTab: false,
    });

    const google = mapsLink("other", OFFICE);
    expect(google.newTab).toBe(true);
    const googleUrl = new URL(google.href);
    expect(`${googleUrl.origin}${googleUrl.pathname}`).toBe("https://www.google.com/maps/search/");
    expect(googleUrl.searchParams.get("api")).toBe("1");
    expect(googleUrl.searchParams.get("query")).toBe("36.8987,30.8005");
  });

  it("keeps any office name inside its parameter, on every platform", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (name, lat, lon) => {
          const apple = new URL(mapsLink("ios", { name, lat, lon }).href);
          expect(apple.host).toBe("maps.apple.com");
          expect(apple.searchParams.get("q")).toBe(name);
          expect(apple.searchParams.get("ll")).toBe(`${lat},${lon}`);
          const geo = mapsLink("android", { name, lat, lon }).href;
          expect(geo.startsWith(`geo:${lat},${lon}?q=${lat},${lon}(`)).toBe(true);
          // The label is percent-encoded: no raw space, bracket, ampersand or hash ends it early.
          const label = geo.slice(geo.indexOf("(") + 1, -1);
          expect(label).not.toMatch(/[\s()&#]/);
          expect(decodeURIComponent(label)).toBe(name);
          expect(new URL(mapsLink("other", { name, lat, lon }).href).host).toBe("www.google.com");
        },
      ),
    );
  });
});
