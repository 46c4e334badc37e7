import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reviewRequest } from "~/../shared/contract/main-api/account-extras";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstErrors, parseSubmission } from "~/lib/forms/submission";
import { errorsFromApiFields, REVIEW_FIELD_MESSAGES, REVIEW_TEXT_MAX, reviewSchema } from "./review-fields";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const parse = (data: FormData) => parseSubmission(data, reviewSchema, REVIEW_FIELD_MESSAGES, "rental");

/** The first error of each field the post gets wrong (none for a valid post). */
function errorsOf(data: FormData) {
  const submission = parse(data);
  return submission.status === "success" ? {} : firstErrors(submission.error);
}

const VALID = {
  orderId: "0c1d2e3f-4a5b",
  itemId: "5e6f7a8b-9c0d",
  rating: "4",
  text: "  Araç temiz, teslim hızlıydı.  ",
};

describe("the review form's fields", () => {
  it("turns a valid post into the body the Main API takes", () => {
    const submission = parse(form(VALID));
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toEqual({
      orderId: "0c1d2e3f-4a5b",
      itemId: "5e6f7a8b-9c0d",
      rating: 4,
      text: "Araç temiz, teslim hızlıydı.",
    });
    expect(reviewRequest.safeParse(submission.value).success).toBe(true);
  });

  it("names a missing rating and a short text at once, and keeps what was typed", () => {
    const post = form({ ...VALID, rating: "", text: "<b>İyi</b>" });
    expect(errorsOf(post)).toEqual({ rating: "rating", text: "text-short" });
    expect(parse(post).reply().initialValue).toMatchObject({ text: "<b>İyi</b>" });
  });

  it.each([["0"], ["6"], ["4.5"], ["five"], [" 3"]])("refuses the rating %j", (rating) => {
    expect(errorsOf(form({ ...VALID, rating }))).toEqual({ rating: "rating" });
  });

  it("measures the text as the Main API stores it: tags and extra spaces do not count", () => {
    expect(errorsOf(form({ ...VALID, text: `<p>${"a ".repeat(4)}</p>     <i>b</i>` }))).toEqual({
      text: "text-short",
    });
    expect(errorsOf(form({ ...VALID, text: "x".repeat(REVIEW_TEXT_MAX + 1) }))).toEqual({
      text: "text-long",
    });
    expect(parse(form({ ...VALID, text: `<b>${"x".repeat(REVIEW_TEXT_MAX)}</b>` })).status).toBe("success");
  });

  it("refuses a post without its rental", () => {
    expect(errorsOf(form({ ...VALID, orderId: "", itemId: "../x" }))).toEqual({
      orderId: "rental",
      itemId: "rental",
    });
  });

  it("maps the Main API's invalid fields to the form's errors", () => {
    expect(errorsFromApiFields(["rating", "text", "itemId", "unknown"])).toEqual({
      rating: ["rating"],
      text: ["text-short"],
      itemId: ["rental"],
    });
  });

  it("never throws on a hand-made post, and what it accepts the Main API accepts too", () => {
    fc.assert(
      fc.property(garbagePost(["orderId", "itemId", "rating", "text"]), (post) => {
        const submission = parse(post);
        if (submission.status === "success") expect(reviewRequest.safeParse(submission.value).success).toBe(true);
        else expect(Object.values(errorsOf(post)).length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it("accepts any 1–5 stars with any text of 10–1000 visible characters", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }),
        fc.string({ minLength: 10, maxLength: REVIEW_TEXT_MAX }).filter((text) => /^[\p{L}\p{N}]+$/u.test(text)),
        (rating, text) => {
          const submission = parse(form({ ...VALID, rating: String(rating), text }));
          expect(submission.status).toBe("success");
        },
      ),
      { numRuns: 200 },
    );
  });
});
