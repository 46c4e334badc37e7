import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { mainApiClient } from "../../../tests/support/orders";
import { createMainApi } from "../app";
import { fillText } from "../shared/fill-text";
import { SUPPORT_TEXTS } from "./support-texts";
import { TICKETS_PER_EMAIL_PER_HOUR, TICKETS_PER_IP_PER_HOUR } from "./tickets";

let clock = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => clock });
const { call, ok, error } = mainApiClient(api);

const MESSAGE = {
  name: "Ayşe Yılmaz",
  email: "ayse.contact@example.com",
  subject: "reservation",
  message: "Rezervasyonumdaki teslim saatini değiştirmek istiyorum.",
};

let ips = 0;
const newIp = () => `203.0.113.${++ips}`;
const send = (body: Record<string, unknown>, ip = newIp(), headers: Record<string, string> = {}) =>
  call("POST", "/notification-api/tickets", body, undefined, { "cf-connecting-ip": ip, ...headers });

async function ticketsTo(email: string) {
  const { results } = await env.DB.prepare("SELECT * FROM support_tickets WHERE email = ?1 ORDER BY created_at")
    .bind(email)
    .all<Record<string, unknown>>();
  return results;
}
async function mailsTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT template, subject, body FROM outbox WHERE destination = ?1 ORDER BY created_at, rowid",
  )
    .bind(email)
    .all<{ template: string; subject: string; body: string }>();
  return results;
}

beforeEach(() => {
  clock += 2 * 60 * 60 * 1000;
});

