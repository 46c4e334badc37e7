import { describe, expect, it } from "vitest";
import { carSearchResponse } from "~/../shared/contract/main-api/car";
import { listOffer } from "./list-offer";

const office = {
  id: "mavi-yol--apt-ist",
  name: "Mavi Yol İstanbul Havalimanı",
  countryCode: "TR",
  address: { line: "Fevzi Çakmak Cad. No:127", adm2: "Arnavutköy", adm1: "İstanbul" },
  coordinates: { lat: 41.27579, lon: 28.75157 },
  distanceKm: 1.7,
  deliveryType: "in-terminal",
  rating: { point: 8, participants: 1 },
  phone: "+90 850 833 20 80",
};

/** An offer as the Main API answers a search, read through the shop's contract. */
function upstream(changes: { campaign?: boolean; discount?: number; range?: object; oneWay?: boolean } = {}) {
  const lira = (amount: number) => ({ amount, currency: "TRY" });
  const answer = carSearchResponse.parse({
    searchID: "S1",
    results: [
      {
        searchID: "S1",
        code: "C0QXSOJV0JDH0JS",
        pricing: {
          display: {
            total: { amount: lira(234_045) },
            serviceFee: lira(11_145),
            currency: "TRY",
            perDay: lira(74_300),
            breakdown: { campaignDiscount: lira(changes.discount ?? 0), dailyRate: lira(74_300) },
          },
        },
        period: { amount: 3, unit: "day" },
        details: {
          car: {
            vendor: {
              id: "mavi-yol",
              displayName: "Mavi Yol",
              logo: "/logo.svg",
              rating: { point: 7.9, participants: 23 },
            },
            brand: "Fiat",
            model: "Egea",
            transmission: "manual",
            fuel: "diesel",
            seatCount: 5,
            luggage: 2,
            class: "economy",
            customClassName: "Ekonomik",
            carPackage: { name: "basePackage" },
            rules: {
              rangeLimit: changes.range ?? { unlimited: false, amount: 750 },
              deposit: { amount: lira(750_000) },
              minimumAge: 21,
            },
          },
        },
        appointment: {
          checkInDateTime: "2026-12-17T10:00",
          checkOutDateTime: "2026-12-20T10:00",
          checkInOffice: office,
          checkOutOffice: changes.oneWay ? { ...office, id: "other", name: "Mavi Yol Taksim" } : null,
        },
        campaignID: changes.campaign ? "WINTER" : null,
        cancellationPolicy: {
          freeUntil: "2026-12-15T10:00",
          timeZone: "Europe/Istanbul",
          freeUntilHours: 48,
          lateFeePermille: 300,
          noShow: "no_refund",
        },
      },
    ],
  });
  return answer.results[0]!;
}

describe("the list's offer", () => {
  it("keeps what the card, the filters, sorting and analytics read, and nothing else", () => {
    const offer = listOffer(upstream());
    expect(offer).toEqual({
      code: "C0QXSOJV0JDH0JS",
      car: {
        brand: "Fiat",
        model: "Egea",
        class: "economy",
        className: "Ekonomik",
        transmission: "manual",
        fuel: "diesel",
        seats: 5,
        luggage: 2,
      },
      vendor: { id: "mavi-yol", name: "Mavi Yol", logo: "/logo.svg", rating: { point: 7.9, participants: 23 } },
      office: { name: "Mavi Yol İstanbul Havalimanı", distanceKm: 1.7, deliveryType: "in-terminal" },
      packageName: "basePackage",
      days: 3,
      total: { amount: 234_045, currency: "TRY" },
      perDay: { amount: 74_300, currency: "TRY" },
      serviceFee: { amount: 11_145, currency: "TRY" },
      deposit: { amount: 750_000, currency: "TRY" },
      mileage: { unlimited: false, km: 750 },
      oneWay: false,
      campaign: null,
      cancellation: { freeUntil: "2026-12-15T10:00", lateFeePermille: 300 },
    });
    // The office's contact, address and the Main API's extra fields stay on the server.
    const sent = JSON.stringify(offer);
    for (const absent of ["+90 850", "Fevzi", "41.27579", "dailyRate", "minimumAge", "S1"]) {
      expect(sent).not.toContain(absent);
    }
  });

  it("reads the mileage rule: unlimited, or a limit (0 km when the limit has no amount)", () => {
    expect(listOffer(upstream({ range: { unlimited: true, amount: null } })).mileage).toEqual({ unlimited: true });
    expect(listOffer(upstream({ range: { unlimited: false, amount: null } })).mileage).toEqual({
      unlimited: false,
      km: 0,
    });
  });

  it("marks a campaign with what its code took off, and a return to another office", () => {
    expect(listOffer(upstream({ campaign: true, discount: 12_000 })).campaign).toEqual({
      discount: { amount: 12_000, currency: "TRY" },
    });
    expect(listOffer(upstream({ discount: 12_000 })).campaign).toBeNull();
    expect(listOffer(upstream({ oneWay: true })).oneWay).toBe(true);
  });
});
