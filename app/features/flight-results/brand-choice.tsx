import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { TicketRules } from "~/../shared/contract/main-api/flight";
import { formatMoney } from "~/lib/currency";
import { BaggageText } from "./flight-card";
import type { FlightBrand } from "./flight-results.server";

/** What each brand includes, side by side, and the price difference to the cheapest one. */
function BrandFeatures({ brand }: { brand: FlightBrand }) {
  const yes = (included: boolean) => (included ? "flight-brand__yes" : "flight-brand__no");
  return (
    <ul className="flight-brand__features">
      <li className={yes(brand.checkedBaggageKg > 0)}>
        <BaggageText checkedKg={brand.checkedBaggageKg} cabinKg={brand.cabinBaggageKg} />
      </li>
      <li className={yes(brand.seatSelection)}>
        {brand.seatSelection ? <Trans>Seat selection included</Trans> : <Trans>Seat selection not included</Trans>}
      </li>
      <li className={yes(brand.changeable)}>
        {brand.changeable ? <Trans>Changeable</Trans> : <Trans>Not changeable</Trans>}
      </li>
      <li className={yes(brand.refundable)}>
        {brand.refundable ? <Trans>Refundable</Trans> : <Trans>Not refundable</Trans>}
      </li>
    </ul>
  );
}

/** A brand's ticket rules for this flight and party (change, refund, baggage, infants). */
function RulesList({ rules, localeTag }: { rules: TicketRules; localeTag: string }) {
  const money = (amount: { amount: number; currency: string }) =>
    formatMoney(amount.amount, amount.currency, localeTag);
  const { change, refund, baggage } = rules.rules;
  const fee = change.allowed ? money(change.feePerPassenger) : "";
  const penalty = refund.allowed ? money(refund.penalty) : "";
  const back = refund.allowed ? money(refund.refund) : "";
  return (
    <dl className="flight-rules__list">
      <dt>
        <Trans>Changes</Trans>
      </dt>
      <dd>
        {!change.allowed ? (
          <Trans>Changes are not allowed.</Trans>
        ) : change.feePerPassenger.amount === 0 ? (
          <Trans>No change fee; you pay any difference in fare.</Trans>
        ) : (
          <Trans>Change fee {fee} per passenger, plus any difference in fare.</Trans>
        )}
      </dd>
      <dt>
        <Trans>Refund</Trans>
      </dt>
      <dd>
        {refund.allowed ? (
          <Trans>
            Cancelling costs {penalty}; you get {back} back.
          </Trans>
        ) : refund.taxesRefundable ? (
          <Trans>The fare is not refundable; airport taxes are refunded.</Trans>
        ) : (
          <Trans>The fare is not refundable.</Trans>
        )}
      </dd>
      <dt>
        <Trans>Baggage per passenger</Trans>
      </dt>
      <dd>
        <BaggageText checkedKg={baggage.checkedKg} cabinKg={baggage.cabinKg} />
      </dd>
      <dt>
        <Trans>Infants</Trans>
      </dt>
      <dd>
        <Trans>Infants under 2 travel on an adult’s lap with 10 kg of baggage.</Trans>
      </dd>
    </dl>
  );
}

/**
 * The fare brands of one flight as radio cards (a field of the surrounding form named `name`),
 * and the rules of every brand, the chosen one open. Without JavaScript the radios and the
 * disclosures work as they are; with it the open rules and the button follow the choice.
 */
export function BrandChoice({
  name,
  brands,
  rules,
  initial,
  localeTag,
  legend,
  onChoose,
}: {
  name: string;
  brands: readonly FlightBrand[];
  rules: readonly (TicketRules | null)[];
  initial: string | null;
  localeTag: string;
  legend: string;
  onChoose?: (brand: FlightBrand) => void;
}) {
  const { t } = useLingui();
  const start = brands.find((brand) => brand.code === initial) ?? brands[0]!;
  const [chosen, setChosen] = useState(start.code);
  const cheapest = brands[0]!.total.amount;
  return (
    <>
      <fieldset className="flight-brands">
        <legend className="flight-brands__legend">{legend}</legend>
        {brands.map((brand) => {
          const id = `${name}-${brand.code}`;
          const difference = brand.total.amount - cheapest;
          return (
            <div key={brand.code} className="flight-brand" data-testid="flight-brand">
              <input
                type="radio"
                id={id}
                name={name}
                value={brand.code}
                defaultChecked={brand.code === start.code}
                aria-describedby={`${id}-features`}
                onChange={() => {
                  setChosen(brand.code);
                  onChoose?.(brand);
                }}
              />
              <label htmlFor={id} className="flight-brand__label">
                <span className="flight-brand__name">{brand.name}</span>
                <span className="flight-brand__total">
                  {formatMoney(brand.total.amount, brand.total.currency, localeTag)}
                </span>
                <span className="flight-brand__difference">
                  {difference === 0
                    ? t`Lowest fare`
                    : t`+${formatMoney(difference, brand.total.currency, localeTag)} more`}
                </span>
              </label>
              <div id={`${id}-features`}>
                <BrandFeatures brand={brand} />
              </div>
            </div>
          );
        })}
      </fieldset>
      <section className="flight-rules" aria-label={t`Fare rules`}>
        {brands.map((brand, index) => {
          const brandRules = rules[index];
          const brandName = brand.name;
          return (
            <details key={brand.code} className="flight-rules__brand" open={brand.code === chosen}>
              <summary>
                <Trans>Fare rules: {brandName}</Trans>
              </summary>
              {brandRules ? (
                <RulesList rules={brandRules} localeTag={localeTag} />
              ) : (
                <p>
                  <Trans>The rules of this fare cannot be shown right now.</Trans>
                </p>
              )}
            </details>
          );
        })}
      </section>
    </>
  );
}
