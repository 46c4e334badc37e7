/**
 * Ratings (docs/decisions/0011-rating-scale.md): travellers give 1–5 stars; every rating the API
 * answers with is a score out of 10 (stars × 2, one decimal), computed here and nowhere else.
 */

/** A star rating or an average of them (1–5) as a score out of 10, one decimal. */
export function scoreOutOf10(stars: number): number {
  return Math.round(stars * 2 * 10) / 10;
}

/** A company's or office's rating from its reviews: score out of 10 and how many reviews it counts. */
export interface Rating {
  readonly point: number;
  readonly participants: number;
}

/** The rating of reviews counted by SQL (`COUNT(*)`, `AVG(rating)`); no reviews → 0 of 0. */
export function ratingOf(count: number, averageStars: number | null): Rating {
  return count > 0 && averageStars !== null
    ? { point: scoreOutOf10(averageStars), participants: count }
    : { point: 0, participants: 0 };
}
