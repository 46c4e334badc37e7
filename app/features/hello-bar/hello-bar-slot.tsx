import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { Fragment, memo, useEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { RichText } from "~/lib/cms/rich-text";
import { isSitePath } from "~/lib/safe-redirect";
import { useLocale } from "~/lib/use-locale";
import type { Locale } from "~/routing/locales";
import { $dismissedHelloBars, dismissHelloBar, loadDismissedHelloBars } from "./dismissed";
import { countdownParts, type HelloBar, type HelloBars, hasBarsFor, selectHelloBar, twoDigits } from "./hello-bar";
import { pluralSamples } from "./plural-samples";
import { useClock } from "./use-clock";

function Countdown({ target, endsOn, now }: { target: number; endsOn: HelloBar["endsOn"]; now: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { days, hours, minutes, seconds } = countdownParts(target, now);
  const { date, time } = endsOn;
  const parts = [
    { value: days, unit: "day" },
    { value: hours, unit: "hour" },
    { value: minutes, unit: "minute" },
    { value: seconds, unit: "second" },
  ] as const;
  return (
    <div className="hello-bar__countdown">
      {/* What screen readers get: a sentence that does not change every second. */}
      <span className="visually-hidden">{t`Offer ends on ${date} at ${time} (Turkey time).`}</span>
      {/* The ticking numbers: readable, but never announced as they change (aria-live off). */}
      <span role="timer" aria-live="off" className="hello-bar__timer" data-testid="hello-bar-timer">
        {parts.map(({ value, unit }, index) => (
          // Spaces between the parts, so they read as words (flex layout does not show them).
          <Fragment key={index}>
            {index > 0 ? " " : null}
            <span className="hello-bar__unit">
              <span className="hello-bar__value">{twoDigits(value)}</span>{" "}
              <UnitLabel unit={unit} value={value} locale={locale} />
            </span>
          </Fragment>
        ))}
      </span>
    </div>
  );
}

type Unit = "day" | "hour" | "minute" | "second";

// Each count keeps its own name (days, hours…): the name is part of the message and its id in
// every catalog.
function unitWord(unit: Unit, count: number) {
  switch (unit) {
    case "day": {
      const days = count;
      return <Plural value={days} one="day" other="days" />;
    }
    case "hour": {
      const hours = count;
      return <Plural value={hours} one="hour" other="hours" />;
    }
    case "minute": {
      const minutes = count;
      return <Plural value={minutes} one="minute" other="minutes" />;
    }
    case "second": {
      const seconds = count;
      return <Plural value={seconds} one="second" other="seconds" />;
    }
  }
}

/**
 * A unit's word for the count, over hidden copies of its every plural form: the label is as wide
 * as its widest form, so "1 second" after "2 seconds" moves nothing beside it (the bar is centred).
 */
function UnitLabel({ unit, value, locale }: { unit: Unit; value: number; locale: Locale }) {
  return (
    <span className="hello-bar__label">
      <span>{unitWord(unit, value)}</span>
      <UnitRoom unit={unit} locale={locale} />
    </span>
  );
}

/** The hidden plural forms: the same every second, so the ticking count does not render them again. */
const UnitRoom = memo(function UnitRoom({ unit, locale }: { unit: Unit; locale: Locale }) {
  return pluralSamples(locale).map((sample) => (
    <span key={sample} className="hello-bar__label-room" aria-hidden="true">
      {unitWord(unit, sample)}
    </span>
  ));
});

function BarLink({ url }: { url: string }) {
  const content = <Trans>See the offer</Trans>;
  // Site paths navigate in the browser; other (https) addresses are ordinary links.
  return isSitePath(url) ? (
    <Link className="hello-bar__link" to={url}>
      {content}
    </Link>
  ) : (
    <a className="hello-bar__link" href={url}>
      {content}
    </a>
  );
}

/**
 * The promotional countdown bar above the header (spec sections 2–5): the page's bar from the root
 * loader's list, server-rendered with the server's time so it paints with the page; once hydrated
 * the countdown ticks every second. At zero the bar gives way to the page's next running bar.
 * The close button remembers the bar as dismissed (`dismissed.ts`) and moves focus to the next
 * bar, or to the main content when none is left.
 */
export function HelloBarSlot({
  data,
  page,
}: {
  data: HelloBars | null | undefined;
  /** The page's route name (`data-page`). */
  page: string | undefined;
}) {
  const { t } = useLingui();
  const dismissals = useStore($dismissedHelloBars);
  const dismissed = useMemo(() => new Set(Object.keys(dismissals)), [dismissals]);
  const bars: readonly HelloBar[] = data?.bars ?? [];
  const now = useClock(data?.now ?? 0, hasBarsFor(bars, page, dismissed));
  const bar = selectHelloBar(bars, { page, now, dismissed });
  const region = useRef<HTMLDivElement>(null);
  const focusAfterClose = useRef(false);

  useEffect(() => {
    // Browser only, after hydration: the server rendered without the visitor's dismissals.
    loadDismissedHelloBars();
  }, []);

  const barId = bar?.id ?? null;
  useEffect(() => {
    if (!focusAfterClose.current) return;
    focusAfterClose.current = false;
    (region.current ?? document.getElementById("main"))?.focus();
  }, [barId]);

  if (!bar) return null;
  const close = () => {
    focusAfterClose.current = true;
    dismissHelloBar(bar.id, bar.countdownTo);
  };
  return (
    <div
      ref={region}
      key={bar.id}
      className={bar.colours ? "hello-bar" : "hello-bar hello-bar--default"}
      style={bar.colours ? { background: bar.colours.background, color: bar.colours.color } : undefined}
      role="region"
      aria-label={t`Promotion`}
      tabIndex={-1}
      data-hello-bar={bar.id}
      data-countdown-to={new Date(bar.countdownTo).toISOString()}
    >
      <div className="hello-bar__inner">
        <div className="hello-bar__text">
          <RichText html={bar.html} />
        </div>
        <Countdown target={bar.countdownTo} endsOn={bar.endsOn} now={now} />
        {bar.url ? <BarLink url={bar.url} /> : null}
        <button type="button" className="hello-bar__close" aria-label={t`Close the promotion`} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
