import { z } from "zod";

/**
 * React Router's browser route manifest (`/assets/manifest-<hash>.js`, a script that assigns it to
 * `window.__reactRouterManifest`), read by its shape: the entry with the chunks it imports, and each
 * route's module. No file access here, so tests in Node and in workerd share it.
 */
const ManifestRoute = z.object({
  id: z.string(),
  parentId: z.string().optional(),
  module: z.string(),
  imports: z.array(z.string()).optional(),
});
const Manifest = z.object({
  entry: z.object({ module: z.string(), imports: z.array(z.string()) }),
  routes: z.record(z.string(), ManifestRoute),
});
export type BuildManifest = z.infer<typeof Manifest>;

const MANIFEST_PREFIX = "window.__reactRouterManifest=";

/** The manifest in the script's text; `file` names it in errors. */
export function parseRouteManifest(script: string, file: string): BuildManifest {
  const text = script.trim();
  if (!text.startsWith(MANIFEST_PREFIX)) throw new Error(`${file} is not a route manifest`);
  return Manifest.parse(JSON.parse(text.slice(MANIFEST_PREFIX.length).replace(/;$/, "")));
}
