/**
 * Car search filters and sorting (spec section 9): buckets, options, counts per option, sort.
 * Pure functions over the search results, so the server renders a filtered page from the URL
 * and the browser re-filters instantly with the same code.
 */
import type { CarSearchQuery } from "./car-search-query";
import type { ListOffer } from "~/lib/list-offer";
import { priceBuckets, TRY_PRICE_BUCKETS } from "./price-buckets";

/** Price buckets of the spec in major units (TRY, spec section 9); other currencies: price-buckets.ts. */
const PRICE_BUCKETS = TRY_PRICE_BUCKETS;
/** Deposit buckets in TRY (spec section 9); the deposit filter exists only in Türkiye. */
const DEPOSIT_BUCKETS = ["750-1500", "1500-2500", "2500-3500", "3500-5000", "5000-+"] as const;
/** Mileage limit buckets in km for the rental (spec section 9); `+-+` is unlimited. */
const DISTANCE_BUCKETS = ["0-500", "500-1000", "1000-1500", "1500-2000", "2000-2500", "2500-+", "+-+"] as const;
/** Distance of the pickup office from the searched point, km. */
const NEAR_BY_BUCKETS = ["0-1", "1-5", "5-10", "10-+"] as const;

/** Option filters and the offer value each one looks at. */
const OPTION_VALUE = {
  v: (offer: ListOffer) => offer.vendor.id,
  t: (offer: ListOffer) => offer.car.transmission,
  f: (offer: ListOffer) => offer.car.fuel,
  sc: (offer: ListOffer) => String(offer.car.seats),
  dt: (offer: ListOffer) => offer.office.deliveryType,
  m: (offer: ListOffer) => slug(`${offer.car.brand} ${offer.car.model}`),
  c: (offer: ListOffer) => offer.car.class,
  b: (offer: ListOffer) => slug(offer.car.brand),
  cp: (offer: ListOffer) => offer.packageName,
  tr: (offer: ListOffer) => (offer.oneWay ? "one_way" : "round_trip"),
} as const;

type OptionKey = keyof typeof OPTION_VALUE;
type RangeKey = "p" | "d" | "km" | "nb";
export type FilterKey = OptionKey | RangeKey;

const OPTION_KEYS = Object.keys(OPTION_VALUE) as OptionKey[];
const RANGE_BUCKETS: Record<RangeKey, readonly string[]> = {
  p: PRICE_BUCKETS,
  d: DEPOSIT_BUCKETS,
  km: DISTANCE_BUCKETS,
  nb: NEAR_BY_BUCKETS,
};

/** Slugs already made: the model and brand filters ask for the same few names once per offer and pass. */
const slugs = new Map<string, string>();

export function slug(text: string): string {
  const known = slugs.get(text);
  if (known !== undefined) return known;
  const made = makeSlug(text);
  if (slugs.size >= 2000) slugs.clear();
  slugs.set(text, made);
  return made;
}

function makeSlug(text: string): string {
  return text
    .toLocaleLowerCase("tr")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/ı/g, "i")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export interface Range {
  readonly min: number;
  readonly max: number | null;
  readonly unlimited: boolean;
}

/** `min-max`, `min-+` (no upper bound) or `+-+` (unlimited). */
export function parseRange(value: string): Range | undefined {
  if (value === "+-+") return { min: 0, max: null, unlimited: true };
  const match = /^(\d{1,7})-(\d{1,7}|\+)$/.exec(value);
  if (!match) return undefined;
  const min = Number(match[1]);
  const max = match[2] === "+" ? null : Number(match[2]);
  if (max !== null && max <= min) return undefined;
  return { min, max, unlimited: false };
}

const inRange = (value: number, range: Range) => value >= range.min && (range.max === null || value < range.max);

/** What the price filter compares: the total without the service fee, major units (spec section 9). */
function filterPrice(offer: ListOffer): number {
  return (offer.total.amount - offer.serviceFee.amount) / 100;
}

/** The offer's measure for a range filter, or undefined when the filter does not apply. */
function rangeMatches(key: RangeKey, range: Range, offer: ListOffer): boolean {
  switch (key) {
    // Major units against minor units, without the service fee (spec section 9).
    case "p":
      return !range.unlimited && inRange(filterPrice(offer), range);
    case "d":
      return !range.unlimited && inRange(offer.deposit.amount / 100, range);
    case "km":
      return offer.mileage.unlimited ? range.unlimited : !range.unlimited && inRange(offer.mileage.km, range);
    case "nb":
      return !range.unlimited && inRange(offer.office.distanceKm, range);
  }
}

export type ActiveFilters = Partial<Record<FilterKey, readonly string[]>>;

/**
 * Where the deposit filter applies: in Türkiye (spec section 9), on prices in TRY (its buckets are
 * TRY amounts; offers in another currency carry converted deposits).
 */
function depositFilterApplies(country: string, currency: string): boolean {
  return country === "TR" && currency === "TRY";
}

