import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createMainApi } from "../app";
import { isValidTcid } from "./identifiers";
import {
  CODE_MAX_ATTEMPTS,
  CODE_TTL_MS,
  REFRESH_GRACE_MS,
  RESEND_AFTER_MS,
  SENDS_PER_DESTINATION_PER_HOUR,
} from "./settings";

let clock = Date.UTC(2027, 0, 10, 9, 0);
const api = createMainApi({ now: () => clock, devOutbox: true });

interface Token {
  accessToken: string;
  accessTokenExpireAt: number;
  refreshToken: string;
  refreshTokenExpireAt: number;
}
interface User {
  id: string;
  firstName: string | null;
  lastName: string | null;
  anonymous: boolean;
  email: string | null;
  phone: string | null;
  organizations: { id: string }[];
}

function call(method: string, path: string, body?: unknown, token?: string, headers: Record<string, string> = {}) {
  return api.request(
    `/api/v1/account-api${path}`,
    {
      method,
      headers: {
        "content-type": "application/json",
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
    env,
  );
}

async function json<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return response.json<T>();
}

async function errorOf(response: Response) {
  return (await response.json<{ error: { code: number; details?: Record<string, unknown> } }>()).error;
}

async function anonymous(): Promise<{ token: Token; user: User }> {
  return json(await call("POST", "/anonymous-login"));
}

/** The last code sent to a destination, read from the development outbox. */
async function lastCode(destination: string): Promise<string> {
  const { messages } = await json<{ messages: { body: string }[] }>(
    await call("GET", `/dev/outbox?destination=${encodeURIComponent(destination)}`),
  );
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

async function loginByEmail(email: string, bearer?: string): Promise<{ token: Token; user: User; isNewUser: boolean }> {
  await json(await call("POST", "/login/email", { email }), 202);
  return json(
    await call("POST", "/login/email/complete", { email, code: await lastCode(email.toLowerCase()) }, bearer),
  );
}

beforeEach(async () => {
  clock += 2 * 60 * 60 * 1000; // every test starts outside the previous one's rate-limit windows
});

describe("anonymous sign-in", () => {
  it("creates an anonymous user with an organization and the spec's token", async () => {
    const { token, user } = await anonymous();
    expect(user.anonymous).toBe(true);
    expect(user.organizations).toHaveLength(1);
    expect(token.accessTokenExpireAt).toBe(Math.floor(clock / 1000) * 1000 + 15 * 60 * 1000);
    expect(token.refreshTokenExpireAt).toBeGreaterThan(token.accessTokenExpireAt);
    const me = await json<{ user: User }>(await call("GET", "/user", undefined, token.accessToken));
    expect(me.user.id).toBe(user.id);
  });
});

describe("login by e-mail", () => {
  it("sends a 6-digit code and signs in with it", async () => {
    const sent = await json<{ sent: boolean; expiresInSeconds: number }>(
      await call("POST", "/login/email", { email: "Ayse.Yilmaz@Example.com" }),
      202,
    );
    expect(sent).toMatchObject({ sent: true, expiresInSeconds: 300 });
    const code = await lastCode("ayse.yilmaz@example.com");
    expect(code).toMatch(/^\d{6}$/);
    const { user, isNewUser } = await json<{ user: User; isNewUser: boolean }>(
      await call("POST", "/login/email/complete", { email: "ayse.yilmaz@example.com", code }),
    );
    expect(user).toMatchObject({ anonymous: false, email: "ayse.yilmaz@example.com" });
    expect(isNewUser).toBe(true);
  });

  it("answers the same whether or not an account exists", async () => {
    await loginByEmail("known@example.com");
    clock += RESEND_AFTER_MS;
    const known = await call("POST", "/login/email", { email: "known@example.com" });
    const unknown = await call("POST", "/login/email", { email: "nobody-here@example.com" });
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
  });

  it("says a wrong code is wrong, with the attempts left, then locks the code", async () => {
    await json(await call("POST", "/login/email", { email: "wrong@example.com" }), 202);
    const real = await lastCode("wrong@example.com");
    const wrong = real === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt < CODE_MAX_ATTEMPTS; attempt++) {
      const response = await call("POST", "/login/email/complete", { email: "wrong@example.com", code: wrong });
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        code: 3501,
        details: { attemptsLeft: CODE_MAX_ATTEMPTS - attempt },
      });
    }
    const last = await call("POST", "/login/email/complete", { email: "wrong@example.com", code: wrong });
    expect((await errorOf(last)).code).toBe(3503);
    // Even the right code no longer works.
    const right = await call("POST", "/login/email/complete", { email: "wrong@example.com", code: real });
    expect((await errorOf(right)).code).toBe(3503);
  });

  it("says an expired code has expired, and a used code cannot be used again", async () => {
    await json(await call("POST", "/login/email", { email: "late@example.com" }), 202);
    const code = await lastCode("late@example.com");
    clock += CODE_TTL_MS + 1;
    expect((await errorOf(await call("POST", "/login/email/complete", { email: "late@example.com", code }))).code).toBe(
      3502,
    );
    clock += RESEND_AFTER_MS;
    await json(await call("POST", "/login/email", { email: "late@example.com" }), 202);
    const fresh = await lastCode("late@example.com");
    await json(await call("POST", "/login/email/complete", { email: "late@example.com", code: fresh }));
    expect(
      (await errorOf(await call("POST", "/login/email/complete", { email: "late@example.com", code: fresh }))).code,
    ).toBe(3502);
  });

  it("rate-limits sending per destination and per IP address", async () => {
    await json(await call("POST", "/login/email", { email: "spam@example.com" }), 202);
    const tooSoon = await call("POST", "/login/email", { email: "spam@example.com" });
    expect(tooSoon.status).toBe(429);
    expect(await errorOf(tooSoon)).toMatchObject({ code: 3504, details: { retryAfterSeconds: 60 } });
    for (let i = 1; i < SENDS_PER_DESTINATION_PER_HOUR; i++) {
      clock += RESEND_AFTER_MS;
      await json(await call("POST", "/login/email", { email: "spam@example.com" }), 202);
    }
    clock += RESEND_AFTER_MS;
    expect((await call("POST", "/login/email", { email: "spam@example.com" })).status).toBe(429);

    const ip = { "cf-connecting-ip": "203.0.113.9" };
    let limited = 0;
    for (let i = 0; i < 25; i++) {
      const response = await call("POST", "/login/email", { email: `visitor${i}@example.com` }, undefined, ip);
      if (response.status === 429) limited++;
    }
    expect(limited).toBe(5);
  });

  it("rejects malformed addresses clearly", async () => {
    const response = await call("POST", "/login/email", { email: "not-an-address" });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe(3300);
  });
});

