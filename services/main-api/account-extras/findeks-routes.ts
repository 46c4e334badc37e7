/**
 * Findeks endpoints, mounted at /api/v1/account-api/findeks (registered users only).
 * docs/api/main-api.md, "Account extras".
 */
import { type Context, Hono } from "hono";
import {
  findeksCheckRequest,
  findeksPinRequest,
  findeksReportRequest,
} from "../../../shared/contract/main-api/account-extras";
import { ApiError } from "../errors";
import { ageOn, shopToday } from "./dates";
import { confirmPin, latestReport, pendingReport, phonesOf, sendPin, startReport } from "./findeks";
import { body } from "./input";
import { type ExtrasEnv, registered } from "./session";

/** The contract's check body, with a birth date of someone 18 to 120 years old today. */
function checkSchema(now: () => number) {
  return findeksCheckRequest.refine(
    ({ birthDate }) => {
      const age = ageOn(birthDate, shopToday(now()));
      return age >= 18 && age <= 120;
    },
    { message: "the person must be an adult", path: ["birthDate"] },
  );
}

function language(c: Context): string {
  return (c.req.header("content-language") ?? c.req.header("accept-language") ?? "tr").slice(0, 2).toLowerCase();
}

export function findeksRoutes(now: () => number) {
  const app = new Hono<ExtrasEnv>({ strict: false });

  app.get("/status", async (c) => {
    const { user } = await registered(c, now());
    return c.json(await latestReport(c.env.DB, user.id, now()));
  });

  app.post("/check", async (c) => {
    const { user } = await registered(c, now());
    const input = await body(c, checkSchema(now));
    const started = await startReport(c.env.DB, user.id, input.tckn, now());
    return c.json({ ...started, status: started.known ? "pending" : null });
  });

  app.post("/phone-list", async (c) => {
    const { user } = await registered(c, now());
    const report = await pendingReport(c.env.DB, user.id, now());
    return c.json({ phones: phonesOf(report).map((phone) => ({ id: phone.id, phone: phone.masked })) });
  });

  app.post("/report", async (c) => {
    const { user } = await registered(c, now());
    const { phoneId } = await body(c, findeksReportRequest);
    const report = await pendingReport(c.env.DB, user.id, now());
    const phone = phonesOf(report).find((candidate) => candidate.id === phoneId);
    if (!phone) {
      throw new ApiError("INVALID_REQUEST", "The bureau has no such phone for this person", [
        { field: "phoneId", message: "not one of the phones from findeks/phone-list" },
      ]);
    }
    return c.json(await sendPin(c.env.DB, report, phone, language(c), now()), 202);
  });

  app.post("/pin-confirm", async (c) => {
    const { user } = await registered(c, now());
    const { pin } = await body(c, findeksPinRequest);
    const report = await pendingReport(c.env.DB, user.id, now());
    return c.json(await confirmPin(c.env.DB, report, pin, now()));
  });

  app.post("/pin-renew", async (c) => {
    const { user } = await registered(c, now());
    const report = await pendingReport(c.env.DB, user.id, now());
    const phone = phonesOf(report).find((candidate) => candidate.id === report.phone_id);
    if (!phone) throw new ApiError("CREDIT_REPORT_NOT_STARTED", "Choose a phone with findeks/report first");
    return c.json(await sendPin(c.env.DB, report, phone, language(c), now()), 202);
  });

  return app;
}
