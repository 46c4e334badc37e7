import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOn } from "../validators";
import { AGE_RANGES, birthDateProblem, PASSENGER_TYPES, passportValidFor } from "./passenger-rules";

const iso = (date: Date) => date.toISOString().slice(0, 10);
const day = fc.date({
  min: new Date("1900-01-01T00:00:00Z"),
  max: new Date("2100-12-31T00:00:00Z"),
  noInvalidDate: true,
});

describe("passenger types by age on the last flight's day", () => {
  it("counts whole years, a birthday counting from its own day", () => {
    expect(ageOn("2015-03-20", "2027-03-19")).toBe(11);
    expect(ageOn("2015-03-20", "2027-03-20")).toBe(12);
    expect(ageOn("2024-02-29", "2026-02-28")).toBe(1);
    expect(ageOn("2024-02-29", "2026-03-01")).toBe(2);
    expect(ageOn("2027-02-30", "2027-03-20")).toBeNull();
    expect(ageOn("2027-03-21", "2027-03-20")).toBeNull();
  });

  it("judges the age on the last flight, not today: a child turning 12 on the way back is an adult", () => {
    const dates = { today: "2027-03-01", lastFlightDate: "2027-03-25" };
    expect(birthDateProblem("child", "2015-03-20", dates)).toBe("childAge");
    expect(birthDateProblem("adult", "2015-03-20", dates)).toBeNull();
    expect(birthDateProblem("infant", "2025-03-26", dates)).toBeNull();
    expect(birthDateProblem("infant", "2025-03-25", dates)).toBe("infantAge");
    expect(birthDateProblem("student", "2002-03-26", dates)).toBeNull();
    expect(birthDateProblem("student", "2002-03-25", dates)).toBe("studentAge");
    expect(birthDateProblem("adult", "2027-03-02", dates)).toBe("birthDate");
  });

  it("accepts exactly the birth dates whose age fits the type, for generated dates", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PASSENGER_TYPES),
        day,
        day,
        fc.integer({ min: 0, max: 330 }),
        (type, birth, now, ahead) => {
          const today = iso(now);
          const lastFlightDate = iso(new Date(now.getTime() + ahead * 86_400_000));
          const problem = birthDateProblem(type, iso(birth), { today, lastFlightDate });
          const age = ageOn(iso(birth), lastFlightDate)!;
          if (iso(birth) > today) expect(problem).toBe("birthDate");
          else if (age < AGE_RANGES[type].min || age > AGE_RANGES[type].max) expect(problem).toBe(`${type}Age`);
          else expect(problem).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("never throws on generated text and calls it no date", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...PASSENGER_TYPES), (text, type) => {
        const problem = birthDateProblem(type, text, { today: "2027-03-01", lastFlightDate: "2027-03-20" });
        if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) expect(problem).toBe("birthDate");
      }),
    );
  });

  it("wants a passport valid after the last flight", () => {
    expect(passportValidFor("2027-03-21", "2027-03-20")).toBe(true);
    expect(passportValidFor("2027-03-20", "2027-03-20")).toBe(false);
    expect(passportValidFor("garbage", "2027-03-20")).toBe(false);
  });
});
