import { Trans, useLingui } from "@lingui/react/macro";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { ModalDialog } from "~/components/modal-dialog";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * Checkbox values of one form become the URL's comma lists (`v=a,b`), as links write them. The
 * script is running: the no-script marker (still in the markup until hydration re-renders) is left out.
 */
function formToSearch(form: HTMLFormElement): URLSearchParams {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of new FormData(form)) {
    if (typeof value !== "string" || value === "" || key === NO_SCRIPT_PARAM) continue;
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
 *
 * On a phone (`phone`) the form is two buttons, "Sort" and "Filters (n)", that open bottom sheets
 * (modal dialogs kept in the form while closed, so every change still sends every control); before
 * hydration and without JavaScript they are two disclosures with a submit button each. Elsewhere
 * the sort list sits above the filters, which are open in the sidebar.
 */
export function FilterSortForm({
  keep,
  sort,
  chosen,
  activeCount,
  phone,
  submitLabel,
  children,
}: {
  keep: readonly (readonly [string, string])[];
  sort: SortControl;
  chosen: readonly string[];
  activeCount: number;
  phone: boolean;
  submitLabel: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  const [, setSearchParams] = useSearchParams();
  // Until the script runs, submitting the form means there is no script: say so to the server.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [sheet, setSheet] = useState<"sort" | "filters" | null>(null);
  const sheets = phone && hydrated;
  const clear = `?${new URLSearchParams(keep.map(([key, value]) => [key, value])).toString()}`;
  const apply = (form: HTMLFormElement) => setSearchParams(formToSearch(form), { preventScrollReset: true });
  const onChange = (event: ChangeEvent<HTMLFormElement>) => {
    apply(event.currentTarget);
    // One tap chooses the order: the sheet has done its job.
    if (event.target instanceof HTMLInputElement && event.target.name === sort.name) setSheet(null);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
    setSheet(null);
  };
  // The controls toggle at once when clicked (uncontrolled); when the URL changes any other way
  // (back button, "clear filters") they are set to what it says, without re-mounting the form
  // (which would lose keyboard focus). A choice made before this part of the page hydrated had no
  // handler to send it (results stream in and hydrate after the page): on mount the controls that
  // differ from the URL are sent, not undone.
  const chosenKey = chosen.join("&");
  const mounted = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const on = new Set(chosenKey ? chosenKey.split("&") : []);
    const wanted = (input: HTMLInputElement) =>
      input.name === sort.name ? input.value === sort.value : on.has(`${input.name}=${input.value}`);
    const inputs = [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"], input[type="radio"]')];
    const select = form.elements.namedItem(sort.name);
    if (!mounted.current) {
      mounted.current = true;
      const changedEarly =
        inputs.some((input) => input.checked !== wanted(input)) ||
        (select instanceof HTMLSelectElement &&
          select.value !== sort.value &&
          sort.options.some((option) => option.value === sort.value));
      if (changedEarly) apply(form);
      return;
    }
    for (const input of inputs) input.checked = wanted(input);
    if (select instanceof HTMLSelectElement) select.value = sort.value;
    // `apply` is a new function every render; the URL's state is what this follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [chosenKey, sort.name, sort.value]);

  const filtersLabel = (
    <>
      <Trans>Filters</Trans>
      {activeCount > 0 ? <span className="filters__count"> ({activeCount})</span> : null}
    </>
  );
  const actions = (
    <div className="filters__actions">
      <button type="submit" className="button button--primary">
        {submitLabel}
      </button>
      <Link to={clear} preventScrollReset>
        <Trans>Clear filters</Trans>
      </Link>
    </div>
  );
  const sortChoices = (
    <fieldset className="filters__group">
      <legend className={sheets ? "visually-hidden" : undefined}>
        <Trans>Sort by</Trans>
      </legend>
      {sort.options.map((option) => (
        <FilterChoice
          key={option.value}
          type="radio"
          idPrefix={sort.id}
          name={sort.name}
          value={option.value}
          selected={option.value === sort.value}
        >
          {option.label}
        </FilterChoice>
      ))}
    </fieldset>
  );

  return (
    <Form
      ref={formRef}
      method="get"
      className={phone ? "results__controls results__controls--phone" : "results__controls"}
      onChange={onChange}
      onSubmit={onSubmit}
      aria-label={t`Filter and sort`}
    >
      {keep.map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {hydrated ? null : <input type="hidden" name={NO_SCRIPT_PARAM} value="1" />}
      {sheets ? (
        <>
          <button type="button" className="button sheet-button" aria-haspopup="dialog" onClick={() => setSheet("sort")}>
            <Trans>Sort</Trans>
          </button>
          <button
            type="button"
            className="button sheet-button"
            aria-haspopup="dialog"
            onClick={() => setSheet("filters")}
          >
            {filtersLabel}
          </button>
          <ModalDialog
            open={sheet === "sort"}
            onClose={() => setSheet(null)}
            title={t`Sort by`}
            variant="sheet"
            keepMounted
          >
            {sortChoices}
          </ModalDialog>
          <ModalDialog
            open={sheet === "filters"}
            onClose={() => setSheet(null)}
            title={t`Filters`}
            variant="sheet"
            keepMounted
          >
            <div className="filters__body">
              {children}
              {actions}
            </div>
          </ModalDialog>
        </>
      ) : phone ? (
        <>
          <details className="filters filters--sort">
            <summary className="filters__toggle">
              <Trans>Sort</Trans>
            </summary>
            <div className="filters__body">
              {sortChoices}
              <div className="filters__actions">
                <button type="submit" className="button button--primary">
                  {submitLabel}
                </button>
              </div>
            </div>
          </details>
          <details className="filters">
            <summary className="filters__toggle">{filtersLabel}</summary>
            <div className="filters__body">
              {children}
              {actions}
            </div>
          </details>
        </>
      ) : (
        <>
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
          <details className="filters" open>
            <summary className="filters__toggle">{filtersLabel}</summary>
            <div className="filters__body">
              {children}
              {actions}
            </div>
          </details>
        </>
      )}
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
