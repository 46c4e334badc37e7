/**
 * What the visitor reads when a Main API call fails: one message of its own per known error code
 * (docs/api/main-api.md, "Error codes"), in the page's language; a generic message for anything
 * else. The server's English text never reaches the page: `logUpstreamError` puts it in the log
 * with the request id. Campaign refusals (2111–2117) name the unmet condition with its values.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import type { MainApiErrorCode } from "~/../shared/contract/main-api/errors";
import { isUpstreamError, mainApiCode, UpstreamError } from "./upstream-error";
import { SHOP_TIME_ZONE } from "./dates";
import { dateTimeFormat } from "~/lib/intl-formats";

/** Every Main API error code the shop knows, with its message. */
const MESSAGES = {
  2101: msg`This booking is already complete and can no longer be changed.`,
  2102: msg`We could not find this booking. It may have expired.`,
  2103: msg`This item is no longer in your basket.`,
  2104: msg`This car is no longer available. Please choose another offer.`,
  2105: msg`Some booking details are missing. Please complete every step.`,
  2106: msg`This campaign code does not exist or does not apply to this booking.`,
  2107: msg`This booking can no longer be cancelled online.`,
  2108: msg`We could not find a booking with these details.`,
  2109: msg`This rental company needs a credit report check before payment.`,
  2110: msg`Too many unpaid bookings are on hold. Please finish or remove one and try again.`,
  2111: msg`This campaign code cannot be used on this date.`,
  2112: msg`This campaign code is not valid for this pickup date.`,
  2113: msg`This campaign code needs a longer rental.`,
  2114: msg`This campaign code is not valid for this car class.`,
  2115: msg`This campaign code is not valid for this rental company.`,
  2116: msg`This code is valid for your first booking only.`,
  2117: msg`You have already used this campaign code as often as it allows.`,
  2201: msg`The card could not be accepted. Please check the card details.`,
  2202: msg`The bank declined the payment.`,
  2203: msg`This payment was already sent with other details. Please try again.`,
  2204: msg`A payment for this booking is already in progress.`,
  2205: msg`This card cannot pay in the chosen number of installments.`,
  2206: msg`Your wallet balance is not enough for this amount.`,
  2207: msg`We could not find this payment.`,
  2208: msg`The bank's answer could not be verified. Please try again.`,
  2209: msg`The bank cannot be reached right now. Please try again in a moment.`,
  2301: msg`The credit report check has not been started yet.`,
  2311: msg`You can review a rental only after it has ended.`,
  2312: msg`You have already reviewed this rental.`,
  2321: msg`This passenger is no longer saved in your account.`,
  2322: msg`You have saved as many passengers as allowed.`,
  2331: msg`This link is not valid.`,
  2332: msg`This link has expired.`,
  2333: msg`What this link points to no longer exists.`,
  2334: msg`This decision has already been made.`,
  3300: msg`Some of the details are not valid. Please check them and try again.`,
  3301: msg`Please check the pickup and return dates.`,
  3302: msg`Please check the driver's age.`,
  3303: msg`This currency is not supported.`,
  3304: msg`The price of this offer has changed. Please check the new price.`,
  3305: msg`This offer no longer exists. Please search again.`,
  3306: msg`This search has expired. Please search again to see current offers.`,
  3307: msg`This offer is no longer available. Please choose another one.`,
  3308: msg`No rental company here rents to a driver of this age.`,
  3311: msg`No rental company serves this pickup location.`,
  3312: msg`We could not find this place.`,
  3313: msg`No rental company serves this return location.`,
  3401: msg`We could not find this airport.`,
  3500: msg`Your session has expired. Please reload the page.`,
  3501: msg`The code is not correct.`,
  3502: msg`The code has expired. Please ask for a new one.`,
  3503: msg`Too many wrong codes. Please ask for a new one.`,
  3504: msg`Too many attempts. Please wait a moment and try again.`,
  3505: msg`Your session has expired. Please reload the page.`,
  3506: msg`Your session has expired. Please reload the page.`,
  3508: msg`The password is not correct.`,
  3509: msg`This phone number or e-mail address is already in use.`,
  3510: msg`You are not allowed to do this.`,
  3599: msg`Sorry, an error occurred. Please try again in a moment.`,
} as const satisfies Record<MainApiErrorCode, MessageDescriptor>;

export type KnownUpstreamCode = MainApiErrorCode;

export const KNOWN_UPSTREAM_CODES = Object.keys(MESSAGES).map(Number) as KnownUpstreamCode[];

export const GENERIC_UPSTREAM_MESSAGE = msg`Sorry, an error occurred. Please try again in a moment.`;

export function isKnownUpstreamCode(code: unknown): code is KnownUpstreamCode {
  return typeof code === "number" && Object.hasOwn(MESSAGES, code);
}

/** A failed call as loader and action data carry it: the code and the API's details, never its text. */
export interface UpstreamFailure {
  readonly code: number | null;
  readonly details?: unknown;
}

export function upstreamFailure(error: unknown): UpstreamFailure {
  const code = mainApiCode(error);
  return code !== null && isUpstreamError(error) ? { code, details: error.details } : { code: null };
}

/** The server's own words, for the log only. */
export function logUpstreamError(requestId: string, where: string, error: unknown): void {
  const text = error instanceof Error ? error.message : String(error);
  const code = error instanceof UpstreamError ? ` ${error.code}` : "";
  console.warn(`[${requestId}] ${where} failed${code}: ${text}`);
}

