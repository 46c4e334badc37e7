import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { mainApiClient, type OrderBody } from "../../../tests/support/orders";
import { BILLING, DRIVER } from "../../../tests/support/order-fixtures";
import { createMainApi } from "../app";
import { RETENTION_MS, runMaintenance } from "../maintenance";
import {
  HOLD_MAX_LIFETIME_MS,
  HOLD_TTL_MS,
  holdClient,
  MAX_LIVE_HOLDS_PER_CLIENT,
  MAX_LIVE_HOLDS_PER_ORGANIZATION,
} from "./reserve";
import { PAYMENT_GRACE_MS } from "./holds";

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
/** 1 March 2027, 09:00 in Istanbul. */
let clock = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => clock });
const { call, ok, error, session } = mainApiClient(api);

beforeAll(() => seedInventory(env.DB));
// Each test opens several orders against one database: seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

const IST = { lat: 41.2619, lon: 28.7419 };
const isoDay = (epoch: number) => new Date(epoch).toISOString().slice(0, 10);

interface CarOffer {
  code: string;
  searchID: string;
  details: { car: { class: string; rules: { creditReportRequired: boolean } } };
  appointment: { checkInOffice: { id: string } };
}

/** An economy car picked up `daysAhead` days after the clock, for one day; its office and model. */
async function economyCar(daysAhead: number) {
  const day = isoDay(clock + daysAhead * DAY);
  const next = isoDay(clock + (daysAhead + 1) * DAY);
  const body = {
    version: "v3",
    checkInDateTime: `${day}T10:00`,
    checkOutDateTime: `${next}T10:00`,
    age: 35,
    language: "tr",
    currency: "TRY",
    checkInLocation: IST,
    checkOutLocation: IST,
  };
  const { results } = await ok<{ results: CarOffer[] }>(call("POST", "/search-api/search/point/", body));
  const offer = results.find(
    (candidate) => !candidate.details.car.rules.creditReportRequired && candidate.details.car.class === "economy",
  )!;
  const stored = (await env.DB.prepare(
    "SELECT json_extract(offers, '$.' || ?2 || '.m') AS model FROM searches WHERE id = ?1",
  )
    .bind(offer.searchID, offer.code)
    .first<{ model: string }>())!;
  return { offer, body, day, office: offer.appointment.checkInOffice.id, model: stored.model };
}

type Car = Awaited<ReturnType<typeof economyCar>>;

async function setUnits(car: Car, units: number) {
  await env.DB.prepare("UPDATE fleet SET units = ?3 WHERE office_id = ?1 AND car_model_id = ?2")
    .bind(car.office, car.model, units)
    .run();
}

async function booked(car: Car): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT COALESCE(MAX(booked), 0) AS n FROM car_bookings_daily WHERE office_id = ?1 AND car_model_id = ?2 AND day = ?3",
  )
    .bind(car.office, car.model, car.day)
    .first<{ n: number }>();
  return row!.n;
}

/** An order with the car in it, opened from `ip` (the gateway's X-Forwarded-For); details optional. */
async function order(token: string, car: Car, { ip, details = true }: { ip?: string; details?: boolean } = {}) {
  const headers: Record<string, string> = ip ? { "x-forwarded-for": ip } : {};
  const created = await ok<OrderBody>(
    call("POST", "/order-api/order", { language: "tr", paymentType: "creditCard" }, token, headers),
    201,
  );
  const orderId = created.order.id;
  await ok(
    call("POST", `/order-api/order/${orderId}/item/car`, { code: car.offer.code, searchID: car.offer.searchID }, token),
  );
  if (details) {
    await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, token));
    await ok(call("POST", `/order-api/order/${orderId}/billing`, BILLING, token));
  }
  return orderId;
}

const reserve = (orderId: string, token: string) =>
  call("GET", `/order-api/order/${orderId}/reserve`, undefined, token);

async function holdOf(orderId: string) {
  return env.DB.prepare(
    `SELECT i.status, i.hold_expires_at AS expiresAt, h.created_at AS startedAt FROM order_items i
     LEFT JOIN reservation_holds h ON h.item_id = i.id WHERE i.order_id = ?1 AND i.status != 'removed'`,
  )
    .bind(orderId)
    .first<{ status: string; expiresAt: number | null; startedAt: number | null }>();
}

