import { requestJson } from "./request-json";
import {
  carProductResponse,
  carSearchResponse,
  flightSearchResponse,
  type CarProduct,
  type CarSearchResponse,
  type FlightSearchResponse,
} from "./main-api.schemas";
import { type Transport, UpstreamError } from "./transport";

/** Product error the Main API answers when a quote was refreshed: retry once (spec section 8). */
export const REQUOTE_CODE = 3304;

export interface MainApiContext {
  /** Sent as Accept-Language and Content-Language. */
  readonly language: string;
  /** Bearer token of the visitor's session, when there is one. */
  readonly accessToken?: string;
}

/**
 * The shop's typed client for the Main API (spec section 7). Responses are validated; failures
 * are UpstreamError with the API's code.
 *
 * @example
 * const api = createMainApiClient(transport, { language: "tr" });
 * const { results } = await api.searchCars({ version: "v3", … });
 */
export function createMainApiClient(transport: Transport, context: MainApiContext) {
  const headers = {
    "accept-language": context.language,
    "content-language": context.language,
    ...(context.accessToken ? { authorization: `Bearer ${context.accessToken}` } : {}),
  };

  return {
    searchCars(body: Record<string, unknown>): Promise<CarSearchResponse> {
      return requestJson("main-api", transport, "/api/v1/search-api/search/point/", carSearchResponse, {
        method: "POST",
        body,
        headers,
      });
    },

    async getCarProduct(query: { code: string; searchId: string; currency?: string }): Promise<CarProduct> {
      const load = () =>
        requestJson("main-api", transport, "/api/v1/search-api/search/product/", carProductResponse, {
          query: { ...query, language: context.language },
          headers,
        });
      try {
        return await load();
      } catch (error) {
        if (error instanceof UpstreamError && error.code === REQUOTE_CODE) return load();
        throw error;
      }
    },

    searchFlights(body: Record<string, unknown>): Promise<FlightSearchResponse> {
      return requestJson("main-api", transport, "/api/v1/flight-api/search", flightSearchResponse, {
        method: "POST",
        body: { language: context.language, ...body },
        headers,
      });
    },
  };
}

export type MainApiClient = ReturnType<typeof createMainApiClient>;
