import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { PageShell } from "~/components/page-shell";
import { bookedCar } from "~/features/checkout/change/change-offer.server";
import { BackToBooking, RentalSummary } from "~/features/checkout/change/change-quote";
import { rentalOf } from "~/features/checkout/change/rental";
import { fareRulesOf } from "~/features/checkout/flight/fare-rules.server";
import { FareRulesList } from "~/features/checkout/flight/fare-rules-list";
import { basketFlights } from "~/features/checkout/flight/flight-basket";
import { requestedBooking } from "~/lib/booking-access.server";
import { i18nContext, requestInfoContext } from "~/lib/request-context";
import { SITE_NAME } from "~/lib/site";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/reservation-change";
import changeStylesheet from "~/styles/change.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: changeStylesheet }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const booking = await requestedBooking(request, context);
  if (!booking) return { state: "none" as const };
  const { locale } = context.get(requestInfoContext);
  const key = new URLSearchParams({ orderId: booking.order.id }).toString();
  const base = {
    reservationId: booking.order.reservationId ?? "",
    cancelled: booking.order.status === "cancelled",
  };
  if (booking.kind === "flight") {
    // No rebooking online: the fare's own rules say what a change or refund costs, support does it.
    const rules = await fareRulesOf(context, context.get(i18nContext), basketFlights(booking.order));
    return {
      ...base,
      state: "flight" as const,
      rules,
      bookingHref: `${hrefFor("reservation-flight", locale)}?${key}`,
      cancelHref: `${hrefFor("reservation-cancel-flight", locale)}?${key}`,
    };
  }
  const item = bookedCar(booking);
  return {
    ...base,
    state: "car" as const,
    rental: item ? rentalOf(item) : null,
    bookingHref: `${hrefFor("reservation", locale)}?${key}`,
    changeHref: `${hrefFor("reservation-change-car", locale)}?${key}`,
    cancelHref: `${hrefFor("reservation-cancel-car", locale)}?${key}`,
  };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

function HowItWorks() {
  const locale = useLocale();
  return (
    <section aria-labelledby="change-how-title" className="change-how">
      <h2 id="change-how-title">
        <Trans>What you can do</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Car rental: change the pickup and return dates, times or the return place. You see the new price next to
            what you paid: pay the difference by card with 3-D Secure, or get it back to your card.
          </Trans>
        </li>
        <li>
          <Trans>
            Car rental or flight: cancel the booking. The cancellation conditions of the booking decide the refund.
          </Trans>
        </li>
        <li>
          <Trans>
            Flight: changes are made by our support team, as far as the fare allows. The fare rules show the fees.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Find your booking with its reservation number and e-mail address on{" "}
          <Link to={hrefFor("reservation-find", locale)}>Find your booking</Link>, or open it from{" "}
          <Link to={hrefFor("account-reservations", locale)}>your reservations</Link> when you are signed in.
        </Trans>
      </p>
    </section>
  );
}

export default function ReservationChangePage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const title = t`Cancellation and refund`;
  if (loaderData.state === "none") {
    return (
      <PageShell title={title} lead={t`Change or cancel a reservation and follow your refund.`}>
        <title>{`${title} | ${SITE_NAME}`}</title>
        <HowItWorks />
      </PageShell>
    );
  }
  const lead = t`Reservation number: ${loaderData.reservationId}`;
  return (
    <PageShell title={title} lead={lead}>
      <title>{`${title} | ${SITE_NAME}`}</title>
      {loaderData.cancelled ? (
        <p className="notice notice--info">
          <Trans>This booking is cancelled: it can no longer be changed.</Trans>
        </p>
      ) : null}
      {loaderData.state === "car" ? (
        <>
          {loaderData.rental ? (
            <RentalSummary rental={loaderData.rental} titleId="change-current" title={t`Your rental now`} />
          ) : null}
          {loaderData.rental ? (
            <ul className="change-actions">
              <li>
                <Link to={loaderData.changeHref} className="button button--primary">
                  <Trans>Change dates or return place</Trans>
                </Link>
              </li>
              <li>
                <Link to={loaderData.cancelHref} className="button button--secondary">
                  <Trans>Cancel the rental</Trans>
                </Link>
              </li>
            </ul>
          ) : null}
        </>
      ) : (
        <>
          <FareRulesList
            id="change-fare-title"
            heading={<Trans>What your fare allows</Trans>}
            rules={loaderData.rules}
          />
          {!loaderData.cancelled ? (
            <ul className="change-actions">
              <li>
                <Link to={hrefFor("contact", locale)} className="button button--primary">
                  <Trans>Ask support to change the flight</Trans>
                </Link>
              </li>
              <li>
                <Link to={loaderData.cancelHref} className="button button--secondary">
                  <Trans>Cancel the flight</Trans>
                </Link>
              </li>
            </ul>
          ) : null}
        </>
      )}
      <BackToBooking href={loaderData.bookingHref} />
    </PageShell>
  );
}