describe("login by phone", () => {
  it("accepts E.164 numbers and Turkish mobiles written with spaces", async () => {
    // A number no other test file uses: the run's outbox and rate limits are shared between files.
    await json(await call("POST", "/login/phone", { phone: "+90 539 402 17 86" }), 202);
    const code = await lastCode("+905394021786");
    const { user } = await json<{ user: User }>(
      await call("POST", "/login/phone/complete", { phone: "+905394021786", code }),
    );
    expect(user.phone).toBe("+905394021786");
  });

  it.each(["05321234567", "+90 212 123 45 67", "+1", "phone"])("rejects %j", async (phone) => {
    expect((await call("POST", "/login/phone", { phone })).status).toBe(400);
  });
});

describe("merging the anonymous visitor into the account", () => {
  it("turns the anonymous user into the account when the contact is new, with a new session", async () => {
    const visitor = await anonymous();
    const { user, token } = await loginByEmail("new-merge@example.com", visitor.token.accessToken);
    expect(user.id).toBe(visitor.user.id);
    expect(user.organizations).toEqual(visitor.user.organizations);
    // The anonymous session (with its anonymous claims) ends; the new one works.
    expect((await call("GET", "/user", undefined, visitor.token.accessToken)).status).toBe(401);
    expect((await call("GET", "/user", undefined, token.accessToken)).status).toBe(200);
  });

  it("moves the anonymous user's organization into an existing account and ends the anonymous session", async () => {
    const existing = await loginByEmail("existing@example.com");
    const visitor = await anonymous();
    clock += RESEND_AFTER_MS;
    const { user } = await loginByEmail("existing@example.com", visitor.token.accessToken);
    expect(user.id).toBe(existing.user.id);
    expect(user.organizations.map((org) => org.id)).toContain(visitor.user.organizations[0]!.id);
    expect((await call("GET", "/user", undefined, visitor.token.accessToken)).status).toBe(401);
    expect((await call("POST", "/refresh", { refreshToken: visitor.token.refreshToken })).status).toBe(401);
  });
});

