import { describe, expect, it } from "vitest";
import type { OrderItem } from "~/lib/upstream-types";
import { isSameItem } from "./basket.server";
import { calendarFile } from "./calendar-event";
import { stepOf } from "./checkout-steps";
import { searchAgainQuery } from "./search-again";

const item = (overrides: Partial<OrderItem> = {}): OrderItem =>
  ({
    id: "item-1",
    status: "pending",
    removedReason: null,
    quantity: 1,
    product: { code: "C0Q7NB5F03ZFYBS", type: "car", searchID: "search-1" },
    children: [
      { product: { code: "baby-seat", name: "Baby seat" }, quantity: 1, total: { amount: 48000, currency: "TRY" } },
    ],
    price: { amount: 347460, currency: "TRY" },
    paid: { amount: 0, currency: "TRY" },
    replacesItem: null,
    holdExpiresAt: null,
    paymentCurrency: "TRY",
    ...overrides,
  }) as OrderItem;

describe("reusing the pending item", () => {
  const wanted = { code: "C0Q7NB5F03ZFYBS", searchID: "search-1", children: [{ code: "baby-seat", quantity: 1 }] };

  it("reuses it when product code, search, currency and extras match", () => {
    expect(isSameItem(item(), wanted, "TRY")).toBe(true);
    expect(
      isSameItem(item(), { ...wanted, children: [...wanted.children, { code: "navigation", quantity: 0 }] }, "TRY"),
    ).toBe(true);
  });

  it("fetches it again when any of them differs", () => {
    expect(isSameItem(item(), wanted, "EUR")).toBe(false);
    expect(isSameItem(item(), { ...wanted, searchID: "search-2" }, "TRY")).toBe(false);
    expect(isSameItem(item(), { ...wanted, code: "C1E70X930CGVYT4" }, "TRY")).toBe(false);
    expect(isSameItem(item(), { ...wanted, children: [{ code: "baby-seat", quantity: 2 }] }, "TRY")).toBe(false);
    expect(isSameItem(item(), { ...wanted, children: [] }, "TRY")).toBe(false);
  });
});

describe("checkout steps", () => {
  it("opens the first step that is missing, and never one past it", () => {
    expect(stepOf(undefined, { driver: false, invoice: false })).toBe("driver");
    expect(stepOf("payment", { driver: false, invoice: false })).toBe("driver");
    expect(stepOf("payment", { driver: true, invoice: false })).toBe("invoice");
    expect(stepOf(undefined, { driver: true, invoice: true })).toBe("payment");
    expect(stepOf("driver", { driver: true, invoice: true })).toBe("driver");
  });
});

describe("back to the search", () => {
  it("rebuilds the results URL from the item's stored search request", () => {
    const query = searchAgainQuery({
      checkInDateTime: "2027-03-01T10:00",
      checkOutDateTime: "2027-03-04T09:30",
      age: 35,
      checkInLocation: { lat: 41.2619, lon: 28.7419 },
      checkOutLocation: { lat: 36.8987, lon: 30.8005 },
    });
    expect(Object.fromEntries(query!)).toEqual({
      p_p: "41.2619,28.7419",
      d_p: "36.8987,30.8005",
      p_d: "01-03-2027",
      p_t: "10:00",
      d_d: "04-03-2027",
      d_t: "09:30",
      a: "35",
    });
  });

  it("leaves out the return place when the car goes back where it came from, and refuses junk", () => {
    const location = { lat: 41.2619, lon: 28.7419 };
    const query = searchAgainQuery({
      checkInDateTime: "2027-03-01T10:00",
      checkOutDateTime: "2027-03-04T10:00",
      age: 30,
      checkInLocation: location,
      checkOutLocation: location,
    });
    expect(query?.has("d_p")).toBe(false);
    expect(searchAgainQuery(null)).toBeNull();
    expect(searchAgainQuery({ checkInDateTime: 1 })).toBeNull();
  });
});

describe("add to calendar", () => {
  it("writes an event at the office's local times, escaped and folded as RFC 5545 asks", () => {
    const ics = calendarFile({
      uid: "order-1@booking",
      title: "Car rental: Dacia Sandero (Mavi Yol)",
      description: "Reservation RG-7K3M-9QXD; bring your licence, ID and a credit card",
      location: "Mavi Yol İstanbul, İstiklal Cad. No:141, Beyoğlu, İstanbul",
      start: "2027-03-01T10:00",
      end: "2027-03-04T09:30",
      timeZone: "Europe/Istanbul",
      createdAt: new Date("2026-11-22T08:00:00Z"),
    });
    expect(ics).toContain("DTSTART;TZID=Europe/Istanbul:20270301T100000\r\n");
    expect(ics).toContain("DTEND;TZID=Europe/Istanbul:20270304T093000\r\n");
    expect(ics).toContain("DTSTAMP:20261122T080000Z\r\n");
    expect(ics).toContain("Reservation RG-7K3M-9QXD\\; bring your licence\\, ID");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics.replace(/\r\n /g, "")).toContain(
      "LOCATION:Mavi Yol İstanbul\\, İstiklal Cad. No:141\\, Beyoğlu\\, İstanbul",
    );
  });
});
