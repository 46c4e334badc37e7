/**
 * The reviews the product page lists: the first `rp` pages of the company's reviews (20 each),
 * so "show more reviews" is a plain link that works without JavaScript.
 */
import type { ReviewList } from "~/lib/upstream-types";

/** The URL key of how many pages of reviews are shown. */
export const REVIEW_PAGES_PARAM = "rp";
/** At most this many pages at once (the Main API's page limit is 1000). */
export const MAX_REVIEW_PAGES = 25;

/**
 * How many pages of reviews the URL asks for: 1 unless `rp` says a whole number from 1 to
 * MAX_REVIEW_PAGES. (Plain code: the product page's modules load in the browser without zod.)
 */
export function reviewPages(url: URL): number {
  const asked = url.searchParams.get(REVIEW_PAGES_PARAM);
  const pages = asked === null ? 1 : Number(asked);
  return Number.isInteger(pages) && pages >= 1 && pages <= MAX_REVIEW_PAGES ? pages : 1;
}

/** Pages 1…pages merged into one list; `page` is the last page loaded. */
export async function loadReviews(
  mainApi: { orders: { reviews(query: { supplierId: string; page?: number }): Promise<ReviewList> } },
  supplierId: string,
  pages: number,
): Promise<ReviewList> {
  const first = await mainApi.orders.reviews({ supplierId });
  const last = Math.min(pages, first.pages);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, last - 1) }, (_, index) =>
      mainApi.orders.reviews({ supplierId, page: index + 2 }),
    ),
  );
  return {
    ...first,
    reviews: [first, ...rest].flatMap((list) => list.reviews),
    page: Math.max(1, last),
  };
}
