import { Plural, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { type PlaceType, placeLabel } from "./flight-search-query";
import { useLocale } from "~/lib/use-locale";
import { localePrefix } from "~/routing/locales";
import { type AirportSuggestion, airportSuggestionsResponse } from "./airport-suggestions";

/** What a from/to field holds: the text shown, and the place chosen from the suggestions. */
export interface AirportValue {
  readonly text: string;
  readonly chosen: { readonly code: string; readonly type: PlaceType } | null;
}

/** Suggestions are asked for once typing pauses this long. */
const DEBOUNCE_MS = 250;

/**
 * A from/to field (the ARIA 1.2 combobox pattern): typing suggests airports and whole cities
 * (arrows move, Home/End jump, Enter chooses, Escape closes), and the number found is announced.
 * The chosen code travels in hidden inputs (`name`, `typeName`), the text field has no name.
 * Before hydration (and without JavaScript) it is a plain text input named `name` with the
 * page's airports as a datalist: the search reads a typed code or a label such as "… (IST)".
 */
export function AirportField({
  id,
  name,
  typeName,
  label,
  value,
  onChange,
  hydrated,
  datalistId,
  error,
}: {
  id: string;
  name: string;
  typeName: string;
  label: string;
  value: AirportValue;
  onChange: (value: AirportValue) => void;
  hydrated: boolean;
  datalistId: string;
  /** The field's error message, shown under it and announced with it. */
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [suggestions, setSuggestions] = useState<readonly AirportSuggestion[]>([]);
  const [found, setFound] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const query = value.chosen ? "" : value.text.trim();

  useEffect(() => {
    if (!hydrated || query.length < 2) return;
    const timer = window.setTimeout(async () => {
      // A newer text makes the answer for the older one useless.
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`${localePrefix(locale)}/api/airports?q=${encodeURIComponent(query)}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) return;
        const parsed = airportSuggestionsResponse.safeParse(await response.json());
        if (!parsed.success || controller.signal.aborted) return;
        setSuggestions(parsed.data.suggestions);
        setFound(parsed.data.suggestions.length);
        setActive(-1);
        // Suggestions that arrive after the visitor moved on must not cover the rest of the form.
        setOpen(parsed.data.suggestions.length > 0 && document.activeElement === input.current);
      } catch {
        // Aborted by newer typing, or offline: no suggestions; a typed code still searches.
      }
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [query, hydrated, locale]);

  useEffect(() => () => request.current?.abort(), []);

  const choose = (suggestion: AirportSuggestion) => {
    onChange({
      text: placeLabel(suggestion.name, suggestion.codes),
      chosen: { code: suggestion.code, type: suggestion.type },
    });
    setOpen(false);
    setActive(-1);
    setFound(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = suggestions.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === "ArrowDown" ? 0 : last);
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if ((event.key === "Home" || event.key === "End") && open && active >= 0) {
      event.preventDefault();
      setActive(event.key === "Home" ? 0 : last);
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      choose(suggestions[active]!);
    } else if (event.key === "Escape" && open) {
      // Closing the suggestions is all Escape does here (a dialog around the form stays open).
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  const describedBy = error ? errorId : undefined;
  if (!hydrated) {
    return (
      <div className="airport-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          type="text"
          list={datalistId}
          autoComplete="off"
          placeholder={t`City, airport or code`}
          // Controlled before hydration too: the same input turns into the combobox without React
          // switching it from uncontrolled to controlled.
          value={value.text}
          onChange={(event) => onChange({ text: event.target.value, chosen: null })}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {error ? (
          <p id={errorId} className="flight-form__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div className="airport-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        placeholder={t`City, airport or code`}
        value={value.text}
        onChange={(event) => onChange({ text: event.target.value, chosen: null })}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (!value.chosen && suggestions.length > 0 && query.length >= 2) setOpen(true);
        }}
        onBlur={() => setOpen(false)}
      />
      <input type="hidden" name={name} value={value.chosen?.code ?? value.text.trim()} />
      {value.chosen ? <input type="hidden" name={typeName} value={value.chosen.type} /> : null}
      <ul id={listId} role="listbox" aria-label={label} className="suggestions" hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.type}-${suggestion.code}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={`suggestions__option airport-field__option--${suggestion.type}`}
            onMouseDown={(event) => {
              // Keeps the focus in the text field, so choosing does not blur it first.
              event.preventDefault();
              choose(suggestion);
            }}
          >
            <span className="airport-field__name">
              {suggestion.type === "city" ? t`${suggestion.name}: all airports` : suggestion.name}
            </span>
            <span className="suggestions__detail">
              {suggestion.type === "city" ? suggestion.codes.join(", ") : `${suggestion.code} · ${suggestion.cityName}`}
            </span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {found === null ? null : (
          <Plural value={found} _0="No airports found" one="# airport suggested" other="# airports suggested" />
        )}
      </p>
      {error ? (
        <p id={errorId} className="flight-form__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
