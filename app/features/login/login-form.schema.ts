import { msg } from "@lingui/core/macro";
import { z } from "zod/mini";
import { formText, refiningTransform, trimmedText, trimmedAs } from "~/lib/forms/form-text";
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

const intent = <Intents extends readonly [string, ...string[]]>(names: Intents) => z.pipe(formText, z.enum(names));
const COUNTRIES = DIAL_CODES.map((entry) => entry.country);

/** The contact step (and "Send a new code"): where the code goes, as the Main API takes it. */
export const sendSchema = z.discriminatedUnion("method", [
  z.pipe(
    z.object({
      intent: intent(["send", "resend"]),
      method: z.literal("email"),
      email: z.pipe(
        trimmedAs((value: string) => value.toLowerCase()),
        z.email({ message: "email-invalid" }),
      ),
    }),
    z.transform(({ intent: asked, method, email }) => ({ intent: asked, method, destination: email })),
  ),
  z.pipe(
    z.object({
      intent: intent(["send", "resend"]),
      method: z.literal("phone"),
      country: formText.check(
        z.refine((country: string) => COUNTRIES.some((known) => known === country), { message: "phone-invalid" }),
      ),
      phone: formText.check(z.refine((phone: string) => phone.length <= 32, { message: "phone-invalid" })),
    }),
    refiningTransform(
      (
        {
          intent: asked,
          method,
          country,
          phone,
        }: { intent: "send" | "resend"; method: "phone"; country: string; phone: string },
        refuse,
      ) => {
        const dial = dialCodeOf(country);
        const destination = dial ? toE164(dial, phone) : undefined;
        if (!destination) refuse("phone-invalid", ["phone"]);
        return { intent: asked, method, destination: destination ?? "" };
      },
    ),
  ),
]);

/** The one-time code step. */
export const verifySchema = z.object({
  intent: intent(["verify"]),
  method: z.pipe(formText, z.enum(LOGIN_METHODS)),
  destination: z.pipe(formText, z.string().check(z.minLength(3), z.maxLength(254))),
  code: z.pipe(trimmedText, z.string().check(z.regex(/^\d{6}$/, { message: "code-invalid" }))),
});

const personName = z.pipe(
  trimmedText,
  z.string().check(z.minLength(1, { message: "name-invalid" }), z.maxLength(60, { message: "name-invalid" })),
);

/** The name step after a first login. */
export const nameSchema = z.object({
  intent: intent(["name"]),
  firstName: personName,
  lastName: personName,
});
