import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cancelItemRequest } from "~/../shared/contract/main-api";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import { CANCEL_FIELD_MESSAGES, CANCEL_FIELDS, cancelFormSchema, NOTE_MAX } from "./cancel-form";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const parse = (data: FormData) => {
  const submission = parseSubmission(data, cancelFormSchema, CANCEL_FIELD_MESSAGES, "reason");
  return submission.status === "success"
    ? ({ ok: true, value: submission.value } as const)
    : ({ ok: false, errors: firstErrors(submission.error) } as const);
};

describe("the cancel form", () => {
  it("reads a post into the Main API's cancel body; no reason chosen is 'other'", () => {
    expect(parse(form({ reason: "", note: "  ", destination: "wallet" }))).toEqual({
      ok: true,
      value: { reason: "other", note: undefined, destination: "wallet", confirmed: false },
    });
    expect(
      parse(form({ reason: "plans_changed", note: " Tatil ertelendi ", destination: "card", confirmed: "yes" })),
    ).toEqual({
      ok: true,
      value: { reason: "plans_changed", note: "Tatil ertelendi", destination: "card", confirmed: true },
    });
  });

  it("refuses an unknown reason, a note over the limit and a missing destination, each by name", () => {
    expect(parse(form({ reason: "angry", note: "x".repeat(NOTE_MAX + 1) }))).toEqual({
      ok: false,
      errors: { reason: "reason", note: "note-long", destination: "destination" },
    });
  });

  it("turns any post into either a body the Main API accepts or the form's own error codes", () => {
    fc.assert(
      fc.property(garbagePost(CANCEL_FIELDS), (post) => {
        const parsed = parse(post);
        if (parsed.ok) {
          const { confirmed, ...body } = parsed.value;
          expect(typeof confirmed).toBe("boolean");
          expect(cancelItemRequest.safeParse({ itemId: "item-1", ...body }).success).toBe(true);
        } else {
          for (const code of Object.values(parsed.errors)) expect(Object.keys(CANCEL_FIELD_MESSAGES)).toContain(code);
        }
      }),
      { numRuns: 500, seed: 7 },
    );
  });
});
