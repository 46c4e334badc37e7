import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatMoney } from "~/lib/currency";
import { formatLocalDateTime } from "~/lib/format";
import type { Order } from "~/lib/upstream-types";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import { contractDate } from "../contract-slots.server";
import type { FareRules } from "./fare-rules.server";
import type { ChosenFlight } from "./flight-basket";

/**
 * The `{{slots}}` of the pre-information form and the distance-sales contract for a flight: the
 * buyer, the flights leg by leg with their brand, the passengers, the price per flight and in all,
 * the order's reference, and the carrier's fare rules where the car's cancellation policy goes:
 * every slot filled.
 */
export function flightContractSlots(
  order: Order,
  flights: readonly ChosenFlight[],
  rules: readonly FareRules[],
  i18n: I18n,
  locale: Locale,
): Record<string, string> {
  const localeTag = LOCALE_TAGS[locale];
  const billing = order.billing;
  const contact = order.passengers && "contact" in order.passengers ? order.passengers.contact : null;
  const buyerName =
    billing?.type === "corporate"
      ? billing.companyTitle
      : [billing?.firstName, billing?.lastName].filter(Boolean).join(" ");
  const legs = flights.flatMap((flight) =>
    flight.segments.map(
      (segment) =>
        `${segment.flightNumber} ${segment.origin.cityName} (${segment.origin.code}) → ${segment.destination.cityName} (${segment.destination.code}), ${formatLocalDateTime(segment.departure, locale)}, ${flight.brand.name}`,
    ),
  );
  const travellers = order.passengers && "passengers" in order.passengers ? order.passengers.passengers : [];
  const names = travellers.map((traveller) => `${traveller.firstName} ${traveller.lastName}`).join(", ");
  const money = (amount: number) => formatMoney(amount, "TRY", localeTag);
  const fares = flights.map((flight) => `${flight.segments[0]?.flightNumber ?? ""} ${money(flight.price)}`);
  const total = money(order.totals.due.amount);
  return {
    buyerName,
    buyerEmail: billing?.email ?? contact?.email ?? "",
    buyerPhone: contact?.phone ?? "",
    buyerAddress: [billing?.address.line, billing?.address.district, billing?.address.city, billing?.address.country]
      .filter(Boolean)
      .join(", "),
    productDescription: [legs.join("; "), names ? i18n._(msg`Passengers: ${names}.`) : ""].filter(Boolean).join(" "),
    totalPrice: [...fares, i18n._(msg`total ${total}, taxes, VAT and fees included`)].join(", "),
    orderDate: contractDate(locale),
    reservationId: order.id,
    cancellationPolicy: rules.map((rule) => `${rule.title}: ${rule.sentences.join(" ")}`).join(" "),
  };
}
