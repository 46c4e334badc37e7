/** The flight calls of the Main API client besides the search (schemas: shared/contract/main-api/flight.ts). */
import {
  airportLookupResponse,
  extraBrandsResponse,
  ticketRulesResponse,
  type AirportLookup,
  type ExtraBrands,
  type TicketRules,
} from "~/../shared/contract/main-api/flight";
import type { MainApiCall } from "./main-api-orders";

const FLIGHT = "/api/v1/flight-api";

/** One flight of a stored search, and for the rules the brand (the cheapest bookable one when absent). */
interface FlightOffer {
  readonly searchId: string;
  readonly code: string;
  readonly brand?: string;
}

/** Fare brands, ticket rules and the airport lookup, in the client's language. */
export function flightCalls(call: MainApiCall, language: string) {
  return {
    /** Airports matching a name, a city or an IATA code (at most 10). */
    airports: (query: string): Promise<AirportLookup> =>
      call(`${FLIGHT}/airport`, airportLookupResponse, { method: "POST", body: { query, language } }),
    /** Every brand still bookable on the flight for the search's party, cheapest first. */
    extraBrands: ({ searchId, code }: FlightOffer): Promise<ExtraBrands> =>
      call(`${FLIGHT}/extra-brands`, extraBrandsResponse, { method: "POST", body: { searchId, code } }),
    /** Baggage, change and refund rules of a brand on the flight. */
    ticketRules: ({ searchId, code, brand }: FlightOffer): Promise<TicketRules> =>
      call(`${FLIGHT}/ticket-rules`, ticketRulesResponse, { query: { searchId, code, brand } }),
  };
}
