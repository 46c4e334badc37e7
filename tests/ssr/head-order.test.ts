import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { parseRouteManifest } from "../support/route-manifest";
import { fetchPage } from "../support/worker-fetch";

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const hrefs = (markup: string, rel: string) =>
  [...markup.matchAll(new RegExp(`<link[^>]*rel="${rel}"[^>]*>`, "g"))].map(
    (match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? "",
  );
/** What the document's inline module script imports first: the route modules and the entry. */
const inlineImports = (html: string) =>
  [...html.matchAll(/import \* as route\w* from "([^"]+)"|import\("([^"]+)"\)/g)].map((match) => match[1] ?? match[2]);

/** The chunks the entry imports (React, the site frame), from the route manifest the page loads. */
async function entryImports(html: string): Promise<string[]> {
  const href = /"(\/assets\/manifest-[\w-]+\.js)"/.exec(html)?.[1];
  if (!href) throw new Error("the page links no route manifest");
  const script = await (await env.ASSETS.fetch(`http://localhost${href}`)).text();
  return parseRouteManifest(script, href).entry.imports;
}

describe("the document head (first paint waits for its stylesheets, not for scripts)", () => {
  it.each(["/", "/en", "/arac-kiralama/search", "/ucak-bileti", "/en/campaigns"])(
    "%s: stylesheets first, then only the preloads of the modules the page's script imports first and the entry's shared chunks",
    async (path) => {
      const html = await (await fetchPage(path)).text();
      const markup = head(html);
      const stylesheets = hrefs(markup, "stylesheet");
      const preloads = hrefs(markup, "modulepreload");
      expect(stylesheets.length).toBeGreaterThan(0);
      expect(preloads.length).toBeGreaterThan(0);
      const lastStylesheet = markup.lastIndexOf('rel="stylesheet"');
      expect(markup.indexOf('rel="modulepreload"')).toBeGreaterThan(lastStylesheet);
      // The modules, then the message catalogs in the page's language: the root's, and the page's
      // when it shows messages of its own (not the campaigns list); layouts and guards load none.
      const catalogs = preloads.filter((href) => href.startsWith("/assets/messages-"));
      const modules = preloads.filter((href) => !catalogs.includes(href));
      const shared = await entryImports(html);
      expect(shared.length).toBeGreaterThan(0);
      expect(new Set(modules)).toEqual(new Set([...inlineImports(html), ...shared]));
      const locale = path.startsWith("/en") ? "en" : "tr";
      for (const catalog of catalogs) expect(catalog).toMatch(new RegExp(`^/assets/messages-${locale}-[\\w-]+\\.js$`));
      expect(catalogs.filter((href) => href.startsWith(`/assets/messages-${locale}-root-`))).toHaveLength(1);
      expect(catalogs.filter((href) => /-(layouts|guards)-/.test(href))).toEqual([]);
      expect(catalogs.length).toBe(path === "/en/campaigns" ? 1 : 2);
      expect(preloads.slice(-catalogs.length)).toEqual(catalogs);
      // No preload anywhere else in the document either.
      expect(hrefs(html, "modulepreload")).toHaveLength(preloads.length);
    },
  );
});
