import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { cancellationBadgeWords } from "~/components/cancellation-policy";
import { CarPicture } from "~/components/car-picture";
import { Fact } from "~/components/fact-icons";
import { formatMoney } from "~/lib/currency";
import { formatLocalDateTime } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import type { ListOffer } from "~/lib/list-offer";
import { valueLabel } from "./option-labels";
import { VendorLine } from "./vendor-line";
import { numberFormat } from "~/lib/intl-formats";

/**
 * The card's badges: the cancellation rule in two words (its deadline in a line of its own below
 * the price), how the car is handed over, and a campaign where a code lowered the price.
 */
function OfferBadges({ offer, localeTag }: { offer: ListOffer; localeTag: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const words = cancellationBadgeWords(i18n, offer.cancellation, locale);
  const discount = offer.campaign?.discount;
  return (
    <ul className="offer__badges">
      <li className={`badge badge--${words.kind}`} data-testid="cancellation-badge">
        {words.headline}
      </li>
      <li className="badge">{valueLabel(i18n, offer.office.deliveryType)}</li>
      {offer.campaign ? (
        <li className="badge badge--campaign" data-testid="campaign-badge">
          {discount && discount.amount > 0 ? (
            <Trans>Campaign −{formatMoney(discount.amount, discount.currency, localeTag)}</Trans>
          ) : (
            <Trans>Campaign price</Trans>
          )}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * One car in the results (spec section 3, "Car result"): what it costs in total and per day,
 * the key facts with small icons, deposit, mileage rule, package, the company's rating in words,
 * the office's distance and pickup type, badges.
 * `priority` for the cards of the first screen: their pictures load first, the others lazily.
 */
export function OfferCard({
  offer,
  detailHref,
  localeTag,
  priority = false,
}: {
  offer: ListOffer;
  detailHref: string;
  localeTag: string;
  priority?: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { car, office, total, perDay, deposit, days, mileage } = offer;
  const freeUntil = offer.cancellation.freeUntil;
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
          <span className="offer__class"> · {car.className}</span>
        </h2>
        <VendorLine vendor={offer.vendor} lazy />
        <ul className="offer__facts facts" data-testid="offer-facts">
          <Fact icon="transmission">{valueLabel(i18n, car.transmission)}</Fact>
          <Fact icon="fuel">{valueLabel(i18n, car.fuel)}</Fact>
          <Fact icon="seats">
            <Plural value={car.seats} one="# seat" other="# seats" />
          </Fact>
          <Fact icon="bags">
            <Plural value={car.luggage} one="# suitcase" other="# suitcases" />
          </Fact>
          <Fact icon="mileage">
            {mileage.unlimited ? (
              <Trans>Unlimited mileage</Trans>
            ) : (
              <Trans>{numberFormat(localeTag).format(mileage.km)} km included</Trans>
            )}
          </Fact>
          <Fact icon="deposit">
            <Trans>Deposit {formatMoney(deposit.amount, deposit.currency, localeTag)}</Trans>
          </Fact>
          <Fact icon="package">{valueLabel(i18n, offer.packageName)}</Fact>
          <Fact icon="office">
            <Trans>
              {office.name}, {numberFormat(localeTag, { maximumFractionDigits: 1 }).format(office.distanceKm)} km away
            </Trans>
          </Fact>
        </ul>
        <OfferBadges offer={offer} localeTag={localeTag} />
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
        <p className="offer__per-day">{t`${formatMoney(perDay.amount, perDay.currency, localeTag)} per day`}</p>
        {freeUntil ? (
          <p className="offer__free-until" data-testid="free-until">
            <Trans>Free until {formatLocalDateTime(freeUntil, locale)}</Trans>
          </p>
        ) : null}
        <Link className="button button--primary" to={detailHref} aria-describedby={headingId}>
          <Trans>Select</Trans>
        </Link>
      </div>
    </article>
  );
}
