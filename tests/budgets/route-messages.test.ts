import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/routing/locales";
import { MESSAGE_ID } from "../../scripts/route-messages-plugin.ts";
import { readManifest, routeCatalog, routeChain } from "./page-scripts";

/**
 * Each route of the browser build loads its own messages (scripts/route-messages-plugin.ts, which
 * finds them in the modules before bundling). Checked here against what was bundled: every message
 * any chunk a page can load refers to — at start-up or later, such as the calendar — is in the
 * catalogs of that page's routes, in every language. A message left out would show as its id.
 */
const CLIENT_DIR = process.env.BUDGET_CLIENT_DIR ?? "build-production/client";
const assets = join(CLIENT_DIR, "assets");

/** `compute` once per key: the same chunks are read for many routes and 14 languages. */
function memo<Value>(compute: (key: string) => Value): (key: string) => Value {
  const values = new Map<string, Value>();
  return (key) => {
    const known = values.get(key);
    if (known !== undefined) return known;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}

const read = memo((file) => readFileSync(join(assets, file), "utf8"));
const references = memo((file) => [...read(file).matchAll(MESSAGE_ID)].map(([, id = ""]) => id));
const isCatalog = (file: string) => file.startsWith("messages-");
const fileOf = (module: string) => module.replace(/^\/assets\//, "");
/** The ids in the catalogs of a route and its parents, in one language. */
const chainIds = async (chain: readonly { id: string; module: string }[], locale: Locale) =>
  new Set(
    (
      await Promise.all(
        chain.map((route) => {
          const catalog = routeCatalog(read(fileOf(route.module)), route.id, locale);
          return catalog ? catalogIds(catalog) : [];
        }),
      )
    ).flat(),
  );

const STATIC_OR_DYNAMIC_IMPORT = /(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)[`"']\.\/([\w.-]+\.js)[`"']/g;

/** The chunks a route module can load (its imports, static and dynamic), catalogs left out. */
const reachable = memo((file) => {
  const seen = new Set<string>();
  const visit = (next: string) => {
    if (seen.has(next) || isCatalog(next)) return;
    seen.add(next);
    for (const [, imported = ""] of read(next).matchAll(STATIC_OR_DYNAMIC_IMPORT)) visit(imported);
  };
  visit(file);
  return [...seen];
});

const catalogIds = memo(async (file) => {
  const loaded: unknown = await import(/* @vite-ignore */ pathToFileURL(join(process.cwd(), assets, file)).href);
  if (typeof loaded !== "object" || loaded === null || !("messages" in loaded))
    throw new Error(`${file} exports no messages`);
  const { messages } = loaded;
  if (typeof messages !== "object" || messages === null) throw new Error(`${file}: messages is not an object`);
  return Object.keys(messages);
});

describe("each page's message catalogs", () => {
  const manifest = readManifest(CLIENT_DIR);
  let known = new Set<string>();

  beforeAll(async () => {
    const config = getConfig();
    const [catalog] = await getCatalogs(config);
    if (!catalog) throw new Error("no Lingui catalog configured");
    const { messages } = await catalog.getTranslations("en", {
      sourceLocale: config.sourceLocale,
      fallbackLocales: config.fallbackLocales,
    });
    known = new Set(Object.keys(messages));
  });

  const routes = Object.values(manifest.routes);

  it("the bundled code refers to messages the way the build finds them", () => {
    const referenced = new Set(
      readdirSync(assets)
        .filter((file) => file.endsWith(".js") && !isCatalog(file))
        .flatMap(references)
        .filter((id) => known.has(id)),
    );
    // Most messages show in the browser; the rest are the server's alone (e-mails, documents).
    expect(referenced.size).toBeGreaterThan(known.size * 0.9);
  });

  it.each(LOCALES)("every route's messages are in its page's %s catalogs", async (locale) => {
    const missing: string[] = [];
    for (const route of routes) {
      const loaded = await chainIds(routeChain(manifest, route.id), locale);
      const needed = new Set(reachable(fileOf(route.module)).flatMap(references));
      for (const id of needed) if (known.has(id) && !loaded.has(id)) missing.push(`${route.id}: ${id}`);
    }
    expect(missing).toEqual([]);
  });

  it("layouts and guards, which show nothing beyond the root's messages, load no catalog", () => {
    const withoutCatalog = routes
      .filter((route) => routeCatalog(read(fileOf(route.module)), route.id, "tr") === undefined)
      .map((route) => route.id);
    expect(withoutCatalog).toEqual(
      expect.arrayContaining(["layout-default", "layout-search", "guard-signed-in--account"]),
    );
    // Pages do load theirs.
    expect(withoutCatalog).not.toContain("home--root--0");
  });

  it("a page loads far fewer messages than the whole catalog", async () => {
    const ids = await chainIds(routeChain(manifest, "home--root--0"), "tr");
    expect(ids.size).toBeGreaterThan(50);
    expect(ids.size).toBeLessThan(known.size / 4);
  });
});
