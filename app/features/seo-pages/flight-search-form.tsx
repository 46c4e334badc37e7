import { Trans, useLingui } from "@lingui/react/macro";
import { Form } from "react-router";
import { LOCALE_TAGS, type Locale } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import { dashedDateAfter } from "~/lib/dates";

export interface FlightAirport {
  readonly iata: string;
  readonly name: string;
}

/** Departure dates offered: from tomorrow, this many days. */
const FLIGHT_DATE_CHOICES = 60;

/**
 * A one-way flight search for the flight landing pages: from, to, date and adults, sent as the
 * flight search URL's own keys (p_p, d_p, ppt, dpt, p_d, pa). Choices rather than free text, so it
 * works the same without JavaScript.
 */
export function FlightSearchForm({
  seo,
  airports,
  origin,
  destination,
  dateOffset = 14,
}: {
  seo: { readonly locale: Locale; readonly today: string };
  airports: readonly FlightAirport[];
  origin?: string;
  destination?: string;
  /** The departure chosen at first, in days from today. */
  dateOffset?: number;
}) {
  const { t } = useLingui();
  if (airports.length < 2) return null;
  const { locale, today } = seo;
  const dateLabel = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
  const dates = Array.from({ length: FLIGHT_DATE_CHOICES }, (_, index) => {
    const days = index + 1;
    return {
      value: dashedDateAfter(today, days),
      label: dateLabel.format(new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000)),
    };
  });
  const from = origin ?? airports.find((airport) => airport.iata !== destination)?.iata;
  const to = destination ?? airports.find((airport) => airport.iata !== from)?.iata;
  const options = airports.map((airport) => (
    <option key={airport.iata} value={airport.iata}>
      {`${airport.name} (${airport.iata})`}
    </option>
  ));
  return (
    <Form
      method="get"
      action={hrefFor("flight-search", locale)}
      className="search-form flight-search-form"
      aria-label={t`Flight search`}
    >
      <input type="hidden" name="ppt" value="airport" />
      <input type="hidden" name="dpt" value="airport" />
      <div className="search-form__row">
        <div className="search-form__field">
          <label htmlFor="flight-from">
            <Trans>From</Trans>
          </label>
          <select id="flight-from" name="p_p" defaultValue={from}>
            {options}
          </select>
        </div>
        <div className="search-form__field">
          <label htmlFor="flight-to">
            <Trans>To</Trans>
          </label>
          <select id="flight-to" name="d_p" defaultValue={to}>
            {options}
          </select>
        </div>
      </div>
      <div className="search-form__row">
        <div className="search-form__field">
          <label htmlFor="flight-date">
            <Trans>Departure date</Trans>
          </label>
          <select id="flight-date" name="p_d" defaultValue={dashedDateAfter(today, dateOffset)}>
            {dates.map((date) => (
              <option key={date.value} value={date.value}>
                {date.label}
              </option>
            ))}
          </select>
        </div>
        <div className="search-form__field">
          <label htmlFor="flight-adults">
            <Trans>Adults</Trans>
          </label>
          <select id="flight-adults" name="pa" defaultValue="1">
            {Array.from({ length: 9 }, (_, index) => (
              <option key={index + 1}>{index + 1}</option>
            ))}
          </select>
        </div>
      </div>
      <button type="submit" className="button button--primary">
        <Trans>Search flights</Trans>
      </button>
    </Form>
  );
}
