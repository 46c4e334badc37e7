import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { country, type CountryVariables } from "./country";
import { csrf } from "./csrf";
import { detectDevice, device, type DeviceVariables } from "./device";
import { contentSecurityPolicy, securityHeaders, type SecurityVariables } from "./security-headers";

describe("country", () => {
  const app = new Hono<{ Variables: CountryVariables }>();
  app.use(country());
  app.get("/", (c) => c.text(c.var.country));

  function withCf(cf: Record<string, unknown> | undefined, headers: Record<string, string> = {}) {
    const request = new Request("http://localhost/", { headers });
    if (cf) Object.defineProperty(request, "cf", { value: cf });
    return app.fetch(request);
  }

  it("prefers Cloudflare's request.cf.country, then CF-IPCountry, then TR", async () => {
    expect(await (await withCf({ country: "DE" }, { "cf-ipcountry": "FR" })).text()).toBe("DE");
    expect(await (await withCf(undefined, { "cf-ipcountry": "fr" })).text()).toBe("FR");
    expect(await (await withCf(undefined)).text()).toBe("TR");
  });

  it("ignores unknown and Tor placeholders and malformed values", async () => {
    expect(await (await withCf({ country: "XX" }, { "cf-ipcountry": "T1" })).text()).toBe("TR");
    expect(await (await withCf({ country: 42 }, { "cf-ipcountry": "Germany" })).text()).toBe("TR");
  });
});

describe("device", () => {
  const headers = (values: Record<string, string>) => (name: string) => values[name.toLowerCase()];
  const PHONE_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";
  const TABLET_UA = "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15";
  const ANDROID_TABLET = "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/130 Safari/537.36";

  it("trusts the CDN's viewer headers first, mobile before tablet before desktop", () => {
    expect(
      detectDevice(headers({ "cloudfront-is-mobile-viewer": "true", "cloudfront-is-tablet-viewer": "true" })),
    ).toBe("mobile");
    expect(detectDevice(headers({ "cloudfront-is-tablet-viewer": "true", "user-agent": PHONE_UA }))).toBe("tablet");
    expect(detectDevice(headers({ "cloudfront-is-desktop-viewer": "true", "user-agent": PHONE_UA }))).toBe("desktop");
  });

  it("then Cloudflare's device type, then the user agent, desktop by default", () => {
    expect(detectDevice(headers({ "cf-device-type": "tablet", "user-agent": PHONE_UA }))).toBe("tablet");
    expect(detectDevice(headers({ "user-agent": PHONE_UA }))).toBe("mobile");
    expect(detectDevice(headers({ "user-agent": TABLET_UA }))).toBe("tablet");
    expect(detectDevice(headers({ "user-agent": ANDROID_TABLET }))).toBe("tablet");
    expect(detectDevice(headers({}))).toBe("desktop");
    expect(detectDevice(headers({ "cf-device-type": "fridge" }))).toBe("desktop");
  });

  it("is available to handlers", async () => {
    const app = new Hono<{ Variables: DeviceVariables }>();
    app.use(device());
    app.get("/", (c) => c.text(c.var.device));
    expect(await (await app.request("/", { headers: { "user-agent": PHONE_UA } })).text()).toBe("mobile");
  });
});

describe("security headers", () => {
  const app = new Hono<{ Variables: SecurityVariables }>();
  app.use(securityHeaders());
  app.get("/", (c) => c.text(c.var.nonce));

  it("send a fresh script nonce and the strict headers on every response", async () => {
    const first = await app.request("/");
    const second = await app.request("/");
    const nonce = await first.text();
    expect(nonce).not.toBe(await second.text());
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(first.headers.get("strict-transport-security")).toMatch(/max-age=\d{8}/);
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.headers.get("permissions-policy")).toContain("camera=()");
  });

  it("never allows inline scripts without the nonce", () => {
    expect(contentSecurityPolicy("abc")).not.toContain("'unsafe-inline' 'nonce");
    expect(contentSecurityPolicy("abc")).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe("CSRF", () => {
  const app = new Hono();
  app.use(csrf({ exempt: (path) => path === "/checkout/control" }));
  app.all("*", (c) => c.text("ok"));
  const post = (path: string, headers: Record<string, string>) =>
    app.request(`http://shop.example${path}`, { method: "POST", headers });

  it.each([
    [{ "sec-fetch-site": "cross-site" }],
    [{ "sec-fetch-site": "same-site" }],
    [{ origin: "https://evil.example" }],
    [{ origin: "http://shop.example.evil.example" }],
    [{ origin: "null" }],
  ])("refuses a state-changing request from another site: %j", async (headers) => {
    expect((await post("/login", headers)).status).toBe(403);
  });

  it("lets same-origin, typed and non-browser requests through", async () => {
    expect((await post("/login", { "sec-fetch-site": "same-origin", origin: "http://shop.example" })).status).toBe(200);
    expect((await post("/login", { "sec-fetch-site": "none" })).status).toBe(200);
    expect((await post("/login", {})).status).toBe(200);
  });

  it("leaves reads alone and accepts the bank's return to /checkout/control", async () => {
    expect(
      (await app.request("http://shop.example/login", { headers: { "sec-fetch-site": "cross-site" } })).status,
    ).toBe(200);
    expect((await post("/checkout/control", { "sec-fetch-site": "cross-site" })).status).toBe(200);
  });
});
