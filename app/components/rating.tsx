/**
 * Ratings as every page shows them (docs/decisions/0011-rating-scale.md): a score out of 10 from
 * the Main API, one decimal in the page's number format ("8,8/10" in Turkish, "8.8/10" in English),
 * with the number of reviews it counts. Cards, the product page, its reviews and the company
 * pages all use these.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";

export interface Rating {
  /** Out of 10. */
  readonly point: number;
  /** Reviews it counts; 0 means no rating. */
  readonly participants: number;
}

/** The best score (docs/decisions/0011-rating-scale.md). */
export const BEST_SCORE = 10;
/** The lowest score a review gives (one star of five). */
export const WORST_SCORE = 2;

/** "8,8/10" in the page's language. */
export function formatScore(i18n: I18n, point: number, localeTag: string): string {
  const score = new Intl.NumberFormat(localeTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(point);
  // A rating out of 10, e.g. "8.8/10".
  return i18n._(msg`${score}/10`);
}

/** The score alone ("8,8/10"), or nothing without reviews. */
export function Score({ point, localeTag }: { point: number; localeTag: string }) {
  const { i18n } = useLingui();
  return <>{formatScore(i18n, point, localeTag)}</>;
}

/** "8,8/10 (47 reviews)"; "No reviews yet" when nothing is counted. */
export function RatingSummary({ rating, localeTag }: { rating: Rating; localeTag: string }) {
  if (rating.participants === 0) return <Trans>No reviews yet</Trans>;
  const reviews = rating.participants;
  return (
    <>
      <Score point={rating.point} localeTag={localeTag} /> (<Plural value={reviews} one="# review" other="# reviews" />)
    </>
  );
}
