import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { CancellationPolicyText } from "~/components/cancellation-policy";
import { formatZonedDateTime } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { CarReservation } from "./car-reservation";

const documentHref = (orderId: string, file: "voucher.pdf" | "invoice.pdf") =>
  `/api/v1/order-api/order/${encodeURIComponent(orderId)}/documents/${file}`;

/** The voucher and the invoice (the edge passes a find-my-reservation grant on; docs/reservations.md). */
export function CarDocuments({ reservation }: { reservation: Pick<CarReservation, "orderId" | "reservationId"> }) {
  return (
    <ul className="reservation-actions">
      <li>
        <a
          className="button button--primary"
          href={documentHref(reservation.orderId, "voucher.pdf")}
          download={`${reservation.reservationId}.pdf`}
        >
          <Trans>Download your voucher (PDF)</Trans>
        </a>
      </li>
      <li>
        <a
          className="button button--secondary"
          href={documentHref(reservation.orderId, "invoice.pdf")}
          download={`${reservation.reservationId}-invoice.pdf`}
        >
          <Trans>Download the invoice (PDF)</Trans>
        </a>
      </li>
    </ul>
  );
}

/** Until when the booking can be cancelled for free (the offer's own rule) and changed. */
export function CarDeadlines({ reservation }: { reservation: CarReservation }) {
  const locale = useLocale();
  const pickup = formatZonedDateTime(reservation.pickup.at, reservation.pickup.timeZone, locale);
  return (
    <dl className="reservation-facts">
      {reservation.policy ? (
        <div>
          <dt>
            <Trans>Cancellation</Trans>
          </dt>
          <dd>
            <CancellationPolicyText policy={reservation.policy} />
            {reservation.freePeriodOver ? (
              <>
                {" "}
                <strong>
                  <Trans>The free cancellation period has ended.</Trans>
                </strong>
              </>
            ) : null}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>
          <Trans>Changes</Trans>
        </dt>
        <dd data-testid="change-deadline">
          <Trans>The dates and the place can be changed until pickup, {pickup}.</Trans>
        </dd>
      </div>
    </dl>
  );
}

/**
 * What the traveller may do now, each a page that names the booking the same way (`?orderId=`):
 * cancel and change until pickup; afterwards, or once cancelled, where to get help.
 */
export function CarActions({ reservation }: { reservation: CarReservation }) {
  const locale = useLocale();
  const { t } = useLingui();
  const query = `?${new URLSearchParams({ orderId: reservation.orderId })}`;
  const { cancel, change } = reservation.actions;
  if (!cancel && !change) {
    return (
      <p data-testid="no-actions">
        {reservation.group === "cancelled" ? (
          <Trans>This booking is cancelled; nothing more can be changed.</Trans>
        ) : (
          <Trans>The rental has started, so it can no longer be changed or cancelled online.</Trans>
        )}{" "}
        <Link to={hrefFor("contact", locale)}>{t`Contact us`}</Link>
      </p>
    );
  }
  return (
    <ul className="reservation-actions" data-testid="booking-actions">
      {change ? (
        <li>
          <Link className="button button--secondary" to={`${hrefFor("reservation-change-car", locale)}${query}`}>
            <Trans>Change dates or place</Trans>
          </Link>
        </li>
      ) : null}
      {cancel ? (
        <li>
          <Link className="button button--danger" to={`${hrefFor("reservation-cancel-car", locale)}${query}`}>
            <Trans>Cancel the booking</Trans>
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * The flight booking's rules and what may be done now: cancel until the first departure (the
 * cancel page says what comes back); a change goes through customer service.
 */
export function FlightActions({
  orderId,
  open,
  refundable,
  changeable,
}: {
  orderId: string;
  /** Not cancelled and before the first departure (a non-refundable fare cannot be cancelled). */
  open: boolean;
  refundable: boolean;
  changeable: boolean;
}) {
  const locale = useLocale();
  const { t } = useLingui();
  const query = `?${new URLSearchParams({ orderId })}`;
  return (
    <>
      <dl className="reservation-facts">
        <div>
          <dt>
            <Trans>Cancellation</Trans>
          </dt>
          <dd>
            {refundable ? (
              <Trans>Refundable until departure, less the airline's fee.</Trans>
            ) : (
              <Trans>This fare is not refundable.</Trans>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Changes</Trans>
          </dt>
          <dd>
            {changeable ? (
              <Trans>This fare can be changed until departure: please contact us.</Trans>
            ) : (
              <Trans>This fare cannot be changed.</Trans>
            )}
          </dd>
        </div>
      </dl>
      {open && refundable ? (
        <ul className="reservation-actions" data-testid="booking-actions">
          <li>
            <Link className="button button--danger" to={`${hrefFor("reservation-cancel-flight", locale)}${query}`}>
              <Trans>Cancel the booking</Trans>
            </Link>
          </li>
          <li>
            <Link className="button button--secondary" to={hrefFor("contact", locale)}>
              {t`Contact us`}
            </Link>
          </li>
        </ul>
      ) : (
        <p data-testid="no-actions">
          <Trans>This booking can no longer be changed or cancelled online.</Trans>{" "}
          <Link to={hrefFor("contact", locale)}>{t`Contact us`}</Link>
        </p>
      )}
    </>
  );
}
