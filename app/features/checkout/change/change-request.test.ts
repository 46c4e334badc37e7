import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/lib/forms/submission";
import { CHANGE_MESSAGES, changeRequestSchema, pointOf } from "./change-request";

const TODAY = "2027-03-01";
const CURRENT = { pickup: "2027-03-20T10:00", dropoff: "2027-03-23T10:00" };

function post(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return parseSubmission(form, changeRequestSchema(TODAY, CURRENT), CHANGE_MESSAGES, "required");
}

const valid = {
  pickupDate: "2027-03-20",
  pickupTime: "10:00",
  dropoffDate: "2027-03-26",
  dropoffTime: "09:30",
  returnAt: "booked",
  returnText: "",
  returnPoint: "",
};

const errorsOf = (fields: Record<string, string>) => {
  const submission = post(fields);
  return submission.status === "success" ? {} : (submission.error ?? {});
};

describe("the change form", () => {
  it("reads new dates with the booked return place", () => {
    const submission = post(valid);
    expect(submission.status).toBe("success");
    if (submission.status === "success") expect(submission.value.returnAt).toBe("booked");
  });

  it("says what is wrong beside each field", () => {
    expect(errorsOf({ ...valid, pickupDate: "" })).toMatchObject({ pickupDate: ["required"] });
    expect(errorsOf({ ...valid, pickupDate: "2027-02-30" })).toMatchObject({ pickupDate: ["date"] });
    expect(errorsOf({ ...valid, pickupDate: "2027-02-28" })).toMatchObject({ pickupDate: ["past"] });
    expect(errorsOf({ ...valid, pickupTime: "25:00" })).toMatchObject({ pickupTime: ["time"] });
    expect(errorsOf({ ...valid, dropoffDate: "2027-03-20", dropoffTime: "10:00" })).toMatchObject({
      dropoffDate: ["order"],
    });
    expect(errorsOf({ ...valid, dropoffDate: "2027-07-20" })).toMatchObject({ dropoffDate: ["tooLong"] });
    expect(errorsOf({ ...valid, returnAt: "other" })).toMatchObject({ returnText: ["required"] });
  });

  it("refuses the dates and place the booking already has", () => {
    expect(errorsOf({ ...valid, dropoffDate: "2027-03-23", dropoffTime: "10:00" })).toMatchObject({
      pickupDate: ["unchanged"],
    });
    // The same dates with another return place are a change.
    expect(
      post({ ...valid, dropoffDate: "2027-03-23", dropoffTime: "10:00", returnAt: "other", returnText: "Antalya" })
        .status,
    ).toBe("success");
  });

  it("another return place is a chosen point or a typed name", () => {
    expect(post({ ...valid, returnAt: "other", returnPoint: "36.9,30.8" }).status).toBe("success");
    expect(pointOf("36.9,30.8")).toEqual({ lat: 36.9, lon: 30.8 });
    expect(pointOf("91,30")).toBeNull();
    expect(pointOf("36.9;30.8")).toBeNull();
  });

  it("never throws on hostile posts, and what it accepts keeps its rules", () => {
    const field = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom("", "10:00", "2027-03-21", "other", "1,2"));
    fc.assert(
      fc.property(
        fc.record({
          pickupDate: field,
          pickupTime: field,
          dropoffDate: field,
          dropoffTime: field,
          returnAt: field,
          returnText: field,
          returnPoint: field,
        }),
        (fields) => {
          const submission = post(fields);
          if (submission.status !== "success") return;
          const value = submission.value;
          expect(`${value.dropoffDate}T${value.dropoffTime}` > `${value.pickupDate}T${value.pickupTime}`).toBe(true);
          expect(value.pickupDate >= TODAY).toBe(true);
          expect(["booked", "other"]).toContain(value.returnAt);
        },
      ),
    );
  });
});
