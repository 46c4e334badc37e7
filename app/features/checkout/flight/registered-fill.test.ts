import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RegisteredPassenger } from "~/../shared/contract/main-api/passengers";
import { fillRequest, fitsSeat, savedChoices, travellerValues } from "./registered-fill";

const DATES = { today: "2027-03-01", lastFlightDate: "2027-03-20" };

const saved = (id: string, birthDate: string, extra: Partial<RegisteredPassenger> = {}): RegisteredPassenger => ({
  id,
  type: "adult",
  title: "mrs",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  birthDate,
  nationality: "TR",
  tckn: "10000000146",
  passportNo: null,
  passportExpiry: null,
  createdAt: 0,
  updatedAt: 0,
  ...extra,
});

describe("filling a flight passenger from the registered passengers", () => {
  it("offers each seat the saved passengers its age rule accepts on the last flight's day", () => {
    const adult = saved("a", "1990-05-04");
    const student = saved("s", "2007-01-01");
    // 11 today, 12 on the flight day: an adult or student seat, no longer a child's.
    const turning12 = saved("t", "2015-03-10");
    const child = saved("c", "2019-08-01");
    const infant = saved("i", "2026-01-10");
    const choices = savedChoices([adult, student, turning12, child, infant], {
      party: ["adult", "student", "child", "infant"],
      ...DATES,
    });
    expect(choices.map((seat) => seat.map((passenger) => passenger.id))).toEqual([
      ["a", "s", "t"],
      ["s", "t"],
      ["c"],
      ["i"],
    ]);
    expect(fitsSeat("child", turning12, { today: "2027-03-01", lastFlightDate: "2027-03-09" })).toBe(true);
  });

  it("fills the traveller's fields, emptying the identity fields the passenger does not have", () => {
    const german = saved("g", "1985-11-23", {
      title: null,
      nationality: "DE",
      tckn: null,
      passportNo: "C01X00T47",
      passportExpiry: "2034-06-30",
    });
    expect(travellerValues(1, german)).toEqual({
      p1_firstName: "Ayşe",
      p1_lastName: "Yılmaz",
      p1_birthDate: "1985-11-23",
      p1_nationality: "DE",
      p1_tckn: "",
      p1_passportNo: "C01X00T47",
      p1_passportExpiry: "2034-06-30",
    });
  });

  it("reads a fill post only for a traveller of the party with a passenger id", () => {
    const post = (entries: Record<string, string>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(entries)) form.set(key, value);
      return form;
    };
    expect(fillRequest(post({ fill: "1", saved_p1: "abc-123" }), 2)).toEqual({ index: 1, passengerId: "abc-123" });
    expect(fillRequest(post({ fill: "2", saved_p2: "abc" }), 2)).toBeNull();
    expect(fillRequest(post({ fill: "0", saved_p0: "../x" }), 2)).toBeNull();
    expect(fillRequest(post({ intent: "passengers" }), 2)).toBeNull();
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom("fill", "saved_p0", "saved_p1", "x"), fc.string()), (entries) => {
        const asked = fillRequest(post(entries), 2);
        if (asked) {
          expect(asked.index).toBeLessThan(2);
          expect(asked.passengerId).toMatch(/^[\w-]{1,64}$/);
        }
      }),
    );
  });
});
