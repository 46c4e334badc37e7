import { describe, expect, it } from "vitest";
import { INTERNATIONAL_LOCALES, LOCALES, localeFromPath, textDirection } from "./locales";

describe("locales", () => {
  it("has the 14 languages of the spec with Turkish as the default", () => {
    expect(LOCALES).toHaveLength(14);
    expect(LOCALES[0]).toBe("tr");
    expect(INTERNATIONAL_LOCALES).not.toContain("tr");
    expect(INTERNATIONAL_LOCALES).toHaveLength(13);
  });

  it("reads the language from the first path segment, Turkish otherwise", () => {
    expect(localeFromPath("/")).toBe("tr");
    expect(localeFromPath("/tr/login")).toBe("tr");
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/ar/search")).toBe("ar");
    expect(localeFromPath("/english/search")).toBe("tr");
    expect(localeFromPath("/arac-kiralama")).toBe("tr");
  });

  it("writes Arabic right to left and everything else left to right", () => {
    expect(textDirection("ar")).toBe("rtl");
    expect(LOCALES.filter((locale) => textDirection(locale) === "rtl")).toEqual(["ar"]);
  });
});
