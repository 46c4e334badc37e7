/**
 * Flight search, brands and ticket rules. Offers are stored as their legs (flight number and
 * date) and cabin; prices and seats are always recomputed from the schedules and seats sold.
 */
import { placeName } from "../../maps/places";
import { ApiError } from "../errors";
import { dashedDate, formatLocal, parseIsoDate } from "../shared/local-time";
import {
  AIRPORT_COLUMNS,
  type AirportRow,
  findItineraries,
  type Itinerary,
  legOn,
  type ScheduleRow,
} from "./itineraries";
import { type BrandRow, loadSeatsSold, type Passengers, priceItinerary, seatsLeft } from "./fares";
import type { FlightSearchRequest } from "./request";

const FLIGHT_SEARCH_TTL_MS = 2 * 60 * 60 * 1000;
const MAX_RESULTS_PER_DIRECTION = 60;

interface StoredLeg {
  readonly f: string;
  readonly d: string;
}
interface StoredOffer {
  readonly legs: readonly StoredLeg[];
  readonly cabin: "economy" | "business";
  readonly direction: "outbound" | "inbound";
}

interface Catalogue {
  brands: BrandRow[];
  airlines: Map<string, { code: string; display_name: string; price_level_permille: number }>;
}

async function catalogue(db: D1Database): Promise<Catalogue> {
  const [brands, airlines] = await db.batch([
    db.prepare("SELECT * FROM fare_brands ORDER BY factor_permille"),
    db.prepare("SELECT code, display_name, price_level_permille FROM airlines"),
  ]);
  return {
    brands: (brands?.results ?? []) as BrandRow[],
    airlines: new Map(
      ((airlines?.results ?? []) as { code: string; display_name: string; price_level_permille: number }[]).map(
        (row) => [row.code, row],
      ),
    ),
  };
}

/** The airports a code stands for: the airport itself, or every airport of its city. */
async function airportsFor(db: D1Database, code: string, type: "airport" | "city"): Promise<string[]> {
  const airport = await db
    .prepare("SELECT iata, city_slug FROM places WHERE kind = 'airport' AND iata = ?1")
    .bind(code)
    .first<{ iata: string; city_slug: string }>();
  if (!airport) throw new ApiError("UNKNOWN_AIRPORT", `Unknown airport ${code}`);
  if (type === "airport") return [airport.iata];
  const { results } = await db
    .prepare("SELECT iata FROM places WHERE kind = 'airport' AND city_slug = ?1 ORDER BY iata")
    .bind(airport.city_slug)
    .all<{ iata: string }>();
  return results.map((row) => row.iata);
}

function flightCode(legs: readonly StoredLeg[], cabin: string): string {
  const text = `${legs.map((leg) => `${leg.f}@${leg.d}`).join("+")}#${cabin}`;
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  for (let i = 0; i < text.length; i++) {
    a = Math.imul(a ^ text.charCodeAt(i), 0x01000193) >>> 0;
    b = Math.imul(b ^ text.charCodeAt(i), 0x5bd1e995) >>> 0;
  }
  return `F${a.toString(36).padStart(7, "0")}${b.toString(36).padStart(7, "0")}`.toUpperCase();
}

interface PricedItinerary {
  readonly itinerary: Itinerary;
  readonly brand: BrandRow;
  readonly price: ReturnType<typeof priceItinerary>;
  readonly seats: number;
}

/** Each brand of the cabin that still has a seat for every seated passenger on every leg. */
function pricedBrands(
  itinerary: Itinerary,
  cabin: string,
  cat: Catalogue,
  sold: ReadonlyMap<string, number>,
  passengers: Passengers & { seated: number },
  now: number,
): PricedItinerary[] {
  const level = (code: string) => cat.airlines.get(code)?.price_level_permille ?? 1000;
  return cat.brands
    .filter((brand) => brand.cabin === cabin)
    .flatMap((brand) => {
      const seats = Math.min(...itinerary.map((leg) => seatsLeft(leg, brand, sold)));
      if (seats < passengers.seated) return [];
      return [{ itinerary, brand, seats, price: priceItinerary(itinerary, brand, level, passengers, now) }];
    });
}

