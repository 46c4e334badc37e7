/** Sign-in, tokens and the account (docs/api/main-api.md, "Accounts"). */
import { z } from "zod";

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
