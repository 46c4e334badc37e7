/**
 * Signed links: short tokens that name something (a contact, a booking item) and carry their own
 * expiry, signed with HMAC-SHA-256 so that only the Main API can make them. They open a narrow
 * action to whoever holds the link (unsubscribe from marketing, a supplier's booking decision)
 * without a sign-in. docs/api/main-api.md, "Signed links".
 *
 * Token: `base64url(payload) "." base64url(first 16 bytes of HMAC(secret, purpose "|" payload))`,
 * payload = the fields and the expiry (Unix seconds) joined with "|". The purpose keeps a token of
 * one kind from being accepted as another even if both kinds shared a secret.
 */
import { base64url, constantTimeEqual, fromBase64url, hmacSha256 } from "../../../shared/crypto/hmac";
import { ApiError } from "../errors";

export type LinkPurpose = "unsubscribe" | "supplier-approval";

/** Secrets by purpose, with the development default used when the variable is unset or short. */
const SECRET_VARIABLES = {
  unsubscribe: "MARKETING_LINK_SECRET",
  "supplier-approval": "SUPPLIER_LINK_SECRET",
} as const satisfies Record<LinkPurpose, string>;

export const DEVELOPMENT_LINK_SECRETS: Record<LinkPurpose, string> = {
  unsubscribe: "development-only-marketing-link-secret",
  "supplier-approval": "development-only-supplier-link-secret",
};

const MIN_SECRET_LENGTH = 32;

export interface SignedLinkEnv {
  MARKETING_LINK_SECRET?: string;
  SUPPLIER_LINK_SECRET?: string;
  ENVIRONMENT?: string;
}

/** 128 bits of HMAC: plenty against forgery, and the link stays short. */
const SIGNATURE_BYTES = 16;
const MAX_TOKEN_LENGTH = 256;
const encoder = new TextEncoder();

/**
 * The secret for a kind of link. Outside production an unset (or too short) variable means the
 * development default, so links work on a fresh clone; in production that would let anyone make
 * links, so the endpoints refuse with 503 / 3599 instead.
 */
export function linkSecret(env: SignedLinkEnv, purpose: LinkPurpose): string {
  const configured = env[SECRET_VARIABLES[purpose]];
  if (configured && configured.length >= MIN_SECRET_LENGTH) return configured;
  if (env.ENVIRONMENT === "production") {
    throw new ApiError("SERVICE_MISCONFIGURED", `${SECRET_VARIABLES[purpose]} is not configured`);
  }
  return DEVELOPMENT_LINK_SECRETS[purpose];
}

async function signature(secret: string, purpose: LinkPurpose, payload: string): Promise<Uint8Array> {
  return (await hmacSha256(secret, `${purpose}|${payload}`)).slice(0, SIGNATURE_BYTES);
}

/** A token for the fields (none may contain "|"), valid until `expiresAt` (epoch ms). */
export async function signLink(
  secret: string,
  purpose: LinkPurpose,
  fields: readonly string[],
  expiresAt: number,
): Promise<string> {
  if (fields.some((field) => field.includes("|"))) throw new Error("signed link fields may not contain '|'");
  const payload = [...fields, String(Math.floor(expiresAt / 1000))].join("|");
  return `${base64url(encoder.encode(payload))}.${base64url(await signature(secret, purpose, payload))}`;
}

export interface VerifiedLink {
  readonly fields: readonly string[];
  readonly expiresAt: number;
}

/**
 * The fields of a token this service signed for `purpose`: 2331 (400) when it is malformed, has
 * another number of fields or a wrong signature; 2332 (410) when it has expired. The signature is
 * compared in constant time and checked before the expiry, so an expired answer proves the link
 * was real.
 */
export async function verifyLink(
  secret: string,
  purpose: LinkPurpose,
  token: string,
  fieldCount: number,
  now: number,
): Promise<VerifiedLink> {
  const invalid = () => new ApiError("LINK_INVALID", "The link is not valid");
  const [encodedPayload, encodedSignature, ...rest] = token.length <= MAX_TOKEN_LENGTH ? token.split(".") : [];
  if (!encodedPayload || !encodedSignature || rest.length > 0) throw invalid();
  const payloadBytes = fromBase64url(encodedPayload);
  const given = fromBase64url(encodedSignature);
  if (!payloadBytes || !given || given.length !== SIGNATURE_BYTES) throw invalid();
  const payload = new TextDecoder("utf-8", { fatal: false }).decode(payloadBytes);
  const expected = await signature(secret, purpose, payload);
  if (!constantTimeEqual(expected, given)) throw invalid();
  const parts = payload.split("|");
  const seconds = Number(parts.pop());
  if (parts.length !== fieldCount || !Number.isSafeInteger(seconds)) throw invalid();
  const expiresAt = seconds * 1000;
  if (expiresAt <= now) throw new ApiError("LINK_EXPIRED", "The link has expired", { expiredAt: expiresAt });
  return { fields: parts, expiresAt };
}
