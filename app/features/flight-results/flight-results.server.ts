/**
 * What the flight results page loads: the search, the fare brands and rules of a chosen flight and
 * the date strip's cheapest fares. Each is a promise the page streams on its own, and none
 * rejects: a failure becomes an outcome the page explains.
 */
import type {
  ExtraBrands,
  FlightItem,
  FlightSearchBody,
  FlightSearchResponse,
  TicketRules,
} from "~/../shared/contract/main-api/flight";
import { mainApiCode } from "~/lib/upstream-error";
import {
  type FlightSearchProblem,
  flightSearchBody,
  type ReadySearch,
  searchProblemAfter,
} from "./flight-search-request";

export type FlightBrand = ExtraBrands["brands"][number];

export type FlightSearchOutcome =
  | {
      readonly ok: true;
      readonly searchID: string;
      readonly outbound: readonly FlightItem[];
      readonly inbound: readonly FlightItem[];
    }
  | { readonly ok: false; readonly problem: FlightSearchProblem };

export type BrandsOutcome =
  | {
      readonly ok: true;
      readonly flight: FlightItem;
      /** Cheapest first, as the Main API orders them. */
      readonly brands: readonly FlightBrand[];
      /** The rules of each brand, in the brands' order; null where they could not be read. */
      readonly rules: readonly (TicketRules | null)[];
    }
  /** `gone`: not in the search any more or no seat left; `expired`: the search is too old. */
  | { readonly ok: false; readonly reason: "gone" | "expired" | "unavailable" };

/** What a brand step shows: the brands of the flight being chosen, and of the chosen outbound. */
export interface ChoiceData {
  readonly brands: BrandsOutcome | null;
  readonly outbound: BrandsOutcome | null;
}

/** The Main API calls this module makes (the request's client). */
export interface FlightCalls {
  searchFlights(body: Omit<FlightSearchBody, "language">): Promise<FlightSearchResponse>;
  readonly flights: {
    extraBrands(offer: { searchId: string; code: string }): Promise<ExtraBrands>;
    ticketRules(offer: { searchId: string; code: string; brand?: string }): Promise<TicketRules>;
  };
}

export function searchOutcome(
  api: FlightCalls,
  query: ReadySearch,
  onUnexplained: (error: unknown) => void,
): Promise<FlightSearchOutcome> {
  return api.searchFlights(flightSearchBody(query)).then(
    (response): FlightSearchOutcome => ({
      ok: true,
      searchID: response.searchID,
      outbound: response.results,
      inbound: response.returnResults,
    }),
    (error: unknown): FlightSearchOutcome => {
      const problem = searchProblemAfter(error);
      if (problem.kind === "unavailable") onUnexplained(error);
      return { ok: false, problem };
    },
  );
}

/** The brands of `code` (outbound or inbound list of the search) and each brand's rules. */
export async function brandsOutcome(
  api: FlightCalls,
  search: Promise<FlightSearchOutcome>,
  code: string,
  direction: "outbound" | "inbound",
): Promise<BrandsOutcome> {
  const outcome = await search;
  if (!outcome.ok) return { ok: false, reason: "unavailable" };
  const flight = outcome[direction].find((item) => item.code === code);
  if (!flight) return { ok: false, reason: "gone" };
  const offer = { searchId: outcome.searchID, code };
  try {
    const { brands } = await api.flights.extraBrands(offer);
    const rules = await Promise.all(
      brands.map((brand) => api.flights.ticketRules({ ...offer, brand: brand.code }).catch(() => null)),
    );
    return { ok: true, flight, brands, rules };
  } catch (error) {
    const code = mainApiCode(error);
    if (code === 3306) return { ok: false, reason: "expired" };
    if (code === 3305 || code === 3307) return { ok: false, reason: "gone" };
    return { ok: false, reason: "unavailable" };
  }
}

export interface StripDay {
  /** DD-MM-YYYY. */
  readonly date: string;
  /** The cheapest outbound total for the party that day (minor units), null when none or unknown. */
  readonly total: number | null;
}

const cheapest = (flights: readonly FlightItem[]) =>
  flights.length === 0 ? null : Math.min(...flights.map((flight) => flight.pricing.payment.total.amount));

/**
 * The cheapest fare of each strip day: the searched day from the page's own search, the others
 * from a search each (run together, after the page's own so they never slow it down).
 */
export async function stripOutcome(
  api: FlightCalls,
  query: ReadySearch,
  dates: readonly string[],
  search: Promise<FlightSearchOutcome>,
): Promise<StripDay[]> {
  const own = await search;
  // A search that failed (an unknown airport, say) fails on every day: no strip then.
  if (!own.ok) return [];
  return Promise.all(
    dates.map(async (date): Promise<StripDay> => {
      if (date === query.p_d) return { date, total: cheapest(own.outbound) };
      try {
        return { date, total: cheapest((await api.searchFlights(flightSearchBody(query, date))).results) };
      } catch {
        return { date, total: null };
      }
    }),
  );
}
