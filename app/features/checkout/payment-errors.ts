import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isUpstreamError, upstreamCode } from "~/lib/upstream-error";

/** Why a payment did not go through, as the checkout explains it. */
export type PaymentProblem =
  | "insufficient_funds"
  | "lost_card"
  | "authentication_failed"
  | "cancelled"
  | "declined"
  | "installments"
  | "credit_report"
  | "card"
  | "bank_busy"
  | "expired"
  | "hold_limit"
  | "wallet_insufficient"
  | "unknown";

const MESSAGES: Record<PaymentProblem, MessageDescriptor> = {
  insufficient_funds: msg`The card's limit or balance is not enough for this amount. Please use another card.`,
  lost_card: msg`The bank declined this card. Please use another card.`,
  authentication_failed: msg`The 3-D Secure verification failed. Please try again.`,
  cancelled: msg`You cancelled the payment at your bank.`,
  declined: msg`Your bank declined the payment. Please try again or use another card.`,
  installments: msg`This card cannot pay in the chosen number of installments. Please choose another plan.`,
  credit_report: msg`This company needs an approved Findeks credit report before this car can be booked. You can get one in your account.`,
  card: msg`The card details are not valid. Please check them.`,
  bank_busy: msg`The bank has not answered yet. Please wait a moment and press Pay again: you will not be charged twice.`,
  expired: msg`This offer is no longer available.`,
  hold_limit: msg`Too many bookings are waiting for payment. Please pay or remove one of them first.`,
  wallet_insufficient: msg`Your wallet balance is lower than the amount you chose to pay from it. Please check the amounts and pay again.`,
  unknown: msg`Sorry, the payment could not be completed. Please try again in a moment.`,
};

/** Whether the bank's reason is one the checkout has its own words for. */
function isPaymentProblem(reason: string): reason is PaymentProblem {
  return Object.hasOwn(MESSAGES, reason);
}

export function paymentErrorMessage(i18n: I18n, problem: PaymentProblem): string {
  return i18n._(MESSAGES[problem] ?? MESSAGES.unknown);
}

/** A failed charge's Main API error as the problem the checkout explains (car and flight alike). */
export function paymentProblemOf(error: unknown): PaymentProblem {
  // The bank's reason when the checkout explains it; another reason gets the general message.
  if (isUpstreamError(error, 2202)) {
    const reason = error.details?.reason;
    return reason ? (isPaymentProblem(reason) ? reason : "unknown") : "declined";
  }
  switch (upstreamCode(error)) {
    case 2205:
      return "installments";
    case 2109:
      return "credit_report";
    case 2201:
      return "card";
    case 2204:
    case 2209:
      return "bank_busy";
    case 2110:
      return "hold_limit";
    case 2206:
      return "wallet_insufficient";
    default:
      return "unknown";
  }
}
