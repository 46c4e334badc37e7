import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { parseRange, type FilterKey } from "./filters";
import { numberFormat } from "~/lib/intl-formats";

const VALUE_LABELS: Record<string, MessageDescriptor> = {
  manual: msg`Manual`,
  automatic: msg`Automatic`,
  petrol: msg`Petrol`,
  diesel: msg`Diesel`,
  hybrid: msg`Hybrid`,
  electric: msg`Electric`,
  "in-terminal": msg`Desk in the terminal`,
  shuttle: msg`Free shuttle to the office`,
  "meet-and-greet": msg`Meet and greet`,
  office: msg`City office`,
  // The flight cabin has its own "Economy"; this one is the car class.
  economy: msg({ message: "Economy", context: "car class" }),
  mid: msg`Compact`,
  upper: msg`Full size`,
  luxury: msg`Luxury`,
  suv: msg`SUV`,
  panelvan: msg`Van`,
  convertible: msg`Convertible`,
  basePackage: msg`Base package`,
  bronzePackage: msg`Bronze package`,
  silverPackage: msg`Silver package`,
  goldPackage: msg`Gold package`,
  one_way: msg`Return to another office`,
  round_trip: msg`Return to the same office`,
};

export const GROUP_LABELS: Record<FilterKey, MessageDescriptor> = {
  v: msg`Rental company`,
  t: msg`Transmission`,
  f: msg`Fuel`,
  sc: msg`Seats`,
  p: msg`Price`,
  dt: msg`Pickup type`,
  d: msg`Deposit`,
  km: msg`Mileage limit`,
  m: msg`Model`,
  c: msg`Car class`,
  b: msg`Brand`,
  nb: msg`Office distance`,
  cp: msg`Package`,
  tr: msg`Return`,
};

/** The label of a filter option in the page's language. */
export function optionLabel(
  i18n: I18n,
  key: FilterKey,
  value: string,
  label: string | undefined,
  currency: string,
  localeTag: string,
): string {
  if (key === "sc") {
    const seats = Number(value);
    return i18n._(msg`${plural(seats, { one: "# seat", other: "# seats" })}`);
  }
  if (key === "p" || key === "d" || key === "km" || key === "nb") {
    const range = parseRange(value);
    if (!range) return value;
    if (range.unlimited) return i18n._(msg`Unlimited`);
    const format = (amount: number) =>
      key === "km" || key === "nb"
        ? `${numberFormat(localeTag).format(amount)} km`
        : numberFormat(localeTag, {
            style: "currency",
            currency: key === "d" ? "TRY" : currency,
            maximumFractionDigits: 0,
          }).format(amount);
    return range.max === null
      ? i18n._(msg`${format(range.min)} and more`)
      : `${format(range.min)} – ${format(range.max)}`;
  }
  const descriptor = VALUE_LABELS[value];
  return descriptor ? i18n._(descriptor) : (label ?? value);
}

export function valueLabel(i18n: I18n, value: string): string {
  const descriptor = VALUE_LABELS[value];
  return descriptor ? i18n._(descriptor) : value;
}