describe("refresh tokens", () => {
  it("rotate on every refresh", async () => {
    const { token } = await anonymous();
    const { token: next } = await json<{ token: Token }>(
      await call("POST", "/refresh", { refreshToken: token.refreshToken }),
    );
    expect(next.refreshToken).not.toBe(token.refreshToken);
    const { token: third } = await json<{ token: Token }>(
      await call("POST", "/refresh", { refreshToken: next.refreshToken }),
    );
    expect(third.refreshToken).not.toBe(next.refreshToken);
  });

  it("give all 10 parallel refreshes with one token the same single successor", async () => {
    const { token, user } = await anonymous();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", "/refresh", { refreshToken: token.refreshToken })),
    );
    const bodies = await Promise.all(responses.map((response) => json<{ token: Token }>(response)));
    expect(new Set(bodies.map((body) => body.token.refreshToken)).size).toBe(1);
    // One rotation: the original token and its single successor.
    const rows = await env.DB.prepare("SELECT COUNT(*) AS n FROM refresh_tokens WHERE user_id = ?1")
      .bind(user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(2);
  });

  it("detect reuse of a rotated token after the grace window and end the whole family", async () => {
    const { token } = await anonymous();
    const { token: next } = await json<{ token: Token }>(
      await call("POST", "/refresh", { refreshToken: token.refreshToken }),
    );
    clock += REFRESH_GRACE_MS + 1;
    const reuse = await call("POST", "/refresh", { refreshToken: token.refreshToken });
    expect(reuse.status).toBe(401);
    expect((await errorOf(reuse)).code).toBe(3506);
    // The legitimate successor is revoked too: the thief and the owner both have to sign in.
    expect((await errorOf(await call("POST", "/refresh", { refreshToken: next.refreshToken }))).code).toBe(3505);
    expect((await call("GET", "/user", undefined, next.accessToken)).status).toBe(401);
  });

  it("reject unknown and expired tokens", async () => {
    expect((await errorOf(await call("POST", "/refresh", { refreshToken: "made-up" }))).code).toBe(3505);
    const { token } = await anonymous();
    clock = token.refreshTokenExpireAt + 1;
    expect((await errorOf(await call("POST", "/refresh", { refreshToken: token.refreshToken }))).code).toBe(3505);
  });
});

describe("logout", () => {
  it("revokes the session immediately: access and refresh token both stop working", async () => {
    const { token } = await loginByEmail("bye@example.com");
    expect((await call("POST", "/logout", {}, token.accessToken)).status).toBe(204);
    expect((await call("GET", "/user", undefined, token.accessToken)).status).toBe(401);
    expect((await call("POST", "/refresh", { refreshToken: token.refreshToken })).status).toBe(401);
  });
});

describe("profile", () => {
  it("completes registration with a name, keeps a login history and consents with their time", async () => {
    const { token } = await loginByEmail("profile@example.com");
    const { user } = await json<{ user: User }>(
      await call("POST", "/register/complete", { firstName: "Ayşe", lastName: "Yılmaz" }, token.accessToken),
    );
    expect(user).toMatchObject({ firstName: "Ayşe", lastName: "Yılmaz" });
    const { logins } = await json<{ logins: { method: string }[] }>(
      await call("GET", "/login-history", undefined, token.accessToken),
    );
    expect(logins[0]?.method).toBe("email");
    expect(await json(await call("GET", "/notification-permission", undefined, token.accessToken))).toEqual({
      email: false,
      sms: false,
      consentedAt: null,
    });
    const saved = await json<{ email: boolean; sms: boolean; consentedAt: number }>(
      await call("POST", "/notification-permission", { email: true, sms: false }, token.accessToken),
    );
    expect(saved).toEqual({ email: true, sms: false, consentedAt: clock });
    const patched = await json(await call("PATCH", "/marketing-user", { email: false }, token.accessToken));
    expect(patched).toMatchObject({ email: false, sms: false });
  });

  it("refuses profile changes to anonymous visitors", async () => {
    const { token } = await anonymous();
    const response = await call("POST", "/register/complete", { firstName: "A", lastName: "B" }, token.accessToken);
    expect(response.status).toBe(403);
  });

  it("changes the e-mail address only with a code sent to the new address", async () => {
    const { token } = await loginByEmail("old@example.com");
    await json(await call("POST", "/update-email", { email: "new@example.com" }, token.accessToken), 202);
    const code = await lastCode("new@example.com");
    const { user } = await json<{ user: User }>(
      await call("POST", "/update-email/complete", { email: "new@example.com", code }, token.accessToken),
    );
    expect(user.email).toBe("new@example.com");
  });

  it("stores an address and validates it", async () => {
    const { token } = await loginByEmail("address@example.com");
    const address = {
      line: "Atatürk Cad. No:12 D:3",
      district: "Kadıköy",
      city: "İstanbul",
      postalCode: "34710",
      countryCode: "tr",
    };
    await json(await call("PUT", "/address", address, token.accessToken));
    expect(await json(await call("GET", "/address", undefined, token.accessToken))).toEqual({
      address: { ...address, countryCode: "TR" },
    });
    expect((await call("PUT", "/address", { ...address, line: "" }, token.accessToken)).status).toBe(400);
  });

  it("sets, changes and resets an optional password; a reset ends all sessions", async () => {
    const { token } = await loginByEmail("password@example.com");
    expect(
      (await call("POST", "/password/change", { newPassword: "correct horse battery" }, token.accessToken)).status,
    ).toBe(204);
    const wrong = await call(
      "POST",
      "/password/change",
      { currentPassword: "nope", newPassword: "another long one" },
      token.accessToken,
    );
    expect((await errorOf(wrong)).code).toBe(3508);
    clock += RESEND_AFTER_MS;
    await json(await call("POST", "/password/reset", { email: "password@example.com" }), 202);
    const code = await lastCode("password@example.com");
    expect(
      (
        await call("POST", "/password/reset/complete", {
          email: "password@example.com",
          code,
          newPassword: "brand new secret",
        })
      ).status,
    ).toBe(204);
    expect((await call("GET", "/user", undefined, token.accessToken)).status).toBe(401);
  });
});