describe("a hold starts only at the payment step", () => {
  it("reserving without the driver or the invoice is 2105 naming them, and holds nothing", async () => {
    const car = await economyCar(9);
    const { token } = await session();
    const before = await booked(car);
    const orderId = await order(token, car, { details: false });
    expect(await error(reserve(orderId, token))).toMatchObject({
      status: 422,
      code: 2105,
      details: { missing: ["passengers", "billing"] },
    });
    await ok(call("POST", `/order-api/order/${orderId}/passengers`, DRIVER, token));
    expect(await error(reserve(orderId, token))).toMatchObject({ code: 2105, details: { missing: ["billing"] } });
    expect(await booked(car)).toBe(before);
    expect((await holdOf(orderId))?.status).toBe("pending");
  });
});

describe("hold lifetime", () => {
  it("reserving again moves the end at most HOLD_TTL_MS ahead and never past the maximum lifetime", async () => {
    const car = await economyCar(10);
    const { token, refreshToken } = await session();
    const orderId = await order(token, car);
    const start = clock;
    await ok(reserve(orderId, token));
    expect(await holdOf(orderId)).toEqual({ status: "reserved", expiresAt: start + HOLD_TTL_MS, startedAt: start });

    let refresh = refreshToken;
    for (const minutes of [10, 10, 9]) {
      clock += minutes * MINUTE;
      const renewed = await ok<{ token: { accessToken: string; refreshToken: string } }>(
        call("POST", "/account-api/refresh", { refreshToken: refresh }),
      );
      refresh = renewed.token.refreshToken;
      const access = renewed.token.accessToken;
      await ok(reserve(orderId, access));
      const hold = await holdOf(orderId);
      expect(hold?.expiresAt).toBe(Math.min(clock + HOLD_TTL_MS, start + HOLD_MAX_LIFETIME_MS));
    }
    // Past the maximum: the next reservation (like the scheduled job) gives the unit back first;
    // what it then holds is a new hold with a new start, counted against the limits again.
    const held = await booked(car);
    clock = start + HOLD_MAX_LIFETIME_MS + 1;
    const report = await runMaintenance(env.DB, clock);
    expect(report.holdsReleased).toBeGreaterThanOrEqual(1);
    expect(await holdOf(orderId)).toEqual({ status: "pending", expiresAt: null, startedAt: null });
    expect(await booked(car)).toBe(held - 1);
  });

  it("a payment started while the hold was live keeps it PAYMENT_GRACE_MS after the payment started, no longer", async () => {
    const car = await economyCar(11);
    const { token } = await session();
    const orderId = await order(token, car);
    const start = clock;
    await ok(reserve(orderId, token));
    const paymentAt = start + HOLD_TTL_MS - MINUTE;
    await env.DB.prepare(
      `INSERT INTO payments (id, order_id, idempotency_key, request_hash, amount, wallet_amount, currency, installments,
         installment_total, status, created_at, updated_at)
       VALUES (?1, ?2, 'grace-test-key', 'x', 100, 0, 'TRY', 1, 100, 'challenge', ?3, ?3)`,
    )
      .bind(crypto.randomUUID(), orderId, paymentAt)
      .run();
    clock = start + HOLD_TTL_MS + MINUTE; // past the hold's end, inside the payment's grace
    await runMaintenance(env.DB, clock);
    expect((await holdOf(orderId))?.status).toBe("reserved");
    clock = paymentAt + PAYMENT_GRACE_MS + 1;
    await runMaintenance(env.DB, clock);
    expect((await holdOf(orderId))?.status).toBe("pending");
  });
});

