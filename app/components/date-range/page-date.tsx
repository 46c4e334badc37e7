import { useLingui } from "@lingui/react/macro";
import { type ReactNode, type Ref, useLayoutEffect, useRef } from "react";
import { formatShortDate, shortDatePattern } from "~/lib/calendar";
import { useHydrated } from "~/lib/use-hydrated";
import { useLocale } from "~/lib/use-locale";
import "./page-date.css";

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Writes a native date input's date as the page's language writes it ("10.12.2026" in Turkish,
 * "gg.aa.yyyy" when empty) into the `shown` element over it; the input itself shows the browser's
 * format (mm/dd/yyyy in an American browser). The input keeps its value, label and role for screen
 * readers and the form, so `shown` is hidden from them. A controlled input (the flight form)
 * changes without an event, so this runs after every render as well as on input; it writes the
 * DOM, not state, so it costs no second render. docs/date-picker.md, "Dates in the page's format".
 */
export function useShownDate() {
  const { t } = useLingui();
  const locale = useLocale();
  const field = useRef<HTMLDivElement>(null);
  const shown = useRef<HTMLSpanElement>(null);
  const empty = shortDatePattern(locale, {
    day: t({ message: "dd", context: "letters for the day in an empty date field" }),
    month: t({ message: "mm", context: "letters for the month in an empty date field" }),
    year: t({ message: "yyyy", context: "letters for the year in an empty date field" }),
  });
  const paint = () => {
    const input = field.current?.querySelector("input");
    const span = shown.current;
    const value = input && isIsoDate(input.value) ? input.value : "";
    const text = value ? formatShortDate(value, locale) : empty;
    if (!span || span.textContent === text) return;
    span.textContent = text;
    span.classList.toggle("date-shown--empty", !value);
  };
  useLayoutEffect(paint);
  return { field, shown, paint };
}

/** The element `useShownDate` writes into: only after hydration (the server's markup stays the input alone). */
export function ShownDate({ hydrated, ref }: { hydrated: boolean; ref: Ref<HTMLSpanElement> }) {
  return hydrated ? <span ref={ref} className="date-shown" aria-hidden="true" data-testid="date-shown" /> : null;
}

/** A native date input (the child) shown in the page's date format once hydrated. */
export function PageDate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const { field, shown, paint } = useShownDate();
  return (
    <div ref={field} className="page-date" onInput={paint} onChange={paint}>
      {children}
      <ShownDate hydrated={hydrated} ref={shown} />
    </div>
  );
}
