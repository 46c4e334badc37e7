import { type ComponentType, type ReactNode, useState } from "react";
import type { RangeLimits } from "~/lib/calendar";
import { useHydrated } from "~/lib/use-hydrated";
import type { DateRangeCalendarProps } from "./date-range-calendar";
import "./date-range-field.css";
import { ShownDate, useShownDate } from "./page-date";

/** Which end of the range a field holds, and so which one the calendar asks for first. */
export type RangeEnd = "start" | "end";

export interface DateRangeFieldProps {
  /** The native date input (ISO value), labelled by the form: it is what the form posts. */
  readonly children: ReactNode;
  readonly end: RangeEnd;
  /** The ids of the two native inputs of the range; the end's may be absent (a one-way flight). */
  readonly startId: string;
  readonly endId: string;
  readonly limits: RangeLimits;
  /** The calendar button's name ("Open the calendar for the pickup"). */
  readonly buttonLabel: string;
  /** The calendar's heading and its two ends' names. */
  readonly title: string;
  readonly startLabel: string;
  readonly endLabel: string;
  readonly startPrompt: string;
  readonly endPrompt: string;
}

type Calendar = ComponentType<DateRangeCalendarProps>;

/** Sets an input's value so that React's onChange of a controlled input hears it too. */
function writeInput(id: string, value: string): void {
  const input = document.getElementById(id);
  if (!(input instanceof HTMLInputElement) || input.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

function readInput(id: string): string | null {
  const input = document.getElementById(id);
  return input instanceof HTMLInputElement && /^\d{4}-\d{2}-\d{2}$/.test(input.value) ? input.value : null;
}

/**
 * A native date input with a button that opens the date-range calendar in the page's language
 * (docs/date-picker.md). The calendar's code is loaded when the button is first pressed, so it is
 * not in the page's first load; without JavaScript the button stays hidden and the native input
 * does the work. The button sits over the input's end, so showing it moves nothing.
 */
export function DateRangeField(props: DateRangeFieldProps) {
  const hydrated = useHydrated();
  const { field, shown, paint: paintShown } = useShownDate();
  const [Calendar, setCalendar] = useState<Calendar | null>(null);
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const [initial, setInitial] = useState<{ start: string | null; end: string | null }>({ start: null, end: null });

  const onOpen = () => {
    const start = readInput(props.startId);
    const end = readInput(props.endId);
    setInitial({ start, end: start && end && end >= start ? end : null });
    if (Calendar) {
      setOpen(true);
      return;
    }
    setLoading(true);
    void import("./date-range-calendar").then(
      (module) => {
        setCalendar(() => module.DateRangeCalendar);
        setLoading(false);
        setOpen(true);
      },
      () => setLoading(false),
    );
  };

  const onChoose = (start: string, end: string | null) => {
    writeInput(props.startId, start);
    if (end) writeInput(props.endId, end);
    setOpen(false);
  };

  return (
    <div
      ref={field}
      className={hydrated ? "page-date date-range-field date-range-field--enhanced" : "page-date date-range-field"}
      onInput={paintShown}
      onChange={paintShown}
    >
      {props.children}
      <button
        type="button"
        className="date-range-field__button"
        hidden={!hydrated}
        aria-label={props.buttonLabel}
        aria-haspopup="dialog"
        aria-busy={loading || undefined}
        onClick={onOpen}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h2v2H7v-2Zm4 0h2v2h-2v-2Zm4 0h2v2h-2v-2Z"
          />
        </svg>
      </button>
      <ShownDate hydrated={hydrated} ref={shown} />
      {Calendar ? (
        <Calendar
          open={open}
          onClose={() => setOpen(false)}
          onChoose={onChoose}
          initial={initial}
          asking={props.end === "end" && initial.start ? "end" : "start"}
          withEnd={document.getElementById(props.endId) !== null}
          limits={props.limits}
          title={props.title}
          startLabel={props.startLabel}
          endLabel={props.endLabel}
          startPrompt={props.startPrompt}
          endPrompt={props.endPrompt}
        />
      ) : null}
    </div>
  );
}
