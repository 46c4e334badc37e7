import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { completedCarOrder, registeredSession } from "../../../tests/support/account-extras";
import { mainApiClient } from "../../../tests/support/orders";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { createMainApi } from "../app";
import { DEVELOPMENT_LINK_SECRETS, linkSecret, signLink, verifyLink } from "./signed-link";
import { SUPPLIER_LINK_TTL_MS, supplierApprovalToken } from "./supplier-approval";
import { UNSUBSCRIBE_LINK_TTL_MS, unsubscribeToken } from "./unsubscribe";

/** 1 March 2027, 09:00 in Istanbul; the seeded rentals run 10–13 March. */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock, devOutbox: true });
const client = mainApiClient(api);
const { call, ok, error, session } = client;

const DAY = 24 * 60 * 60 * 1000;

/** Calls with the clock set to `at` for just that call. */
async function at<T>(time: number, run: () => Promise<T>): Promise<T> {
  const saved = clock;
  clock = time;
  try {
    return await run();
  } finally {
    clock = saved;
  }
}

async function permissionRow(userId: string) {
  return env.DB.prepare("SELECT email, sms, consented_at, source FROM notification_permissions WHERE user_id = ?1")
    .bind(userId)
    .first<{ email: number; sms: number; consented_at: number; source: string }>();
}

/** A registered user whose marketing permissions are set as given. */
async function subscriber(email: string, permissions: { email: boolean; sms: boolean }) {
  const registered = await registeredSession(client, email);
  await ok(call("POST", "/account-api/notification-permission", permissions, registered.token));
  return registered.user.id;
}

beforeAll(() => seedInventory(env.DB));

describe("signed links", () => {
  const secret = "a-secret-for-the-signed-link-tests-000";

  it("verify what they sign, with the expiry, and nothing else", async () => {
    const token = await signLink(secret, "unsubscribe", ["user-1", "email"], START + DAY);
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(token.length).toBeLessThanOrEqual(128);
    expect(await verifyLink(secret, "unsubscribe", token, 2, START)).toEqual({
      fields: ["user-1", "email"],
      expiresAt: START + DAY,
    });
    const [payload, signature] = token.split(".") as [string, string];
    const other = await signLink(secret, "unsubscribe", ["user-2", "email"], START + DAY);
    const forged = [
      `${other.split(".")[0]}.${signature}`, // another payload under this signature
      `${payload}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`, // one character changed
      `${payload}.${signature}x`,
      `${payload}.${signature}.extra`,
      payload,
      "",
      "not a token",
      `${"A".repeat(300)}.${signature}`,
    ];
    for (const bad of forged) {
      await expect(verifyLink(secret, "unsubscribe", bad, 2, START), bad).rejects.toMatchObject({
        kind: "LINK_INVALID",
      });
    }
    // Another key, another purpose or another field count do not verify either.
    await expect(verifyLink(`${secret}!`, "unsubscribe", token, 2, START)).rejects.toMatchObject({
      kind: "LINK_INVALID",
    });
    await expect(verifyLink(secret, "supplier-approval", token, 2, START)).rejects.toMatchObject({
      kind: "LINK_INVALID",
    });
    await expect(verifyLink(secret, "unsubscribe", token, 1, START)).rejects.toMatchObject({ kind: "LINK_INVALID" });
    // Expired only once the signature is known to be right.
    await expect(verifyLink(secret, "unsubscribe", token, 2, START + DAY)).rejects.toMatchObject({
      kind: "LINK_EXPIRED",
    });
  });

  it("use the configured secret, a development default outside production, and refuse production without one", () => {
    expect(linkSecret({}, "unsubscribe")).toBe(DEVELOPMENT_LINK_SECRETS.unsubscribe);
    expect(linkSecret({ SUPPLIER_LINK_SECRET: "short" }, "supplier-approval")).toBe(
      DEVELOPMENT_LINK_SECRETS["supplier-approval"],
    );
    expect(linkSecret({ MARKETING_LINK_SECRET: secret, ENVIRONMENT: "production" }, "unsubscribe")).toBe(secret);
    expect(() => linkSecret({ ENVIRONMENT: "production" }, "unsubscribe")).toThrow(/MARKETING_LINK_SECRET/);
    expect(() => linkSecret({ ENVIRONMENT: "production", SUPPLIER_LINK_SECRET: "short" }, "supplier-approval")).toThrow(
      /SUPPLIER_LINK_SECRET/,
    );
  });

  it("are refused with 503 / 3599 in production without a secret", async () => {
    const production = { ...env, ENVIRONMENT: "production", TOKEN_SIGNING_KEY: "x".repeat(40) };
    const token = await unsubscribeToken({}, "someone", "email", START);
    const unsubscribe = await api.request(`/api/v1/notification-api/unsubscribe/${token}`, {}, production);
    expect(unsubscribe.status).toBe(503);
    expect(await unsubscribe.json()).toMatchObject({ error: { code: 3599 } });
    const approval = await api.request(`/api/v1/supplier-api/approvals/${token}`, {}, production);
    expect(approval.status).toBe(503);
  });
});

