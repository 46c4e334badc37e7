import { Trans, useLingui } from "@lingui/react/macro";
import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { PlaceField } from "~/features/car-search/place-field";
import { changeFigures } from "~/features/checkout/change/change-figures";
import { ChangeForm } from "~/features/checkout/change/change-form";
import { bookedCar, loadChange, startCarChange } from "~/features/checkout/change/change-offer.server";
import { BackToBooking, ChangeComparison, RentalSummary } from "~/features/checkout/change/change-quote";
import { CHANGE_MESSAGES, changeRequestSchema, pointOf } from "~/features/checkout/change/change-request";
import { rentalOf } from "~/features/checkout/change/rental";
import { paymentErrorMessage, paymentProblemOf, type PaymentProblem } from "~/features/checkout/payment-errors";
import { PaymentStep } from "~/features/checkout/payment-step";
import {
  chargeOrder,
  installmentsReply,
  i18nIn,
  loadAgreements,
  readPayment,
  walletOffer,
} from "~/features/checkout/payment-step.server";
import { grantForChange, visibleBooking } from "~/lib/booking-access.server";
import { formatMoney } from "~/lib/currency";
import { shopToday } from "~/lib/dates";
import { parseSubmission } from "~/lib/forms/submission";
import { i18nContext, requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { SITE_NAME } from "~/lib/site";
import { upstreamCode, UpstreamError } from "~/lib/upstream-error";
import { driverOf, type Order } from "~/lib/upstream-types";
import { opaqueId } from "~/lib/url-schemas";
import { useLocale } from "~/lib/use-locale";
import { parseQuery } from "~/lib/validate-request.server";
import { LOCALE_TAGS } from "~/routing/locales";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/reservation-change-car";
import changeStylesheet from "~/styles/change.css?url";
import type { I18n } from "@lingui/core";
import { cancellationWords, contractDate, rentalWords } from "~/features/checkout/contract-slots.server";
import { storedCar } from "~/features/checkout/summary.server";
import { cancellationPolicyWords } from "~/components/cancellation-policy";
import { formatLocalDateTime } from "~/lib/format";
import type { Locale } from "~/routing/locales";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: changeStylesheet }];

const changeQuery = z.object({
  orderId: z.optional(opaqueId),
  /** The change order started for this booking (the new offer), once a new price was found. */
  changeId: z.optional(opaqueId),
  result: z.literal("changed").optional(),
});

const pageHref = (locale: Parameters<typeof hrefFor>[1], query: Record<string, string>) =>
  `${hrefFor("reservation-change-car", locale)}?${new URLSearchParams(query)}`;

/** The contract slots of the change's payment: who pays, for what, how much. */
/**
 * The contracts' slots for paying a change: the booking's reservation number, the new rental with
 * its pickup and return, the difference to pay and the new rental's cancellation conditions.
 */
