/** Sign-in, tokens and the account (docs/api/main-api.md, "Accounts"): the bodies the shop sends and the answers. */
import { z } from "zod";
import { emailSchema } from "./identifiers";

// ---- Requests

const oneTimeCode = z.string().max(12);
/** Where a one-time code goes (sign-in, or changing the account's e-mail or phone). */
export const emailCodeRequest = z.object({ email: emailSchema });
/** A phone in any common spelling; the service reads it as E.164 (a Turkish mobile or another country's). */
export const phoneCodeRequest = z.object({ phone: z.string().max(32) });
/** The code the traveller received, with where it was sent. */
export const emailCodeCompleteRequest = emailCodeRequest.extend({ code: oneTimeCode });
export const phoneCodeCompleteRequest = phoneCodeRequest.extend({ code: oneTimeCode });
export const refreshRequest = z.object({ refreshToken: z.string().min(1).max(200) });
/** A newly registered traveller's name. */
export const registerCompleteRequest = z.object({
  firstName: z.string().trim().min(1).max(60),
  lastName: z.string().trim().min(1).max(60),
});
export type CodeRequestBody = z.input<typeof emailCodeRequest> | z.input<typeof phoneCodeRequest>;
export type CodeCompleteBody = z.input<typeof emailCodeCompleteRequest> | z.input<typeof phoneCodeCompleteRequest>;
export type RefreshBody = z.input<typeof refreshRequest>;
export type RegisterCompleteBody = z.input<typeof registerCompleteRequest>;

// ---- Answers

const authToken = z.object({
  accessToken: z.string().min(1),
  accessTokenExpireAt: z.number().int(),
  refreshToken: z.string().min(1),
  refreshTokenExpireAt: z.number().int(),
});

const accountUser = z.looseObject({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  anonymous: z.boolean(),
  organizations: z.array(z.object({ id: z.string() })),
});

export const signInResponse = z.looseObject({ token: authToken, user: accountUser });
export const refreshResponse = z.object({ token: authToken });
export const codeSentResponse = z.looseObject({
  sent: z.literal(true),
  channel: z.enum(["email", "sms"]),
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export const userResponse = z.object({ user: accountUser });
export const outboxResponse = z.object({
  messages: z.array(z.looseObject({ destination: z.string(), body: z.string(), created_at: z.number() })),
});
