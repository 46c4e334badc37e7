import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BRAND } from "../../shared/brand";
import { SITE_NAME } from "~/lib/site";

const css = readFileSync(join(process.cwd(), "app", "styles", "app.css"), "utf8");

/** The declarations of the first rule for `selector` in app.css. */
function rule(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  return css.slice(start, css.indexOf("}", start));
}

describe("one logo (the header's and the PDFs')", () => {
  it("the header writes the brand's name in bold in the brand colour the PDFs draw it in", () => {
    expect(SITE_NAME).toBe(BRAND.name);
    expect(rule(":root")).toMatch(new RegExp(`--color-brand:\\s*${BRAND.colour};`, "i"));
    const logo = rule(".site-header__logo");
    expect(logo).toMatch(/color:\s*var\(--color-brand\);/);
    expect(logo).toMatch(/font-weight:\s*(700|800|bold)/);
  });
});
