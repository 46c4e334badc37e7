import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useRef } from "react";
import { Form, Link, useLocation, useNavigation, useSubmit } from "react-router";
import { PageShell } from "~/components/page-shell";
import { formatMoney } from "~/lib/currency";
import { formatLocalDateTime } from "~/lib/format";
import { errorText } from "~/lib/forms/error-text";
import { useShopForm } from "~/lib/forms/use-shop-form";
import { useLocale } from "~/lib/use-locale";
import { useRootData } from "~/lib/use-root-data";
import { hrefFor } from "~/routing/route-table";
import { type Locale, LOCALE_TAGS } from "~/routing/locales";
import { confirmDialog } from "~/stores/confirm-dialog";
import {
  CANCEL_FIELD_MESSAGES,
  CANCEL_REASONS,
  type CancelReason,
  cancelFormSchema,
  type CancelFormValues,
  NOTE_MAX,
  type RefundDestination,
} from "./cancel-form";
import type { BookingKind, CancelPageBooking, CancelPreview, CancelResult, TripSummary } from "./cancel.server";
import { dateTimeFormat } from "~/lib/intl-formats";

type Eligible = Extract<CancelPreview, { status: "eligible" }>;
type Refusal = Extract<CancelPreview, { status: "ineligible" }>["reason"];

/**
 * The cancel page of a car rental or a flight booking: what is booked, whether it can be
 * cancelled and until when, the refund (amount, fee kept, card or wallet and when), an optional
 * reason, then a confirmation (the global confirm dialog with JavaScript, a confirm step without)
 * and the result.
 */
export function CancelBookingPage({
  kind,
  booking,
  result,
}: {
  kind: BookingKind;
  booking: CancelPageBooking | null;
  result: CancelResult | undefined;
}) {
  const { t } = useLingui();
  const title = kind === "car" ? t`Cancel car rental` : t`Cancel flight booking`;
  const lead = t`See the cancellation conditions and the refund you would receive.`;
  if (!booking) {
    return (
      <PageShell title={title} lead={lead}>
        <NoBooking />
      </PageShell>
    );
  }
  return (
    <PageShell title={title} lead={lead}>
      <div className="cancel">
        <TripFacts reservationId={booking.reservationId} trip={booking.trip} />
        <CancelBody kind={kind} booking={booking} result={result} />
      </div>
    </PageShell>
  );
}

function CancelBody({
  kind,
  booking,
  result,
}: {
  kind: BookingKind;
  booking: CancelPageBooking;
  result: CancelResult | undefined;
}) {
  const { preview } = booking;
  if (result?.state === "done") return <CancelDone kind={kind} booking={booking} result={result} />;
  if (result?.state === "refused") return <Ineligible kind={kind} reason={result.reason} booking={booking} />;
  if (preview.status === "cancelled") return <AlreadyCancelled kind={kind} booking={booking} />;
  if (preview.status === "ineligible") return <Ineligible kind={kind} reason={preview.reason} booking={booking} />;
  if (result?.state === "confirm")
    return <ConfirmStep kind={kind} booking={booking} preview={preview} values={result.values} />;
  return (
    <>
      <RefundPreview kind={kind} preview={preview} />
      <CancelForm kind={kind} booking={booking} preview={preview} result={result} />
    </>
  );
}

const money = (amount: number, currency: string, locale: Locale) => formatMoney(amount, currency, LOCALE_TAGS[locale]);

/** An instant in a named zone with that zone's name: "10 Mart 2027 07:00 GMT+03:00". */
function formatInstant(iso: string, timeZone: string | null, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(LOCALE_TAGS[locale], {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: timeZone ?? "Europe/Istanbul",
    timeZoneName: "longGeneric",
  }).format(date);
}

function bookingHref(kind: BookingKind, orderId: string, locale: Locale) {
  return `${hrefFor(kind === "car" ? "reservation" : "reservation-flight", locale)}?${new URLSearchParams({ orderId })}`;
}

