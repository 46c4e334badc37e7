/**
 * Concrete URLs for every route the table generates, with realistic parameter values, so tests
 * can visit "every route and alias" without keeping a second list by hand.
 */
import { expandRoutes, type RouteEntry } from "~/routing/route-table";

const SAMPLE_VALUES: Record<string, string> = {
  slug: "yaz-firsatlari",
  name: "turkiye",
  city: "istanbul",
  brand: "renault",
  model: "clio",
  id: "c8f2a1",
  supplier: "anadolu-rent",
};

/** Page-specific values where any value will not do (legal slugs must exist). */
const PAGE_SAMPLE_VALUES: Record<string, Record<string, string>> = {
  legal: { slug: "gizlilik" },
  // Landing pages exist only for what content or the car catalog knows (docs/seo.md).
  location: { slug: "istanbul-havalimani" },
  "car-location": { slug: "istanbul-havalimani" },
  "flight-location": { slug: "istanbul-havalimani" },
  company: { slug: "anadolu-rent" },
  supplier: { slug: "anadolu-rent" },
  "supplier-flight": { slug: "turkish-airlines" },
  "blog-post": { slug: "arac-kiralarken-dikkat-edilmesi-gerekenler" },
};

/**
 * Pages whose optional parameter is a signed token: a made-up one is a 400/404 page by design
 * (docs/content-pages.md), so only the path without it is sampled.
 */
const TOKEN_PAGES = new Set(["unsubscribe"]);

export interface SampleUrl {
  readonly url: string;
  readonly entry: RouteEntry;
}

function fill(path: string, values: Record<string, string>, withOptional: boolean): string {
  const segments = path.split("/").flatMap((segment) => {
    const match = /^:(\w+)(\?)?$/.exec(segment);
    if (!match) return [segment];
    const [, name, optional] = match as unknown as [string, string, string | undefined];
    if (optional && !withOptional) return [];
    const value = values[name];
    if (value === undefined) throw new Error(`No sample value for :${name} in ${path}`);
    return [value];
  });
  return segments.join("/") || "/";
}

export function sampleUrls(entries: readonly RouteEntry[] = expandRoutes()): SampleUrl[] {
  const samples: SampleUrl[] = [];
  for (const entry of entries) {
    const values = { ...SAMPLE_VALUES, ...PAGE_SAMPLE_VALUES[entry.page.name] };
    const full = fill(entry.path, values, !TOKEN_PAGES.has(entry.page.name));
    samples.push({ url: full, entry });
    if (entry.path.includes("?")) {
      const shortest = fill(entry.path, values, false);
      if (shortest !== full) samples.push({ url: shortest, entry });
    }
  }
  return samples;
}
