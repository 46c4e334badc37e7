import { Trans, useLingui } from "@lingui/react/macro";
import { cancellationPolicyWords } from "~/components/cancellation-policy";
import { formatMoney } from "~/lib/currency";
import { formatZonedDateTime } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { driverOf, type Order, type StoredCarProduct } from "~/lib/upstream-types";
import { LOCALE_TAGS } from "~/routing/locales";
import { bookingDocumentHref } from "./trip-entries";

type Office = StoredCarProduct["appointment"]["checkInOffice"];

/** An office as the desk needs it: name, address, phone to call, opening hours. */
function OfficeFacts({ office }: { office: Office }) {
  const { address } = office;
  const { opens, closes } = office.openingHours;
  return (
    <>
      <p className="trip-card__office">{office.name}</p>
      <address className="trip-card__address">
        {address.line}, {address.adm2}, {address.adm1}
        <br />
        <a href={`tel:${office.phone.replace(/[^\d+]/g, "")}`} data-testid="office-phone">
          {office.phone}
        </a>
      </address>
      <p className="trip-card__hours">
        <Trans>
          Open {opens}–{closes}
        </Trans>
      </p>
    </>
  );
}

/**
 * A car rental's trip card (docs/offline-trip-card.md): what the rental desk asks for, on one
 * printable page that the service worker keeps on the traveller's device.
 */
export function CarTripCard({ order, car }: { order: Order; car: StoredCarProduct }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { appointment, details, cancellationPolicy } = car;
  const pickupOffice = appointment.checkInOffice;
  const returnOffice = appointment.checkOutOffice ?? pickupOffice;
  const driver = driverOf(order.passengers);
  const { brand, model } = details.car;
  const { amount, currency } = details.car.rules.deposit.amount;
  const deposit = formatMoney(amount, currency, LOCALE_TAGS[locale]);
  const policy = cancellationPolicyWords(i18n, cancellationPolicy, locale);
  return (
    <>
      <dl className="trip-card__facts">
        <div>
          <dt>
            <Trans>Car</Trans>
          </dt>
          <dd>
            <Trans>
              {brand} {model} or similar
            </Trans>{" "}
            · {details.car.vendor.displayName}
          </dd>
        </div>
        {driver ? (
          <div>
            <dt>
              <Trans>Driver</Trans>
            </dt>
            <dd>
              {driver.firstName} {driver.lastName}
            </dd>
          </div>
        ) : null}
      </dl>
      <section className="trip-card__section" aria-labelledby="card-pickup">
        <h2 id="card-pickup">
          <Trans>Pickup</Trans>
        </h2>
        <p className="trip-card__when" data-testid="card-pickup-time">
          {formatZonedDateTime(appointment.checkInDateTime, pickupOffice.openingHours.timeZone, locale)}
        </p>
        <OfficeFacts office={pickupOffice} />
      </section>
      <section className="trip-card__section" aria-labelledby="card-return">
        <h2 id="card-return">
          <Trans>Return</Trans>
        </h2>
        <p className="trip-card__when">
          {formatZonedDateTime(appointment.checkOutDateTime, returnOffice.openingHours.timeZone, locale)}
        </p>
        {returnOffice.id === pickupOffice.id ? (
          <p>
            <Trans>At the pickup office.</Trans>
          </p>
        ) : (
          <OfficeFacts office={returnOffice} />
        )}
      </section>
      <section className="trip-card__section" aria-labelledby="card-deposit">
        <h2 id="card-deposit">
          <Trans>Deposit</Trans>
        </h2>
        <p data-testid="card-deposit">
          <Trans>{deposit}, blocked on the driver's credit card at pickup.</Trans>
        </p>
      </section>
      <section className="trip-card__section" aria-labelledby="card-cancellation">
        <h2 id="card-cancellation">
          <Trans>Cancellation</Trans>
        </h2>
        {policy.sentences.map((sentence) => (
          <p key={sentence} data-testid="card-cancellation">
            {sentence}
          </p>
        ))}
      </section>
      <p className="trip-card__bring">
        <Trans>Bring your driving licence, identity card or passport and a credit card in the driver's name.</Trans>
      </p>
      <p className="trip-card__document">
        <a
          className="button button--primary"
          href={bookingDocumentHref(order.id, "voucher.pdf")}
          data-testid="card-document"
        >
          <Trans>Voucher (PDF)</Trans>
        </a>
      </p>
    </>
  );
}
