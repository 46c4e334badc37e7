/**
 * The deterministic inventory seed: places, rental companies, offices, fleet, rates, extras,
 * campaigns and exchange rates, as SQL statements. Same code, same output: the PRNG is seeded
 * and every list is iterated in a fixed order. Bump SEED_VERSION when the output changes; the
 * start script reseeds a local database whose version differs.
 */
import { foldText } from "../../maps/fold-text";
import {
  CAR_CLASSES,
  CAR_MODELS,
  CLASS_BASE_DAILY_RATE,
  CLASS_DEPOSIT,
  CLASS_MIN_AGE,
  EXCHANGE_RATES_MICRO_TRY,
  EXTRAS,
  LENGTH_DISCOUNTS,
  PACKAGES,
  SEASON_PERMILLE_BY_MONTH,
  SUPPLIERS,
  type CarModelSeed,
  type DeliveryType,
  type SupplierSeed,
} from "../data/cars";
import { placeNames } from "../data/place-names";
import { SEARCH_CAMPAIGNS } from "../data/campaigns";
import {
  DISTRICTS,
  INTERNATIONAL_AIRPORTS,
  INTERNATIONAL_CITIES,
  TURKISH_AIRPORTS,
  TURKISH_CITIES,
  type AirportSeed,
  type CitySeed,
} from "../data/places";
import { AIRLINES, BUSINESS_SEATS, ECONOMY_SEATS, FARE_BRANDS, FOREIGN_AIRLINE_DESTINATIONS } from "../data/flights";
import { contentStatements } from "../../content/seed";
import { integerBetween, pick, seededRandom } from "./random";
import { reviewStatements, seedReviews } from "./reviews";
import { insertStatements, type SqlValue } from "./sql";

export const SEED_VERSION = "inventory-12";

/**
 * Tables cleared before every reseed: the seed's own, and stored searches (their offers point at
 * offices and flights that may change). Bookings and seats sold are visitors' data and stay.
 */
const SEED_TABLES = [
  "searches",
  "content_entries",
  "flight_schedules",
  "fare_brands",
  "airlines",
  "fleet",
  "offices",
  "car_extras",
  "search_campaigns",
  "exchange_rates",
  "length_discounts",
  "season_factors",
  "car_packages",
  "car_classes",
  "car_models",
  "suppliers",
  "places",
] as const;

/** Airports every company serves: the busiest leisure and business gateways. */
const MAJOR_AIRPORTS = new Set(["IST", "SAW", "AYT", "ADB", "ESB", "DLM", "BJV", "GZP"]);
const MAJOR_CITIES = new Set(["istanbul", "ankara", "izmir", "antalya", "mugla", "bursa", "adana", "trabzon"]);

export interface PlaceRow {
  placeId: string;
  kind: "airport" | "city" | "district" | "landmark";
  nameTr: string;
  nameEn: string;
  city: CitySeed;
  iata: string | null;
  lat: number;
  lon: number;
  timezone: string;
  rank: number;
}

const ALL_CITIES = [...TURKISH_CITIES, ...INTERNATIONAL_CITIES];
const CITY_BY_SLUG = new Map(ALL_CITIES.map((city) => [city.slug, city]));

function cityOf(slug: string): CitySeed {
  const city = CITY_BY_SLUG.get(slug);
  if (!city) throw new Error(`Unknown city slug "${slug}"`);
  return city;
}

function airportPlaceId(airport: AirportSeed): string {
  return `apt:${airport.iata}`;
}

/** Every place, in a fixed order. */
export function placeRows(): PlaceRow[] {
  const rows: PlaceRow[] = [];
  for (const city of ALL_CITIES) {
    rows.push({
      placeId: `city:${city.slug}`,
      kind: "city",
      nameTr: city.name.tr,
      nameEn: city.name.en,
      city,
      iata: null,
      lat: city.lat,
      lon: city.lon,
      timezone: city.timezone,
      rank: 20 + Math.min(60, Math.round((city.population ?? 0) / 250_000)),
    });
  }
  for (const airport of [...TURKISH_AIRPORTS, ...INTERNATIONAL_AIRPORTS]) {
    rows.push({
      placeId: airportPlaceId(airport),
      kind: "airport",
      nameTr: airport.name.tr,
      nameEn: airport.name.en,
      city: cityOf(airport.citySlug),
      iata: airport.iata,
      lat: airport.lat,
      lon: airport.lon,
      timezone: airport.timezone,
      rank: 70 + (MAJOR_AIRPORTS.has(airport.iata) ? 30 : 0),
    });
  }
  for (const district of DISTRICTS) {
    const city = cityOf(district.citySlug);
    rows.push({
      placeId: `dist:${district.slug}`,
      kind: district.kind,
      nameTr: district.name.tr,
      nameEn: district.name.en,
      city,
      iata: null,
      lat: district.lat,
      lon: district.lon,
      timezone: city.timezone,
      rank: district.kind === "landmark" ? 15 : 10,
    });
  }
  return rows;
}