function changeSlots(order: Order, reservationId: string | null, i18n: I18n, locale: Locale): Record<string, string> {
  const localeTag = LOCALE_TAGS[locale];
  const driver = driverOf(order.passengers);
  const item = order.items.find((candidate) => candidate.replacesItem !== null);
  const rental = item ? rentalOf(item) : null;
  const address = order.billing?.address;
  const policy = item ? storedCar(item).cancellationPolicy : undefined;
  return {
    buyerName: driver ? `${driver.firstName} ${driver.lastName}` : "",
    buyerEmail: driver?.email ?? "",
    buyerPhone: driver?.phone ?? "",
    buyerAddress: [address?.line, address?.district, address?.city, address?.country].filter(Boolean).join(", "),
    productDescription: rental
      ? rentalWords(i18n, {
          car: `${rental.car}, ${rental.vendor}`,
          pickup: formatLocalDateTime(rental.pickup, locale),
          pickupOffice: rental.pickupOffice,
          dropoff: formatLocalDateTime(rental.dropoff, locale),
          returnOffice: rental.returnOffice,
        })
      : "",
    totalPrice: formatMoney(order.totals.due.amount, order.currency, localeTag),
    orderDate: contractDate(locale),
    reservationId: reservationId ?? order.id,
    cancellationPolicy: cancellationWords(
      i18n,
      policy ? cancellationPolicyWords(i18n, policy, locale).sentences.join(" ") : null,
    ),
  };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(request, changeQuery);
  const { locale } = context.get(requestInfoContext);
  if (!query.orderId) return { state: "none" as const };
  const booking = await visibleBooking(request, context, query.orderId);
  const bookingHref = `${hrefFor(booking.kind === "flight" ? "reservation-flight" : "reservation", locale)}?${new URLSearchParams({ orderId: booking.order.id })}`;
  if (booking.kind === "flight")
    throw redirect(`${hrefFor("reservation-change", locale)}?${new URLSearchParams({ orderId: booking.order.id })}`);
  const replacing = booking.order.items.find((item) => item.replacesItem !== null && item.status === "reserved");
  if (query.result === "changed" && replacing) {
    return {
      state: "changed" as const,
      reservationId: booking.order.reservationId,
      bookingHref,
      rental: rentalOf(replacing),
      figures: changeFigures(booking.order),
    };
  }
  const item = bookedCar(booking);
  if (!item) return { state: "unchangeable" as const, bookingHref };
  const rental = rentalOf(item);
  if (query.changeId) {
    const change = await loadChange(context, booking, query.changeId);
    if (change.status !== "open") {
      throw redirect(pageHref(locale, { orderId: change.id, result: "changed" }));
    }
    const newItem = change.items.find(
      (candidate) => candidate.replacesItem === item.id && candidate.status !== "removed",
    );
    if (!newItem) return { state: "expired" as const, formHref: pageHref(locale, { orderId: booking.order.id }) };
    const figures = changeFigures(change);
    const i18n = context.get(i18nContext);
    const paying = figures.due > 0;
    return {
      state: "quote" as const,
      step: paying ? ("payment" as const) : ("refund" as const),
      orderId: booking.order.id,
      changeId: change.id,
      formHref: pageHref(locale, { orderId: booking.order.id }),
      rental,
      newRental: rentalOf(newItem),
      figures,
      agreements: paying
        ? await loadAgreements(context, i18n, async (language) =>
            changeSlots(change, booking.order.reservationId, await i18nIn(language, { locale, i18n }), language),
          )
        : [],
      // The difference can come from the signed-in traveller's own wallet, like a booking's total.
      wallet: paying ? await walletOffer(context, { currency: figures.currency, due: figures.due }) : null,
      idempotencyKey: crypto.randomUUID(),
    };
  }
  return {
    state: "form" as const,
    today: shopToday(),
    bookingHref,
    rental,
    defaults: {
      pickupDate: rental.pickup.slice(0, 10),
      pickupTime: rental.pickup.slice(11, 16),
      dropoffDate: rental.dropoff.slice(0, 10),
      dropoffTime: rental.dropoff.slice(11, 16),
      returnAt: "booked",
    },
  };
}

