import { Trans, useLingui } from "@lingui/react/macro";
import { type ReactNode, useState } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import { useHydrated } from "~/lib/use-hydrated";
import { SearchForm, type SearchFormValues } from "./search-form";

/**
 * The results page's search settings dialog (spec section 2): "Change search" opens the search
 * form of the home page, filled with the current search, in a modal dialog; searching closes it
 * and goes to the new results. Before hydration and without JavaScript the same form sits in a
 * disclosure instead.
 */
export function SearchSettings({
  action,
  today,
  values,
  onSearch,
  summary,
}: {
  action: string;
  today: string;
  values: SearchFormValues;
  /** The search in one line (phones): shown as the control that opens the form. */
  summary?: ReactNode;
  /** Called when a new search starts from the dialog (analytics). */
  onSearch?: (search: { age: number }) => void;
}) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const label = summary ? (
    <>
      <span className="change-search__summary">{summary}</span>
      <span className="visually-hidden">
        {" "}
        <Trans>Change search</Trans>
      </span>
      <span className="change-search__icon" aria-hidden="true">
        ✎
      </span>
    </>
  ) : (
    <Trans>Change search</Trans>
  );
  const className = summary ? "change-search change-search--compact" : "change-search";
  if (!hydrated) {
    return (
      <details className={className}>
        <summary>{label}</summary>
        <SearchForm action={action} today={today} values={values} />
      </details>
    );
  }
  return (
    <div className={className}>
      <button type="button" className="button change-search__open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      <ModalDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Search settings`}
        description={t`Change the places, dates, times or driver's age and search again.`}
      >
        <SearchForm
          action={action}
          today={today}
          values={values}
          onSearch={(search) => {
            setOpen(false);
            onSearch?.(search);
          }}
        />
      </ModalDialog>
    </div>
  );
}
