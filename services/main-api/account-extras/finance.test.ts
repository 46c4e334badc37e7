import { env } from "cloudflare:workers";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { completedCarOrder, renewSession } from "../../../tests/support/account-extras";
import { mainApiClient } from "../../../tests/support/orders";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { createMainApi } from "../app";

/** 1 March 2027, 09:00 in Istanbul. */
const START = Date.UTC(2027, 2, 1, 6, 0);
let clock = START;
const api = createMainApi({ now: () => clock });
const client = mainApiClient(api);
const { call, ok, error, session } = client;

interface Invoice {
  id: string;
  number: string;
  issuedAt: string;
  orderId: string;
  reservationId: string;
  subtotal: { amount: number; currency: string };
  vat: { amount: number; currency: string };
  total: { amount: number; currency: string };
  documentUrl: string;
}
interface Limits {
  organizationId: string;
  kind: string;
  limit: number | null;
  used: number;
  available: number | null;
  currency: string;
  period: { from: string; to: string };
}

beforeAll(() => seedInventory(env.DB));
beforeEach(() => {
  clock = START;
});

describe("invoices", () => {
  it("lists only the caller's organizations' invoices, newest first, with a document link", async () => {
    const buyer = await session();
    const first = await completedCarOrder(client, buyer.token);
    clock += 60_000;
    const second = await completedCarOrder(client, buyer.token);
    const other = await session();
    const foreign = await completedCarOrder(client, other.token);

    const { invoices, count } = await ok<{ invoices: Invoice[]; count: number }>(
      call("GET", "/finance-api/invoices", undefined, buyer.token),
    );
    expect(count).toBe(2);
    expect(invoices.map((invoice) => invoice.orderId)).toEqual([second.orderId, first.orderId]);
    expect(invoices.map((invoice) => invoice.orderId)).not.toContain(foreign.orderId);
    const [latest] = invoices;
    expect(latest).toMatchObject({
      number: expect.stringMatching(/^RGA2027\d{9}$/),
      issuedAt: new Date(START + 60_000).toISOString(),
      reservationId: second.order.reservationId,
      total: { amount: second.order.totals.total.amount, currency: "TRY" },
      documentUrl: `/api/v1/order-api/order/${second.orderId}/documents/invoice.pdf`,
    });
    expect(latest!.subtotal.amount + latest!.vat.amount).toBe(latest!.total.amount);

    const document = await call("GET", latest!.documentUrl.replace("/api/v1", ""), undefined, buyer.token);
    expect(document.status).toBe(200);
    expect(document.headers.get("content-type")).toBe("application/pdf");
    await document.arrayBuffer();

    const theirs = await ok<{ invoices: Invoice[] }>(call("GET", "/finance-api/invoices", undefined, other.token));
    expect(theirs.invoices.map((invoice) => invoice.orderId)).toEqual([foreign.orderId]);
    const nobody = await session();
    expect(await ok(call("GET", "/finance-api/invoices", undefined, nobody.token))).toMatchObject({
      invoices: [],
      count: 0,
    });
    expect(await error(call("GET", "/finance-api/invoices"))).toMatchObject({ status: 401, code: 3500 });
    expect(await error(call("GET", "/finance-api/invoices?page=x", undefined, buyer.token))).toMatchObject({
      code: 3300,
    });
  });
});

describe("limits", () => {
  it("a customer has no limit; used is the month's completed orders in TRY", async () => {
    const buyer = await session();
    const empty = await ok<Limits>(call("GET", "/finance-api/limits", undefined, buyer.token));
    expect(empty).toEqual({
      organizationId: buyer.user.organizations[0]!.id,
      kind: "customer",
      limit: null,
      used: 0,
      available: null,
      currency: "TRY",
      // March 2027 in Istanbul (UTC+3).
      period: { from: "2027-02-28T21:00:00.000Z", to: "2027-03-31T21:00:00.000Z" },
    });
    const { order } = await completedCarOrder(client, buyer.token);
    const march = await ok<Limits>(call("GET", "/finance-api/limits", undefined, buyer.token));
    expect(march.used).toBe(order.totals.total.amount);
    expect(march.limit).toBeNull();

    // From 1 April (Istanbul) the month starts afresh (tokens renewed on the way: they last 30 days).
    clock = Date.UTC(2027, 2, 20, 6, 0);
    await renewSession(client, buyer);
    clock = Date.UTC(2027, 2, 31, 21, 0);
    await renewSession(client, buyer);
    expect(await ok<Limits>(call("GET", "/finance-api/limits", undefined, buyer.token))).toMatchObject({
      used: 0,
      period: { from: "2027-03-31T21:00:00.000Z", to: "2027-04-30T21:00:00.000Z" },
    });
    clock -= 1;
    await renewSession(client, buyer);
    expect((await ok<Limits>(call("GET", "/finance-api/limits", undefined, buyer.token))).used).toBe(march.used);
  });

  it("a corporate organization has its credit limit and what is left of it", async () => {
    const company = await session();
    const organizationId = company.user.organizations[0]!.id;
    await env.DB.prepare(
      "INSERT INTO organization_credit_limits (organization_id, credit_limit, updated_at) VALUES (?1, ?2, ?3)",
    )
      .bind(organizationId, 50_000_00, clock)
      .run();
    const { order } = await completedCarOrder(client, company.token);
    const limits = await ok<Limits>(
      call("GET", `/finance-api/limits?organizationId=${organizationId}`, undefined, company.token),
    );
    expect(limits).toMatchObject({
      kind: "corporate",
      limit: 50_000_00,
      used: order.totals.total.amount,
      available: 50_000_00 - order.totals.total.amount,
      currency: "TRY",
    });
    const stranger = await session();
    expect(
      await error(call("GET", `/finance-api/limits?organizationId=${organizationId}`, undefined, stranger.token)),
    ).toMatchObject({ status: 403, code: 3510 });
  });
});