describe("live holds per organization and per client", () => {
  it(`at most ${MAX_LIVE_HOLDS_PER_ORGANIZATION} per session's organization: the next is 2110 and holds nothing`, async () => {
    const car = await economyCar(12);
    await setUnits(car, 50);
    const { token } = await session();
    const orders = [];
    for (let i = 0; i <= MAX_LIVE_HOLDS_PER_ORGANIZATION; i++) orders.push(await order(token, car));
    for (const orderId of orders.slice(0, MAX_LIVE_HOLDS_PER_ORGANIZATION)) await ok(reserve(orderId, token));
    const before = await booked(car);
    const refused = await error(reserve(orders.at(-1)!, token));
    expect(refused).toMatchObject({
      status: 429,
      code: 2110,
      details: { maxPerOrganization: MAX_LIVE_HOLDS_PER_ORGANIZATION },
    });
    expect(await booked(car)).toBe(before);
    expect((await holdOf(orders.at(-1)!))?.status).toBe("pending");
    // Reserving a held order again is not a new hold.
    await ok(reserve(orders[0]!, token));
    // Once one is given back, the session may hold again.
    const first = (await ok<OrderBody>(call("GET", `/order-api/order/${orders[0]}`, undefined, token))).order.items[0]!;
    await ok(call("DELETE", `/order-api/order/${orders[0]}/item/${first.id}`, undefined, token));
    await ok(reserve(orders.at(-1)!, token));
  });

  it(`at most ${MAX_LIVE_HOLDS_PER_CLIENT} per public client address across sessions; private addresses count per session only`, async () => {
    const car = await economyCar(13);
    await setUnits(car, 50);
    const sessions = await Promise.all(Array.from({ length: 3 }, () => session()));
    const publicIp = "81.214.10.7";
    let held = 0;
    for (const { token } of sessions) {
      for (let i = 0; i < MAX_LIVE_HOLDS_PER_ORGANIZATION && held < MAX_LIVE_HOLDS_PER_CLIENT; i++, held++) {
        await ok(reserve(await order(token, car, { ip: publicIp }), token));
      }
    }
    const last = sessions.at(-1)!.token;
    expect(await error(reserve(await order(last, car, { ip: publicIp }), last))).toMatchObject({
      code: 2110,
      details: { maxPerClient: MAX_LIVE_HOLDS_PER_CLIENT },
    });
    // Another address of the same IPv6 /64 is the same client; another public address is not.
    const v6 = await Promise.all(Array.from({ length: 3 }, () => session()));
    let v6Held = 0;
    for (const { token } of v6) {
      for (let i = 0; i < MAX_LIVE_HOLDS_PER_ORGANIZATION && v6Held < MAX_LIVE_HOLDS_PER_CLIENT; i++, v6Held++) {
        await ok(reserve(await order(token, car, { ip: `2a00:1450:4001:81a::${v6Held + 1}` }), token));
      }
    }
    const v6Last = v6.at(-1)!.token;
    expect(await error(reserve(await order(v6Last, car, { ip: "2a00:1450:4001:81a:ffff::9" }), v6Last))).toMatchObject({
      code: 2110,
    });
    await ok(reserve(await order(v6Last, car, { ip: "81.214.10.20" }), v6Last));
    // Loopback (local development, tests): only the organization limit applies.
    for (const { token } of await Promise.all(Array.from({ length: 3 }, () => session()))) {
      for (let i = 0; i < MAX_LIVE_HOLDS_PER_ORGANIZATION; i++) {
        await ok(reserve(await order(token, car, { ip: "127.0.0.1" }), token));
      }
    }
  }, 60_000); // about twenty orders on one database: slow on a busy machine, not a race

  it("concurrent reservations of one session never pass the limit", async () => {
    const car = await economyCar(14);
    await setUnits(car, 50);
    const { token } = await session();
    const orders = await Promise.all(Array.from({ length: 8 }, () => order(token, car)));
    const statuses = await Promise.all(orders.map(async (orderId) => (await reserve(orderId, token)).status));
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_LIVE_HOLDS_PER_ORGANIZATION);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - MAX_LIVE_HOLDS_PER_ORGANIZATION);
  }, 30_000);

  it("generated sequences of reservations and waiting keep every limit, every lifetime and the capacity count", async () => {
    const clients = ["81.214.20.1", "81.214.20.2"];
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant("open" as const), who: fc.nat(1), client: fc.nat(1) }),
            fc.record({ kind: fc.constant("again" as const), which: fc.nat(20) }),
            fc.record({ kind: fc.constant("wait" as const), minutes: fc.integer({ min: 1, max: 9 }) }),
          ),
          { minLength: 6, maxLength: 12 },
        ),
        async (actions) => {
          clock += 2 * DAY; // a fresh run: earlier runs' holds have long expired
          const car = await economyCar(9);
          await setUnits(car, 50);
          const baseline = await booked(car);
          const sessions = await Promise.all(Array.from({ length: 2 }, () => session()));
          const opened: { orderId: string; who: number }[] = [];
          for (const action of actions) {
            if (action.kind === "wait") {
              clock += action.minutes * MINUTE;
              continue;
            }
            const who = action.kind === "open" ? action.who : opened[action.which % Math.max(opened.length, 1)]?.who;
            if (who === undefined) continue;
            // A fresh access token: the clock may have moved past the last one's expiry.
            const token = (
              await ok<{ token: { accessToken: string; refreshToken: string } }>(
                call("POST", "/account-api/refresh", { refreshToken: sessions[who]!.refreshToken }),
              )
            ).token;
            sessions[who]!.refreshToken = token.refreshToken;
            const target =
              action.kind === "open"
                ? { orderId: await order(token.accessToken, car, { ip: clients[action.client]! }), who }
                : opened[action.which % opened.length]!;
            if (action.kind === "open") opened.push(target);
            const response = await reserve(target.orderId, token.accessToken);
            expect([200, 429]).toContain(response.status);
          }
          const { results } = await env.DB.prepare(
            `SELECT o.organization_id AS org, o.client, i.hold_expires_at AS expiresAt, h.created_at AS startedAt
             FROM order_items i JOIN orders o ON o.id = i.order_id JOIN reservation_holds h ON h.item_id = i.id
             WHERE i.status = 'reserved' AND o.id IN (SELECT value FROM json_each(?1))`,
          )
            .bind(JSON.stringify(opened.map((entry) => entry.orderId)))
            .all<{ org: string; client: string; expiresAt: number; startedAt: number }>();
          const live = results.filter((row) => row.expiresAt > clock);
          for (const count of Object.values(Object.groupBy(live, (row) => row.org)))
            expect(count!.length).toBeLessThanOrEqual(MAX_LIVE_HOLDS_PER_ORGANIZATION);
          for (const count of Object.values(Object.groupBy(live, (row) => row.client)))
            expect(count!.length).toBeLessThanOrEqual(MAX_LIVE_HOLDS_PER_CLIENT);
          for (const row of results) expect(row.expiresAt).toBeLessThanOrEqual(row.startedAt + HOLD_MAX_LIFETIME_MS);
          // Every unit taken belongs to a hold that exists: nothing leaks, nothing is held twice.
          expect((await booked(car)) - baseline).toBe(results.length);
        },
      ),
      { numRuns: 8, seed: 14 },
    );
  }, 120_000);
});

