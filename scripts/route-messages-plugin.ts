import { getConfig } from "@lingui/conf";
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

type PluginContext = Rollup.PluginContext;
import { LOCALES, type Locale } from "../app/routing/locales.ts";

/**
 * Translation messages per route (docs/decisions/0023-route-messages.md). Each route module of the
 * browser build is given a top-level `await` that loads, in the page's language, the messages its
 * own code can show: the messages of every module it reaches through static and dynamic imports,
 * less those of the root route, which every page loads. A page downloads a few hundred messages
 * instead of the whole catalog.
 *
 * The module graph is read through the bundler (`this.load`), and a module's messages are the ids
 * the Lingui macros compiled into its code (`id: "AbC12d"`), so the catalogs follow the code that
 * ships, not a list kept by hand. Development (`react-router dev`) serves modules one by one and
 * loads the whole catalog instead (app/i18n/client-i18n.ts).
 */

const CATALOG_FILES_ID = "virtual:shop-route-message-files";
const CLIENT_ROUTE_QUERY = "?__react-router-build-client-route";
const VIRTUAL_PREFIX = "virtual:shop-route-messages/";
const RESOLVED_PREFIX = `\0${VIRTUAL_PREFIX}`;
const CLIENT_I18N = path.resolve("app/i18n/client-i18n.ts");
const ROOT_ROUTE = path.resolve("app/root.tsx");
// What the Lingui macros compile a message reference to (`i18n._({ id: "…" })`, `<Trans id="…">`,
// `msg` descriptors), generated ("AbC12d") or explicit ("back_to_search_page"). Anything else that
// looks like one is dropped by the catalog lookup.
export const MESSAGE_ID = /\bid:\s*["'`]([^"'`\\\n]{1,200})["'`]/g;

/**
 * A route file and a language, as the virtual module's id carries them; its last segment names the
 * chunk (`messages-tr-routes-home-<hash>.js`).
 */
function virtualId(locale: Locale, routeFile: string) {
  const relative = path.relative(path.resolve("app"), routeFile);
  const slug = relative.replace(/\.[jt]sx?$/, "").replace(/[^\w]+/g, "-");
  return `${VIRTUAL_PREFIX}${locale}/${encodeURIComponent(relative)}/messages-${locale}-${slug}`;
}

function parseVirtualId(id: string): { locale: Locale; routeFile: string } | undefined {
  if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
  const [locale, file] = id.slice(RESOLVED_PREFIX.length).split("/");
  const known = LOCALES.find((candidate) => candidate === locale);
  if (!known || !file) return undefined;
  return { locale: known, routeFile: path.resolve("app", decodeURIComponent(file)) };
}

/** Modules whose messages are not the route's own: the catalogs, these virtual modules, packages. */
function outsideTheApp(id: string) {
  return id.startsWith("\0") || id.includes("/node_modules/") || /\.po(\?|$)/.test(id);
}

export function routeMessages(): Plugin[] {
  // Route module → its catalog in each language, as built: the server preloads the catalogs of the
  // page's routes with the modules themselves (app/lib/module-preloads.ts). The client is built
  // before the server, so the map is complete when the server build asks for it.
  const catalogFiles: Record<string, Partial<Record<Locale, string>>> = {};
  return [routeCatalogs(catalogFiles), catalogFileMap(catalogFiles)];
}

function catalogFileMap(catalogFiles: Record<string, Partial<Record<Locale, string>>>): Plugin {
  return {
    name: "shop-route-message-files",
    resolveId: {
      filter: { id: new RegExp(`^${CATALOG_FILES_ID}$`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\\0${CATALOG_FILES_ID}$`) },
      // Empty in development, where routes bring no catalogs of their own.
      handler: () => `export default ${JSON.stringify(catalogFiles)};`,
    },
  };
}

