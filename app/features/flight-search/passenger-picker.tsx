import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { type Cabin, MAX_SEATED, type PassengerCounts, passengerProblem } from "./flight-search-query";

type PassengerType = keyof PassengerCounts;

/** The URL key of each passenger type. */
const KEYS: Readonly<Record<PassengerType, "pa" | "ps" | "pc" | "pi">> = {
  adults: "pa",
  students: "ps",
  children: "pc",
  infants: "pi",
};

const TYPES: readonly { type: PassengerType; label: MessageDescriptor; ages: MessageDescriptor }[] = [
  { type: "adults", label: msg`Adults`, ages: msg`12 years and older` },
  { type: "students", label: msg`Students`, ages: msg`12 to 24, with a student card` },
  { type: "children", label: msg`Children`, ages: msg`2 to 11 years` },
  { type: "infants", label: msg`Infants`, ages: msg`Under 2, on an adult's lap` },
];

const seated = (counts: PassengerCounts) => counts.adults + counts.students + counts.children;

/** Whether one more or one fewer of a type keeps the party bookable. */
function canChange(counts: PassengerCounts, type: PassengerType, step: 1 | -1): boolean {
  const next = { ...counts, [type]: counts[type] + step };
  if (next[type] < 0) return false;
  // Removing an adult that an infant needs is refused rather than silently removing the infant.
  return passengerProblem(next) === null;
}

/**
 * The passengers by type and the cabin: a disclosure button that sums them up ("2 adults, 1 child
 * · Economy") and opens steppers whose limits are explained next to them. Without JavaScript the
 * same fields are plain selects (the search checks the rules and says what is wrong).
 */
