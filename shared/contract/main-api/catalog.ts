/**
 * The Main API's car catalog (docs/api/main-api.md#car-catalog-starting-prices): starting prices ("from X a day")
 * per place, brand, model, rental company and class, for the shop's landing pages. Unknown keys
 * are an UpstreamError with status 404.
 */
import { z } from "zod";
import { money, rating } from "./common";

const price = money.nullable();

const basis = z.looseObject({ month: z.number().int(), days: z.number().int(), radiusKm: z.number().optional() });

const catalogPlace = z.looseObject({
  placeId: z.string(),
  kind: z.string(),
  name: z.string(),
  cityName: z.string(),
  citySlug: z.string(),
  iata: z.string().nullable(),
  countryCode: z.string(),
  lat: z.number(),
  lon: z.number(),
});

const catalogSupplier = z.looseObject({
  id: z.string(),
  name: z.string(),
  rating,
  fromDailyRate: price,
  offices: z.number().int(),
});

const catalogClass = z.looseObject({
  class: z.string(),
  minimumAge: z.number().int().nullable(),
  fromDailyRate: price,
});

const placeWithPrice = catalogPlace.extend({ fromDailyRate: price, offices: z.number().int() });

const cheapest = z
  .looseObject({
    supplierId: z.string(),
    modelId: z.string(),
    brand: z.string().nullable(),
    model: z.string().nullable(),
    class: z.string().nullable(),
    carPackage: z.string(),
  })
  .nullable();

export const catalogPlacesResponse = z.looseObject({
  currency: z.string(),
  basis,
  places: z.array(z.looseObject({ place: catalogPlace, fromDailyRate: price, offices: z.number().int() })),
});

export const catalogPlaceResponse = z.looseObject({
  currency: z.string(),
  basis,
  place: catalogPlace,
  fromDailyRate: price,
  cheapest,
  offices: z.number().int(),
  suppliers: z.array(catalogSupplier),
  classes: z.array(catalogClass),
});

const catalogModelSummary = z.looseObject({
  slug: z.string(),
  name: z.string(),
  class: z.string().nullable(),
  fromDailyRate: price,
});

export const catalogBrandsResponse = z.looseObject({
  currency: z.string(),
  basis,
  brands: z.array(
    z.looseObject({ slug: z.string(), name: z.string(), fromDailyRate: price, models: z.array(catalogModelSummary) }),
  ),
});

export const catalogBrandResponse = z.looseObject({
  currency: z.string(),
  basis,
  brand: z.looseObject({
    slug: z.string(),
    name: z.string(),
    fromDailyRate: price,
    cheapest,
    offices: z.number().int(),
    models: z.array(catalogModelSummary.extend({ seatCount: z.number().int() })),
    suppliers: z.array(catalogSupplier),
  }),
});

export const catalogModelResponse = z.looseObject({
  currency: z.string(),
  basis,
  brand: z.looseObject({ slug: z.string(), name: z.string() }),
  model: z.looseObject({
    slug: z.string(),
    name: z.string(),
    fromDailyRate: price,
    cheapest,
    offices: z.number().int(),
    variants: z.array(
      z.looseObject({
        id: z.string(),
        class: z.string(),
        transmission: z.string(),
        fuel: z.string(),
        seatCount: z.number().int(),
        luggage: z.number().int(),
        minimumAge: z.number().int().nullable(),
        fromDailyRate: price,
      }),
    ),
    suppliers: z.array(catalogSupplier),
    places: z.array(placeWithPrice),
  }),
});

export const catalogSuppliersResponse = z.looseObject({
  currency: z.string(),
  basis,
  suppliers: z.array(catalogSupplier),
});

export const catalogSupplierResponse = z.looseObject({
  currency: z.string(),
  basis,
  supplier: z.looseObject({
    id: z.string(),
    name: z.string(),
    logo: z.string(),
    rating,
    fromDailyRate: price,
    cheapest,
    offices: z.number().int(),
    packages: z.array(z.string()),
    oneWay: z.boolean(),
    dailyRangeKm: z.number().int().nullable(),
    minimumLicenceYears: z.number().int(),
    youngDriverAge: z.number().int(),
    classes: z.array(catalogClass),
    models: z.array(
      z.looseObject({
        id: z.string(),
        brand: z.string(),
        brandSlug: z.string(),
        model: z.string(),
        modelSlug: z.string(),
        class: z.string(),
        fromDailyRate: price,
      }),
    ),
    places: z.array(placeWithPrice),
  }),
});

export const catalogClassesResponse = z.looseObject({
  currency: z.string(),
  basis,
  classes: z.array(
    z.looseObject({ class: z.string(), minimumAge: z.number().int(), deposit: money, fromDailyRate: price }),
  ),
});

export type CatalogPlaces = z.output<typeof catalogPlacesResponse>;
export type CatalogPlace = z.output<typeof catalogPlaceResponse>;
export type CatalogBrands = z.output<typeof catalogBrandsResponse>;
export type CatalogBrand = z.output<typeof catalogBrandResponse>;
export type CatalogModel = z.output<typeof catalogModelResponse>;
export type CatalogSuppliers = z.output<typeof catalogSuppliersResponse>;
export type CatalogSupplier = z.output<typeof catalogSupplierResponse>;
export type CatalogClasses = z.output<typeof catalogClassesResponse>;