function TripFacts({ reservationId, trip }: { reservationId: string; trip: TripSummary }) {
  const locale = useLocale();
  return (
    <section className="cancel__trip" aria-labelledby="cancel-trip-title">
      <h2 id="cancel-trip-title">
        <Trans>Your booking</Trans>
      </h2>
      <dl className="summary">
        <dt>
          <Trans>Reservation number</Trans>
        </dt>
        <dd data-testid="cancel-reservation-id">{reservationId}</dd>
        {trip.kind === "car" ? (
          <>
            <dt>
              <Trans>Car</Trans>
            </dt>
            <dd>
              {trip.car} · {trip.company}
            </dd>
            <dt>
              <Trans>Pickup</Trans>
            </dt>
            <dd>
              {formatLocalDateTime(trip.pickup, locale)}, {trip.office}
            </dd>
            <dt>
              <Trans>Return</Trans>
            </dt>
            <dd>{formatLocalDateTime(trip.dropoff, locale)}</dd>
          </>
        ) : (
          trip.flights.map((flight) => (
            <div key={`${flight.from}-${flight.departure}`} className="cancel__flight">
              <dt>{`${flight.from} → ${flight.to}`}</dt>
              <dd>{formatLocalDateTime(flight.departure, locale)}</dd>
            </div>
          ))
        )}
      </dl>
    </section>
  );
}

function RefundPreview({ kind, preview }: { kind: BookingKind; preview: Eligible }) {
  const locale = useLocale();
  const paid = money(preview.refund + preview.fee, preview.currency, locale);
  const refund = money(preview.refund, preview.currency, locale);
  const fee = money(preview.fee, preview.currency, locale);
  const until = preview.freeUntil ? formatInstant(preview.freeUntil, preview.timeZone, locale) : null;
  return (
    <section className="cancel__preview" aria-labelledby="cancel-preview-title" data-testid="refund-preview">
      <h2 id="cancel-preview-title">
        <Trans>Your refund if you cancel now</Trans>
      </h2>
      <p>
        {preview.reason === "free" ? (
          until ? (
            <Trans>Cancellation is free until {until}: you get back everything you paid.</Trans>
          ) : (
            <Trans>Cancellation is free: you get back everything you paid.</Trans>
          )
        ) : preview.reason === "late_fee" ? (
          until ? (
            <Trans>Free cancellation ended on {until}. The rental company keeps a late cancellation fee.</Trans>
          ) : (
            <Trans>The rental company keeps a late cancellation fee.</Trans>
          )
        ) : kind === "flight" ? (
          <Trans>Your fare is refundable: the airline keeps its cancellation penalty.</Trans>
        ) : (
          <Trans>A cancellation fee is kept.</Trans>
        )}
      </p>
      <dl className="summary cancel__amounts">
        <dt>
          <Trans>Paid</Trans>
        </dt>
        <dd>{paid}</dd>
        <dt>
          <Trans>Cancellation fee kept</Trans>
        </dt>
        <dd data-testid="refund-fee">{fee}</dd>
        <dt>
          <Trans>You get back</Trans>
        </dt>
        <dd>
          <strong data-testid="refund-amount">{refund}</strong>
        </dd>
      </dl>
      {preview.walletShare > 0 ? <WalletShareNote preview={preview} /> : null}
    </section>
  );
}

/** A booking the wallet paid for in part: that share goes back to the wallet whichever way is chosen. */
function WalletShareNote({ preview }: { preview: Eligible }) {
  const locale = useLocale();
  const wallet = money(preview.walletShare, preview.currency, locale);
  const card = money(preview.refund - preview.walletShare, preview.currency, locale);
  return (
    <p className="field__hint" data-testid="refund-wallet-share">
      <Trans>
        You paid part of this booking from your wallet: if the refund goes to the card, {card} goes back to the card and{" "}
        {wallet} to your wallet at once.
      </Trans>
    </p>
  );
}

function useReasonLabels(): Record<CancelReason, string> {
  const { t } = useLingui();
  return {
    plans_changed: t`My plans changed`,
    found_better_price: t`I found a better price`,
    booked_by_mistake: t`I booked by mistake`,
    flight_changed: t`My flight changed`,
    other: t`Another reason`,
  };
}

