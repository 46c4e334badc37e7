/**
 * The fields of the content service's entries that the shop reads, one schema per collection (and
 * the `commons` single type). The envelope around them is in `./content`; the loaders in `app/`
 * parse each entry with the schema of its collection and leave out entries that do not read, and
 * `services/content/seed-contract.test.ts` parses every seeded entry with them, so the seed and the
 * contract cannot drift. Fields the shop does not read are stripped.
 */
import { z } from "zod";
import { isHttpsUrl, isSafeHref } from "../url";

/** The Main API refuses a search radius above 100 km (docs/api/main-api.md, car search). */
const MAX_OVERRIDE_RADIUS_KM = 100;

/** Our own images only (public/images): content cannot point a page at other hosts. */
const ownImage = z
  .string()
  .regex(/^\/images\/[\w/.-]+\.(?:jpe?g|png|webp|svg)$/)
  .optional()
  .catch(undefined);
const isoDate = z.iso.datetime({ offset: true });
const text = z.string().trim().catch("");
/** An https address (no credentials), or nothing when the field is missing or not one. */
const optionalHttpsUrl = z.string().refine(isHttpsUrl).optional().catch(undefined);

/** `commons` (single type): the root loader for every page's footer; the home pages' app section. */
export const commonsEntry = z.object({
  phone: z.string().min(1),
  email: z.email(),
  address: z.string().min(1),
  supportHours: z.string().min(1),
  companyTitle: z.string().min(1),
  mersis: z.string().regex(/^\d{16}$/),
  kep: z.string().min(3),
  tursabLicence: z.string().min(1),
  iataPartner: z.boolean().default(false),
  /** Store pages of the mobile app, when there is one (otherwise the stores are named in text). */
  appStoreUrl: optionalHttpsUrl,
  googlePlayUrl: optionalHttpsUrl,
});
export type CommonsEntry = z.output<typeof commonsEntry>;

/** `hello-bars`: the bar above every page (root loader); `activePages` only when populated. */
export const helloBarEntry = z.object({
  documentId: z.string().min(1),
  text: z.string().min(1),
  url: z.string().nullish(),
  style: z.object({ backgroundColor: z.unknown() }).partial().nullish(),
  active: z.boolean(),
  timeStartDate: isoDate,
  timeEndDate: isoDate,
  endDate: isoDate,
  activePages: z.object({ pages: z.array(z.string()) }),
});

/** `location-overrides` (not translated): the car search and car result pages' search area. */
export const locationOverrideEntry = z.object({
  placeId: z.string().min(1),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  radius: z.number().positive().max(MAX_OVERRIDE_RADIUS_KM),
});

/** `custom-links`: the footer's link columns on every page (a site path or an https address). */
export const customLinkEntry = z.object({
  column: z.string().min(1).max(60),
  label: z.string().min(1).max(80),
  url: z.string().max(500).refine(isSafeHref),
  /** The entry's language (another than the one asked for when it is not translated). */
  locale: z.string().optional(),
});

/** `legal-texts`: the legal pages (KVKK, cookies, terms, …) and the checkout's contract templates. */
export const legalTextEntry = z.object({
  slug: z.string(),
  title: z.string().min(1),
  body: z.string(),
  updatedAt: z.string().optional(),
  /** The language the entry is in: another than the one asked for when the text is not translated. */
  locale: z.string().optional(),
});

/** `campaigns`: the campaign list and campaign pages; the home pages' campaign section. */
export const campaignEntry = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  summary: text.default(""),
  category: z.enum(["car", "flight"]).optional().catch(undefined),
  code: z.string().trim().min(1).max(32).optional().catch(undefined),
  startDate: isoDate.optional().catch(undefined),
  endDate: isoDate.optional().catch(undefined),
  image: ownImage,
  imageAlt: text.default(""),
  personalCode: z.boolean().default(false).catch(false),
  // Rich text, or (older entries) a list of plain sentences.
  conditions: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .catch(undefined),
});
export type CampaignEntry = z.output<typeof campaignEntry>;

/** `faqs`: the home pages' FAQ section and the car and flight landing pages' FAQs. */
export const faqEntry = z.object({ documentId: z.string(), question: z.string().min(1), answer: z.string() });

