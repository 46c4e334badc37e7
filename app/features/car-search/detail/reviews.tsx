import { Plural, Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { Await, Link, useLocation } from "react-router";
import { RatingSummary, Score } from "~/components/rating";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import type { ReviewList } from "~/lib/upstream-types";
import { LOCALE_TAGS } from "~/routing/locales";
import { MAX_REVIEW_PAGES, REVIEW_PAGES_PARAM } from "./review-pages";

/** Travellers' reviews of the company, streamed after the page (they never hold it up). */
export function Reviews({ reviews, company }: { reviews: Promise<ReviewList | null>; company: string }) {
  return (
    <section id="reviews" className="detail__section" aria-labelledby="reviews-title">
      <h2 id="reviews-title">
        <Trans>Reviews of {company}</Trans>
      </h2>
      <Suspense
        fallback={
          <p role="status">
            <Trans>Loading reviews…</Trans>
          </p>
        }
      >
        <Await resolve={reviews}>{(list) => <ReviewListView list={list} />}</Await>
      </Suspense>
    </section>
  );
}

/** The same page with one more page of reviews (a plain link: works without JavaScript). */
function useMoreReviewsHref(nextPages: number): string {
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  params.set(REVIEW_PAGES_PARAM, String(nextPages));
  return `${pathname}?${params.toString()}#reviews`;
}

function ReviewListView({ list }: { list: ReviewList | null }) {
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  const moreHref = useMoreReviewsHref((list?.page ?? 1) + 1);
  if (!list) {
    return (
      <p>
        <Trans>Reviews cannot be shown right now.</Trans>
      </p>
    );
  }
  if (list.count === 0 || list.average === null) {
    return (
      <p>
        <Trans>No reviews yet. Travellers can review a rental after returning the car.</Trans>
      </p>
    );
  }
  const shown = list.reviews.length;
  const total = list.count;
  return (
    <>
      <p className="reviews__summary">
        <RatingSummary rating={{ point: list.average, participants: list.count }} localeTag={localeTag} />
      </p>
      <ul className="reviews">
        {list.reviews.map((review) => (
          <li key={review.id} className="review">
            <p className="review__rating">
              <Score point={review.score} localeTag={localeTag} />
            </p>
            <blockquote>{review.text}</blockquote>
            <p className="review__by">
              {review.reviewer ?? <Trans>A traveller</Trans>} · {formatIsoDate(review.createdAt, locale)}
            </p>
          </li>
        ))}
      </ul>
      <p className="reviews__shown">
        <Plural value={total} one={`${shown} of # review shown`} other={`${shown} of # reviews shown`} />
      </p>
      {list.page < list.pages && list.page < MAX_REVIEW_PAGES ? (
        <Link className="button" to={moreHref} preventScrollReset>
          <Trans>Show more reviews</Trans>
        </Link>
      ) : null}
    </>
  );
}
