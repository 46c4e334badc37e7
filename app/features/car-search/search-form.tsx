import { Trans, useLingui } from "@lingui/react/macro";
import { type ComponentProps, type FormEvent, useState } from "react";
import { Form, useNavigate } from "react-router";
import { CAR_MAX_DAYS_AHEAD, CAR_MAX_RENTAL_DAYS } from "~/../shared/contract/main-api/car-limits";
import { DateRangeField, type RangeEnd } from "~/components/date-range/date-range-field";
import { dashedDateAfter, dashedToIso, isoToDashed } from "~/lib/dates";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { useHydrated } from "~/lib/use-hydrated";
import { PlaceField } from "./place-field";

/** Driver ages the default choice stands for (spec section 9); searched as its lower end. */
export const AGE_RANGE = { from: 30, to: 65 } as const;

const TIMES = Array.from(
  { length: 48 },
  (_, index) => `${String(Math.floor(index / 2)).padStart(2, "0")}:${index % 2 ? "30" : "00"}`,
);

export interface SearchFormValues {
  readonly pickup?: { text: string; point?: string; placeId?: string };
  readonly dropoff?: { text: string; point?: string; placeId?: string };
  readonly pickupDate?: string;
  readonly dropoffDate?: string;
  readonly pickupTime?: string;
  readonly dropoffTime?: string;
  readonly age?: number;
}

/**
 * The car search form (spec sections 2 and 5): pickup place, optional other return place, dates
 * and times, driver age (30–65 by default, or an exact age). With JavaScript it goes straight to
 * the results URL; without, the search page turns the typed place and ISO dates into that URL.
 */
export function SearchForm({
  action,
  values = {},
  today,
  onSearch,
}: {
  action: string;
  values?: SearchFormValues;
  today: string;
  /** Called when the form goes ahead with a search (in the browser), with the driver age searched. */
  onSearch?: (search: { age: number }) => void;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const [otherReturn, setOtherReturn] = useState(Boolean(values.dropoff));
  const [inRange, setInRange] = useState(
    values.age === undefined || (values.age >= AGE_RANGE.from && values.age <= AGE_RANGE.to),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const limits = {
    min: today,
    max: dashedToIso(dashedDateAfter(today, CAR_MAX_DAYS_AHEAD)),
    maxNights: CAR_MAX_RENTAL_DAYS,
  };
  const calendar = {
    startId: "pickup-date",
    endId: "dropoff-date",
    limits,
    title: t`Rental dates`,
    startLabel: t`Pickup date`,
    endLabel: t`Return date`,
    startPrompt: t`Choose the pickup date.`,
    endPrompt: t`Choose the return date.`,
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const get = (name: string) => String(form.get(name) ?? "");
    const pickupDate = get("pd");
    const dropoffDate = get("dd");
    if (pickupDate && dropoffDate && `${dropoffDate}T${get("d_t")}` <= `${pickupDate}T${get("p_t")}`) {
      event.preventDefault();
      setProblem(t`The return must be after the pickup.`);
      return;
    }
    const age = inRange ? String(AGE_RANGE.from) : get("a");
    onSearch?.({ age: Number(age) });
    // Only a chosen place has coordinates; a typed one is resolved by the search page.
    if (!get("p_p")) return;
    event.preventDefault();
    const params = new URLSearchParams({
      p_p: get("p_p"),
      pid: get("pid"),
      p_d: isoToDashed(pickupDate),
      d_d: isoToDashed(dropoffDate),
      p_t: get("p_t"),
      d_t: get("d_t"),
      a: age,
    });
    if (otherReturn && get("d_p")) {
      params.set("d_p", get("d_p"));
      params.set("did", get("did"));
    }
    navigate(`${action}?${params.toString()}`);
  };

  return (
    <Form method="get" action={action} className="search-form" onSubmit={onSubmit} aria-label={t`Car rental search`}>
      <PlaceField
        label={t`Pickup location`}
        textName="pq"
        pointName="p_p"
        idName="pid"
        initial={values.pickup}
        required
      />
      <div className="search-form__option">
        <input
          id="other-return"
          type="checkbox"
          name="other_return"
          value="1"
          checked={otherReturn}
          onChange={(event) => setOtherReturn(event.target.checked)}
        />
        <label htmlFor="other-return">
          <Trans>Return the car to another location</Trans>
        </label>
      </div>
      {otherReturn || !hydrated ? (
        <PlaceField label={t`Return location`} textName="dq" pointName="d_p" idName="did" initial={values.dropoff} />
      ) : null}
      <DateTimeRow
        id="pickup"
        dateName="pd"
        timeName="p_t"
        dateLabel={t`Pickup date`}
        timeLabel={t`Pickup time`}
        calendar={{ ...calendar, end: "start", buttonLabel: t`Open the calendar for the pickup` }}
        today={today}
        date={values.pickupDate}
        time={values.pickupTime}
      />
      <DateTimeRow
        id="dropoff"
        dateName="dd"
        timeName="d_t"
        dateLabel={t`Return date`}
        timeLabel={t`Return time`}
        calendar={{ ...calendar, end: "end", buttonLabel: t`Open the calendar for the return` }}
        today={today}
        date={values.dropoffDate}
        time={values.dropoffTime}
      />
      <div className="search-form__option">
        <input
          id="age-range"
          type="checkbox"
          name="age_range"
          value="1"
          checked={inRange}
          onChange={(event) => setInRange(event.target.checked)}
        />
        <label htmlFor="age-range">
          <Trans>
            The driver is {AGE_RANGE.from}–{AGE_RANGE.to} years old
          </Trans>
        </label>
      </div>
      {!inRange || !hydrated ? (
        <div className="search-form__field">
          <label htmlFor="driver-age">
            <Trans>Driver's age</Trans>
          </label>
          <input
            id="driver-age"
            type="number"
            name="a"
            min={18}
            max={99}
            inputMode="numeric"
            defaultValue={values.age && !inRange ? values.age : undefined}
            required={hydrated && !inRange}
          />
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className="search-form__problem">
          {problem}
        </p>
      ) : null}
      {hydrated ? null : <input type="hidden" name={NO_SCRIPT_PARAM} value="1" />}
      <button type="submit" className="button button--primary">
        <Trans>Search cars</Trans>
      </button>
    </Form>
  );
}

/**
 * A date (ISO input, DD-MM-YYYY value) with the range calendar's button, and a half-hour time for
 * pickup or return.
 */
function DateTimeRow(props: {
  id: string;
  dateName: string;
  timeName: string;
  dateLabel: string;
  timeLabel: string;
  today: string;
  date: string | undefined;
  time: string | undefined;
  calendar: Omit<ComponentProps<typeof DateRangeField>, "children"> & { end: RangeEnd };
}) {
  return (
    <div className="search-form__row">
      <div className="search-form__field">
        <label htmlFor={`${props.id}-date`}>{props.dateLabel}</label>
        <DateRangeField {...props.calendar}>
          <input
            id={`${props.id}-date`}
            type="date"
            name={props.dateName}
            min={props.today}
            required
            defaultValue={props.date ? dashedToIso(props.date) : undefined}
          />
        </DateRangeField>
      </div>
      <div className="search-form__field">
        <label htmlFor={`${props.id}-time`}>{props.timeLabel}</label>
        <select id={`${props.id}-time`} name={props.timeName} defaultValue={props.time ?? "10:00"}>
          {TIMES.map((time) => (
            <option key={time}>{time}</option>
          ))}
        </select>
      </div>
    </div>
  );
}
