import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { formatMoney } from "~/lib/currency";
import { parseDashedDate } from "~/lib/dates";
import type { StripDay } from "./flight-results.server";
import { dateTimeFormat } from "~/lib/intl-formats";

function dayLabel(dashed: string, localeTag: string): string {
  const date = parseDashedDate(dashed);
  if (!date) return dashed;
  return dateTimeFormat(localeTag, {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}

/**
 * The cheapest fare on the days around the searched one, each a link to that day's search (a
 * new search: a flight chosen on this day is left behind, the filters and the sort are kept).
 */
export function DateStrip({
  days,
  current,
  linkFor,
  localeTag,
}: {
  days: readonly StripDay[];
  current: string;
  linkFor: (date: string) => string;
  localeTag: string;
}) {
  const { t } = useLingui();
  const listRef = useRef<HTMLUListElement>(null);
  const currentRef = useRef<HTMLLIElement>(null);
  // On a phone the row scrolls: centre the searched day in it by scrolling the row alone. Not
  // scrollIntoView: Chromium moves the keyboard's starting point there, so the first Tab on the
  // page skipped the skip links, the header and the search.
  useEffect(() => {
    const list = listRef.current;
    const day = currentRef.current;
    if (!list || !day) return;
    const row = list.getBoundingClientRect();
    const box = day.getBoundingClientRect();
    // Physical offsets, so it holds in right-to-left pages too.
    list.scrollBy({ left: box.left + box.width / 2 - (row.left + row.width / 2) });
  }, [current]);
  if (days.length < 2) return null;
  return (
    <nav className="date-strip" aria-label={t`Other departure dates`}>
      <ul className="date-strip__days" ref={listRef}>
        {days.map((day) => {
          const label = dayLabel(day.date, localeTag);
          const price = day.total === null ? t`No flights` : t`from ${formatMoney(day.total, "TRY", localeTag)}`;
          return (
            <li key={day.date} ref={day.date === current ? currentRef : undefined}>
              {day.date === current ? (
                <span className="date-strip__day date-strip__day--current" aria-current="date">
                  <span className="date-strip__date">{label}</span>
                  <span className="date-strip__price">{price}</span>
                </span>
              ) : (
                <Link className="date-strip__day" to={linkFor(day.date)}>
                  <span className="date-strip__date">{label}</span>
                  <span className="date-strip__price">{price}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function DateStripSkeleton() {
  return (
    <div className="date-strip date-strip--skeleton" aria-hidden="true">
      <Trans>Fares on other days…</Trans>
    </div>
  );
}