/** The filters the URL asks for, keeping only values that exist (see depositFilterApplies). */
export function activeFilters(query: CarSearchQuery, country: string, currency = "TRY"): ActiveFilters {
  const active: Record<string, string[]> = {};
  for (const key of [...OPTION_KEYS, ...(Object.keys(RANGE_BUCKETS) as RangeKey[])]) {
    if (key === "d" && !depositFilterApplies(country, currency)) continue;
    const raw = query[key];
    if (!raw) continue;
    const values = [...new Set(raw.split(","))].filter((value) =>
      key in RANGE_BUCKETS ? parseRange(value) !== undefined : value !== "",
    );
    if (values.length > 0) active[key] = values;
  }
  return active;
}

function matchesGroup(key: FilterKey, values: readonly string[], offer: ListOffer): boolean {
  if (key in OPTION_VALUE) return values.includes(OPTION_VALUE[key as OptionKey](offer));
  return values.some((value) => {
    const range = parseRange(value);
    return range !== undefined && rangeMatches(key as RangeKey, range, offer);
  });
}

/** Offers that pass every active filter group (values within a group are alternatives). */
export function applyFilters(offers: readonly ListOffer[], active: ActiveFilters, except?: FilterKey): ListOffer[] {
  const groups = Object.entries(active).filter(([key]) => key !== except) as [FilterKey, readonly string[]][];
  return offers.filter((offer) => groups.every(([key, values]) => matchesGroup(key, values, offer)));
}

/** Option labels in Turkish alphabetical order on every site (one collator, not one per comparison). */
const TURKISH_ORDER = new Intl.Collator("tr");

export interface FilterOption {
  readonly value: string;
  readonly count: number;
  readonly selected: boolean;
  /** A label from the data (vendor, model and brand names); translated labels come from the UI. */
  readonly label?: string;
}

/**
 * Options of every filter group with how many offers each would show, given the other groups'
 * choices (the usual faceted counts). Options with no offer at all are left out; a selected one
 * stays so it can be removed.
 */
export function filterOptions(offers: readonly ListOffer[], active: ActiveFilters, country: string, currency = "TRY") {
  const groups: Partial<Record<FilterKey, FilterOption[]>> = {};
  // One pass over the offers per group (an offer's value is read once, counted in a map): the
  // page and every filter click run this over up to ~850 offers.
  for (const key of OPTION_KEYS) {
    const pool = applyFilters(offers, active, key);
    const labels = new Map<string, string>();
    for (const offer of offers) {
      const value = OPTION_VALUE[key](offer);
      if (key === "v") labels.set(value, offer.vendor.name);
      else if (key === "m") labels.set(value, `${offer.car.brand} ${offer.car.model}`);
      else if (key === "b") labels.set(value, offer.car.brand);
      else labels.set(value, value);
    }
    const counts = new Map<string, number>();
    for (const offer of pool) {
      const value = OPTION_VALUE[key](offer);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    groups[key] = [...labels]
      .map(([value, label]) => ({
        value,
        label,
        count: counts.get(value) ?? 0,
        selected: active[key]?.includes(value) ?? false,
      }))
      .filter((option) => option.count > 0 || option.selected)
      .sort((a, b) => (key === "sc" ? Number(a.value) - Number(b.value) : TURKISH_ORDER.compare(a.label, b.label)));
  }
  for (const key of Object.keys(RANGE_BUCKETS) as RangeKey[]) {
    if (key === "d" && !depositFilterApplies(country, currency)) continue;
    const pool = applyFilters(offers, active, key);
    // Price buckets fit the display currency and the cars found; a chosen bucket stays listed.
    const buckets =
      key === "p"
        ? [...new Set([...priceBuckets(offers.map(filterPrice), currency), ...(active.p ?? [])])]
        : RANGE_BUCKETS[key];
    groups[key] = buckets
      .map((value) => {
        const range = parseRange(value)!;
        return {
          value,
          count: pool.filter((offer) => rangeMatches(key, range, offer)).length,
          selected: active[key]?.includes(value) ?? false,
        };
      })
      .filter((option) => option.count > 0 || option.selected);
  }
  return groups;
}

type Sort = NonNullable<CarSearchQuery["sb"]>;
const price = (offer: ListOffer) => offer.total.amount;
const vendorRating = (offer: ListOffer) => offer.vendor.rating;

/** Sorted copy (stable: ties keep the service's recommended order). */
export function sortOffers(offers: readonly ListOffer[], sort: Sort | undefined): ListOffer[] {
  const sorted = [...offers];
  switch (sort) {
    case "near_by":
      return sorted.sort((a, b) => a.office.distanceKm - b.office.distanceKm);
    case "lowest_price_first":
      return sorted.sort((a, b) => price(a) - price(b));
    case "highest_price_first":
      return sorted.sort((a, b) => price(b) - price(a));
    case "highest_rating":
      return sorted.sort((a, b) => vendorRating(b).point - vendorRating(a).point);
    case "most_reviewed":
      return sorted.sort((a, b) => vendorRating(b).participants - vendorRating(a).participants);
    default:
      return sorted;
  }
}
