import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { cloudflareContext, requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { createMainApi } from "../../services/main-api/app";
import { createMapsService } from "../../services/maps/app";
import { createContentService } from "../../services/content/app";
import { createApp, type PageHandler } from "../../worker/app";
import { seedInventory } from "../support/seed-inventory";

const embedded = { mainApi: createMainApi(), maps: createMapsService(), content: createContentService() };
const appWith = (handlePage: PageHandler) => createApp({ handlePage, embedded });

function request(app: ReturnType<typeof createApp>, path: string, init: RequestInit = {}) {
  return app.request(`http://localhost${path}`, init, env, createExecutionContext());
}

describe("worker app", () => {
  it("hands pages to React Router with the typed request context", async () => {
    let seen: RouterContextProvider | undefined;
    const handlePage: PageHandler = async (_request, context) => {
      seen = context;
      return new Response("page");
    };
    const response = await request(appWith(handlePage), "/de/search");
    expect(await response.text()).toBe("page");
    expect(seen?.get(requestInfoContext).locale).toBe("de");
    expect(seen?.get(cloudflareContext).config.SITE_TR_ORIGIN).toBe("http://localhost:8787");
    expect(seen?.get(cloudflareContext).env.DB).toBeDefined();
    expect(await seen?.get(sessionContext).current()).toBeUndefined();
  });

  it("gives loaders clients of the upstream services, answered by the embedded ones", async () => {
    await seedInventory(env.DB);
    const handlePage: PageHandler = async (_request, context) => {
      const place = await context.get(upstreamsContext).maps.geocode("apt:AYT", "en");
      return Response.json(place);
    };
    const response = await request(appWith(handlePage), "/en");
    expect(await response.json()).toMatchObject({
      name: "Antalya Airport",
      timezone: "Europe/Istanbul",
      countryCode: "TR",
    });
  });

  it("hands over every method, so form posts reach route actions", async () => {
    const handlePage = vi.fn<PageHandler>(async (req) => new Response(req.method));
    const response = await request(appWith(handlePage), "/login", {
      method: "POST",
      body: new URLSearchParams({ x: "1" }),
    });
    expect(await response.text()).toBe("POST");
  });

  it("tags every response with a request id and Server-Timing", async () => {
    const app = appWith(async () => new Response("ok"));
    const first = await request(app, "/");
    const second = await request(app, "/");
    const id = first.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(id);
    expect(first.headers.get("server-timing")).toMatch(/total;dur=[\d.]+/);
  });

  it("keeps a request id given by the CDN so logs line up", async () => {
    const app = appWith(async () => new Response("ok"));
    const response = await request(app, "/", { headers: { "x-request-id": "cdn-abc-123" } });
    expect(response.headers.get("x-request-id")).toBe("cdn-abc-123");
  });

  it("turns an unexpected failure into a 500 page in the visitor's language, without internals", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const app = appWith(async () => {
      throw new Error("database password is hunter2");
    });
    const response = await request(app, "/en/search", { headers: { accept: "text/html" } });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('lang="en-GB"');
    expect(html).toContain("Sorry, an error occurred");
    expect(html).toContain(response.headers.get("x-request-id"));
    expect(html).not.toContain("hunter2");
    expect(html).not.toMatch(/at \w+ \(/);
    expect(logged).toHaveBeenCalledOnce();
    expect(String(logged.mock.calls[0]?.[0])).toContain(response.headers.get("x-request-id") ?? "missing");
  });

  it("answers API callers with a JSON error instead of a page", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const app = appWith(async () => {
      throw new TypeError("boom");
    });
    const response = await request(app, "/en/search", { headers: { accept: "application/json" } });
    expect(response.status).toBe(500);
    const body = await response.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe("internal_error");
    expect(JSON.stringify(body)).not.toContain("boom");
  });

  it("answers a malformed path with a translated 400 page before routing", async () => {
    const handlePage = vi.fn<PageHandler>(async () => new Response("page"));
    const response = await request(appWith(handlePage), "/tr/%E0%A4%A", { headers: { accept: "text/html" } });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('lang="tr-TR"');
    expect(handlePage).not.toHaveBeenCalled();
  });
});

describe("the browser's Main API calls", () => {
  const app = appWith(async () => new Response("page"));

  it("are forwarded with the visitor's session, signing a new visitor in anonymously", async () => {
    const response = await request(app, "/api/v1/account-api/user", { headers: { accept: "application/json" } });
    expect(response.status).toBe(200);
    const { user } = await response.json<{ user: { anonymous: boolean } }>();
    expect(user.anonymous).toBe(true);
    const cookies = response.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/^at=/m);
    expect(cookies).toMatch(/^rt=/m);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each([
    "/api/v1/account-api/anonymous-login",
    "/api/v1/account-api/refresh",
    "/api/v1/account-api/logout",
    "/api/v1/account-api/login/email/complete",
    "/api/v1/account-api/login/phone/complete/",
  ])("never hand tokens to the browser: %s is not reachable", async (path) => {
    const response = await request(app, path, {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin" },
      body: "{}",
    });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("accessToken");
  });

  it("refuse state-changing calls from other sites", async () => {
    const crossSite = await request(app, "/api/v1/search-api/search/point/", {
      method: "POST",
      headers: { "sec-fetch-site": "cross-site" },
      body: "{}",
    });
    expect(crossSite.status).toBe(403);
    const otherOrigin = await request(app, "/api/v1/search-api/search/point/", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      body: "{}",
    });
    expect(otherOrigin.status).toBe(403);
    const ours = await request(app, "/api/v1/search-api/search/point/", {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin" },
      body: "{}",
    });
    expect(ours.status).toBe(400);
    expect((await ours.json<{ error: { code: number } }>()).error.code).toBe(3300);
  });
});

describe("edge endpoints", () => {
  const app = appWith(async () => new Response("page"));

  it("answer the visitor's country at /api/country-code, TR when unknown", async () => {
    const known = await request(app, "/api/country-code", { headers: { "cf-ipcountry": "DE" } });
    expect(await known.json()).toEqual({ countryCode: "DE" });
    expect(await (await request(app, "/api/country-code")).json()).toEqual({ countryCode: "TR" });
  });

  it("tell which build is deployed", async () => {
    const built = createApp({ handlePage: async () => new Response("page"), embedded, buildVersion: "abc123" });
    const response = await request(built, "/__build");
    expect(await response.json()).toEqual({ version: "abc123" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("hand loaders the country, device class and nonce, and mark pages as varying by device", async () => {
    let info: { country: string; device: string; nonce: string } | undefined;
    const app = appWith(async (_request, context) => {
      info = context.get(requestInfoContext);
      return new Response("page");
    });
    const response = await request(app, "/", { headers: { "cf-ipcountry": "NL", "cf-device-type": "mobile" } });
    expect(info).toMatchObject({ country: "NL", device: "mobile" });
    expect(response.headers.get("content-security-policy")).toContain(`'nonce-${info?.nonce}'`);
    expect(response.headers.get("vary")).toContain("CF-Device-Type");
    expect(response.headers.get("vary")).toContain("User-Agent");
  });
});
