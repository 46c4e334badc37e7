import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { carOrder, findCar, lastBureauPin, registeredSession } from "../../../tests/support/account-extras";
import { BILLING, DRIVER } from "../../../tests/support/order-fixtures";
import { mainApiClient, type OrderBody } from "../../../tests/support/orders";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { sha256Hex } from "../accounts/crypto";
import { createMainApi } from "../app";
import { BUREAU_TEST_TCKNS, bureauRecord } from "./bureau";
import { fillText } from "../shared/fill-text";
import { SUPPORT_TEXTS } from "./support-texts";
import { PIN_RESEND_AFTER_MS, PIN_TTL_MS, REPORT_VALID_MS } from "./findeks";

/** 1 March 2027, 09:00 in Istanbul; every test moves on two hours (fresh rate-limit windows). */
let clock = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => clock, devOutbox: true });
const client = mainApiClient(api);
const { call, ok, error, session } = client;

const BIRTH_DATE = "1985-06-15";
let emails = 0;
const newUser = () => registeredSession(client, `findeks-${++emails}@example.com`);

/** The bureau's phones for a TCKN (what the simulated bureau texts the PIN to). */
async function bureauPhones(tckn: string) {
  return bureauRecord(await sha256Hex(tckn)).phones;
}

/** check → phone list → report on the first phone: the PIN, as the bureau texted it. */
async function pinSent(token: string, tckn: string, headers: Record<string, string> = {}) {
  const checked = await ok<{ known: boolean; reportId: string; status: string }>(
    call("POST", "/account-api/findeks/check", { tckn, birthDate: BIRTH_DATE }, token),
  );
  expect(checked).toMatchObject({ known: true, status: "pending" });
  const { phones } = await ok<{ phones: { id: string; phone: string }[] }>(
    call("POST", "/account-api/findeks/phone-list", {}, token),
  );
  const phone = phones[0]!;
  const sent = await ok<{ sent: boolean; phone: string; expiresInSeconds: number; resendAfterSeconds: number }>(
    call("POST", "/account-api/findeks/report", { phoneId: phone.id }, token, headers),
    202,
  );
  expect(sent).toEqual({ sent: true, phone: phone.phone, expiresInSeconds: 180, resendAfterSeconds: 60 });
  const number = (await bureauPhones(tckn)).find((candidate) => candidate.id === phone.id)!.number;
  return { reportId: checked.reportId, phones, number, pin: await lastBureauPin(number) };
}

const confirm = (token: string, pin: string) => call("POST", "/account-api/findeks/pin-confirm", { pin }, token);
const wrong = (pin: string) => (pin === "000000" ? "111111" : "000000");

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock += 2 * 60 * 60 * 1000;
});

describe("findeks: who may ask", () => {
  it("needs a registered user: 3500 without a session, 3510 for an anonymous one", async () => {
    const body = { tckn: BUREAU_TEST_TCKNS.approved, birthDate: BIRTH_DATE };
    expect(await error(call("POST", "/account-api/findeks/check", body))).toMatchObject({ status: 401, code: 3500 });
    const { token } = await session();
    for (const step of ["check", "phone-list", "report", "pin-confirm", "pin-renew"]) {
      expect(await error(call("POST", `/account-api/findeks/${step}`, body, token))).toMatchObject({
        status: 403,
        code: 3510,
      });
    }
  });

  it("checks the identity number's checksum and the birth date, field by field", async () => {
    const { token } = await newUser();
    const bad = await error(
      call("POST", "/account-api/findeks/check", { tckn: "10000003971", birthDate: "2015-01-01" }, token),
    );
    expect(bad).toMatchObject({ status: 400, code: 3300 });
    expect(bad.details).toEqual([
      { field: "tckn", message: "not a valid T.C. identity number" },
      { field: "birthDate", message: "the person must be an adult" },
    ]);
    const date = await error(
      call("POST", "/account-api/findeks/check", { tckn: BUREAU_TEST_TCKNS.approved, birthDate: "1985-02-30" }, token),
    );
    expect(date.details).toEqual([{ field: "birthDate", message: "not a calendar date" }]);
  });
});

