import { type Context, Hono } from "hono";
import { countEvent, firstRetryAfter } from "../shared/rate-limit";
import { emailSchema } from "../accounts/identifiers";
import {
  applyCampaignRequest,
  installmentInfoRequest,
  createOrderRequest,
  issueCampaignCodeRequest,
} from "../../../shared/contract/main-api/orders";
import { senderFor } from "../accounts/sender";
import { ApiError, invalidRequest } from "../errors";
import { jsonBody } from "../shared/json-body";
import { simulatedProvider } from "../payments/provider";
import { installmentOptions } from "../payments/installments";
import { cancelItem, cancelPolicy, loadRefund, refundDestinations, refundView } from "./cancel";
import { refundSplit } from "./refund-to-payers";
import { checkCampaign } from "./campaign";
import { bookingsOf } from "./contacts";
import { marketingChannels, parseAgreements, parseBilling, parseOptions, parsePassengers } from "./details";
import { recordConsents } from "../accounts/consents";
import { CHECKOUT_CONSENT_TEXT_VERSION } from "../../../shared/contract/main-api/accounts";
import { type DocumentKind, renderOrderDocument } from "./documents";
import { startChange } from "./change";
import { orderEvents } from "./events";
import { addItem, removeItem } from "./items";
import { isActive, type OrderRow, orderView } from "./model";
import { normaliseReservationId } from "./reservation-id";
import { holdClient, reserveOrder } from "./reserve";
import { clientIp, manageToken, orderAccess, type OrdersEnv, signedInUser, signedManageToken } from "./session";
import { loadItems, loadOrder, orderTotals, requireOpen } from "./store";

const FIND_PER_IP_PER_HOUR = 20;
const FIND_PER_RESERVATION_PER_HOUR = 10;

/**
 * The order API (spec section 7, "Order"): create, read, items, passengers, billing, agreements,
 * options, campaign code, installment info, reserve, complete, cancel eligibility and cancel,
 * find by reservation id and e-mail, refund status. docs/api/main-api.md lists every call.
 */
