/**
 * The car catalog: starting prices ("from X a day") per place, brand, model, rental company and
 * class, for the shop's landing pages. A starting price is the lowest daily rate the search would
 * quote (car/pricing.ts: class rate × season × rental length × company price level × model
 * premium × package, rounded to whole lira) over every fleet entry in scope and every package its
 * company sells, converted like a search's `dailyRate`. Fees (service, young driver, one way)
 * are not part of a daily rate; availability on particular days and opening hours are not
 * considered (a catalog has no dates), nor is the driver's age (each class names its minimum).
 */
import { Hono } from "hono";
import { z } from "zod";
import { SERVICE_FEE_MIN, SERVICE_FEE_PERMILLE } from "../../inventory/data/cars";
import { findPlace, placeName, type PlaceRecord } from "../../maps/places";
import { ApiError, invalidRequest } from "../errors";
import { distanceKm, type Point } from "../shared/geo";
import { convertFromTry, isCurrency } from "../shared/money";
import { priceInTry } from "./pricing";
import { lengthFactor, REFERENCE_TTL_MS, referenceData, type ModelRow, type ReferenceData } from "./reference-data";
import { ratingOf } from "../shared/rating";
import { catalogSlug } from "../shared/slug";

/** At most this many place ids in one batch request. */
const CATALOG_BATCH_LIMIT = 50;

/** The search's default radius: a place's starting price covers what a search there would find. */
const CATALOG_DEFAULT_RADIUS_KM = 25;

const commonQuery = z.object({
  currency: z.string().max(8).default("TRY"),
  language: z.string().min(2).max(8).default("tr"),
  month: z.coerce.number().int().min(1).max(12).optional(),
  days: z.coerce.number().int().min(1).max(90).default(1),
});

const placeQuery = commonQuery.extend({
  radius: z.coerce.number().positive().max(100).default(CATALOG_DEFAULT_RADIUS_KM),
});

const batchQuery = placeQuery.extend({
  ids: z
    .string()
    .min(1)
    .max(CATALOG_BATCH_LIMIT * 64)
    .transform((value) => [...new Set(value.split(",").map((id) => id.trim()))].filter(Boolean))
    .pipe(z.array(z.string().max(256)).min(1).max(CATALOG_BATCH_LIMIT)),
});

interface FleetEntry {
  readonly office_id: string;
  readonly supplier_id: string;
  readonly place_id: string;
  readonly lat: number;
  readonly lon: number;
  readonly car_model_id: string;
}

interface CatalogData {
  readonly fleet: readonly FleetEntry[];
  /** Places that have at least one office, by id. */
  readonly places: ReadonlyMap<string, PlaceRecord>;
}

const cache = new WeakMap<D1Database, { at: number; data: Promise<CatalogData> }>();

async function loadCatalog(db: D1Database): Promise<CatalogData> {
  const [fleet, places] = await db.batch([
    db.prepare(
      `SELECT f.office_id, f.car_model_id, o.supplier_id, o.place_id, o.lat, o.lon
       FROM fleet f JOIN offices o ON o.id = f.office_id WHERE f.units > 0 ORDER BY f.office_id, f.car_model_id`,
    ),
    db.prepare(
      `SELECT place_id, kind, name_tr, name_en, city_slug, city_name_tr, city_name_en, iata, country_code, adm1, lat, lon, timezone, rank
       FROM places WHERE place_id IN (SELECT DISTINCT place_id FROM offices)`,
    ),
  ]);
  return {
    fleet: (fleet?.results ?? []) as FleetEntry[],
    places: new Map(((places?.results ?? []) as PlaceRecord[]).map((place) => [place.place_id, place])),
  };
}

/** Fleet and office places, kept for a minute per isolate like the reference tables (they change only with a reseed). */
function catalogData(db: D1Database, now: number): Promise<CatalogData> {
  const cached = cache.get(db);
  if (cached && now - cached.at < REFERENCE_TTL_MS) return cached.data;
  const data = loadCatalog(db);
  cache.set(db, { at: now, data });
  data.catch(() => cache.delete(db));
  return data;
}

