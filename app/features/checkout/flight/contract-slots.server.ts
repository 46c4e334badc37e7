import { formatMoney } from "~/lib/currency";
import { formatLocalDateTime } from "~/lib/format";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import type { Order } from "~/lib/upstream-types";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import type { FareRules } from "./fare-rules.server";
import type { ChosenFlight } from "./flight-basket";
import { dateTimeFormat } from "~/lib/intl-formats";

/**
 * The `{{slots}}` of the pre-information form and the distance-sales contract for a flight: the
 * buyer, the flights leg by leg with their brand, the total, and the carrier's fare rules where
 * the car's cancellation policy goes.
 */
export function flightContractSlots(
  order: Order,
  flights: readonly ChosenFlight[],
  rules: readonly FareRules[],
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
  return {
    buyerName,
    buyerEmail: billing?.email ?? contact?.email ?? "",
    buyerPhone: contact?.phone ?? "",
    buyerAddress: [billing?.address.line, billing?.address.city].filter(Boolean).join(", "),
    productDescription: legs.join("; "),
    totalPrice: formatMoney(order.totals.due.amount, "TRY", localeTag),
    orderDate: dateTimeFormat(localeTag, { dateStyle: "long", timeZone: SHOP_TIME_ZONE }).format(new Date()),
    cancellationPolicy: rules.map((rule) => `${rule.title}: ${rule.sentences.join(" ")}`).join(" "),
  };
}
