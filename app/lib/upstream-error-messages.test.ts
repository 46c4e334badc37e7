import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { I18n } from "@lingui/core";
import { ERROR_CODES } from "../../services/main-api/errors";
import { createI18n } from "~/i18n/i18n";
import {
  GENERIC_UPSTREAM_MESSAGE,
  isKnownUpstreamCode,
  KNOWN_UPSTREAM_CODES,
  upstreamErrorMessage,
  upstreamFailure,
} from "./upstream-error-messages";
import { UpstreamError } from "./upstream-error";

let tr: I18n;
let en: I18n;
beforeAll(async () => {
  [tr, en] = await Promise.all([createI18n("tr"), createI18n("en")]);
});

const API_CODES = Object.values(ERROR_CODES).map((entry) => entry.code);

describe("Main API error messages", () => {
  it("every code the Main API answers has a message of its own, in Turkish and English", () => {
    const generic = { tr: tr._(GENERIC_UPSTREAM_MESSAGE), en: en._(GENERIC_UPSTREAM_MESSAGE) };
    for (const code of API_CODES) {
      expect(isKnownUpstreamCode(code), `code ${code}`).toBe(true);
      // 3599 (the service is misconfigured) is the generic apology by design.
      if (code === 3599) continue;
      const english = upstreamErrorMessage(en, "en", { code });
      const turkish = upstreamErrorMessage(tr, "tr", { code });
      expect(english, `code ${code}`).not.toBe(generic.en);
      expect(turkish, `code ${code}`).not.toBe(generic.tr);
      expect(turkish, `code ${code} is translated`).not.toBe(english);
    }
    expect(KNOWN_UPSTREAM_CODES.length).toBeGreaterThanOrEqual(API_CODES.length);
  });

  it("an unknown code or a failure without one gets the generic message", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.constant(null)).filter((code) => !(API_CODES as number[]).includes(code as number)),
        (code) => {
          expect(upstreamErrorMessage(en, "en", { code })).toBe(
            "Sorry, an error occurred. Please try again in a moment.",
          );
          expect(upstreamErrorMessage(tr, "tr", { code })).toBe(tr._(GENERIC_UPSTREAM_MESSAGE));
        },
      ),
    );
  });

  it("a stale offer is explained in the page's language, not in the server's English", () => {
    const stale = new UpstreamError("main-api", 3305, "main-api error 3305: No such search", 404);
    const failure = upstreamFailure(stale);
    expect(failure).not.toHaveProperty("message");
    expect(upstreamErrorMessage(en, "en", failure)).toBe("This offer no longer exists. Please search again.");
    expect(upstreamErrorMessage(tr, "tr", failure)).toBe("Bu teklif artık mevcut değil. Lütfen yeniden arayın.");
    expect(upstreamFailure(new Error("boom"))).toEqual({ code: null });
  });

  it("a refused campaign code names the unmet condition with its values", () => {
    const cases: [number, unknown, string, string][] = [
      [
        2112,
        { from: "06-01", to: "08-31" },
        "This code is valid for pickups between 1 June and 31 August.",
        "Bu kod 1 Haziran ile 31 Ağustos arasındaki alışlarda geçerlidir.",
      ],
      [
        2111,
        { from: "2026-06-01T00:00:00.000Z", to: "2027-08-31T20:59:59.000Z" },
        "This code can be used for bookings made between 1 June 2026 and 31 August 2027.",
        "Bu kod 1 Haziran 2026 ile 31 Ağustos 2027 arasında yapılan rezervasyonlarda kullanılabilir.",
      ],
      [
        2113,
        { minDays: 3 },
        "This code is valid for rentals of at least 3 days.",
        "Bu kod en az 3 günlük kiralamalarda geçerlidir.",
      ],
      [
        2114,
        { classes: ["suv", "economy"] },
        "This code is valid for these car classes only: SUV and Economy.",
        "Bu kod yalnızca şu araç sınıflarında geçerlidir: SUV ve Ekonomik.",
      ],
      [
        2115,
        { suppliers: [{ id: "anadolu-rent", name: "Anadolu Rent" }] },
        "This code is valid for cars of Anadolu Rent only.",
        "Bu kod yalnızca Anadolu Rent araçlarında geçerlidir.",
      ],
      [
        2116,
        {},
        "This code is valid for your first booking only.",
        "Bu kod yalnızca ilk rezervasyonunuzda geçerlidir.",
      ],
      [
        2117,
        { limit: 1 },
        "This code can be used for 1 booking per account, and you have used it.",
        "Bu kod hesap başına 1 rezervasyonda kullanılabilir ve siz bu hakkı kullandınız.",
      ],
    ];
    for (const [code, details, english, turkish] of cases) {
      expect(upstreamErrorMessage(en, "en", { code, details })).toBe(english);
      expect(upstreamErrorMessage(tr, "tr", { code, details })).toBe(turkish);
    }
  });

  it("details that do not parse fall back to the code's own message", () => {
    fc.assert(
      fc.property(fc.constantFrom(2111, 2112, 2113, 2114, 2115, 2117), fc.jsonValue(), (code, details) => {
        const message = upstreamErrorMessage(en, "en", { code, details });
        expect(message.length).toBeGreaterThan(10);
        expect(message).not.toBe("Sorry, an error occurred. Please try again in a moment.");
      }),
    );
  });

  // The details are read without zod (the messages are rendered in the browser); they name the
  // condition for exactly the details the former schemas accepted, and fall back otherwise.
  it("names the condition for exactly the details the contract's shapes describe", () => {
    const monthDay = z.string().regex(/^\d{2}-\d{2}$/);
    const accepted: Record<number, z.ZodType> = {
      2111: z
        .object({ from: z.string(), to: z.string() })
        .refine(({ from, to }) => [from, to].every((value) => !Number.isNaN(Date.parse(value)))),
      2112: z.object({ from: monthDay, to: monthDay }),
      2113: z.object({ minDays: z.number().int().positive() }),
      2114: z.object({ classes: z.array(z.string()).min(1) }),
      2115: z.object({ suppliers: z.array(z.object({ name: z.string() })).min(1) }),
      2117: z.object({ limit: z.number().int().positive() }),
    };
    const text = fc.oneof(fc.string(), fc.constantFrom("06-01", "2026-06-01T00:00:00Z", "1-1", "12-31x"));
    const count = fc.oneof(fc.integer({ min: -2, max: 5 }), fc.double(), fc.constant(2 ** 60), fc.string());
    const details = fc.oneof(
      fc.record({ from: fc.oneof(text, count), to: fc.oneof(text, count) }, { requiredKeys: [] }),
      fc.record({ minDays: count, limit: count }, { requiredKeys: [] }),
      fc.record({ classes: fc.array(fc.oneof(text, count), { maxLength: 3 }) }),
      fc.record({ suppliers: fc.array(fc.oneof(fc.record({ name: fc.oneof(text, count) }), text), { maxLength: 3 }) }),
      fc.jsonValue(),
    );
    fc.assert(
      fc.property(fc.constantFrom(2111, 2112, 2113, 2114, 2115, 2117), details, (code, value) => {
        const message = upstreamErrorMessage(en, "en", { code, details: value });
        const fallback = upstreamErrorMessage(en, "en", { code });
        expect(message !== fallback, JSON.stringify(value)).toBe(accepted[code]!.safeParse(value).success);
      }),
      { numRuns: 3000 },
    );
  });
});
