import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { seedInventory } from "../../../tests/support/seed-inventory";
import { SUPPLIERS } from "../../inventory/data/cars";
import { createMainApi } from "../app";
import { type CarCancellationPolicy, carCancellationPolicy } from "./cancellation";

/** 1 March 2027, 09:00 in Istanbul. */
const NOW = Date.UTC(2027, 2, 1, 6, 0);
const api = createMainApi({ now: () => NOW });
const IST = { lat: 41.2619, lon: 28.7419 };

interface Offer {
  searchID: string;
  code: string;
  details: { car: { vendor: { id: string } } };
  appointment: { checkInOffice: { openingHours: { timeZone: string } } };
  cancellationPolicy: CarCancellationPolicy;
}

async function searchOffers(): Promise<{ searchID: string; results: Offer[] }> {
  const response = await api.request(
    "/api/v1/search-api/search/point/",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        version: "v3",
        checkInDateTime: "2027-03-10T09:30",
        checkOutDateTime: "2027-03-13T09:30",
        age: 30,
        language: "tr",
        currency: "TRY",
        country: "TR",
        paymentType: "creditCard",
        checkInLocation: IST,
        checkOutLocation: IST,
        period: "daily",
      }),
    },
    env,
  );
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

beforeAll(() => seedInventory(env.DB));

describe("the cancellation policy helper", () => {
  // 10 December 2026, 09:30 in Istanbul (06:30 UTC).
  const pickup = Date.UTC(2026, 11, 10, 6, 30);
  const rule = { checkInEpoch: pickup, timeZone: "Europe/Istanbul", freeUntilHours: 24, lateFeePermille: 250 };

  it("gives the deadline as the pickup office's wall-clock time, not UTC", () => {
    expect(carCancellationPolicy(rule, Date.UTC(2026, 10, 25))).toEqual({
      freeUntil: "2026-12-09T09:30",
      timeZone: "Europe/Istanbul",
      freeUntilHours: 24,
      lateFeePermille: 250,
      noShow: "no_refund",
    });
  });

  it("reads the same instant in another office's zone", () => {
    expect(carCancellationPolicy({ ...rule, timeZone: "Europe/Berlin" }, 0).freeUntil).toBe("2026-12-09T07:30");
  });

  it("has no free period once the deadline has passed, or when the company gives none", () => {
    expect(carCancellationPolicy(rule, pickup - 24 * 3_600_000).freeUntil).toBeNull();
    expect(carCancellationPolicy(rule, pickup - 24 * 3_600_000 - 1).freeUntil).toBe("2026-12-09T09:30");
    expect(carCancellationPolicy({ ...rule, freeUntilHours: 0 }, 0).freeUntil).toBeNull();
  });
});

describe("search results and the product carry the policy", () => {
  it("gives every offer its company's rule, the deadline in the pickup office's time", async () => {
    const { results } = await searchOffers();
    expect(results.length).toBeGreaterThan(10);
    const seen = new Set<number>();
    for (const offer of results) {
      const supplier = SUPPLIERS.find((candidate) => candidate.id === offer.details.car.vendor.id)!;
      const pickup = Date.UTC(2027, 2, 10, 6, 30); // 09:30 in Istanbul
      const deadline = new Date(pickup - supplier.freeCancelHours * 3_600_000 + 3 * 3_600_000).toISOString();
      expect(offer.cancellationPolicy).toEqual({
        freeUntil: deadline.slice(0, 16),
        timeZone: offer.appointment.checkInOffice.openingHours.timeZone,
        freeUntilHours: supplier.freeCancelHours,
        lateFeePermille: supplier.lateCancelFeePermille,
        noShow: "no_refund",
      });
      expect(offer.cancellationPolicy.timeZone).toBe("Europe/Istanbul");
      seen.add(supplier.freeCancelHours);
    }
    // Companies differ: the deadline is each offer's own, not one for the page.
    expect(seen.size).toBeGreaterThan(1);
  });

  it("gives the product the same policy as its search result", async () => {
    const { searchID, results } = await searchOffers();
    for (const offer of results.slice(0, 5)) {
      const response = await api.request(
        `/api/v1/search-api/search/product/?code=${offer.code}&searchId=${searchID}&language=en&currency=EUR`,
        {},
        env,
      );
      expect(response.status).toBe(200);
      const product = await response.json<Offer>();
      expect(product.cancellationPolicy).toEqual(offer.cancellationPolicy);
    }
  });
});
