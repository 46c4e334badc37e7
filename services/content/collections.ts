/**
 * The content service's collections (spec section 7) and which of their fields are relations
 * (returned only when populated). Localised collections keep one entry per locale.
 */
export interface CollectionDefinition {
  readonly relations: readonly string[];
  readonly localized: boolean;
}

const localized = (relations: readonly string[] = []): CollectionDefinition => ({ relations, localized: true });
const shared = (relations: readonly string[] = []): CollectionDefinition => ({ relations, localized: false });

export const COLLECTIONS: Readonly<Record<string, CollectionDefinition>> = {
  "hello-bars": localized(["activePages"]),
  "location-overrides": shared(),
  "supplier-offices": shared(),
  "seo-locations": localized(),
  "custom-links": localized(),
  "flight-lists": localized(),
  "car-lists": localized(),
  sliders: localized(),
  airlines: shared(),
  countries: localized(),
  cities: localized(),
  campaigns: localized(),
  suppliers: localized(),
  locations: localized(),
  faqs: localized(),
  "site-languages": shared(),
  "car-brands": localized(),
  "refund-conditions": localized(),
  "search-campaigns": localized(),
  "delivery-contents": localized(),
  insurances: localized(),
  agreements: localized(),
  investors: localized(),
  companies: localized(),
  "legal-texts": localized(),
  "about-pages": localized(),
  "blog-posts": localized(),
};

/** Single types: one document per locale, read as `/api/{name}/all`. */
export const SINGLE_TYPES: Readonly<Record<string, CollectionDefinition>> = {
  commons: localized(),
};

/** A missing translation falls back along this chain. */
export const LOCALE_FALLBACK = ["en", "tr"] as const;
export const SHARED_LOCALE = "*";