function supplierLogo(supplier: SupplierSeed): string {
  const initials = supplier.name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 40" role="img" aria-label="${supplier.name}">` +
    `<rect width="120" height="40" rx="8" fill="${supplier.colour}"/>` +
    `<text x="60" y="27" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="#fff">${initials}</text>` +
    `</svg>`
  );
}

export interface OfficeRow {
  id: string;
  supplier: SupplierSeed;
  place: PlaceRow;
  lat: number;
  lon: number;
  deliveryType: DeliveryType;
  rating: number;
  ratingParticipants: number;
  opensAt: string;
  closesAt: string;
  street: string;
}

const STREETS = [
  "Atatürk Cad.",
  "Cumhuriyet Cad.",
  "İstiklal Cad.",
  "Gazi Bulvarı",
  "Fevzi Çakmak Cad.",
  "İnönü Cad.",
  "Mimar Sinan Cad.",
];

/** Offices of every company: at airports (in or near the terminal) and in city and district centres. */
export function officeRows(places: readonly PlaceRow[] = placeRows()): OfficeRow[] {
  const rows: OfficeRow[] = [];
  const turkish = places.filter((place) => place.city.countryCode === "TR");
  SUPPLIERS.forEach((supplier, supplierIndex) => {
    const random = seededRandom(1000 + supplierIndex);
    for (const place of turkish) {
      let chance = supplier.coveragePermille / 1000;
      if (place.kind === "airport" && MAJOR_AIRPORTS.has(place.iata ?? "")) chance = 1;
      else if (place.kind === "city") chance *= MAJOR_CITIES.has(place.city.slug) ? 1 : 0.45;
      else if (place.kind === "district") chance *= 0.35;
      else if (place.kind === "landmark") chance = 0;
      if (random() >= chance) continue;
      const atAirport = place.kind === "airport";
      // Offices sit a little away from the place's reference point: in the terminal (~300 m)
      // or somewhere in the centre (~1.5 km).
      const spread = atAirport ? 0.003 : 0.014;
      const deliveryType: DeliveryType = atAirport
        ? pick(random, supplier.deliveryTypes.filter((type) => type !== "office").concat(["in-terminal"]))
        : "office";
      const roundTheClock = atAirport && deliveryType !== "shuttle";
      rows.push({
        id: `${supplier.id}--${place.placeId.replace(/[:]/g, "-").toLowerCase()}`,
        supplier,
        place,
        lat: Math.round((place.lat + (random() - 0.5) * spread) * 1e5) / 1e5,
        lon: Math.round((place.lon + (random() - 0.5) * spread) * 1e5) / 1e5,
        deliveryType,
        rating: Math.min(5, Math.max(3, Math.round((supplier.rating + (random() - 0.5) * 0.6) * 10) / 10)),
        ratingParticipants: integerBetween(random, 12, 900),
        opensAt: roundTheClock ? "00:00" : atAirport ? "06:00" : pick(random, ["08:00", "08:30", "09:00"]),
        closesAt: roundTheClock ? "24:00" : atAirport ? "23:59" : pick(random, ["19:00", "20:00", "21:00"]),
        street: `${pick(random, STREETS)} No:${integerBetween(random, 1, 240)}`,
      });
    }
  });
  return rows;
}

const CLASS_WEIGHT: Record<string, number> = {
  economy: 6,
  mid: 4,
  upper: 2,
  luxury: 1,
  suv: 3,
  panelvan: 1,
  convertible: 1,
};

