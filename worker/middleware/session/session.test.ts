import { env } from "cloudflare:workers";
import { Hono } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import { session, SESSION_COOKIE, SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_MS, type SessionVariables } from "./index";

let clock = Date.UTC(2026, 10, 21, 12, 0, 0);

function appWith(action: "ensure" | "current" | "ensure-twice") {
  const app = new Hono<{ Bindings: Env; Variables: SessionVariables }>();
  app.use(session({ db: (c) => c.env.DB, now: () => clock }));
  app.get("/", async (c) => {
    if (action === "current") return c.json({ session: (await c.var.session.current()) ?? null });
    if (action === "ensure-twice") {
      const [first, second] = await Promise.all([c.var.session.ensure(), c.var.session.ensure()]);
      return c.json({ first, second });
    }
    return c.json(await c.var.session.ensure());
  });
  return app;
}

function cookieFrom(response: Response): string | undefined {
  const header = response.headers.get("set-cookie");
  return header ? new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(header)?.[1] : undefined;
}

async function sessionCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM edge_sessions").first<{ n: number }>();
  return row?.n ?? 0;
}

describe("session middleware", () => {
  beforeEach(async () => {
    clock = Date.UTC(2026, 10, 21, 12, 0, 0);
    await env.DB.exec("DELETE FROM edge_sessions");
  });

  it("signs a visitor without a cookie in silently and sets a locked-down cookie", async () => {
    const response = await appWith("ensure").request("/", {}, env);
    expect(response.status).toBe(200);
    const body = await response.json<{ isNew: boolean; createdAt: number }>();
    expect(body).toMatchObject({ isNew: true, createdAt: clock });
    const header = response.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/Secure/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\//);
    expect(await sessionCount()).toBe(1);
  });

  it("stores only a hash of the token", async () => {
    const token = cookieFrom(await appWith("ensure").request("/", {}, env));
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare("SELECT token_hash FROM edge_sessions").first<{ token_hash: string }>();
    expect(row?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.token_hash).not.toContain(token);
  });

  it("recognises a returning visitor without creating another session or resending the cookie", async () => {
    const app = appWith("ensure");
    const token = cookieFrom(await app.request("/", {}, env));
    clock += 60_000;
    const again = await app.request("/", { headers: { cookie: `${SESSION_COOKIE}=${token}` } }, env);
    expect(await again.json()).toMatchObject({ isNew: false });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(await sessionCount()).toBe(1);
  });

  it("extends the session and refreshes the cookie once the touch interval has passed", async () => {
    const app = appWith("ensure");
    const token = cookieFrom(await app.request("/", {}, env));
    clock += SESSION_TOUCH_INTERVAL_MS + 1;
    const again = await app.request("/", { headers: { cookie: `${SESSION_COOKIE}=${token}` } }, env);
    expect(cookieFrom(again)).toBe(token);
    const row = await env.DB.prepare("SELECT expires_at FROM edge_sessions").first<{ expires_at: number }>();
    expect(row?.expires_at).toBe(clock + SESSION_TTL_MS);
  });

  it("replaces an expired session with a new one", async () => {
    const app = appWith("ensure");
    const token = cookieFrom(await app.request("/", {}, env));
    clock += SESSION_TTL_MS + 1;
    const again = await app.request("/", { headers: { cookie: `${SESSION_COOKIE}=${token}` } }, env);
    expect(await again.json()).toMatchObject({ isNew: true });
    expect(cookieFrom(again)).not.toBe(token);
  });

  it.each(["", "short", "a".repeat(43) + "!", "x".repeat(500), "../../etc"])(
    "treats a malformed cookie %j as no session",
    async (value) => {
      const response = await appWith("ensure").request("/", { headers: { cookie: `${SESSION_COOKIE}=${value}` } }, env);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ isNew: true });
    },
  );

  it("creates one session when several loaders ask at once", async () => {
    const response = await appWith("ensure-twice").request("/", {}, env);
    const { first, second } = await response.json<{ first: { id: string }; second: { id: string } }>();
    expect(first.id).toBe(second.id);
    expect(await sessionCount()).toBe(1);
    expect(response.headers.getSetCookie()).toHaveLength(1);
  });

  it("never creates a session just by looking", async () => {
    const response = await appWith("current").request("/", {}, env);
    expect(await response.json()).toEqual({ session: null });
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(await sessionCount()).toBe(0);
  });
});
