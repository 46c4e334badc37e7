import { Trans, useLingui } from "@lingui/react/macro";
import "./flight-home.css";
import { Suspense } from "react";
import { Await, Link, useLocation } from "react-router";
import { formatMoney } from "~/lib/currency";
import { formatDashedDate } from "~/lib/format";
import { withNoScript } from "~/lib/no-script";
import { useLocale } from "~/lib/use-locale";
import { LOCALE_TAGS } from "~/routing/locales";
import type { CheapTicket } from "./cheap-tickets";

/**
 * Cheap tickets on popular routes, priced by a real search (spec section 2, flight home). Streamed:
 * a skeleton until the prices arrive; left out when no route has a flight.
 */
export function CheapTicketsSection({ tickets }: { tickets: Promise<CheapTicket[]> | CheapTicket[] }) {
  const { t } = useLingui();
  return (
    <section className="home-section home-section--wide cheap-tickets" aria-labelledby="flight-cheap-tickets">
      <h2 id="flight-cheap-tickets" className="home-section__title">
        <Trans>Cheap flight tickets</Trans>
      </h2>
      <Suspense fallback={<CheapTicketsSkeleton label={t`Finding the cheapest fares…`} />}>
        <Await resolve={tickets} errorElement={<NoTickets />}>
          {(found) => (found.length > 0 ? <TicketList tickets={found} /> : <NoTickets />)}
        </Await>
      </Suspense>
    </section>
  );
}

function TicketList({ tickets }: { tickets: readonly CheapTicket[] }) {
  const locale = useLocale();
  return (
    <ul className="cheap-tickets__list">
      {tickets.map((ticket) => {
        const price = formatMoney(ticket.amount, "TRY", LOCALE_TAGS[locale]);
        const date = formatDashedDate(ticket.departure, locale);
        return (
          <li key={ticket.href} className="cheap-ticket">
            <Link to={ticket.href} className="cheap-ticket__link">
              <span className="cheap-ticket__route">
                {ticket.from} <span aria-hidden="true">→</span>
                <span className="visually-hidden">
                  <Trans>to</Trans>
                </span>{" "}
                {ticket.to}
              </span>
              <span className="cheap-ticket__date">{date}</span>
              <span className="cheap-ticket__price">
                <Trans>from {price}</Trans>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function NoTickets() {
  return (
    <p className="cheap-tickets__none">
      <Trans>Search above for the fares of your dates.</Trans>
    </p>
  );
}

function CheapTicketsSkeleton({ label }: { label: string }) {
  const location = useLocation();
  return (
    <div className="cheap-tickets__skeleton" role="status" aria-label={label}>
      <noscript>
        <a href={withNoScript(`${location.pathname}${location.search}`)}>
          <Trans>Show cheap tickets</Trans>
        </a>
      </noscript>
      {[0, 1, 2].map((index) => (
        <div key={index} className="cheap-ticket cheap-ticket--skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
