import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, type FormEvent, useEffect, useRef } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { formatMoney } from "~/lib/currency";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { useHydrated } from "~/lib/use-hydrated";
import {
  chosenFilterCount,
  FILTER_KEYS,
  type FlightFilterGroups,
  type FlightFilterOption,
  type FlightFilters,
  type FlightSort,
  SORTS,
  type TimeWindow,
} from "./flight-filters";

const SORT_LABELS = {
  cheapest: msg`Cheapest first`,
  fastest: msg`Fastest first`,
  earliest: msg`Earliest departure`,
  latest: msg`Latest departure`,
} as const satisfies Record<FlightSort, unknown>;

const WINDOW_LABELS = {
  night: msg`Night (00:00–06:00)`,
  morning: msg`Morning (06:00–12:00)`,
  afternoon: msg`Afternoon (12:00–18:00)`,
  evening: msg`Evening (18:00–24:00)`,
} as const satisfies Record<TimeWindow, unknown>;

const FILTER_KEY_SET = new Set<string>(FILTER_KEYS);

/** Checkbox values of one form become the URL's comma lists (`al=PC,TK`), as links write them. */
function formToSearch(form: HTMLFormElement): URLSearchParams {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string" || value === "") continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  return new URLSearchParams([...grouped].map(([key, values]) => [key, values.join(",")]));
}

function Checkboxes<Value extends string>({
  name,
  options,
  label,
}: {
  name: string;
  options: readonly FlightFilterOption<Value>[];
  label: (option: FlightFilterOption<Value>) => string;
}) {
  return options.map((option) => {
    const id = `flight-filter-${name}-${option.value}`;
    return (
      <div key={option.value} className="filters__option">
        <input type="checkbox" id={id} name={name} value={option.value} defaultChecked={option.selected} />
        <label htmlFor={id}>
          {label(option)} <span className="filters__option-count">({option.count})</span>
        </label>
      </div>
    );
  });
}

/**
 * Filters and sorting as a plain GET form: without JavaScript it submits and the server renders
 * the filtered list; with JavaScript every change updates the URL at once and the page filters
 * the flights it already has (no new search: the route does not revalidate for these keys).
 */
