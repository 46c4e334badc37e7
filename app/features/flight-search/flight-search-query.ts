/**
 * The flight search URL (spec section 2): d_p, p_d, d_d, p_t, d_t, p_p, ppt, dpt, pa, ps, pi, pc,
 * fc. Origin and destination are IATA airport codes; ppt/dpt say whether the code stands for the
 * airport or for every airport of its city. Passenger counts: pa adults, ps students, pc children,
 * pi infants (at most one per adult). d_d present means a round trip.
 *
 * The search form without JavaScript sends what the visitor sees: a typed code or a chosen label
 * ("İstanbul Havalimanı (IST)", "İstanbul (IST, SAW)" for a whole city), ISO dates from the date
 * inputs and the trip type `tt`. Both schemas read those too and give the URL's own values.
 */
import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { FLIGHT_CABINS } from "~/../shared/contract/main-api/flight-cabins";
import { dashedDateAfter, dashedToIso, isoToDashed, parseDashedDate } from "~/lib/dates";
import { formText, refiningTransform } from "~/lib/forms/form-text";
import { type FormMessages, type FormReply, parseSubmission } from "~/lib/forms/submission";
import { clockTime, optionalParam, wholeNumber } from "~/lib/url-schemas";

export const PLACE_TYPES = ["airport", "city"] as const;
export type PlaceType = (typeof PLACE_TYPES)[number];
export type Cabin = (typeof FLIGHT_CABINS)[number];
const TRIP_TYPES = ["one-way", "round-trip"] as const;
export type TripType = (typeof TRIP_TYPES)[number];

/** Seated passengers (adults, students, children) one booking may hold; infants sit on a lap. */
export const MAX_SEATED = 9;
/** How far ahead flights are sold (the Main API's limit, docs/api/main-api.md "Flight search"). */
export const MAX_DAYS_AHEAD = 330;
/** Longer text is not a place anybody typed. */
const MAX_PLACE_TEXT = 200;

// ——— Places

/** Turkish dotted and dotless i folded so that "ıst" and "İST" read as IST. */
const foldCode = (text: string) =>
  text.replace(/ı/g, "i").replace(/İ/g, "I").normalize("NFD").replace(/\p{M}/gu, "").toUpperCase();
const CODE = /^[A-Z]{3}$/;
/** A label's codes in brackets at its end: "(IST)" for an airport, "(IST, SAW)" for a city. */
const LABEL_CODES = /\(\s*([A-Z]{3}(?:\s*,\s*[A-Z]{3})*)\s*\)$/;

export interface PlaceChoice {
  readonly code: string;
  /** The code stands for every airport of its city. */
  readonly city: boolean;
}

/** A typed code or a suggestion's label as the place searched; null when it names no code. */
export function readPlaceText(text: string): PlaceChoice | null {
  if (text.length > MAX_PLACE_TEXT) return null;
  const folded = foldCode(text.trim());
  if (CODE.test(folded)) return { code: folded, city: false };
  const codes = LABEL_CODES.exec(folded)?.[1]
    ?.split(",")
    .map((code) => code.trim());
  if (!codes?.[0]) return null;
  return { code: codes[0], city: codes.length > 1 };
}

/** What a visitor without JavaScript sees and sends for a place: its label with its code(s). */
export function placeLabel(name: string, codes: readonly string[]): string {
  return `${name} (${codes.join(", ")})`;
}

// ——— Dates and passengers

/** A DD-MM-YYYY date, or the ISO date a date input sends, as the URL's DD-MM-YYYY; null otherwise. */
export function readSearchDate(text: string): string | null {
  const value = text.trim();
  const dashed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? isoToDashed(value) : value;
  return /^\d{2}-\d{2}-\d{4}$/.test(dashed) && parseDashedDate(dashed) ? dashed : null;
}

export interface PassengerCounts {
  readonly adults: number;
  readonly students: number;
  readonly children: number;
  readonly infants: number;
}

export type PassengerProblem = "adults" | "infants" | "seats";

/** The party's rule that fails (in this order), or null: one adult at least, an adult per infant, 9 seats. */
export function passengerProblem(counts: PassengerCounts): PassengerProblem | null {
  if (counts.adults < 1) return "adults";
  if (counts.infants > counts.adults) return "infants";
  if (counts.adults + counts.students + counts.children > MAX_SEATED) return "seats";
  return null;
}

// ——— The URL as the results page reads it

const count = (min: number, absent: number) =>
  z.pipe(
    optionalParam(wholeNumber(min, MAX_SEATED)),
    z.transform((value: number | undefined) => value ?? absent),
  );

/** Text of at most `max` characters that `read` understands, or the issue `message`. */
const readText = <Value>(max: number, read: (text: string) => Value | null, message: string) =>
  z.pipe(
    z.string().check(z.maxLength(max)),
    refiningTransform((text: string, refuse) => {
      const value = read(text);
      if (value === null) refuse(message);
      return value ?? z.NEVER;
    }),
  );
