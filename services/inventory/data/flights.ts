/**
 * Flight reference data: real airlines (names and IATA codes are public facts), the hubs they fly
 * from, fare brands per cabin with baggage and change/refund rules, and the fare model. Schedules
 * are generated from these by the seed. Prices are TRY minor units: flights are sold in TRY.
 */
export interface AirlineSeed {
  readonly code: string;
  readonly displayName: string;
  /** Airports the airline flies from to the destinations it serves. */
  readonly hubs: readonly string[];
  /** Which destinations: domestic Turkish airports, international ones, or both. */
  readonly network: "domestic" | "international" | "both";
  /** Price level against the market, permille. */
  readonly priceLevelPermille: number;
  readonly hasBusiness: boolean;
  /** Share of eligible routes it flies, permille. */
  readonly coveragePermille: number;
}

export const AIRLINES: readonly AirlineSeed[] = [
  {
    code: "TK",
    displayName: "Turkish Airlines",
    hubs: ["IST", "ESB"],
    network: "both",
    priceLevelPermille: 1150,
    hasBusiness: true,
    coveragePermille: 1000,
  },
  {
    code: "PC",
    displayName: "Pegasus",
    hubs: ["SAW", "ADB", "AYT"],
    network: "both",
    priceLevelPermille: 900,
    hasBusiness: false,
    coveragePermille: 800,
  },
  {
    code: "VF",
    displayName: "AJet",
    hubs: ["SAW", "ESB"],
    network: "both",
    priceLevelPermille: 920,
    hasBusiness: false,
    coveragePermille: 700,
  },
  {
    code: "XQ",
    displayName: "SunExpress",
    hubs: ["AYT", "ADB"],
    network: "both",
    priceLevelPermille: 950,
    hasBusiness: false,
    coveragePermille: 600,
  },
  {
    code: "LH",
    displayName: "Lufthansa",
    hubs: ["FRA", "MUC"],
    network: "international",
    priceLevelPermille: 1250,
    hasBusiness: true,
    coveragePermille: 1000,
  },
  {
    code: "BA",
    displayName: "British Airways",
    hubs: ["LHR"],
    network: "international",
    priceLevelPermille: 1300,
    hasBusiness: true,
    coveragePermille: 1000,
  },
  {
    code: "EK",
    displayName: "Emirates",
    hubs: ["DXB"],
    network: "international",
    priceLevelPermille: 1350,
    hasBusiness: true,
    coveragePermille: 1000,
  },
  {
    code: "QR",
    displayName: "Qatar Airways",
    hubs: ["DOH"],
    network: "international",
    priceLevelPermille: 1300,
    hasBusiness: true,
    coveragePermille: 1000,
  },
];

/** Foreign airlines fly their hubs to these Turkish airports only. */
export const FOREIGN_AIRLINE_DESTINATIONS = ["IST", "SAW", "AYT", "ADB", "ESB", "DLM", "BJV"];

type Cabin = "economy" | "business";

export interface FareBrandSeed {
  readonly code: string;
  readonly name: string;
  readonly cabin: Cabin;
  readonly factorPermille: number;
  readonly checkedBaggageKg: number;
  readonly cabinBaggageKg: number;
  readonly changeable: boolean;
  /** Change fee per passenger, TRY minor units (when changeable). */
  readonly changeFee: number;
  readonly refundable: boolean;
  /** Share of the fare kept on refund, permille (when refundable). */
  readonly refundPenaltyPermille: number;
  readonly seatSelection: boolean;
  /** Share of the cabin's seats sold in this brand, permille. */
  readonly seatSharePermille: number;
}

export const FARE_BRANDS: readonly FareBrandSeed[] = [
  {
    code: "LIGHT",
    name: "Light",
    cabin: "economy",
    factorPermille: 1000,
    checkedBaggageKg: 0,
    cabinBaggageKg: 8,
    changeable: false,
    changeFee: 0,
    refundable: false,
    refundPenaltyPermille: 1000,
    seatSelection: false,
    seatSharePermille: 350,
  },
  {
    code: "STANDARD",
    name: "Standard",
    cabin: "economy",
    factorPermille: 1250,
    checkedBaggageKg: 20,
    cabinBaggageKg: 8,
    changeable: true,
    changeFee: 75_000,
    refundable: false,
    refundPenaltyPermille: 1000,
    seatSelection: true,
    seatSharePermille: 450,
  },
  {
    code: "FLEX",
    name: "Flex",
    cabin: "economy",
    factorPermille: 1700,
    checkedBaggageKg: 25,
    cabinBaggageKg: 8,
    changeable: true,
    changeFee: 0,
    refundable: true,
    refundPenaltyPermille: 100,
    seatSelection: true,
    seatSharePermille: 200,
  },
  {
    code: "BUSINESS",
    name: "Business",
    cabin: "business",
    factorPermille: 3200,
    checkedBaggageKg: 32,
    cabinBaggageKg: 16,
    changeable: true,
    changeFee: 100_000,
    refundable: true,
    refundPenaltyPermille: 250,
    seatSelection: true,
    seatSharePermille: 600,
  },
  {
    code: "BUSINESS_FLEX",
    name: "Business Flex",
    cabin: "business",
    factorPermille: 4200,
    checkedBaggageKg: 64,
    cabinBaggageKg: 16,
    changeable: true,
    changeFee: 0,
    refundable: true,
    refundPenaltyPermille: 0,
    seatSelection: true,
    seatSharePermille: 400,
  },
];

/** Adult one-way Light fare: a fixed part plus a rate per km, TRY minor units. */
export const FARE_BASE = 90_000;
export const FARE_PER_KM = 180;
/** Child and infant fares as a share of the adult fare, permille. Students pay 90 %. */
export const PASSENGER_FARE_PERMILLE = { adult: 1000, student: 900, child: 750, infant: 100 } as const;
/** Late bookings cost more: the first row whose limit the days-to-departure is under applies. */
export const DEMAND_BY_DAYS_AHEAD: readonly { readonly underDays: number; readonly factorPermille: number }[] = [
  { underDays: 3, factorPermille: 1600 },
  { underDays: 7, factorPermille: 1350 },
  { underDays: 21, factorPermille: 1150 },
  { underDays: 10_000, factorPermille: 1000 },
];
/** Seats per departure by cabin. */
export const ECONOMY_SEATS = 165;
export const BUSINESS_SEATS = 20;
/** Connections at a hub must leave this much time (minutes). */
export const MIN_CONNECTION_MINUTES = 60;
export const MAX_CONNECTION_MINUTES = 360;