/** `about-pages`: about us, team, career, media and contact pages. */
export const aboutPageEntry = z.object({
  title: z.string().min(1),
  body: z.string().default(""),
  members: z
    .array(z.object({ name: z.string().min(1), role: text }))
    .default([])
    .catch([]),
  openings: z
    .array(z.object({ title: z.string().min(1), location: text, type: text }))
    .default([])
    .catch([]),
  items: z
    .array(
      z.object({
        outlet: z.string().min(1),
        title: z.string().min(1),
        date: z.string(),
        url: z.string().refine(isHttpsUrl),
      }),
    )
    .default([])
    .catch([]),
});

/** `investors`: the investor relations page (the first entry) and its sections. */
export const investorEntry = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  body: z.string().default(""),
});

/** `blog-posts`: the blog list (without `body`) and the blog post pages. */
export const blogPostEntry = z.object({
  slug: z.string().min(1),
  title: z.string().min(1),
  excerpt: text.default(""),
  publishedAt: isoDate,
  author: z.string().optional().catch(undefined),
  coverImage: ownImage,
  tags: z.array(z.string()).default([]).catch([]),
  body: z.string().default(""),
});
export type BlogPostEntry = z.output<typeof blogPostEntry>;

/** `seo-locations`: the car rental location landing pages and their links; the home pages' location links. */
export const seoLocationEntry = z.object({
  placeId: z.string().min(1),
  slug: z.string().min(1),
  country: z.string().min(1),
  city: z.string().min(1),
  airport: z.string().min(1).optional(),
  district: z.string().min(1).optional(),
  title: z.string().min(1),
  intro: z.string().default(""),
  sections: z.array(z.object({ heading: z.string().min(1), body: z.string() })).default([]),
  metaTitle: z.string().min(1).optional(),
  metaDescription: z.string().min(1).optional(),
});
export type SeoLocationEntry = z.output<typeof seoLocationEntry>;

/** `companies`: the rental company landing pages and the lists that link to them. */
export const companyEntry = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  logo: z.string().min(1).optional(),
  rating: z.number().optional(),
  description: z.string().default(""),
});
export type CompanyEntry = z.output<typeof companyEntry>;

/** `car-brands`: the car brand and model landing pages' introductions. */
export const carBrandEntry = z.object({
  slug: z.string().min(1),
  name: z.string().min(1),
  intro: z.string().default(""),
  metaDescription: z.string().min(1).optional(),
});
export type CarBrandEntry = z.output<typeof carBrandEntry>;

const airlineText = z.object({ intro: z.string().default(""), metaDescription: z.string().min(1).optional() });

/** `airlines` (not translated; texts per language inside): the airline landing pages and lists. */
export const airlineEntry = z.object({
  code: z.string().regex(/^[A-Z0-9]{2}$/),
  slug: z.string().min(1),
  name: z.string().min(1),
  hubs: z.array(z.string()).default([]),
  network: z.enum(["domestic", "international", "both"]).optional(),
  hasBusiness: z.boolean().default(false),
  /** The airline's own online check-in page (the flight home's check-in links). */
  checkInUrl: optionalHttpsUrl,
  texts: z.record(z.string(), airlineText).default({}),
});
export type AirlineEntry = z.output<typeof airlineEntry>;

/** `cities` of kind "flight-destination": the flight destination landing pages and lists. */
export const flightDestinationEntry = z.object({
  kind: z.literal("flight-destination"),
  slug: z.string().min(1),
  country: z.string().min(1),
  countryCode: z.string().length(2),
  name: z.string().min(1),
  title: z.string().min(1),
  intro: z.string().default(""),
  metaTitle: z.string().min(1).optional(),
  metaDescription: z.string().min(1).optional(),
  airports: z
    .array(z.object({ iata: z.string().regex(/^[A-Z]{3}$/), slug: z.string().min(1), name: z.string().min(1) }))
    .default([]),
});
export type FlightDestinationEntry = z.output<typeof flightDestinationEntry>;

/** `flight-lists` of kind "flight-guide": the flight home's informative content, in every language. */
export const flightGuideEntry = z.object({
  kind: z.literal("flight-guide"),
  slug: z.string().min(1),
  order: z.number().int().default(0),
  title: z.string().min(1),
  body: z.string().min(1),
});
