import { Hono } from "hono";
import { type CollectionDefinition, COLLECTIONS, LOCALE_FALLBACK, SHARED_LOCALE, SINGLE_TYPES } from "./collections";
import {
  matches,
  parseBrackets,
  parseList,
  parsePagination,
  parseSort,
  QueryError,
  sortEntries,
  type Tree,
} from "./query";

export interface ContentBindings {
  DB: D1Database;
}

interface Row {
  id: number;
  document_id: string;
  locale: string;
  data: string;
  published_at: number;
  updated_at: number;
}

type Entry = Record<string, unknown> & { id: number; documentId: string };

function entryOf(row: Row): Entry {
  return {
    id: row.id,
    documentId: row.document_id,
    ...(JSON.parse(row.data) as Record<string, unknown>),
    locale: row.locale === SHARED_LOCALE ? null : row.locale,
    publishedAt: new Date(row.published_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Rows of a collection in a locale: each document in that locale, or where it has no translation
 * in it, in the first locale of the fallback chain it has (the entry's `locale` says which, so a
 * page can mark the fallback's language). Documents keep their order.
 */
async function rowsFor(
  db: D1Database,
  collection: string,
  definition: CollectionDefinition,
  locale: string,
): Promise<Row[]> {
  const chain = definition.localized ? [locale, ...LOCALE_FALLBACK.filter((item) => item !== locale)] : [SHARED_LOCALE];
  const { results } = await db
    .prepare(
      "SELECT id, document_id, locale, data, published_at, updated_at FROM content_entries WHERE collection = ?1 AND locale IN (SELECT value FROM json_each(?2)) ORDER BY id",
    )
    .bind(collection, JSON.stringify(chain))
    .all<Row>();
  const rank = (row: Row) => chain.indexOf(row.locale);
  // A Map keeps the order of first insertion: the document's first row, as results are by id.
  const best = new Map<string, Row>();
  for (const row of results) {
    const chosen = best.get(row.document_id);
    if (!chosen || rank(row) < rank(chosen)) best.set(row.document_id, row);
  }
  return [...best.values()];
}

function shape(
  entry: Entry,
  definition: CollectionDefinition,
  fields: string[] | "*" | undefined,
  populate: string[] | "*" | undefined,
): Entry {
  const populated = populate === "*" ? definition.relations : (populate ?? []);
  const result: Entry = { id: entry.id, documentId: entry.documentId };
  for (const [key, value] of Object.entries(entry)) {
    const isRelation = definition.relations.includes(key);
    if (isRelation ? !populated.includes(key) : fields !== undefined && fields !== "*" && !fields.includes(key))
      continue;
    result[key] = value;
  }
  return result;
}

/**
 * The embedded content service: Strapi-style REST over D1 (`/api/{collection}`, `/api/{single}/all`).
 *
 * @example
 * await createContentService().request("/api/hello-bars?sort=endDate:asc&locale=tr", {}, env);
 */
export function createContentService() {
  const app = new Hono<{ Bindings: ContentBindings }>({ strict: false }).basePath("/api");

  app.get("/:single/all", async (c) => {
    const definition = SINGLE_TYPES[c.req.param("single")];
    if (!definition)
      return c.json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);
    const rows = await rowsFor(c.env.DB, c.req.param("single"), definition, c.req.query("locale") ?? "tr");
    const row = rows[0];
    if (!row) return c.json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);
    return c.json({ data: entryOf(row), meta: {} });
  });

  app.get("/:collection", async (c) => {
    const name = c.req.param("collection");
    const definition = Object.hasOwn(COLLECTIONS, name) ? COLLECTIONS[name] : undefined;
    if (!definition)
      return c.json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);
    const url = new URL(c.req.url);
    const query = parseBrackets(url.searchParams);
    const rows = await rowsFor(c.env.DB, name, definition, typeof query.locale === "string" ? query.locale : "tr");
    const filters = query.filters as Tree | undefined;
    const matching = rows.map(entryOf).filter((entry) => (filters ? matches(entry, filters) : true));
    const sorted = sortEntries(matching, parseSort(query.sort));
    const page = parsePagination(query.pagination);
    const fields = parseList(query.fields);
    const populate = parseList(query.populate);
    const data = sorted
      .slice(page.start, page.start + page.limit)
      .map((entry) => shape(entry, definition, fields, populate));
    const pagination =
      page.page !== undefined
        ? {
            page: page.page,
            pageSize: page.pageSize,
            pageCount: Math.ceil(sorted.length / (page.pageSize ?? 1)),
            total: sorted.length,
          }
        : { start: page.start, limit: page.limit, total: sorted.length };
    return c.json({ data, meta: { pagination } });
  });

  app.notFound((c) => c.json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404));
  app.onError((error, c) => {
    if (error instanceof QueryError) {
      return c.json({ data: null, error: { status: 400, name: "ValidationError", message: error.message } }, 400);
    }
    console.error("content: unhandled error", error);
    return c.json(
      { data: null, error: { status: 500, name: "InternalServerError", message: "Internal Server Error" } },
      500,
    );
  });
  return app;
}
