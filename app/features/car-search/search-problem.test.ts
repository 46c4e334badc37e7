import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UpstreamError } from "~/lib/upstream-error";
import { searchProblem } from "./search-problem";

const failure = (code: number, details?: unknown) =>
  UpstreamError.fromApi("main-api", code, `main-api error ${code}`, 400, details);
const searched = { age: 19 };

describe("what a failed car search means", () => {
  it("names the date problem the Main API found, with its limit", () => {
    expect(searchProblem(failure(3301, { reason: "pickup_in_past" }), searched)).toEqual({
      kind: "dates",
      reason: "pickup_in_past",
      limitDays: null,
    });
    expect(searchProblem(failure(3301, { reason: "rental_too_long", limitDays: 90 }), searched)).toEqual({
      kind: "dates",
      reason: "rental_too_long",
      limitDays: 90,
    });
    // An older Main API without details: still a date problem, said generally.
    expect(searchProblem(failure(3301), searched)).toMatchObject({ kind: "dates", reason: "malformed" });
  });

  it("names the youngest age served for a driver too young, with the age searched", () => {
    expect(searchProblem(failure(3308, { minimumAge: 21 }), searched)).toEqual({
      kind: "driver-age",
      age: 19,
      minimumAge: 21,
    });
  });

  it("keeps the location dialog codes and makes everything else 'try again'", () => {
    expect(searchProblem(failure(3311), searched)).toEqual({ kind: "pickup-unserved" });
    expect(searchProblem(failure(3313), searched)).toEqual({ kind: "dropoff-unserved" });
    expect(searchProblem(failure(3399), searched)).toEqual({ kind: "unavailable" });
    expect(searchProblem(new Error("timeout"), searched)).toEqual({ kind: "unavailable" });
    expect(searchProblem(failure(3308, { minimumAge: "21" }), searched)).toEqual({ kind: "unavailable" });
  });

  it("never throws, whatever the details say", () => {
    fc.assert(
      fc.property(fc.constantFrom(3301, 3308, 3311, 3313, 3300, 2102), fc.anything(), (code, details) => {
        const problem = searchProblem(failure(code, details), searched);
        expect(["dates", "driver-age", "pickup-unserved", "dropoff-unserved", "unavailable"]).toContain(problem.kind);
      }),
    );
  });
});
