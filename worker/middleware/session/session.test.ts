import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createMainApi } from "../../../services/main-api/app";
import { createMainApiClient } from "~/upstream/main-api";
import { embeddedTransport } from "~/upstream/transport";
import {
  ACCESS_COOKIE,
  readClaims,
  REFRESH_BEFORE_EXPIRY_MS,
  REFRESH_COOKIE,
  session,
  type SessionVariables,
} from "./index";

let clock = Date.UTC(2027, 0, 5, 9, 0);
const mainApi = createMainApi({ now: () => clock });

type Action = "ensure" | "current" | "ensure-twice" | "sign-out";

function appWith(action: Action) {
  const app = new Hono<{ Bindings: Env; Variables: SessionVariables }>();
  app.use(
    session({
      accounts: (_c, accessToken) =>
        createMainApiClient(embeddedTransport(mainApi, env, createExecutionContext()), { language: "tr", accessToken })
          .accounts,
      now: () => clock,
    }),
  );
  app.get("/", async (c) => {
    if (action === "current") return c.json({ session: (await c.var.session.current()) ?? null });
    if (action === "ensure-twice") {
      const [first, second] = await Promise.all([c.var.session.ensure(), c.var.session.ensure()]);
      return c.json({ first, second });
    }
    if (action === "sign-out") {
      await c.var.session.signOut();
      return c.json({ signedOut: true });
    }
    return c.json(await c.var.session.ensure());
  });
  return app;
}

function cookies(response: Response): Record<string, string> {
  return Object.fromEntries(
    response.headers.getSetCookie().map((header) => {
      const [pair] = header.split(";");
      const index = pair!.indexOf("=");
      return [pair!.slice(0, index), pair!.slice(index + 1)];
    }),
  );
}

const cookieHeader = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");

async function signedInAnonymously() {
  const response = await appWith("ensure").request("/", {}, env);
  return {
    response,
    jar: cookies(response),
    body: await response.json<{ userId: string; anonymous: boolean; isNew: boolean }>(),
  };
}

