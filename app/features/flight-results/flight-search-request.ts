/**
 * From the flight search URL to the Main API's search body, and what is wrong with a search the
 * page can explain (docs/api/main-api.md, "Flight search": checks run schema, same places, dates,
 * then airports). The date rules are checked here first so the traveller reads which one failed
 * (the API's 3301 says only "invalid dates").
 */
import type { FlightSearchBody } from "~/../shared/contract/main-api/flight";
import { dashedDateAfter, dashedToIso, isoToDashed } from "~/lib/dates";
import { mainApiCode } from "~/lib/upstream-error";

/** The parsed search keys this module reads (app/features/flight-search/flight-search-query.ts). */
export interface FlightSearchKeys {
  readonly p_p?: string | undefined;
  readonly d_p?: string | undefined;
  readonly ppt?: "airport" | "city" | undefined;
  readonly dpt?: "airport" | "city" | undefined;
  readonly p_d?: string | undefined;
  readonly d_d?: string | undefined;
  readonly pa: number;
  readonly ps: number;
  readonly pc: number;
  readonly pi: number;
  readonly fc: "economy" | "business";
}

export type ReadySearch = FlightSearchKeys & { readonly p_p: string; readonly d_p: string; readonly p_d: string };

/** How far ahead flights are sold (the Main API's limit). */
const MAX_DAYS_AHEAD = 330;

export type FlightSearchProblem =
  | { readonly kind: "same-place" }
  | { readonly kind: "departure-past" }
  | { readonly kind: "return-before-departure" }
  | { readonly kind: "too-far"; readonly limitDays: number }
  | { readonly kind: "bad-dates" }
  | { readonly kind: "unknown-airport" }
  | { readonly kind: "unavailable" };

export const isReady = (query: FlightSearchKeys): query is ReadySearch =>
  query.p_p !== undefined && query.d_p !== undefined && query.p_d !== undefined;

/** A problem the URL shows before any search, or null. `today` is the shop's ISO date. */
export function searchProblemBefore(query: ReadySearch, today: string): FlightSearchProblem | null {
  if (query.p_p === query.d_p) return { kind: "same-place" };
  const depart = dashedToIso(query.p_d);
  const last = dashedToIso(dashedDateAfter(today, MAX_DAYS_AHEAD));
  if (depart < today) return { kind: "departure-past" };
  if (query.d_d !== undefined && dashedToIso(query.d_d) < depart) return { kind: "return-before-departure" };
  if (depart > last || (query.d_d !== undefined && dashedToIso(query.d_d) > last))
    return { kind: "too-far", limitDays: MAX_DAYS_AHEAD };
  return null;
}

/** The problem a failed search call means; anything unexplained is "try again later". */
export function searchProblemAfter(error: unknown): FlightSearchProblem {
  switch (mainApiCode(error)) {
    case 3401:
      return { kind: "unknown-airport" };
    case 3301:
      return { kind: "bad-dates" };
    default:
      return { kind: "unavailable" };
  }
}

/** The Main API's search body for the URL, optionally on another departure date (DD-MM-YYYY). */
export function flightSearchBody(query: ReadySearch, departDate = query.p_d): Omit<FlightSearchBody, "language"> {
  return {
    origin: query.p_p,
    originType: query.ppt ?? "airport",
    destination: query.d_p,
    destinationType: query.dpt ?? "airport",
    departDate: dashedToIso(departDate),
    ...(query.d_d === undefined ? {} : { returnDate: dashedToIso(query.d_d) }),
    adults: query.pa,
    students: query.ps,
    children: query.pc,
    infants: query.pi,
    cabin: query.fc,
    currency: "TRY",
  };
}

/** Every passenger of the party, infants included. */
export const partySize = (query: FlightSearchKeys) => query.pa + query.ps + query.pc + query.pi;

/**
 * The departure dates of the date strip: up to `span` days either side of the searched one,
 * leaving out past days, days beyond the booking limit and (round trip) days after the return.
 */
export function stripDates(query: ReadySearch, today: string, span = 3): string[] {
  const depart = dashedToIso(query.p_d);
  const last = dashedToIso(dashedDateAfter(today, MAX_DAYS_AHEAD));
  const returnIso = query.d_d === undefined ? undefined : dashedToIso(query.d_d);
  const dates: string[] = [];
  for (let offset = -span; offset <= span; offset++) {
    const iso = dashedToIso(dashedDateAfter(depart, offset));
    if (iso < today || iso > last || (returnIso !== undefined && iso > returnIso)) continue;
    dates.push(isoToDashed(iso));
  }
  return dates;
}
