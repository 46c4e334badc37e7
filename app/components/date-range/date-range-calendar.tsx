import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, type RefObject, useRef, useState } from "react";
import { ModalDialog } from "~/components/modal-dialog";
import {
  addDays,
  addMonths,
  chooseDay,
  firstDayOfWeek,
  formatDayNumber,
  formatLongDate,
  formatMonth,
  formatShortDate,
  isGridKey,
  isSelectable,
  lastDay,
  monthOf,
  monthWeeks,
  moveFocus,
  type Range,
  type RangeLimits,
  weekdayNames,
  weekOrder,
} from "~/lib/calendar";
import { useLocale } from "~/lib/use-locale";
import { textDirection } from "~/routing/locales";
import "./date-range-calendar.css";

export interface DateRangeCalendarProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Called with the chosen pickup and return (null when the range has no end, a one-way flight). */
  readonly onChoose: (start: string, end: string | null) => void;
  readonly initial: Range;
  /** The end the traveller asked to choose: "end" keeps the chosen start and asks for the return. */
  readonly asking: "start" | "end";
  /** False for a range without an end on the page (a one-way flight): one day is chosen. */
  readonly withEnd: boolean;
  readonly limits: RangeLimits;
  readonly title: string;
  readonly startLabel: string;
  readonly endLabel: string;
  /** What the calendar asks for, said to screen readers as it changes ("Choose the return date."). */
  readonly startPrompt: string;
  readonly endPrompt: string;
}

/**
 * The date-range picker's dialog: two months in the page's language and week (side by side on
 * wide screens, a full-screen sheet on phones), a grid per month with one focusable day (the
 * APG date picker's keys, see moveFocus). The first choice is the start, the next the end; the
 * end chosen, the dialog closes and writes both to the form's inputs. Escape or the close button
 * leave them as they were; focus goes back to the button that opened it.
 */
export function DateRangeCalendar(props: DateRangeCalendarProps) {
  const focusedCell = useRef<HTMLTableCellElement>(null);
  return (
    <ModalDialog open={props.open} onClose={props.onClose} title={props.title} initialFocus={focusedCell}>
      {/* Mounted per opening, so each starts from the form's current dates. */}
      {props.open ? <CalendarBody {...props} focusedCell={focusedCell} /> : null}
    </ModalDialog>
  );
}

function initialRange({ initial, asking }: DateRangeCalendarProps): Range {
  return asking === "end" && initial.start ? { start: initial.start, end: null } : initial;
}

function initialFocus(props: DateRangeCalendarProps): string {
  const { initial, asking, limits } = props;
  const wanted = asking === "end" && initial.start ? (initial.end ?? addDays(initial.start, 1)) : initial.start;
  if (!wanted || wanted < limits.min) return limits.min;
  const last = lastDay(limits);
  return wanted > last ? last : wanted;
}

