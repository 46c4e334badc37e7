import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ListOffer, Money } from "~/lib/list-offer";
import { decodeOfferList, encodeOfferList, ListCodecError } from "./list-codec";

/** JSON has no -0: the shop's amounts and distances are never negative zero. */
const finite = fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => (value === 0 ? 0 : value));
const int = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const money: fc.Arbitrary<Money> = fc.record({ amount: int, currency: fc.constantFrom("TRY", "EUR", "GBP", "USD") });
const word = fc.string({ maxLength: 12 });

const offer: fc.Arbitrary<ListOffer> = fc.record({
  code: fc.string({ minLength: 1, maxLength: 16 }),
  car: fc.record({
    brand: fc.constantFrom("Fiat", "Renault", "Toyota"),
    model: fc.constantFrom("Egea", "Clio", "Corolla"),
    class: word,
    className: word,
    transmission: fc.constantFrom("manual", "automatic"),
    fuel: word,
    seats: int,
    luggage: int,
  }),
  vendor: fc.record({
    id: fc.constantFrom("mavi-yol", "anadolu-rent"),
    name: word,
    logo: word,
    rating: fc.record({ point: finite, participants: int }),
  }),
  office: fc.record({ name: word, distanceKm: finite, deliveryType: word }),
  packageName: word,
  days: int,
  total: money,
  perDay: money,
  serviceFee: money,
  deposit: money,
  mileage: fc.oneof(
    fc.constant({ unlimited: true } as const),
    fc.record({ unlimited: fc.constant(false as const), km: finite }),
  ),
  oneWay: fc.boolean(),
  campaign: fc.option(fc.record({ discount: fc.option(money) })),
  cancellation: fc.record({ freeUntil: fc.option(word), lateFeePermille: int }),
});

describe("offer list codec", () => {
  it("gives back every offer as it was, in order", () => {
    fc.assert(
      fc.property(fc.array(offer, { maxLength: 40 }), (offers) => {
        expect(decodeOfferList(encodeOfferList(offers))).toEqual(offers);
      }),
    );
  });

  it("sends a company, a model and an office once, however many offers share them", () => {
    const base: ListOffer = fc.sample(offer, { numRuns: 1, seed: 7 })[0]!;
    const one = encodeOfferList([{ ...base, vendor: { ...base.vendor, name: "Anadolu Rent Uzun Ad" } }]);
    const many = encodeOfferList(
      Array.from({ length: 300 }, (_, index) => ({
        ...base,
        code: `C${index}`,
        vendor: { ...base.vendor, name: "Anadolu Rent Uzun Ad" },
      })),
    );
    expect(many.split("Anadolu Rent Uzun Ad").length - 1).toBe(1);
    expect(one.split("Anadolu Rent Uzun Ad").length - 1).toBe(1);
    // The decoded offers share them too (one object in the browser's memory).
    const decoded = decodeOfferList(many);
    expect(decoded[0]!.vendor).toBe(decoded[299]!.vendor);
  });

  it("refuses anything else with its own error, never a wrong offer", () => {
    const good = JSON.parse(encodeOfferList(fc.sample(offer, { numRuns: 3, seed: 1 }))) as Record<string, unknown>;
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        try {
          decodeOfferList(text);
        } catch (error) {
          expect(error).toBeInstanceOf(ListCodecError);
        }
      }),
    );
    // A valid list with any of its parts missing or of the wrong kind.
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.keys(good)),
        fc.constantFrom(undefined, "x", null, {}, [[]], -1),
        (key, value) => {
          expect(() => decodeOfferList(JSON.stringify({ ...good, [key]: value }))).toThrow(ListCodecError);
        },
      ),
    );
    // A reference past its table.
    const cars = good.car;
    if (!Array.isArray(cars)) throw new Error("no car column");
    expect(() => decodeOfferList(JSON.stringify({ ...good, car: cars.map(() => 99) }))).toThrow(/missing row 99/);
    expect(() => decodeOfferList(JSON.stringify({ ...good, v: 2 }))).toThrow(/version 2/);
  });
});
