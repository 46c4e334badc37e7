import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CancellationBadge } from "~/components/cancellation-policy";
import { CarPicture } from "~/components/car-picture";
import { formatMoney } from "~/lib/currency";
import type { CarOffer } from "~/lib/upstream-types";
import { valueLabel } from "./option-labels";
import { VendorLine } from "./vendor-line";

/**
 * One car in the results (spec section 3, "Car result"): what it costs in total and per day,
 * deposit, mileage rule, package, the company's rating, the office's distance and pickup type.
 * `priority` for the cards of the first screen: their pictures load first, the others lazily.
 */
export function OfferCard({
  offer,
  detailHref,
  localeTag,
  priority = false,
}: {
  offer: CarOffer;
  detailHref: string;
  localeTag: string;
  priority?: boolean;
}) {
  const { t, i18n } = useLingui();
  const { car } = offer.details;
  const office = offer.appointment.checkInOffice;
  const total = offer.pricing.display.total.amount;
  const perDay = offer.pricing.display.perDay;
  const deposit = car.rules.deposit.amount;
  const days = offer.period.amount;
  const headingId = `offer-${offer.code}`;
  return (
    <article className="offer offer--pictured" aria-labelledby={headingId} data-testid="offer">
      <CarPicture
        car={car}
        width={240}
        sizes="(min-width: 80rem) 224px, (min-width: 48rem) 192px, (min-width: 30rem) 144px, 104px"
        priority={priority}
        className="offer__picture"
      />
      <div className="offer__main">
        <h2 className="offer__title" id={headingId}>
          {car.brand} {car.model}
          <span className="offer__class"> · {car.customClassName}</span>
        </h2>
        <VendorLine vendor={car.vendor} lazy />
        <ul className="offer__facts">
          <li>{valueLabel(i18n, car.transmission)}</li>
          <li>{valueLabel(i18n, car.fuel)}</li>
          <li>
            <Plural value={car.seatCount} one="# seat" other="# seats" />
          </li>
          <li>{valueLabel(i18n, car.carPackage.name)}</li>
          <li>
            {car.rules.rangeLimit.unlimited ? (
              <Trans>Unlimited mileage</Trans>
            ) : (
              <Trans>{new Intl.NumberFormat(localeTag).format(car.rules.rangeLimit.amount ?? 0)} km included</Trans>
            )}
          </li>
          <li>
            <Trans>Deposit {formatMoney(deposit.amount, deposit.currency, localeTag)}</Trans>
          </li>
          <li>
            <Trans>
              {office.name}, {new Intl.NumberFormat(localeTag, { maximumFractionDigits: 1 }).format(office.distanceKm)}{" "}
              km away
            </Trans>
          </li>
          <li>{valueLabel(i18n, office.deliveryType)}</li>
        </ul>
      </div>
      <div className="offer__price">
        <p className="offer__total">
          <span className="offer__amount" data-testid="offer-total">
            {formatMoney(total.amount, total.currency, localeTag)}
          </span>
          <span className="offer__days">
            <Plural value={days} one="total for # day" other="total for # days" />
          </span>
        </p>
        <CancellationBadge policy={offer.cancellationPolicy} />
        <p className="offer__per-day">{t`${formatMoney(perDay.amount, perDay.currency, localeTag)} per day`}</p>
        <Link className="button button--primary" to={detailHref} aria-describedby={headingId}>
          <Trans>Select</Trans>
        </Link>
      </div>
    </article>
  );
}
