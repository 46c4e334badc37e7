import { type Context, Hono } from "hono";
import { cardBinRequest } from "../../../shared/contract/main-api/orders";
import { chargeRequest } from "../../../shared/contract/main-api/payments";
import { senderFor } from "../accounts/sender";
import { ApiError, invalidRequest } from "../errors";
import { jsonBody } from "../shared/json-body";
import { loadOrder } from "../orders/store";
import { orderAccess, type OrdersEnv, signedInUser } from "../orders/session";
import { chargeOrder, completeChallenge, paymentById, paymentView } from "./charge";
import { isShopReturnUrl } from "./return-url";
import { simulatedProvider } from "./provider";
import { walletBalance, walletHistory } from "./wallet";

/**
 * The payment API (spec section 7, "Payment"): charges with 3-D Secure, the bank's callback,
 * transactions, wallet. docs/api/main-api.md and docs/api/orders-and-payments.md describe every call.
 */
export function paymentRoutes(now: () => number) {
  const app = new Hono<OrdersEnv>({ strict: false });
  const provider = (c: Context<OrdersEnv>) => simulatedProvider(c.env, now);

  app.post("/payments/charge", async (c) => {
    const body = await jsonBody(c);
    const schema = chargeRequest(now());
    // Where the money goes and to which order are checked before the rest of the body.
    const target = schema.pick({ orderId: true, returnUrl: true }).safeParse(body);
    if (!target.success) throw invalidRequest("Invalid payment", target.error);
    // The bank sends the cardholder to returnUrl: only ever back to the shop (payments/return-url.ts).
    if (!isShopReturnUrl(target.data.returnUrl, c.env)) {
      throw new ApiError("INVALID_REQUEST", "Invalid payment", [
        { field: "returnUrl", message: "must be an address on one of the shop's own origins" },
      ]);
    }
    const access = await orderAccess(c, now());
    const order = await loadOrder(c.env.DB, target.data.orderId, access);
    const request = schema.safeParse(body);
    if (!request.success) throw invalidRequest("Invalid payment", request.error);
    // The wallet pays only for its signed-in owner, never through a manage token.
    const wallet = access.userId ? access.organizations : [];
    return c.json({
      payment: await chargeOrder(c.env.DB, provider(c), senderFor(c.env), order, request.data, wallet, now()),
    });
  });

  // Posted by /checkout/control with the bank's signed fields. No session: the bank's signature
  // is the proof, and a cross-site POST from the bank carries no SameSite=Lax cookies anyway.
  app.post("/payments/3ds-callback", async (c) =>
    c.json({ payment: await completeChallenge(c.env.DB, provider(c), senderFor(c.env), await jsonBody(c), now()) }),
  );

  app.post("/payments/info", async (c) => {
    const input = cardBinRequest.safeParse(await jsonBody(c));
    if (!input.success) throw invalidRequest("The first six digits of the card are needed", input.error);
    const info = await provider(c).binInfo(input.data.bin);
    if (!info) throw new ApiError("CARD_INVALID", "Unknown card number");
    return c.json({ card: info });
  });

  app.get("/payments/:paymentId{[0-9a-f-]{36}}", async (c) => {
    const payment = await paymentById(c.env.DB, c.req.param("paymentId"));
    if (!payment) throw new ApiError("PAYMENT_NOT_FOUND", "No such payment");
    const order = await loadOrder(c.env.DB, payment.order_id, await orderAccess(c, now()));
    return c.json({ payment: paymentView(payment, payment.status === "succeeded" ? order.reservation_id : null) });
  });

  // Public, no session: whether a payment went through and, when it did, the reservation number.
  // Nothing else (no order, amount, card or traveller). For a traveller whose session was lost on
  // the way back from the bank; the id is an unguessable UUID only the payer's browser was given.
  app.get("/payments/:paymentId{[0-9a-f-]{36}}/status", async (c) => {
    const payment = await paymentById(c.env.DB, c.req.param("paymentId"));
    if (!payment) throw new ApiError("PAYMENT_NOT_FOUND", "No such payment");
    const reservationId =
      payment.status === "succeeded"
        ? ((
            await c.env.DB.prepare("SELECT reservation_id FROM orders WHERE id = ?1")
              .bind(payment.order_id)
              .first<{ reservation_id: string | null }>()
          )?.reservation_id ?? null)
        : null;
    return c.json({ payment: { id: payment.id, status: payment.status, reservationId } });
  });

  // Spec: "payments: params include payment id; response transactions list" (type, paid, price).
  app.get("/payments", async (c) => {
    const access = await orderAccess(c, now());
    let orderId = c.req.query("orderId");
    const paymentId = c.req.query("paymentId") ?? c.req.query("id");
    if (!orderId && paymentId) orderId = (await paymentById(c.env.DB, paymentId))?.order_id;
    if (!orderId) throw new ApiError("INVALID_REQUEST", "orderId or paymentId is required");
    const order = await loadOrder(c.env.DB, orderId, access);
    const { results } = await c.env.DB.prepare(
      "SELECT * FROM payment_transactions WHERE order_id = ?1 ORDER BY created_at, id",
    )
      .bind(order.id)
      .all<{
        id: string;
        payment_id: string | null;
        type: string;
        method: string;
        amount: number;
        price: number;
        currency: string;
        created_at: number;
      }>();
    return c.json({
      transactions: results.map((row) => ({
        id: row.id,
        paymentId: row.payment_id,
        type: row.type,
        method: row.method,
        paid: { amount: row.amount, currency: row.currency },
        price: { amount: row.price, currency: row.currency },
        createdAt: new Date(row.created_at).toISOString(),
      })),
    });
  });

  app.get("/wallet", async (c) => {
    const { organizations } = await signedInUser(c, now());
    return c.json({ balance: { amount: await walletBalance(c.env.DB, organizations), currency: "TRY" } });
  });

  app.get("/wallet/history", async (c) => {
    const { organizations } = await signedInUser(c, now());
    return c.json({ entries: await walletHistory(c.env.DB, organizations) });
  });

  return app;
}
