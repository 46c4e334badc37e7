/**
 * Contact-form tickets, mounted at /api/v1/notification-api (no sign-in).
 * docs/api/main-api.md, "Account extras".
 */
import { type Context, Hono } from "hono";
import { senderFor } from "../accounts/sender";
import { jsonBody } from "../shared/json-body";
import { parse } from "./input";
import { type ExtrasEnv, clientIp } from "./session";
import { ticketRequest } from "../../../shared/contract/main-api/content-pages";
import { createTicket, isHoneypotHit, newTicketId } from "./tickets";
import { type NameLanguage, nameLanguage } from "../../../shared/names";

function headerLanguage(c: Context): NameLanguage {
  return nameLanguage(c.req.header("content-language") ?? c.req.header("accept-language") ?? "tr");
}

export function ticketRoutes(now: () => number) {
  const app = new Hono<ExtrasEnv>({ strict: false });

  app.post("/tickets", async (c) => {
    const input = await jsonBody(c);
    // A robot filled in the hidden field: it sees success, nothing is stored or counted.
    if (isHoneypotHit(input)) return c.json({ ticketId: newTicketId() }, 202);
    const ticket = parse(ticketRequest, input, "Invalid message");
    const ticketId = await createTicket(
      c.env.DB,
      senderFor(c.env),
      ticket,
      { ip: clientIp(c) ?? "unknown", language: headerLanguage(c) },
      now(),
    );
    return c.json({ ticketId }, 201);
  });

  return app;
}
