import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useSearchParams } from "react-router";
import { FilterChoice, FilterSortForm } from "~/components/filter-sort-form";
import { formatMoney } from "~/lib/currency";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
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

function Choices<Value extends string>({
  name,
  options,
  label,
}: {
  name: string;
  options: readonly FlightFilterOption<Value>[];
  label: (option: FlightFilterOption<Value>) => string;
}) {
  return options.map((option) => (
    <FilterChoice
      key={option.value}
      idPrefix="flight-filter"
      name={name}
      value={option.value}
      selected={option.selected}
      count={option.count}
    >
      {label(option)}
    </FilterChoice>
  ));
}

/** The flight results' filters and sorting (docs/flight-results.md). */
export function FlightFilterPanel({
  groups,
  filters,
  localeTag,
  phone,
}: {
  groups: FlightFilterGroups;
  filters: FlightFilters;
  localeTag: string;
  phone: boolean;
}) {
  const { t, i18n } = useLingui();
  const [searchParams] = useSearchParams();
  const keep = [...searchParams].filter(([key]) => !FILTER_KEY_SET.has(key) && key !== NO_SCRIPT_PARAM);
  const pmax = filters.pmax === undefined ? "" : String(filters.pmax);
  const chosen = [
    ...(filters.st ?? []).map((value) => `st=${value}`),
    ...(filters.al ?? []).map((value) => `al=${value}`),
    ...(filters.dtw ?? []).map((value) => `dtw=${value}`),
    ...(filters.atw ?? []).map((value) => `atw=${value}`),
    ...(filters.bg ? ["bg=1"] : []),
    `pmax=${pmax}`,
  ];
  const sort = {
    id: "flight-sort",
    name: "so",
    value: filters.so ?? "cheapest",
    options: SORTS.map((option) => ({ value: option, label: i18n._(SORT_LABELS[option]) })),
  };
  const stopLabel = (option: FlightFilterOption<"0" | "1">) => (option.value === "0" ? t`Non-stop` : t`1 stop`);
  const windowLabel = (option: FlightFilterOption<TimeWindow>) => i18n._(WINDOW_LABELS[option.value]);
  return (
    <FilterSortForm
      keep={keep}
      sort={sort}
      chosen={chosen}
      activeCount={chosenFilterCount(filters)}
      phone={phone}
      submitLabel={<Trans>Show flights</Trans>}
    >
      {groups.st.length > 0 ? (
        <fieldset className="filters__group">
          <legend>
            <Trans>Stops</Trans>
          </legend>
          <Choices name="st" options={groups.st} label={stopLabel} />
        </fieldset>
      ) : null}
      {groups.al.length > 0 ? (
        <fieldset className="filters__group">
          <legend>
            <Trans>Airlines</Trans>
          </legend>
          <Choices name="al" options={groups.al} label={(option) => option.label ?? option.value} />
        </fieldset>
      ) : null}
      {groups.dtw.length > 0 ? (
        <fieldset className="filters__group">
          <legend>
            <Trans>Departure time</Trans>
          </legend>
          <Choices name="dtw" options={groups.dtw} label={windowLabel} />
        </fieldset>
      ) : null}
      {groups.atw.length > 0 ? (
        <fieldset className="filters__group">
          <legend>
            <Trans>Arrival time</Trans>
          </legend>
          <Choices name="atw" options={groups.atw} label={windowLabel} />
        </fieldset>
      ) : null}
      {groups.pmax.length > 0 ? (
        <fieldset className="filters__group">
          <legend>
            <Trans>Total price</Trans>
          </legend>
          <FilterChoice type="radio" idPrefix="flight-filter" name="pmax" value="" selected={pmax === ""}>
            <Trans>Any price</Trans>
          </FilterChoice>
          {groups.pmax.map((option) => {
            const amount = formatMoney(Number(option.value) * 100, "TRY", localeTag);
            return (
              <FilterChoice
                key={option.value}
                type="radio"
                idPrefix="flight-filter"
                name="pmax"
                value={option.value}
                selected={option.selected}
                count={option.count}
              >
                <Trans>Up to {amount}</Trans>
              </FilterChoice>
            );
          })}
        </fieldset>
      ) : null}
      {groups.bg.count > 0 || groups.bg.selected ? (
        <fieldset className="filters__group">
          <legend>
            <Trans>Baggage</Trans>
          </legend>
          <FilterChoice
            idPrefix="flight-filter"
            name="bg"
            value="1"
            selected={groups.bg.selected}
            count={groups.bg.count}
          >
            <Trans>Checked bag included</Trans>
          </FilterChoice>
        </fieldset>
      ) : null}
    </FilterSortForm>
  );
}
