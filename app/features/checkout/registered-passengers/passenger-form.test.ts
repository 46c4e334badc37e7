import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UpstreamError } from "~/lib/upstream-error";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import { registeredPassengerRequest } from "~/../shared/contract/main-api/passengers";
import { FIELD_ERROR_MESSAGES } from "../field-errors";
import { PASSENGER_FIELDS, passengerFormSchema, refusedPassengerFields } from "./passenger-form";
import { maskedNumber } from "./masked-number";

const TODAY = "2027-03-01";
/** Noon in Istanbul on TODAY: the Main API's clock for the same day. */
const NOW = Date.UTC(2027, 2, 1, 9, 0);

function parse(fields: Record<string, string>) {
  const post = new FormData();
  for (const [key, value] of Object.entries(fields)) post.set(key, value);
  const submission = parseSubmission(post, passengerFormSchema(TODAY), FIELD_ERROR_MESSAGES, "required");
  return submission.status === "success"
    ? { body: submission.value, errors: {} }
    : { body: null, errors: firstErrors(submission.error) };
}

const TURKISH = {
  title: "mrs",
  firstName: "Ayşe",
  lastName: "Yılmaz",
  birthDate: "1990-05-04",
  nationality: "TR",
  tckn: "100 000 001 46",
};
const GERMAN_CHILD = {
  title: "ms",
  firstName: "Lena",
  lastName: "Schmidt",
  birthDate: "2019-08-01",
  nationality: "DE",
  passportNo: "c01x00t47",
  passportExpiry: "2031-01-31",
};

describe("the account's passenger form", () => {
  it("turns a Turkish citizen into the Main API's body, the type from the birth date", () => {
    expect(parse(TURKISH).body).toEqual({
      type: "adult",
      title: "mrs",
      firstName: "Ayşe",
      lastName: "Yılmaz",
      birthDate: "1990-05-04",
      nationality: "TR",
      tckn: "10000000146",
      passportNo: null,
      passportExpiry: null,
    });
    expect(parse(GERMAN_CHILD).body).toMatchObject({ type: "child", passportNo: "C01X00T47", tckn: null });
    expect(parse({ ...GERMAN_CHILD, birthDate: "2026-01-10" }).body).toMatchObject({ type: "infant" });
  });

  it("names every field that breaks a rule, empty ones as required", () => {
    expect(parse({}).errors).toEqual({
      title: "required",
      firstName: "required",
      lastName: "required",
      birthDate: "required",
      tckn: "required",
    });
    expect(parse({ ...TURKISH, tckn: "10000000147", firstName: "R2D2", title: "dr" }).errors).toEqual({
      tckn: "tckn",
      firstName: "name",
      title: "title",
    });
    expect(parse({ ...TURKISH, birthDate: "2027-03-02" }).errors).toEqual({ birthDate: "birthDate" });
    expect(parse({ ...TURKISH, birthDate: "1900-01-01" }).errors).toEqual({ birthDate: "birthDate" });
    expect(parse({ ...GERMAN_CHILD, passportExpiry: TODAY, passportNo: "AB-1" }).errors).toEqual({
      passportExpiry: "passportExpired",
      passportNo: "passport",
    });
  });

  it("sends only what the Main API accepts: every body the form lets through passes the contract", () => {
    const contract = registeredPassengerRequest(NOW);
    const field = (name: string, values: string[]) =>
      fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 14 })).map((value) => [name, value] as const);
    const post = fc.tuple(
      field("title", ["mr", "mrs", "ms", ""]),
      field("firstName", ["Ayşe", "Jean-Luc", "O'Neil"]),
      field("lastName", ["Yılmaz", "Müller"]),
      field("birthDate", ["1990-05-04", "2025-03-01", "2025-03-02", "2015-03-01", "2015-03-02", "2027-02-29"]),
      field("nationality", ["TR", "DE", "tr", "gb"]),
      field("tckn", ["10000000146", "12345678950", "10000000147"]),
      field("passportNo", ["C01X00T47", "12345"]),
      field("passportExpiry", ["2027-03-02", "2027-03-01", "2030-12-31"]),
    );
    fc.assert(
      fc.property(post, (entries) => {
        const { body } = parse(Object.fromEntries(entries));
        if (body) expect(contract.safeParse(body).error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it("answers generated garbage with error codes, never an exception", () => {
    fc.assert(
      fc.property(garbagePost(PASSENGER_FIELDS), (post) => {
        const submission = parseSubmission(post, passengerFormSchema(TODAY), FIELD_ERROR_MESSAGES, "required");
        expect(["success", "error"]).toContain(submission.status);
      }),
      { numRuns: 300 },
    );
  });

  it("shows the Main API's refusals on the fields they name, the type on the birth date", () => {
    const refusal = UpstreamError.fromApi("main-api", 3300, "Invalid passenger", 400, [
      { field: "type", message: "the birth date makes this passenger a child" },
      { field: "tckn", message: "not a valid T.C. identity number" },
      { field: "passportExpiry", message: "the passport has expired" },
      { field: "unknown", message: "?" },
    ]);
    expect(refusedPassengerFields(refusal)).toEqual({
      birthDate: ["birthDate"],
      tckn: ["tckn"],
      passportExpiry: ["passportExpired"],
    });
    expect(refusedPassengerFields(UpstreamError.fromApi("main-api", 2322, "limit", 422, { max: 20 }))).toEqual({});
  });

  it("masks all but the last three characters of an identity number", () => {
    expect(maskedNumber("10000000146")).toBe("••••••••146");
    expect(maskedNumber("C01X00T47")).toBe("••••••T47");
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (value) => {
        const masked = maskedNumber(value);
        expect(masked.length).toBe(value.length);
        expect(masked.slice(0, -3)).toMatch(/^•*$/);
      }),
    );
  });
});