export function orderRoutes(now: () => number) {
  const app = new Hono<OrdersEnv>({ strict: false });
  const provider = (c: Context<OrdersEnv>) => simulatedProvider(c.env, now);

  async function view(db: D1Database, order: OrderRow, extra: object = {}) {
    const items = await loadItems(db, order.id);
    return { order: orderView(order, items, await orderTotals(db, order, items)), ...extra };
  }
  async function reload(db: D1Database, id: string) {
    return (await db.prepare("SELECT * FROM orders WHERE id = ?1").bind(id).first<OrderRow>())!;
  }
  async function openOrder(c: Context<OrdersEnv>, purpose: "read" | "edit" = "read") {
    return loadOrder(c.env.DB, c.req.param("orderId") ?? "", await orderAccess(c, now()), purpose);
  }

  app.post("/order", async (c) => {
    const { userId, organizations } = await signedInUser(c, now());
    const parsed = createOrderRequest.safeParse(await jsonBody(c));
    if (!parsed.success) throw invalidRequest("Invalid order", parsed.error);
    const organizationId = parsed.data.organizationId ?? organizations[0];
    if (!organizationId || !organizations.includes(organizationId))
      throw new ApiError("FORBIDDEN", "Not a member of that organization");
    const id = crypto.randomUUID();
    await c.env.DB.prepare(
      `INSERT INTO orders (id, organization_id, created_by, language, payment_type, currency, status, created_at, updated_at, client)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, 'open', ?7, ?7, ?8)`,
    )
      .bind(
        id,
        organizationId,
        userId,
        parsed.data.language,
        parsed.data.paymentType,
        parsed.data.currency,
        now(),
        holdClient(clientIp(c)), // live holds are limited per client too (orders/reserve.ts)
      )
      .run();
    return c.json(await view(c.env.DB, await reload(c.env.DB, id)), 201);
  });

  // The signed-in user's completed and cancelled bookings (account pages), newest first, with
  // those made as a guest with the account's verified e-mail or phone.
  app.get("/order", async (c) => {
    const access = await signedInUser(c, now());
    const type = c.req.query("type") === "flightTicket" ? "flight" : c.req.query("type") === "car" ? "car" : undefined;
    const results = await bookingsOf(c.env.DB, access, type);
    const orders = [];
    for (const order of results) orders.push((await view(c.env.DB, order)).order);
    return c.json({ orders });
  });

  app.get("/order/find", async (c) => {
    const reservationId = normaliseReservationId(c.req.query("reservationId") ?? "");
    const email = emailSchema.safeParse(c.req.query("email") ?? "");
    if (!reservationId || !email.success)
      throw new ApiError("RESERVATION_NOT_FOUND", "No booking matches this reservation number and e-mail");
    const ip = clientIp(c) ?? "unknown";
    const limits = [
      { key: `find-ip:${ip}`, max: FIND_PER_IP_PER_HOUR },
      { key: `find-id:${reservationId}`, max: FIND_PER_RESERVATION_PER_HOUR },
    ];
    const limited = await firstRetryAfter(c.env.DB, limits, now());
    if (limited !== undefined)
      throw new ApiError("RATE_LIMITED", "Too many lookups; please try again later", { retryAfterSeconds: limited });
    await c.env.DB.batch(limits.map((limit) => countEvent(c.env.DB, limit.key, now())));
    const order = await c.env.DB.prepare("SELECT * FROM orders WHERE reservation_id = ?1")
      .bind(reservationId)
      .first<OrderRow>();
    const passengers = order?.passengers
      ? (JSON.parse(order.passengers) as { driver?: { email: string }; contact?: { email: string } })
      : {};
    const contactEmail = passengers.driver?.email ?? passengers.contact?.email;
    const billingEmail = order?.billing ? (JSON.parse(order.billing) as { email?: string }).email : undefined;
    // One answer for "no such id" and "wrong e-mail": the pair proves the right to see the booking.
    if (!order || (contactEmail !== email.data && billingEmail !== email.data)) {
      throw new ApiError("RESERVATION_NOT_FOUND", "No booking matches this reservation number and e-mail");
    }
    return c.json(await view(c.env.DB, order, { manageToken: await manageToken(c.env, order.id, now()) }));
  });

  app.get("/refunds/:hash", async (c) => {
    const refund = await loadRefund(c.env.DB, "r.hash = ?1", c.req.param("hash"));
    if (!refund) throw new ApiError("RESERVATION_NOT_FOUND", "No such refund");
    return c.json({ refund: refundView(refund) });
  });

  app.get("/order/:orderId", async (c) => c.json(await view(c.env.DB, await openOrder(c))));

  app.post("/order/:orderId/item/:kind{car|flight}", async (c) => {
    const order = await openOrder(c, "edit");
    requireOpen(order);
    await addItem(c.env.DB, order, c.req.param("kind") as "car" | "flight", await jsonBody(c), now());
    return c.json(await view(c.env.DB, await reload(c.env.DB, order.id)));
  });

  app.delete("/order/:orderId/item/:itemId", async (c) => {
    const order = await openOrder(c, "edit");
    requireOpen(order);
    const item = (await loadItems(c.env.DB, order.id)).find((candidate) => candidate.id === c.req.param("itemId"));
    if (!item || !isActive(item)) throw new ApiError("ITEM_NOT_FOUND", "No such item in this order");
    await removeItem(c.env.DB, order, item, now());
    return c.json(await view(c.env.DB, await reload(c.env.DB, order.id)));
  });

  const detail =
    (
      column: "passengers" | "billing" | "options" | "agreements",
      parse: (db: D1Database, order: OrderRow, input: unknown) => unknown,
    ) =>
    async (c: Context<OrdersEnv>) => {
      // Whoever may pay a change accepts its contracts; the rest of the basket is its members'.
      const order = await openOrder(c, column === "agreements" ? "read" : "edit");
      requireOpen(order);
      const value = await parse(c.env.DB, order, await jsonBody(c));
      await c.env.DB.prepare(`UPDATE orders SET ${column} = ?2, updated_at = ?3 WHERE id = ?1`)
        .bind(order.id, JSON.stringify(value), now())
        .run();
      return c.json(await view(c.env.DB, await reload(c.env.DB, order.id)));
    };
  app.post(
    "/order/:orderId/passengers",
    detail("passengers", async (db, order, input) => parsePassengers(input, await loadItems(db, order.id))),
  );
  app.post(
    "/order/:orderId/billing",
    detail("billing", (_db, _order, input) => parseBilling(input)),
  );
  app.post(
    "/order/:orderId/options",
    detail("options", (_db, _order, input) => parseOptions(input)),
  );
  const saveAgreements = detail("agreements", (_db, order, input) => ({
    ...(order.agreements ? (JSON.parse(order.agreements) as object) : {}),
    ...parseAgreements(input, now()),
  }));
  app.post("/order/:orderId/agreement", async (c) => {
    const response = await saveAgreements(c);
    // Marketing permission ticked at the checkout is the traveller's permission record too (the
    // account page shows it): a grant per channel, never a withdrawal (an unticked box is no answer).
    const channels = marketingChannels(await jsonBody(c));
    if (channels.length > 0) {
      const { userId } = await signedInUser(c, now());
      await recordConsents(
        c.env.DB,
        userId,
        channels.map((channel) => ({ channel, granted: true })),
        "checkout",
        CHECKOUT_CONSENT_TEXT_VERSION,
        now(),
      );
    }
    return response;
  });

  app.get("/campaign-code", async (c) => {
    const order = await loadOrder(c.env.DB, c.req.query("orderId") ?? "", await orderAccess(c, now()));
    return c.json({
      campaign: await checkCampaign(
        c.env.DB,
        c.req.query("code") ?? "",
        order,
        await loadItems(c.env.DB, order.id),
        now(),
      ),
    });
  });

  // A personal code from a campaign (the campaign page's "get your code"), once per organization.
  app.post("/campaign-code/issue", async (c) => {
    const { organizations, userId } = await signedInUser(c, now());
    const user = await c.env.DB.prepare("SELECT anonymous FROM users WHERE id = ?1")
      .bind(userId)
      .first<{ anonymous: number }>();
    if (!user || user.anonymous === 1)
      throw new ApiError("FORBIDDEN", "Sign in with your phone or e-mail to get a personal code");
    const input = issueCampaignCodeRequest.safeParse(await jsonBody(c));
    if (!input.success) throw invalidRequest("Invalid campaign", input.error);
    const campaign = await c.env.DB.prepare(
      "SELECT code, discount_permille FROM search_campaigns WHERE code = ?1 COLLATE NOCASE",
    )
      .bind(input.data.campaign)
      .first<{ code: string; discount_permille: number }>();
    if (!campaign) throw new ApiError("CAMPAIGN_CODE_INVALID", "No such campaign");
    const organizationId = organizations[0]!;
    const suffix = [...crypto.getRandomValues(new Uint8Array(6))]
      .map((byte) => "23456789ABCDEFGHJKMNPQRSTUVWXYZ"[byte % 31])
      .join("");
    await c.env.DB.prepare(
      "INSERT OR IGNORE INTO issued_campaign_codes (code, campaign_code, organization_id, issued_at) VALUES (?1, ?2, ?3, ?4)",
    )
      .bind(`${campaign.code}-${suffix}`, campaign.code, organizationId, now())
      .run();
    const issued = (await c.env.DB.prepare(
      "SELECT code, used_order_id FROM issued_campaign_codes WHERE campaign_code = ?1 AND organization_id = ?2",
    )
      .bind(campaign.code, organizationId)
      .first<{ code: string; used_order_id: string | null }>())!;
    return c.json(
      {
        code: issued.code,
        campaign: campaign.code,
        discountPermille: campaign.discount_permille,
        used: issued.used_order_id !== null,
      },
      201,
    );
  });

  app.post("/order/:orderId/campaign", async (c) => {
    const order = await openOrder(c, "edit");
    requireOpen(order);
    const input = applyCampaignRequest.safeParse(await jsonBody(c));
    if (!input.success) throw invalidRequest("Invalid campaign code", input.error);
    if (input.data.code)
      await checkCampaign(c.env.DB, input.data.code, order, await loadItems(c.env.DB, order.id), now());
    await c.env.DB.prepare("UPDATE orders SET campaign_code = ?2, updated_at = ?3 WHERE id = ?1")
      .bind(order.id, input.data.code?.trim().toUpperCase() ?? null, now())
      .run();
    return c.json(await view(c.env.DB, await reload(c.env.DB, order.id)));
  });

  app.post("/order/:orderId/installment-info", async (c) => {
    const order = await openOrder(c);
    const input = installmentInfoRequest.safeParse(await jsonBody(c));
    if (!input.success) throw invalidRequest("The first six digits of the card are needed", input.error);
    const items = await loadItems(c.env.DB, order.id);
    const totals = await orderTotals(c.env.DB, order, items);
    const info = await provider(c).binInfo(input.data.bin);
    if (!info) throw new ApiError("CARD_INVALID", "Unknown card number");
    // The card pays what the wallet does not (the charge takes the same figure).
    const due = Math.max(0, totals.total - totals.paid - input.data.walletAmount);
    return c.json({
      card: { bank: info.bank, scheme: info.scheme, family: info.family, type: info.type, country: info.country },
      options: installmentOptions(info, due).map((option) => ({
        count: option.count,
        perInstallment: { amount: option.perInstallment, currency: order.currency },
        total: { amount: option.total, currency: order.currency },
      })),
    });
  });

  app.get("/order/:orderId/reserve", async (c) => {
    const order = await openOrder(c);
    requireOpen(order);
    const outcome = await reserveOrder(c.env.DB, order, await loadItems(c.env.DB, order.id), now());
    return c.json(await view(c.env.DB, await reload(c.env.DB, order.id), outcome));
  });

  // Completion happens when the payment succeeds; this answers the completed order (and is safe to repeat).
  app.get("/order/:orderId/complete", async (c) => {
    const order = await openOrder(c);
    if (order.status === "open")
      throw new ApiError("ORDER_INCOMPLETE", "The order has not been paid yet", { missing: ["payment"] });
    return c.json(await view(c.env.DB, order));
  });

  app.get("/order/:orderId/documents/:file{(voucher|ticket|invoice)\\.pdf}", async (c) => {
    const order = await openOrder(c);
    const kind = c.req.param("file").replace(".pdf", "") as DocumentKind;
    const { bytes, filename } = await renderOrderDocument(
      c.env.DB,
      order,
      await loadItems(c.env.DB, order.id),
      kind,
      now(),
    );
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${filename}"`,
      "cache-control": "private, no-store",
    });
  });

  // A change of dates or place of a car rental: a new order for the new offer that replaces the
  // booked item; pay the difference (or get it back) by completing that order.
  app.post("/order/:orderId/change", async (c) => {
    const access = await orderAccess(c, now());
    const original = await loadOrder(c.env.DB, c.req.param("orderId"), access);
    const change = await startChange(
      c.env.DB,
      original,
      access.userId ?? original.created_by,
      await jsonBody(c),
      now(),
    );
    return c.json(await view(c.env.DB, change), 201);
  });

  // A manage token for the booking a change made (the new reservation), for whoever came with the
  // token of the booking it changed. It ends when that token ends: a change never lengthens a grant.
  app.post("/order/:orderId/manage-token", async (c) => {
    const access = await orderAccess(c, now());
    if (!access.managedOrderId || access.managedUntil === undefined)
      throw new ApiError("ORDER_NOT_FOUND", "No such order for this session");
    const order = await loadOrder(c.env.DB, c.req.param("orderId"), {
      organizations: [],
      managedOrderId: access.managedOrderId,
      managedUntil: access.managedUntil,
    });
    if (order.status === "open")
      throw new ApiError("ORDER_INCOMPLETE", "The order has not been paid yet", { missing: ["payment"] });
    return c.json({ manageToken: await signedManageToken(c.env, order.id, access.managedUntil) });
  });

  // The booking's history: created, paid, completed, changed, cancelled, refunded.
  app.post("/order/:orderId/track", async (c) => {
    const order = await openOrder(c);
    return c.json({
      reservationId: order.reservation_id,
      status: order.status,
      events: await orderEvents(c.env.DB, order),
    });
  });

  app.get("/order/:orderId/cancel-eligibility", async (c) => {
    const order = await openOrder(c);
    const items = await loadItems(c.env.DB, order.id);
    return c.json({
      reservationId: order.reservation_id,
      items: await Promise.all(
        items
          .filter((item) => item.status === "reserved" || item.status === "cancelled")
          .map(async (item) => {
            const policy = cancelPolicy(item, now());
            return {
              itemId: item.id,
              kind: item.kind,
              status: item.status,
              ...policy,
              destinations: refundDestinations(item.currency),
              // What of a refund to the card goes back to the wallet that paid part of the booking.
              walletShare: (await refundSplit(c.env.DB, order.id, policy.refund)).wallet,
            };
          }),
      ),
    });
  });

  app.post("/order/:orderId/cancel", async (c) => {
    const access = await orderAccess(c, now());
    const order = await loadOrder(c.env.DB, c.req.param("orderId"), access);
    const items = await loadItems(c.env.DB, order.id);
    // A refund to the wallet goes to the signed-in traveller's: the booking's organization when
    // they are a member of it, else their own (a guest booking seen through a verified contact).
    const wallet = access.userId
      ? access.organizations.includes(order.organization_id)
        ? order.organization_id
        : (access.organizations[0] ?? null)
      : null;
    const refund = await cancelItem(
      c.env.DB,
      provider(c),
      senderFor(c.env),
      order,
      items,
      await jsonBody(c),
      wallet,
      now(),
    );
    return c.json({ refund, ...(await view(c.env.DB, await reload(c.env.DB, order.id))) });
  });

  return app;
}
