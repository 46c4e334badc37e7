/**
 * Delivery of outbox messages (one-time codes; later confirmations). Every message is written to
 * the outbox first; a sender then delivers it and marks it delivered. Without a provider the
 * messages stay in the outbox, where the development outbox endpoint shows them.
 */
import type { ShopOrigins } from "../orders/booking-links";

export interface OutboxMessage {
  readonly id: string;
  readonly channel: "email" | "sms";
  readonly destination: string;
  readonly subject: string | null;
  readonly body: string;
}

export interface MessageSender {
  deliver(message: OutboxMessage): Promise<boolean>;
  /** The shop's public sites, for absolute links in the messages (orders/booking-links.ts). */
  readonly shopOrigins?: ShopOrigins;
}

/** Local default: nothing leaves the machine; messages are read from the outbox. */
export const outboxOnlySender: MessageSender = {
  deliver: async () => false,
};

/**
 * A provider reached by HTTP: POSTs `{id, channel, destination, subject, body}` as JSON to the
 * URL (an SMS/e-mail gateway, or a small adapter in front of one) with a bearer token.
 */
function httpSender(url: string, token: string | undefined, fetcher: typeof fetch = fetch): MessageSender {
  return {
    async deliver(message) {
      const response = await fetcher(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(message),
      });
      return response.ok;
    },
  };
}

export function senderFor(
  env: { MESSAGE_PROVIDER_URL?: string; MESSAGE_PROVIDER_TOKEN?: string } & ShopOrigins,
): MessageSender {
  const sender = env.MESSAGE_PROVIDER_URL
    ? httpSender(env.MESSAGE_PROVIDER_URL, env.MESSAGE_PROVIDER_TOKEN)
    : outboxOnlySender;
  return {
    deliver: (message) => sender.deliver(message),
    shopOrigins: { SITE_TR_ORIGIN: env.SITE_TR_ORIGIN, SITE_INTL_ORIGIN: env.SITE_INTL_ORIGIN },
  };
}

/** Delivers a message and records when it was delivered; a failed delivery stays pending. */
export async function deliver(
  db: D1Database,
  sender: MessageSender,
  message: OutboxMessage,
  now: number,
): Promise<void> {
  const delivered = await sender.deliver(message).catch(() => false);
  if (delivered) await db.prepare("UPDATE outbox SET delivered_at = ?2 WHERE id = ?1").bind(message.id, now).run();
}
