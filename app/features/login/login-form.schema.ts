import { msg } from "@lingui/core/macro";
import { z } from "zod";
import { formText, trimmedText } from "~/lib/forms/form-text";
import type { FormMessages } from "~/lib/forms/submission";
import { DIAL_CODES, dialCodeOf, toE164 } from "./dial-codes";

const LOGIN_METHODS = ["email", "phone"] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** What the login forms' own rules refuse; the schemas below raise these. */
export type LoginFieldProblem = "email-invalid" | "phone-invalid" | "code-invalid" | "name-invalid";

/** Problems the login form shows inline: its own rules', then the Main API's and the session's. */
export type LoginProblem =
  | LoginFieldProblem
  | "code-incorrect"
  | "code-expired"
  | "code-attempts"
  | "rate-limited"
  | "signed-out"
  | "unavailable";

export const LOGIN_FIELD_MESSAGES: FormMessages<LoginFieldProblem> = {
  "email-invalid": msg`Please enter a valid e-mail address, like name@example.com.`,
  "phone-invalid": msg`Please enter a valid mobile number. Turkish numbers look like 5XX XXX XX XX.`,
  "code-invalid": msg`The code has 6 digits.`,
  "name-invalid": msg`Please enter your first and last name.`,
};

/** The problem of a post the rules refuse that names no field of its own (a hand-made one). */
export const fallbackProblem = (method: LoginMethod): LoginFieldProblem =>
  method === "email" ? "email-invalid" : "phone-invalid";

const intent = <Intents extends readonly [string, ...string[]]>(names: Intents) => formText.pipe(z.enum(names));
const COUNTRIES = DIAL_CODES.map((entry) => entry.country);

/** The contact step (and "Send a new code"): where the code goes, as the Main API takes it. */
export const sendSchema = z.discriminatedUnion("method", [
  z
    .object({
      intent: intent(["send", "resend"]),
      method: z.literal("email"),
      email: trimmedText.transform((value) => value.toLowerCase()).pipe(z.email({ message: "email-invalid" })),
    })
    .transform(({ intent: asked, method, email }) => ({ intent: asked, method, destination: email })),
  z
    .object({
      intent: intent(["send", "resend"]),
      method: z.literal("phone"),
      country: formText.refine((country) => COUNTRIES.some((known) => known === country), {
        message: "phone-invalid",
      }),
      phone: formText.refine((phone) => phone.length <= 32, { message: "phone-invalid" }),
    })
    .transform(({ intent: asked, method, country, phone }, context) => {
      const dial = dialCodeOf(country);
      const destination = dial ? toE164(dial, phone) : undefined;
      if (destination) return { intent: asked, method, destination };
      context.addIssue({ code: "custom", path: ["phone"], message: "phone-invalid" });
      return z.NEVER;
    }),
]);

/** The one-time code step. */
export const verifySchema = z.object({
  intent: intent(["verify"]),
  method: formText.pipe(z.enum(LOGIN_METHODS)),
  destination: formText.pipe(z.string().min(3).max(254)),
  code: trimmedText.pipe(z.string().regex(/^\d{6}$/, { message: "code-invalid" })),
});

/** The name step after a first login. */
export const nameSchema = z.object({
  intent: intent(["name"]),
  firstName: trimmedText.pipe(z.string().min(1, { message: "name-invalid" }).max(60, { message: "name-invalid" })),
  lastName: trimmedText.pipe(z.string().min(1, { message: "name-invalid" }).max(60, { message: "name-invalid" })),
});