export function FlightFilterPanel({
  groups,
  filters,
  localeTag,
  open,
}: {
  groups: FlightFilterGroups;
  filters: FlightFilters;
  localeTag: string;
  open: boolean;
}) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const keep = [...searchParams].filter(([key]) => !FILTER_KEY_SET.has(key) && key !== NO_SCRIPT_PARAM);
  const clear = `?${new URLSearchParams(keep).toString()}`;
  const apply = (form: HTMLFormElement) => setSearchParams(formToSearch(form), { preventScrollReset: true });
  const onChange = (event: ChangeEvent<HTMLFormElement>) => apply(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const sort = filters.so ?? "cheapest";
  const chosen = [
    ...(filters.st ?? []).map((value) => `st=${value}`),
    ...(filters.al ?? []).map((value) => `al=${value}`),
    ...(filters.dtw ?? []).map((value) => `dtw=${value}`),
    ...(filters.atw ?? []).map((value) => `atw=${value}`),
    ...(filters.bg ? ["bg=1"] : []),
  ].join("&");
  const pmax = filters.pmax === undefined ? "" : String(filters.pmax);
  // The controls toggle at once when clicked (uncontrolled); when the URL changes another way
  // (back button, "clear filters") they follow it without a re-mount, which would lose focus.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const selected = new Set(chosen ? chosen.split("&") : []);
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      input.checked = selected.has(`${input.name}=${input.value}`);
    }
    for (const input of form.querySelectorAll<HTMLInputElement>('input[name="pmax"]')) {
      input.checked = input.value === pmax;
    }
    const select = form.elements.namedItem("so");
    if (select instanceof HTMLSelectElement) select.value = sort;
  }, [chosen, pmax, sort]);
  const count = chosenFilterCount(filters);
  const stopLabel = (option: FlightFilterOption<"0" | "1">) => (option.value === "0" ? t`Non-stop` : t`1 stop`);
  const windowLabel = (option: FlightFilterOption<TimeWindow>) => i18n._(WINDOW_LABELS[option.value]);
  return (
    <Form
      ref={formRef}
      method="get"
      className="results__controls"
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label={t`Filter and sort`}
    >
      {keep.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {hydrated ? null : <input type="hidden" name={NO_SCRIPT_PARAM} value="1" />}
      <div className="results__sort">
        <label htmlFor="flight-sort">
          <Trans>Sort by</Trans>
        </label>
        <select id="flight-sort" name="so" defaultValue={sort}>
          {SORTS.map((option) => (
            <option key={option} value={option}>
              {i18n._(SORT_LABELS[option])}
            </option>
          ))}
        </select>
      </div>
      <details className="filters" open={open}>
        <summary className="filters__toggle">
          <Trans>Filters</Trans>
          {count > 0 ? <span className="filters__count"> ({count})</span> : null}
        </summary>
        <div className="filters__body">
          {groups.st.length > 0 ? (
            <fieldset className="filters__group">
              <legend>
                <Trans>Stops</Trans>
              </legend>
              <Checkboxes name="st" options={groups.st} label={stopLabel} />
            </fieldset>
          ) : null}
          {groups.al.length > 0 ? (
            <fieldset className="filters__group">
              <legend>
                <Trans>Airlines</Trans>
              </legend>
              <Checkboxes name="al" options={groups.al} label={(option) => option.label ?? option.value} />
            </fieldset>
          ) : null}
          {groups.dtw.length > 0 ? (
            <fieldset className="filters__group">
              <legend>
                <Trans>Departure time</Trans>
              </legend>
              <Checkboxes name="dtw" options={groups.dtw} label={windowLabel} />
            </fieldset>
          ) : null}
          {groups.atw.length > 0 ? (
            <fieldset className="filters__group">
              <legend>
                <Trans>Arrival time</Trans>
              </legend>
              <Checkboxes name="atw" options={groups.atw} label={windowLabel} />
            </fieldset>
          ) : null}
          {groups.pmax.length > 0 ? (
            <fieldset className="filters__group">
              <legend>
                <Trans>Total price</Trans>
              </legend>
              <div className="filters__option">
                <input type="radio" id="flight-filter-pmax-any" name="pmax" value="" defaultChecked={pmax === ""} />
                <label htmlFor="flight-filter-pmax-any">
                  <Trans>Any price</Trans>
                </label>
              </div>
              {groups.pmax.map((option) => {
                const id = `flight-filter-pmax-${option.value}`;
                const amount = formatMoney(Number(option.value) * 100, "TRY", localeTag);
                return (
                  <div key={option.value} className="filters__option">
                    <input type="radio" id={id} name="pmax" value={option.value} defaultChecked={option.selected} />
                    <label htmlFor={id}>
                      <Trans>Up to {amount}</Trans> <span className="filters__option-count">({option.count})</span>
                    </label>
                  </div>
                );
              })}
            </fieldset>
          ) : null}
          {groups.bg.count > 0 || groups.bg.selected ? (
            <fieldset className="filters__group">
              <legend>
                <Trans>Baggage</Trans>
              </legend>
              <div className="filters__option">
                <input type="checkbox" id="flight-filter-bg" name="bg" value="1" defaultChecked={groups.bg.selected} />
                <label htmlFor="flight-filter-bg">
                  <Trans>Checked bag included</Trans> <span className="filters__option-count">({groups.bg.count})</span>
                </label>
              </div>
            </fieldset>
          ) : null}
          <div className="filters__actions">
            <button type="submit" className="button button--primary">
              <Trans>Show flights</Trans>
            </button>
            <Link to={clear} preventScrollReset>
              <Trans>Clear filters</Trans>
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}
