import path from "node:path";
import type { Plugin } from "vite";

/**
 * Two chunks for what every page loads (docs/decisions/0027-frame-chunk.md): `react` (React and
 * react-dom, which change only with an upgrade, so a deploy leaves them cached) and `frame`
 * (everything else the browser entry and the root route import statically: React Router, the
 * header, footer, dialogs, i18n, the stores). Left to itself the bundler cut that code into some
 * thirty chunks by which routes share what, twenty of them under 0.6 KB gzip, each paying its own
 * request, import and export lines and a compression window of its own (about 9 KB gzip a page).
 * Since every page loads all of it anyway, one chunk loses nothing. Route code stays split by route.
 */

const BROWSER_ENTRY = path.resolve("app/entry.client.tsx");
const ROOT_ROUTE = path.resolve("app/root.tsx");
// What the root's browser module (`app/root.tsx?__react-router-build-client-route`) adds to the
// root: the loader of its messages (scripts/route-messages-plugin.ts). That module itself stays the
// root's own chunk, whose dynamic imports tell the server which catalog to preload.
const ROUTE_MESSAGES_LOADER = path.resolve("app/i18n/client-i18n.ts");
const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

/** `starts` and every module they reach through static imports (dynamic imports stay apart). */
export function staticClosure(graph: ModuleGraph, starts: readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    pending.push(...info.importedIds);
  }
  return reached;
}

export function frameChunk(): Plugin {
  return {
    name: "shop-frame-chunk",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      // The module graph is complete when the bundler first asks for a chunk name: computed then, once.
      let frame: Set<string> | undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "react", test: REACT, priority: 2 },
                  {
                    name: (id, graph) => {
                      frame ??= staticClosure(graph, [
                        ...(graph.getModuleInfo(BROWSER_ENTRY)?.importedIds ?? []),
                        ROOT_ROUTE,
                        ROUTE_MESSAGES_LOADER,
                      ]);
                      // The entry itself stays last to run: it hydrates the page, which needs the
                      // route modules the document's script has loaded by then; in the shared chunk
                      // it would run as soon as the first route module imports that chunk.
                      return id !== BROWSER_ENTRY && frame.has(id) ? "frame" : null;
                    },
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
