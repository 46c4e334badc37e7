import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FlightItem, flightItem } from "~/../shared/contract/main-api/flight";
import {
  applyFlightFilters,
  chosenFilterCount,
  type FlightFilters,
  flightFilterOptions,
  flightFiltersSchema,
  priceSteps,
  sortFlights,
  timeWindow,
} from "./flight-filters";

const AIRLINES = [
  { code: "PC", displayName: "Pegasus" },
  { code: "TK", displayName: "Turkish Airlines" },
  { code: "XQ", displayName: "SunExpress" },
] as const;

interface Shape {
  readonly airline: number;
  readonly stop: 0 | 1;
  readonly departMinute: number;
  readonly duration: number;
  readonly total: number;
  readonly checkedKg: number;
}

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
const day = (minute: number) => (minute >= 1440 ? "2027-03-21" : "2027-03-20");

let sequence = 0;
/** A flight as the Main API answers, read through the contract like the real ones. */
function flight(shape: Shape): FlightItem {
  const airline = AIRLINES[shape.airline]!;
  const arrive = shape.departMinute + shape.duration;
  const place = (code: string) => ({ code, name: `${code} Airport`, cityName: code, countryCode: "TR" });
  const segment = (from: string, to: string, start: number, end: number) => ({
    origin: place(from),
    destination: place(to),
    marketingAirline: airline,
    flightNumber: `${airline.code}${100 + (sequence % 800)}`,
    departure: `${day(start)}T${clock(start)}`,
    arrival: `${day(end)}T${clock(end)}`,
    durationMinutes: end - start,
  });
  const segments =
    shape.stop === 0
      ? [segment("IST", "AYT", shape.departMinute, arrive)]
      : [
          segment("IST", "ESB", shape.departMinute, shape.departMinute + 60),
          segment("ESB", "AYT", arrive - 60, arrive),
        ];
  return flightItem.parse({
    code: `F${String(sequence++).padStart(14, "0")}`,
    searchID: "s",
    direction: "outbound",
    flightType: "one_way",
    cabinType: "economy",
    stop: shape.stop,
    provider: { code: `direct-${airline.code}` },
    segments,
    durationMinutes: shape.duration,
    selectedBrand: {
      code: "LIGHT",
      name: "Light",
      cabin: "economy",
      checkedBaggageKg: shape.checkedKg,
      cabinBaggageKg: 8,
      changeable: false,
      refundable: false,
      seatSelection: false,
    },
    seatsLeft: 9,
    pricing: {
      payment: {
        total: { amount: shape.total, currency: "TRY" },
        currency: "TRY",
        perPassenger: [{ type: "adult", count: 1, fare: { amount: shape.total, currency: "TRY" } }],
      },
    },
    search: { departDate: "20-03-2027", returnDate: null },
  });
}

const shapeArb: fc.Arbitrary<Shape> = fc.record({
  airline: fc.integer({ min: 0, max: AIRLINES.length - 1 }),
  stop: fc.constantFrom(0 as const, 1 as const),
  departMinute: fc.integer({ min: 0, max: 1439 }),
  duration: fc.integer({ min: 150, max: 600 }),
  total: fc.integer({ min: 50_000, max: 3_000_000 }),
  checkedKg: fc.constantFrom(0, 20, 25),
});
const flightsArb = fc.array(shapeArb, { maxLength: 25 }).map((shapes) => shapes.map(flight));

const filtersArb: fc.Arbitrary<FlightFilters> = fc.record(
  {
    st: fc.uniqueArray(fc.constantFrom("0" as const, "1" as const), { minLength: 1 }),
    al: fc.uniqueArray(fc.constantFrom("PC", "TK", "XQ", "AJ"), { minLength: 1 }),
    dtw: fc.uniqueArray(
      fc.constantFrom("night" as const, "morning" as const, "afternoon" as const, "evening" as const),
      {
        minLength: 1,
      },
    ),
    atw: fc.uniqueArray(
      fc.constantFrom("night" as const, "morning" as const, "afternoon" as const, "evening" as const),
      {
        minLength: 1,
      },
    ),
    pmax: fc.integer({ min: 0, max: 40_000 }),
    bg: fc.constant("1" as const),
    so: fc.constantFrom("cheapest" as const, "fastest" as const, "earliest" as const, "latest" as const),
  },
  { requiredKeys: [] },
);

const parse = (search: string) => {
  const record: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) record[key] ??= value;
  return flightFiltersSchema.safeParse(record);
};