describe("unsubscribe links", () => {
  it("show what would be turned off without changing anything", async () => {
    const userId = await subscriber("Unsub.Show@Example.com", { email: true, sms: true });
    const before = await permissionRow(userId);
    const token = await unsubscribeToken(env, userId, "email", clock);
    for (let i = 0; i < 2; i++) {
      const { unsubscribe } = await ok<{ unsubscribe: Record<string, unknown> }>(
        call("GET", `/notification-api/unsubscribe/${token}`),
      );
      expect(unsubscribe).toEqual({
        channel: "email",
        destination: "u•••@example.com",
        subscribed: true,
        expiresAt: new Date(clock + UNSUBSCRIBE_LINK_TTL_MS).toISOString(),
      });
    }
    expect(await permissionRow(userId)).toEqual(before);
  });

  it("turn off only the link's channel, once, recorded with the time and source", async () => {
    const userId = await subscriber("unsub.off@example.com", { email: true, sms: true });
    const token = await unsubscribeToken(env, userId, "email", clock);
    const done = await at(clock + 60_000, () =>
      ok<{ unsubscribe: { subscribed: boolean }; changed: boolean }>(
        call("POST", `/notification-api/unsubscribe/${token}`),
      ),
    );
    expect(done).toMatchObject({ unsubscribe: { channel: "email", subscribed: false }, changed: true });
    expect(await permissionRow(userId)).toEqual({
      email: 0,
      sms: 1,
      consented_at: clock + 60_000,
      source: "unsubscribe",
    });
    // Again: nothing left to change, nothing written.
    const again = await at(clock + 120_000, () =>
      ok<{ changed: boolean }>(call("POST", `/notification-api/unsubscribe/${token}`)),
    );
    expect(again.changed).toBe(false);
    expect((await permissionRow(userId))?.consented_at).toBe(clock + 60_000);
    // The SMS link turns SMS off.
    const sms = await unsubscribeToken(env, userId, "sms", clock);
    const viewed = await ok<{ unsubscribe: { destination: string | null; subscribed: boolean } }>(
      call("GET", `/notification-api/unsubscribe/${sms}`),
    );
    expect(viewed.unsubscribe).toMatchObject({ channel: "sms", destination: null, subscribed: true });
    await ok(call("POST", `/notification-api/unsubscribe/${sms}`));
    expect(await permissionRow(userId)).toMatchObject({ email: 0, sms: 0 });
  });

  it("leave the account's own permission endpoints in charge afterwards", async () => {
    const registered = await registeredSession(client, "unsub.again@example.com");
    await ok(call("POST", "/account-api/notification-permission", { email: true, sms: false }, registered.token));
    const token = await unsubscribeToken(env, registered.user.id, "email", clock);
    await ok(call("POST", `/notification-api/unsubscribe/${token}`));
    expect(await ok(call("GET", "/account-api/notification-permission", undefined, registered.token))).toMatchObject({
      email: false,
      sms: false,
    });
  });

  it("change nothing for someone who never allowed marketing", async () => {
    const userId = (await registeredSession(client, "never.allowed@example.com")).user.id;
    const token = await unsubscribeToken(env, userId, "email", clock);
    expect(
      await ok<{ unsubscribe: { subscribed: boolean } }>(call("GET", `/notification-api/unsubscribe/${token}`)),
    ).toMatchObject({ unsubscribe: { subscribed: false } });
    expect(await ok(call("POST", `/notification-api/unsubscribe/${token}`))).toMatchObject({ changed: false });
    expect(await permissionRow(userId)).toBeNull();
  });

  it("answer 400 / 2331 for a bad link, 410 / 2332 for an expired one and 404 / 2333 for an unknown contact", async () => {
    const userId = await subscriber("unsub.errors@example.com", { email: true, sms: false });
    const token = await unsubscribeToken(env, userId, "email", clock);
    for (const bad of [
      "abc",
      `${token}x`,
      await signLink("another-secret-of-enough-length-000", "unsubscribe", [userId, "email"], clock + DAY),
    ]) {
      for (const method of ["GET", "POST"]) {
        expect(await error(call(method, `/notification-api/unsubscribe/${bad}`)), bad).toMatchObject({
          status: 400,
          code: 2331,
        });
      }
    }
    // A channel the service does not know, even when signed.
    const fax = await signLink(DEVELOPMENT_LINK_SECRETS.unsubscribe, "unsubscribe", [userId, "fax"], clock + DAY);
    expect(await error(call("GET", `/notification-api/unsubscribe/${fax}`))).toMatchObject({ status: 400, code: 2331 });
    const later = clock + UNSUBSCRIBE_LINK_TTL_MS;
    for (const method of ["GET", "POST"]) {
      expect(await at(later, () => error(call(method, `/notification-api/unsubscribe/${token}`)))).toMatchObject({
        status: 410,
        code: 2332,
      });
    }
    expect((await permissionRow(userId))?.email).toBe(1);
    const nobody = await unsubscribeToken(env, crypto.randomUUID(), "email", clock);
    expect(await error(call("POST", `/notification-api/unsubscribe/${nobody}`))).toMatchObject({
      status: 404,
      code: 2333,
    });
    // A supplier link is not an unsubscribe link.
    const supplier = await supplierApprovalToken(env, userId, "email", clock);
    expect(await error(call("GET", `/notification-api/unsubscribe/${supplier}`))).toMatchObject({ code: 2331 });
  });
});

