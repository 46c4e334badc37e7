import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RouterContextProvider } from "react-router";
import { formatMoney } from "~/lib/currency";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import { LOCALE_TAGS } from "~/routing/locales";
import type { ChosenFlight } from "./flight-basket";

/** The carrier's rules of one chosen flight in its brand, as sentences in the page's language. */
export interface FareRules {
  readonly itemId: string;
  readonly title: string;
  readonly sentences: readonly string[];
}

/**
 * The fare rules of each chosen flight (spec section 2, "flight regulations"), from the Main
 * API's ticket rules for the brand booked. They go into the pre-information form and the
 * distance-sales contract and are shown beside them. When the search has expired (two hours) the
 * brand's own flags still say what the ticket allows.
 */
export async function fareRulesOf(
  context: Readonly<RouterContextProvider>,
  i18n: I18n,
  flights: readonly ChosenFlight[],
): Promise<FareRules[]> {
  const { locale } = context.get(requestInfoContext);
  const money = (amount: number) => formatMoney(amount, "TRY", LOCALE_TAGS[locale]);
  const flightsApi = context.get(upstreamsContext).mainApi.flights;
  return Promise.all(
    flights.map(async (flight): Promise<FareRules> => {
      const first = flight.segments[0];
      const last = flight.segments.at(-1);
      const route = `${first?.origin.code ?? ""}–${last?.destination.code ?? ""}`;
      const title = i18n._(msg`${route}, fare ${flight.brand.name}`);
      const baggage = i18n._(
        msg`Baggage per passenger: ${flight.brand.cabinBaggageKg} kg in the cabin, ${flight.brand.checkedBaggageKg} kg checked.`,
      );
      try {
        const { rules } = await flightsApi.ticketRules({
          searchId: flight.searchID,
          code: flight.code,
          brand: flight.brand.code,
        });
        const change = rules.change.allowed
          ? i18n._(
              msg`Changes allowed for ${money(rules.change.feePerPassenger.amount)} per passenger plus any fare difference.`,
            )
          : i18n._(msg`Changes are not allowed.`);
        const refund = rules.refund.allowed
          ? i18n._(
              msg`Refundable: a cancellation fee of ${money(rules.refund.penalty.amount)} is kept and ${money(rules.refund.refund.amount)} is refunded.`,
            )
          : i18n._(msg`Not refundable; airport taxes are refunded on request.`);
        return { itemId: flight.itemId, title, sentences: [baggage, change, refund] };
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
        return {
          itemId: flight.itemId,
          title,
          sentences: [
            baggage,
            flight.brand.changeable
              ? i18n._(msg`Changes allowed for a fee plus any fare difference.`)
              : i18n._(msg`Changes are not allowed.`),
            flight.brand.refundable
              ? i18n._(msg`Refundable with a cancellation fee.`)
              : i18n._(msg`Not refundable; airport taxes are refunded on request.`),
          ],
        };
      }
    }),
  );
}