describe("edge session on Main API tokens", () => {
  it("signs a visitor without cookies in anonymously, with locked-down token cookies", async () => {
    const { response, jar, body } = await signedInAnonymously();
    expect(body).toMatchObject({ anonymous: true, isNew: true });
    expect(readClaims(jar[ACCESS_COOKIE]!)?.sub).toBe(body.userId);
    expect(jar[REFRESH_COOKIE]).toBeTruthy();
    for (const header of response.headers.getSetCookie()) {
      expect(header).toMatch(/HttpOnly/);
      expect(header).toMatch(/Secure/);
      expect(header).toMatch(/SameSite=Lax/);
      expect(header).toMatch(/Path=\//);
    }
  });

  it("recognises a returning visitor from the cookies, with no new tokens", async () => {
    const { jar, body } = await signedInAnonymously();
    clock += 60_000;
    const again = await appWith("ensure").request("/", { headers: { cookie: cookieHeader(jar) } }, env);
    expect(await again.json()).toMatchObject({ userId: body.userId, isNew: false });
    expect(again.headers.getSetCookie()).toEqual([]);
  });

  it("refreshes shortly before the access token expires and sends the rotated tokens", async () => {
    const { jar, body } = await signedInAnonymously();
    const expiresAt = readClaims(jar[ACCESS_COOKIE]!)!.exp * 1000;
    clock = expiresAt - REFRESH_BEFORE_EXPIRY_MS + 1;
    const refreshed = await appWith("current").request("/", { headers: { cookie: cookieHeader(jar) } }, env);
    expect(await refreshed.json()).toMatchObject({ session: { userId: body.userId } });
    const next = cookies(refreshed);
    expect(next[REFRESH_COOKIE]).toBeTruthy();
    expect(next[REFRESH_COOKIE]).not.toBe(jar[REFRESH_COOKIE]);
    expect(readClaims(next[ACCESS_COOKIE]!)!.exp * 1000).toBeGreaterThan(expiresAt);
  });

  it("falls back to a new anonymous session when the refresh token no longer works", async () => {
    const { jar } = await signedInAnonymously();
    clock += 16 * 60 * 1000;
    // Someone used the refresh token (rotation), and the grace window has passed: it is reuse.
    await mainApi.request(
      "/api/v1/account-api/refresh",
      { method: "POST", body: JSON.stringify({ refreshToken: jar[REFRESH_COOKIE] }) },
      env,
    );
    clock += 60_000;
    const current = await appWith("current").request("/", { headers: { cookie: cookieHeader(jar) } }, env);
    expect(await current.json()).toEqual({ session: null });
    expect(cookies(current)[REFRESH_COOKIE]).toBe("");
    const ensured = await appWith("ensure").request("/", { headers: { cookie: cookieHeader(jar) } }, env);
    expect(ensured.status).toBe(200);
    expect(await ensured.json()).toMatchObject({ anonymous: true, isNew: true });
  });

  it.each([
    [
      "logout in another tab or device holding the session",
      (jar: Record<string, string>) =>
        mainApi.request(
          "/api/v1/account-api/logout",
          { method: "POST", headers: { authorization: `Bearer ${jar[ACCESS_COOKIE]}` } },
          env,
        ),
    ],
    [
      "refresh-token reuse (a stolen copy)",
      async (jar: Record<string, string>) => {
        const refresh = (token: string) =>
          mainApi.request(
            "/api/v1/account-api/refresh",
            { method: "POST", body: JSON.stringify({ refreshToken: token }) },
            env,
          );
        expect((await refresh(jar[REFRESH_COOKIE]!)).status).toBe(200);
        clock += 2 * 60_000;
        expect((await refresh(jar[REFRESH_COOKIE]!)).status).toBe(401);
      },
    ],
    [
      "a password reset (every session of the account ends)",
      async (jar: Record<string, string>) => {
        await env.DB.prepare("UPDATE refresh_tokens SET revoked_at = ?2 WHERE user_id = ?1 AND revoked_at IS NULL")
          .bind(readClaims(jar[ACCESS_COOKIE]!)!.sub, clock)
          .run();
      },
    ],
  ])("drops a session ended elsewhere (%s) on the very next request", async (_how, endElsewhere) => {
    const { jar } = await signedInAnonymously();
    await endElsewhere(jar);
    // Its access token has not expired: only the Main API knows the session ended.
    expect(readClaims(jar[ACCESS_COOKIE]!)!.exp * 1000 - clock).toBeGreaterThan(REFRESH_BEFORE_EXPIRY_MS);
    const current = await appWith("current").request("/", { headers: { cookie: cookieHeader(jar) } }, env);
    expect(await current.json()).toEqual({ session: null });
    expect(cookies(current)).toEqual({ [ACCESS_COOKIE]: "", [REFRESH_COOKIE]: "" });
    const ensured = await appWith("ensure").request("/", { headers: { cookie: cookieHeader(jar) } }, env);
    expect(await ensured.json()).toMatchObject({ anonymous: true, isNew: true });
  });

  it("keeps the session when the Main API cannot be asked (it checks every call itself)", async () => {
    const { jar, body } = await signedInAnonymously();
    const app = new Hono<{ Bindings: Env; Variables: SessionVariables }>();
    app.use(
      session({
        accounts: (_c, accessToken) => ({
          ...createMainApiClient(embeddedTransport(mainApi, env, createExecutionContext()), {
            language: "tr",
            accessToken,
          }).accounts,
          sessionActive: () => Promise.reject(new Error("unreachable")),
        }),
        now: () => clock,
      }),
    );
    app.get("/", async (c) => c.json({ session: (await c.var.session.current()) ?? null }));
    const response = await app.request("/", { headers: { cookie: cookieHeader(jar) } }, env);
    expect(await response.json()).toMatchObject({ session: { userId: body.userId } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("creates one anonymous session when several loaders ask at once", async () => {
    const response = await appWith("ensure-twice").request("/", {}, env);
    const { first, second } = await response.json<{ first: { userId: string }; second: { userId: string } }>();
    expect(first.userId).toBe(second.userId);
    expect(response.headers.getSetCookie()).toHaveLength(2);
  });

  it("never creates a session just by looking", async () => {
    const response = await appWith("current").request("/", {}, env);
    expect(await response.json()).toEqual({ session: null });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("reads non-ASCII names from the access token", () => {
    const payload = btoa(
      String.fromCharCode(...new TextEncoder().encode(JSON.stringify({ sub: "u1", exp: 1, name: "Ayşe Çağlar" }))),
    )
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(readClaims(`e30.${payload}.sig`)?.name).toBe("Ayşe Çağlar");
  });

  it.each(["garbage", "a.b.c", "e30.e30.e30", ""])(
    "treats a malformed access cookie %j as no session",
    async (value) => {
      const response = await appWith("current").request("/", { headers: { cookie: `${ACCESS_COOKIE}=${value}` } }, env);
      expect(await response.json()).toEqual({ session: null });
    },
  );

  it("signs out at the Main API and clears the cookies", async () => {
    const { jar } = await signedInAnonymously();
    const response = await appWith("sign-out").request("/", { headers: { cookie: cookieHeader(jar) } }, env);
    expect(cookies(response)).toEqual({ [ACCESS_COOKIE]: "", [REFRESH_COOKIE]: "" });
    const refresh = await mainApi.request(
      "/api/v1/account-api/refresh",
      { method: "POST", body: JSON.stringify({ refreshToken: jar[REFRESH_COOKIE] }) },
      env,
    );
    expect(refresh.status).toBe(401);
  });
});
