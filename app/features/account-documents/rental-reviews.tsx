import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { Score } from "~/components/rating";
import { addCalendarDays, isoDate, isoToDashed, parseIsoDate } from "~/lib/dates";
import { formatDashedDate, formatIsoDate } from "~/lib/format";
import type { MyReviews, Rental } from "~/lib/upstream-types";
import { useLocale } from "~/lib/use-locale";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import { errorText } from "~/lib/forms/error-text";
import { upstreamErrorMessage } from "~/lib/upstream-error-messages";
import { REVIEW_FIELD_MESSAGES } from "./review-fields";
import { ReviewForm } from "./review-form";
import type { ReviewResult } from "./reviews.server";

const longDate = (value: string, locale: Locale) => (value ? formatDashedDate(isoToDashed(value), locale) : "");

/** The first day a rental can be reviewed: the day after its return date. */
function reviewableFrom(returnDate: string, locale: Locale): string {
  const date = parseIsoDate(returnDate);
  return date ? longDate(isoDate(addCalendarDays(date, 1)), locale) : "";
}

function RentalHeading({ rental, level }: { rental: Rental; level: "h3" }) {
  const locale = useLocale();
  const Heading = level;
  const car = [rental.car.brand, rental.car.model].filter(Boolean).join(" ");
  const supplier = rental.supplier.name;
  const pickup = longDate(rental.pickupDate, locale);
  const dropoff = longDate(rental.returnDate, locale);
  return (
    <>
      <Heading className="document__title">
        <Trans>
          {car} from {supplier}
        </Trans>
      </Heading>
      <p className="document__note">
        {pickup} – {dropoff}
        {rental.reservationId ? (
          <>
            {" · "}
            <span className="document__ref" dir="ltr">
              {rental.reservationId}
            </span>
          </>
        ) : null}
      </p>
    </>
  );
}

/**
 * The account's rentals by what can be done with them: finished ones to review (a form each), the
 * reviews written, and rentals not over yet with the day their review opens.
 */
export function RentalReviews({
  rentals,
  written,
  result,
}: {
  rentals: MyReviews["rentals"];
  written: string | null;
  result: ReviewResult | undefined;
}) {
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  const { i18n, t } = useLingui();
  const publishedRef = useRef<HTMLParagraphElement>(null);
  const toReview = rentals.filter((rental) => rental.state === "reviewable");
  const reviewed = rentals.filter((rental) => rental.state === "reviewed");
  const upcoming = rentals.filter((rental) => rental.state === "not_finished");
  const published = reviewed.find((rental) => rental.itemId === written);
  const company = published?.supplier.name ?? "";
  // A post for a rental that has no form here (not over yet, or not the visitor's): its answer on top.
  const orphan = result && !toReview.some((rental) => rental.itemId === result.itemId) ? result : undefined;

  useEffect(() => {
    if (published) publishedRef.current?.focus();
  }, [published]);

  if (rentals.length === 0) {
    return (
      <div className="notice documents-empty">
        <p>
          <Trans>You have no rentals to review yet. Once a rental has ended, you can review it here.</Trans>
        </p>
        <Link className="button button--primary" to={hrefFor("car-home", locale)}>
          <Trans>Find a rental car</Trans>
        </Link>
      </div>
    );
  }
  return (
    <>
      {orphan ? (
        <p className="form-error" role="alert">
          {orphan.state === "refused"
            ? upstreamErrorMessage(i18n, locale, orphan.failure)
            : errorText(i18n, REVIEW_FIELD_MESSAGES, "rental")}
        </p>
      ) : null}
      {published ? (
        <p className="notice notice--success" role="status" tabIndex={-1} ref={publishedRef}>
          <Trans>Thank you! Your review is now shown on the pages of {company}.</Trans>
        </p>
      ) : null}
      {toReview.length > 0 ? (
        <section className="documents-section" aria-labelledby="to-review-title">
          <h2 id="to-review-title">
            <Trans>Rentals to review</Trans>
          </h2>
          <ul className="documents">
            {toReview.map((rental) => (
              <li key={rental.itemId} className="document" data-testid="rental-to-review">
                <RentalHeading rental={rental} level="h3" />
                <ReviewForm rental={rental} result={result?.itemId === rental.itemId ? result : undefined} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reviewed.length > 0 ? (
        <section className="documents-section" aria-labelledby="reviewed-title">
          <h2 id="reviewed-title">
            <Trans>Your reviews</Trans>
          </h2>
          <ul className="documents">
            {reviewed.map((rental) =>
              rental.review ? (
                <li key={rental.itemId} className="document review-written" data-testid="my-review">
                  <RentalHeading rental={rental} level="h3" />
                  <p>
                    <strong>
                      <Score point={rental.review.score} localeTag={localeTag} />
                    </strong>
                  </p>
                  <blockquote>{rental.review.text}</blockquote>
                  <p className="document__note">
                    {rental.review.reviewer ?? t`A traveller`} · {formatIsoDate(rental.review.createdAt, locale)}
                  </p>
                </li>
              ) : null,
            )}
          </ul>
        </section>
      ) : null}
      {upcoming.length > 0 ? (
        <section className="documents-section" aria-labelledby="upcoming-title">
          <h2 id="upcoming-title">
            <Trans>Rentals not over yet</Trans>
          </h2>
          <ul className="documents">
            {upcoming.map((rental) => {
              const from = reviewableFrom(rental.returnDate, locale);
              return (
                <li key={rental.itemId} className="document">
                  <RentalHeading rental={rental} level="h3" />
                  <p>
                    <Trans>You can review this rental from {from}.</Trans>
                  </p>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </>
  );
}
