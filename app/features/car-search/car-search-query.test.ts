import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_DRIVER_AGE, FILTER_KEYS, readCarSearchQuery, SORT_OPTIONS } from "./car-search-query";
import { carSearchQuerySchema } from "./car-search-query-schema.server";

const digits = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(..."0123456789"), { minLength: min, maxLength: max, size: "max" })
    .map((chars) => chars.join(""));
const pick = <T>(...values: T[]) => fc.constantFrom(...values);
// Characters that the formats accept, refuse or treat specially (space, comma, dash, dots, Turkish letters).
const noise = fc.string({ unit: fc.constantFrom(..."aZ09-_.:,+ ıé/%\u0000"), maxLength: 12 });

// Around the 64-character limit too: white space around a number still reads as that number.
const padding = fc.integer({ min: 0, max: 40 }).map((count) => " ".repeat(count));
const coordinate = fc
  .tuple(padding, pick("", "-", " ", "+"), digits(0, 4), pick("", "."), digits(0, 11), padding)
  .map(([before, sign, whole, dot, fraction, after]) => `${before}${sign}${whole}${dot}${fraction}${after}`);
/** Valid values of every length around a limit: `unit` repeated, joined by `separator`. */
const lengths = (unit: string, separator: string, max: number) =>
  fc.integer({ min: 0, max }).map((count) => Array.from({ length: count + 1 }, () => unit).join(separator));
const values: Record<string, fc.Arbitrary<string>> = {
  a: fc.oneof(pick("17", "18", "99", "100", "021"), fc.integer({ min: 0, max: 120 }).map(String), digits(0, 5), noise),
  p_p: fc.oneof(
    fc.integer({ min: 40, max: 70 }).map((count) => `${" ".repeat(count)}41.2619,28.7419`),
    fc.tuple(coordinate, coordinate).map(([lat, lon]) => `${lat},${lon}`),
    coordinate,
    noise,
  ),
  p_d: fc.oneof(
    fc.tuple(digits(2, 2), digits(2, 2), digits(4, 4)).map(([day, month, year]) => `${day}-${month}-${year}`),
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10).split("-").reverse().join("-")),
    noise,
  ),
  p_t: fc.oneof(
    fc.tuple(digits(1, 2), digits(1, 3)).map(([hours, minutes]) => `${hours}:${minutes}`),
    noise,
  ),
  pid: fc.oneof(
    lengths("a", "", 300),
    fc.string({ unit: fc.constantFrom(..."apt:IST-_.é ", "city:ankara"), maxLength: 300, size: "max" }),
    noise,
  ),
  sb: fc.oneof(pick(...SORT_OPTIONS), noise),
  range: fc.oneof(
    lengths("1-2", ",", 60),
    fc
      .array(fc.tuple(fc.oneof(digits(1, 8), pick("+")), fc.oneof(digits(1, 8), pick("+"))), {
        maxLength: 40,
        size: "max",
      })
      .map((ranges) => ranges.map(([from, to]) => `${from}-${to}`).join(",")),
    noise,
  ),
  option: fc.oneof(
    lengths("ab", ",", 200),
    fc
      .array(fc.string({ unit: fc.constantFrom(..."abz019_.-"), minLength: 1, maxLength: 12 }), {
        minLength: 1,
        maxLength: 60,
      })
      .map((parts) => parts.join(",")),
    fc
      .array(fc.string({ unit: fc.constantFrom(..."ab_.-1ş"), minLength: 0, maxLength: 30 }), { maxLength: 30 })
      .map((parts) => parts.join(",")),
    noise,
  ),
};
const valueFor = (key: string) => {
  if (key in values) return values[key];
  if (key === "d_p") return values.p_p;
  if (key === "d_d") return values.p_d;
  if (key === "d_t") return values.p_t;
  if (key === "did") return values.pid;
  return ["p", "d", "km"].includes(key) ? values.range : values.option;
};
const KEYS = ["a", "p_p", "d_p", "p_d", "d_d", "p_t", "d_t", "pid", "did", "sb", ...Object.keys(FILTER_KEYS)];

/** A results URL's record: any subset of the known keys with near-valid or wrong values, and unknown keys. */
const records = fc
  .tuple(
    fc
      .subarray(KEYS)
      .chain((keys) => fc.tuple(...keys.map((key) => valueFor(key)!.map((value) => [key, value] as const)))),
    fc.dictionary(fc.constantFrom("utm_source", "gclid", "x", "__proto__", "constructor"), noise, { maxKeys: 3 }),
  )
  .map(([known, unknown]) => ({ ...unknown, ...Object.fromEntries(known) }));

describe("reading the car search URL in the browser", () => {
  it("gives the loader's answer for each parameter on its own", () => {
    const single = fc.constantFrom(...KEYS).chain((key) => valueFor(key)!.map((value) => ({ [key]: value })));
    fc.assert(
      fc.property(single, (record) => {
        const server = carSearchQuerySchema.safeParse(record);
        expect(readCarSearchQuery(record)).toEqual(server.success ? server.data : undefined);
      }),
      { numRuns: 3_000 },
    );
  });

  it("gives the loader's answer for every URL: the same query, or refused when the loader refuses", () => {
    let accepted = 0;
    fc.assert(
      fc.property(records, (record) => {
        const server = carSearchQuerySchema.safeParse(record);
        const browser = readCarSearchQuery(record);
        expect(browser).toEqual(server.success ? server.data : undefined);
        if (server.success) accepted++;
      }),
      { numRuns: 2_000 },
    );
    // Both answers are exercised: a good share of the generated URLs are valid.
    expect(accepted).toBeGreaterThan(100);
  });

  it("reads a typical results URL and defaults the driver's age", () => {
    expect(
      readCarSearchQuery({
        p_p: "41.2619,28.7419",
        pid: "apt:IST",
        p_d: "05-07-2027",
        sb: "lowest_price_first",
        v: "a,b",
      }),
    ).toEqual({
      a: DEFAULT_DRIVER_AGE,
      p_p: { lat: 41.2619, lon: 28.7419 },
      pid: "apt:IST",
      p_d: "05-07-2027",
      sb: "lowest_price_first",
      v: "a,b",
    });
    expect(readCarSearchQuery({ a: "17" })).toBeUndefined();
    expect(readCarSearchQuery({ p_d: "31-04-2027" })).toBeUndefined();
  });
});
