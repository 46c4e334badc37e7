import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { useHydrated } from "~/lib/use-hydrated";

/** Checkbox values of one form become the URL's comma lists (`v=a,b`), as links write them. */
function formToSearch(form: HTMLFormElement): URLSearchParams {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string" || value === "") continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  return new URLSearchParams([...grouped].map(([key, values]) => [key, values.join(",")]));
}

export interface SortControl {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/**
 * Filters and sorting of a result list as a plain GET form: without JavaScript it submits and the
 * server renders the filtered page; with JavaScript every change updates the URL at once and the
 * page filters what it already has (the results routes do not search again for these keys).
 *
 * `keep` are the search's own query keys (hidden inputs); `chosen` lists the controls the URL
 * says are on, as `name=value` (a radio's "any" choice as `name=`).
 */
export function FilterSortForm({
  keep,
  sort,
  chosen,
  activeCount,
  open,
  submitLabel,
  children,
}: {
  keep: readonly (readonly [string, string])[];
  sort: SortControl;
  chosen: readonly string[];
  activeCount: number;
  open: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [, setSearchParams] = useSearchParams();
  // Until the script runs, submitting the form means there is no script: say so to the server.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const clear = `?${new URLSearchParams(keep.map(([key, value]) => [key, value])).toString()}`;
  const apply = (form: HTMLFormElement) => setSearchParams(formToSearch(form), { preventScrollReset: true });
  const onChange = (event: ChangeEvent<HTMLFormElement>) => apply(event.currentTarget);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  // The controls toggle at once when clicked (uncontrolled); when the URL changes any other way
  // (back button, "clear filters") they are set to what it says, without re-mounting the form
  // (which would lose keyboard focus).
  const chosenKey = chosen.join("&");
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const on = new Set(chosenKey ? chosenKey.split("&") : []);
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')) {
      input.checked = on.has(`${input.name}=${input.value}`);
    }
    const select = form.elements.namedItem(sort.name);
    if (select instanceof HTMLSelectElement) select.value = sort.value;
  }, [chosenKey, sort.name, sort.value]);

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
        <label htmlFor={sort.id}>
          <Trans>Sort by</Trans>
        </label>
        <select id={sort.id} name={sort.name} defaultValue={sort.value}>
          {sort.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
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
          {children}
          <div className="filters__actions">
            <button type="submit" className="button button--primary">
              {submitLabel}
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

/** One choice of a filter group with the number of results it leaves. */
export function FilterChoice({
  type = "checkbox",
  idPrefix,
  name,
  value,
  selected,
  count,
  children,
}: {
  type?: "checkbox" | "radio";
  idPrefix: string;
  name: string;
  value: string;
  selected: boolean;
  count?: number;
  children: ReactNode;
}) {
  const id = `${idPrefix}-${name}-${value || "any"}`;
  return (
    <div className="filters__option">
      <input type={type} id={id} name={name} value={value} defaultChecked={selected} />
      <label htmlFor={id}>
        {children}
        {count === undefined ? null : (
          <>
            {" "}
            <span className="filters__option-count">({count})</span>
          </>
        )}
      </label>
    </div>
  );
}
