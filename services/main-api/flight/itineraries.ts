/**
 * Flight itineraries on a date: direct departures and one-stop connections on the same airline
 * through any airport, with a connection of 60 to 360 minutes. Schedules repeat by weekday; times
 * are local to each airport and converted through their time zones.
 */
import { MAX_CONNECTION_MINUTES, MIN_CONNECTION_MINUTES } from "../../inventory/data/flights";
import { distanceKm } from "../shared/geo";
import {
  addDays,
  clockMinutes,
  isoDate,
  type LocalDateTime,
  toEpoch,
  toLocal,
  weekdayIndex,
} from "../shared/local-time";

export interface ScheduleRow {
  flight_number: string;
  airline: string;
  origin: string;
  destination: string;
  departs_at: string;
  duration_minutes: number;
  distance_km: number;
  days_mask: number;
  economy_seats: number;
  business_seats: number;
}

export interface AirportRow {
  place_id: string;
  iata: string;
  name_tr: string;
  name_en: string;
  city_slug: string;
  city_name_tr: string;
  city_name_en: string;
  country_code: string;
  timezone: string;
  lat: number;
  lon: number;
}

export interface Leg {
  readonly schedule: ScheduleRow;
  /** Local departure date at the origin, YYYY-MM-DD. */
  readonly date: string;
  readonly departs: LocalDateTime;
  readonly arrives: LocalDateTime;
  readonly departEpoch: number;
  readonly arriveEpoch: number;
}

export type Itinerary = readonly Leg[];

/** A connection may add at most this much to the direct distance (no Istanbul–Frankfurt–Antalya). */
const MAX_DETOUR_FACTOR = 1.5;
const DETOUR_ALLOWANCE_KM = 300;

export const AIRPORT_COLUMNS =
  "place_id, iata, name_tr, name_en, city_slug, city_name_tr, city_name_en, country_code, timezone, lat, lon";

function operatesOn(schedule: ScheduleRow, date: LocalDateTime): boolean {
  return (schedule.days_mask & (1 << weekdayIndex(date))) !== 0;
}

/** The departure of a schedule on a local date at its origin. */
export function legOn(
  schedule: ScheduleRow,
  date: LocalDateTime,
  airports: ReadonlyMap<string, AirportRow>,
): Leg | undefined {
  const origin = airports.get(schedule.origin);
  const destination = airports.get(schedule.destination);
  if (!origin || !destination || !operatesOn(schedule, date)) return undefined;
  const minutes = clockMinutes(schedule.departs_at);
  const departs = { ...date, hour: Math.floor(minutes / 60), minute: minutes % 60 };
  const departEpoch = toEpoch(departs, origin.timezone);
  const arriveEpoch = departEpoch + schedule.duration_minutes * 60_000;
  return {
    schedule,
    date: isoDate(date),
    departs,
    arrives: toLocal(arriveEpoch, destination.timezone),
    departEpoch,
    arriveEpoch,
  };
}

const list = (values: readonly string[]) => JSON.stringify(values);

/** Airports (and the schedules between them) for the itineraries from origins to destinations on a date. */
export async function findItineraries(
  db: D1Database,
  origins: readonly string[],
  destinations: readonly string[],
  date: LocalDateTime,
): Promise<{ itineraries: Itinerary[]; airports: Map<string, AirportRow> }> {
  const [direct, connecting] = await db.batch([
    db
      .prepare(
        `SELECT * FROM flight_schedules
         WHERE origin IN (SELECT value FROM json_each(?1)) AND destination IN (SELECT value FROM json_each(?2))`,
      )
      .bind(list(origins), list(destinations)),
    db
      .prepare(
        `SELECT a.flight_number AS first, b.flight_number AS second FROM flight_schedules a
         JOIN flight_schedules b ON b.origin = a.destination AND b.airline = a.airline
         WHERE a.origin IN (SELECT value FROM json_each(?1)) AND b.destination IN (SELECT value FROM json_each(?2))
           AND a.destination NOT IN (SELECT value FROM json_each(?2))`,
      )
      .bind(list(origins), list(destinations)),
  ]);
  const directRows = (direct?.results ?? []) as ScheduleRow[];
  const pairs = (connecting?.results ?? []) as { first: string; second: string }[];
  const numbers = [...new Set(pairs.flatMap((pair) => [pair.first, pair.second]))];
  const connectingRows =
    numbers.length === 0
      ? []
      : (
          await db
            .prepare("SELECT * FROM flight_schedules WHERE flight_number IN (SELECT value FROM json_each(?1))")
            .bind(list(numbers))
            .all<ScheduleRow>()
        ).results;
  const schedules = new Map(connectingRows.map((row) => [row.flight_number, row]));
  const codes = new Set([...origins, ...destinations]);
  for (const row of [...directRows, ...connectingRows]) codes.add(row.origin).add(row.destination);
  const airportRows = await db
    .prepare(
      `SELECT ${AIRPORT_COLUMNS} FROM places WHERE kind = 'airport' AND iata IN (SELECT value FROM json_each(?1))`,
    )
    .bind(list([...codes]))
    .all<AirportRow>();
  const airports = new Map(airportRows.results.map((row) => [row.iata, row]));

  const itineraries: Itinerary[] = [];
  for (const row of directRows) {
    const leg = legOn(row, date, airports);
    if (leg) itineraries.push([leg]);
  }
  for (const pair of pairs) {
    const first = schedules.get(pair.first);
    const second = schedules.get(pair.second);
    if (!first || !second) continue;
    const from = airports.get(first.origin);
    const to = airports.get(second.destination);
    if (!from || !to) continue;
    const hub = airports.get(first.destination);
    // Connecting between two airports of one city is not a connection (IST → SAW → AYT).
    if (!hub || hub.city_slug === from.city_slug || hub.city_slug === to.city_slug) continue;
    const flown = first.distance_km + second.distance_km;
    if (flown > distanceKm(from, to) * MAX_DETOUR_FACTOR + DETOUR_ALLOWANCE_KM) continue;
    const leg1 = legOn(first, date, airports);
    if (!leg1) continue;
    for (const day of [leg1.arrives, addDays(leg1.arrives, 1)]) {
      const leg2 = legOn(second, { ...day, hour: 0, minute: 0 }, airports);
      if (!leg2) continue;
      const connection = (leg2.departEpoch - leg1.arriveEpoch) / 60_000;
      if (connection >= MIN_CONNECTION_MINUTES && connection <= MAX_CONNECTION_MINUTES) {
        itineraries.push([leg1, leg2]);
        break;
      }
    }
  }
  return { itineraries, airports };
}
