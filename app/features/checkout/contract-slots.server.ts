import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatMoney } from "~/lib/currency";
import { formatZonedDateTime } from "~/lib/format";
import { dateTimeFormat } from "~/lib/intl-formats";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import type { BasketSummary } from "./basket-summary";

/** When the contract is accepted: today, in the shop's zone. */
export const contractDate = (locale: Locale) =>
  dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: SHOP_TIME_ZONE }).format(new Date());

/** A rental in the contracts: the car and company, then where and when it is picked up and returned (times as shown). */
export function rentalWords(
  i18n: I18n,
  rental: {
    readonly car: string;
    readonly pickup: string;
    readonly pickupOffice: string;
    readonly dropoff: string;
    readonly returnOffice: string;
  },
): string {
  const { car, pickup, pickupOffice, dropoff, returnOffice } = rental;
  return [
    `${car}.`,
    i18n._(msg`Pickup: ${pickup}, ${pickupOffice}.`),
    i18n._(msg`Return: ${dropoff}, ${returnOffice}.`),
  ].join(" ");
}

/** The booking's cancellation sentences, or where to read them when the offer did not carry them. */
export const cancellationWords = (i18n: I18n, sentences: string | null) =>
  sentences ?? i18n._(msg`As stated in the rental company's conditions on the product page.`);

/**
 * The `{{slots}}` of the pre-information form and the distance-sales contract for a car: the buyer
 * (the driver and the invoice address), the car with its pickup and return (time in the office's
 * zone, office), the price line by line as the summary shows it, the order's reference and the
 * booking's own cancellation conditions: every slot filled (docs/booking.md).
 */
export function carContractSlots(
  summary: BasketSummary,
  buyer: { readonly name: string; readonly email: string; readonly phone: string; readonly address: string },
  cancellation: string | null,
  i18n: I18n,
  locale: Locale,
): Record<string, string> {
  const money = (amount: number) => formatMoney(amount, summary.currency, LOCALE_TAGS[locale]);
  const { car } = summary;
  const zones = car.timeZones;
  const when = (value: string, zone: string | undefined) =>
    zone ? formatZonedDateTime(value, zone, locale) : value.replace("T", " ");
  const price = [
    i18n._(msg`Rental ${money(summary.rental)}`),
    ...summary.extras.map((extra) => `${extra.name} × ${extra.quantity} ${money(extra.total)}`),
    i18n._(msg`service fee ${money(summary.serviceFee)}`),
    ...(summary.discount > 0 ? [i18n._(msg`campaign discount −${money(summary.discount)}`)] : []),
    ...(summary.credit > 0 ? [i18n._(msg`already paid −${money(summary.credit)}`)] : []),
    i18n._(msg`total ${money(summary.due)}, VAT included`),
  ];
  return {
    buyerName: buyer.name,
    buyerEmail: buyer.email,
    buyerPhone: buyer.phone,
    buyerAddress: buyer.address,
    productDescription: rentalWords(i18n, {
      car: `${car.name} (${[car.carClass, car.carPackage].filter(Boolean).join(", ")}), ${car.vendor}`,
      pickup: when(car.pickup, zones?.pickup),
      pickupOffice: car.pickupOffice,
      dropoff: when(car.dropoff, zones?.dropoff),
      returnOffice: car.returnOffice || car.pickupOffice,
    }),
    totalPrice: price.join(", "),
    orderDate: contractDate(locale),
    // The contracts' "order number": the reservation number exists only once the booking is confirmed.
    reservationId: summary.orderId,
    cancellationPolicy: cancellationWords(i18n, cancellation),
  };
}
