import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { type BuildManifest, parseRouteManifest } from "../support/route-manifest";
import type { Locale } from "~/routing/locales";

/**
 * The JavaScript a page loads before anyone touches it, read from a client build: React Router's
 * manifest names the entry and each route's module, their static imports are followed chunk by
 * chunk, and the translation messages of each of the page's routes in its language (each route module
 * loads its own through a dynamic import before it runs: scripts/route-messages-plugin.ts) are added.
 * Chunks loaded on demand (the calendar, the documents, other languages) are not counted.
 */

/** The build's route manifest (`<client>/assets/manifest-<hash>.js`). */
export function readManifest(clientDir: string): BuildManifest {
  const assets = join(clientDir, "assets");
  const file = readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no route manifest in ${assets}: build first`);
  return parseRouteManifest(readFileSync(join(assets, file), "utf8"), file);
}

// Static imports and re-exports as the bundler writes them (`import{a as b}from"./x.js"`,
// `import"./x.js"`, `export{a}from"./x.js"`); dynamic `import(...)` is left out on purpose.
const STATIC_IMPORT = /(?:\bimport|\bexport)\s*(?:[\w$*\s{},]*?\bfrom\s*)?["'](\.\/[\w.-]+\.js)["']/g;

const routeMessagesImport = (locale: Locale) =>
  new RegExp(`import\\([\`"']\\./(messages-${locale}-[\\w.-]+\\.js)`, "g");

/**
 * The message catalog (`messages-<locale>-….js`) that a route module (`/assets/x.js`) loads as it
 * starts, or none for a route that shows no message beyond the root's (a layout, a guard).
 */
export function routeCatalog(moduleSource: string, routeId: string, locale: Locale): string | undefined {
  const catalogs = [...moduleSource.matchAll(routeMessagesImport(locale))].map(([, file = ""]) => file);
  if (catalogs.length > 1) throw new Error(`${routeId} loads ${catalogs.length} ${locale} message catalogs`);
  return catalogs[0] || undefined;
}

/** The route and its parents up to the root, root first. */
export function routeChain(manifest: BuildManifest, routeId: string) {
  const chain = [];
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`no route ${id} in the manifest`);
    chain.unshift(route);
  }
  return chain;
}

/** Every script file (as `/assets/x.js`) the page at `routeId` in `locale` loads at start-up. */
export function pageScripts(clientDir: string, manifest: BuildManifest, routeId: string, locale: Locale): string[] {
  const read = (href: string) => readFileSync(join(clientDir, href), "utf8");
  const chain = routeChain(manifest, routeId);
  const roots = [
    manifest.entry.module,
    ...manifest.entry.imports,
    ...chain.flatMap((route) => [route.module, ...(route.imports ?? [])]),
  ];
  const seen = new Set<string>();
  const visit = (href: string) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const [, relative = ""] of read(href).matchAll(STATIC_IMPORT)) visit(`/assets/${relative.slice(2)}`);
  };
  roots.forEach(visit);
  for (const route of chain) {
    const catalog = routeCatalog(read(route.module), route.id, locale);
    if (catalog) visit(`/assets/${catalog}`);
  }
  return [...seen];
}

/** The gzip size of files, each compressed on its own as a server sends them. */
export function gzipBytes(clientDir: string, hrefs: readonly string[]): number {
  return hrefs.reduce((sum, href) => sum + gzipSync(readFileSync(join(clientDir, href))).length, 0);
}
