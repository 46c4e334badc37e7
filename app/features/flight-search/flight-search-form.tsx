import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentProps, type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import {
  type Cabin,
  FLIGHT_SEARCH_MESSAGES,
  type FlightSearchCode,
  flightSearchFormSchema,
  flightSearchParams,
  MAX_DAYS_AHEAD,
  type PassengerCounts,
  type PlaceType,
  placeLabel,
  readPlaceText,
  readSearchDate,
  type TripType,
} from "./flight-search-query";
import { DateRangeField } from "~/components/date-range/date-range-field";
import { dashedDateAfter, dashedToIso } from "~/lib/dates";
import { errorText } from "~/lib/forms/error-text";
import type { FormReply } from "~/lib/forms/submission";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import { hrefFor } from "~/routing/route-table";
import { AirportField, type AirportValue } from "./airport-field";
import type { FormAirport } from "./form-airports";
import { PassengerPicker } from "./passenger-picker";
import "./flight-search-form.css";

/** A search to start from (the results page's, or a landing page's destination); every key optional. */
interface FlightFormInitial {
  readonly p_p?: string | undefined;
  readonly ppt?: PlaceType | undefined;
  readonly d_p?: string | undefined;
  readonly dpt?: PlaceType | undefined;
  readonly p_d?: string | undefined;
  readonly d_d?: string | undefined;
  readonly pa?: number | undefined;
  readonly ps?: number | undefined;
  readonly pc?: number | undefined;
  readonly pi?: number | undefined;
  readonly fc?: Cabin | undefined;
  readonly nonStop?: boolean | undefined;
}

/** The fields in the order the visitor meets them: focus goes to the first one to fix. */
const FIELD_ORDER = ["p_p", "d_p", "p_d", "d_d", "pa", "pi", "fc", ""] as const;

const asText = (value: string | number | undefined) => (value === undefined ? undefined : String(value));

/**
 * The flight search (spec section 2): from and to with suggestions, one way or round trip, dates,
 * passengers by type with the cabin, non-stop only. A GET form to the results page: with
 * JavaScript it checks the search's rules first (focus on the first field to fix) and opens the
 * results URL with the spec's keys; without, it sends what the visitor typed and the results page
 * reads it with the same rules (`readFlightSearch`), handing back `reply` when something is wrong.
 */
export function FlightSearchForm(props: FlightSearchFormProps) {
  // A new search shown on the same page (the results page's date strip, back and forward) starts
  // the form again from it, rather than keeping what the previous one typed.
  const key = JSON.stringify([props.initial ?? {}, props.reply?.initialValue ?? null]);
  return <SearchForm key={key} {...props} />;
}

interface FlightSearchFormProps {
  /** Airports and cities offered without JavaScript, and the names of the initial codes. */
  airports: readonly FormAirport[];
  /** The shop's ISO date (Europe/Istanbul): no departure before it. */
  today: string;
  initial?: FlightFormInitial;
  /** A search the results page could not make: each field's error and the values as sent. */
  reply?: FormReply<FlightSearchCode> | undefined;
}