interface Approval {
  reservationId: string | null;
  supplier: { id: string; name: string };
  car: { brand: string | null; model: string | null; className: string | null; package: string | null };
  pickup: { office: string | null; dateTime: string | null };
  return: { office: string | null; dateTime: string | null };
  driver: { name: string } | null;
  itemStatus: string;
  decision: { decision: string; reason: string | null; decidedAt: string } | null;
  decidable: boolean;
  expiresAt: string;
}

/** A completed car rental and the approval link its rental company gets. */
async function bookedRental() {
  const { token } = await session();
  const { itemId, offer, order } = await completedCarOrder(client, token);
  const supplierId = offer.details.car.vendor.id;
  return {
    itemId,
    supplierId,
    reservationId: order.reservationId,
    link: await supplierApprovalToken(env, itemId, supplierId, clock),
  };
}

const approvalPath = (link: string) => `/supplier-api/approvals/${link}`;

describe("supplier approval links", () => {
  it("show the booking request without changing anything", async () => {
    const { link, supplierId, reservationId } = await bookedRental();
    const { approval } = await ok<{ approval: Approval }>(call("GET", approvalPath(link)));
    expect(approval).toMatchObject({
      reservationId,
      supplier: { id: supplierId },
      pickup: { dateTime: "2027-03-10T10:00" },
      return: { dateTime: "2027-03-13T10:00" },
      driver: { name: "Şükrü Çağlayan" },
      itemStatus: "reserved",
      decision: null,
      decidable: true,
      expiresAt: new Date(clock + SUPPLIER_LINK_TTL_MS).toISOString(),
    });
    expect(reservationId).toMatch(/^RG-/);
    expect(approval.car.brand).toBeTruthy();
    expect(approval.pickup.office).toBeTruthy();
    expect(approval.supplier.name).not.toBe(supplierId);
    expect((await ok<{ approval: Approval }>(call("GET", approvalPath(link)))).approval.decision).toBeNull();
  });

  it("record the first decision only; later posts get it back", async () => {
    const { link, itemId } = await bookedRental();
    const confirmed = await ok<{ approval: Approval }>(
      call("POST", approvalPath(link), { decision: "confirm" }, undefined, { "cf-connecting-ip": "198.51.100.7" }),
      201,
    );
    expect(confirmed.approval).toMatchObject({
      decision: { decision: "confirmed", reason: null, decidedAt: new Date(clock).toISOString() },
      decidable: false,
    });
    const replay = await error(call("POST", approvalPath(link), { decision: "reject", reason: "No cars left" }));
    expect(replay).toMatchObject({
      status: 409,
      code: 2334,
      details: { reason: "decided", decision: { decision: "confirmed" } },
    });
    expect((await ok<{ approval: Approval }>(call("GET", approvalPath(link)))).approval.decision?.decision).toBe(
      "confirmed",
    );
    const rows = await env.DB.prepare("SELECT supplier_id, decision, ip FROM supplier_decisions WHERE item_id = ?1")
      .bind(itemId)
      .all();
    expect(rows.results).toEqual([expect.objectContaining({ decision: "confirmed", ip: "198.51.100.7" })]);
  });

  it("need a reason to reject, stored as plain text", async () => {
    const { link } = await bookedRental();
    for (const reason of [undefined, "", "  ", "<b></b>"]) {
      expect(
        await error(call("POST", approvalPath(link), { decision: "reject", reason })),
        String(reason),
      ).toMatchObject({
        status: 400,
        code: 3300,
        details: [expect.objectContaining({ field: "reason" })],
      });
    }
    expect(await error(call("POST", approvalPath(link), { decision: "maybe" }))).toMatchObject({ code: 3300 });
    const rejected = await ok<{ approval: Approval }>(
      call("POST", approvalPath(link), { decision: "reject", reason: "<script>x</script>All <b>SUVs</b> are booked" }),
      201,
    );
    expect(rejected.approval.decision).toMatchObject({ decision: "rejected", reason: "All SUVs are booked" });
  });

  it("take one decision from many parallel posts", async () => {
    const { link, itemId } = await bookedRental();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call("POST", approvalPath(link), index % 2 ? { decision: "confirm" } : { decision: "reject", reason: "Full" }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM supplier_decisions WHERE item_id = ?1")
      .bind(itemId)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("refuse a decision on a cancelled booking", async () => {
    const { link, itemId } = await bookedRental();
    await env.DB.prepare("UPDATE order_items SET status = 'cancelled' WHERE id = ?1").bind(itemId).run();
    expect((await ok<{ approval: Approval }>(call("GET", approvalPath(link)))).approval).toMatchObject({
      itemStatus: "cancelled",
      decidable: false,
    });
    expect(await error(call("POST", approvalPath(link), { decision: "confirm" }))).toMatchObject({
      status: 409,
      code: 2334,
      details: { reason: "cancelled" },
    });
  });

  it("answer 400 for bad links, 410 when expired and 404 for another company or an unknown item", async () => {
    const { link, itemId } = await bookedRental();
    for (const bad of ["abc", `${link}x`, await unsubscribeToken(env, itemId, "email", clock)]) {
      expect(await error(call("GET", approvalPath(bad))), bad).toMatchObject({ status: 400, code: 2331 });
      // The link is judged before the body.
      const response = await api.request(`/api/v1${approvalPath(bad)}`, { method: "POST", body: "not json" }, env);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 2331 } });
    }
    const expired = clock + SUPPLIER_LINK_TTL_MS;
    expect(await at(expired, () => error(call("POST", approvalPath(link), { decision: "confirm" })))).toMatchObject({
      status: 410,
      code: 2332,
    });
    const otherCompany = await supplierApprovalToken(env, itemId, "some-other-company", clock);
    expect(await error(call("GET", approvalPath(otherCompany)))).toMatchObject({ status: 404, code: 2333 });
    const unknownItem = await supplierApprovalToken(env, crypto.randomUUID(), "anadolu-rent", clock);
    expect(await error(call("POST", approvalPath(unknownItem), { decision: "confirm" }))).toMatchObject({
      status: 404,
      code: 2333,
    });
    const none = await env.DB.prepare("SELECT COUNT(*) AS n FROM supplier_decisions WHERE item_id = ?1")
      .bind(itemId)
      .first<{ n: number }>();
    expect(none?.n).toBe(0);
  });
});
