/**
 * The accounts endpoints of the Main API (spec section 7, "Accounts"), mounted at
 * /api/v1/account-api. Documented in docs/api/main-api.md and docs/identity.md.
 */
import { type Context, Hono } from "hono";
import { z } from "zod";
import { ApiError, invalidRequest } from "../errors";
import { hashPassword, verifyPassword } from "./crypto";
import {
  addressSchema,
  consentChangeRequest,
  emailCodeCompleteRequest,
  emailCodeRequest,
  passwordChangeRequest,
  phoneCodeCompleteRequest,
  phoneCodeRequest,
  refreshRequest,
  registerCompleteRequest,
} from "../../../shared/contract/main-api/accounts";
import { readConsents, recordConsents } from "./consents";
import { exportPersonalData, readDeletionRequest, requestDeletion } from "./personal-data";
import { isValidTcid, normalizePhone } from "./identifiers";
import { type AccountsEnv, signingKey } from "./keys";
import type { CodePurpose } from "./code-texts";
import { type Channel, enforceSendLimits, sendCode, sentAnswer, verifyCode } from "./codes";
import { senderFor } from "./sender";
import { type AccessClaims, authenticate, issueTokens, refreshTokens, revokeSession } from "./tokens";
import {
  createUser,
  findUserByContact,
  findUserById,
  mergeAnonymousInto,
  organizationsOf,
  type UserRow,
  userView,
} from "./users";

type Env = { Bindings: AccountsEnv & { DB: D1Database } };

async function body<Schema extends z.ZodType>(c: Context, schema: Schema): Promise<z.output<Schema>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw new ApiError("INVALID_REQUEST", "The request body must be JSON");
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    throw invalidRequest("The request is not valid", parsed.error);
  }
  return parsed.data;
}

const contact = z.union([emailCodeRequest, phoneCodeRequest]);

/** The channel and normalised destination of an {email} or {phone} body. */
function destinationOf(input: { email: string } | { phone: string }): { channel: Channel; destination: string } {
  if ("email" in input) return { channel: "email", destination: input.email };
  const phone = normalizePhone(input.phone);
  if (!phone)
    throw new ApiError("INVALID_REQUEST", "The phone number is not valid", [{ field: "phone", message: "E.164" }]);
  return { channel: "sms", destination: phone };
}

function clientIp(c: Context): string | null {
  return c.req.header("cf-connecting-ip") ?? c.req.header("x-forwarded-for")?.split(",")[0]?.trim() ?? null;
}

function language(c: Context): string {
  return (c.req.header("content-language") ?? c.req.header("accept-language") ?? "tr").slice(0, 2).toLowerCase();
}

async function primaryOrganization(db: D1Database, userId: string): Promise<string | null> {
  return (await organizationsOf(db, userId))[0] ?? null;
}

async function signedIn(db: D1Database, user: UserRow, env: AccountsEnv, now: number) {
  const token = await issueTokens(db, user, await primaryOrganization(db, user.id), signingKey(env), now);
  return { token, user: await userView(db, user) };
}

async function recordLogin(c: Context<Env>, userId: string, method: string, now: number) {
  await c.env.DB.prepare(
    "INSERT INTO login_history (id, user_id, at, method, ip, user_agent) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
  )
    .bind(crypto.randomUUID(), userId, now, method, clientIp(c), c.req.header("user-agent")?.slice(0, 300) ?? null)
    .run();
}