function brandView(brand: BrandRow) {
  return {
    code: brand.code,
    name: brand.name,
    cabin: brand.cabin,
    checkedBaggageKg: brand.checked_baggage_kg,
    cabinBaggageKg: brand.cabin_baggage_kg,
    changeable: brand.changeable === 1,
    refundable: brand.refundable === 1,
    seatSelection: brand.seat_selection === 1,
  };
}

/** The legs as the traveller sees them: airports named in the search's language, local times. */
function segmentsView(
  itinerary: Itinerary,
  airports: ReadonlyMap<string, AirportRow>,
  cat: Catalogue,
  language: string,
) {
  const place = (code: string) => {
    const airport = airports.get(code);
    return {
      code,
      ...(airport ? placeName(airport, language) : { name: code, cityName: code }),
      countryCode: airport?.country_code ?? "",
    };
  };
  return itinerary.map((leg) => ({
    origin: place(leg.schedule.origin),
    destination: place(leg.schedule.destination),
    marketingAirline: {
      code: leg.schedule.airline,
      displayName: cat.airlines.get(leg.schedule.airline)?.display_name ?? leg.schedule.airline,
    },
    flightNumber: leg.schedule.flight_number,
    departure: formatLocal(leg.departs),
    arrival: formatLocal(leg.arrives),
    durationMinutes: leg.schedule.duration_minutes,
  }));
}

function itemView(
  priced: PricedItinerary,
  airports: ReadonlyMap<string, AirportRow>,
  cat: Catalogue,
  request: FlightSearchRequest,
  searchId: string,
  direction: "outbound" | "inbound",
  language: string,
) {
  const { itinerary } = priced;
  const first = itinerary[0]!;
  const last = itinerary[itinerary.length - 1]!;
  return {
    code: flightCode(
      itinerary.map((leg) => ({ f: leg.schedule.flight_number, d: leg.date })),
      request.cabin,
    ),
    searchID: searchId,
    direction,
    flightType: request.return ? "round_trip" : "one_way",
    cabinType: request.cabin,
    stop: itinerary.length - 1,
    provider: { code: `direct-${first.schedule.airline}` },
    segments: segmentsView(itinerary, airports, cat, language),
    durationMinutes: Math.round((last.arriveEpoch - first.departEpoch) / 60_000),
    selectedBrand: brandView(priced.brand),
    seatsLeft: priced.seats,
    pricing: {
      payment: {
        total: { amount: priced.price.total, currency: "TRY" },
        currency: "TRY",
        perPassenger: priced.price.byPassenger.map((row) => ({
          type: row.type,
          count: row.count,
          fare: { amount: row.fare, currency: "TRY" },
        })),
      },
    },
    search: {
      departDate: dashedDate(request.depart),
      returnDate: request.return ? dashedDate(request.return) : null,
    },
  };
}

async function searchDirection(
  db: D1Database,
  request: FlightSearchRequest,
  cat: Catalogue,
  direction: "outbound" | "inbound",
  now: number,
) {
  const [from, to] =
    direction === "outbound" ? [request.origin, request.destination] : [request.destination, request.origin];
  const [fromType, toType] =
    direction === "outbound"
      ? [request.originType, request.destinationType]
      : [request.destinationType, request.originType];
  const date = direction === "outbound" ? request.depart : request.return!;
  const [origins, destinations] = await Promise.all([airportsFor(db, from, fromType), airportsFor(db, to, toType)]);
  const { itineraries, airports } = await findItineraries(db, origins, destinations, date);
  const bookable = itineraries.filter((itinerary) => itinerary[0]!.departEpoch > now + 2 * 60 * 60 * 1000);
  const sold = await loadSeatsSold(db, bookable.flat());
  const cheapest = bookable
    .map((itinerary) => pricedBrands(itinerary, request.cabin, cat, sold, request, now)[0])
    .filter((priced): priced is PricedItinerary => priced !== undefined)
    .sort(
      (a, b) =>
        a.price.total - b.price.total ||
        a.itinerary.length - b.itinerary.length ||
        a.itinerary[0]!.departEpoch - b.itinerary[0]!.departEpoch,
    )
    .slice(0, MAX_RESULTS_PER_DIRECTION);
  return { priced: cheapest, airports };
}

