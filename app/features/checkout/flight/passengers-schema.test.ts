import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import { FIELD_ERROR_MESSAGES } from "../field-errors";
import type { PassengerType } from "./passenger-rules";
import { passengersSchema } from "./passengers-schema";

const TODAY = "2027-03-01";
const FLIGHT = "2027-03-20";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

function parse(party: PassengerType[], fields: Record<string, string>) {
  const submission = parseSubmission(
    form(fields),
    passengersSchema({ party, today: TODAY, lastFlightDate: FLIGHT }),
    FIELD_ERROR_MESSAGES,
    "required",
  );
  return submission.status === "success"
    ? { body: submission.value, errors: {} }
    : { body: null, errors: firstErrors(submission.error) };
}

const CONTACT = { email: "ayse@example.com", dialCode: "+90", phone: "(532) 123 45 67" };
const turk = (index: number, birthDate: string) => ({
  [`p${index}_title`]: "mrs",
  [`p${index}_firstName`]: "Ayşe",
  [`p${index}_lastName`]: "Yılmaz",
  [`p${index}_birthDate`]: birthDate,
  [`p${index}_nationality`]: "TR",
  [`p${index}_tckn`]: "10000000146",
});

describe("the passengers step", () => {
  it("turns a party into the Main API's body, Turkish citizens by TCKN and others by passport", () => {
    const { body, errors } = parse(["adult", "adult"], {
      ...CONTACT,
      ...turk(0, "1990-05-04"),
      p1_title: "mr",
      p1_firstName: "Hans",
      p1_lastName: "Müller",
      p1_birthDate: "1985-11-23",
      p1_nationality: "DE",
      p1_passportNo: "c01x00t47",
      p1_passportExpiry: "2034-06-30",
    });
    expect(errors).toEqual({});
    expect(body).toEqual({
      passengers: [
        {
          type: "adult",
          title: "mrs",
          firstName: "Ayşe",
          lastName: "Yılmaz",
          birthDate: "1990-05-04",
          nationality: "TR",
          tckn: "10000000146",
        },
        {
          type: "adult",
          title: "mr",
          firstName: "Hans",
          lastName: "Müller",
          birthDate: "1985-11-23",
          nationality: "DE",
          passportNo: "C01X00T47",
          passportExpiry: "2034-06-30",
        },
      ],
      contact: { email: "ayse@example.com", phone: "+905321234567" },
    });
  });

  it("names each traveller's field that is wrong", () => {
    const { errors } = parse(["adult", "infant"], {
      ...CONTACT,
      phone: "123",
      ...turk(0, "2020-01-01"),
      p0_tckn: "12345678901",
      p1_firstName: "1",
      p1_birthDate: "2024-01-01",
      p1_nationality: "GB",
      p1_passportExpiry: "2027-03-19",
    });
    expect(errors).toEqual({
      phone: "phone",
      p0_birthDate: "adultAge",
      p0_tckn: "tckn",
      p1_title: "required",
      p1_firstName: "name",
      p1_lastName: "required",
      p1_birthDate: "infantAge",
      p1_passportNo: "required",
      p1_passportExpiry: "passportExpiry",
    });
  });

  it("answers generated garbage with error codes, never an exception", () => {
    fc.assert(
      fc.property(garbagePost(["p0_firstName", "p0_birthDate", "p1_tckn", "email", "phone", "dialCode"]), (post) => {
        const submission = parseSubmission(
          post,
          passengersSchema({ party: ["adult", "child"], today: TODAY, lastFlightDate: FLIGHT }),
          FIELD_ERROR_MESSAGES,
          "required",
        );
        expect(["success", "error"]).toContain(submission.status);
      }),
      { numRuns: 300 },
    );
  });
});

describe("a post with mistakes in the contact and the travellers", () => {
  it("names them all at once", () => {
    const { errors } = parse(["adult"], { email: "", phone: "", ...turk(0, "2020-01-01") });
    expect(errors).toEqual({ email: "required", phone: "required", p0_birthDate: "adultAge" });
  });
});
