import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  findeksCheckRequest,
  findeksPinRequest,
  findeksReportRequest,
} from "~/../shared/contract/main-api/account-extras";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import { checkSchema, FINDEKS_FIELD_MESSAGES, phoneSchema, pinSchema } from "./findeks-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

function parse<Schema extends typeof checkSchema | typeof phoneSchema | typeof pinSchema>(
  data: FormData,
  schema: Schema,
) {
  const submission = parseSubmission(data, schema, FINDEKS_FIELD_MESSAGES, "tckn");
  return submission.status === "success"
    ? { ok: true as const, value: submission.value }
    : { ok: false as const, errors: firstErrors(submission.error) };
}

describe("the findeks forms' fields", () => {
  it("read the identity number and birth date as the Main API takes them", () => {
    expect(
      parse(form({ tckn: " 10000003970 ", birthDate: "1985-06-15", intent: "findeks-check" }), checkSchema),
    ).toEqual({
      ok: true,
      value: { tckn: "10000003970", birthDate: "1985-06-15" },
    });
    expect(parse(form({ tckn: "12345678901", birthDate: "1985-02-30" }), checkSchema)).toEqual({
      ok: false,
      errors: { tckn: "tckn", birthDate: "birth-date" },
    });
    expect(parse(form({}), checkSchema)).toEqual({ ok: false, errors: { tckn: "tckn", birthDate: "birth-date" } });
  });

  it("need a phone and a 6-digit PIN", () => {
    expect(parse(form({ phoneId: "" }), phoneSchema)).toEqual({ ok: false, errors: { phoneId: "phone" } });
    expect(parse(form({ phoneId: "a1b2c3d4" }), phoneSchema)).toEqual({ ok: true, value: { phoneId: "a1b2c3d4" } });
    expect(parse(form({ pin: " 123456 " }), pinSchema)).toEqual({ ok: true, value: { pin: "123456" } });
    for (const pin of ["12345", "1234567", "12a456", ""]) {
      expect(parse(form({ pin }), pinSchema), pin).toEqual({ ok: false, errors: { pin: "pin" } });
    }
  });

  it("never throw on a hand-made post, and what they accept the Main API accepts too", () => {
    const cases = [
      [checkSchema, findeksCheckRequest, ["tckn", "birthDate", "intent"]],
      [phoneSchema, findeksReportRequest, ["phoneId", "intent"]],
      [pinSchema, findeksPinRequest, ["pin", "intent"]],
    ] as const;
    for (const [schema, contract, fields] of cases) {
      fc.assert(
        fc.property(garbagePost(fields), (post) => {
          const parsed = parse(post, schema);
          if (parsed.ok) expect(contract.safeParse(parsed.value).success).toBe(true);
          else expect(Object.keys(parsed.errors).length).toBeGreaterThan(0);
        }),
        { numRuns: 300 },
      );
    }
  });
});
