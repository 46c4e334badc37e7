/**
 * Flight results filters and sorting, as URL keys and pure functions over the flights found, so
 * the server renders a filtered page from the URL (no JavaScript) and the browser re-filters the
 * results it already has with the same code.
 *
 * Keys: `st` stops (`0` non-stop, `1` one stop; `st=0` alone means non-stop only), `al` airlines
 * (IATA codes), `dtw` / `atw` departure / arrival time windows, `pmax` highest total price for the
 * party in TRY (major units), `bg=1` checked bag included, `so` sort.
 */
import { z } from "zod/mini";
import { refiningTransform } from "~/lib/forms/form-text";
import { optionalParam } from "~/lib/url-schemas";
import type { FlightItem } from "~/../shared/contract/main-api/flight";

export const SORTS = ["cheapest", "fastest", "earliest", "latest"] as const;
export type FlightSort = (typeof SORTS)[number];

/** Local time windows of a day, by the hour they start; the last ends at midnight. */
const TIME_WINDOWS = ["night", "morning", "afternoon", "evening"] as const;
export type TimeWindow = (typeof TIME_WINDOWS)[number];
const WINDOW_START_HOUR: Readonly<Record<TimeWindow, number>> = { night: 0, morning: 6, afternoon: 12, evening: 18 };

const STOPS = ["0", "1"] as const;
type Stops = (typeof STOPS)[number];

/** Comma list of allowed values, each at most once (a plain form may also repeat the key). */
const listOf = <Value extends string>(allowed: (value: string) => value is Value) =>
  z.pipe(
    z.string().check(z.maxLength(200)),
    refiningTransform((raw: string, refuse) => {
      const values = [...new Set(raw.split(",").filter((value) => value !== ""))];
      if (!values.every(allowed)) {
        refuse("unknown value");
        return z.NEVER;
      }
      return values;
    }),
  );

const isWindow = (value: string): value is TimeWindow => (TIME_WINDOWS as readonly string[]).includes(value);
const isStops = (value: string): value is Stops => (STOPS as readonly string[]).includes(value);
const isAirline = (value: string): value is string => /^[A-Z0-9]{2}$/.test(value);

/** The filter and sort keys of the results URL. Unknown values are a 400 naming the key. */
export const flightFiltersSchema = z.object({
  st: optionalParam(listOf(isStops)),
  al: optionalParam(
    z.pipe(
      z.pipe(
        z.string().check(z.maxLength(200)),
        z.transform((raw: string) => raw.toUpperCase()),
      ),
      listOf(isAirline),
    ),
  ),
  dtw: optionalParam(listOf(isWindow)),
  atw: optionalParam(listOf(isWindow)),
  pmax: optionalParam(z.pipe(z.string().check(z.regex(/^\d{1,7}$/)), z.transform(Number))),
  bg: optionalParam(z.literal("1")),
  so: optionalParam(z.enum(SORTS)),
});
export type FlightFilters = z.output<typeof flightFiltersSchema>;

/** The keys whose values are lists (`al=PC,TK`, or `al=PC&al=TK` from a plain form). */
export const FILTER_LIST_KEYS = ["st", "al", "dtw", "atw"] as const;
/** Every key of this module: what a filter change touches in the URL. */
export const FILTER_KEYS = [...FILTER_LIST_KEYS, "pmax", "bg", "so"] as const;

/** "2027-03-20T08:50" → the window its hour falls in. */
export function timeWindow(localDateTime: string): TimeWindow {
  const hour = Number(localDateTime.slice(11, 13));
  return [...TIME_WINDOWS].reverse().find((window) => hour >= WINDOW_START_HOUR[window]) ?? "night";
}

const departure = (flight: FlightItem) => flight.segments[0]!.departure;
const arrival = (flight: FlightItem) => flight.segments.at(-1)!.arrival;
/** The party's total in major units (the price filter's unit). */
const totalMajor = (flight: FlightItem) => flight.pricing.payment.total.amount / 100;
const stopsOf = (flight: FlightItem): Stops => (flight.stop === 0 ? "0" : "1");
/** The operating airline of the itinerary (connections are always on one airline). */
export const airlineOf = (flight: FlightItem) => flight.segments[0]!.marketingAirline;

type Group = "st" | "al" | "dtw" | "atw" | "pmax" | "bg";

function passes(group: Group, filters: FlightFilters, flight: FlightItem): boolean {
  switch (group) {
    case "st":
      return !filters.st || filters.st.includes(stopsOf(flight));
    case "al":
      return !filters.al || filters.al.includes(airlineOf(flight).code);
    case "dtw":
      return !filters.dtw || filters.dtw.includes(timeWindow(departure(flight)));
    case "atw":
      return !filters.atw || filters.atw.includes(timeWindow(arrival(flight)));
    case "pmax":
      return filters.pmax === undefined || totalMajor(flight) <= filters.pmax;
    case "bg":
      return !filters.bg || flight.selectedBrand.checkedBaggageKg > 0;
  }
}

const GROUPS: readonly Group[] = ["st", "al", "dtw", "atw", "pmax", "bg"];

/** Flights that pass every filter (values within a group are alternatives). */
export function applyFlightFilters(
  flights: readonly FlightItem[],
  filters: FlightFilters,
  except?: Group,
): FlightItem[] {
  const groups = GROUPS.filter((group) => group !== except);
  return flights.filter((flight) => groups.every((group) => passes(group, filters, flight)));
}