const placeText = readText(MAX_PLACE_TEXT, readPlaceText, "place");
const searchDate = readText(10, readSearchDate, "date");

/**
 * The URL's keys, each read alone (a known key with a value it cannot read fails): what the
 * results page searches with. Missing places or dates are allowed here (the page then asks for
 * them); `readFlightSearch` checks the search as a whole, with messages.
 */
const queryFields = z.object({
  p_p: optionalParam(placeText),
  d_p: optionalParam(placeText),
  ppt: optionalParam(z.enum(PLACE_TYPES)),
  dpt: optionalParam(z.enum(PLACE_TYPES)),
  p_d: optionalParam(searchDate),
  d_d: optionalParam(searchDate),
  p_t: optionalParam(clockTime),
  d_t: optionalParam(clockTime),
  tt: optionalParam(z.enum(TRIP_TYPES)),
  pa: count(1, 1),
  ps: count(0, 0),
  pc: count(0, 0),
  pi: count(0, 0),
  fc: z.pipe(
    optionalParam(z.enum(FLIGHT_CABINS)),
    z.transform((value: Cabin | undefined) => value ?? "economy"),
  ),
});
type QueryFields = z.output<typeof queryFields>;

export const flightSearchQuerySchema = z.pipe(
  queryFields.check(
    z.refine((query: QueryFields) => query.pi <= query.pa, { path: ["pi"], message: "one infant per adult at most" }),
    z.refine((query: QueryFields) => query.pa + query.ps + query.pc <= MAX_SEATED, {
      path: ["pa"],
      message: "at most 9 seated passengers",
    }),
  ),
  z.transform(({ p_p, d_p, tt, ...query }: QueryFields) => ({
    ...query,
    p_p: p_p?.code,
    d_p: d_p?.code,
    ppt: p_p?.city ? ("city" as const) : query.ppt,
    dpt: d_p?.city ? ("city" as const) : query.dpt,
    d_d: tt === "one-way" ? undefined : query.d_d,
  })),
);

// ——— The search as a whole: the form's rules, with messages

export type FlightSearchCode =
  | "required"
  | "place"
  | "same-place"
  | "date"
  | "past"
  | "too-far"
  | "before-depart"
  | "passengers"
  | PassengerProblem
  | "unreadable";

export const FLIGHT_SEARCH_MESSAGES: FormMessages<FlightSearchCode> = {
  required: msg`Please fill in this field.`,
  place: msg`Choose an airport or city from the suggestions, or type its three-letter code.`,
  "same-place": msg`Choose a destination other than the departure.`,
  date: msg`Please enter a valid date.`,
  past: msg`The departure date cannot be in the past.`,
  "too-far": msg`Flights can be booked up to ${MAX_DAYS_AHEAD} days ahead.`,
  "before-depart": msg`The return date cannot be before the departure date.`,
  passengers: msg`Please choose a valid number of passengers.`,
  adults: msg`At least one adult must travel.`,
  infants: msg`Each infant flies on an adult's lap: at most one infant per adult.`,
  seats: msg`At most ${MAX_SEATED} passengers can book together, infants not counted.`,
  unreadable: msg`Part of this search could not be read. Please check it and search again.`,
};

/** A search the form or the URL describes completely: what the Main API is asked for. */
export interface ReadyFlightSearch {
  readonly p_p: string;
  readonly ppt: PlaceType;
  readonly d_p: string;
  readonly dpt: PlaceType;
  readonly p_d: string;
  readonly d_d: string | undefined;
  readonly p_t: string | undefined;
  readonly d_t: string | undefined;
  readonly pa: number;
  readonly ps: number;
  readonly pc: number;
  readonly pi: number;
  readonly fc: Cabin;
}

const FORM_KEYS = ["p_p", "d_p", "ppt", "dpt", "p_d", "d_d", "p_t", "d_t", "tt", "pa", "ps", "pc", "pi", "fc"] as const;