/** Which models each office rents out and how many units of each. */
export function fleetRows(offices: readonly OfficeRow[]): { officeId: string; model: CarModelSeed; units: number }[] {
  const rows: { officeId: string; model: CarModelSeed; units: number }[] = [];
  offices.forEach((office, index) => {
    const random = seededRandom(50_000 + index);
    const weighted = CAR_MODELS.flatMap((model) => Array<CarModelSeed>(CLASS_WEIGHT[model.carClass] ?? 1).fill(model));
    const chosen = new Map<string, CarModelSeed>();
    const economy = CAR_MODELS.filter((model) => model.carClass === "economy");
    while (chosen.size < 2) {
      const model = pick(random, economy);
      chosen.set(model.id, model);
    }
    const target = integerBetween(random, 7, 12);
    while (chosen.size < target) {
      const model = pick(random, weighted);
      chosen.set(model.id, model);
    }
    for (const model of [...chosen.values()].sort((a, b) => a.id.localeCompare(b.id))) {
      rows.push({ officeId: office.id, model, units: integerBetween(random, 1, 6) });
    }
  });
  return rows;
}

function greatCircleKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export interface ScheduleRow {
  flightNumber: string;
  airline: string;
  origin: string;
  destination: string;
  departsAt: string;
  durationMinutes: number;
  distanceKm: number;
  daysMask: number;
  economySeats: number;
  businessSeats: number;
}

const EVERY_DAY = 0b1111111;

/**
 * Recurring departures: Turkish airlines from their hubs to Turkish airports and abroad, foreign
 * airlines from their hubs to the main Turkish airports; every route in both directions.
 */
export function scheduleRows(): ScheduleRow[] {
  const airports = new Map([...TURKISH_AIRPORTS, ...INTERNATIONAL_AIRPORTS].map((airport) => [airport.iata, airport]));
  const rows: ScheduleRow[] = [];
  AIRLINES.forEach((airline, airlineIndex) => {
    const random = seededRandom(90_000 + airlineIndex);
    let nextNumber = 100 + airlineIndex * 7;
    const routes = new Set<string>();
    for (const hub of airline.hubs) {
      const hubAirport = airports.get(hub);
      if (!hubAirport) throw new Error(`Unknown hub ${hub}`);
      const foreign = hubAirport.countryCode !== "TR";
      const destinations = foreign
        ? FOREIGN_AIRLINE_DESTINATIONS.map((code) => airports.get(code)!)
        : [
            ...(airline.network !== "international" ? TURKISH_AIRPORTS : []),
            ...(airline.network !== "domestic" ? INTERNATIONAL_AIRPORTS : []),
          ];
      for (const destination of destinations) {
        if (destination.iata === hub) continue;
        const key = [hub, destination.iata].sort().join("-");
        if (routes.has(key)) continue;
        const international = destination.countryCode !== hubAirport.countryCode;
        let chance = airline.coveragePermille / 1000;
        if (foreign) chance = destination.iata === "IST" ? 1 : 0.45;
        else if (international && !["IST", "SAW"].includes(hub)) chance *= 0.35;
        if (random() >= chance) continue;
        routes.add(key);
        const distanceKm = Math.round(greatCircleKm(hubAirport, destination));
        const durationMinutes = Math.round((25 + (distanceKm / 780) * 60) / 5) * 5;
        const busy = MAJOR_AIRPORTS.has(hub) && MAJOR_AIRPORTS.has(destination.iata);
        const frequency = busy ? integerBetween(random, 3, 5) : integerBetween(random, 1, 2);
        const daysMask = frequency === 1 && random() < 0.4 ? 0b1010101 : EVERY_DAY;
        for (let i = 0; i < frequency; i++) {
          for (const [from, to] of [
            [hub, destination.iata],
            [destination.iata, hub],
          ] as const) {
            const raw = 5 * 60 + Math.floor(((i + random()) / frequency) * 17 * 60);
            const minute = raw - (raw % 5);
            rows.push({
              flightNumber: `${airline.code}${nextNumber++}`,
              airline: airline.code,
              origin: from,
              destination: to,
              departsAt: `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`,
              durationMinutes,
              distanceKm,
              daysMask,
              economySeats: ECONOMY_SEATS,
              businessSeats: airline.hasBusiness ? BUSINESS_SEATS : 0,
            });
          }
        }
      }
    }
  });
  return rows;
}

