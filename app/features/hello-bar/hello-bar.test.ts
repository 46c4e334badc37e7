import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "~/lib/cms/rich-text.server";
import { countdownParts, type HelloBar, hasBarsFor, isRunning, selectHelloBar, twoDigits } from "./hello-bar";

const T0 = Date.UTC(2027, 2, 1, 9, 0, 0);
const MINUTE = 60_000;
const DAY = 86_400_000;

function bar(id: string, overrides: Partial<HelloBar> = {}): HelloBar {
  return {
    id,
    html: sanitizeRichText(`<strong>${id}</strong>`),
    url: null,
    colours: null,
    startsAt: T0 - DAY,
    endsAt: T0 + 30 * DAY,
    countdownTo: T0 + DAY,
    pages: ["home"],
    endsOn: { date: "2 March 2027", time: "12:00" },
    ...overrides,
  };
}

const none = new Set<string>();

describe("which hello bar a page shows", () => {
  it("shows a bar only on the pages in its activePages", () => {
    const bars = [bar("home-only"), bar("search-only", { pages: ["car-search", "flight-search"] })];
    expect(selectHelloBar(bars, { page: "home", now: T0, dismissed: none })?.id).toBe("home-only");
    expect(selectHelloBar(bars, { page: "flight-search", now: T0, dismissed: none })?.id).toBe("search-only");
    expect(selectHelloBar(bars, { page: "about-us", now: T0, dismissed: none })).toBeNull();
    expect(selectHelloBar(bars, { page: undefined, now: T0, dismissed: none })).toBeNull();
  });

  it("keeps to the bar's time window: not before timeStartDate, not after timeEndDate", () => {
    const later = bar("later", { startsAt: T0 + MINUTE });
    const ended = bar("ended", { endsAt: T0 - 1 });
    expect(selectHelloBar([later, ended], { page: "home", now: T0, dismissed: none })).toBeNull();
    expect(selectHelloBar([later], { page: "home", now: T0 + MINUTE, dismissed: none })?.id).toBe("later");
    expect(isRunning(ended, T0 - 1)).toBe(true);
    expect(isRunning(ended, T0)).toBe(false);
  });

  it("shows the bar whose countdown ends first, then the next one once it reaches zero", () => {
    const first = bar("first", { countdownTo: T0 + 10_000 });
    const second = bar("second", { countdownTo: T0 + DAY });
    // The order of the list does not matter.
    const bars = [second, first];
    expect(selectHelloBar(bars, { page: "home", now: T0, dismissed: none })?.id).toBe("first");
    expect(selectHelloBar(bars, { page: "home", now: T0 + 9_999, dismissed: none })?.id).toBe("first");
    expect(selectHelloBar(bars, { page: "home", now: T0 + 10_000, dismissed: none })?.id).toBe("second");
    expect(selectHelloBar(bars, { page: "home", now: T0 + DAY, dismissed: none })).toBeNull();
  });

  it("skips dismissed bars and offers the next one", () => {
    const bars = [bar("first", { countdownTo: T0 + MINUTE }), bar("second")];
    expect(selectHelloBar(bars, { page: "home", now: T0, dismissed: new Set(["first"]) })?.id).toBe("second");
    expect(selectHelloBar(bars, { page: "home", now: T0, dismissed: new Set(["first", "second"]) })).toBeNull();
  });

  it("ticks only while the page has a bar that could show", () => {
    const bars = [bar("a"), bar("b", { pages: ["car-search"] })];
    expect(hasBarsFor(bars, "home", none)).toBe(true);
    expect(hasBarsFor(bars, "home", new Set(["a"]))).toBe(false);
    expect(hasBarsFor(bars, "blog", none)).toBe(false);
    expect(hasBarsFor(bars, undefined, none)).toBe(false);
  });
});

describe("countdown", () => {
  it("splits what is left into days, hours, minutes and seconds", () => {
    const left = ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(countdownParts(T0 + left, T0)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it("rounds seconds up, so zero is reached exactly at the end and never goes below", () => {
    expect(countdownParts(T0 + 4_001, T0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 5 });
    expect(countdownParts(T0 + 1, T0).seconds).toBe(1);
    expect(countdownParts(T0, T0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(T0, T0 + DAY)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("pads to two digits and keeps longer numbers", () => {
    expect([0, 7, 42, 190].map(twoDigits)).toEqual(["00", "07", "42", "190"]);
  });
});