const countOf = (text: string, min: number) => {
  if (!/^\d{1,2}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= min && value <= MAX_SEATED ? value : null;
};

const formFields = z.object(
  Object.fromEntries(FORM_KEYS.map((key) => [key, formText])) as Record<(typeof FORM_KEYS)[number], typeof formText>,
);

/**
 * The form's rules over every field (`today` is the shop's ISO date in Istanbul): the codes go
 * on the field the visitor fixes (hidden keys' problems on the form), the output is the search.
 */
export function flightSearchFormSchema(today: string) {
  return z.pipe(
    formFields,
    refiningTransform((raw: z.output<typeof formFields>, refuse): ReadyFlightSearch => {
      const fail = (path: string | null, message: FlightSearchCode) => refuse(message, path === null ? [] : [path]);
      const place = (name: "p_p" | "d_p", typeName: "ppt" | "dpt") => {
        const text = raw[name].trim();
        if (!text) return fail(name, "required");
        const chosen = readPlaceText(text);
        if (!chosen) return fail(name, "place");
        const type = raw[typeName].trim();
        if (type && !(PLACE_TYPES as readonly string[]).includes(type)) return fail(null, "unreadable");
        return { code: chosen.code, type: chosen.city || type === "city" ? ("city" as const) : ("airport" as const) };
      };
      const from = place("p_p", "ppt");
      const to = place("d_p", "dpt");
      if (from && to && from.code === to.code) fail("d_p", "same-place");

      const tripType = raw.tt.trim();
      if (tripType && !(TRIP_TYPES as readonly string[]).includes(tripType)) fail(null, "unreadable");
      const roundTrip = tripType ? tripType === "round-trip" : raw.d_d.trim() !== "";
      const last = dashedToIso(dashedDateAfter(today, MAX_DAYS_AHEAD));
      const date = (name: "p_d" | "d_d", after: string) => {
        if (!raw[name].trim()) return fail(name, "required");
        const dashed = readSearchDate(raw[name]);
        if (!dashed) return fail(name, "date");
        const iso = dashedToIso(dashed);
        if (iso < after) return fail(name, name === "p_d" ? "past" : "before-depart");
        if (iso > last) return fail(name, "too-far");
        return dashed;
      };
      const depart = date("p_d", today);
      const back = roundTrip ? date("d_d", depart ? dashedToIso(depart) : today) : undefined;

      const time = (name: "p_t" | "d_t") => {
        const text = raw[name].trim();
        if (!text) return undefined;
        if (!clockTime.safeParse(text).success) fail(null, "unreadable");
        return text;
      };
      const [departTime, returnTime] = [time("p_t"), time("d_t")];

      const [adults, students, children, infants] = [
        raw.pa.trim() ? countOf(raw.pa, 0) : 1,
        raw.ps.trim() ? countOf(raw.ps, 0) : 0,
        raw.pc.trim() ? countOf(raw.pc, 0) : 0,
        raw.pi.trim() ? countOf(raw.pi, 0) : 0,
      ];
      let party: PassengerCounts | undefined;
      if (adults === null || students === null || children === null || infants === null) fail("pa", "passengers");
      else {
        party = { adults, students, children, infants };
        const problem = passengerProblem(party);
        if (problem) fail(problem === "infants" ? "pi" : "pa", problem);
      }
      const cabin = raw.fc.trim() || "economy";
      if (!(FLIGHT_CABINS as readonly string[]).includes(cabin)) fail("fc", "unreadable");

      if (!from || !to || !depart || (roundTrip && !back) || !party) return z.NEVER;
      return {
        p_p: from.code,
        ppt: from.type,
        d_p: to.code,
        dpt: to.type,
        p_d: depart,
        d_d: back ?? undefined,
        p_t: departTime,
        d_t: returnTime,
        pa: party.adults,
        ps: party.students,
        pc: party.children,
        pi: party.infants,
        fc: cabin === "business" ? "business" : "economy",
      };
    }),
  );
}

/** The keys a search is made of; a URL with none of them asks nothing yet. */
const SEARCH_KEYS = ["p_p", "d_p", "p_d", "d_d"] as const;

export type FlightSearchReading =
  | { readonly status: "empty" }
  | { readonly status: "ready"; readonly search: ReadyFlightSearch }
  /** `reply` is what `<FlightSearchForm reply>` shows: each field's error and the values as sent. */
  | { readonly status: "invalid"; readonly reply: FormReply<FlightSearchCode> };

/** The results URL's search with the form's rules and messages (`today`: the shop's ISO date). */
export function readFlightSearch(params: URLSearchParams, today: string): FlightSearchReading {
  if (!SEARCH_KEYS.some((key) => params.get(key))) return { status: "empty" };
  const form = new FormData();
  for (const [key, value] of params) form.append(key, value);
  const submission = parseSubmission(form, flightSearchFormSchema(today), FLIGHT_SEARCH_MESSAGES, "unreadable");
  return submission.status === "success"
    ? { status: "ready", search: submission.value }
    : { status: "invalid", reply: submission.reply() };
}

/** The results URL's query for a search, keys in the spec's order (dates DD-MM-YYYY). */
export function flightSearchParams(search: ReadyFlightSearch, extra: { readonly nonStop?: boolean } = {}) {
  const params = new URLSearchParams({ p_p: search.p_p, ppt: search.ppt, d_p: search.d_p, dpt: search.dpt });
  params.set("p_d", search.p_d);
  if (search.d_d) params.set("d_d", search.d_d);
  if (search.p_t) params.set("p_t", search.p_t);
  if (search.d_t) params.set("d_t", search.d_t);
  params.set("pa", String(search.pa));
  params.set("ps", String(search.ps));
  params.set("pc", String(search.pc));
  params.set("pi", String(search.pi));
  params.set("fc", search.fc);
  // The results page's non-stop filter (app/features/flight-results/flight-filters.ts).
  if (extra.nonStop) params.set("st", "0");
  return params;
}
