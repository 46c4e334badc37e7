import { describe, expect, it } from "vitest";
import { isSafeHref, sanitizeRichText } from "~/lib/cms/rich-text.server";

// Runs in workerd: the sanitiser runs in the Worker's loaders, so it is tested where it runs.

/** Classic and parser-confusion payloads (OWASP filter-evasion cheat sheet and friends). */
const XSS_CORPUS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  '<img src=x onerror="alert(1)">',
  "<img src=x onerror=alert(1)//",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="  javascript:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/">x</a>',
  '<a href="/\\evil.example/">x</a>',
  '<a href="https://ok.example/" onclick="alert(1)">x</a>',
  '<a href="https://ok.example/" onmouseover=alert(1)>x</a>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="behavior:url(x.htc)">x</p>',
  '<div style="width:expression(alert(1))">x</div>',
  '<iframe src="javascript:alert(1)"></iframe>',
  "<iframe srcdoc='<script>alert(1)</script>'></iframe>",
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus="alert(1)">',
  '<details open ontoggle="alert(1)">',
  '<body onload="alert(1)">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  "<style>@import 'https://evil.example/x.css';</style>",
  "<!--<script>alert(1)</script>-->",
  '<p title="a" onclick="alert(1)" title="b">x</p>',
  '<p """><script>alert(1)</script>">',
  "<p><<script>alert(1)//<</script></p>",
  '<a href="https://ok.example/"\nonclick=alert(1)>x</a>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td colspan="1 onmouseover=alert(1)">x</td>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  "<template><img src=x onerror=alert(1)></template>",
  '<a href="https://ok.example/" target="_top">x</a>',
];

const ALLOWED_TAGS = new Set(["p", "br", "strong", "b", "em", "i", "u", "h2", "h3", "h4", "ul", "ol", "li"]);
ALLOWED_TAGS.add("blockquote").add("a").add("table").add("thead").add("tbody").add("tr").add("th").add("td");
const ALLOWED_ATTRIBUTES = new Set(["href", "target", "rel", "title", "colspan", "rowspan", "scope"]);

/** Every tag and attribute of the (normalised) output, as a browser would see them. */
function markup(html: string) {
  const tags = [...html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)].map(([, name = "", rest = ""]) => ({
    name: name.toLowerCase(),
    attributes: [...rest.matchAll(/([^\s=/"']+)\s*(?:=\s*"([^"]*)")?/g)].map(([, attribute = "", value = ""]) => ({
      attribute: attribute.toLowerCase(),
      value,
    })),
  }));
  return tags;
}

describe("rich-text sanitiser", () => {
  it.each(XSS_CORPUS)("neutralises %s", (payload) => {
    const output = sanitizeRichText(payload);
    for (const tag of markup(output)) {
      expect(ALLOWED_TAGS, output).toContain(tag.name);
      for (const { attribute, value } of tag.attributes) {
        expect(ALLOWED_ATTRIBUTES, output).toContain(attribute);
        if (attribute === "href") expect(isSafeHref(value), output).toBe(true);
        if (attribute === "target") expect(value).toBe("_blank");
      }
    }
    expect(output).not.toMatch(/<\s*(script|iframe|svg|img|style|object|embed|form|input|base|meta|link)\b/i);
    expect(output).not.toMatch(/javascript:|vbscript:|data:text/i);
    expect(output).not.toMatch(/\son\w+\s*=/i);
  });

  it("keeps the content editors write: structure, emphasis, links, tables and text", () => {
    const html =
      "<h2>İptal koşulları</h2><p>Alıştan <strong>48 saat</strong> öncesine kadar <em>ücretsiz</em>.</p>" +
      '<ul><li>Kredi kartı</li><li><a href="/kampanya/yaz-firsatlari">Kampanya</a></li></ul>' +
      '<table><thead><tr><th scope="col">Süre</th></tr></thead><tbody><tr><td colspan="2">1–3 gün</td></tr></tbody></table>' +
      '<p><a href="mailto:destek@rotago.com.tr">e-posta</a> · <a href="tel:+908503334455">telefon</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("drops script and style bodies but keeps surrounding text", () => {
    expect(sanitizeRichText("<p>Merhaba <script>alert('x')</script>dünya<style>p{}</style></p>")).toBe(
      "<p>Merhaba dünya</p>",
    );
  });

  it("adds rel=noopener to links that open a new window", () => {
    expect(sanitizeRichText('<a href="https://ok.example/" target="_blank">x</a>')).toBe(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://ok.example/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://ok.example/" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it("accepts only site paths, fragments, http(s), mailto and tel links", () => {
    for (const href of [
      "/a",
      "/a?b=c#d",
      "#top",
      "https://x.example/",
      "http://x.example",
      "mailto:a@b.c",
      "tel:+90",
    ]) {
      expect(isSafeHref(href), href).toBe(true);
    }
    for (const href of [
      "//x.example",
      "/\\x.example",
      "javascript:x",
      " javascript:x",
      "java\nscript:x",
      "data:,x",
      "https:x.example",
      "ftp://x",
    ]) {
      expect(isSafeHref(href), href).toBe(false);
    }
  });
});