type CommonQuery = z.output<typeof commonQuery>;

/** The rental a starting price is quoted for: a pickup month (the cheapest when not given) and a length. */
interface Basis {
  readonly month: number;
  readonly days: number;
  readonly seasonPermille: number;
  readonly lengthPermille: number;
}

function basisFor(reference: ReferenceData, query: CommonQuery): Basis {
  const seasons = [...reference.seasonByMonth].sort(([a], [b]) => a - b);
  const [month, seasonPermille] =
    query.month === undefined
      ? seasons.reduce((best, entry) => (entry[1] < best[1] ? entry : best), seasons[0] ?? [1, 1000])
      : [query.month, reference.seasonByMonth.get(query.month) ?? 1000];
  return { month, days: query.days, seasonPermille, lengthPermille: lengthFactor(reference, query.days) };
}

/** A lowest daily rate in TRY minor units, with what it was found for. */
interface Lowest {
  readonly amount: number;
  readonly supplierId: string;
  readonly modelId: string;
  readonly packageCode: string;
}

const lower = (a: Lowest | undefined, b: Lowest | undefined): Lowest | undefined =>
  !a ? b : !b ? a : b.amount < a.amount || (b.amount === a.amount && b.modelId < a.modelId) ? b : a;

/**
 * The pricing of one request: the lowest daily rate of a company's model (over the packages it
 * sells), memoised, and money in the requested currency.
 */
function pricer(reference: ReferenceData, basis: Basis, currency: string) {
  // Checked when a price is actually converted: an empty inventory answers empty lists, not an error.
  const rate = reference.microTryPerUnit.get(currency);
  const memo = new Map<string, Lowest | undefined>();
  const lowest = (supplierId: string, modelId: string): Lowest | undefined => {
    const key = `${supplierId}|${modelId}`;
    if (memo.has(key)) return memo.get(key);
    const supplier = reference.suppliers.get(supplierId);
    const model = reference.models.get(modelId);
    const carClass = model ? reference.classes.get(model.class) : undefined;
    let best: Lowest | undefined;
    if (supplier && model && carClass) {
      for (const packageCode of supplier.packages.split(",")) {
        const pkg = reference.packages.get(packageCode);
        if (!pkg) continue;
        const { dailyRate } = priceInTry({
          baseDailyRate: carClass.base_daily_rate,
          seasonPermille: basis.seasonPermille,
          lengthPermille: basis.lengthPermille,
          priceLevelPermille: supplier.price_level_permille,
          modelPremiumPermille: model.premium_permille,
          packagePermille: pkg.factor_permille,
          days: basis.days,
          youngDriverFeePerDay: 0,
          youngDriver: false,
          oneWayFee: 0,
          campaignDiscountPermille: 0,
          serviceFeePermille: SERVICE_FEE_PERMILLE,
          serviceFeeMinimum: SERVICE_FEE_MIN,
        });
        best = lower(best, { amount: dailyRate, supplierId, modelId, packageCode });
      }
    }
    memo.set(key, best);
    return best;
  };
  const money = (found: Lowest | undefined) => {
    if (!found) return null;
    if (rate === undefined) throw new ApiError("UNSUPPORTED_CURRENCY", `Currency ${currency} is not offered`);
    return { amount: convertFromTry(found.amount, rate), currency };
  };
  return { lowest, money, currency };
}

type Pricer = ReturnType<typeof pricer>;

/** Lowest rates of fleet entries grouped by a key. */
function groupLowest(
  entries: readonly FleetEntry[],
  prices: Pricer,
  keyOf: (entry: FleetEntry) => string | undefined,
): Map<string, { lowest: Lowest | undefined; offices: Set<string> }> {
  const groups = new Map<string, { lowest: Lowest | undefined; offices: Set<string> }>();
  for (const entry of entries) {
    const key = keyOf(entry);
    if (key === undefined) continue;
    const group = groups.get(key) ?? { lowest: undefined, offices: new Set<string>() };
    group.lowest = lower(group.lowest, prices.lowest(entry.supplier_id, entry.car_model_id));
    group.offices.add(entry.office_id);
    groups.set(key, group);
  }
  return groups;
}

