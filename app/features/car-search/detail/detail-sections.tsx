import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "react-router";
import { CancellationPolicyText } from "~/components/cancellation-policy";
import { Fact } from "~/components/fact-icons";
import { RentalOffices } from "~/components/rental-offices";
import type { CarView } from "~/lib/car-images";
import { mapsLink, type MapsPlatform } from "~/lib/device/maps-link";
import { formatMoney } from "~/lib/currency";
import { formatZonedDateTime } from "~/lib/format";
import type { CarProduct } from "~/lib/upstream-types";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { valueLabel } from "../option-labels";
import { listVendor } from "~/lib/list-offer";
import { VendorLine } from "../vendor-line";
import { COVERAGE_LABELS } from "./coverage-labels";
import { CarGallery } from "./gallery";
import { numberFormat } from "~/lib/intl-formats";

/** The car, the company and the rental period at the top of the product page. */
export function ProductSummary({ product, view }: { product: CarProduct; view: CarView }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const { car } = product.details;
  const { appointment } = product;
  const viewHref = (next: CarView) => {
    const query = new URLSearchParams(location.search);
    query.set("view", next);
    return `?${query}`;
  };
  return (
    <section className="detail__summary" aria-labelledby="detail-title">
      <h1 id="detail-title">
        {car.brand} {car.model} <span className="detail__class">{car.customClassName}</span>
      </h1>
      <p className="detail__similar">
        <Trans>or a similar car of the same class</Trans>
      </p>
      <CarGallery car={car} initialView={view} viewHref={viewHref} />
      <VendorLine vendor={listVendor(car.vendor)} />
      <ul className="offer__facts facts" data-testid="detail-facts">
        <Fact icon="transmission">{valueLabel(i18n, car.transmission)}</Fact>
        <Fact icon="fuel">{valueLabel(i18n, car.fuel)}</Fact>
        <Fact icon="seats">
          <Plural value={car.seatCount} one="# seat" other="# seats" />
        </Fact>
        <Fact icon="bags">
          <Plural value={car.luggage} one="# suitcase" other="# suitcases" />
        </Fact>
      </ul>
      <dl className="detail__period">
        <div>
          <dt>
            <Trans>Pickup</Trans>
          </dt>
          <dd>
            {formatZonedDateTime(appointment.checkInDateTime, appointment.checkInOffice.openingHours.timeZone, locale)}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Return</Trans>
          </dt>
          <dd>
            {formatZonedDateTime(
              appointment.checkOutDateTime,
              (appointment.checkOutOffice ?? appointment.checkInOffice).openingHours.timeZone,
              locale,
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Rental period</Trans>
          </dt>
          <dd>
            <Plural value={product.period.amount} one="# day" other="# days" />
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The company's packages for this car; each is its own offer, so choosing one opens its page. */
export function PackageChoice({ product, searchId }: { product: CarProduct; searchId: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  if (product.packages.length < 2) return null;
  return (
    <section className="detail__section" aria-labelledby="packages-title">
      <h2 id="packages-title">
        <Trans>Choose your package</Trans>
      </h2>
      <ul className="packages">
        {product.packages.map((option) => (
          <li key={option.code} className={option.selected ? "package package--selected" : "package"}>
            <h3>{valueLabel(i18n, option.name)}</h3>
            <ul className="package__includes">
              {option.includes.map((code) => (
                <li key={code}>{COVERAGE_LABELS[code] ? i18n._(COVERAGE_LABELS[code]) : code}</li>
              ))}
            </ul>
            <p className="package__price">
              <strong>{formatMoney(option.total.amount, option.total.currency, localeTag)}</strong>{" "}
              <span>
                <Trans>Deposit {formatMoney(option.deposit.amount, option.deposit.currency, localeTag)}</Trans>
              </span>
            </p>
            {option.selected ? (
              <p className="package__chosen" aria-current="true">
                <Trans>Selected</Trans>
              </p>
            ) : (
              <Link
                className="button button--secondary"
                to={`?${new URLSearchParams({ code: option.code, searchId })}`}
                preventScrollReset
                aria-label={t`Choose the ${valueLabel(i18n, option.name)}`}
              >
                <Trans>Choose</Trans>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Rules, deposit, mileage and the documents to bring (the issue's "important information"). */
export function ImportantInformation({ product }: { product: CarProduct }) {
  const locale = useLocale();
  const localeTag = LOCALE_TAGS[locale];
  const { rules } = product.details.car;
  const deposit = rules.deposit.amount;
  return (
    <section className="detail__section" aria-labelledby="important-title">
      <h2 id="important-title">
        <Trans>Important information</Trans>
      </h2>
      <dl className="detail__rules">
        <div>
          <dt>
            <Trans>Deposit</Trans>
          </dt>
          <dd>
            <Trans>
              {formatMoney(deposit.amount, deposit.currency, localeTag)} is blocked on the driver's credit card at
              pickup and released after the return.
            </Trans>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Mileage</Trans>
          </dt>
          <dd>
            {rules.rangeLimit.unlimited ? (
              <Trans>Unlimited mileage.</Trans>
            ) : (
              <Trans>
                {numberFormat(localeTag).format(rules.rangeLimit.amount ?? 0)} km included for the whole rental; extra
                kilometres are charged by the company.
              </Trans>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Driver</Trans>
          </dt>
          <dd>
            <Trans>
              At least {rules.minimumAge} years old, with a driving licence held for at least{" "}
              {rules.minimumLicenceYears} years.
            </Trans>
            {rules.youngDriverAge ? (
              <>
                {" "}
                <Trans>Drivers under {rules.youngDriverAge} pay a young driver fee, included in the price.</Trans>
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Cancellation</Trans>
          </dt>
          <dd>
            <CancellationPolicyText policy={product.cancellationPolicy} />
          </dd>
        </div>
        {rules.creditReportRequired ? (
          <div>
            <dt>
              <Trans>Credit report</Trans>
            </dt>
            <dd>
              <Trans>
                This company asks for an approved Findeks credit report for this car class before the booking.
              </Trans>
            </dd>
          </div>
        ) : null}
      </dl>
      <h3>
        <Trans>Documents to bring</Trans>
      </h3>
      <ul>
        <li>
          <Trans>The driver's valid driving licence (an international licence for licences not in Latin letters)</Trans>
        </li>
        <li>
          <Trans>The driver's identity card or passport</Trans>
        </li>
        <li>
          <Trans>A credit card in the driver's name for the deposit (debit cards are not accepted)</Trans>
        </li>
        <li>
          <Trans>Your booking voucher, printed or on your phone</Trans>
        </li>
      </ul>
    </section>
  );
}

/**
 * Where to collect and return the car and how to reach the office (the issue's "rental contact"),
 * with a link that opens the office in the device's maps app.
 */
export function RentalContact({ product, mapsPlatform }: { product: CarProduct; mapsPlatform: MapsPlatform }) {
  const { i18n } = useLingui();
  return (
    <section className="detail__section" aria-labelledby="contact-title">
      <h2 id="contact-title">
        <Trans>Rental office</Trans>
      </h2>
      <RentalOffices
        appointment={product.appointment}
        deliveryLabel={(type) => valueLabel(i18n, type)}
        mapLink={(office) =>
          mapsLink(mapsPlatform, { name: office.name, lat: office.coordinates.lat, lon: office.coordinates.lon })
        }
      />
    </section>
  );
}
