import { describe, expect, it } from "vitest";
import { demoteHeadings, escapeText, summaryOf } from "./rich-text-helpers";

describe("rich-text helpers", () => {
  it("take a description from the first paragraph, as plain text, cut at a word", () => {
    expect(summaryOf("<h2>x</h2><p><strong>RotaGo</strong> &amp; partners&#39; cars</p><p>More</p>")).toBe(
      "RotaGo & partners' cars",
    );
    const long = summaryOf(`<p>${"word ".repeat(60)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith("word…")).toBe(true);
  });

  it("move headings one level down, h4 staying h4", () => {
    expect(demoteHeadings('<h2>A</h2><p>x</p><h3 class="c">B</h3><h4>C</h4>')).toBe(
      '<h3>A</h3><p>x</p><h4 class="c">B</h4><h4>C</h4>',
    );
  });

  it("escape text for HTML", () => {
    expect(escapeText(`<b>"Tom" & 'Jerry'</b>`)).toBe("&#60;b&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;");
  });
});
