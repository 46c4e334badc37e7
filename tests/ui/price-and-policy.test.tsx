import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cancellationPolicyWords } from "~/components/cancellation-policy";
import { OfferCard } from "~/features/car-search/offer-card";
import { BookingForm } from "~/features/car-search/detail/booking-form";
import { ImportantInformation } from "~/features/car-search/detail/detail-sections";
import type { BasketSummary } from "~/features/checkout/basket-summary";
import { OrderSummary } from "~/features/checkout/order-summary";
import { createI18n } from "~/i18n/i18n";
import type { CancellationPolicy, CarProduct } from "~/lib/upstream-types";
import type { Locale } from "~/routing/locales";
import { listOffer } from "../support/list-offers";

const catalogs: Partial<Record<Locale, I18n>> = {};
beforeAll(async () => {
  catalogs.en = await createI18n("en");
  catalogs.tr = await createI18n("tr");
});
afterEach(cleanup);

/** 10 December 2026, 09:30 pickup in Istanbul; the company's free period ends 24 hours before. */
const POLICY: CancellationPolicy = {
  freeUntil: "2026-12-09T09:30",
  timeZone: "Europe/Istanbul",
  freeUntilHours: 24,
  lateFeePermille: 250,
  noShow: "no_refund",
};

function show(locale: Locale, element: React.ReactNode) {
  const path = locale === "tr" ? "/x" : `/${locale}/x`;
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  render(
    <I18nProvider i18n={catalogs[locale]!}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

// Minor units: a rental of ₺3.627,00 with a ₺181,35 service fee, ₺3.808,35 in all.
const TOTAL = 380_835;
const FEE = 18_135;

const PRODUCT = {
  code: "CAAAAAAAAAAAAAA",
  pricing: {
    display: {
      total: { amount: { amount: TOTAL, currency: "TRY" } },
      serviceFee: { amount: FEE, currency: "TRY" },
      currency: "TRY",
      perDay: { amount: 120_900, currency: "TRY" },
    },
  },
  extraProducts: [],
  details: {
    car: {
      rules: {
        deposit: { amount: { amount: 500_000, currency: "TRY" } },
        rangeLimit: { unlimited: true, amount: null },
        minimumAge: 21,
        minimumLicenceYears: 2,
        youngDriverAge: null,
        creditReportRequired: false,
      },
    },
  },
  cancellationPolicy: POLICY,
} as unknown as CarProduct;

const SUMMARY: BasketSummary = {
  orderId: "order-1",
  code: PRODUCT.code,
  currency: "TRY",
  car: {
    name: "Renault Clio",
    picture: { brand: "Renault", model: "Clio", class: "economy" },
    vendor: "Anadolu Rent",
    vendorId: "anadolu-rent",
    carClass: "Economy",
    carPackage: "Base",
    pickup: "2026-12-10T09:30",
    dropoff: "2026-12-13T09:30",
    pickupOffice: "Istanbul Airport",
    returnOffice: "Istanbul Airport",
    days: 3,
    timeZones: { pickup: "Europe/Istanbul", dropoff: "Europe/Istanbul" },
  },
  rental: TOTAL - FEE,
  serviceFee: FEE,
  cancellationPolicy: POLICY,
  extras: [],
  discount: 0,
  credit: 0,
  total: TOTAL,
  due: TOTAL,
  campaignCode: null,
  changeHref: "/detail",
};

/** The price lines of a description list as "term: value" pairs. */
function lines(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole("term")
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`.replace(/\s/g, " "));
}

describe("the service fee and VAT on the product page and the checkout", () => {
  it.each([
    ["en", "Service fee: TRY 181.35", "VAT included", "TRY 3,808.35"],
    ["tr", "Hizmet bedeli: ₺181,35", "KDV dahil", "₺3.808,35"],
  ] as const)("show the fee as its own line and VAT next to the total (%s)", (locale, feeLine, vat, total) => {
    show(locale, <BookingForm product={PRODUCT} searchId="s" initialQuantities={{}} />);
    const detailLines = lines(screen.getByRole("complementary"));
    cleanup();
    show(locale, <OrderSummary summary={SUMMARY} errors={{}} />);
    const checkoutLines = lines(screen.getByRole("complementary"));
    for (const found of [detailLines, checkoutLines]) {
      expect(found).toContain(feeLine);
      const last = found.at(-1)!;
      expect(last).toContain(vat);
      expect(last).toContain(total);
    }
    // The rental line is the same figure in both: the total less the service fee.
    const rental = (found: string[]) =>
      found.find((line) => line.includes(locale === "tr" ? "₺3.627,00" : "TRY 3,627.00"));
    expect(rental(detailLines)).toBeDefined();
    expect(rental(checkoutLines)).toBeDefined();
  });
});

describe("booking times in the checkout summary", () => {
  it.each([
    ["en", /10 Dec 2026.*09:30.*\(.+\)/, /13 Dec 2026.*09:30.*\(.+\)/],
    ["tr", /10 Ara 2026.*09:30.*\(.+\)/, /13 Ara 2026.*09:30.*\(.+\)/],
  ] as const)("are the office's wall-clock times with its zone named (%s)", (locale, pickup, dropoff) => {
    show(locale, <OrderSummary summary={SUMMARY} errors={{}} />);
    expect(screen.getByTestId("pickup-time").textContent).toMatch(pickup);
    expect(screen.getByTestId("return-time").textContent).toMatch(dropoff);
  });
});

describe("the cancellation policy before payment", () => {
  it("names the deadline in the pickup office's local time with its zone, in the page's language", () => {
    const en = cancellationPolicyWords(catalogs.en!, POLICY, "en");
    expect(en.headline).toBe("Free cancellation until 9 Dec 2026, 09:30 (Türkiye Standard Time)");
    expect(en.sentences).toEqual([
      "Free cancellation until 9 Dec 2026, 09:30 (Türkiye Standard Time), the pickup office's local time.",
      "After that and until pickup, cancelling costs 25% of the price.",
      "If the car is not picked up (no-show), the price is not refunded.",
    ]);
    const tr = cancellationPolicyWords(catalogs.tr!, POLICY, "tr");
    expect(tr.headline).toBe("9 Ara 2026 09:30 (Türkiye Standart Saati) saatine kadar ücretsiz iptal");
    expect(tr.sentences.join(" ")).toContain("%25");
  });

  it("says what the data says when there is no free period", () => {
    const late = { ...POLICY, freeUntil: null };
    expect(cancellationPolicyWords(catalogs.en!, late, "en")).toMatchObject({
      kind: "fee",
      headline: "Cancellation fee 25%",
    });
    const none = cancellationPolicyWords(catalogs.tr!, { ...late, lateFeePermille: 1000 }, "tr");
    expect(none).toMatchObject({ kind: "non-refundable", headline: "İade edilmez" });
    expect(none.sentences[0]).toBe("Bu rezervasyon iade edilemez.");
  });

  it("shows the same words on the card, the product page and the checkout summary", () => {
    const lira = (amount: number) => ({ amount, currency: "TRY" });
    const offer = listOffer({
      code: PRODUCT.code,
      car: { brand: "Renault", model: "Clio", className: "Economy", fuel: "petrol" },
      vendor: { logo: "/logo.svg", rating: { point: 8.8, participants: 620 } },
      office: { name: "Istanbul Airport", distanceKm: 1.2 },
      total: lira(TOTAL),
      perDay: lira(120_900),
      serviceFee: lira(FEE),
      deposit: lira(500_000),
      cancellation: { freeUntil: POLICY.freeUntil, lateFeePermille: POLICY.lateFeePermille },
    });
    const headline = "Free cancellation until 9 Dec 2026, 09:30 (Türkiye Standard Time)";
    show("en", <OfferCard offer={offer} detailHref="/en/detail" localeTag="en-GB" />);
    // The card is compact: the badge in two words, the same deadline below the price.
    expect(screen.getByTestId("cancellation-badge").textContent).toBe("Free cancellation");
    expect(screen.getByTestId("free-until").textContent).toBe("Free until 9 Dec 2026, 09:30");
    cleanup();
    show("en", <ImportantInformation product={PRODUCT} />);
    expect(screen.getByTestId("cancellation-policy").textContent).toContain(
      `${headline}, the pickup office's local time.`,
    );
    cleanup();
    show("en", <OrderSummary summary={SUMMARY} errors={{}} />);
    expect(screen.getByTestId("cancellation-badge").textContent).toBe(headline);
    expect(screen.getByTestId("cancellation-policy").textContent).toContain("no-show");
  });
});