export function accountRoutes(now: () => number, options: { devOutbox: boolean }) {
  const app = new Hono<Env>({ strict: false });

  // Refuse the whole accounts API before any side effect when tokens could not be signed.
  app.use(async function requireSigningKey(c, next) {
    signingKey(c.env);
    await next();
  });

  const auth = async (c: Context<Env>): Promise<{ claims: AccessClaims; user: UserRow }> => {
    const claims = await authenticate(c.env.DB, c.req.header("authorization"), signingKey(c.env), now());
    const user = await findUserById(c.env.DB, claims.sub);
    if (!user || user.merged_into) throw new ApiError("UNAUTHORIZED", "The session has ended");
    return { claims, user };
  };
  const registered = async (c: Context<Env>) => {
    const session = await auth(c);
    if (session.user.anonymous === 1) throw new ApiError("FORBIDDEN", "Sign in with your phone or e-mail first");
    return session;
  };

  app.post("/anonymous-login", async (c) => {
    const user = await createUser(c.env.DB, now(), { anonymous: true });
    await recordLogin(c, user.id, "anonymous", now());
    return c.json(await signedIn(c.env.DB, user, c.env, now()));
  });

  for (const method of ["email", "phone"] as const) {
    app.post(`/login/${method}`, async (c) => {
      const input = await body(c, method === "email" ? emailCodeRequest : phoneCodeRequest);
      const { channel, destination } = destinationOf(input);
      const result = await sendCode(
        c.env.DB,
        { purpose: "login", channel, destination, ip: clientIp(c), language: language(c), sender: senderFor(c.env) },
        now(),
      );
      return c.json(result, 202);
    });

    app.post(`/login/${method}/complete`, async (c) => {
      const input = await body(c, method === "email" ? emailCodeCompleteRequest : phoneCodeCompleteRequest);
      const { channel, destination } = destinationOf(input);
      const db = c.env.DB;
      // The visitor's anonymous session, if any, whose data joins the account.
      const anonymous = c.req.header("authorization") ? await auth(c).catch(() => undefined) : undefined;
      await verifyCode(db, "login", destination, input.code.trim(), now());
      let account = await findUserByContact(db, channel, destination);
      let isNewUser = false;
      if (!account && anonymous?.user.anonymous === 1) {
        // The anonymous user becomes the account and keeps its organization and data.
        await db
          .prepare(
            `UPDATE users SET anonymous = 0, ${channel === "email" ? "email" : "phone"} = ?2, updated_at = ?3 WHERE id = ?1`,
          )
          .bind(anonymous.user.id, destination, now())
          .run();
        // The anonymous session ends; the account gets a new one below (with the new claims).
        await revokeSession(db, anonymous.claims.fam, now());
        account = await findUserById(db, anonymous.user.id);
        isNewUser = true;
      } else if (!account) {
        account = await createUser(db, now(), {
          anonymous: false,
          ...(channel === "email" ? { email: destination } : { phone: destination }),
        });
        isNewUser = true;
      } else if (anonymous?.user.anonymous === 1) {
        await mergeAnonymousInto(db, anonymous.user.id, account.id, now());
      }
      await recordLogin(c, account!.id, method, now());
      return c.json({ ...(await signedIn(db, account!, c.env, now())), isNewUser });
    });
  }

  app.post("/refresh", async (c) => {
    const { refreshToken } = await body(c, refreshRequest);
    const db = c.env.DB;
    const token = await refreshTokens(
      db,
      refreshToken,
      signingKey(c.env),
      async (id) => {
        const user = await findUserById(db, id);
        return user && !user.merged_into ? { user, organizationId: await primaryOrganization(db, id) } : null;
      },
      now(),
    );
    return c.json({ token });
  });

  app.post("/logout", async (c) => {
    const { claims } = await auth(c);
    await revokeSession(c.env.DB, claims.fam, now());
    return c.body(null, 204);
  });

  // Whether the bearer's session is still active (not logged out elsewhere, not revoked for a
  // refresh-token reuse or a password reset): 204, or 401. The edge asks on each request that
  // reads the session, so a session ended elsewhere is noticed at once (docs/identity.md).
  app.get("/session", async (c) => {
    await auth(c);
    return c.body(null, 204);
  });

  app.get("/user", async (c) => {
    const { user } = await auth(c);
    return c.json({ user: await userView(c.env.DB, user) });
  });

  app.post("/register/complete", async (c) => {
    const { user } = await registered(c);
    const input = await body(c, registerCompleteRequest);
    await c.env.DB.prepare("UPDATE users SET first_name = ?2, last_name = ?3, updated_at = ?4 WHERE id = ?1")
      .bind(user.id, input.firstName, input.lastName, now())
      .run();
    return c.json({ user: await userView(c.env.DB, (await findUserById(c.env.DB, user.id))!) });
  });

  for (const [field, purpose] of [
    ["email", "update-email"],
    ["phone", "update-phone"],
  ] as const) {
    app.post(`/update-${field}`, async (c) => {
      const { user } = await registered(c);
      const input = await body(c, field === "email" ? emailCodeRequest : phoneCodeRequest);
      const { channel, destination } = destinationOf(input);
      // Said before a code goes out, so the traveller is not asked for a code that cannot work.
      const owner = await findUserByContact(c.env.DB, channel, destination);
      if (owner && owner.id !== user.id) throw new ApiError("CONTACT_IN_USE", "Another account uses this address");
      return c.json(
        await sendCode(
          c.env.DB,
          {
            purpose,
            channel,
            destination,
            userId: user.id,
            ip: clientIp(c),
            language: language(c),
            sender: senderFor(c.env),
          },
          now(),
        ),
        202,
      );
    });
    app.post(`/update-${field}/complete`, async (c) => {
      const { user } = await registered(c);
      const input = await body(c, field === "email" ? emailCodeCompleteRequest : phoneCodeCompleteRequest);
      const { channel, destination } = destinationOf(input);
      const { userId } = await verifyCode(c.env.DB, purpose as CodePurpose, destination, input.code.trim(), now());
      if (userId !== user.id) throw new ApiError("CODE_EXPIRED", "This code was not sent for your account");
      const owner = await findUserByContact(c.env.DB, channel, destination);
      if (owner && owner.id !== user.id) throw new ApiError("CONTACT_IN_USE", "Another account uses this address");
      try {
        await c.env.DB.prepare(`UPDATE users SET ${field} = ?2, updated_at = ?3 WHERE id = ?1`)
          .bind(user.id, destination, now())
          .run();
      } catch (error) {
        // Another account claimed the address at the same moment (UNIQUE constraint).
        if (String(error).includes("UNIQUE")) throw new ApiError("CONTACT_IN_USE", "Another account uses this address");
        throw error;
      }
      return c.json({ user: await userView(c.env.DB, (await findUserById(c.env.DB, user.id))!) });
    });
  }

  const permissions = z.object({ email: z.boolean(), sms: z.boolean() });
  const readPermissions = async (db: D1Database, userId: string) => {
    const row = await db
      .prepare("SELECT email, sms, consented_at FROM notification_permissions WHERE user_id = ?1")
      .bind(userId)
      .first<{ email: number; sms: number; consented_at: number }>();
    return { email: row?.email === 1, sms: row?.sms === 1, consentedAt: row?.consented_at ?? null };
  };
  // These two endpoints carry no text version: their records say so ("unknown").
  const writePermissions = async (
    db: D1Database,
    userId: string,
    value: { email: boolean; sms: boolean },
    source: "account" | "marketing",
  ) =>
    recordConsents(
      db,
      userId,
      [
        { channel: "email", granted: value.email },
        { channel: "sms", granted: value.sms },
      ],
      source,
      "unknown",
      now(),
    );
  app.get("/notification-permission", async (c) => {
    const { user } = await registered(c);
    return c.json(await readPermissions(c.env.DB, user.id));
  });
  app.post("/notification-permission", async (c) => {
    const { user } = await registered(c);
    await writePermissions(c.env.DB, user.id, await body(c, permissions), "account");
    return c.json(await readPermissions(c.env.DB, user.id));
  });
  // Partial update of marketing permissions, e.g. from an unsubscribe link.
  app.patch("/marketing-user", async (c) => {
    const { user } = await registered(c);
    const current = await readPermissions(c.env.DB, user.id);
    const change = await body(c, permissions.partial());
    await writePermissions(
      c.env.DB,
      user.id,
      { email: change.email ?? current.email, sms: change.sms ?? current.sms },
      "marketing",
    );
    return c.json(await readPermissions(c.env.DB, user.id));
  });

  app.get("/consents", async (c) => {
    const { user } = await registered(c);
    return c.json(await readConsents(c.env.DB, user.id));
  });
  app.post("/consents", async (c) => {
    const { user } = await registered(c);
    const input = await body(c, consentChangeRequest);
    await recordConsents(
      c.env.DB,
      user.id,
      [{ channel: input.channel, granted: input.granted }],
      input.source,
      input.textVersion,
      now(),
    );
    return c.json(await readConsents(c.env.DB, user.id));
  });

  app.get("/data-export", async (c) => {
    const { user } = await registered(c);
    return c.json(await exportPersonalData(c.env.DB, user, now()));
  });
  app.get("/deletion-request", async (c) => {
    const { user } = await registered(c);
    return c.json({ request: await readDeletionRequest(c.env.DB, user.id) });
  });
  app.post("/deletion-request", async (c) => {
    const { user } = await registered(c);
    return c.json({ request: await requestDeletion(c.env.DB, user.id, now()) });
  });

  app.get("/login-history", async (c) => {
    const { user } = await auth(c);
    const { results } = await c.env.DB.prepare(
      "SELECT at, method, ip, user_agent FROM login_history WHERE user_id = ?1 ORDER BY at DESC LIMIT 20",
    )
      .bind(user.id)
      .all<{ at: number; method: string; ip: string | null; user_agent: string | null }>();
    return c.json({
      logins: results.map((row) => ({ at: row.at, method: row.method, ip: row.ip, userAgent: row.user_agent })),
    });
  });

  app.get("/address", async (c) => {
    const { user } = await registered(c);
    const row = await c.env.DB.prepare(
      "SELECT line, district, city, postal_code, country_code FROM addresses WHERE user_id = ?1",
    )
      .bind(user.id)
      .first<{ line: string; district: string; city: string; postal_code: string | null; country_code: string }>();
    return c.json({
      address: row
        ? {
            line: row.line,
            district: row.district,
            city: row.city,
            postalCode: row.postal_code,
            countryCode: row.country_code,
          }
        : null,
    });
  });
  app.put("/address", async (c) => {
    const { user } = await registered(c);
    const input = await body(c, addressSchema);
    await c.env.DB.prepare(
      `INSERT INTO addresses (user_id, line, district, city, postal_code, country_code, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
       ON CONFLICT (user_id) DO UPDATE SET line = excluded.line, district = excluded.district, city = excluded.city,
         postal_code = excluded.postal_code, country_code = excluded.country_code, updated_at = excluded.updated_at`,
    )
      .bind(user.id, input.line, input.district, input.city, input.postalCode ?? null, input.countryCode, now())
      .run();
    return c.json({ address: input });
  });

  const newPassword = passwordChangeRequest.shape.newPassword;
  app.post("/password/change", async (c) => {
    const { user } = await registered(c);
    const input = await body(c, passwordChangeRequest);
    if (
      user.password_hash &&
      !(input.currentPassword && (await verifyPassword(input.currentPassword, user.password_hash)))
    ) {
      throw new ApiError("PASSWORD_INCORRECT", "The current password is not correct");
    }
    await c.env.DB.prepare("UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1")
      .bind(user.id, await hashPassword(input.newPassword), now())
      .run();
    return c.body(null, 204);
  });
  app.post("/password/reset", async (c) => {
    const { channel, destination } = destinationOf(await body(c, contact));
    const owner = await findUserByContact(c.env.DB, channel, destination);
    // Same answer either way; a code is only sent to an address that belongs to an account.
    if (!owner) {
      await enforceSendLimits(c.env.DB, destination, clientIp(c), now());
      return c.json(sentAnswer(channel), 202);
    }
    return c.json(
      await sendCode(
        c.env.DB,
        {
          purpose: "password-reset",
          channel,
          destination,
          userId: owner.id,
          ip: clientIp(c),
          language: language(c),
          sender: senderFor(c.env),
        },
        now(),
      ),
      202,
    );
  });
  app.post("/password/reset/complete", async (c) => {
    const input = await body(c, z.intersection(contact, z.object({ code: z.string().max(12), newPassword })));
    const { destination } = destinationOf(input);
    const { userId } = await verifyCode(c.env.DB, "password-reset", destination, input.code.trim(), now());
    if (!userId) throw new ApiError("CODE_EXPIRED", "The code has expired; please ask for a new one");
    await c.env.DB.batch([
      c.env.DB.prepare("UPDATE users SET password_hash = ?2, updated_at = ?3 WHERE id = ?1").bind(
        userId,
        await hashPassword(input.newPassword),
        now(),
      ),
      // A reset ends every session of the account.
      c.env.DB.prepare("UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL").bind(
        userId,
        now(),
      ),
    ]);
    return c.body(null, 204);
  });

  // A checksum of the Turkish identity number; not a query of the identity registry.
  app.post("/validate-tcid", async (c) => {
    const { tcid } = await body(c, z.object({ tcid: z.string().max(20) }));
    return c.json({ valid: isValidTcid(tcid.trim()) });
  });

  // Development only: what the sender would have delivered. Off unless the service was created
  // with devOutbox or DEV_OUTBOX_ENABLED is "true".
  app.get("/dev/outbox", async (c) => {
    if (!options.devOutbox && c.env.DEV_OUTBOX_ENABLED !== "true")
      throw new ApiError("FORBIDDEN", "The development outbox is disabled");
    const destination = c.req.query("destination") ?? "";
    const { results } = await c.env.DB.prepare(
      "SELECT channel, destination, template, subject, body, created_at FROM outbox WHERE destination = ?1 ORDER BY created_at DESC LIMIT 20",
    )
      .bind(destination.toLowerCase().startsWith("+") ? destination : destination.toLowerCase())
      .all();
    return c.json({ messages: results });
  });

  return app;
}
