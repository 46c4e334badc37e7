import { Plural, Trans } from "@lingui/react/macro";
import { Suspense } from "react";
import { Await } from "react-router";
import { formatIsoDate } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import type { ReviewList } from "~/lib/upstream-types";

/** Travellers' reviews of the company, streamed after the page (they never hold it up). */
export function Reviews({ reviews, company }: { reviews: Promise<ReviewList | null>; company: string }) {
  return (
    <section className="detail__section" aria-labelledby="reviews-title">
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

function ReviewListView({ list }: { list: ReviewList | null }) {
  const locale = useLocale();
  if (!list) {
    return (
      <p>
        <Trans>Reviews cannot be shown right now.</Trans>
      </p>
    );
  }
  if (list.count === 0) {
    return (
      <p>
        <Trans>No reviews yet. Travellers can review a rental after returning the car.</Trans>
      </p>
    );
  }
  return (
    <>
      <p>
        <Trans>
          Average {list.average?.toFixed(1)}/5 from <Plural value={list.count} one="# review" other="# reviews" />
        </Trans>
      </p>
      <ul className="reviews">
        {list.reviews.slice(0, 5).map((review) => (
          <li key={review.id} className="review">
            <p className="review__rating">
              <Trans>{review.rating}/5</Trans>
            </p>
            <blockquote>{review.text}</blockquote>
            <p className="review__by">
              {review.reviewer ?? <Trans>A traveller</Trans>} · {formatIsoDate(review.createdAt, locale)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