const INTENTS = ["search", "installments", "pay", "refund"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const query = parseQuery(request, changeQuery);
  const { locale } = context.get(requestInfoContext);
  const form = await request.formData();
  const asked = z.enum(INTENTS).safeParse(form.get("intent"));
  if (!asked.success || !query.orderId) throw data(null, { status: 400 });
  const intent = asked.data;
  const booking = await visibleBooking(request, context, query.orderId);
  const item = bookedCar(booking);
  if (!item) throw data(null, { status: 409 });
  const upstreams = context.get(upstreamsContext);
  // A guest who found the booking pays its change with the grant (the Main API opens the change to it).
  const orders = upstreams.mainApi.managedOrders(booking.manageToken);
  if (intent === "search") {
    const rental = rentalOf(item);
    const schema = changeRequestSchema(shopToday(), { pickup: rental.pickup, dropoff: rental.dropoff });
    const submission = parseSubmission(form, schema, CHANGE_MESSAGES, "required");
    if (submission.status !== "success") return { intent, reply: submission.reply() };
    const change = submission.value;
    let returnPoint = pointOf(change.returnPoint);
    if (change.returnAt === "other" && !returnPoint) {
      // Without JavaScript the place is typed, not chosen: its best match is the place meant.
      const found = await upstreams.maps.autocomplete(change.returnText, locale).catch(() => null);
      const best = found?.predictions[0];
      if (!best) return { intent, reply: submission.reply({ fieldErrors: { returnText: ["place"] } }) };
      returnPoint = { lat: best.lat, lon: best.lng };
    }
    const started = await startCarChange(context, booking, item, change, returnPoint);
    if (!started.ok) return { intent, reply: submission.reply(), noOffer: true };
    return redirect(pageHref(locale, { orderId: booking.order.id, changeId: started.changeId }));
  }
  if (!query.changeId) throw data(null, { status: 400 });
  const change = await loadChange(context, booking, query.changeId);
  try {
    switch (intent) {
      case "installments":
        return { intent, ...(await installmentsReply(form, orders, change.id)) };
      case "pay": {
        const payment = readPayment(form);
        if (!payment.ok) return { intent, reply: payment.reply };
        return await chargeOrder(request, locale, orders, change.id, payment);
      }
      case "refund": {
        // Nothing to pay: the change is confirmed with an empty charge and the difference goes back to the card.
        const idempotencyKey = String(form.get("idempotencyKey") ?? "");
        if (!/^[\w-]{8,64}$/.test(idempotencyKey)) throw data(null, { status: 400 });
        const returnUrl = new URL(hrefFor("checkout-control", locale), request.url).toString();
        const { payment } = await orders.charge({ orderId: change.id, idempotencyKey, installments: 1, returnUrl });
        if (payment.status !== "succeeded") return { intent, problem: "unknown" as PaymentProblem };
        // The grant moves to the new booking, so its result and page open for the guest too.
        const grant = booking.manageToken ? await grantForChange(request, context, change.id) : undefined;
        return redirect(pageHref(locale, { orderId: change.id, result: "changed" }), {
          headers: grant ? { "Set-Cookie": grant } : {},
        });
      }
    }
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    // 2104: the new offer is gone since it was priced; the page offers to search again.
    const problem: PaymentProblem = upstreamCode(error) === 2104 ? "expired" : paymentProblemOf(error);
    return { intent, problem };
  }
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function ReservationChangeCarPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const title = t`Change your car rental`;
  const problem = actionData && "problem" in actionData ? actionData.problem : undefined;
  switch (loaderData.state) {
    case "none":
      return (
        <PageShell title={title} lead={t`Change the dates, times or return place of a car rental you booked.`}>
          <p>
            <Trans>
              Open the booking from <Link to={hrefFor("reservation-find", locale)}>Find your booking</Link> or from{" "}
              <Link to={hrefFor("account-reservations", locale)}>your reservations</Link>, then choose “Change dates”.
            </Trans>
          </p>
        </PageShell>
      );
    case "unchangeable":
      return (
        <PageShell title={title} lead={t`This booking has no car rental that can still be changed.`}>
          <BackToBooking href={loaderData.bookingHref} />
        </PageShell>
      );
    case "expired":
      return (
        <PageShell title={title} lead={t`The new offer is no longer available.`}>
          <p>
            <Link to={loaderData.formHref} className="button button--primary">
              <Trans>Choose the dates again</Trans>
            </Link>
          </p>
        </PageShell>
      );
    case "changed":
      return (
        <PageShell title={t`Your booking has been changed`}>
          <title>{`${t`Your booking has been changed`} | ${SITE_NAME}`}</title>
          <p role="status" className="notice notice--success" data-testid="change-done">
            {loaderData.figures.refund > 0 ? (
              <Trans>
                {formatMoney(loaderData.figures.refund, loaderData.figures.currency, LOCALE_TAGS[locale])} will be
                refunded to your card within 10 business days.
              </Trans>
            ) : (
              <Trans>The price difference has been paid.</Trans>
            )}{" "}
            <Trans>Reservation number: {loaderData.reservationId}</Trans>
          </p>
          <RentalSummary rental={loaderData.rental} titleId="change-new" title={t`Your new rental`} />
          <ChangeComparison figures={loaderData.figures} done />
          <p>
            <Link to={loaderData.bookingHref} className="button button--primary">
              <Trans>See your booking</Trans>
            </Link>
          </p>
        </PageShell>
      );
    case "form":
      return (
        <PageShell
          title={title}
          lead={t`Choose new dates, times or return place: you see the new price before anything changes.`}
        >
          <title>{`${title} | ${SITE_NAME}`}</title>
          <div className="change-layout">
            <RentalSummary rental={loaderData.rental} titleId="change-current" title={t`Your rental now`} />
            {actionData && "noOffer" in actionData ? (
              <p role="alert" className="notice notice--error" data-testid="change-no-offer">
                <Trans>
                  No car of this company or class is free for these dates and place. Please try other dates.
                </Trans>
              </p>
            ) : null}
            <ChangeForm
              today={loaderData.today}
              current={{ pickup: loaderData.rental.pickup, dropoff: loaderData.rental.dropoff }}
              defaultValues={loaderData.defaults}
              lastResult={actionData?.intent === "search" && "reply" in actionData ? actionData.reply : undefined}
              bookedReturnName={loaderData.rental.returnOffice}
              otherPlace={
                <PlaceField
                  label={t`Other return place`}
                  textName="returnText"
                  pointName="returnPoint"
                  idName="returnPlaceId"
                />
              }
            />
            <BackToBooking href={loaderData.bookingHref} />
          </div>
        </PageShell>
      );
    case "quote":
      return (
        <PageShell title={title}>
          <title>{`${title} | ${SITE_NAME}`}</title>
          {problem ? (
            <p role="alert" className="notice notice--error" data-testid="payment-problem">
              {paymentErrorMessage(i18n, problem)}
            </p>
          ) : null}
          <div className="change-layout change-layout--quote">
            <RentalSummary rental={loaderData.rental} titleId="change-current" title={t`Your rental now`} />
            <RentalSummary rental={loaderData.newRental} titleId="change-new" title={t`Your new rental`} />
            <ChangeComparison figures={loaderData.figures} />
          </div>
          {loaderData.step === "payment" ? (
            <div className="checkout__step">
              <PaymentStep
                orderId={loaderData.changeId}
                idempotencyKey={loaderData.idempotencyKey}
                due={loaderData.figures.due}
                currency={loaderData.figures.currency}
                wallet={loaderData.wallet}
                agreements={loaderData.agreements}
                result={actionData && actionData.intent !== "search" && "reply" in actionData ? actionData : undefined}
                onPay={() => undefined}
              />
            </div>
          ) : (
            <RefundConfirm idempotencyKey={loaderData.idempotencyKey} />
          )}
          <p>
            <Link to={loaderData.formHref}>
              <Trans>Choose other dates</Trans>
            </Link>
          </p>
        </PageShell>
      );
  }
}

function RefundConfirm({ idempotencyKey }: { idempotencyKey: string }) {
  return (
    <Form method="post" className="change-refund">
      <input type="hidden" name="intent" value="refund" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <p>
        <Trans>The difference goes back to the card you paid with, within 10 business days.</Trans>
      </p>
      <button type="submit" className="button button--primary">
        <Trans>Confirm the change</Trans>
      </button>
    </Form>
  );
}
