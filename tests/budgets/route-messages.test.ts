import { getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "~/routing/locales";
import { readManifest } from "./page-scripts";

/**
 * Each route of the browser build loads its own messages (scripts/route-messages-plugin.ts, which
 * finds them in the modules before bundling). Checked here against what was bundled: every message
 * any chunk a page can load refers to — at start-up or later, such as the calendar — is in the
 * catalogs of that page's routes, in every language. A message left out would show as its id.
 */
const CLIENT_DIR = process.env.BUDGET_CLIENT_DIR ?? "build-production/client";
const assets = join(CLIENT_DIR, "assets");
const files = new Map<string, string>();
function read(file: string): string {
  let text = files.get(file);
  if (text === undefined) {
    text = readFileSync(join(assets, file), "utf8");
    files.set(file, text);
  }
  return text;
}

const STATIC_OR_DYNAMIC_IMPORT = /(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s*)[`"']\.\/([\w.-]+\.js)[`"']/g;
const MESSAGE_REFERENCE = /\bid:\s*["'`]([^"'`\\\n]{1,200})["'`]/g;
const referencesIn = new Map<string, string[]>();
function references(file: string): string[] {
  let ids = referencesIn.get(file);
  if (!ids) {
    ids = [...read(file).matchAll(MESSAGE_REFERENCE)].map(([, id = ""]) => id);
    referencesIn.set(file, ids);
  }
  return ids;
}
const isCatalog = (file: string) => file.startsWith("messages-");

/** The chunks a route module can load (its imports, static and dynamic), catalogs left out. */
const reachableFrom = new Map<string, string[]>();
function reachable(module: string): string[] {
  const cached = reachableFrom.get(module);
  if (cached) return cached;
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || isCatalog(file)) return;
    seen.add(file);
    for (const [, next = ""] of read(file).matchAll(STATIC_OR_DYNAMIC_IMPORT)) visit(next);
  };
  visit(module.replace(/^\/assets\//, ""));
  reachableFrom.set(module, [...seen]);
  return [...seen];
}

function catalogFile(module: string, locale: Locale): string {
  const pattern = new RegExp(`import\\([\`"']\\./(messages-${locale}-[\\w.-]+\\.js)`, "g");
  const files = [...read(module.replace(/^\/assets\//, "")).matchAll(pattern)].map(([, file = ""]) => file);
  if (files.length !== 1) throw new Error(`${module} loads ${files.length} ${locale} catalogs`);
  return files[0] ?? "";
}

const catalogs = new Map<string, Promise<string[]>>();
function catalogIds(file: string): Promise<string[]> {
  let ids = catalogs.get(file);
  if (!ids) {
    ids = importCatalogIds(file);
    catalogs.set(file, ids);
  }
  return ids;
}

async function importCatalogIds(file: string): Promise<string[]> {
  const loaded: unknown = await import(/* @vite-ignore */ pathToFileURL(join(process.cwd(), assets, file)).href);
  if (typeof loaded !== "object" || loaded === null || !("messages" in loaded))
    throw new Error(`${file} exports no messages`);
  const { messages } = loaded;
  if (typeof messages !== "object" || messages === null) throw new Error(`${file}: messages is not an object`);
  return Object.keys(messages);
}

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
      const chain = [];
      for (let id: string | undefined = route.id; id; id = manifest.routes[id]?.parentId) {
        const link = manifest.routes[id];
        if (link) chain.push(link);
      }
      const loaded = new Set(
        (await Promise.all(chain.map((link) => catalogIds(catalogFile(link.module, locale))))).flat(),
      );
      const needed = new Set(reachable(route.module).flatMap(references));
      for (const id of needed) if (known.has(id) && !loaded.has(id)) missing.push(`${route.id}: ${id}`);
    }
    expect(missing).toEqual([]);
  });

  it("a page loads far fewer messages than the whole catalog", async () => {
    const home = manifest.routes["home--root--0"];
    if (!home) throw new Error("no home route");
    const chain = ["root", "layout-default", "guard-auth--default", "home--root--0"].map(
      (id) => manifest.routes[id]?.module ?? "",
    );
    const ids = new Set((await Promise.all(chain.map((module) => catalogIds(catalogFile(module, "tr"))))).flat());
    expect(ids.size).toBeGreaterThan(50);
    expect(ids.size).toBeLessThan(known.size / 4);
  });
});
