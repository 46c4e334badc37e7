/**
 * Unsubscribe links for marketing messages. Every marketing e-mail or SMS carries
 * `/unsubscribe/{token}` with a token that names the recipient (user id) and the channel the
 * message went out on; opening it shows what would be turned off, and a POST turns that channel's
 * marketing permission off without a sign-in. docs/api/main-api.md, "Unsubscribe links".
 */
import { ApiError } from "../errors";
import { consentRecordStatement } from "../accounts/consents";
import { type SignedLinkEnv, linkSecret, signLink, verifyLink } from "./signed-link";

const MARKETING_CHANNELS = ["email", "sms"] as const;
export type MarketingChannel = (typeof MARKETING_CHANNELS)[number];

/** A link in a marketing message keeps working this long (people unsubscribe from old mail too). */
export const UNSUBSCRIBE_LINK_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** The token for the unsubscribe link of a marketing message to this user on this channel. */
export function unsubscribeToken(
  env: SignedLinkEnv,
  userId: string,
  channel: MarketingChannel,
  now: number,
): Promise<string> {
  return signLink(linkSecret(env, "unsubscribe"), "unsubscribe", [userId, channel], now + UNSUBSCRIBE_LINK_TTL_MS);
}

/** "a•••@example.com": enough for people to recognise their address, not enough to learn it. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? "•••" : `${email[0]}•••${email.slice(at)}`;
}

/** "+90•••••••67". */
function maskPhone(phone: string): string {
  return phone.length < 6 ? "•••" : `${phone.slice(0, 3)}•••••••${phone.slice(-2)}`;
}

interface Recipient {
  readonly userId: string;
  readonly channel: MarketingChannel;
  readonly destination: string | null;
  readonly expiresAt: number;
}

async function recipientOf(db: D1Database, env: SignedLinkEnv, token: string, now: number): Promise<Recipient> {
  const { fields, expiresAt } = await verifyLink(linkSecret(env, "unsubscribe"), "unsubscribe", token, 2, now);
  const [userId, channel] = fields as [string, string];
  if (!(MARKETING_CHANNELS as readonly string[]).includes(channel)) {
    throw new ApiError("LINK_INVALID", "The link is not valid");
  }
  // An account that absorbed the user (merge) now holds its permissions.
  const user = await db
    .prepare(
      `SELECT u.id, u.email, u.phone FROM users u
       WHERE u.id = COALESCE((SELECT merged_into FROM users WHERE id = ?1), ?1)`,
    )
    .bind(userId)
    .first<{ id: string; email: string | null; phone: string | null }>();
  if (!user) throw new ApiError("LINK_TARGET_NOT_FOUND", "The recipient of this link no longer exists");
  const address = channel === "email" ? user.email : user.phone;
  return {
    userId: user.id,
    channel: channel as MarketingChannel,
    destination: address === null ? null : channel === "email" ? maskEmail(address) : maskPhone(address),
    expiresAt,
  };
}

async function permissions(db: D1Database, userId: string) {
  const row = await db
    .prepare("SELECT email, sms FROM notification_permissions WHERE user_id = ?1")
    .bind(userId)
    .first<{ email: number; sms: number }>();
  return { email: row?.email === 1, sms: row?.sms === 1 };
}

export interface UnsubscribeView {
  readonly channel: MarketingChannel;
  readonly destination: string | null;
  readonly subscribed: boolean;
  readonly expiresAt: string;
}

const view = (recipient: Recipient, subscribed: boolean): UnsubscribeView => ({
  channel: recipient.channel,
  destination: recipient.destination,
  subscribed,
  expiresAt: new Date(recipient.expiresAt).toISOString(),
});

/** What the link would turn off, changing nothing. */
export async function readUnsubscribe(
  db: D1Database,
  env: SignedLinkEnv,
  token: string,
  now: number,
): Promise<UnsubscribeView> {
  const recipient = await recipientOf(db, env, token, now);
  return view(recipient, (await permissions(db, recipient.userId))[recipient.channel]);
}

/**
 * Turns the link's channel off (the other channel keeps its value), recorded with the time and
 * source `unsubscribe` as the accounts endpoints record consent. Repeating it changes nothing.
 */
export async function confirmUnsubscribe(
  db: D1Database,
  env: SignedLinkEnv,
  token: string,
  now: number,
): Promise<{ unsubscribe: UnsubscribeView; changed: boolean }> {
  const recipient = await recipientOf(db, env, token, now);
  // One statement: only a permission that is on changes, and the other channel is never touched.
  // Without a row nothing was ever allowed, so there is nothing to turn off.
  const column = recipient.channel === "email" ? "email" : "sms";
  const result = await db
    .prepare(
      `UPDATE notification_permissions SET ${column} = 0, consented_at = ?2, source = 'unsubscribe'
       WHERE user_id = ?1 AND ${column} = 1`,
    )
    .bind(recipient.userId, now)
    .run();
  const changed = result.meta.changes > 0;
  // The withdrawal joins the traveller's consent history (their account page shows it).
  if (changed) {
    await consentRecordStatement(
      db,
      recipient.userId,
      { channel: recipient.channel, granted: false },
      "unsubscribe",
      "unknown",
      now,
    ).run();
  }
  return { unsubscribe: view(recipient, false), changed };
}
