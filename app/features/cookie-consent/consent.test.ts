import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import {
  $cookieBanner,
  $cookieConsent,
  ACCEPT_ALL,
  closeCookieSettings,
  CONSENT_STORAGE_KEY,
  consentChoice,
  consentRecord,
  loadStoredConsent,
  openCookieSettings,
  parseConsent,
  REJECT_ALL,
  saveConsent,
  sendConsent,
  showBannerIfUndecided,
} from "./consent";

const DATE = new Date("2026-11-22T10:15:00.000Z");

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  $cookieConsent.set(null);
  $cookieBanner.set("hidden");
});

describe("the cookie consent record", () => {
  it("has the four categories with accepted and an ISO date; necessary is always accepted", () => {
    expect(consentRecord({ functional: true, analytical: false, marketing: true }, DATE)).toEqual({
      necessary: { accepted: true, date: "2026-11-22T10:15:00.000Z" },
      functional: { accepted: true, date: "2026-11-22T10:15:00.000Z" },
      analytical: { accepted: false, date: "2026-11-22T10:15:00.000Z" },
      marketing: { accepted: true, date: "2026-11-22T10:15:00.000Z" },
    });
    expect(consentRecord(REJECT_ALL, DATE).necessary.accepted).toBe(true);
  });

  it("is stored under cookieConsent in local storage, and hides the banner", () => {
    $cookieBanner.set("summary");
    saveConsent(ACCEPT_ALL, DATE);
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toEqual(consentRecord(ACCEPT_ALL, DATE));
    expect($cookieConsent.get()).toEqual(consentRecord(ACCEPT_ALL, DATE));
    expect($cookieBanner.get()).toBe("hidden");
  });

  it("reads back what it stored", () => {
    saveConsent({ functional: false, analytical: true, marketing: false }, DATE);
    $cookieConsent.set(null);
    expect(loadStoredConsent()).toEqual(consentRecord({ functional: false, analytical: true, marketing: false }, DATE));
    expect(consentChoice($cookieConsent.get()!)).toEqual({ functional: false, analytical: true, marketing: false });
  });

  it("treats a stored necessary: false as accepted (necessary cookies cannot be refused)", () => {
    const stored = { ...consentRecord(REJECT_ALL, DATE), necessary: { accepted: false, date: DATE.toISOString() } };
    expect(parseConsent(JSON.stringify(stored))?.necessary).toEqual({ accepted: true, date: DATE.toISOString() });
  });

  it.each([
    ["nothing", null],
    ["not JSON", "{"],
    ["a category missing", JSON.stringify({ necessary: { accepted: true, date: DATE.toISOString() } })],
    [
      "a date that is not ISO",
      JSON.stringify({ ...consentRecord(ACCEPT_ALL, DATE), marketing: { accepted: true, date: "yesterday" } }),
    ],
    [
      "accepted that is not a boolean",
      JSON.stringify({ ...consentRecord(ACCEPT_ALL, DATE), analytical: { accepted: "yes", date: DATE.toISOString() } }),
    ],
  ])("asks again when the stored value is %s", (_name, raw) => {
    expect(parseConsent(raw)).toBeNull();
  });

  // The record is read on every page without zod; it accepts what zod's RFC 3339 check with offsets
  // accepts (seconds required, a real calendar day), so nobody stored before is asked again.
  it("accepts exactly the timestamps an RFC 3339 check with offsets accepts", () => {
    const reference = z.iso.datetime({ offset: true });
    const pad = (n: number, width = 2) => String(n).padStart(width, "0");
    const timestamp = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 61 }),
        fc.option(fc.integer({ min: 0, max: 61 })),
        fc.constantFrom("", ".0", ".123", ".", ".1234567"),
        fc.constantFrom("Z", "z", "", "+03:00", "-11:30", "+24:00", "+0300", "+05:60"),
      )
      .map(([y, mo, d, h, mi, s, fraction, zone]) => {
        const seconds = s === null ? "" : `:${pad(s)}`;
        return `${pad(y, 4)}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}${seconds}${fraction}${zone}`;
      });
    fc.assert(
      fc.property(fc.oneof(timestamp, fc.string()), (date) => {
        const raw = JSON.stringify({ ...consentRecord(ACCEPT_ALL, DATE), functional: { accepted: false, date } });
        expect(parseConsent(raw)?.functional.date ?? null).toBe(reference.safeParse(date).success ? date : null);
      }),
      { numRuns: 2000 },
    );
  });

  it("asks again for anything that is not a record of four entries", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(parseConsent(JSON.stringify(value))).toBeNull();
      }),
    );
  });

  it("keeps the choice for the page when the browser refuses storage", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    saveConsent(REJECT_ALL, DATE);
    expect($cookieConsent.get()).toEqual(consentRecord(REJECT_ALL, DATE));
    expect($cookieBanner.get()).toBe("hidden");
  });
});

describe("the banner's views", () => {
  it("shows the summary only while undecided and nothing else is open", () => {
    showBannerIfUndecided();
    expect($cookieBanner.get()).toBe("summary");
    $cookieBanner.set("settings");
    showBannerIfUndecided();
    expect($cookieBanner.get()).toBe("settings");
    saveConsent(ACCEPT_ALL, DATE);
    showBannerIfUndecided();
    expect($cookieBanner.get()).toBe("hidden");
  });

  it("leaving the settings without saving returns to the banner until the visitor has chosen", () => {
    openCookieSettings();
    closeCookieSettings();
    expect($cookieBanner.get()).toBe("summary");
    saveConsent(REJECT_ALL, DATE);
    openCookieSettings();
    expect($cookieBanner.get()).toBe("settings");
    closeCookieSettings();
    expect($cookieBanner.get()).toBe("hidden");
  });
});

describe("the choice sent to the server", () => {
  /** A fetch that records what was posted and answers `status`. */
  function stubFetch(status = 204) {
    const posted: { url: string; body: string }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) => {
        posted.push({ url, body: String(init.body) });
        return new Response(null, { status });
      }),
    );
    return posted;
  }
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("posts the three flags once per change of mind", async () => {
    const posted = stubFetch();
    sendConsent(REJECT_ALL);
    await settled();
    sendConsent(REJECT_ALL);
    await settled();
    sendConsent({ functional: true, analytical: false, marketing: true });
    await settled();
    expect(posted).toEqual([
      { url: "/preferences/consent", body: "functional=0&analytical=0&marketing=0" },
      { url: "/preferences/consent", body: "functional=1&analytical=0&marketing=1" },
    ]);
  });

  it("tries again on a later page when the server did not record it", async () => {
    const posted = stubFetch(503);
    sendConsent(ACCEPT_ALL);
    await settled();
    sendConsent(ACCEPT_ALL);
    await settled();
    expect(posted).toHaveLength(2);
  });
});
