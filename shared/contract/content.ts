/**
 * The content service (spec section 7): Strapi-style REST, `/api/{collection}` and
 * `/api/{single}/all`. Entries are schemaless documents: the envelope, the entry's own fields and
 * the pagination are here; the fields the shop reads, one schema per collection, are in
 * `./content-entries`.
 */
import { z } from "zod";

export const COLLECTION_NAMES = [
  "hello-bars",
  "location-overrides",
  "supplier-offices",
  "seo-locations",
  "custom-links",
  "flight-lists",
  "car-lists",
  "sliders",
  "airlines",
  "countries",
  "cities",
  "campaigns",
  "suppliers",
  "locations",
  "faqs",
  "site-languages",
  "car-brands",
  "refund-conditions",
  "search-campaigns",
  "delivery-contents",
  "insurances",
  "agreements",
  "investors",
  "companies",
  "legal-texts",
  "about-pages",
  "blog-posts",
] as const;

export const SINGLE_TYPE_NAMES = ["commons"] as const;

/**
 * An entry: a JSON object with the document's fields beside its ids, locale and timestamps (the
 * service always sends the ids; other CMS setups and `fields=` may leave the rest out).
 */
const contentEntry = z.looseObject({
  id: z.number().int().optional(),
  documentId: z.string().optional(),
  locale: z.string().nullable().optional(),
  publishedAt: z.string().optional(),
  updatedAt: z.string().optional(),
});

const contentPagination = z.union([
  z.object({
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
    total: z.number().int(),
  }),
  z.object({ start: z.number().int(), limit: z.number().int(), total: z.number().int() }),
]);

type ContentEntry = z.output<typeof contentEntry>;

/** Entries that are not even objects are left out one by one: one broken entry does not hide the others. */
const entries = z.array(z.unknown()).transform((values) =>
  values.flatMap((value): ContentEntry[] => {
    const entry = contentEntry.safeParse(value);
    return entry.success ? [entry.data] : [];
  }),
);

export const contentListResponse = z.object({
  data: entries,
  meta: z.looseObject({ pagination: contentPagination.optional() }).optional(),
});
export const contentSingleResponse = z.object({ data: contentEntry, meta: z.looseObject({}).optional() });

export type ContentList = z.output<typeof contentListResponse>;
export type ContentSingle = z.output<typeof contentSingleResponse>;