function useDestinationWords() {
  const { t } = useLingui();
  return (destination: RefundDestination, days: number) =>
    destination === "wallet"
      ? t`To your RotaGo wallet, at once: use it for your next booking`
      : t`Back to the card you paid with, within ${days} business days`;
}

function CancelForm({
  kind,
  booking,
  preview,
  result,
}: {
  kind: BookingKind;
  booking: CancelPageBooking;
  preview: Eligible;
  result: CancelResult | undefined;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const location = useLocation();
  const navigation = useNavigation();
  const submit = useSubmit();
  const reasons = useReasonLabels();
  const destinationWords = useDestinationWords();
  const alertRef = useRef<HTMLDivElement>(null);
  const busy = navigation.state !== "idle";
  const reply = result?.state === "invalid" || result?.state === "failed" ? result.reply : undefined;
  const { formProps, errors, values } = useShopForm({
    id: "cancel-booking",
    schema: cancelFormSchema,
    messages: CANCEL_FIELD_MESSAGES,
    fallback: "reason",
    lastResult: reply,
    defaultValue: { destination: preview.destinations[0]?.destination ?? "card" },
  });
  const action = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (result?.state === "failed") alertRef.current?.focus();
  }, [result]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    formProps.onSubmit(event);
    if (event.defaultPrevented) return;
    // With JavaScript the confirmation is the global confirm dialog; the post then says it was given.
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen = preview.destinations.find((option) => option.destination === form.get("destination"));
    const refund = money(preview.refund, preview.currency, locale);
    const where = chosen ? destinationWords(chosen.destination, chosen.arrivesWithinBusinessDays) : "";
    const confirmed = await confirmDialog({
      title: t`Cancel this booking?`,
      description: t`You get back ${refund}. ${where}. A cancelled booking cannot be restored.`,
      confirmText: t`Yes, cancel it`,
      cancelText: t`Keep my booking`,
    });
    if (!confirmed) return;
    form.set("confirmed", "yes");
    await submit(form, { method: "post", action });
  }

  const noteError = errors.note;
  const destinationError = errors.destination;
  const reasonError = errors.reason;
  return (
    <Form
      method="post"
      action={action}
      className="form cancel__form"
      noValidate
      {...formProps}
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="cancel-form-title"
    >
      <h2 id="cancel-form-title">
        <Trans>Cancel the booking</Trans>
      </h2>
      <div ref={alertRef} tabIndex={-1}>
        {result?.state === "failed" ? (
          <p className="form-error" role="alert">
            <Trans>The booking could not be cancelled just now. Nothing has changed; please try again shortly.</Trans>
          </p>
        ) : null}
      </div>
      {preview.destinations.length > 1 ? (
        <fieldset
          className="cancel__destinations"
          aria-describedby={destinationError ? "cancel-destination-error" : undefined}
        >
          <legend>
            <Trans>Where should the refund go?</Trans>
          </legend>
          {preview.destinations.map((option) => (
            <label key={option.destination} className="cancel__choice">
              <input
                type="radio"
                name="destination"
                value={option.destination}
                defaultChecked={(values.destination ?? "card") === option.destination}
              />
              <span>{destinationWords(option.destination, option.arrivesWithinBusinessDays)}</span>
            </label>
          ))}
          {destinationError ? (
            <p className="form-error" id="cancel-destination-error">
              {errorText(i18n, CANCEL_FIELD_MESSAGES, destinationError)}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <>
          <input type="hidden" name="destination" value={preview.destinations[0]?.destination ?? "card"} />
          <p>
            {destinationWords(
              preview.destinations[0]?.destination ?? "card",
              preview.destinations[0]?.arrivesWithinBusinessDays ?? 0,
            )}
            .
          </p>
          {destinationError ? (
            <p className="form-error" role="alert">
              {errorText(i18n, CANCEL_FIELD_MESSAGES, destinationError)}
            </p>
          ) : null}
        </>
      )}
      <div className="form__field">
        <label htmlFor="cancel-reason">
          <Trans>Reason (optional)</Trans>
        </label>
        <select
          id="cancel-reason"
          name="reason"
          defaultValue={values.reason ?? ""}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? "cancel-reason-error" : undefined}
        >
          <option value="">{t`I'd rather not say`}</option>
          {CANCEL_REASONS.filter((reason) => kind === "flight" || reason !== "flight_changed").map((reason) => (
            <option key={reason} value={reason}>
              {reasons[reason]}
            </option>
          ))}
        </select>
        {reasonError ? (
          <p className="form-error" id="cancel-reason-error">
            {errorText(i18n, CANCEL_FIELD_MESSAGES, reasonError)}
          </p>
        ) : null}
      </div>
      <div className="form__field">
        <label htmlFor="cancel-note">
          <Trans>Anything you would like to tell us (optional)</Trans>
        </label>
        <textarea
          id="cancel-note"
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          defaultValue={values.note ?? ""}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? "cancel-note-error" : "cancel-note-hint"}
        />
        <p className="cancel__hint" id="cancel-note-hint">
          <Trans>Up to {NOTE_MAX} characters.</Trans>
        </p>
        {noteError ? (
          <p className="form-error" id="cancel-note-error">
            {errorText(i18n, CANCEL_FIELD_MESSAGES, noteError)}
          </p>
        ) : null}
      </div>
      <div className="cancel__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Cancel booking</Trans>
        </button>
        <Link className="button button--link" to={bookingHref(kind, booking.orderId, locale)}>
          <Trans>Keep my booking</Trans>
        </Link>
      </div>
    </Form>
  );
}

