/**
 * Finance, mounted at /api/v1/finance-api: invoices and limits of the caller's organizations
 * (any signed-in session). docs/api/main-api.md, "Account extras".
 */
import { Hono } from "hono";
import { invoiceListQuery, limitsQuery } from "../../../shared/contract/main-api/account-extras";
import { listInvoices, organizationLimits } from "./finance";
import { parse } from "./input";
import { type ExtrasEnv, signedIn } from "./session";

export function financeRoutes(now: () => number) {
  const app = new Hono<ExtrasEnv>({ strict: false });

  app.get("/invoices", async (c) => {
    const { organizations } = await signedIn(c, now());
    const { page } = parse(invoiceListQuery, c.req.query(), "Invalid invoice query");
    return c.json(await listInvoices(c.env.DB, organizations, page));
  });

  app.get("/limits", async (c) => {
    const { organizations } = await signedIn(c, now());
    const { organizationId } = parse(limitsQuery, c.req.query(), "Invalid limits query");
    return c.json(await organizationLimits(c.env.DB, organizations, organizationId, now()));
  });

  return app;
}
