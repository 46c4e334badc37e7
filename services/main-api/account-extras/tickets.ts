/**
 * Contact-form tickets (spec: notification createTicket). Anyone may write; spam is held back by
 * a honeypot field and by hourly limits per IP address and per e-mail address. The sender gets
 * an acknowledgement e-mail with the ticket number, which repeats nothing they typed (so the
 * form cannot be used to send arbitrary text to someone else's address).
 */
import type { z } from "zod";
import type { ticketRequest } from "../../../shared/contract/main-api/content-pages";
import { countEvent, firstRetryAfter } from "../shared/rate-limit";
import { deliver, type MessageSender } from "../accounts/sender";
import { ApiError } from "../errors";
import { type NameLanguage } from "../../../shared/names";
import { fillText } from "../shared/fill-text";
import { SUPPORT_TEXTS } from "./support-texts";

export const TICKETS_PER_IP_PER_HOUR = 5;
export const TICKETS_PER_EMAIL_PER_HOUR = 3;
type Subject = TicketInput["subject"];

/** Same alphabet as reservation ids: no 0/O, 1/I/L, easy to read out on the phone. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/** "T-" and 6 characters: 31⁶ ≈ 8.9 × 10⁸ values from the CSPRNG. */
export function newTicketId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(6));
  return `T-${[...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("")}`;
}

export type TicketInput = z.output<typeof ticketRequest>;

/** True when the honeypot field holds anything at all. */
export function isHoneypotHit(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const value = (body as { website: unknown }).website;
  return !(value === undefined || value === null || value === "");
}

/** The acknowledgement in the visitor's language: the ticket number and the topic, nothing they typed. */
function acknowledgement(ticketId: string, subject: Subject, language: NameLanguage) {
  const texts = SUPPORT_TEXTS[language];
  return {
    subject: fillText(texts.ticketSubject, { ticket: ticketId }),
    body: fillText(texts.ticketBody, { ticket: ticketId, topic: texts[subject] }),
  };
}

/**
 * Stores the ticket and writes the acknowledgement to the outbox, unless the IP address (5 an
 * hour) or the e-mail address (3 an hour) has sent too many: 3504 with retryAfterSeconds.
 */
export async function createTicket(
  db: D1Database,
  sender: MessageSender,
  input: TicketInput,
  meta: { ip: string; language: NameLanguage },
  now: number,
): Promise<string> {
  const ipKey = `ticket-ip:${meta.ip}`;
  const emailKey = `ticket-email:${input.email}`;
  const limited = await firstRetryAfter(
    db,
    [
      { key: ipKey, max: TICKETS_PER_IP_PER_HOUR },
      { key: emailKey, max: TICKETS_PER_EMAIL_PER_HOUR },
    ],
    now,
  );
  if (limited !== undefined) {
    throw new ApiError("RATE_LIMITED", "Too many messages; please try again later", { retryAfterSeconds: limited });
  }
  const language = input.language ?? meta.language;
  const message = { id: crypto.randomUUID(), channel: "email" as const, destination: input.email };
  for (let attempt = 0; ; attempt++) {
    const ticketId = newTicketId();
    const mail = acknowledgement(ticketId, input.subject, language);
    try {
      await db.batch([
        countEvent(db, ipKey, now),
        countEvent(db, emailKey, now),
        db
          .prepare(
            `INSERT INTO support_tickets (id, ticket_id, name, email, phone, subject, message, reservation_id, language, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)`,
          )
          .bind(
            crypto.randomUUID(),
            ticketId,
            input.name,
            input.email,
            input.phone ?? null,
            input.subject,
            input.message,
            input.reservationId ?? null,
            language,
            now,
          ),
        db
          .prepare(
            "INSERT INTO outbox (id, channel, destination, template, subject, body, created_at) VALUES (?1, 'email', ?2, 'ticket-received', ?3, ?4, ?5)",
          )
          .bind(message.id, message.destination, mail.subject, mail.body, now),
      ]);
    } catch (error) {
      // Another ticket drew the same number: draw again (the batch left nothing behind).
      if (attempt < 3 && String(error).includes("UNIQUE")) continue;
      throw error;
    }
    await deliver(db, sender, { ...message, subject: mail.subject, body: mail.body }, now);
    return ticketId;
  }
}