export interface FlightFilterOption<Value extends string> {
  readonly value: Value;
  readonly count: number;
  readonly selected: boolean;
  /** A label from the data (airline names); translated labels come from the UI. */
  readonly label?: string;
}

export interface FlightFilterGroups {
  readonly st: readonly FlightFilterOption<Stops>[];
  readonly al: readonly FlightFilterOption<string>[];
  readonly dtw: readonly FlightFilterOption<TimeWindow>[];
  readonly atw: readonly FlightFilterOption<TimeWindow>[];
  /** Highest prices offered, in TRY major units, each with how many flights cost at most that. */
  readonly pmax: readonly FlightFilterOption<string>[];
  readonly bg: FlightFilterOption<"1">;
}

/** Round price steps for the price filter: the list's quartiles rounded up to a "nice" amount. */
export function priceSteps(totals: readonly number[]): number[] {
  if (totals.length === 0) return [];
  const sorted = [...totals].sort((a, b) => a - b);
  const steps = [0.25, 0.5, 0.75].map((share) => {
    const value = sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
    const unit = value >= 10_000 ? 1_000 : value >= 1_000 ? 100 : 10;
    return Math.ceil(value / unit) * unit;
  });
  return [...new Set(steps)].filter((step) => step < sorted.at(-1)!);
}

/**
 * Every filter's options with how many flights each would show given the other groups' choices
 * (faceted counts). Options no flight has are left out; a selected one stays so it can be removed.
 */
export function flightFilterOptions(flights: readonly FlightItem[], filters: FlightFilters): FlightFilterGroups {
  const counted = <Value extends string>(
    group: Group,
    values: readonly Value[],
    matches: (flight: FlightItem, value: Value) => boolean,
    selected: (value: Value) => boolean,
    label?: (value: Value) => string,
  ): FlightFilterOption<Value>[] => {
    const pool = applyFlightFilters(flights, filters, group);
    return values
      .map((value) => ({
        value,
        count: pool.filter((flight) => matches(flight, value)).length,
        selected: selected(value),
        ...(label ? { label: label(value) } : {}),
      }))
      .filter((option) => option.count > 0 || option.selected);
  };
  const airlines = new Map(flights.map((flight) => [airlineOf(flight).code, airlineOf(flight).displayName]));
  const airlineCodes = [...airlines.keys()].sort((a, b) => airlines.get(a)!.localeCompare(airlines.get(b)!, "tr"));
  for (const code of filters.al ?? []) if (!airlines.has(code)) airlineCodes.push(code);
  const steps = priceSteps(flights.map(totalMajor)).map(String);
  if (filters.pmax !== undefined && !steps.includes(String(filters.pmax))) steps.push(String(filters.pmax));
  const bgPool = applyFlightFilters(flights, filters, "bg");
  return {
    st: counted(
      "st",
      STOPS,
      (flight, value) => stopsOf(flight) === value,
      (value) => filters.st?.includes(value) ?? false,
    ),
    al: counted(
      "al",
      airlineCodes,
      (flight, code) => airlineOf(flight).code === code,
      (code) => filters.al?.includes(code) ?? false,
      (code) => airlines.get(code) ?? code,
    ),
    dtw: counted(
      "dtw",
      TIME_WINDOWS,
      (flight, window) => timeWindow(departure(flight)) === window,
      (window) => filters.dtw?.includes(window) ?? false,
    ),
    atw: counted(
      "atw",
      TIME_WINDOWS,
      (flight, window) => timeWindow(arrival(flight)) === window,
      (window) => filters.atw?.includes(window) ?? false,
    ),
    pmax: counted(
      "pmax",
      steps.sort((a, b) => Number(a) - Number(b)),
      (flight, step) => totalMajor(flight) <= Number(step),
      (step) => filters.pmax === Number(step),
    ),
    bg: {
      value: "1",
      count: bgPool.filter((flight) => flight.selectedBrand.checkedBaggageKg > 0).length,
      selected: filters.bg === "1",
    },
  };
}

/** Sorted copy; ties keep the Main API's order (cheapest, fewer stops, earlier). */
export function sortFlights(flights: readonly FlightItem[], sort: FlightSort = "cheapest"): FlightItem[] {
  const sorted = [...flights];
  switch (sort) {
    case "cheapest":
      return sorted.sort((a, b) => a.pricing.payment.total.amount - b.pricing.payment.total.amount);
    case "fastest":
      return sorted.sort((a, b) => a.durationMinutes - b.durationMinutes);
    // Local times of one origin (or one city's airports on one day): the text orders them.
    case "earliest":
      return sorted.sort((a, b) => departure(a).localeCompare(departure(b)));
    case "latest":
      return sorted.sort((a, b) => departure(b).localeCompare(departure(a)));
  }
}

/** How many filter values are chosen (for the phone's "Filters (3)"). */
export function chosenFilterCount(filters: FlightFilters): number {
  return (
    (filters.st?.length ?? 0) +
    (filters.al?.length ?? 0) +
    (filters.dtw?.length ?? 0) +
    (filters.atw?.length ?? 0) +
    (filters.pmax === undefined ? 0 : 1) +
    (filters.bg ? 1 : 0)
  );
}
