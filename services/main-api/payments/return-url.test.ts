import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mainApiClient } from "../../../tests/support/orders";
import { createMainApi } from "../app";
import { isShopReturnUrl } from "./return-url";

const PRODUCTION = {
  ENVIRONMENT: "production",
  SITE_TR_ORIGIN: "https://www.rotago.com.tr",
  SITE_INTL_ORIGIN: "https://www.rotago.com",
};
const ALLOWED = new Set([PRODUCTION.SITE_TR_ORIGIN, PRODUCTION.SITE_INTL_ORIGIN]);

/** Where a browser would really go: an absolute URL's origin, or the shop's when it is a path. */
function destination(value: string): string | undefined {
  if (URL.canParse(value)) return new URL(value).origin;
  return URL.canParse(value, PRODUCTION.SITE_TR_ORIGIN) ? new URL(value, PRODUCTION.SITE_TR_ORIGIN).origin : undefined;
}

const part = fc.constantFrom(
  "",
  "/",
  "//",
  "\\",
  "\\\\",
  "/\\",
  "./",
  "../",
  "/..//",
  "%2F",
  "%252F",
  "%5C",
  "\t",
  "\n",
  " ",
  "／",
  "@",
  ":",
  ".",
  "。",
);
const host = fc.constantFrom(
  "evil.example",
  "www.rotago.com.tr",
  "www.rotago.com",
  "www.rotago.com.tr.evil.example",
  "www.rotago.com.tr@evil.example",
  "evil.example@www.rotago.com.tr",
  "www.rotago.com.tr:444",
  "WWW.ROTAGO.COM.TR",
  "xn--rotag-cua.com",
  "localhost:8787",
  "127.0.0.1",
  "[::1]",
);
const scheme = fc.constantFrom("", "https:", "http:", "HTTPS:", "javascript:", "data:", "ftp:", "https:\\\\", "//");
/** Return URLs around the shop's own and foreign hosts, spelled every way a parser may read differently. */
const returnUrl = fc
  .tuple(
    scheme,
    fc.array(part, { maxLength: 3 }),
    host,
    fc.constantFrom("/checkout/control", "/en/checkout/control", ""),
  )
  .map(([s, parts, h, path]) => `${s}${parts.join("")}${h}${path}`);

describe("the payment returnUrl: the shop's own origins only", () => {
  it("accepts a generated value only when it really leads to one of the shop's origins (1,000 values, production)", () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof(returnUrl, fc.string({ maxLength: 40 })), (value) => {
        if (!isShopReturnUrl(value, PRODUCTION)) return;
        accepted++;
        expect(ALLOWED.has(destination(value) ?? ""), value).toBe(true);
      }),
      { seed: 6, numRuns: 1000 },
    );
    expect(accepted).toBeGreaterThan(0); // the generator also reaches the shop's own addresses
  });

  it("takes the shop's absolute and relative addresses, refuses foreign hosts, look-alikes and loopback in production", () => {
    for (const good of [
      undefined,
      "/checkout/control",
      "/en/checkout/control",
      "https://www.rotago.com.tr/checkout/control",
      "https://WWW.ROTAGO.COM/en/checkout/control",
    ])
      expect(isShopReturnUrl(good, PRODUCTION), String(good)).toBe(true);
    for (const bad of [
      "https://evil.example/checkout/control",
      "//evil.example/checkout/control",
      "/\\evil.example/checkout/control",
      "\\\\evil.example/checkout/control",
      "https://www.rotago.com.tr.evil.example/checkout/control",
      "https://www.rotago.com.tr@evil.example/checkout/control",
      "https://evil.example@www.rotago.com.tr/checkout/control",
      "http://www.rotago.com.tr/checkout/control",
      "https://www.rotago.com.tr:444/checkout/control",
      "http://localhost:8787/checkout/control",
      "javascript:alert(1)",
      42,
      null,
    ])
      expect(isShopReturnUrl(bad, PRODUCTION), String(bad)).toBe(false);
  });

  it("outside production the loopback hosts are the shop's too (development servers, tests)", () => {
    const development = { ...PRODUCTION, ENVIRONMENT: "development" };
    expect(isShopReturnUrl("http://127.0.0.1:8790/checkout/control", development)).toBe(true);
    expect(isShopReturnUrl("http://localhost/tr/checkout/control", development)).toBe(true);
    expect(isShopReturnUrl("https://evil.example/checkout/control", development)).toBe(false);
  });

  it("the charge endpoint refuses a foreign returnUrl with 3300 naming the field, before anything else", async () => {
    const api = createMainApi();
    const { call, error, session } = mainApiClient(api);
    const { token } = await session();
    const charge = (returnUrl: string) =>
      error(call("POST", "/payment-api/payments/charge", { orderId: crypto.randomUUID(), returnUrl }, token));
    expect(await charge("https://evil.example/checkout/control")).toMatchObject({
      status: 400,
      code: 3300,
      details: [{ field: "returnUrl" }],
    });
    // The shop's own address passes this check (and the unknown order is 2102).
    expect(await charge(`${env.SITE_TR_ORIGIN}/checkout/control`)).toMatchObject({ code: 2102 });
  });
});