/** Without JavaScript: the confirmation as a step of its own, carrying the choices on. */
function ConfirmStep({
  kind,
  booking,
  preview,
  values,
}: {
  kind: BookingKind;
  booking: CancelPageBooking;
  preview: Eligible;
  values: CancelFormValues;
}) {
  const locale = useLocale();
  const location = useLocation();
  const destinationWords = useDestinationWords();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const chosen = preview.destinations.find((option) => option.destination === values.destination);
  const refund = money(preview.refund, preview.currency, locale);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="notice cancel__confirm" aria-labelledby="cancel-confirm-title">
      <h2 id="cancel-confirm-title" tabIndex={-1} ref={headingRef}>
        <Trans>Cancel this booking?</Trans>
      </h2>
      <p>
        <Trans>You get back {refund}.</Trans>{" "}
        {chosen ? destinationWords(chosen.destination, chosen.arrivesWithinBusinessDays) : null}.{" "}
        <Trans>A cancelled booking cannot be restored.</Trans>
      </p>
      <Form method="post" action={`${location.pathname}${location.search}`} className="cancel__actions">
        <input type="hidden" name="reason" value={values.reason} />
        <input type="hidden" name="note" value={values.note ?? ""} />
        <input type="hidden" name="destination" value={values.destination} />
        <input type="hidden" name="confirmed" value="yes" />
        <button type="submit" className="button button--primary">
          <Trans>Yes, cancel it</Trans>
        </button>
        <Link className="button button--link" to={bookingHref(kind, booking.orderId, locale)}>
          <Trans>Keep my booking</Trans>
        </Link>
      </Form>
    </section>
  );
}