export async function searchFlights(db: D1Database, request: FlightSearchRequest, now: number) {
  const cat = await catalogue(db);
  const searchId = crypto.randomUUID();
  const outbound = await searchDirection(db, request, cat, "outbound", now);
  const inbound = request.return ? await searchDirection(db, request, cat, "inbound", now) : undefined;
  const language = request.language;
  const results = outbound.priced.map((priced) =>
    itemView(priced, outbound.airports, cat, request, searchId, "outbound", language),
  );
  const returnResults = inbound
    ? inbound.priced.map((priced) => itemView(priced, inbound.airports, cat, request, searchId, "inbound", language))
    : [];
  const offers: Record<string, StoredOffer> = {};
  for (const [list, source] of [
    [results, outbound.priced],
    [returnResults, inbound?.priced ?? []],
  ] as const) {
    list.forEach((item, index) => {
      offers[item.code] = {
        legs: source[index]!.itinerary.map((leg) => ({ f: leg.schedule.flight_number, d: leg.date })),
        cabin: request.cabin,
        direction: item.direction,
      };
    });
  }
  const { depart: _depart, return: _return, seated: _seated, ...raw } = request;
  await db
    .prepare(
      "INSERT INTO searches (id, kind, request, offers, created_at, quoted_at, expires_at) VALUES (?1, 'flight', ?2, ?3, ?4, ?4, ?5)",
    )
    .bind(searchId, JSON.stringify(raw), JSON.stringify(offers), now, now + FLIGHT_SEARCH_TTL_MS)
    .run();
  return { searchID: searchId, results, returnResults, error: null };
}

/** Loads a stored flight offer and rebuilds its legs and seat counts from the schedules. */
async function storedOffer(db: D1Database, searchId: string, code: string, now: number) {
  const search = await db
    .prepare("SELECT request, offers, expires_at FROM searches WHERE id = ?1 AND kind = 'flight'")
    .bind(searchId)
    .first<{ request: string; offers: string; expires_at: number }>();
  if (!search) throw new ApiError("PRODUCT_NOT_FOUND", "No such flight search");
  if (search.expires_at <= now) throw new ApiError("SEARCH_EXPIRED", "The search has expired; please search again");
  const offers = JSON.parse(search.offers) as Record<string, StoredOffer>;
  const offer = Object.hasOwn(offers, code) ? offers[code] : undefined;
  if (!offer) throw new ApiError("PRODUCT_NOT_FOUND", "No such flight in this search");
  const passengers = JSON.parse(search.request) as Passengers & { cabin: string; language: string };
  const { results: schedules } = await db
    .prepare("SELECT * FROM flight_schedules WHERE flight_number IN (SELECT value FROM json_each(?1))")
    .bind(JSON.stringify(offer.legs.map((leg) => leg.f)))
    .all<ScheduleRow>();
  const codes = [...new Set(schedules.flatMap((row) => [row.origin, row.destination]))];
  const { results: airportRows } = await db
    .prepare(
      `SELECT ${AIRPORT_COLUMNS} FROM places WHERE kind = 'airport' AND iata IN (SELECT value FROM json_each(?1))`,
    )
    .bind(JSON.stringify(codes))
    .all<AirportRow>();
  const airports = new Map(airportRows.map((row) => [row.iata, row]));
  const itinerary = offer.legs.map((stored) => {
    const schedule = schedules.find((row) => row.flight_number === stored.f);
    const date = parseIsoDate(stored.d);
    const leg = schedule && date ? legOn(schedule, date, airports) : undefined;
    if (!leg) throw new ApiError("OFFER_UNAVAILABLE", "This flight no longer operates");
    return leg;
  });
  const sold = await loadSeatsSold(db, itinerary);
  const seated = passengers.adults + passengers.students + passengers.children;
  return { offer, itinerary, sold, airports, language: passengers.language, passengers: { ...passengers, seated } };
}

/** Every brand of the flight's cabin still bookable for the search's passengers, cheapest first. */
export async function extraBrands(db: D1Database, searchId: string, code: string, now: number) {
  const cat = await catalogue(db);
  const { offer, itinerary, sold, passengers } = await storedOffer(db, searchId, code, now);
  const brands = pricedBrands(itinerary, offer.cabin, cat, sold, passengers, now);
  if (brands.length === 0) throw new ApiError("OFFER_UNAVAILABLE", "This flight is sold out");
  return {
    code,
    searchID: searchId,
    brands: brands.map((priced) => ({
      ...brandView(priced.brand),
      seatsLeft: priced.seats,
      total: { amount: priced.price.total, currency: "TRY" },
    })),
  };
}

