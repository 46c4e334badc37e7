import { type Context, Hono } from "hono";
import { z } from "zod";
import { readConfig } from "~/lib/config";
import type { UpstreamClients } from "~/lib/request-context";
import { siteOrigins } from "~/lib/seo";
import { isLocale } from "~/routing/locales";
import type { AppEnv } from "../../app-env";
import { CACHE_LONG } from "~/lib/cms/content-cache";
import { ContentError } from "~/upstream/content";
import { UpstreamError } from "~/upstream/transport";
import { renderRobots } from "./robots";
import { localesServedAt, renderSitemap, renderSitemapIndex, type SitemapSlugs, sitemapPages } from "./sitemap";

/** Sitemaps and robots.txt are cached for an hour, in browsers and crawlers and in the Worker's Cache API. */
const SEO_CACHE_CONTROL = "public, max-age=3600";
const CACHE_NAME = "seo";

const slugOf = z.object({ slug: z.string().min(1) });
const campaign = slugOf.extend({ endDate: z.string().optional() });
const location = z.object({
  country: z.string().min(1),
  city: z.string().min(1),
  airport: z.string().min(1).optional(),
  district: z.string().min(1).optional(),
});
const destination = z.object({
  slug: z.string().min(1),
  country: z.string().min(1),
  airports: z.array(z.object({ slug: z.string().min(1) })).default([]),
});

function parsed<T extends z.ZodType>(list: readonly unknown[], schema: T): z.output<T>[] {
  return list.flatMap((entry) => {
    const result = schema.safeParse(entry);
    return result.success ? [result.data] : [];
  });
}

/** The slugs of content and the car catalog (content in Turkish: slugs are the same in every language). */
async function gatherSlugs(clients: UpstreamClients, now: number): Promise<SitemapSlugs> {
  const list = async (collection: string, extra: Record<string, string> = {}) =>
    (
      await clients.content.list(
        collection,
        new URLSearchParams({ "pagination[limit]": "1000", ...extra }),
        "tr",
        CACHE_LONG,
      )
    ).data;
  const [campaigns, blogPosts, locations, companies, airlines, destinations, suppliers, brands] = await Promise.all([
    list("campaigns"),
    list("blog-posts"),
    list("seo-locations"),
    list("companies"),
    list("airlines"),
    list("cities", { "filters[kind][$eq]": "flight-destination" }),
    clients.mainApi.catalog.suppliers({ currency: "TRY" }),
    clients.mainApi.catalog.brands({ currency: "TRY" }),
  ]);
  return {
    campaigns: parsed(campaigns, campaign)
      .filter((entry) => !entry.endDate || Date.parse(entry.endDate) >= now)
      .map((entry) => entry.slug),
    blogPosts: parsed(blogPosts, slugOf).map((entry) => entry.slug),
    locations: parsed(locations, location).map((entry) => ({
      country: entry.country,
      city: entry.city,
      ...((entry.airport ?? entry.district) ? { slug: entry.airport ?? entry.district } : {}),
    })),
    companies: parsed(companies, slugOf).map((entry) => entry.slug),
    suppliers: suppliers.suppliers.map((supplier) => supplier.id),
    brands: brands.brands.map((brand) => ({ slug: brand.slug, models: brand.models.map((model) => model.slug) })),
    airlines: parsed(airlines, slugOf).map((entry) => entry.slug),
    flightDestinations: parsed(destinations, destination).map((entry) => ({
      country: entry.country,
      city: entry.slug,
      airports: entry.airports.map((airport) => airport.slug),
    })),
  };
}

/**
 * The configured site origin (SITE_TR_ORIGIN or SITE_INTL_ORIGIN) this request reached, or the
 * Turkish site's when it reached neither: addresses in robots.txt and the sitemaps come from the
 * configuration, never from the `Host` header (a forged host must not be echoed to crawlers or
 * into a cache).
 */
function configuredOrigin(c: Context<AppEnv>): string {
  const origins = siteOrigins(readConfig(c.env));
  const reached = new URL(c.req.url).origin;
  return reached === origins.intl ? origins.intl : origins.tr;
}

/** A cached copy of this exact URL, or a fresh one (cached when it is a 200). */
async function cachedResponse(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const key = new Request(c.req.url);
  const hit = await cache.match(key);
  if (hit) return new Response(hit.body, hit);
  const response = await render();
  if (response.status === 200) c.executionCtx.waitUntil(cache.put(key, response.clone()));
  return response;
}

/**
 * `/robots.txt`, `/sitemap.xml` (an index of one sitemap per language served on this host) and
 * `/sitemaps/{locale}.xml` (docs/seo.md). Mounted before the session middleware: crawlers get no
 * session and no cookies.
 */
export function seoRoutes(clientsFor: (c: Context<AppEnv>) => UpstreamClients) {
  const app = new Hono<AppEnv>();

  app.get("/robots.txt", (c) => c.text(renderRobots(configuredOrigin(c)), 200, { "cache-control": SEO_CACHE_CONTROL }));

  app.get("/sitemap.xml", (c) => {
    const origin = configuredOrigin(c);
    const locales = localesServedAt(siteOrigins(readConfig(c.env)), origin);
    return c.body(renderSitemapIndex(origin, locales), 200, {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": SEO_CACHE_CONTROL,
    });
  });

  app.get("/sitemaps/:file{[a-z]{2}\\.xml}", async (c) => {
    const locale = c.req.param("file").slice(0, 2);
    if (!isLocale(locale)) return c.notFound();
    return cachedResponse(c, async () => {
      let slugs: SitemapSlugs;
      try {
        slugs = await gatherSlugs(clientsFor(c), Date.now());
      } catch (error) {
        if (!(error instanceof ContentError || error instanceof UpstreamError)) throw error;
        // A partial sitemap would drop pages; crawlers come back later instead.
        console.warn(`[${c.var.requestId}] sitemap unavailable: ${error.message}`);
        return c.text("Sitemap temporarily unavailable", 503, { "retry-after": "600", "cache-control": "no-store" });
      }
      return c.body(renderSitemap(siteOrigins(readConfig(c.env)), locale, sitemapPages(slugs)), 200, {
        "content-type": "application/xml; charset=utf-8",
        "cache-control": SEO_CACHE_CONTROL,
      });
    });
  });

  return app;
}
