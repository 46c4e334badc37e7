/**
 * Registered passengers, mounted at /api/v1/account-api/passengers (registered users only).
 * docs/api/main-api.md, "Account extras".
 */
import { Hono } from "hono";
import { registeredPassengerRequest } from "../../../shared/contract/main-api/passengers";
import { body } from "./input";
import { addPassenger, deletePassenger, findPassenger, listPassengers, replacePassenger } from "./passengers";
import { type ExtrasEnv, registered } from "./session";

export function passengerRoutes(now: () => number) {
  const app = new Hono<ExtrasEnv>({ strict: false });

  app.get("/", async (c) => {
    const { user } = await registered(c, now());
    return c.json({ passengers: await listPassengers(c.env.DB, user.id) });
  });

  app.post("/", async (c) => {
    const { user } = await registered(c, now());
    const input = await body(c, registeredPassengerRequest(now()), "Invalid passenger");
    return c.json({ passenger: await addPassenger(c.env.DB, user.id, input, now()) }, 201);
  });

  app.get("/:id", async (c) => {
    const { user } = await registered(c, now());
    return c.json({ passenger: await findPassenger(c.env.DB, user.id, c.req.param("id")) });
  });

  app.put("/:id", async (c) => {
    const { user } = await registered(c, now());
    const input = await body(c, registeredPassengerRequest(now()), "Invalid passenger");
    return c.json({ passenger: await replacePassenger(c.env.DB, user.id, c.req.param("id"), input, now()) });
  });

  app.delete("/:id", async (c) => {
    const { user } = await registered(c, now());
    await deletePassenger(c.env.DB, user.id, c.req.param("id"));
    return c.body(null, 204);
  });

  return app;
}