describe("findeks: the bureau's answers", () => {
  it("approves a high score: check, masked phone list, PIN by SMS, confirm; stores only hashes", async () => {
    const { token, user } = await newUser();
    const { reportId, phones, number, pin } = await pinSent(token, BUREAU_TEST_TCKNS.approved);
    expect(phones).toHaveLength(2);
    for (const phone of phones) expect(phone.phone).toMatch(/^\+90 5\*\* \*\*\* \*\*\d{2}$/);
    expect(phones.map((phone) => phone.phone)).toEqual(["+90 5** *** **12", "+90 5** *** **48"]);
    expect(number).toBe("+905576855012");

    const stored = await env.DB.prepare("SELECT * FROM credit_reports WHERE id = ?1")
      .bind(reportId)
      .first<Record<string, unknown>>();
    expect(stored).toMatchObject({
      user_id: user.id,
      status: "pending",
      tckn_hash: await sha256Hex(BUREAU_TEST_TCKNS.approved),
      phone: "+90 5** *** **12",
    });
    const everything = JSON.stringify(stored);
    expect(everything).not.toContain(BUREAU_TEST_TCKNS.approved);
    expect(everything).not.toContain(pin);
    expect(everything).not.toContain(number);

    const result = await ok<{ status: string; score: number; validUntil: number }>(confirm(token, pin));
    expect(result).toEqual({ reportId, status: "approved", score: 1892, validUntil: clock + REPORT_VALID_MS });
    // Used: the same PIN again finds no report waiting.
    expect(await error(confirm(token, pin))).toMatchObject({ code: 2301 });
  });

  it("texts the PIN in the visitor's language", async () => {
    for (const language of ["tr", "en", "de", "ja", "ar"] as const) {
      const { token } = await newUser();
      const { number, pin } = await pinSent(token, BUREAU_TEST_TCKNS.approved, { "content-language": language });
      const sms = await env.DB.prepare(
        "SELECT body FROM outbox WHERE template = 'findeks:pin' AND destination = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1",
      )
        .bind(number)
        .first<{ body: string }>();
      expect(sms?.body, language).toBe(fillText(SUPPORT_TEXTS[language].findeksPin, { pin }));
      clock += 3_600_000;
    }
  });

  it("rejects a low score", async () => {
    const { token } = await newUser();
    const { pin } = await pinSent(token, BUREAU_TEST_TCKNS.rejected);
    const result = await ok<{ status: string; score: number; validUntil: number | null }>(confirm(token, pin));
    expect(result).toMatchObject({ status: "rejected", score: 718, validUntil: null });
  });

  it("says when the bureau does not know the person, and starts no report", async () => {
    const { token, user } = await newUser();
    const checked = await ok(
      call("POST", "/account-api/findeks/check", { tckn: BUREAU_TEST_TCKNS.unknown, birthDate: BIRTH_DATE }, token),
    );
    expect(checked).toEqual({ known: false, reportId: null, status: null });
    expect(await error(call("POST", "/account-api/findeks/phone-list", {}, token))).toMatchObject({
      status: 409,
      code: 2301,
    });
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM credit_reports WHERE user_id = ?1")
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(0);
  });

  it("refuses steps out of order and phones the bureau does not have", async () => {
    const { token } = await newUser();
    expect(await error(confirm(token, "123456"))).toMatchObject({ code: 2301 });
    await ok(
      call("POST", "/account-api/findeks/check", { tckn: BUREAU_TEST_TCKNS.approved, birthDate: BIRTH_DATE }, token),
    );
    expect(await error(confirm(token, "123456"))).toMatchObject({ code: 2301 });
    expect(await error(call("POST", "/account-api/findeks/pin-renew", {}, token))).toMatchObject({ code: 2301 });
    const unknownPhone = await error(call("POST", "/account-api/findeks/report", { phoneId: "ffffffff" }, token));
    expect(unknownPhone).toMatchObject({ code: 3300, details: [{ field: "phoneId" }] });
  });
});

