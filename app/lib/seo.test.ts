import { describe, expect, it } from "vitest";
import { jsonForScript } from "~/components/seo-head";
import { LOCALES } from "~/routing/locales";
import { pageAddresses } from "./seo";

const origins = { tr: "https://www.rotago.com.tr", intl: "https://www.rotago.com" };

describe("page addresses for canonical and hreflang links", () => {
  it("puts Turkish on the Turkish site with its alias and every other language on the international site", () => {
    const { canonical, alternates } = pageAddresses(origins, "car-location", "de", {
      name: "turkiye",
      city: "istanbul",
      slug: "istanbul-havalimani",
    });
    expect(canonical).toBe("https://www.rotago.com/de/car/turkiye/istanbul/istanbul-havalimani");
    const byLanguage = new Map(alternates.map((alternate) => [alternate.hrefLang, alternate.href]));
    expect(byLanguage.get("tr")).toBe("https://www.rotago.com.tr/arac-kiralama/turkiye/istanbul/istanbul-havalimani");
    expect(byLanguage.get("ar")).toBe("https://www.rotago.com/ar/car/turkiye/istanbul/istanbul-havalimani");
    expect(byLanguage.get("x-default")).toBe(byLanguage.get("tr"));
    expect(alternates.map((alternate) => alternate.hrefLang)).toEqual([...LOCALES, "x-default"]);
  });

  it("uses the canonical path on the Turkish site when no alias takes the parameters", () => {
    expect(pageAddresses(origins, "car-location", "tr", { name: "turkiye" }).canonical).toBe(
      "https://www.rotago.com.tr/car/turkiye",
    );
    expect(pageAddresses(origins, "home", "tr").canonical).toBe("https://www.rotago.com.tr/");
    expect(pageAddresses(origins, "home", "en").canonical).toBe("https://www.rotago.com/en");
  });
});

describe("JSON for an inline script", () => {
  it("cannot close the script element or break lines in old parsers, and still parses to the same value", () => {
    const value = { name: "</script><script>alert(1)</script>", note: "a\u2028b\u2029c <!-- x -->" };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/<\/script|<!--|\u2028|\u2029/i);
    expect(JSON.parse(text)).toEqual(value);
  });
});
