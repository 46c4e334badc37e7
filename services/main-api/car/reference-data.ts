/**
 * The small, slowly changing tables a car search needs (classes, packages, seasons, companies,
 * models, extras, campaigns, exchange rates), read in one D1 batch and kept for a minute per
 * isolate so a search costs one inventory query instead of nine.
 */
import { type Campaign, campaignRowSchema } from "../shared/campaign-rules";

export const REFERENCE_TTL_MS = 60_000;

interface ClassRow {
  class: string;
  sort_order: number;
  base_daily_rate: number;
  deposit: number;
  min_age: number;
}
interface PackageRow {
  code: string;
  factor_permille: number;
  deposit_permille: number;
  includes: string;
}
export interface SupplierRow {
  id: string;
  name: string;
  logo_svg: string;
  /** The seed's figures; what the API shows comes from the reviews (review_count, review_average). */
  rating: number;
  rating_participants: number;
  /** Reviews of the company and their average stars (1–5, NULL without reviews). */
  review_count: number;
  review_average: number | null;
  price_level_permille: number;
  min_licence_years: number;
  young_driver_age: number;
  young_driver_fee_per_day: number;
  one_way: number;
  one_way_base_fee: number;
  one_way_fee_per_100km: number;
  daily_range_km: number | null;
  packages: string;
  credit_report_classes: string;
  free_cancel_hours: number;
  late_cancel_fee_permille: number;
}
export interface ModelRow {
  id: string;
  brand: string;
  model: string;
  class: string;
  transmission: string;
  fuel: string;
  seat_count: number;
  luggage: number;
  premium_permille: number;
}
interface ExtraRow {
  code: string;
  name_tr: string;
  name_en: string;
  pricing: "per_day" | "per_rental";
  price: number;
  max_quantity: number;
  cap: number;
}
/** A search campaign with the conditions of its terms (parsed once, shared/campaign-rules.ts). */
export type CampaignRow = Campaign;

export interface ReferenceData {
  readonly classes: ReadonlyMap<string, ClassRow>;
  readonly packages: ReadonlyMap<string, PackageRow>;
  readonly seasonByMonth: ReadonlyMap<number, number>;
  /** Longest first: the first entry whose minimum the rental reaches applies. */
  readonly lengthDiscounts: readonly { min_days: number; factor_permille: number }[];
  readonly suppliers: ReadonlyMap<string, SupplierRow>;
  readonly models: ReadonlyMap<string, ModelRow>;
  readonly extras: readonly ExtraRow[];
  readonly campaignsByCode: ReadonlyMap<string, CampaignRow>;
  readonly microTryPerUnit: ReadonlyMap<string, number>;
}

const cache = new WeakMap<D1Database, { at: number; data: Promise<ReferenceData> }>();

async function load(db: D1Database): Promise<ReferenceData> {
  const [classes, packages, seasons, lengths, suppliers, models, extras, campaigns, rates] = await db.batch([
    db.prepare("SELECT * FROM car_classes"),
    db.prepare("SELECT * FROM car_packages"),
    db.prepare("SELECT month, factor_permille FROM season_factors"),
    db.prepare("SELECT min_days, factor_permille FROM length_discounts ORDER BY min_days DESC"),
    // Ratings come from the reviews that can be listed (shared/rating.ts).
    db.prepare(
      `SELECT s.*, COALESCE(r.review_count, 0) AS review_count, r.review_average FROM suppliers s
       LEFT JOIN (SELECT supplier_id, COUNT(*) AS review_count, AVG(rating) AS review_average FROM reviews GROUP BY supplier_id) r
       ON r.supplier_id = s.id`,
    ),
    db.prepare("SELECT * FROM car_models"),
    db.prepare("SELECT * FROM car_extras ORDER BY code"),
    db.prepare("SELECT * FROM search_campaigns"),
    db.prepare("SELECT currency, micro_try FROM exchange_rates"),
  ]);
  const rows = <T>(result: D1Result | undefined) => (result?.results ?? []) as T[];
  return {
    classes: new Map(rows<ClassRow>(classes).map((row) => [row.class, row])),
    packages: new Map(rows<PackageRow>(packages).map((row) => [row.code, row])),
    seasonByMonth: new Map(
      rows<{ month: number; factor_permille: number }>(seasons).map((row) => [row.month, row.factor_permille]),
    ),
    lengthDiscounts: rows<{ min_days: number; factor_permille: number }>(lengths),
    suppliers: new Map(rows<SupplierRow>(suppliers).map((row) => [row.id, row])),
    models: new Map(rows<ModelRow>(models).map((row) => [row.id, row])),
    extras: rows<ExtraRow>(extras),
    campaignsByCode: new Map(
      rows<unknown>(campaigns)
        .map((row) => campaignRowSchema.parse(row))
        .map((campaign) => [campaign.code.toUpperCase(), campaign]),
    ),
    microTryPerUnit: new Map(
      rows<{ currency: string; micro_try: number }>(rates).map((row) => [row.currency, row.micro_try]),
    ),
  };
}

export function referenceData(db: D1Database, now = Date.now()): Promise<ReferenceData> {
  const cached = cache.get(db);
  if (cached && now - cached.at < REFERENCE_TTL_MS) return cached.data;
  const data = load(db);
  cache.set(db, { at: now, data });
  // A failed load must not stay cached.
  data.catch(() => cache.delete(db));
  return data;
}

export function lengthFactor(reference: ReferenceData, days: number): number {
  return reference.lengthDiscounts.find((row) => days >= row.min_days)?.factor_permille ?? 1000;
}