describe("findeks: PIN rules", () => {
  it("allows three tries: two say how many are left, the third locks the PIN, even for the right one", async () => {
    const { token } = await newUser();
    const { pin, number } = await pinSent(token, BUREAU_TEST_TCKNS.approved);
    expect(await error(confirm(token, wrong(pin)))).toMatchObject({
      status: 400,
      code: 3501,
      details: { attemptsLeft: 2 },
    });
    expect(await error(confirm(token, wrong(pin)))).toMatchObject({ code: 3501, details: { attemptsLeft: 1 } });
    expect(await error(confirm(token, wrong(pin)))).toMatchObject({ status: 429, code: 3503 });
    expect(await error(confirm(token, pin))).toMatchObject({ code: 3503 });

    // A new PIN, at most once a minute, starts the tries afresh.
    const tooSoon = await error(call("POST", "/account-api/findeks/pin-renew", {}, token));
    expect(tooSoon).toMatchObject({ status: 429, code: 3504 });
    expect(tooSoon.details?.retryAfterSeconds).toBe(60);
    clock += PIN_RESEND_AFTER_MS - 1000;
    expect(await error(call("POST", "/account-api/findeks/pin-renew", {}, token))).toMatchObject({
      code: 3504,
      details: { retryAfterSeconds: 1 },
    });
    clock += 1000;
    await ok(call("POST", "/account-api/findeks/pin-renew", {}, token), 202);
    const renewed = await lastBureauPin(number);
    expect(await error(confirm(token, pin === renewed ? wrong(renewed) : pin))).toMatchObject({
      code: 3501,
      details: { attemptsLeft: 2 },
    });
    expect(await ok(confirm(token, renewed))).toMatchObject({ status: "approved" });
  });

  it("says an expired PIN has expired; a renewed one works", async () => {
    const { token } = await newUser();
    const { pin, number } = await pinSent(token, BUREAU_TEST_TCKNS.rejected);
    clock += PIN_TTL_MS;
    expect(await error(confirm(token, pin))).toMatchObject({ status: 400, code: 3502 });
    await ok(call("POST", "/account-api/findeks/pin-renew", {}, token), 202);
    expect(await ok(confirm(token, await lastBureauPin(number)))).toMatchObject({ status: "rejected" });
  });

  it("sends at most five PINs an hour", async () => {
    const { token } = await newUser();
    await pinSent(token, BUREAU_TEST_TCKNS.approved);
    for (let renewal = 0; renewal < 4; renewal++) {
      clock += PIN_RESEND_AFTER_MS;
      await ok(call("POST", "/account-api/findeks/pin-renew", {}, token), 202);
    }
    clock += PIN_RESEND_AFTER_MS;
    const limited = await error(call("POST", "/account-api/findeks/pin-renew", {}, token));
    expect(limited).toMatchObject({ code: 3504 });
    expect(limited.details?.retryAfterSeconds).toBeGreaterThan(50 * 60);
  });
});

describe("findeks and reservations", () => {
  it("a car that needs a credit report: 2109, still 2109 after a rejected report, reservable after an approved one", async () => {
    const { token } = await newUser();
    const offer = await findCar(client, (candidate) => candidate.details.car.rules.creditReportRequired);
    expect(offer.details.car.rules.creditReportRequired).toBe(true);
    const { orderId, itemId } = await carOrder(client, token, offer);
    // A hold starts at the payment step: the driver and the invoice are known.
    await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, token));
    await ok(call("POST", `/order-api/order/${orderId}/billing`, BILLING, token));

    const reserve = () => call("GET", `/order-api/order/${orderId}/reserve`, undefined, token);
    expect(await error(reserve())).toMatchObject({ status: 422, code: 2109, details: { itemId } });

    const rejected = await pinSent(token, BUREAU_TEST_TCKNS.rejected);
    expect(await ok(confirm(token, rejected.pin))).toMatchObject({ status: "rejected" });
    expect(await error(reserve())).toMatchObject({ code: 2109 });

    clock += PIN_RESEND_AFTER_MS;
    const approved = await pinSent(token, BUREAU_TEST_TCKNS.approved);
    expect(await ok(confirm(token, approved.pin))).toMatchObject({ status: "approved" });
    const reserved = await ok<OrderBody>(reserve());
    expect(reserved.order.items[0]).toMatchObject({ id: itemId, status: "reserved" });
  });
});

describe("findeks: status", () => {
  it("says which step the latest report is at: none, PIN sent, approved, expired after 30 days; rejected", async () => {
    const email = "findeks-status@example.com";
    let { token } = await registeredSession(client, email);
    const status = () =>
      ok<{ report: { status: string; pinSent: boolean; phone: string | null; validUntil: number | null } | null }>(
        call("GET", "/account-api/findeks/status", undefined, token),
      );
    expect(await status()).toEqual({ report: null });
    const { phones, pin } = await pinSent(token, BUREAU_TEST_TCKNS.approved);
    expect((await status()).report).toMatchObject({ status: "pending", pinSent: true, phone: phones[0]!.phone });
    await ok(confirm(token, pin));
    expect((await status()).report).toMatchObject({
      status: "approved",
      pinSent: false,
      validUntil: clock + REPORT_VALID_MS,
    });
    clock += REPORT_VALID_MS;
    ({ token } = await registeredSession(client, email)); // the session has ended too: sign in again
    expect((await status()).report).toMatchObject({ status: "expired" });

    const second = await pinSent(token, BUREAU_TEST_TCKNS.rejected);
    await ok(confirm(token, second.pin));
    expect((await status()).report).toMatchObject({ status: "rejected", validUntil: null });
    expect(await error(call("GET", "/account-api/findeks/status"))).toMatchObject({ status: 401, code: 3500 });
  });
});
