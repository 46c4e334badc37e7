import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, type FormEvent, useEffect, useRef } from "react";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { useHydrated } from "~/lib/use-hydrated";
import { Form, Link, useSearchParams } from "react-router";
import { SORT_OPTIONS } from "./car-search-query";
import type { FilterKey, FilterOption } from "./filters";
import { GROUP_LABELS, optionLabel } from "./option-labels";
import { KEPT_KEYS } from "./search-request";

const SORT_LABELS = {
  recommended: msg`Recommended`,
  near_by: msg`Nearest office`,
  lowest_price_first: msg`Lowest price first`,
  highest_price_first: msg`Highest price first`,
  highest_rating: msg`Highest rated`,
  most_reviewed: msg`Most reviewed`,
} as const;

/** Filter groups in the order the panel shows them. */
const GROUP_ORDER: readonly FilterKey[] = ["p", "c", "v", "t", "f", "sc", "cp", "km", "d", "dt", "nb", "tr", "b", "m"];

/** Checkbox values of one form become the URL's comma lists (`v=a,b`), as links write them. */
function formToSearch(form: HTMLFormElement): URLSearchParams {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string" || value === "") continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  return new URLSearchParams([...grouped].map(([key, values]) => [key, values.join(",")]));
}

/**
 * Filters and sorting as a plain GET form: without JavaScript it submits and the server renders
 * the filtered page; with JavaScript every change updates the URL at once and the page filters the
 * results it already has (no new search).
 */
export function FilterPanel({
  groups,
  currency,
  localeTag,
  open,
}: {
  groups: Partial<Record<FilterKey, FilterOption[]>>;
  currency: string;
  localeTag: string;
  open: boolean;
}) {
  const { t, i18n } = useLingui();
  const [searchParams, setSearchParams] = useSearchParams();
  const keep = KEPT_KEYS.flatMap((key) => {
    const value = searchParams.get(key);
    return value ? [[key, value] as const] : [];
  });
  const clear = `?${new URLSearchParams(keep.map(([key, value]) => [key, value])).toString()}`;
  const apply = (form: HTMLFormElement) => setSearchParams(formToSearch(form), { preventScrollReset: true });
  const onChange = (event: ChangeEvent<HTMLFormElement>) => apply(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const sort = searchParams.get("sb") ?? "recommended";
  // The controls toggle at once when clicked (uncontrolled); when the URL changes any other way
  // (back button, "clear filters") they are set to what it says, without re-mounting the form
  // (which would lose keyboard focus).
  const formRef = useRef<HTMLFormElement>(null);
  // Until the script runs, submitting the form means there is no script: say so to the server.
  const hydrated = useHydrated();
  const selected = GROUP_ORDER.flatMap((key) =>
    (groups[key] ?? []).filter((option) => option.selected).map((option) => `${key}=${option.value}`),
  );
  const selectedKey = selected.join("&");
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const chosen = new Set(selectedKey ? selectedKey.split("&") : []);
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) {
      input.checked = chosen.has(`${input.name}=${input.value}`);
    }
    const select = form.elements.namedItem("sb") as HTMLSelectElement | null;
    if (select) select.value = sort;
  }, [selectedKey, sort]);
  const activeCount = selected.length;

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
        <label htmlFor="sort">
          <Trans>Sort by</Trans>
        </label>
        <select id="sort" name="sb" defaultValue={sort}>
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {i18n._(SORT_LABELS[option])}
            </option>
          ))}
        </select>
      </div>
      <details className="filters" open={open}>
        <summary className="filters__toggle">
          <Trans>Filters</Trans>
          {activeCount > 0 ? <span className="filters__count"> ({activeCount})</span> : null}
        </summary>
        <div className="filters__body">
          {GROUP_ORDER.map((key) => {
            const options = groups[key];
            if (!options || options.length === 0) return null;
            return (
              <fieldset key={key} className="filters__group">
                <legend>{i18n._(GROUP_LABELS[key])}</legend>
                {options.map((option) => {
                  const id = `filter-${key}-${option.value}`;
                  return (
                    <div key={option.value} className="filters__option">
                      <input type="checkbox" id={id} name={key} value={option.value} defaultChecked={option.selected} />
                      <label htmlFor={id}>
                        {optionLabel(i18n, key, option.value, option.label, currency, localeTag)}{" "}
                        <span className="filters__option-count">({option.count})</span>
                      </label>
                    </div>
                  );
                })}
              </fieldset>
            );
          })}
          <div className="filters__actions">
            <button type="submit" className="button button--primary">
              <Trans>Show results</Trans>
            </button>
            <Link to={clear} preventScrollReset reloadDocument={false}>
              <Trans>Clear filters</Trans>
            </Link>
          </div>
        </div>
      </details>
    </Form>
  );
}
