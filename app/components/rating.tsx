/**
 * Ratings as every page shows them (docs/decisions/0011-rating-scale.md): a score out of 10 from
 * the Main API, one decimal in the page's number format ("8,8/10" in Turkish, "8.8/10" in English),
 * with the number of reviews it counts. Cards, the product page, its reviews and the company
 * pages all use these.
 */
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { numberFormat } from "~/lib/intl-formats";

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

/**
 * The word for a score, by bands of the score as shown (one decimal): 9,0 and up "Exceptional",
 * 8,0 "Very good", 7,0 "Good", 6,0 "Fair", below "Poor" (docs/decisions/0011-rating-scale.md).
 */
const RATING_BANDS: readonly (readonly [number, MessageDescriptor])[] = [
  [9, msg({ message: "Exceptional", context: "rating" })],
  [8, msg({ message: "Very good", context: "rating" })],
  [7, msg({ message: "Good", context: "rating" })],
  [6, msg({ message: "Fair", context: "rating" })],
  [0, msg({ message: "Poor", context: "rating" })],
];

/** The score's band word ("Çok iyi", "Very good"), judged on the score rounded as it is shown. */
export function ratingWord(i18n: I18n, point: number): string {
  const shown = Math.round(point * 10) / 10;
  const band = RATING_BANDS.find(([from]) => shown >= from) ?? RATING_BANDS.at(-1)!;
  return i18n._(band[1]);
}

/** The score alone with one decimal in the page's number format ("8,4"). */
function formatPoint(point: number, localeTag: string): string {
  return numberFormat(localeTag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(point);
}

/**
 * The card's rating: the word and the number ("Çok iyi 8,4"), then the reviews counted; "No
 * reviews yet" when nothing is counted.
 */
export function RatingWord({ rating, localeTag }: { rating: Rating; localeTag: string }) {
  const { i18n } = useLingui();
  if (rating.participants === 0) return <Trans>No reviews yet</Trans>;
  const reviews = rating.participants;
  return (
    <>
      <span className="rating-word" data-testid="rating-word">
        {ratingWord(i18n, rating.point)}{" "}
        <span className="rating-word__score">{formatPoint(rating.point, localeTag)}</span>
      </span>{" "}
      <span className="rating-word__count">
        (<Plural value={reviews} one="# review" other="# reviews" />)
      </span>
    </>
  );
}

/** "8,8/10" in the page's language. */
export function formatScore(i18n: I18n, point: number, localeTag: string): string {
  const score = formatPoint(point, localeTag);
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