/** All seed statements: clear the seed's tables, insert everything, record the version. */
export function inventoryStatements(): string[] {
  const places = placeRows();
  const offices = officeRows(places);
  const fleet = fleetRows(offices);
  const statements: string[] = SEED_TABLES.map((table) => `DELETE FROM ${table};`);

  statements.push(
    ...insertStatements(
      "places",
      [
        "place_id",
        "kind",
        "name_tr",
        "name_en",
        "search_text",
        "city_slug",
        "city_name_tr",
        "city_name_en",
        "iata",
        "country_code",
        "adm1",
        "lat",
        "lon",
        "timezone",
        "rank",
      ],
      places.map((place) => [
        place.placeId,
        place.kind,
        place.nameTr,
        place.nameEn,
        // Typed in any of the shop's languages ("Estambul", "Стамбул"), a place is found.
        ` ${foldText(
          [
            place.nameTr,
            place.nameEn,
            place.iata ?? "",
            place.city.name.tr,
            place.city.name.en,
            ...Object.values(placeNames(place.placeId) ?? {}),
            ...Object.values(placeNames(`city:${place.city.slug}`) ?? {}),
          ].join(" "),
        )} `,
        place.city.slug,
        place.city.name.tr,
        place.city.name.en,
        place.iata,
        place.city.countryCode,
        place.city.adm1,
        place.lat,
        place.lon,
        place.timezone,
        place.rank,
      ]),
    ),
    ...insertStatements(
      "suppliers",
      [
        "id",
        "name",
        "logo_svg",
        "rating",
        "rating_participants",
        "price_level_permille",
        "min_licence_years",
        "young_driver_age",
        "young_driver_fee_per_day",
        "one_way",
        "one_way_base_fee",
        "one_way_fee_per_100km",
        "daily_range_km",
        "packages",
        "credit_report_classes",
        "free_cancel_hours",
        "late_cancel_fee_permille",
      ],
      SUPPLIERS.map((supplier) => [
        supplier.id,
        supplier.name,
        supplierLogo(supplier),
        supplier.rating,
        supplier.ratingParticipants,
        supplier.priceLevelPermille,
        supplier.minLicenceYears,
        supplier.youngDriverAge,
        supplier.youngDriverFeePerDay,
        supplier.oneWay ? 1 : 0,
        supplier.oneWayBaseFee,
        supplier.oneWayFeePer100Km,
        supplier.dailyRangeKm,
        supplier.packages.join(","),
        supplier.creditReportClasses.join(","),
        supplier.freeCancelHours,
        supplier.lateCancelFeePermille,
      ]),
    ),
    ...insertStatements(
      "car_models",
      ["id", "brand", "model", "class", "transmission", "fuel", "seat_count", "luggage", "premium_permille"],
      CAR_MODELS.map((model) => [
        model.id,
        model.brand,
        model.model,
        model.carClass,
        model.transmission,
        model.fuel,
        model.seatCount,
        model.luggage,
        model.premiumPermille,
      ]),
    ),
    ...insertStatements(
      "car_classes",
      ["class", "sort_order", "base_daily_rate", "deposit", "min_age"],
      CAR_CLASSES.map((carClass, index) => [
        carClass,
        index,
        CLASS_BASE_DAILY_RATE[carClass],
        CLASS_DEPOSIT[carClass],
        CLASS_MIN_AGE[carClass],
      ]),
    ),
    ...insertStatements(
      "car_packages",
      ["code", "factor_permille", "deposit_permille", "includes"],
      PACKAGES.map((pkg) => [pkg.code, pkg.factorPermille, pkg.depositPermille, JSON.stringify(pkg.includes)]),
    ),
    ...insertStatements(
      "season_factors",
      ["month", "factor_permille"],
      SEASON_PERMILLE_BY_MONTH.map((factor, index) => [index + 1, factor]),
    ),
    ...insertStatements(
      "length_discounts",
      ["min_days", "factor_permille"],
      LENGTH_DISCOUNTS.map((row) => [row.minDays, row.factorPermille]),
    ),
    ...insertStatements(
      "offices",
      [
        "id",
        "supplier_id",
        "place_id",
        "name",
        "address",
        "adm2",
        "adm1",
        "lat",
        "lon",
        "delivery_type",
        "rating",
        "rating_participants",
        "opens_at",
        "closes_at",
        "timezone",
        "phone",
      ],
      offices.map((office, index): SqlValue[] => {
        const adm2 = office.place.kind === "city" ? "Merkez" : office.place.nameTr;
        const adm1 = office.place.city.adm1;
        return [
          office.id,
          office.supplier.id,
          office.place.placeId,
          `${office.supplier.name} ${office.place.nameTr}`,
          `${office.street}, ${adm2}/${adm1}`,
          adm2,
          adm1,
          office.lat,
          office.lon,
          office.deliveryType,
          office.rating,
          office.ratingParticipants,
          office.opensAt,
          office.closesAt,
          office.place.timezone,
          `+90 850 ${String(200 + (index % 700)).padStart(3, "0")} ${String(10 + (index % 89)).padStart(2, "0")} ${String(10 + ((index * 7) % 89)).padStart(2, "0")}`,
        ];
      }),
    ),
    ...insertStatements(
      "fleet",
      ["office_id", "car_model_id", "units"],
      fleet.map((row) => [row.officeId, row.model.id, row.units]),
      300,
    ),
    ...insertStatements(
      "car_extras",
      ["code", "name_tr", "name_en", "pricing", "price", "max_quantity", "cap"],
      EXTRAS.map((extra) => [
        extra.code,
        extra.name.tr,
        extra.name.en,
        extra.pricing,
        extra.price,
        extra.maxQuantity,
        extra.cap,
      ]),
    ),
    ...insertStatements(
      "search_campaigns",
      [
        "id",
        "code",
        "discount_permille",
        "pickup_from",
        "pickup_to",
        "booking_from",
        "booking_to",
        "min_days",
        "classes",
        "supplier_ids",
        "first_booking_only",
        "per_user_limit",
      ],
      SEARCH_CAMPAIGNS.map((campaign) => [
        campaign.id,
        campaign.code,
        campaign.discountPermille,
        campaign.pickupWindow?.from ?? null,
        campaign.pickupWindow?.to ?? null,
        campaign.bookingWindow?.from ?? null,
        campaign.bookingWindow?.to ?? null,
        campaign.minDays,
        campaign.classes ? JSON.stringify(campaign.classes) : null,
        campaign.supplierIds ? JSON.stringify(campaign.supplierIds) : null,
        campaign.firstBookingOnly ? 1 : 0,
        campaign.perUserLimit,
      ]),
    ),
    ...insertStatements(
      "exchange_rates",
      ["currency", "micro_try"],
      Object.entries(EXCHANGE_RATES_MICRO_TRY).map(([currency, micro]) => [currency, micro]),
    ),
    ...insertStatements(
      "airlines",
      ["code", "display_name", "price_level_permille", "has_business"],
      AIRLINES.map((airline) => [
        airline.code,
        airline.displayName,
        airline.priceLevelPermille,
        airline.hasBusiness ? 1 : 0,
      ]),
    ),
    ...insertStatements(
      "fare_brands",
      [
        "code",
        "name",
        "cabin",
        "factor_permille",
        "checked_baggage_kg",
        "cabin_baggage_kg",
        "changeable",
        "change_fee",
        "refundable",
        "refund_penalty_permille",
        "seat_selection",
        "seat_share_permille",
      ],
      FARE_BRANDS.map((brand) => [
        brand.code,
        brand.name,
        brand.cabin,
        brand.factorPermille,
        brand.checkedBaggageKg,
        brand.cabinBaggageKg,
        brand.changeable ? 1 : 0,
        brand.changeFee,
        brand.refundable ? 1 : 0,
        brand.refundPenaltyPermille,
        brand.seatSelection ? 1 : 0,
        brand.seatSharePermille,
      ]),
    ),
    ...insertStatements(
      "flight_schedules",
      [
        "flight_number",
        "airline",
        "origin",
        "destination",
        "departs_at",
        "duration_minutes",
        "distance_km",
        "days_mask",
        "economy_seats",
        "business_seats",
      ],
      scheduleRows().map((row) => [
        row.flightNumber,
        row.airline,
        row.origin,
        row.destination,
        row.departsAt,
        row.durationMinutes,
        row.distanceKm,
        row.daysMask,
        row.economySeats,
        row.businessSeats,
      ]),
      200,
    ),
    ...contentStatements(),
    ...reviewStatements(seedReviews(offices, fleet)),
    `INSERT INTO seed_meta (key, value) VALUES ('inventory', '${SEED_VERSION}') ON CONFLICT (key) DO UPDATE SET value = excluded.value;`,
  );
  return statements;
}
