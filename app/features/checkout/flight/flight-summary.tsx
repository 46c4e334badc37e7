import { Trans, useLingui } from "@lingui/react/macro";
import { VatIncluded } from "~/components/vat-included";
import { formatMoney } from "~/lib/currency";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import type { ChosenFlight } from "./flight-basket";
import { FlightItinerary } from "./flight-itinerary";
import { partyWords } from "./passenger-labels";
import type { PassengerType } from "./passenger-rules";

/** The basket beside the checkout steps: the flights, who travels, each flight's price and what is due (TRY). */
export function FlightOrderSummary({
  flights,
  party,
  due,
}: {
  flights: readonly ChosenFlight[];
  party: readonly PassengerType[];
  due: number;
}) {
  const { t, i18n } = useLingui();
  const localeTag = LOCALE_TAGS[useLocale()];
  const money = (amount: number) => formatMoney(amount, "TRY", localeTag);
  return (
    <aside className="order-summary" aria-labelledby="summary-title">
      <h2 id="summary-title">
        <Trans>Your flight</Trans>
      </h2>
      <p data-testid="party">{partyWords(i18n, party)}</p>
      <FlightItinerary flights={flights} />
      <dl className="order-summary__prices">
        {flights.map((flight) => (
          <div key={flight.itemId}>
            <dt>{flight.direction === "inbound" ? t`Return flight` : t`Outbound flight`}</dt>
            <dd>{money(flight.price)}</dd>
          </div>
        ))}
        <div className="order-summary__total">
          <dt>
            <Trans>Total to pay</Trans> <VatIncluded />
          </dt>
          <dd data-testid="checkout-total">{money(due)}</dd>
        </div>
      </dl>
    </aside>
  );
}