describe("the scheduled maintenance", () => {
  it("gives back expired holds and deletes codes, rate-limit events and refresh tokens a day past their end", async () => {
    clock += 10 * DAY;
    const car = await economyCar(9);
    const { token } = await session();
    const orderId = await order(token, car);
    await ok(reserve(orderId, token));
    const held = await booked(car);
    const old = clock - RETENTION_MS - MINUTE;
    const user = (await env.DB.prepare("SELECT id FROM users LIMIT 1").first<{ id: string }>())!.id;
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO one_time_codes (id, purpose, channel, destination, code_hash, created_at, expires_at)
         VALUES ('old-code', 'login', 'email', 'a@example.com', 'h', ?1, ?1), ('new-code', 'login', 'email', 'a@example.com', 'h', ?2, ?2)`,
      ).bind(old, clock),
      env.DB.prepare("INSERT INTO rate_limit_events (key, at) VALUES ('old-event', ?1), ('new-event', ?2)").bind(
        old,
        clock,
      ),
      env.DB.prepare(
        `INSERT INTO refresh_tokens (id, family_id, user_id, token_hash, created_at, expires_at)
         VALUES ('old-token', 'f', ?3, 'old-hash', ?1, ?1), ('new-token', 'f', ?3, 'new-hash', ?1, ?2)`,
      ).bind(old, clock + DAY, user),
    ]);
    // Before the hold's end: nothing of it moves.
    await runMaintenance(env.DB, clock + HOLD_TTL_MS - 1);
    expect((await holdOf(orderId))?.status).toBe("reserved");

    const report = await runMaintenance(env.DB, clock + HOLD_TTL_MS);
    expect(report).toMatchObject({ oneTimeCodesDeleted: 0 }); // already deleted by the run above
    expect(report.holdsReleased).toBeGreaterThanOrEqual(1);
    expect(await booked(car)).toBe(held - 1);
    expect((await holdOf(orderId))?.status).toBe("pending");
    const ids = async (sql: string) => (await env.DB.prepare(sql).all<{ id: string }>()).results.map((row) => row.id);
    expect(await ids("SELECT id FROM one_time_codes WHERE id IN ('old-code', 'new-code')")).toEqual(["new-code"]);
    expect(await ids("SELECT key AS id FROM rate_limit_events WHERE key IN ('old-event', 'new-event')")).toEqual([
      "new-event",
    ]);
    expect(await ids("SELECT id FROM refresh_tokens WHERE id IN ('old-token', 'new-token')")).toEqual(["new-token"]);
    // Running again (or concurrently) gives nothing back twice.
    await Promise.all([runMaintenance(env.DB, clock + HOLD_TTL_MS), runMaintenance(env.DB, clock + HOLD_TTL_MS)]);
    expect(await booked(car)).toBe(held - 1);
  });
});

describe("search never hides a car for a hold that ran out", () => {
  it("the last unit, held and expired but not yet swept, is offered again", async () => {
    clock += 10 * DAY;
    const car = await economyCar(9);
    await setUnits(car, 1);
    const { token } = await session();
    await ok(reserve(await order(token, car), token));
    /** Whether the search offers the held model at its office. */
    const offeredModel = async () => {
      const { results } = await ok<{ results: CarOffer[] }>(call("POST", "/search-api/search/point/", car.body));
      const models = await Promise.all(
        results
          .filter((offer) => offer.appointment.checkInOffice.id === car.office)
          .map(
            async (offer) =>
              (await env.DB.prepare("SELECT json_extract(offers, '$.' || ?2 || '.m') AS m FROM searches WHERE id = ?1")
                .bind(offer.searchID, offer.code)
                .first<{ m: string }>())!.m,
          ),
      );
      return models.includes(car.model);
    };
    expect(await offeredModel()).toBe(false);
    clock += HOLD_TTL_MS + 1;
    expect(await offeredModel()).toBe(true);
  });
});

describe("holdClient", () => {
  const group = fc.integer({ min: 0, max: 0xffff });
  const groups = (length: number) => fc.array(group, { minLength: length, maxLength: length });

  it("keys a public IPv4 client by its address and ignores private, loopback and reserved ones", () => {
    fc.assert(
      fc.property(fc.ipV4(), (ip) => {
        const key = holdClient(ip);
        const [a, b] = ip.split(".").map(Number) as [number, number];
        const special =
          a === 0 || a === 10 || a === 127 || a >= 224 || (a === 192 && b === 168) || (a === 172 && b >= 16 && b < 32);
        if (special) expect(key).toBeNull();
        if (key !== null) expect(key).toBe(ip);
        // The mapped IPv6 spelling of an address is the same client.
        expect(holdClient(`::ffff:${ip}`)).toBe(key);
      }),
      { seed: 6, numRuns: 500 },
    );
  });

  it("keys an IPv6 client by its /64: every address of one line's prefix is one client", () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, one, other) => {
        const spell = (parts: number[]) => parts.map((part) => part.toString(16)).join(":");
        const first = holdClient(spell([...prefix, ...one]));
        expect(holdClient(spell([...prefix, ...other]))).toBe(first);
        if (first !== null) expect(first).toBe(`${spell(prefix)}::/64`);
      }),
      { seed: 6, numRuns: 500 },
    );
  });

  it("has no client for malformed, loopback, private and link-local addresses", () => {
    for (const bad of ["", "not-an-ip", "999.1.1.1", "127.0.0.1", "::1", "10.1.2.3", "fe80::1", "::ffff:10.0.0.1"])
      expect(holdClient(bad)).toBeNull();
    expect(holdClient(null)).toBeNull();
    expect(holdClient("2a00:1450:4001:81a::1")).toBe("2a00:1450:4001:81a::/64");
  });
});
