import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { RESERVATION_ID_PATTERN } from "~/../shared/reservation-id";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import { FIND_FIELD_MESSAGES, findSchema } from "./find-form";

const post = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const parse = (data: FormData) => parseSubmission(data, findSchema, FIND_FIELD_MESSAGES, "required");
const errorsOf = (data: FormData) => {
  const submission = parse(data);
  return submission.status === "success" ? {} : firstErrors(submission.error);
};

describe("find my reservation's form", () => {
  it("takes the number and e-mail as people type them, as the Main API matches them", () => {
    expect(parse(post({ reservationId: " rg 7k3m 9qxd ", email: " Sukru@Example.COM " }))).toMatchObject({
      status: "success",
      value: { reservationId: "RG-7K3M-9QXD", email: "sukru@example.com" },
    });
    expect(parse(post({ reservationId: "RG7K3M9QXD", email: "a@b.co" }))).toMatchObject({
      value: { reservationId: "RG-7K3M-9QXD" },
    });
  });

  it("names each field's problem: empty, not a reservation number, not an e-mail address", () => {
    expect(errorsOf(post({}))).toEqual({ reservationId: "required", email: "required" });
    // 0, 1, I, L and O are not in the alphabet of reservation numbers.
    expect(errorsOf(post({ reservationId: "RG-7K3M-9QX0", email: "sukru@example" }))).toEqual({
      reservationId: "reservation-id",
      email: "email",
    });
  });

  it("any post gives a well-formed pair or a problem the page explains, never an exception (generated)", () => {
    const problems = Object.keys(FIND_FIELD_MESSAGES);
    fc.assert(
      fc.property(garbagePost(["reservationId", "email"]), (data) => {
        const submission = parse(data);
        if (submission.status === "success") {
          expect(submission.value.reservationId).toMatch(RESERVATION_ID_PATTERN);
          expect(submission.value.email).toBe(submission.value.email.trim().toLowerCase());
        } else {
          for (const code of Object.values(firstErrors(submission.error))) expect(problems).toContain(code);
        }
      }),
      { numRuns: 300 },
    );
  });
});
