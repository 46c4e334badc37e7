import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  base64url,
  constantTimeEqual,
  fromBase64url,
  hmacSha256,
  signBase64url,
  signHex,
  verifyBase64url,
  verifyHex,
} from "../../shared/crypto/hmac";

describe("HMAC-SHA-256", () => {
  it("matches the published test vectors (RFC 4231, cases 2 and 3)", async () => {
    expect(await signHex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
    expect(await signBase64url("Jefe", "what do ya want for nothing?")).toBe(
      "W9zBRr9gdU5qBCQmCJV1x1oAPwidJzmDnexYuWTsOEM",
    );
    expect((await hmacSha256("Jefe", "what do ya want for nothing?")).length).toBe(32);
  });

  it("verifies what it signed, and nothing with one character changed", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1 }), fc.string(), fc.nat(), async (secret, message, at) => {
        const hex = await signHex(secret, message);
        expect(await verifyHex(secret, message, hex)).toBe(true);
        const index = at % hex.length;
        const tampered = `${hex.slice(0, index)}${hex[index] === "0" ? "1" : "0"}${hex.slice(index + 1)}`;
        expect(await verifyHex(secret, message, tampered)).toBe(false);
        expect(await verifyHex(secret, `${message}x`, hex)).toBe(false);
        const short = await signBase64url(secret, message, 16);
        expect(short).toHaveLength(22);
        expect(await verifyBase64url(secret, message, short, 16)).toBe(true);
        expect(await verifyBase64url(`${secret}x`, message, short, 16)).toBe(false);
      }),
      { numRuns: 200, seed: 15 },
    );
  });
});

describe("base64url", () => {
  it("round-trips any bytes, in the URL-safe alphabet without padding", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const text = base64url(bytes);
        expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(fromBase64url(text)).toEqual(bytes);
      }),
      { numRuns: 1000, seed: 15 },
    );
  });

  it("reads nothing outside that alphabet, and no padded spelling", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const bytes = fromBase64url(text);
        if (bytes !== null) expect(base64url(bytes)).toBe(text);
      }),
      { numRuns: 2000, seed: 15 },
    );
    for (const text of ["a+b/", "YQ==", "a b", "A"]) expect(fromBase64url(text)).toBeNull();
  });
});

describe("constant-time comparison", () => {
  it("agrees with === for strings and with element-wise equality for bytes", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(constantTimeEqual(a, b)).toBe(a === b);
        expect(constantTimeEqual(a, a)).toBe(true);
      }),
      { numRuns: 2000, seed: 15 },
    );
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 4 }), fc.uint8Array({ maxLength: 4 }), (a, b) => {
        expect(constantTimeEqual(a, b)).toBe(a.length === b.length && a.every((byte, i) => byte === b[i]));
      }),
      { numRuns: 2000, seed: 15 },
    );
  });
});
