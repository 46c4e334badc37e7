import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatZonedDateTime } from "~/lib/format";
import type { CancellationPolicy } from "~/lib/upstream-types";
import { useLocale } from "~/lib/use-locale";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import { numberFormat } from "~/lib/intl-formats";

/**
 * An offer's cancellation rule in words, from the Main API's policy (the deadline is its own,
 * never recomputed here): the same sentences on the result card, the product page, the checkout
 * summary and the pre-information form.
 */
export interface PolicyWords {
  /** One short line: the card's badge and the price summaries. */
  readonly headline: string;
  /** The whole rule: free until when, what it costs after, a no-show. */
  readonly sentences: readonly string[];
  readonly kind: "free" | "fee" | "non-refundable";
}

/** The terms a result card's badge reads (the results list carries no time zone). */
type PolicyTerms = Pick<CancellationPolicy, "freeUntil" | "lateFeePermille">;

const feeText = (policy: PolicyTerms, locale: Locale) =>
  numberFormat(LOCALE_TAGS[locale], { style: "percent", maximumFractionDigits: 1 }).format(
    policy.lateFeePermille / 1000,
  );

const policyKind = (policy: PolicyTerms): PolicyWords["kind"] =>
  policy.freeUntil ? "free" : policy.lateFeePermille >= 1000 ? "non-refundable" : "fee";

/** The result card's badge: the rule in two words (its deadline is a line of its own on the card). */
export function cancellationBadgeWords(
  i18n: I18n,
  policy: PolicyTerms,
  locale: Locale,
): Pick<PolicyWords, "headline" | "kind"> {
  const kind = policyKind(policy);
  const fee = feeText(policy, locale);
  const headline =
    kind === "free"
      ? i18n._(msg`Free cancellation`)
      : kind === "non-refundable"
        ? i18n._(msg`Non-refundable`)
        : i18n._(msg`Cancellation fee ${fee}`);
  return { headline, kind };
}

export function cancellationPolicyWords(i18n: I18n, policy: CancellationPolicy, locale: Locale): PolicyWords {
  const until = policy.freeUntil ? formatZonedDateTime(policy.freeUntil, policy.timeZone, locale) : null;
  const fee = feeText(policy, locale);
  const nonRefundable = policy.lateFeePermille >= 1000;
  const kind = policyKind(policy);
  const headline = until
    ? i18n._(msg`Free cancellation until ${until}`)
    : nonRefundable
      ? i18n._(msg`Non-refundable`)
      : i18n._(msg`Cancellation fee ${fee}`);
  const after = nonRefundable
    ? i18n._(msg`After that, cancelling gives nothing back.`)
    : until
      ? i18n._(msg`After that and until pickup, cancelling costs ${fee} of the price.`)
      : i18n._(msg`Cancelling before pickup costs ${fee} of the price; no cancellation after pickup.`);
  const sentences = [
    ...(until ? [i18n._(msg`Free cancellation until ${until}, the pickup office's local time.`)] : []),
    ...(until || !nonRefundable ? [after] : [i18n._(msg`This booking cannot be refunded.`)]),
    i18n._(msg`If the car is not picked up (no-show), the price is not refunded.`),
  ];
  return { headline, sentences, kind };
}

/** The short line as a badge (result card, price summaries). */
export function CancellationBadge({ policy }: { policy: CancellationPolicy }) {
  const { i18n } = useLingui();
  const words = cancellationPolicyWords(i18n, policy, useLocale());
  return (
    <p className={`cancellation-badge cancellation-badge--${words.kind}`} data-testid="cancellation-badge">
      {words.headline}
    </p>
  );
}

/** The whole rule as sentences (product page, checkout summary). */
export function CancellationPolicyText({ policy }: { policy: CancellationPolicy }) {
  const { i18n } = useLingui();
  const words = cancellationPolicyWords(i18n, policy, useLocale());
  return <span data-testid="cancellation-policy">{words.sentences.join(" ")}</span>;
}
