import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { PlaceSuggestion } from "~/../shared/contract/maps";
import { parsePlaceSuggestions } from "~/lib/place-suggestions";

export type Place = PlaceSuggestion;

/**
 * A place input with suggestions (the ARIA combobox pattern: arrows move, Enter chooses, Escape
 * closes). The typed text is submitted as `{textName}` so the form also works without JavaScript
 * (the search resolves the text); a chosen place also fills `{pointName}` ("lat,lon") and
 * `{idName}`.
 */
export function PlaceField({
  label,
  textName,
  pointName,
  idName,
  initial,
  required = false,
}: {
  label: string;
  textName: string;
  pointName: string;
  idName: string;
  initial?: { text: string; point?: string; placeId?: string };
  required?: boolean;
}) {
  const { t } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initial?.text ?? "");
  const [chosen, setChosen] = useState<{ point: string; placeId: string } | null>(
    initial?.point && initial.placeId ? { point: initial.point, placeId: initial.placeId } : null,
  );
  const [places, setPlaces] = useState<readonly Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (chosen || text.trim().length < 2) return;
    const timer = window.setTimeout(async () => {
      request.current?.abort();
      const controller = new AbortController();
      request.current = controller;
      try {
        const response = await fetch(`/api/places?q=${encodeURIComponent(text.trim())}`, {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        if (!response.ok) return;
        const found = parsePlaceSuggestions(await response.json());
        if (!found) return;
        setPlaces(found);
        // Suggestions that arrive after the visitor moved on must not cover the rest of the form.
        setOpen(found.length > 0 && document.activeElement === input.current);
        setActive(-1);
      } catch {
        // Aborted by newer typing, or offline: no suggestions.
      }
    }, 200);
    return () => window.clearTimeout(timer);
  }, [text, chosen]);

  const choose = (place: Place) => {
    setText(place.iata ? `${place.name} (${place.iata})` : `${place.name}, ${place.cityName}`);
    setChosen({ point: `${place.lat},${place.lon}`, placeId: place.placeId });
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open || places.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === "Enter" && active >= 0) {
      event.preventDefault();
      choose(places[active]!);
    } else if (event.key === "Escape") {
      // Closing the suggestions is all Escape does here (a dialog around the form stays open).
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div className="place-field">
      <label htmlFor={id}>{label}</label>
      <input
        ref={input}
        id={id}
        name={textName}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t`Airport, city or district`}
        required={required}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setChosen(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
      />
      {chosen ? (
        <>
          <input type="hidden" name={pointName} value={chosen.point} />
          <input type="hidden" name={idName} value={chosen.placeId} />
        </>
      ) : null}
      <ul id={listId} role="listbox" aria-label={label} className="suggestions" hidden={!open}>
        {places.map((place, index) => (
          <li
            key={place.placeId}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="suggestions__option"
            onMouseDown={(event) => {
              event.preventDefault();
              choose(place);
            }}
          >
            <span className="place-field__name">{place.iata ? `${place.name} (${place.iata})` : place.name}</span>
            <span className="suggestions__detail">{place.cityName}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
