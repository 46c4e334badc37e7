import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { formatMoney } from "~/lib/currency";
import { formatLocalDateTime } from "~/lib/format";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import { RESERVATION_GROUPS, type ReservationEntry, type ReservationGroup } from "./reservation-entries";
import { ReservationStatus } from "./reservation-status";

/** The booking page of an entry (the booking is named by `?orderId=`, like every booking page). */
function reservationHref(entry: Pick<ReservationEntry, "kind" | "orderId">, locale: Parameters<typeof hrefFor>[1]) {
  const page = entry.kind === "flight" ? "reservation-flight" : "reservation";
  return `${hrefFor(page, locale)}?${new URLSearchParams({ orderId: entry.orderId })}`;
}

function Entry({ entry }: { entry: ReservationEntry }) {
  const locale = useLocale();
  return (
    <li className="reservation-card" data-testid="reservation-entry">
      <h3 className="reservation-card__title">
        <Link to={reservationHref(entry, locale)}>{entry.title}</Link>
      </h3>
      <p className="reservation-card__provider">{entry.provider}</p>
      <dl className="reservation-card__facts">
        <div>
          <dt>
            <Trans>Reservation number</Trans>
          </dt>
          <dd data-testid="reservation-id">{entry.reservationId}</dd>
        </div>
        <div>
          <dt>{entry.kind === "flight" ? <Trans>Departure</Trans> : <Trans>Pickup</Trans>}</dt>
          <dd>{formatLocalDateTime(entry.start, locale)}</dd>
        </div>
        <div>
          <dt>{entry.kind === "flight" ? <Trans>Arrival</Trans> : <Trans>Return</Trans>}</dt>
          <dd>{formatLocalDateTime(entry.end, locale)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <ReservationStatus group={entry.group} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Paid</Trans>
          </dt>
          <dd>{formatMoney(entry.paid, entry.currency, LOCALE_TAGS[locale])}</dd>
        </div>
      </dl>
    </li>
  );
}

function GroupHeading({ group, kind }: { group: ReservationGroup; kind: "car" | "flight" }) {
  const { t } = useLingui();
  const headings = {
    car: { upcoming: t`Upcoming rentals`, past: t`Past rentals`, cancelled: t`Cancelled rentals` },
    flight: { upcoming: t`Upcoming flights`, past: t`Past flights`, cancelled: t`Cancelled flights` },
  } as const;
  return <h2 id={`reservations-${group}`}>{headings[kind][group]}</h2>;
}

/**
 * The account's car or flight bookings in three sections, upcoming, past and cancelled (each
 * newest booking first), with a way on when there are none: a search, or finding a booking made
 * without signing in.
 */
export function ReservationList({
  kind,
  groups,
}: {
  kind: "car" | "flight";
  groups: Readonly<Record<ReservationGroup, readonly ReservationEntry[]>>;
}) {
  const locale = useLocale();
  const none = RESERVATION_GROUPS.every((group) => groups[group].length === 0);
  if (none) {
    return (
      <section className="reservations-empty" aria-labelledby="reservations-empty-title">
        <h2 id="reservations-empty-title">
          {kind === "flight" ? <Trans>No flight bookings yet</Trans> : <Trans>No car rentals yet</Trans>}
        </h2>
        <p>
          <Link className="button button--primary" to={hrefFor(kind === "flight" ? "flight-home" : "car-home", locale)}>
            {kind === "flight" ? <Trans>Search for flights</Trans> : <Trans>Search for a car</Trans>}
          </Link>
        </p>
        <p>
          <Trans>Booked without signing in, or with another e-mail address?</Trans>{" "}
          <Link to={hrefFor("reservation-find", locale)}>
            <Trans>Find your booking</Trans>
          </Link>
        </p>
      </section>
    );
  }
  return (
    <>
      {RESERVATION_GROUPS.map((group) => (
        <section key={group} aria-labelledby={`reservations-${group}`} data-testid={`reservations-${group}`}>
          <GroupHeading group={group} kind={kind} />
          {groups[group].length > 0 ? (
            <ul className="reservation-list">
              {groups[group].map((entry) => (
                <Entry key={entry.orderId} entry={entry} />
              ))}
            </ul>
          ) : (
            <p className="reservation-list__none">
              {group === "upcoming" ? (
                <>
                  <Trans>Nothing planned yet.</Trans>{" "}
                  <Link to={hrefFor(kind === "flight" ? "flight-home" : "car-home", locale)}>
                    {kind === "flight" ? <Trans>Search for flights</Trans> : <Trans>Search for a car</Trans>}
                  </Link>
                </>
              ) : (
                <Trans>None.</Trans>
              )}
            </p>
          )}
        </section>
      ))}
    </>
  );
}