function routeCatalogs(catalogFiles: Record<string, Partial<Record<Locale, string>>>): Plugin {
  const translations = new Map<Locale, ReturnType<typeof translationsFor>>();
  const closures = new Map<string, Promise<Set<string>>>();

  async function translationsFor(locale: Locale) {
    const config = getConfig();
    const found = getCatalogForFile(
      path.relative(config.rootDir, path.resolve(`locales/${locale}.po`)),
      await getCatalogs(config),
    );
    if (!found) throw new Error(`no Lingui catalog for ${locale}`);
    const { messages } = await found.catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales,
      sourceLocale: config.sourceLocale,
      missingBehavior: "resolved",
    });
    return messages;
  }

  /** The ids of the messages a module's code reaches through static and dynamic imports. */
  function messageIdsFrom(plugin: PluginContext, entry: string): Promise<Set<string>> {
    const known = closures.get(entry);
    if (known) return known;
    const walk = async () => {
      const ids = new Set<string>();
      const seen = new Set<string>();
      const visit = async (moduleId: string): Promise<void> => {
        if (seen.has(moduleId) || outsideTheApp(moduleId)) return;
        seen.add(moduleId);
        const info = await plugin.load({ id: moduleId, resolveDependencies: true });
        for (const [, messageId = ""] of (info.code ?? "").matchAll(MESSAGE_ID)) ids.add(messageId);
        await Promise.all([...info.importedIds, ...info.dynamicallyImportedIds].map(visit));
      };
      await visit(entry);
      return ids;
    };
    const result = walk();
    closures.set(entry, result);
    return result;
  }

  /** A route's own messages in a language: those its code reaches, less the root's. */
  async function routeMessagesIn(plugin: PluginContext, locale: Locale, routeFile: string) {
    const own = await messageIdsFrom(plugin, routeFile);
    const frame = routeFile === ROOT_ROUTE ? new Set<string>() : await messageIdsFrom(plugin, ROOT_ROUTE);
    let all = translations.get(locale);
    if (!all) {
      all = translationsFor(locale);
      translations.set(locale, all);
    }
    const catalog = await all;
    const messages: Record<string, string> = {};
    for (const messageId of own) {
      const translation = catalog[messageId];
      if (translation !== undefined && !frame.has(messageId)) messages[messageId] = translation;
    }
    return messages;
  }

  return {
    name: "shop-route-messages",
    apply: "build",
    resolveId: {
      filter: { id: new RegExp(`^${VIRTUAL_PREFIX}`) },
      handler: (id) => `\0${id}`,
    },
    transform: {
      filter: { id: { include: [new RegExp(`${CLIENT_ROUTE_QUERY.replace("?", "\\?")}$`)] } },
      async handler(code, id, options) {
        if (options?.ssr || this.environment.name !== "client") return undefined;
        const routeFile = id.slice(0, -CLIENT_ROUTE_QUERY.length);
        // A route that shows no message of its own beyond the root's (a layout, a guard, a data
        // route) loads no catalog: no request, and its module runs without waiting for one.
        const counts = await Promise.all(
          LOCALES.map(async (locale) => Object.keys(await routeMessagesIn(this, locale, routeFile)).length),
        );
        if (counts.every((count) => count === 0)) return undefined;
        const loaders = LOCALES.map(
          (locale) => `${JSON.stringify(locale)}: () => import(${JSON.stringify(virtualId(locale, routeFile))})`,
        );
        return {
          code: `${code}\nimport { loadRouteMessages as __loadRouteMessages } from ${JSON.stringify(CLIENT_I18N)};\nawait __loadRouteMessages({ ${loaders.join(", ")} });\n`,
          map: null,
        };
      },
    },
    load: {
      filter: { id: new RegExp(`^\\0${VIRTUAL_PREFIX}`) },
      async handler(id) {
        const parsed = parseVirtualId(id);
        if (!parsed) return undefined;
        const { locale, routeFile } = parsed;
        const messages = await routeMessagesIn(this, locale, routeFile);
        const { source, errors } = createCompiledCatalog(locale, messages, { namespace: "es" });
        if (errors.length > 0)
          throw new Error(
            `${locale} messages of ${routeFile} do not compile: ${errors.map(({ id: messageId, error }) => `${messageId}: ${error.message}`).join("; ")}`,
          );
        return source;
      },
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.facadeModuleId?.endsWith(CLIENT_ROUTE_QUERY)) continue;
        const files: Partial<Record<Locale, string>> = {};
        for (const imported of chunk.dynamicImports) {
          const target = bundle[imported];
          const parsed =
            target?.type === "chunk" && target.facadeModuleId ? parseVirtualId(target.facadeModuleId) : undefined;
          if (parsed) files[parsed.locale] = `/${imported}`;
        }
        catalogFiles[`/${chunk.fileName}`] = files;
      }
    },
  };
}
