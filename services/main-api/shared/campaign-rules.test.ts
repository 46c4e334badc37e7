import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { accountRefusal, bookingRefusal, type Campaign, inPickupWindow, rentalRefusal } from "./campaign-rules";

const NONE: Campaign = {
  id: "camp-test",
  code: "TEST",
  discountPermille: 100,
  pickupWindow: null,
  bookingWindow: null,
  minDays: null,
  classes: null,
  supplierIds: null,
  firstBookingOnly: false,
  perUserLimit: null,
};

const RENTAL = { pickup: "2027-07-10T10:00", days: 3, carClass: "economy", supplierId: "anadolu-rent" };

/** Any real calendar day of 2027 as "YYYY-MM-DD". */
const day2027 = fc
  .integer({ min: 0, max: 364 })
  .map((offset) => new Date(Date.UTC(2027, 0, 1) + offset * 86_400_000).toISOString().slice(0, 10));
const monthDay = day2027.map((day) => day.slice(5));

describe("campaign conditions", () => {
  it("a pickup is in a summer window exactly when its month-day lies between the bounds", () => {
    fc.assert(
      fc.property(day2027, fc.constantFrom("T00:00", "T09:30", "T23:59"), (day, time) => {
        const summer = day >= "2027-06-01" && day <= "2027-08-31";
        expect(inPickupWindow({ from: "06-01", to: "08-31" }, `${day}${time}`)).toBe(summer);
        const refusal = rentalRefusal(
          { ...NONE, pickupWindow: { from: "06-01", to: "08-31" } },
          {
            ...RENTAL,
            pickup: `${day}${time}`,
          },
        );
        expect(refusal?.kind ?? null).toBe(summer ? null : "CAMPAIGN_PICKUP_WINDOW");
      }),
    );
  });

  it("a window that wraps the new year holds its ends and nothing between them", () => {
    fc.assert(
      fc.property(monthDay, monthDay, day2027, (from, to, day) => {
        fc.pre(from > to);
        const inside = inPickupWindow({ from, to }, day);
        expect(inside).toBe(day.slice(5) >= from || day.slice(5) <= to);
        expect(inPickupWindow({ from, to }, `2027-${from}`)).toBe(true);
        expect(inPickupWindow({ from, to }, `2027-${to}`)).toBe(true);
      }),
    );
  });

  it("rental days below the minimum are refused with the minimum, others pass", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 30 }), (minDays, days) => {
        const refusal = rentalRefusal({ ...NONE, minDays }, { ...RENTAL, days });
        if (days >= minDays) expect(refusal).toBeNull();
        else expect(refusal).toMatchObject({ kind: "CAMPAIGN_MIN_DAYS", details: { minDays } });
      }),
    );
  });

  it("names the car classes and the companies the code is for", () => {
    expect(rentalRefusal({ ...NONE, classes: ["suv"] }, RENTAL)).toMatchObject({
      kind: "CAMPAIGN_CAR_CLASS",
      details: { classes: ["suv"] },
    });
    expect(rentalRefusal({ ...NONE, classes: ["suv", "economy"] }, RENTAL)).toBeNull();
    expect(rentalRefusal({ ...NONE, supplierIds: ["ege-oto"] }, RENTAL)).toMatchObject({
      kind: "CAMPAIGN_SUPPLIER",
      details: { suppliers: [{ id: "ege-oto" }] },
    });
    expect(rentalRefusal({ ...NONE, supplierIds: ["anadolu-rent"] }, RENTAL)).toBeNull();
  });

  it("judges the booking window at the instant, both ends included", () => {
    const window = { from: "2026-06-01T00:00:00.000Z", to: "2027-08-31T20:59:59.000Z" };
    const from = Date.parse(window.from);
    const to = Date.parse(window.to);
    fc.assert(
      fc.property(fc.integer({ min: from - 400 * 86_400_000, max: to + 400 * 86_400_000 }), (at) => {
        const refusal = bookingRefusal({ ...NONE, bookingWindow: window }, at);
        expect(refusal === null).toBe(at >= from && at <= to);
        if (refusal) expect(refusal).toMatchObject({ kind: "CAMPAIGN_BOOKING_WINDOW", details: window });
      }),
    );
  });

  it("first booking only and the per-account limit look at the account's earlier bookings", () => {
    const none = { completedBookings: 0, bookingsWithCampaign: 0 };
    expect(accountRefusal({ ...NONE, firstBookingOnly: true }, none)).toBeNull();
    expect(accountRefusal({ ...NONE, firstBookingOnly: true }, { ...none, completedBookings: 1 })).toMatchObject({
      kind: "CAMPAIGN_FIRST_BOOKING",
    });
    expect(accountRefusal({ ...NONE, perUserLimit: 2 }, { completedBookings: 5, bookingsWithCampaign: 1 })).toBeNull();
    expect(
      accountRefusal({ ...NONE, perUserLimit: 2 }, { completedBookings: 5, bookingsWithCampaign: 2 }),
    ).toMatchObject({ kind: "CAMPAIGN_USAGE_LIMIT", details: { limit: 2 } });
    expect(accountRefusal(NONE, { completedBookings: 9, bookingsWithCampaign: 9 })).toBeNull();
  });
});