describe("flight filter keys", () => {
  it("reads the agreed keys: st=0 non-stop only, airlines, windows, price, checked bag, sort", () => {
    const parsed = parse("st=0&al=pc,TK&dtw=morning&atw=evening,night&pmax=2500&bg=1&so=fastest");
    expect(parsed.success && parsed.data).toEqual({
      st: ["0"],
      al: ["PC", "TK"],
      dtw: ["morning"],
      atw: ["evening", "night"],
      pmax: 2500,
      bg: "1",
      so: "fastest",
    });
  });

  it("reads an empty value (an unchosen radio of a plain form) as no filter", () => {
    const parsed = parse("st=&al=&dtw=&atw=&pmax=&bg=&so=");
    expect(parsed.success && parsed.data).toEqual({});
  });

  it("refuses unknown values instead of guessing (the page answers 400 naming the key)", () => {
    for (const search of ["st=2", "al=PEGASUS", "dtw=noon", "pmax=-1", "pmax=1e5", "bg=yes", "so=price"]) {
      expect(parse(search).success, search).toBe(false);
    }
  });

  it("never throws on generated values, and what it accepts holds only known values", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("st", "al", "dtw", "atw", "pmax", "bg", "so"),
        fc.string({ unit: "binary", maxLength: 60 }),
        (key, value) => {
          const parsed = flightFiltersSchema.safeParse({ [key]: value });
          if (!parsed.success) return;
          const data = parsed.data;
          for (const stops of data.st ?? []) expect(["0", "1"]).toContain(stops);
          for (const code of data.al ?? []) expect(code).toMatch(/^[A-Z0-9]{2}$/);
          if (data.pmax !== undefined) expect(Number.isInteger(data.pmax)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("filtering flights", () => {
  it("keeps only flights that pass every chosen group, and every flight that does", () => {
    fc.assert(
      fc.property(flightsArb, filtersArb, (flights, filters) => {
        const kept = applyFlightFilters(flights, filters);
        for (const item of flights) {
          const first = item.segments[0]!;
          const passes =
            (!filters.st || filters.st.includes(item.stop === 0 ? "0" : "1")) &&
            (!filters.al || filters.al.includes(first.marketingAirline.code)) &&
            (!filters.dtw || filters.dtw.includes(timeWindow(first.departure))) &&
            (!filters.atw || filters.atw.includes(timeWindow(item.segments.at(-1)!.arrival))) &&
            (filters.pmax === undefined || item.pricing.payment.total.amount <= filters.pmax * 100) &&
            (!filters.bg || item.selectedBrand.checkedBaggageKg > 0);
          expect(kept.includes(item)).toBe(passes);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("st=0 shows non-stop flights only", () => {
    const flights = [0, 1, 0].map((stop, index) =>
      flight({
        airline: index % 3,
        stop: stop as 0 | 1,
        departMinute: 600,
        duration: 200,
        total: 100_000,
        checkedKg: 0,
      }),
    );
    expect(applyFlightFilters(flights, { st: ["0"] }).every((item) => item.stop === 0)).toBe(true);
    expect(applyFlightFilters(flights, { st: ["0"] })).toHaveLength(2);
  });

  it("counts each option as the list it would show, given the other groups (faceted counts)", () => {
    fc.assert(
      fc.property(flightsArb, filtersArb, (flights, filters) => {
        const groups = flightFilterOptions(flights, filters);
        for (const option of groups.st) {
          expect(option.count).toBe(applyFlightFilters(flights, { ...filters, st: [option.value] }).length);
        }
        for (const option of groups.al) {
          expect(option.count).toBe(applyFlightFilters(flights, { ...filters, al: [option.value] }).length);
        }
        for (const option of groups.dtw) {
          expect(option.count).toBe(applyFlightFilters(flights, { ...filters, dtw: [option.value] }).length);
        }
        for (const option of groups.atw) {
          expect(option.count).toBe(applyFlightFilters(flights, { ...filters, atw: [option.value] }).length);
        }
        for (const option of groups.pmax) {
          expect(option.count).toBe(applyFlightFilters(flights, { ...filters, pmax: Number(option.value) }).length);
        }
        expect(groups.bg.count).toBe(applyFlightFilters(flights, { ...filters, bg: "1" }).length);
        // An option nobody would see is left out, unless it is chosen (so it can be removed).
        for (const option of [...groups.st, ...groups.al, ...groups.dtw, ...groups.atw, ...groups.pmax]) {
          expect(option.count > 0 || option.selected).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("names airlines from the data and counts the chosen filters", () => {
    const flights = [flight({ airline: 1, stop: 0, departMinute: 480, duration: 90, total: 200_000, checkedKg: 20 })];
    expect(flightFilterOptions(flights, {}).al).toEqual([
      { value: "TK", label: "Turkish Airlines", count: 1, selected: false },
    ]);
    expect(chosenFilterCount({ st: ["0"], al: ["PC", "TK"], pmax: 100, bg: "1", so: "fastest" })).toBe(5);
  });

  it("offers round price steps below the dearest flight", () => {
    expect(priceSteps([])).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 60 }), (totals) => {
        const steps = priceSteps(totals);
        const dearest = Math.max(...totals);
        for (const step of steps) {
          expect(step).toBeLessThan(dearest);
          expect(step % 10).toBe(0);
        }
        expect([...steps].sort((a, b) => a - b)).toEqual(steps);
      }),
    );
  });
});

describe("sorting flights", () => {
  it("orders by price, duration or departure, keeping every flight", () => {
    fc.assert(
      fc.property(flightsArb, (flights) => {
        const key = {
          cheapest: (item: FlightItem) => item.pricing.payment.total.amount,
          fastest: (item: FlightItem) => item.durationMinutes,
          earliest: (item: FlightItem) => Date.parse(`${item.segments[0]!.departure}Z`),
          latest: (item: FlightItem) => -Date.parse(`${item.segments[0]!.departure}Z`),
        } as const;
        for (const sort of ["cheapest", "fastest", "earliest", "latest"] as const) {
          const sorted = sortFlights(flights, sort);
          expect([...sorted].sort((a, b) => a.code.localeCompare(b.code))).toEqual(
            [...flights].sort((a, b) => a.code.localeCompare(b.code)),
          );
          for (let index = 1; index < sorted.length; index++) {
            expect(key[sort](sorted[index - 1]!)).toBeLessThanOrEqual(key[sort](sorted[index]!));
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it("puts each departure time in its window of the day", () => {
    expect(timeWindow("2027-03-20T00:00")).toBe("night");
    expect(timeWindow("2027-03-20T05:59")).toBe("night");
    expect(timeWindow("2027-03-20T06:00")).toBe("morning");
    expect(timeWindow("2027-03-20T12:30")).toBe("afternoon");
    expect(timeWindow("2027-03-20T23:59")).toBe("evening");
  });
});