describe("contact tickets", () => {
  it("stores the message without sign-in and acknowledges it by e-mail in the visitor's language", async () => {
    const email = "ticket-ok@example.com";
    const { ticketId } = await ok<{ ticketId: string }>(
      send({
        ...MESSAGE,
        email: "Ticket-OK@Example.com",
        phone: "+90 532 123 45 67",
        reservationId: "rg-7k3m 9qxd",
        message: "<b>Merhaba</b>, rezervasyonumdaki teslim saatini değiştirmek istiyorum.",
      }),
      201,
    );
    expect(ticketId).toMatch(/^T-[2-9A-HJKMNP-Z]{6}$/);
    expect(await ticketsTo(email)).toEqual([
      expect.objectContaining({
        ticket_id: ticketId,
        name: "Ayşe Yılmaz",
        phone: "+905321234567",
        subject: "reservation",
        message: "Merhaba, rezervasyonumdaki teslim saatini değiştirmek istiyorum.",
        reservation_id: "RG-7K3M-9QXD",
        language: "tr",
        status: "open",
      }),
    ]);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ template: "ticket-received", subject: `Talebinizi aldık: ${ticketId}` });
    expect(mail!.body).toContain("Konu: Rezervasyon");
    // The acknowledgement repeats nothing the visitor typed.
    expect(mail!.body).not.toContain("Ayşe");
    expect(mail!.body).not.toContain("teslim saatini");

    const english = await ok<{ ticketId: string }>(
      send({ ...MESSAGE, email: "ticket-en@example.com", subject: "payment" }, newIp(), {
        "accept-language": "en-GB,en;q=0.8",
      }),
      201,
    );
    expect(await mailsTo("ticket-en@example.com")).toEqual([
      expect.objectContaining({ subject: `We have received your message: ${english.ticketId}` }),
    ]);
    await ok(send({ ...MESSAGE, email: "ticket-en2@example.com", language: "en" }), 201);
    expect((await mailsTo("ticket-en2@example.com"))[0]!.body).toContain("Topic: Reservation");

    // Any of the shop's languages, by the body or by the request's language.
    const german = await ok<{ ticketId: string }>(
      send({ ...MESSAGE, email: "ticket-de@example.com", subject: "payment", language: "de" }, newIp()),
      201,
    );
    const japanese = await ok<{ ticketId: string }>(
      send({ ...MESSAGE, email: "ticket-ja@example.com", subject: "cancellation" }, newIp(), {
        "accept-language": "ja",
      }),
      201,
    );
    for (const [email, language, ticketId, topic] of [
      ["ticket-de@example.com", "de", german.ticketId, "payment"],
      ["ticket-ja@example.com", "ja", japanese.ticketId, "cancellation"],
    ] as const) {
      const [mail] = await mailsTo(email);
      expect(mail!.subject).toBe(fillText(SUPPORT_TEXTS[language].ticketSubject, { ticket: ticketId }));
      expect(mail!.body).toContain(SUPPORT_TEXTS[language][topic]);
      expect(mail!.body).toContain(ticketId);
    }
  });

  it("names every bad field", async () => {
    const refused = await error(
      send({
        name: "A",
        email: "not-an-address",
        phone: "12345",
        subject: "complaint",
        message: "Too short.",
        reservationId: "XYZ",
        language: "xx",
      }),
    );
    expect(refused).toMatchObject({ status: 400, code: 3300 });
    expect((refused.details as unknown as { field: string }[]).map((issue) => issue.field).sort()).toEqual([
      "email",
      "language",
      "message",
      "name",
      "phone",
      "reservationId",
      "subject",
    ]);
    // Tags do not count towards the 20 characters.
    const tagged = await error(send({ ...MESSAGE, message: "<p><b><i>kısa mesaj</i></b></p>" }));
    expect(tagged.details).toEqual([expect.objectContaining({ field: "message" })]);
    expect(await error(call("POST", "/notification-api/tickets", undefined))).toMatchObject({ code: 3300 });
  });

  it("answers a filled honeypot as if accepted, and stores, sends and counts nothing", async () => {
    const email = "ticket-bot@example.com";
    const ip = newIp();
    const answer = await ok<{ ticketId: string }>(send({ ...MESSAGE, email, website: "http://spam.example" }, ip), 202);
    expect(answer.ticketId).toMatch(/^T-[2-9A-HJKMNP-Z]{6}$/);
    expect(await ticketsTo(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
    const events = await env.DB.prepare("SELECT COUNT(*) AS n FROM rate_limit_events WHERE key IN (?1, ?2)")
      .bind(`ticket-ip:${ip}`, `ticket-email:${email}`)
      .first<{ n: number }>();
    expect(events?.n).toBe(0);
    // An empty honeypot is a person.
    await ok(send({ ...MESSAGE, email, website: "" }, ip), 201);
  });

  it(`takes ${TICKETS_PER_EMAIL_PER_HOUR} an hour from one e-mail address`, async () => {
    const email = "ticket-many@example.com";
    for (let index = 0; index < TICKETS_PER_EMAIL_PER_HOUR; index++) await ok(send({ ...MESSAGE, email }), 201);
    const limited = await error(send({ ...MESSAGE, email }));
    expect(limited).toMatchObject({ status: 429, code: 3504, details: { retryAfterSeconds: 3600 } });
    expect(await ticketsTo(email)).toHaveLength(TICKETS_PER_EMAIL_PER_HOUR);
    clock += 60 * 60 * 1000;
    await ok(send({ ...MESSAGE, email }), 201);
  });

  it(`takes ${TICKETS_PER_IP_PER_HOUR} an hour from one IP address`, async () => {
    const ip = newIp();
    for (let index = 0; index < TICKETS_PER_IP_PER_HOUR; index++) {
      await ok(send({ ...MESSAGE, email: `ticket-ip-${index}@example.com` }, ip), 201);
    }
    expect(await error(send({ ...MESSAGE, email: "ticket-ip-last@example.com" }, ip))).toMatchObject({
      code: 3504,
    });
    expect(await ticketsTo("ticket-ip-last@example.com")).toEqual([]);
    await ok(send({ ...MESSAGE, email: "ticket-ip-last@example.com" }, newIp()), 201);
  });
});
