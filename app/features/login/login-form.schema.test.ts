import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { garbagePost } from "~/lib/forms/garbage-post.test-support";
import { firstError, parseSubmission } from "~/lib/forms/submission";
import { fallbackProblem, LOGIN_FIELD_MESSAGES, nameSchema, sendSchema, verifySchema } from "./login-form.schema";

const post = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};
const parse = (data: FormData, schema: typeof sendSchema | typeof verifySchema | typeof nameSchema) =>
  parseSubmission(data, schema, LOGIN_FIELD_MESSAGES, "email-invalid");
/** The problem the page would show for a post, or null when the rules pass it. */
const problemOf = (submission: ReturnType<typeof parse>) =>
  submission.status === "success" ? null : firstError(submission.error);

describe("the login forms' rules", () => {
  it("sends the code to the e-mail address as the Main API takes it, or to the phone in E.164", () => {
    expect(parse(post({ intent: "send", method: "email", email: " Ayse@Example.COM " }), sendSchema)).toMatchObject({
      status: "success",
      value: { intent: "send", method: "email", destination: "ayse@example.com" },
    });
    expect(
      parse(post({ intent: "resend", method: "phone", country: "TR", phone: "0532 123 45 67" }), sendSchema),
    ).toMatchObject({ status: "success", value: { method: "phone", destination: "+905321234567" } });
    expect(
      parse(post({ intent: "send", method: "phone", country: "DE", phone: "1512 3456789" }), sendSchema),
    ).toMatchObject({ status: "success", value: { destination: "+4915123456789" } });
  });

  it("refuses a bad address, a Turkish landline and an unknown country with the method's problem", () => {
    expect(problemOf(parse(post({ intent: "send", method: "email", email: "a@" }), sendSchema))).toBe("email-invalid");
    for (const phone of [
      { country: "TR", phone: "0212 123 45 67" },
      { country: "XX", phone: "532 123 45 67" },
      { country: "TR", phone: "5".repeat(33) },
    ]) {
      expect(problemOf(parse(post({ intent: "send", method: "phone", ...phone }), sendSchema))).toBe("phone-invalid");
    }
  });

  it("takes a six-digit code and a name of 1 to 60 letters", () => {
    const code = { intent: "verify", method: "email", destination: "ayse@example.com" };
    expect(parse(post({ ...code, code: " 123456 " }), verifySchema)).toMatchObject({ value: { code: "123456" } });
    expect(problemOf(parse(post({ ...code, code: "12345" }), verifySchema))).toBe("code-invalid");
    expect(parse(post({ intent: "name", firstName: " Ayşe ", lastName: "Yılmaz" }), nameSchema)).toMatchObject({
      value: { firstName: "Ayşe", lastName: "Yılmaz" },
    });
    expect(problemOf(parse(post({ intent: "name", firstName: " ", lastName: "Y" }), nameSchema))).toBe("name-invalid");
  });

  it("any post gives the form's data or a problem the page explains (generated)", () => {
    const problems = Object.keys(LOGIN_FIELD_MESSAGES);
    const fields = ["intent", "method", "email", "country", "phone", "destination", "code", "firstName", "lastName"];
    for (const schema of [sendSchema, verifySchema, nameSchema]) {
      fc.assert(
        fc.property(garbagePost(fields), fc.constantFrom("email", "phone"), (data, method) => {
          const submission = parseSubmission(data, schema, LOGIN_FIELD_MESSAGES, fallbackProblem(method));
          if (submission.status !== "success") expect(problems).toContain(firstError(submission.error));
        }),
        { numRuns: 300 },
      );
    }
  });
});