function CalendarBody(props: DateRangeCalendarProps & { focusedCell: RefObject<HTMLTableCellElement | null> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const rtl = textDirection(locale) === "rtl";
  const firstDay = firstDayOfWeek(locale);
  const { limits } = props;
  const last = lastDay(limits);
  const [range, setRange] = useState<Range>(() => initialRange(props));
  const [focused, setFocused] = useState(() => initialFocus(props));
  const [firstMonth, setFirstMonth] = useState(() => monthOf(focused));
  const { focusedCell } = props;
  const moved = useRef(false);

  const months = [firstMonth, addMonths(firstMonth, 1)];
  const askingEnd = props.withEnd && range.start !== null && range.end === null;

  const focusDay = (iso: string) => {
    setFocused(iso);
    if (iso < `${firstMonth}-01`) setFirstMonth(monthOf(iso));
    else if (monthOf(iso) > months[1]!) setFirstMonth(addMonths(monthOf(iso), -1));
    moved.current = true;
  };

  const choose = (iso: string) => {
    const next = props.withEnd ? chooseDay(range, iso, limits) : { start: iso, end: null };
    if (next === range || !next.start) return;
    if (!props.withEnd || next.end) {
      props.onChoose(next.start, next.end);
      return;
    }
    setRange(next);
    setFocused(iso);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLTableCellElement)) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(focused);
      return;
    }
    if (!isGridKey(event.key)) return;
    event.preventDefault();
    focusDay(moveFocus(focused, event.key, { firstDay, rtl, shift: event.shiftKey, min: limits.min, max: last }));
  };

  // Focus follows the roving day once a key or a month button moved it (not on the first render:
  // the dialog focuses it itself).
  const cellRef = (iso: string) => (element: HTMLTableCellElement | null) => {
    if (iso !== focused) return;
    focusedCell.current = element;
    if (element && moved.current && element.ownerDocument.activeElement !== element) {
      moved.current = false;
      element.focus();
    }
  };

  // The month buttons keep the focus; the roving day follows to the same day of the month.
  const showMonth = (count: number) => {
    setFirstMonth(addMonths(firstMonth, count));
    setFocused(moveFocus(focused, count > 0 ? "PageDown" : "PageUp", { firstDay, rtl, min: limits.min, max: last }));
  };

  const weekdays = weekOrder(firstDay).map((weekday) => weekdayNames(weekday, locale));
  const startText = range.start ? formatShortDate(range.start, locale) : "—";
  const endText = range.end ? formatShortDate(range.end, locale) : "—";

  return (
    <div className="date-range-calendar" onKeyDown={onKeyDown}>
      <p className="date-range-calendar__summary">
        <span>
          {props.startLabel}: <strong>{startText}</strong>
        </span>
        {props.withEnd ? (
          <span>
            {props.endLabel}: <strong>{endText}</strong>
          </span>
        ) : null}
      </p>
      <p className="date-range-calendar__prompt" role="status">
        {askingEnd ? props.endPrompt : props.startPrompt}
      </p>
      <div className="date-range-calendar__nav">
        <button
          type="button"
          className="date-range-calendar__month-button"
          onClick={() => showMonth(-1)}
          disabled={`${firstMonth}-01` <= limits.min}
          aria-label={t`Previous month`}
        >
          <span aria-hidden="true">{rtl ? "›" : "‹"}</span>
        </button>
        <button
          type="button"
          className="date-range-calendar__month-button"
          onClick={() => showMonth(1)}
          disabled={`${addMonths(firstMonth, 2)}-01` > last}
          aria-label={t`Next month`}
        >
          <span aria-hidden="true">{rtl ? "‹" : "›"}</span>
        </button>
      </div>
      <div className="date-range-calendar__months">
        {months.map((month) => {
          const headingId = `date-range-${month}`;
          return (
            <div key={month} className="date-range-calendar__month">
              <h3 id={headingId} className="date-range-calendar__month-name" aria-live="polite">
                {formatMonth(month, locale)}
              </h3>
              <table role="grid" aria-labelledby={headingId} className="date-range-calendar__grid">
                <thead>
                  <tr>
                    {weekdays.map((name) => (
                      <th key={name.long} scope="col" abbr={name.long}>
                        {name.short}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {monthWeeks(month, firstDay).map((week, row) => (
                    <tr key={row}>
                      {week.map((iso, column) => {
                        if (!iso) return <td key={column} />;
                        const selectable = isSelectable(iso, range, limits);
                        const edge = iso === range.start || iso === range.end;
                        const inside = Boolean(range.start && range.end && iso > range.start && iso < range.end);
                        const classes = [
                          "date-range-calendar__day",
                          edge ? "date-range-calendar__day--edge" : "",
                          inside ? "date-range-calendar__day--inside" : "",
                          iso === limits.min ? "date-range-calendar__day--today" : "",
                        ];
                        return (
                          <td
                            key={iso}
                            ref={cellRef(iso)}
                            className={classes.filter(Boolean).join(" ")}
                            tabIndex={iso === focused ? 0 : -1}
                            aria-selected={edge || inside}
                            aria-disabled={!selectable || undefined}
                            aria-current={iso === limits.min ? "date" : undefined}
                            data-date={iso}
                            onClick={() => {
                              setFocused(iso);
                              choose(iso);
                            }}
                          >
                            <span aria-hidden="true">{formatDayNumber(iso, locale)}</span>
                            <span className="visually-hidden">{formatLongDate(iso, locale)}</span>
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          );
        })}
      </div>
      <p className="date-range-calendar__help">
        <Trans>Arrow keys move by a day or a week, Page Up and Page Down by a month, Enter chooses.</Trans>
      </p>
    </div>
  );
}
