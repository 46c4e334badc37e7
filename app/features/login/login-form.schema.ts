import { z } from "zod";
import { DIAL_CODES, toE164 } from "./dial-codes";

export const LOGIN_METHODS = ["email", "phone"] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

/** Problems the login form shows inline, translated in the component. */
export type LoginProblem =
  | "email-invalid"
  | "phone-invalid"
  | "code-invalid"
  | "code-incorrect"
  | "code-expired"
  | "code-attempts"
  | "rate-limited"
  | "name-invalid"
  | "signed-out"
  | "unavailable";

const countries = DIAL_CODES.map((entry) => entry.country) as [string, ...string[]];

export const sendSchema = z.discriminatedUnion("method", [
  z.object({
    intent: z.enum(["send", "resend"]),
    method: z.literal("email"),
    email: z.string().trim().toLowerCase().pipe(z.email()),
  }),
  z.object({
    intent: z.enum(["send", "resend"]),
    method: z.literal("phone"),
    country: z.enum(countries),
    phone: z.string().max(32),
  }),
]);

export const verifySchema = z.object({
  intent: z.literal("verify"),
  method: z.enum(LOGIN_METHODS),
  destination: z.string().min(3).max(254),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

/** The destination a send form names: the e-mail address, or the phone number in E.164. */
export function destinationOf(input: z.output<typeof sendSchema>): string | undefined {
  if (input.method === "email") return input.email;
  const dial = DIAL_CODES.find((entry) => entry.country === input.country)?.code;
  return dial ? toE164(dial, input.phone) : undefined;
}

export const nameSchema = z.object({
  intent: z.literal("name"),
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
});
