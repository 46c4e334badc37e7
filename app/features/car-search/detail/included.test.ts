import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CarProduct } from "~/lib/upstream-types";
import { rentalTerms } from "./included";

type Terms = Pick<CarProduct, "details" | "packages" | "period">;

const DEPOSIT = { amount: 350000, currency: "TRY" };

function product(includes: string[], rangeLimit: { unlimited: boolean; amount: number | null }): Terms {
  return {
    period: { amount: 4 },
    details: {
      car: { rules: { rangeLimit, deposit: { amount: DEPOSIT } } },
    },
    packages: [
      { code: "other", name: "goldPackage", selected: false, includes: ["collision-damage-waiver"] },
      { code: "this", name: "basePackage", selected: true, includes },
    ],
  } as unknown as Terms;
}

describe("what's included and what is paid at the desk", () => {
  it("lists the chosen package's coverages and the mileage as included, the deposit and extra kilometres at the desk", () => {
    const terms = rentalTerms(
      product(["third-party-liability", "collision-damage-waiver-with-excess"], { unlimited: false, amount: 1200 }),
    );
    expect(terms.included).toEqual([
      { kind: "rental", days: 4 },
      { kind: "coverage", code: "third-party-liability" },
      { kind: "coverage", code: "collision-damage-waiver-with-excess" },
      { kind: "mileage-limit", km: 1200 },
      { kind: "taxes-and-fee" },
      { kind: "extras-online" },
    ]);
    expect(terms.atDesk).toEqual([
      { kind: "deposit", amount: DEPOSIT },
      { kind: "extra-km", km: 1200 },
      { kind: "damage-excess" },
    ]);
  });

  it("charges nothing for kilometres or an excess at the desk with unlimited mileage and a waiver without excess", () => {
    const terms = rentalTerms(
      product(["third-party-liability", "collision-damage-waiver", "theft-protection"], {
        unlimited: true,
        amount: null,
      }),
    );
    expect(terms.included).toContainEqual({ kind: "mileage-unlimited" });
    expect(terms.atDesk).toEqual([{ kind: "deposit", amount: DEPOSIT }]);
  });

  it("says damage is the driver's when the package has no damage waiver", () => {
    const terms = rentalTerms(product(["third-party-liability"], { unlimited: true, amount: null }));
    expect(terms.atDesk).toContainEqual({ kind: "no-damage-cover" });
  });

  it("always leaves the deposit at the desk and never lists a thing on both sides", () => {
    const coverage = fc.constantFrom(
      "third-party-liability",
      "collision-damage-waiver-with-excess",
      "collision-damage-waiver",
      "theft-protection",
      "glass-and-tyres",
      "personal-accident",
    );
    fc.assert(
      fc.property(
        fc.uniqueArray(coverage),
        fc.boolean(),
        fc.integer({ min: 1, max: 20000 }),
        (includes, unlimited, km) => {
          const terms = rentalTerms(product(includes, { unlimited, amount: unlimited ? null : km }));
          expect(terms.atDesk[0]).toEqual({ kind: "deposit", amount: DEPOSIT });
          expect(terms.included.filter((item) => item.kind === "coverage")).toHaveLength(includes.length);
          expect(terms.atDesk.some((item) => item.kind === "extra-km")).toBe(!unlimited);
          expect(terms.included.some((item) => item.kind === "mileage-unlimited")).toBe(unlimited);
          const excess = terms.atDesk.some((item) => item.kind === "damage-excess");
          expect(excess).toBe(
            includes.includes("collision-damage-waiver-with-excess") && !includes.includes("collision-damage-waiver"),
          );
        },
      ),
    );
  });
});