describe("Turkish identity number", () => {
  it.each([
    ["10000000146", true],
    ["10000000147", false],
    ["01234567890", false],
    ["1234567890", false],
  ])("%s valid: %s", async (tcid, valid) => {
    expect(isValidTcid(tcid)).toBe(valid);
    expect(await json(await call("POST", "/validate-tcid", { tcid }))).toEqual({ valid });
  });
});

describe("message delivery", () => {
  it("hands codes to the configured provider and marks them delivered", async () => {
    const provider = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status: 202 }));
    const response = await api.request(
      "/api/v1/account-api/login/phone",
      {
        method: "POST",
        body: JSON.stringify({ phone: "+905551112233" }),
        headers: { "content-type": "application/json" },
      },
      { ...env, MESSAGE_PROVIDER_URL: "https://sms.example/send", MESSAGE_PROVIDER_TOKEN: "secret" },
    );
    expect(response.status).toBe(202);
    const [url, init] = provider.mock.calls[0]!;
    expect(url).toBe("https://sms.example/send");
    expect(new Headers(init?.headers).get("authorization")).toBe("Bearer secret");
    expect(JSON.parse(String(init?.body))).toMatchObject({ channel: "sms", destination: "+905551112233" });
    const row = await env.DB.prepare("SELECT delivered_at FROM outbox WHERE destination = '+905551112233'").first<{
      delivered_at: number | null;
    }>();
    expect(row?.delivered_at).toBe(clock);
  });

  it("keeps the message pending when the provider fails, without failing the request", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("down", { status: 503 }));
    const response = await api.request(
      "/api/v1/account-api/login/phone",
      {
        method: "POST",
        body: JSON.stringify({ phone: "+905551112244" }),
        headers: { "content-type": "application/json" },
      },
      { ...env, MESSAGE_PROVIDER_URL: "https://sms.example/send" },
    );
    expect(response.status).toBe(202);
    const row = await env.DB.prepare("SELECT delivered_at FROM outbox WHERE destination = '+905551112244'").first<{
      delivered_at: number | null;
    }>();
    expect(row?.delivered_at).toBeNull();
  });
});

describe("misconfiguration and privacy", () => {
  it("refuses to sign in at all in production without a signing key, before any side effect", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    const response = await api.request(
      "/api/v1/account-api/anonymous-login",
      { method: "POST" },
      { ...env, ENVIRONMENT: "production" },
    );
    expect(response.status).toBe(503);
    expect((await errorOf(response)).code).toBe(3599);
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM users").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("answers a quick second reset request the same for known and unknown addresses", async () => {
    await loginByEmail("known-reset@example.com");
    clock += RESEND_AFTER_MS;
    const known = [
      await call("POST", "/password/reset", { email: "known-reset@example.com" }),
      await call("POST", "/password/reset", { email: "known-reset@example.com" }),
    ];
    const unknown = [
      await call("POST", "/password/reset", { email: "unknown-reset@example.com" }),
      await call("POST", "/password/reset", { email: "unknown-reset@example.com" }),
    ];
    expect(known.map((response) => response.status)).toEqual([202, 429]);
    expect(unknown.map((response) => response.status)).toEqual([202, 429]);
  });

  it("rate-limits password reset requests for unknown addresses like known ones", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      clock += RESEND_AFTER_MS;
      statuses.push((await call("POST", "/password/reset", { email: "nobody-reset@example.com" })).status);
    }
    expect(statuses.slice(0, SENDS_PER_DESTINATION_PER_HOUR)).toEqual(Array(SENDS_PER_DESTINATION_PER_HOUR).fill(202));
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("development outbox", () => {
  it("is off unless enabled", async () => {
    const production = createMainApi();
    expect(
      (
        await production.request(
          "/api/v1/account-api/dev/outbox?destination=x",
          {},
          { ...env, DEV_OUTBOX_ENABLED: "false" },
        )
      ).status,
    ).toBe(403);
  });
});