/** Baggage, change and refund rules of a brand on this flight, with the fees in TRY. */
export async function ticketRules(
  db: D1Database,
  searchId: string,
  code: string,
  brandCode: string | undefined,
  now: number,
) {
  const cat = await catalogue(db);
  const { offer, itinerary, sold, passengers } = await storedOffer(db, searchId, code, now);
  const brands = pricedBrands(itinerary, offer.cabin, cat, sold, passengers, now);
  const chosen = brandCode ? brands.find((priced) => priced.brand.code === brandCode) : brands[0];
  if (!chosen) throw new ApiError("OFFER_UNAVAILABLE", "This fare brand is not available on this flight");
  const { brand, price } = chosen;
  const refundPenalty = Math.round((price.total * brand.refund_penalty_permille) / 1000);
  return {
    code,
    searchID: searchId,
    brand: brandView(brand),
    rules: {
      baggage: { checkedKg: brand.checked_baggage_kg, cabinKg: brand.cabin_baggage_kg, perPassenger: true },
      change: brand.changeable
        ? { allowed: true, feePerPassenger: { amount: brand.change_fee, currency: "TRY" }, plusFareDifference: true }
        : { allowed: false },
      refund: brand.refundable
        ? {
            allowed: true,
            penalty: { amount: refundPenalty, currency: "TRY" },
            refund: { amount: price.total - refundPenalty, currency: "TRY" },
          }
        : { allowed: false, taxesRefundable: true },
      infants: "Infants under 2 travel on an adult's lap with 10 kg of baggage.",
    },
    total: { amount: price.total, currency: "TRY" },
  };
}

/**
 * A flight offer as the basket needs it: re-priced now in the chosen brand (the cheapest when
 * none is named), the seats it would take on each leg, and what the traveller sees.
 */
export async function quoteFlight(
  db: D1Database,
  searchId: string,
  code: string,
  brandCode: string | undefined,
  now: number,
) {
  const cat = await catalogue(db);
  const { offer, itinerary, sold, passengers, airports, language } = await storedOffer(db, searchId, code, now);
  if (itinerary[0]!.departEpoch <= now + 2 * 60 * 60 * 1000) {
    throw new ApiError("OFFER_UNAVAILABLE", "This flight departs too soon to be booked");
  }
  const brands = pricedBrands(itinerary, offer.cabin, cat, sold, passengers, now);
  const chosen = brandCode ? brands.find((priced) => priced.brand.code === brandCode) : brands[0];
  if (!chosen) throw new ApiError("OFFER_UNAVAILABLE", "No seats are left in this fare on this flight");
  return {
    total: chosen.price.total,
    brand: chosen.brand,
    seated: passengers.seated,
    passengers: {
      adults: passengers.adults,
      students: passengers.students,
      children: passengers.children,
      infants: passengers.infants,
    },
    departEpoch: itinerary[0]!.departEpoch,
    arriveEpoch: itinerary.at(-1)!.arriveEpoch,
    direction: offer.direction,
    legs: itinerary.map((leg) => ({
      flightNumber: leg.schedule.flight_number,
      date: leg.date,
      brand: chosen.brand.code,
    })),
    product: {
      code,
      searchID: searchId,
      type: "flight" as const,
      cabinType: offer.cabin,
      direction: offer.direction,
      selectedBrand: brandView(chosen.brand),
      segments: segmentsView(itinerary, airports, cat, language),
      durationMinutes: Math.round((itinerary.at(-1)!.arriveEpoch - itinerary[0]!.departEpoch) / 60_000),
      passengers: chosen.price.byPassenger,
      pricing: { payment: { total: { amount: chosen.price.total, currency: "TRY" }, currency: "TRY" } },
      rules: {
        refundable: chosen.brand.refundable === 1,
        refundPenaltyPermille: chosen.brand.refund_penalty_permille,
        changeable: chosen.brand.changeable === 1,
        changeFee: chosen.brand.change_fee,
      },
    },
  };
}
