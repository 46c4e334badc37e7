/**
 * Flight fares: per leg, a fixed part plus a rate per km, times the airline's price level, the
 * fare brand and late-booking demand, rounded to whole lira; then per passenger type. Seats per
 * brand are the cabin's seats times the brand's share, less those sold.
 */
import { DEMAND_BY_DAYS_AHEAD, FARE_BASE, FARE_PER_KM, PASSENGER_FARE_PERMILLE } from "../../inventory/data/flights";
import { applyPermille } from "../shared/money";
import type { Itinerary, Leg } from "./itineraries";

export interface BrandRow {
  code: string;
  name: string;
  cabin: "economy" | "business";
  factor_permille: number;
  checked_baggage_kg: number;
  cabin_baggage_kg: number;
  changeable: number;
  change_fee: number;
  refundable: number;
  refund_penalty_permille: number;
  seat_selection: number;
  seat_share_permille: number;
}

export interface Passengers {
  readonly adults: number;
  readonly students: number;
  readonly children: number;
  readonly infants: number;
}

function demandPermille(departEpoch: number, now: number): number {
  const daysAhead = (departEpoch - now) / 86_400_000;
  return DEMAND_BY_DAYS_AHEAD.find((row) => daysAhead < row.underDays)?.factorPermille ?? 1000;
}

/** Adult fare of one leg in one brand, TRY minor units. */
function legAdultFare(leg: Leg, brand: BrandRow, airlineLevelPermille: number, now: number): number {
  let fare = FARE_BASE + FARE_PER_KM * leg.schedule.distance_km;
  for (const factor of [airlineLevelPermille, brand.factor_permille, demandPermille(leg.departEpoch, now)]) {
    fare = applyPermille(fare, factor);
  }
  return Math.round(fare / 100) * 100;
}

export interface ItineraryPrice {
  readonly adultFare: number;
  readonly total: number;
  readonly byPassenger: {
    readonly type: keyof typeof PASSENGER_FARE_PERMILLE;
    readonly count: number;
    readonly fare: number;
  }[];
}

export function priceItinerary(
  itinerary: Itinerary,
  brand: BrandRow,
  airlineLevel: (code: string) => number,
  passengers: Passengers,
  now: number,
): ItineraryPrice {
  const adultFare = itinerary.reduce(
    (sum, leg) => sum + legAdultFare(leg, brand, airlineLevel(leg.schedule.airline), now),
    0,
  );
  const byPassenger = (
    [
      ["adult", passengers.adults],
      ["student", passengers.students],
      ["child", passengers.children],
      ["infant", passengers.infants],
    ] as const
  )
    .filter(([, count]) => count > 0)
    .map(([type, count]) => ({ type, count, fare: applyPermille(adultFare, PASSENGER_FARE_PERMILLE[type]) }));
  return { adultFare, total: byPassenger.reduce((sum, row) => sum + row.fare * row.count, 0), byPassenger };
}

/** Seats left in a brand on a leg. */
export function seatsLeft(leg: Leg, brand: BrandRow, sold: ReadonlyMap<string, number>): number {
  const cabinSeats = brand.cabin === "business" ? leg.schedule.business_seats : leg.schedule.economy_seats;
  const allotment = Math.floor((cabinSeats * brand.seat_share_permille) / 1000);
  return allotment - (sold.get(`${leg.schedule.flight_number}|${leg.date}|${brand.code}`) ?? 0);
}

export async function loadSeatsSold(db: D1Database, legs: readonly Leg[]): Promise<Map<string, number>> {
  if (legs.length === 0) return new Map();
  const keys = [...new Set(legs.map((leg) => `${leg.schedule.flight_number}|${leg.date}`))];
  const { results } = await db
    .prepare(
      `SELECT flight_number, date, brand, sold FROM flight_seats_sold
       WHERE flight_number || '|' || date IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(keys))
    .all<{ flight_number: string; date: string; brand: string; sold: number }>();
  return new Map(results.map((row) => [`${row.flight_number}|${row.date}|${row.brand}`, row.sold]));
}
