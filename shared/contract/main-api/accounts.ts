/** Sign-in, tokens and the account (docs/api/main-api.md, "Accounts"): the bodies the shop sends and the answers. */
import { z } from "zod";
import { CONSENT_CHANNELS, type ConsentChannel } from "./browser-values";
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

// ---- The account page: profile, permissions (ETK / İYS), address, KVKK data requests

/** The signed-in traveller's own account, as GET /user and the contact changes answer it. */
export const profileResponse = z.object({
  user: accountUser.extend({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    hasPassword: z.boolean(),
  }),
});
export type AccountProfile = z.output<typeof profileResponse>["user"];

/** Channels a traveller may allow commercial messages on (ETK: e-mail, SMS, phone calls). */
export { CONSENT_CHANNELS, type ConsentChannel };
/**
 * Where a permission was given or withdrawn: the account page, the notification-permission
 * endpoint ("account"), the marketing-user endpoint ("marketing"), an unsubscribe link, the
 * checkout's payment step, or a permission given before records were kept ("migrated").
 */
export const CONSENT_SOURCES = ["account-page", "account", "marketing", "unsubscribe", "checkout", "migrated"] as const;
/**
 * The version of the permission text the account page shows; each record keeps the version the
 * traveller saw. A new text gets a new id (and its translations), old records keep theirs.
 */
export const CONSENT_TEXT_VERSION = "etk-2026-11";
/** The version of the checkout's per-channel marketing boxes (their own wording). */
export const CHECKOUT_CONSENT_TEXT_VERSION = "etk-checkout-2026-11";

export const consentChangeRequest = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  source: z.enum(["account-page"]),
  textVersion: z.string().regex(/^[a-z0-9-]{1,40}$/),
});
export type ConsentChangeBody = z.input<typeof consentChangeRequest>;

const consentRecord = z.object({
  id: z.string(),
  channel: z.enum(CONSENT_CHANNELS),
  granted: z.boolean(),
  at: z.iso.datetime(),
  source: z.enum(CONSENT_SOURCES),
  textVersion: z.string(),
});
export type ConsentRecord = z.output<typeof consentRecord>;

/** Current permission per channel (its latest record; none: not allowed) and every record, newest first. */
export const consentsResponse = z.object({
  current: z.object({ email: z.boolean(), sms: z.boolean(), call: z.boolean() }),
  history: z.array(consentRecord),
});
export type ConsentsResponse = z.output<typeof consentsResponse>;

export const addressSchema = z.object({
  line: z.string().trim().min(3).max(200),
  district: z.string().trim().min(1).max(80),
  city: z.string().trim().min(1).max(80),
  postalCode: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{3,10}$/)
    .optional(),
  countryCode: z
    .string()
    .length(2)
    .regex(/^[A-Za-z]{2}$/)
    .toUpperCase(),
});
export type AddressBody = z.input<typeof addressSchema>;
export const addressResponse = z.object({
  address: z
    .object({
      line: z.string(),
      district: z.string(),
      city: z.string(),
      postalCode: z.string().nullable().optional(),
      countryCode: z.string(),
    })
    .nullable(),
});
export type AccountAddress = NonNullable<z.output<typeof addressResponse>["address"]>;

export const passwordChangeRequest = z.object({
  currentPassword: z.string().max(128).optional(),
  newPassword: z.string().min(8).max(128),
});
export type PasswordChangeBody = z.input<typeof passwordChangeRequest>;

const LOGIN_METHODS = ["anonymous", "email", "phone"] as const;
export const loginHistoryResponse = z.object({
  logins: z.array(
    z.object({
      at: z.number().int(),
      method: z.enum(LOGIN_METHODS),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
});
export type LoginRecord = z.output<typeof loginHistoryResponse>["logins"][number];

/** A request to delete the account (KVKK article 11): recorded, handled by customer service. */
const deletionRequest = z.object({
  id: z.string(),
  requestedAt: z.iso.datetime(),
  status: z.enum(["received", "completed"]),
});
export const deletionRequestResponse = z.object({ request: deletionRequest.nullable() });
export type DeletionRequest = z.output<typeof deletionRequest>;

/** Everything the shop keeps about the traveller (KVKK article 11: the right to know), as one JSON document. */
export const dataExportResponse = z.object({
  exportedAt: z.iso.datetime(),
  profile: z.object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    hasPassword: z.boolean(),
    createdAt: z.iso.datetime(),
  }),
  address: addressResponse.shape.address,
  consents: z.array(consentRecord),
  loginHistory: z.array(
    z.object({
      at: z.iso.datetime(),
      method: z.enum(LOGIN_METHODS),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
  bookings: z.array(
    z.object({
      orderId: z.string(),
      reservationId: z.string().nullable(),
      status: z.enum(["open", "completed", "cancelled"]),
      createdAt: z.iso.datetime(),
      items: z.array(
        z.object({
          kind: z.enum(["car", "flight"]),
          status: z.enum(["pending", "reserved", "removed", "cancelled"]),
          currency: z.string(),
          total: z.number().int(),
        }),
      ),
    }),
  ),
  registeredPassengers: z.array(
    z.object({
      firstName: z.string(),
      lastName: z.string(),
      type: z.enum(["adult", "child", "infant"]),
      birthDate: z.string(),
      nationality: z.string(),
    }),
  ),
  reviews: z.array(z.object({ rating: z.number().int(), text: z.string(), createdAt: z.iso.datetime() })),
  deletionRequest: deletionRequest.nullable(),
});
export type DataExport = z.output<typeof dataExportResponse>;
