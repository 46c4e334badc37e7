/**
 * What the landing pages (locations, brands, companies, airlines, flight destinations, rental
 * terms) read: content entries through the KV content cache and starting prices from the Main
 * API's car catalog. Rich text is handed to `richText` (the CMS sanitiser, passed in by the route)
 * so only safe HTML leaves the server.
 */
import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import {
  airlineEntry,
  type AirlineEntry,
  carBrandEntry,
  type CarBrandEntry,
  companyEntry,
  type CompanyEntry,
  faqEntry,
  flightDestinationEntry,
  type FlightDestinationEntry,
  seoLocationEntry,
  type SeoLocationEntry,
} from "~/../shared/contract/content-entries";
import { readAgePreference } from "~/lib/age-preference";
import { currencyFor } from "~/lib/currency";
import { CACHE_LONG, ContentError } from "~/lib/content.server";
import { cloudflareContext, requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { pageAddresses, type SiteOrigins, siteOrigins } from "~/lib/seo";
import { UpstreamError } from "~/lib/upstream-error";
import type { Locale } from "~/routing/locales";
import type { PageName } from "~/routing/route-table";
import { shopToday } from "~/lib/dates";

type Context = Readonly<RouterContextProvider>;

export interface SeoRequest {
  readonly locale: Locale;
  readonly origins: SiteOrigins;
  readonly currency: string;
  /** "YYYY-MM-DD" in the shop's zone (Europe/Istanbul). */
  readonly today: string;
  readonly requestId: string;
}

export function seoRequest(request: Request, context: Context): SeoRequest {
  const { locale, requestId } = context.get(requestInfoContext);
  return {
    locale,
    requestId,
    origins: siteOrigins(context.get(cloudflareContext).config),
    currency: currencyFor(request, locale),
    today: shopToday(),
  };
}

/** What a landing page's loader starts from: the request's facts and the page's addresses in every language. */
export function landingPage(
  request: Request,
  context: Context,
  page: PageName,
  params?: Readonly<Record<string, string>>,
) {
  const seo = seoRequest(request, context);
  return { seo, addresses: pageAddresses(seo.origins, page, seo.locale, params) };
}

/** A car landing page's start: its car search form also begins from the driver age searched last. */
export function carLandingPage(
  request: Request,
  context: Context,
  page: PageName,
  params?: Readonly<Record<string, string>>,
) {
  const { seo, addresses } = landingPage(request, context, page, params);
  return { seo, age: readAgePreference(request), addresses };
}

export const notFound = () => data(null, { status: 404 });

/**
 * Reads content for a page that cannot exist without it: a content-service failure with no
 * cached copy is a 503 (the page cannot tell whether the address exists), not a 404.
 */
async function required<T>(seo: SeoRequest, name: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${seo.requestId}] ${name} unavailable: ${error.message}`);
    throw data(null, { status: 503 });
  }
}

/** Reads content a page can do without (null on a content-service failure). */
async function optional<T>(seo: SeoRequest, name: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.warn(`[${seo.requestId}] ${name} unavailable: ${error.message}`);
    return null;
  }
}

function entries<T extends z.ZodType>(list: readonly unknown[], schema: T): z.output<T>[] {
  return list.flatMap((entry) => {
    const parsed = schema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

async function listAll(context: Context, collection: string, locale: Locale, query: Record<string, string> = {}) {
  const search = new URLSearchParams({ "pagination[limit]": "1000", ...query });
  return (await context.get(upstreamsContext).content.list(collection, search, locale, CACHE_LONG)).data;
}

// ——— Car rental locations (seo-locations) ———

export type SeoLocation<Html> = Omit<SeoLocationEntry, "intro" | "sections"> & {
  readonly intro: Html;
  readonly sections: readonly { readonly heading: string; readonly body: Html }[];
  /** The location page's route parameters: country, city and the airport or district slug. */
  readonly params: { name: string; city: string; slug?: string };
};

/** Every car rental location text in the page's language (content order). */
export async function loadSeoLocations<Html>(
  context: Context,
  seo: SeoRequest,
  richText: (html: string) => Html,
  { required: must = true }: { required?: boolean } = {},
): Promise<SeoLocation<Html>[]> {
  const load = async () =>
    entries(await listAll(context, "seo-locations", seo.locale), seoLocationEntry).map((entry) => {
      const sub = entry.airport ?? entry.district;
      return {
        ...entry,
        intro: richText(entry.intro),
        sections: entry.sections.map((item) => ({ heading: item.heading, body: richText(item.body) })),
        params: { name: entry.country, city: entry.city, ...(sub ? { slug: sub } : {}) },
      };
    });
  return must ? required(seo, "seo-locations", load) : ((await optional(seo, "seo-locations", load)) ?? []);
}

type LandingParams = SeoLocation<unknown>["params"];

/** The landing page of each place that has one, by place id; a content failure only loses the links. */
export async function loadLandingPages(context: Context, seo: SeoRequest): Promise<ReadonlyMap<string, LandingParams>> {
  const locations = await loadSeoLocations(context, seo, (html) => html, { required: false });
  return new Map(locations.map((location) => [location.placeId, location.params]));
}

/** Places with the parameters of their landing page (null where they have none). */
export function withLandingPages<P extends { readonly placeId: string }>(
  places: readonly P[],
  landing: ReadonlyMap<string, LandingParams>,
): (P & { landing: LandingParams | null })[] {
  return places.map((place) => ({ ...place, landing: landing.get(place.placeId) ?? null }));
}

// ——— Rental companies (companies) ———

export type Company<Html> = Omit<CompanyEntry, "description"> & { readonly description: Html };

export async function loadCompanies<Html>(
  context: Context,
  seo: SeoRequest,
  richText: (html: string) => Html,
  { required: must = false }: { required?: boolean } = {},
): Promise<Company<Html>[] | null> {
  const load = async () =>
    entries(await listAll(context, "companies", seo.locale), companyEntry).map((entry) => ({
      ...entry,
      description: richText(entry.description),
    }));
  return must ? required(seo, "companies", load) : optional(seo, "companies", load);
}

// ——— Car brands (car-brands) ———

export type BrandText<Html> = Omit<CarBrandEntry, "intro"> & { readonly intro: Html };

/** Brand introductions by slug; an empty map when the content service fails (the catalog still answers). */
export async function loadBrandTexts<Html>(
  context: Context,
  seo: SeoRequest,
  richText: (html: string) => Html,
): Promise<Map<string, BrandText<Html>>> {
  const list = await optional(seo, "car-brands", async () =>
    entries(await listAll(context, "car-brands", seo.locale), carBrandEntry),
  );
  return new Map((list ?? []).map((entry) => [entry.slug, { ...entry, intro: richText(entry.intro) }]));
}

// ——— Airlines (airlines, a shared collection with texts per language) ———

export type Airline<Html> = Omit<AirlineEntry, "texts"> & {
  readonly intro: Html;
  readonly metaDescription: string | null;
};

/** Airlines with the introduction in the page's language (English where it has none). */
export async function loadAirlines<Html>(
  context: Context,
  seo: SeoRequest,
  richText: (html: string) => Html,
  { required: must = true }: { required?: boolean } = {},
): Promise<Airline<Html>[]> {
  const load = async () =>
    entries(await listAll(context, "airlines", seo.locale), airlineEntry).map(({ texts, ...airline }) => {
      const text = texts[seo.locale] ?? texts.en ?? texts.tr;
      return { ...airline, intro: richText(text?.intro ?? ""), metaDescription: text?.metaDescription ?? null };
    });
  return must ? required(seo, "airlines", load) : ((await optional(seo, "airlines", load)) ?? []);
}

// ——— Flight destinations (cities) ———

export type FlightDestination<Html> = Omit<FlightDestinationEntry, "intro"> & { readonly intro: Html };

export async function loadFlightDestinations<Html>(
  context: Context,
  seo: SeoRequest,
  richText: (html: string) => Html,
  { required: must = true }: { required?: boolean } = {},
): Promise<FlightDestination<Html>[]> {
  const load = async () =>
    entries(
      await listAll(context, "cities", seo.locale, { "filters[kind][$eq]": "flight-destination" }),
      flightDestinationEntry,
    ).map((entry) => ({ ...entry, intro: richText(entry.intro) }));
  return must ? required(seo, "flight destinations", load) : ((await optional(seo, "flight destinations", load)) ?? []);
}

// ——— FAQs ———

export interface Faq<Html> {
  readonly id: string;
  readonly question: string;
  /** The answer as plain text, for structured data. */
  readonly answerText: string;
  readonly answer: Html;
}

/** Plain text of CMS rich text (for structured data and descriptions). */
export function plainText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/li|\/h[2-4]|\/tr)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

export async function loadFaqs<Html>(
  context: Context,
  seo: SeoRequest,
  category: "car" | "flight",
  richText: (html: string) => Html,
): Promise<Faq<Html>[] | null> {
  return optional(seo, `${category} faqs`, async () =>
    entries(
      await listAll(context, "faqs", seo.locale, { "filters[category][$eq]": category, sort: "order:asc" }),
      faqEntry,
    ).map((entry) => ({
      id: entry.documentId,
      question: entry.question,
      answerText: plainText(entry.answer),
      answer: richText(entry.answer),
    })),
  );
}

// ——— Starting prices (Main API car catalog) ———

/** Catalog prices in the visitor's currency, for the cheapest month and a one-day rental (the catalog's defaults). */
export function catalogOptions(seo: SeoRequest): { readonly currency: string } {
  return { currency: seo.currency };
}

/**
 * A catalog answer the page cannot do without: the catalog's 404 is the page's 404 (unknown brand,
 * model or company); any other failure of the Main API is a 503.
 */
export async function catalogRequired<T>(seo: SeoRequest, name: string, load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (error.statusCode === 404) throw notFound();
    console.warn(`[${seo.requestId}] catalog ${name} unavailable: ${error.message}`);
    throw data(null, { status: 503 });
  }
}

/** Starting prices a page can do without: null (and a warning) when the catalog cannot answer. */
export async function catalogOrNull<T>(seo: SeoRequest, name: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    console.warn(`[${seo.requestId}] catalog ${name} unavailable: ${error.message}`);
    return null;
  }
}