/** Campaign codes refused for an unmet condition of the terms (2111–2117). */
const CAMPAIGN_REFUSAL_CODES = [2106, 2111, 2112, 2113, 2114, 2115, 2116, 2117] as const;

export function isCampaignRefusal(code: unknown): boolean {
  return (CAMPAIGN_REFUSAL_CODES as readonly unknown[]).includes(code);
}

const CAR_CLASS_LABELS: Record<string, MessageDescriptor> = {
  economy: msg({ message: "Economy", context: "car class" }),
  mid: msg`Compact`,
  upper: msg`Full size`,
  luxury: msg`Luxury`,
  suv: msg`SUV`,
  panelvan: msg`Van`,
  convertible: msg`Convertible`,
};

// The details arrive as loader data and are read in the browser too, so they are narrowed here by
// hand (no schema library at start-up, docs/performance.md); the server checked them against the
// contract (shared/contract/main-api/errors.ts) when the call failed.
function field(details: unknown, name: string): unknown {
  return typeof details === "object" && details !== null && !Array.isArray(details) && Object.hasOwn(details, name)
    ? Reflect.get(details, name)
    : undefined;
}

const isPositiveInteger = (value: unknown): value is number => Number.isSafeInteger(value) && Number(value) > 0;

/** The strings of a non-empty list, or null when it is empty or holds anything else. */
function strings(value: unknown, read: (item: unknown) => unknown = (item) => item): string[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const texts = value.map(read);
  return texts.every((text): text is string => typeof text === "string") ? texts : null;
}

const MONTH_DAY = /^\d{2}-\d{2}$/;

/** A yearly "MM-DD" as day and month: "1 June", "1 Haziran". */
function formatMonthDay(value: string, locale: Locale): string {
  const [month, day] = value.split("-").map(Number) as [number, number];
  return dateTimeFormat(LOCALE_TAGS[locale], { day: "numeric", month: "long", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, month - 1, day)),
  );
}

/** An instant as a long date in Turkish time, where the campaigns run. */
function formatInstantDate(value: string, locale: Locale): string {
  return dateTimeFormat(LOCALE_TAGS[locale], { dateStyle: "long", timeZone: SHOP_TIME_ZONE }).format(new Date(value));
}

function list(values: readonly string[], locale: Locale): string {
  return new Intl.ListFormat(LOCALE_TAGS[locale], { type: "conjunction" }).format(values);
}

/** The message naming a campaign condition with its values, or null when the details do not say them. */
function campaignMessage(i18n: I18n, locale: Locale, code: number, details: unknown): string | null {
  switch (code) {
    case 2111: {
      const [start, end] = [field(details, "from"), field(details, "to")];
      if (typeof start !== "string" || typeof end !== "string") return null;
      if ([start, end].some((value) => Number.isNaN(Date.parse(value)))) return null;
      const from = formatInstantDate(start, locale);
      const to = formatInstantDate(end, locale);
      return i18n._(msg`This code can be used for bookings made between ${from} and ${to}.`);
    }
    case 2112: {
      const [start, end] = [field(details, "from"), field(details, "to")];
      if (typeof start !== "string" || typeof end !== "string" || !MONTH_DAY.test(start) || !MONTH_DAY.test(end))
        return null;
      const from = formatMonthDay(start, locale);
      const to = formatMonthDay(end, locale);
      return i18n._(msg`This code is valid for pickups between ${from} and ${to}.`);
    }
    case 2113: {
      // A property, not a variable: the message keeps its positional {0} and so its translations.
      const rule = { minDays: field(details, "minDays") };
      if (!isPositiveInteger(rule.minDays)) return null;
      return i18n._(
        msg`${plural(rule.minDays, {
          one: "This code is valid for rentals of at least # day.",
          other: "This code is valid for rentals of at least # days.",
        })}`,
      );
    }
    case 2114: {
      const names = strings(field(details, "classes"));
      if (!names) return null;
      const classes = list(
        names.map((name) => {
          const label = CAR_CLASS_LABELS[name];
          return label ? i18n._(label) : name;
        }),
        locale,
      );
      return i18n._(msg`This code is valid for these car classes only: ${classes}.`);
    }
    case 2115: {
      const names = strings(field(details, "suppliers"), (supplier) => field(supplier, "name"));
      if (!names) return null;
      const suppliers = list(names, locale);
      return i18n._(msg`This code is valid for cars of ${suppliers} only.`);
    }
    case 2117: {
      const rule = { limit: field(details, "limit") };
      if (!isPositiveInteger(rule.limit)) return null;
      return i18n._(
        msg`${plural(rule.limit, {
          one: "This code can be used for # booking per account, and you have used it.",
          other: "This code can be used for # bookings per account, and you have used them.",
        })}`,
      );
    }
    default:
      return null;
  }
}

/** The visitor's message for a failed call: its own for a known code, with the condition's values where given. */
export function upstreamErrorMessage(i18n: I18n, locale: Locale, failure: UpstreamFailure): string {
  const { code } = failure;
  if (!isKnownUpstreamCode(code)) return i18n._(GENERIC_UPSTREAM_MESSAGE);
  return campaignMessage(i18n, locale, code, failure.details) ?? i18n._(MESSAGES[code]);
}
