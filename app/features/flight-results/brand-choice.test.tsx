import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { extraBrandsResponse, ticketRulesResponse } from "~/../shared/contract/main-api/flight";
import { createI18n } from "~/i18n/i18n";
import { BrandChoice } from "./brand-choice";

let english: I18n;
let turkish: I18n;
beforeAll(async () => {
  english = await createI18n("en");
  turkish = await createI18n("tr");
});
afterEach(cleanup);

const brand = (code: string, name: string, total: number, extras: Partial<Record<string, unknown>>) => ({
  code,
  name,
  cabin: "economy",
  checkedBaggageKg: 0,
  cabinBaggageKg: 8,
  changeable: false,
  refundable: false,
  seatSelection: false,
  seatsLeft: 20,
  total: { amount: total, currency: "TRY" },
  ...extras,
});

const { brands } = extraBrandsResponse.parse({
  code: "F1",
  searchID: "s",
  brands: [
    brand("LIGHT", "Light", 331_975, {}),
    brand("STANDARD", "Standard", 414_925, { checkedBaggageKg: 20, changeable: true, seatSelection: true }),
    brand("FLEX", "Flex", 564_200, { checkedBaggageKg: 25, changeable: true, refundable: true, seatSelection: true }),
  ],
});

const rulesOf = (code: string) =>
  ticketRulesResponse.parse({
    code: "F1",
    searchID: "s",
    brand: brands.find((candidate) => candidate.code === code),
    rules: {
      baggage: { checkedKg: code === "FLEX" ? 25 : 0, cabinKg: 8, perPassenger: true },
      change:
        code === "LIGHT"
          ? { allowed: false }
          : {
              allowed: true,
              feePerPassenger: { amount: code === "FLEX" ? 0 : 50_000, currency: "TRY" },
              plusFareDifference: true,
            },
      refund:
        code === "FLEX"
          ? {
              allowed: true,
              penalty: { amount: 56_420, currency: "TRY" },
              refund: { amount: 507_780, currency: "TRY" },
            }
          : { allowed: false, taxesRefundable: true },
      infants: "Infants under 2 travel on an adult's lap with 10 kg of baggage.",
    },
    total: brands.find((candidate) => candidate.code === code)!.total,
  });

function renderChoice(i18n: I18n, initial: string | null, onChoose = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <form aria-label="fare">
        <BrandChoice
          name="outboundBrand"
          brands={brands}
          rules={[rulesOf("LIGHT"), null, rulesOf("FLEX")]}
          initial={initial}
          localeTag={i18n.locale === "tr" ? "tr-TR" : "en-GB"}
          legend="Fares for this flight"
          onChoose={onChoose}
        />
      </form>
    </I18nProvider>,
  );
  return onChoose;
}

describe("the fare brands of a flight", () => {
  it("shows every brand side by side with what it includes and its price difference to the cheapest", () => {
    renderChoice(english, null);
    const cards = screen.getAllByTestId("flight-brand");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText("Lowest fare")).toBeTruthy();
    expect(within(cards[1]!).getByText("+TRY 829.50 more")).toBeTruthy();
    expect(within(cards[2]!).getByText("Refundable")).toBeTruthy();
    expect(within(cards[0]!).getByText("Not refundable")).toBeTruthy();
    expect(within(cards[0]!).getByText("No checked bag, 8 kg cabin bag")).toBeTruthy();
    expect(within(cards[2]!).getByText("25 kg checked bag, 8 kg cabin bag")).toBeTruthy();
    // The cheapest brand is chosen until the traveller picks another.
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Light/ }).checked).toBe(true);
  });

  it("opens the chosen brand's rules and reports the choice", () => {
    const onChoose = renderChoice(english, null);
    const details = () => [...document.querySelectorAll("details")];
    expect(details().map((element) => element.open)).toEqual([true, false, false]);
    fireEvent.click(screen.getByRole("radio", { name: /Flex/ }));
    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ code: "FLEX" }));
    expect(details().map((element) => element.open)).toEqual([false, false, true]);
    // Money has a no-break space between the currency and the amount.
    const flexRules = details()[2]!.textContent!.replace(/\s/g, " ");
    expect(flexRules).toContain("Cancelling costs TRY 564.20; you get TRY 5,077.80 back.");
    expect(flexRules).toContain("No change fee; you pay any difference in fare.");
    expect(details()[0]!.textContent).toContain("Changes are not allowed.");
    expect(details()[1]!.textContent).toContain("The rules of this fare cannot be shown right now.");
  });

  it("starts from the brand the URL names, and speaks Turkish on the Turkish site", () => {
    renderChoice(turkish, "STANDARD");
    expect(screen.getByRole<HTMLInputElement>("radio", { name: /Standard/ }).checked).toBe(true);
    expect(document.body.textContent).toContain("En düşük ücret");
  });
});