function SearchForm({ airports, today, initial = {}, reply }: FlightSearchFormProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const id = useId();
  const action = hrefFor("flight-search", locale);
  const { formProps, errors, values } = useShopForm({
    id: "flight-search",
    schema: () => flightSearchFormSchema(today),
    messages: FLIGHT_SEARCH_MESSAGES,
    fallback: "unreadable",
    lastResult: reply,
    defaultValue: {
      p_p: initial.p_p,
      ppt: initial.ppt,
      d_p: initial.d_p,
      dpt: initial.dpt,
      p_d: initial.p_d,
      d_d: initial.d_d,
      pa: asText(initial.pa),
      ps: asText(initial.ps),
      pc: asText(initial.pc),
      pi: asText(initial.pi),
      fc: initial.fc,
      st: initial.nonStop ? "0" : undefined,
    },
  });

  const placeValue = (text: string | undefined, type: string | undefined): AirportValue => {
    const place = readPlaceText(text ?? "");
    const airport = place ? airports.find((candidate) => candidate.code === place.code) : undefined;
    if (!place || !airport) return { text: text ?? "", chosen: null };
    const city = place.city || type === "city";
    const codes = city ? airports.filter((other) => other.city === airport.city).map((other) => other.code) : [];
    return {
      text: city ? placeLabel(airport.city, codes) : placeLabel(airport.name, [airport.code]),
      chosen: { code: airport.code, type: city ? "city" : "airport" },
    };
  };
  const [from, setFrom] = useState(() => placeValue(values.p_p, values.ppt));
  const [to, setTo] = useState(() => placeValue(values.d_p, values.dpt));
  const [tripType, setTripType] = useState<TripType>(() =>
    values.tt === "round-trip" || (values.tt !== "one-way" && values.d_d) ? "round-trip" : "one-way",
  );
  const isoValue = (text: string | undefined) => {
    const dashed = readSearchDate(text ?? "");
    return dashed ? dashedToIso(dashed) : "";
  };
  const [depart, setDepart] = useState(() => isoValue(values.p_d));
  const [counts, setCounts] = useState<PassengerCounts>(() => ({
    adults: Number(values.pa) || 1,
    students: Number(values.ps) || 0,
    children: Number(values.pc) || 0,
    infants: Number(values.pi) || 0,
  }));
  const [cabin, setCabin] = useState<Cabin>(values.fc === "business" ? "business" : "economy");
  const [failedAttempts, setFailedAttempts] = useState(0);

  const ids = {
    p_p: `${id}-from`,
    d_p: `${id}-to`,
    p_d: `${id}-depart`,
    d_d: `${id}-return`,
    pa: `${id}-passengers`,
    pi: `${id}-passengers`,
    fc: `${id}-passengers`,
    "": `${id}-problem`,
  } as const;

  useEffect(() => {
    if (failedAttempts === 0) return;
    // Conform focuses the first named field in error, which for from/to is a hidden input.
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first !== undefined) document.getElementById(ids[first])?.focus();
    // Only a new failed attempt moves the focus; `errors` changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAttempts]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (event.defaultPrevented) {
      setFailedAttempts((count) => count + 1);
      return;
    }
    const parsed = flightSearchFormSchema(today).safeParse(Object.fromEntries(new FormData(event.currentTarget)));
    if (!parsed.success) return;
    event.preventDefault();
    const nonStop = new FormData(event.currentTarget).get("st") === "0";
    navigate(`${action}?${flightSearchParams(parsed.data, { nonStop }).toString()}`);
  };

  const message = (field: string) => {
    const code = errors[field];
    return code ? errorText(i18n, FLIGHT_SEARCH_MESSAGES, code) : undefined;
  };
  const last = dashedToIso(dashedDateAfter(today, MAX_DAYS_AHEAD));
  const datalistId = `${id}-airports`;
  const calendar = {
    startId: ids.p_d,
    endId: ids.d_d,
    limits: { min: today, max: last, maxNights: MAX_DAYS_AHEAD, lastEnd: last },
    title: t`Flight dates`,
    startLabel: t`Departure date`,
    endLabel: t`Return flight date`,
    startPrompt: t`Choose the departure date.`,
    endPrompt: t`Choose the return flight date.`,
  };
  const cities = [...new Set(airports.map((airport) => airport.city))].flatMap((city) => {
    const codes = airports.filter((airport) => airport.city === city).map((airport) => airport.code);
    return codes.length > 1 ? [placeLabel(city, codes)] : [];
  });
  const roundTrip = tripType === "round-trip";
  const dateError = (field: "p_d" | "d_d") => message(field);

  return (
    <Form
      method="get"
      action={action}
      className="search-form flight-search-form"
      aria-label={t`Flight search`}
      id={formProps.id}
      onSubmit={onSubmit}
      noValidate
    >
      <fieldset className="flight-search-form__trip">
        <legend className="visually-hidden">
          <Trans>Trip type</Trans>
        </legend>
        {(["one-way", "round-trip"] as const).map((type) => (
          <label key={type} className="flight-search-form__trip-choice">
            <input type="radio" name="tt" value={type} checked={tripType === type} onChange={() => setTripType(type)} />
            {type === "one-way" ? t`One way` : t`Round trip`}
          </label>
        ))}
      </fieldset>
      <div className="flight-search-form__places">
        <AirportField
          id={ids.p_p}
          name="p_p"
          typeName="ppt"
          label={t`From`}
          value={from}
          onChange={setFrom}
          hydrated={hydrated}
          datalistId={datalistId}
          error={message("p_p")}
        />
        {/* In the server's markup too (hidden without JavaScript by CSS), so "To" does not move at hydration. */}
        <button
          type="button"
          className="flight-search-form__swap"
          aria-label={t`Swap departure and destination`}
          title={t`Swap departure and destination`}
          onClick={() => {
            setFrom(to);
            setTo(from);
          }}
        >
          <span aria-hidden="true">⇄</span>
        </button>
        <AirportField
          id={ids.d_p}
          name="d_p"
          typeName="dpt"
          label={t`To`}
          value={to}
          onChange={setTo}
          hydrated={hydrated}
          datalistId={datalistId}
          error={message("d_p")}
        />
      </div>
      <datalist id={datalistId}>
        {cities.map((label) => (
          <option key={label} value={label} />
        ))}
        {airports.map((airport) => (
          <option key={airport.code} value={placeLabel(airport.name, [airport.code])} />
        ))}
      </datalist>
      <div className="flight-search-form__dates">
        <DateField
          calendar={{
            ...calendar,
            // The hidden return field of a one-way trip is not offered to the calendar: it asks for one date.
            endId: roundTrip ? ids.d_d : `${ids.d_d}-one-way`,
            end: "start",
            buttonLabel: t`Open the calendar for the departure`,
          }}
          id={ids.p_d}
          name="p_d"
          label={t`Departure date`}
          min={today}
          max={last}
          value={depart}
          onChange={setDepart}
          error={dateError("p_d")}
        />
        {/* Always there: with JavaScript CSS hides it for a one-way trip from the first paint (and it is
            disabled, so not sent); without, it stays, and its label says it is for a round trip. */}
        <DateField
          calendar={{ ...calendar, end: "end", buttonLabel: t`Open the calendar for the return flight` }}
          className="flight-search-form__return"
          id={ids.d_d}
          name="d_d"
          label={
            <>
              <span className="flight-search-form__scripted">{t`Return flight date`}</span>
              <span className="flight-search-form__unscripted">{t`Return date (round trip only)`}</span>
            </>
          }
          min={depart || today}
          max={last}
          defaultValue={isoValue(values.d_d)}
          disabled={hydrated && !roundTrip}
          error={dateError("d_d")}
        />
      </div>
      <PassengerPicker
        counts={counts}
        cabin={cabin}
        onChange={setCounts}
        onCabinChange={setCabin}
        hydrated={hydrated}
        buttonId={ids.pa}
        error={message("pa") ?? message("pi") ?? message("ps") ?? message("pc") ?? message("fc")}
      />
      <div className="search-form__option">
        <input id={`${id}-non-stop`} type="checkbox" name="st" value="0" defaultChecked={values.st === "0"} />
        <label htmlFor={`${id}-non-stop`}>
          <Trans>Non-stop flights only</Trans>
        </label>
      </div>
      {message("") ? (
        <p id={ids[""]} className="flight-form__error" tabIndex={-1} role="alert">
          {message("")}
        </p>
      ) : null}
      {hydrated ? null : <input type="hidden" name={NO_SCRIPT_PARAM} value="1" />}
      <button type="submit" className="button button--primary flight-search-form__submit">
        <Trans>Search flights</Trans>
      </button>
    </Form>
  );
}

/**
 * A date input (ISO in the browser) with the range calendar's button; the search reads its ISO
 * value as the URL's DD-MM-YYYY.
 */
function DateField(props: {
  id: string;
  name: string;
  label: ReactNode;
  className?: string;
  disabled?: boolean;
  min: string;
  max: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  error: string | undefined;
  calendar: Omit<ComponentProps<typeof DateRangeField>, "children">;
}) {
  const errorId = `${props.id}-error`;
  const onChange = props.onChange;
  return (
    <div className={props.className ? `search-form__field ${props.className}` : "search-form__field"}>
      <label htmlFor={props.id}>{props.label}</label>
      <DateRangeField {...props.calendar}>
        <input
          id={props.id}
          type="date"
          name={props.name}
          min={props.min}
          max={props.max}
          disabled={props.disabled}
          {...(onChange
            ? { value: props.value, onChange: (event) => onChange(event.target.value) }
            : { defaultValue: props.defaultValue })}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
        />
      </DateRangeField>
      {props.error ? (
        <p id={errorId} className="flight-form__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
