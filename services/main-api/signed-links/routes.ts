/**
 * Endpoints opened by signed links (no sign-in; the token is the proof):
 * - `/api/v1/notification-api/unsubscribe/{token}`: GET what would be turned off, POST turn it off;
 * - `/api/v1/supplier-api/approvals/{token}`: GET the booking request, POST the company's decision.
 * docs/api/main-api.md, "Signed links".
 */
import { type Context, Hono } from "hono";
import { clientIp } from "../account-extras/session";
import type { MainApiBindings } from "../bindings";
import { jsonBody } from "../shared/json-body";
import { decideApproval, readApproval } from "./supplier-approval";
import { confirmUnsubscribe, readUnsubscribe } from "./unsubscribe";

type Env = { Bindings: MainApiBindings };

const token = (c: Context<Env>) => c.req.param("token") ?? "";

/** Mounted at /api/v1/notification-api. */
export function unsubscribeRoutes(now: () => number) {
  const app = new Hono<Env>({ strict: false });
  app.get("/unsubscribe/:token", async (c) =>
    c.json({ unsubscribe: await readUnsubscribe(c.env.DB, c.env, token(c), now()) }),
  );
  app.post("/unsubscribe/:token", async (c) => c.json(await confirmUnsubscribe(c.env.DB, c.env, token(c), now())));
  return app;
}

/** Mounted at /api/v1/supplier-api. */
export function supplierApprovalRoutes(now: () => number) {
  const app = new Hono<Env>({ strict: false });
  app.get("/approvals/:token", async (c) => c.json({ approval: await readApproval(c.env.DB, c.env, token(c), now()) }));
  app.post("/approvals/:token", async (c) => {
    const approval = await decideApproval(c.env.DB, c.env, token(c), () => jsonBody(c), { ip: clientIp(c) }, now());
    return c.json({ approval }, 201);
  });
  return app;
}
