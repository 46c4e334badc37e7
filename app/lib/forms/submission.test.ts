import { msg } from "@lingui/core/macro";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { checkedText, formText, refiningTransform } from "./form-text";
import { garbagePost } from "./garbage-post.test-support";
import { firstError, firstErrors, parseSubmission } from "./submission";

const MESSAGES = {
  required: msg`Please fill in this field.`,
  name: msg`Please enter your name (2 to 100 characters).`,
};
const schema = z.object({ name: checkedText((name) => name.length >= 2, "name", "required") });

/** The first error of each field of a refused post; none for an accepted one. */
const errorsOf = (submission: ReturnType<typeof parseSubmission>) =>
  submission.status === "success" ? {} : firstErrors(submission.error);

const post = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("a form post through its schema", () => {
  it("gives the schema's output, or the error codes by field", () => {
    expect(parseSubmission(post([["name", " Ayşe "]]), schema, MESSAGES, "required")).toMatchObject({
      status: "success",
      value: { name: "Ayşe" },
    });
    expect(errorsOf(parseSubmission(post([["name", "A"]]), schema, MESSAGES, "required"))).toEqual({ name: "name" });
    const empty = parseSubmission(new FormData(), schema, MESSAGES, "required");
    expect(empty.status === "error" && firstError(empty.error)).toBe("required");
  });

  it("reads a repeated field as its first value, as FormData.get does", () => {
    const parsed = parseSubmission(
      post([
        ["name", "Ayşe"],
        ["name", "x"],
      ]),
      schema,
      MESSAGES,
      "required",
    );
    expect(parsed).toMatchObject({ status: "success", value: { name: "Ayşe" } });
  });

  it("names an issue the schema did not label with the fallback code", () => {
    const strict = z.object({ count: z.pipe(formText, z.string().check(z.regex(/^\d+$/))) });
    expect(errorsOf(parseSubmission(post([["count", "x"]]), strict, MESSAGES, "required"))).toEqual({
      count: "required",
    });
  });

  it("files each issue under the field its path names, and a form-wide one under the form", () => {
    const pair = z.pipe(
      z.object({ first: formText, second: formText }),
      refiningTransform(({ first, second }: { first: string; second: string }, refuse) => {
        if (first === second) refuse("name", ["second"]);
        if (!first && !second) refuse("required");
        return `${first}-${second}`;
      }),
    );
    const parse = (entries: [string, string][]) => parseSubmission(post(entries), pair, MESSAGES, "required");
    expect(
      parse([
        ["first", "a"],
        ["second", "b"],
      ]),
    ).toMatchObject({ status: "success", value: "a-b" });
    expect(
      errorsOf(
        parse([
          ["first", "a"],
          ["second", "a"],
        ]),
      ),
    ).toEqual({ second: "name" });
    const empty = parse([]);
    expect(empty.status === "error" && empty.error).toEqual({ second: ["name"], "": ["required"] });
  });

  it("never echoes more than a bounded amount of a huge field", () => {
    const reply = parseSubmission(post([["name", "x".repeat(50_000)]]), schema, MESSAGES, "required").reply();
    expect(JSON.stringify(reply.initialValue).length).toBeLessThan(11_000);
  });

  it("ignores Conform's reserved names in a hand-made post (generated)", () => {
    fc.assert(
      fc.property(garbagePost(["name"]), (data) => {
        const parsed = parseSubmission(data, schema, MESSAGES, "required");
        if (parsed.status === "success") expect(parsed.value.name.length).toBeGreaterThanOrEqual(2);
        else expect(["name", "required"]).toContain(errorsOf(parsed).name);
      }),
    );
  });
});