function CancelDone({
  kind,
  booking,
  result,
}: {
  kind: BookingKind;
  booking: CancelPageBooking;
  result: Extract<CancelResult, { state: "done" }>;
}) {
  const locale = useLocale();
  const destinationWords = useDestinationWords();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const refunds = result.refunds;
  const currency = refunds[0]?.currency ?? "TRY";
  const total = money(
    refunds.reduce((sum, refund) => sum + refund.amount, 0),
    currency,
    locale,
  );
  const destination = refunds[0]?.destination ?? "card";
  const days = refunds[0]?.arrivesWithinBusinessDays ?? 0;
  const walletPart = refunds.reduce((sum, refund) => sum + refund.walletPart, 0);
  // A card refund of a booking the wallet paid for in part: both ways, each with its amount.
  const split =
    destination === "card" && walletPart > 0
      ? {
          card: money(
            refunds.reduce((sum, refund) => sum + refund.amount - refund.walletPart, 0),
            currency,
            locale,
          ),
          wallet: money(walletPart, currency, locale),
        }
      : null;
  return (
    <section
      className="notice notice--success cancel__done"
      aria-labelledby="cancel-done-title"
      data-testid="cancel-done"
    >
      <h2 id="cancel-done-title" tabIndex={-1} ref={headingRef}>
        <Trans>Your booking is cancelled</Trans>
      </h2>
      <dl className="summary">
        <dt>
          <Trans>Refund</Trans>
        </dt>
        <dd data-testid="done-amount">{total}</dd>
        <dt>
          <Trans>Where</Trans>
        </dt>
        <dd data-testid="done-destination">
          {destination === "wallet" ? (
            <Trans>Your RotaGo wallet, available now</Trans>
          ) : split ? (
            <Trans>
              {split.card}: {destinationWords("card", days)}. {split.wallet}: your RotaGo wallet, available now.
            </Trans>
          ) : (
            destinationWords("card", days)
          )}
        </dd>
        <dt>
          <Trans>Refund reference</Trans>
        </dt>
        <dd className="cancel__reference">
          {refunds.map((refund) => (
            <span key={refund.id} data-testid="refund-reference">
              {refund.id}
            </span>
          ))}
        </dd>
      </dl>
      <p>
        <Trans>We have sent the details to you by e-mail and SMS.</Trans>
      </p>
      <p className="cancel__actions">
        <Link className="button" to={bookingHref(kind, booking.orderId, locale)}>
          <Trans>View the booking</Trans>
        </Link>
        {walletPart > 0 ? (
          <Link className="button button--primary" to={hrefFor("account-wallet", locale)}>
            <Trans>Open my wallet</Trans>
          </Link>
        ) : null}
      </p>
    </section>
  );
}

function AlreadyCancelled({ kind, booking }: { kind: BookingKind; booking: CancelPageBooking }) {
  const locale = useLocale();
  return (
    <section className="notice" aria-labelledby="cancel-already-title" data-testid="cancel-already">
      <h2 id="cancel-already-title">
        <Trans>This booking is already cancelled</Trans>
      </h2>
      <p>
        <Link to={bookingHref(kind, booking.orderId, locale)}>
          <Trans>View the booking and its refund</Trans>
        </Link>
      </p>
    </section>
  );
}

function Ineligible({ kind, reason, booking }: { kind: BookingKind; reason: Refusal; booking: CancelPageBooking }) {
  const locale = useLocale();
  const phone = useRootData()?.commons?.phone ?? null;
  const reservationId = booking.reservationId;
  const contact = `${hrefFor("contact", locale)}?${new URLSearchParams({ subject: "cancellation" })}`;
  return (
    <section className="notice notice--error" aria-labelledby="cancel-ineligible-title" data-testid="cancel-ineligible">
      <h2 id="cancel-ineligible-title">
        <Trans>This booking cannot be cancelled online</Trans>
      </h2>
      <p data-testid="ineligible-reason">
        {reason === "started" ? (
          kind === "car" ? (
            <Trans>The rental has already started: the pickup time has passed.</Trans>
          ) : (
            <Trans>The flight has already departed.</Trans>
          )
        ) : reason === "not_refundable" ? (
          <Trans>The fare you booked is not refundable.</Trans>
        ) : (
          <Trans>The booking is not in a state that can be cancelled.</Trans>
        )}
      </p>
      <p>
        {phone ? (
          <Trans>
            Our customer service can still help: call us on <a href={`tel:${phone.replace(/[^+\d]/g, "")}`}>{phone}</a>{" "}
            or <Link to={contact}>write to us</Link>, and mention your reservation number {reservationId}.
          </Trans>
        ) : (
          <Trans>
            Our customer service can still help: <Link to={contact}>write to us</Link> and mention your reservation
            number {reservationId}.
          </Trans>
        )}
      </p>
    </section>
  );
}

function NoBooking() {
  const locale = useLocale();
  return (
    <div className="notice" data-testid="cancel-no-booking">
      <p>
        <Trans>
          Open the booking you want to cancel from{" "}
          <Link to={hrefFor("account-reservations", locale)}>your reservations</Link>, or{" "}
          <Link to={hrefFor("reservation-find", locale)}>find it</Link> with its reservation number and e-mail address.
        </Trans>
      </p>
    </div>
  );
}
