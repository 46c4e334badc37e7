/** The catalog calls of the Main API client (schemas: shared/contract/main-api/catalog.ts). */
import {
  catalogPlacesResponse,
  catalogPlaceResponse,
  catalogBrandsResponse,
  catalogBrandResponse,
  catalogModelResponse,
  catalogSuppliersResponse,
  catalogSupplierResponse,
  catalogClassesResponse,
  type CatalogPlaces,
  type CatalogPlace,
  type CatalogBrands,
  type CatalogBrand,
  type CatalogModel,
  type CatalogSuppliers,
  type CatalogSupplier,
  type CatalogClasses,
} from "~/../shared/contract/main-api/catalog";
import type { MainApiCall } from "./main-api-orders";

/** Options every catalog call takes: the currency prices come in, and optionally the rental they are quoted for. */
export interface CatalogOptions {
  readonly currency: string;
  /** Pickup month 1–12; the cheapest month when absent. */
  readonly month?: number;
  /** Rental length in days (1 when absent). */
  readonly days?: number;
}

const CATALOG = "/api/v1/search-api/catalog";
const segment = encodeURIComponent;

/** The catalog calls, in the client's language (place names). */
export function catalogCalls(call: MainApiCall, language: string) {
  const query = (options: CatalogOptions, extra: Record<string, string | undefined> = {}) => ({
    currency: options.currency,
    language,
    month: options.month === undefined ? undefined : String(options.month),
    days: options.days === undefined ? undefined : String(options.days),
    ...extra,
  });
  return {
    places: (placeIds: readonly string[], options: CatalogOptions & { radiusKm?: number }): Promise<CatalogPlaces> =>
      call(`${CATALOG}/places`, catalogPlacesResponse, {
        query: query(options, {
          ids: placeIds.join(","),
          radius: options.radiusKm === undefined ? undefined : String(options.radiusKm),
        }),
      }),
    place: (placeId: string, options: CatalogOptions & { radiusKm?: number }): Promise<CatalogPlace> =>
      call(`${CATALOG}/places/${segment(placeId)}`, catalogPlaceResponse, {
        query: query(options, { radius: options.radiusKm === undefined ? undefined : String(options.radiusKm) }),
      }),
    brands: (options: CatalogOptions): Promise<CatalogBrands> =>
      call(`${CATALOG}/brands`, catalogBrandsResponse, { query: query(options) }),
    brand: (brand: string, options: CatalogOptions): Promise<CatalogBrand> =>
      call(`${CATALOG}/brands/${segment(brand)}`, catalogBrandResponse, { query: query(options) }),
    model: (brand: string, model: string, options: CatalogOptions): Promise<CatalogModel> =>
      call(`${CATALOG}/brands/${segment(brand)}/${segment(model)}`, catalogModelResponse, { query: query(options) }),
    suppliers: (options: CatalogOptions): Promise<CatalogSuppliers> =>
      call(`${CATALOG}/suppliers`, catalogSuppliersResponse, { query: query(options) }),
    supplier: (id: string, options: CatalogOptions): Promise<CatalogSupplier> =>
      call(`${CATALOG}/suppliers/${segment(id)}`, catalogSupplierResponse, { query: query(options) }),
    classes: (options: CatalogOptions): Promise<CatalogClasses> =>
      call(`${CATALOG}/classes`, catalogClassesResponse, { query: query(options) }),
  };
}