function placeView(place: PlaceRecord, language: string) {
  return {
    placeId: place.place_id,
    kind: place.kind,
    ...placeName(place, language),
    citySlug: place.city_slug,
    iata: place.iata,
    countryCode: place.country_code,
    lat: place.lat,
    lon: place.lon,
  };
}

function basisView(basis: Basis, radiusKm?: number) {
  return { month: basis.month, days: basis.days, ...(radiusKm === undefined ? {} : { radiusKm }) };
}

interface Brand {
  readonly slug: string;
  readonly name: string;
  readonly models: readonly { readonly slug: string; readonly name: string; readonly variants: readonly ModelRow[] }[];
}

/** Brands and models of the inventory, by slug; a model groups its variants (transmission, fuel). */
function brandsOf(reference: ReferenceData): Brand[] {
  const brands = new Map<string, { name: string; models: Map<string, { name: string; variants: ModelRow[] }> }>();
  for (const model of reference.models.values()) {
    const brandSlug = catalogSlug(model.brand);
    const brand = brands.get(brandSlug) ?? { name: model.brand, models: new Map() };
    const modelSlug = catalogSlug(model.model);
    const entry = brand.models.get(modelSlug) ?? { name: model.model, variants: [] };
    entry.variants.push(model);
    brand.models.set(modelSlug, entry);
    brands.set(brandSlug, brand);
  }
  return [...brands]
    .map(([slug, brand]) => ({
      slug,
      name: brand.name,
      models: [...brand.models]
        .map(([modelSlug, model]) => ({
          slug: modelSlug,
          name: model.name,
          variants: model.variants.sort((a, b) => a.id.localeCompare(b.id)),
        }))
        .sort((a, b) => a.slug.localeCompare(b.slug)),
    }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

function classOrder(reference: ReferenceData) {
  return (a: string, b: string) =>
    (reference.classes.get(a)?.sort_order ?? 99) - (reference.classes.get(b)?.sort_order ?? 99) || a.localeCompare(b);
}

/** The companies of some fleet entries with their lowest rates, cheapest first. */
function suppliersOf(entries: readonly FleetEntry[], reference: ReferenceData, prices: Pricer) {
  return [...groupLowest(entries, prices, (entry) => entry.supplier_id)]
    .flatMap(([id, group]) => {
      const supplier = reference.suppliers.get(id);
      if (!supplier) return [];
      return [
        {
          id,
          name: supplier.name,
          rating: ratingOf(supplier.review_count, supplier.review_average),
          fromDailyRate: prices.money(group.lowest),
          offices: group.offices.size,
          lowestTry: group.lowest?.amount ?? Number.MAX_SAFE_INTEGER,
        },
      ];
    })
    .sort((a, b) => a.lowestTry - b.lowestTry || a.id.localeCompare(b.id))
    .map(({ lowestTry: _, ...view }) => view);
}

/** The classes of some fleet entries with their lowest rates, in the spec's class order. */
function classesOf(entries: readonly FleetEntry[], reference: ReferenceData, prices: Pricer) {
  const groups = groupLowest(entries, prices, (entry) => reference.models.get(entry.car_model_id)?.class);
  return [...groups.keys()].sort(classOrder(reference)).map((code) => ({
    class: code,
    minimumAge: reference.classes.get(code)?.min_age ?? null,
    fromDailyRate: prices.money(groups.get(code)?.lowest),
  }));
}

/** The office places of some fleet entries with their lowest rates, cheapest first. */
function placesOf(entries: readonly FleetEntry[], data: CatalogData, prices: Pricer, language: string) {
  return [...groupLowest(entries, prices, (entry) => entry.place_id)]
    .flatMap(([id, group]) => {
      const place = data.places.get(id);
      if (!place) return [];
      return [
        {
          ...placeView(place, language),
          fromDailyRate: prices.money(group.lowest),
          offices: group.offices.size,
          lowestTry: group.lowest?.amount ?? Number.MAX_SAFE_INTEGER,
        },
      ];
    })
    .sort((a, b) => a.lowestTry - b.lowestTry || a.placeId.localeCompare(b.placeId))
    .map(({ lowestTry: _, ...view }) => view);
}

/** What a lowest rate was found for: the car, the company and the package. */
function cheapestView(found: Lowest | undefined, reference: ReferenceData) {
  if (!found) return null;
  const model = reference.models.get(found.modelId);
  return {
    supplierId: found.supplierId,
    modelId: found.modelId,
    brand: model?.brand ?? null,
    model: model?.model ?? null,
    class: model?.class ?? null,
    carPackage: found.packageCode,
  };
}

function parse<Schema extends z.ZodType>(schema: Schema, query: Record<string, string>): z.output<Schema> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) throw invalidRequest("The catalog query is not valid", parsed.error);
  return parsed.data;
}

async function prepare(db: D1Database, query: CommonQuery, now: number) {
  const currency = query.currency.toUpperCase();
  if (!isCurrency(currency)) throw new ApiError("UNSUPPORTED_CURRENCY", `Currency ${query.currency} is not offered`);
  const [reference, data] = await Promise.all([referenceData(db, now), catalogData(db, now)]);
  const basis = basisFor(reference, query);
  return { reference, data, basis, prices: pricer(reference, basis, currency) };
}

const notFound = (message: string) => ({ error: { code: 404, message } });

function withinRadius(entries: readonly FleetEntry[], point: Point, radiusKm: number): FleetEntry[] {
  return entries.filter((entry) => distanceKm(point, entry) <= radiusKm);
}

/**
 * `/api/v1/search-api/catalog/*` (docs/api/main-api.md#car-catalog-starting-prices): starting prices for the shop's
 * location, brand, model, company and rental terms pages.
 */
export function catalogRoutes(now: () => number) {
  const app = new Hono<{ Bindings: { DB: D1Database } }>({ strict: false });

  // Several places at once (location lists): unknown ids are left out.
  app.get("/places", async (c) => {
    const query = parse(batchQuery, c.req.query());
    const { data, basis, prices } = await prepare(c.env.DB, query, now());
    const places = await Promise.all(query.ids.map((id) => data.places.get(id) ?? findPlace(c.env.DB, id)));
    return c.json({
      currency: prices.currency,
      basis: basisView(basis, query.radius),
      places: places.flatMap((place) => {
        if (!place) return [];
        const entries = withinRadius(data.fleet, place, query.radius);
        const group = groupLowest(entries, prices, () => "all").get("all");
        return [
          {
            place: placeView(place, query.language),
            fromDailyRate: prices.money(group?.lowest),
            offices: group?.offices.size ?? 0,
          },
        ];
      }),
    });
  });

  // One place: every office within the radius of its point, as a search there would find them.
  app.get("/places/:placeId", async (c) => {
    const query = parse(placeQuery, c.req.query());
    const { reference, data, basis, prices } = await prepare(c.env.DB, query, now());
    const placeId = c.req.param("placeId");
    const place = data.places.get(placeId) ?? (await findPlace(c.env.DB, placeId));
    if (!place) throw new ApiError("PLACE_NOT_FOUND", "Unknown placeId");
    const entries = withinRadius(data.fleet, place, query.radius);
    const all = groupLowest(entries, prices, () => "all").get("all");
    return c.json({
      currency: prices.currency,
      basis: basisView(basis, query.radius),
      place: placeView(place, query.language),
      fromDailyRate: prices.money(all?.lowest),
      cheapest: cheapestView(all?.lowest, reference),
      offices: all?.offices.size ?? 0,
      suppliers: suppliersOf(entries, reference, prices),
      classes: classesOf(entries, reference, prices),
    });
  });

  app.get("/brands", async (c) => {
    const query = parse(commonQuery, c.req.query());
    const { reference, data, basis, prices } = await prepare(c.env.DB, query, now());
    const byModel = groupLowest(data.fleet, prices, (entry) => entry.car_model_id);
    const lowestOf = (variants: readonly ModelRow[]) =>
      variants.reduce<Lowest | undefined>((best, variant) => lower(best, byModel.get(variant.id)?.lowest), undefined);
    return c.json({
      currency: prices.currency,
      basis: basisView(basis),
      brands: brandsOf(reference).map((brand) => ({
        slug: brand.slug,
        name: brand.name,
        fromDailyRate: prices.money(
          brand.models.reduce<Lowest | undefined>((best, model) => lower(best, lowestOf(model.variants)), undefined),
        ),
        models: brand.models.map((model) => ({
          slug: model.slug,
          name: model.name,
          class: model.variants[0]?.class ?? null,
          fromDailyRate: prices.money(lowestOf(model.variants)),
        })),
      })),
    });
  });

  app.get("/brands/:brand", async (c) => {
    const query = parse(commonQuery, c.req.query());
    const { reference, data, basis, prices } = await prepare(c.env.DB, query, now());
    const brand = brandsOf(reference).find((item) => item.slug === c.req.param("brand"));
    if (!brand) return c.json(notFound("No such brand"), 404);
    const ids = new Set(brand.models.flatMap((model) => model.variants.map((variant) => variant.id)));
    const entries = data.fleet.filter((entry) => ids.has(entry.car_model_id));
    const byModel = groupLowest(entries, prices, (entry) => entry.car_model_id);
    const lowestOf = (variants: readonly ModelRow[]) =>
      variants.reduce<Lowest | undefined>((best, variant) => lower(best, byModel.get(variant.id)?.lowest), undefined);
    const all = groupLowest(entries, prices, () => "all").get("all");
    return c.json({
      currency: prices.currency,
      basis: basisView(basis),
      brand: {
        slug: brand.slug,
        name: brand.name,
        fromDailyRate: prices.money(all?.lowest),
        cheapest: cheapestView(all?.lowest, reference),
        offices: all?.offices.size ?? 0,
        models: brand.models.map((model) => ({
          slug: model.slug,
          name: model.name,
          class: model.variants[0]?.class ?? null,
          seatCount: Math.max(...model.variants.map((variant) => variant.seat_count)),
          fromDailyRate: prices.money(lowestOf(model.variants)),
        })),
        suppliers: suppliersOf(entries, reference, prices),
      },
    });
  });

  app.get("/brands/:brand/:model", async (c) => {
    const query = parse(commonQuery, c.req.query());
    const { reference, data, basis, prices } = await prepare(c.env.DB, query, now());
    const brand = brandsOf(reference).find((item) => item.slug === c.req.param("brand"));
    if (!brand) return c.json(notFound("No such brand"), 404);
    const model = brand.models.find((item) => item.slug === c.req.param("model"));
    if (!model) return c.json(notFound("No such model"), 404);
    const ids = new Set(model.variants.map((variant) => variant.id));
    const entries = data.fleet.filter((entry) => ids.has(entry.car_model_id));
    const byVariant = groupLowest(entries, prices, (entry) => entry.car_model_id);
    const all = groupLowest(entries, prices, () => "all").get("all");
    return c.json({
      currency: prices.currency,
      basis: basisView(basis),
      brand: { slug: brand.slug, name: brand.name },
      model: {
        slug: model.slug,
        name: model.name,
        fromDailyRate: prices.money(all?.lowest),
        cheapest: cheapestView(all?.lowest, reference),
        offices: all?.offices.size ?? 0,
        variants: model.variants.map((variant) => ({
          id: variant.id,
          class: variant.class,
          transmission: variant.transmission,
          fuel: variant.fuel,
          seatCount: variant.seat_count,
          luggage: variant.luggage,
          minimumAge: reference.classes.get(variant.class)?.min_age ?? null,
          fromDailyRate: prices.money(byVariant.get(variant.id)?.lowest),
        })),
        suppliers: suppliersOf(entries, reference, prices),
        places: placesOf(entries, data, prices, query.language),
      },
    });
  });

  app.get("/suppliers", async (c) => {
    const query = parse(commonQuery, c.req.query());
    const { reference, data, basis, prices } = await prepare(c.env.DB, query, now());
    const found = new Map(suppliersOf(data.fleet, reference, prices).map((supplier) => [supplier.id, supplier]));
    return c.json({
      currency: prices.currency,
      basis: basisView(basis),
      // Every company, by name; one without fleet has no starting price.
      suppliers: [...reference.suppliers.values()]
        .sort((a, b) => a.name.localeCompare(b.name, "tr"))
        .map(
          (supplier) =>
            found.get(supplier.id) ?? {
              id: supplier.id,
              name: supplier.name,
              rating: ratingOf(supplier.review_count, supplier.review_average),
              fromDailyRate: null,
              offices: 0,
            },
        ),
    });
  });

  app.get("/suppliers/:id", async (c) => {
    const query = parse(commonQuery, c.req.query());
    const { reference, data, basis, prices } = await prepare(c.env.DB, query, now());
    const supplier = reference.suppliers.get(c.req.param("id"));
    if (!supplier) return c.json(notFound("No such company"), 404);
    const entries = data.fleet.filter((entry) => entry.supplier_id === supplier.id);
    const all = groupLowest(entries, prices, () => "all").get("all");
    const byModel = groupLowest(entries, prices, (entry) => entry.car_model_id);
    return c.json({
      currency: prices.currency,
      basis: basisView(basis),
      supplier: {
        id: supplier.id,
        name: supplier.name,
        logo: `/api/v1/search-api/suppliers/${supplier.id}/logo.svg`,
        rating: ratingOf(supplier.review_count, supplier.review_average),
        fromDailyRate: prices.money(all?.lowest),
        cheapest: cheapestView(all?.lowest, reference),
        offices: all?.offices.size ?? 0,
        packages: supplier.packages.split(","),
        oneWay: supplier.one_way === 1,
        dailyRangeKm: supplier.daily_range_km,
        minimumLicenceYears: supplier.min_licence_years,
        youngDriverAge: supplier.young_driver_age,
        classes: classesOf(entries, reference, prices),
        models: [...byModel]
          .flatMap(([id, group]) => {
            const model = reference.models.get(id);
            return model
              ? [
                  {
                    id,
                    brand: model.brand,
                    brandSlug: catalogSlug(model.brand),
                    model: model.model,
                    modelSlug: catalogSlug(model.model),
                    class: model.class,
                    fromDailyRate: prices.money(group.lowest),
                  },
                ]
              : [];
          })
          .sort((a, b) => classOrder(reference)(a.class, b.class) || a.id.localeCompare(b.id)),
        places: placesOf(entries, data, prices, query.language),
      },
    });
  });

  // Per class: minimum driver age, deposit (base package) and starting price, for the rental terms.
  app.get("/classes", async (c) => {
    const query = parse(commonQuery, c.req.query());
    const { reference, data, basis, prices } = await prepare(c.env.DB, query, now());
    const rate = reference.microTryPerUnit.get(prices.currency) ?? 1_000_000;
    const groups = groupLowest(data.fleet, prices, (entry) => reference.models.get(entry.car_model_id)?.class);
    return c.json({
      currency: prices.currency,
      basis: basisView(basis),
      classes: [...reference.classes.values()]
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((row) => ({
          class: row.class,
          minimumAge: row.min_age,
          deposit: { amount: convertFromTry(row.deposit, rate), currency: prices.currency },
          fromDailyRate: prices.money(groups.get(row.class)?.lowest),
        })),
    });
  });

  return app;
}