export function PassengerPicker({
  counts,
  cabin,
  onChange,
  onCabinChange,
  hydrated,
  error,
  buttonId,
}: {
  counts: PassengerCounts;
  cabin: Cabin;
  onChange: (counts: PassengerCounts) => void;
  onCabinChange: (cabin: Cabin) => void;
  hydrated: boolean;
  error?: string | undefined;
  /** The disclosure button's id, so the form can move focus to it on an error. */
  buttonId: string;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const panelId = `${id}-panel`;
  const errorId = `${id}-error`;
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // On click, not pointerdown: closing moves what is below, and the press must land where it began.
    const close = (event: MouseEvent) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, [open]);

  const cabinName = cabin === "business" ? t`Business` : t`Economy`;
  const { adults, students, children, infants } = counts;
  const parts = [
    i18n._(msg`${plural(adults, { one: "# adult", other: "# adults" })}`),
    students ? i18n._(msg`${plural(students, { one: "# student", other: "# students" })}`) : null,
    children ? i18n._(msg`${plural(children, { one: "# child", other: "# children" })}`) : null,
    infants ? i18n._(msg`${plural(infants, { one: "# infant", other: "# infants" })}`) : null,
  ].filter((part): part is string => part !== null);
  const summary = `${parts.join(", ")} · ${cabinName}`;
  const problem = error ? <FieldError id={errorId} text={error} /> : null;

  // Both variants are in the server's markup, each hidden by CSS where it does not apply (the
  // selects without JavaScript, the button with it), so hydration swaps nothing on screen. Only the
  // variant in use carries the field names.
  const plainErrorId = `${errorId}-plain`;
  const plain = (
    <fieldset className="passenger-picker passenger-picker--plain" aria-describedby={error ? plainErrorId : undefined}>
      <legend>
        <Trans>Passengers and cabin</Trans>
      </legend>
      <div className="passenger-picker__selects">
        {TYPES.map(({ type, label, ages }) => (
          <div key={type} className="passenger-picker__select">
            <label htmlFor={`${id}-${type}`}>
              {i18n._(label)} <span className="passenger-picker__ages">{i18n._(ages)}</span>
            </label>
            <select id={`${id}-${type}`} name={hydrated ? undefined : KEYS[type]} defaultValue={String(counts[type])}>
              {Array.from({ length: MAX_SEATED + (type === "adults" ? 0 : 1) }, (_, index) => {
                const value = type === "adults" ? index + 1 : index;
                return <option key={value}>{value}</option>;
              })}
            </select>
          </div>
        ))}
        <CabinSelect id={`${id}-cabin`} cabin={cabin} named={!hydrated} />
      </div>
      <p className="passenger-picker__limits">
        <Trans>Up to {MAX_SEATED} passengers, infants not counted. Each infant flies on an adult's lap.</Trans>
      </p>
      {error ? <FieldError id={plainErrorId} text={error} /> : null}
    </fieldset>
  );

  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  const limit =
    seated(counts) >= MAX_SEATED
      ? t`${MAX_SEATED} seated passengers is the most one booking can hold.`
      : counts.infants >= counts.adults && counts.infants > 0
        ? t`Each infant needs an adult: add an adult to add another infant.`
        : null;

  return (
    <>
      {plain}
      <div className="passenger-picker passenger-picker--enhanced" ref={root} onKeyDown={closeOnEscape}>
        <span className="passenger-picker__label" id={`${id}-label`}>
          <Trans>Passengers and cabin</Trans>
        </span>
        <button
          ref={button}
          id={buttonId}
          type="button"
          className="passenger-picker__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          aria-labelledby={`${id}-label ${buttonId}`}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          onClick={() => setOpen((current) => !current)}
        >
          {summary}
        </button>
        {hydrated
          ? (Object.keys(KEYS) as PassengerType[]).map((type) => (
              <input key={type} type="hidden" name={KEYS[type]} value={counts[type]} />
            ))
          : null}
        {hydrated ? <input type="hidden" name="fc" value={cabin} /> : null}
        <div id={panelId} className="passenger-picker__panel" hidden={!open}>
          {hydrated ? (
            <>
              <ul className="passenger-picker__steppers">
                {TYPES.map(({ type, label, ages }) => {
                  const name = i18n._(label);
                  return (
                    <li key={type} className="stepper">
                      <span className="stepper__label" id={`${id}-${type}-label`}>
                        {name} <span className="passenger-picker__ages">{i18n._(ages)}</span>
                      </span>
                      <span className="stepper__controls" role="group" aria-labelledby={`${id}-${type}-label`}>
                        <button
                          type="button"
                          className="stepper__button"
                          aria-label={t`Fewer: ${name}`}
                          disabled={!canChange(counts, type, -1)}
                          onClick={() => onChange({ ...counts, [type]: counts[type] - 1 })}
                        >
                          −
                        </button>
                        <output className="stepper__count" aria-live="polite">
                          {counts[type]}
                        </output>
                        <button
                          type="button"
                          className="stepper__button"
                          aria-label={t`More: ${name}`}
                          disabled={!canChange(counts, type, 1)}
                          onClick={() => onChange({ ...counts, [type]: counts[type] + 1 })}
                        >
                          +
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <p className="passenger-picker__limits" aria-live="polite">
                {limit ?? t`Up to ${MAX_SEATED} passengers, infants not counted. Each infant flies on an adult's lap.`}
              </p>
              <fieldset className="passenger-picker__cabin">
                <legend>
                  <Trans>Cabin</Trans>
                </legend>
                {(["economy", "business"] as const).map((option) => (
                  <label key={option} className="passenger-picker__cabin-choice">
                    <input
                      type="radio"
                      name={`${id}-cabin`}
                      checked={cabin === option}
                      onChange={() => onCabinChange(option)}
                    />
                    {option === "business" ? t`Business` : t`Economy`}
                  </label>
                ))}
              </fieldset>
              <button
                type="button"
                className="button passenger-picker__done"
                onClick={() => {
                  setOpen(false);
                  button.current?.focus();
                }}
              >
                <Trans>Done</Trans>
              </button>
            </>
          ) : null}
        </div>
        {problem}
      </div>
    </>
  );
}

function CabinSelect({ id, cabin, named }: { id: string; cabin: Cabin; named: boolean }) {
  return (
    <div className="passenger-picker__select">
      <label htmlFor={id}>
        <Trans>Cabin</Trans>
      </label>
      <select id={id} name={named ? "fc" : undefined} defaultValue={cabin}>
        <option value="economy">
          <Trans>Economy</Trans>
        </option>
        <option value="business">
          <Trans>Business</Trans>
        </option>
      </select>
    </div>
  );
}

function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="flight-form__error">
      {text}
    </p>
  );
}
