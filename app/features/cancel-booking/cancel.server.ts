/**
 * The cancel pages' loader and action (docs/cancel-and-wallet.md): the booking the URL names
 * for this visitor (owner or "find my reservation" grant), what cancelling it costs now, and the
 * cancel itself: every item of the booking, each idempotent at the Main API, so a repeated post
 * (double click, reload, back and submit again) answers the same refunds and refunds nothing twice.
 */
import { data, type RouterContextProvider } from "react-router";
import { requestedBooking, type VisibleBooking } from "~/lib/booking-access.server";
import { type FormReply, parseSubmission } from "~/lib/forms/submission";
import { requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError, UpstreamError } from "~/lib/upstream-error";
import {
  CANCEL_REFUSALS,
  type CancelEligibility,
  type CancelRefusal,
  type Order,
  type RefundDestination,
} from "~/../shared/contract/main-api";
import { CANCEL_FIELD_MESSAGES, type CancelFieldError, cancelFormSchema, type CancelFormValues } from "./cancel-form";

export type BookingKind = "car" | "flight";

/** What was booked, as the page names it. */
export type TripSummary =
  | {
      readonly kind: "car";
      readonly car: string;
      readonly company: string;
      readonly office: string;
      readonly pickup: string;
      readonly dropoff: string;
    }
  | {
      readonly kind: "flight";
      readonly flights: readonly { readonly from: string; readonly to: string; readonly departure: string }[];
    };

/** What cancelling the whole booking would do now. */
export type CancelPreview =
  | { readonly status: "cancelled" }
  | { readonly status: "ineligible"; readonly reason: CancelRefusal }
  | {
      readonly status: "eligible";
      readonly reason: "free" | "late_fee" | "penalty";
      readonly refund: number;
      readonly fee: number;
      readonly currency: string;
      /** When free cancellation ends (car rentals; ISO instant), and the pickup office's zone. */
      readonly freeUntil: string | null;
      readonly timeZone: string | null;
      readonly destinations: readonly { destination: RefundDestination; arrivesWithinBusinessDays: number }[];
      /** Of `refund`, what goes back to the wallet even to the card: the wallet paid that share. */
      readonly walletShare: number;
    };

export interface CancelPageBooking {
  readonly orderId: string;
  readonly reservationId: string;
  readonly trip: TripSummary;
  readonly preview: CancelPreview;
}

export type CancelResult =
  | { readonly state: "invalid"; readonly reply: FormReply<CancelFieldError> }
  | { readonly state: "confirm"; readonly values: CancelFormValues }
  | {
      readonly state: "done";
      readonly refunds: readonly {
        readonly id: string;
        readonly amount: number;
        readonly fee: number;
        readonly currency: string;
        readonly destination: RefundDestination;
        /** Of `amount`, what went to the wallet (all of it, or the wallet's share of a card refund). */
        readonly walletPart: number;
        /** How long the money takes to arrive there (0: it is there). */
        readonly arrivesWithinBusinessDays: number;
      }[];
    }
  | { readonly state: "refused"; readonly reason: CancelRefusal }
  | { readonly state: "failed"; readonly reply: FormReply<CancelFieldError> };

const NOT_CANCELLABLE = 2107;

const isRefusal = (reason: string): reason is CancelRefusal => CANCEL_REFUSALS.some((refusal) => refusal === reason);

function tripOf(order: Order): TripSummary {
  const products = order.items.map((item) => item.product);
  const car = products.find((product) => product.type === "car");
  if (car) {
    return {
      kind: "car",
      car: `${car.details.car.brand} ${car.details.car.model}`,
      company: car.details.car.vendor.displayName,
      office: car.appointment.checkInOffice.name,
      pickup: car.appointment.checkInDateTime,
      dropoff: car.appointment.checkOutDateTime,
    };
  }
  return {
    kind: "flight",
    flights: products.flatMap((product) => {
      if (product.type !== "flight") return [];
      const first = product.segments[0]!;
      const last = product.segments.at(-1)!;
      return [
        {
          from: `${first.origin.cityName} (${first.origin.code})`,
          to: `${last.destination.cityName} (${last.destination.code})`,
          departure: first.departure,
        },
      ];
    }),
  };
}

/**
 * The wallet is offered to a signed-in traveller acting on their own booking: its balance is on the
 * account pages (signed in only), so a guest with the find grant or an anonymous visitor gets the
 * card only.
 */
async function walletAllowed(context: Readonly<RouterContextProvider>, booking: VisibleBooking) {
  const visitor = await context.get(sessionContext).current();
  return visitor !== undefined && !visitor.anonymous && booking.manageToken === undefined;
}

function previewOf(order: Order, eligibility: CancelEligibility, wallet: boolean): CancelPreview {
  const booked = eligibility.items.filter((item) => item.status === "reserved");
  if (order.status === "cancelled" || booked.length === 0) return { status: "cancelled" };
  const refused = booked.find((item) => !item.eligible || isRefusal(item.reason));
  if (refused) return { status: "ineligible", reason: isRefusal(refused.reason) ? refused.reason : "not_reserved" };
  const first = booked[0]!;
  const reason = first.reason === "free" || first.reason === "late_fee" ? first.reason : "penalty";
  const car = order.items.map((item) => item.product).find((product) => product.type === "car");
  return {
    status: "eligible",
    // A booking whose items differ (a round trip's two fares) is shown as its highest cost.
    reason: booked.some((item) => item.reason === "penalty") ? "penalty" : reason,
    refund: booked.reduce((sum, item) => sum + item.refund, 0),
    fee: booked.reduce((sum, item) => sum + item.fee, 0),
    walletShare: booked.reduce((sum, item) => sum + item.walletShare, 0),
    currency: first.currency,
    freeUntil: first.freeUntil,
    timeZone: car?.appointment.checkInOffice.openingHours.timeZone ?? null,
    destinations: first.destinations.filter(
      (option) =>
        (wallet || option.destination !== "wallet") &&
        booked.every((item) => item.destinations.some((other) => other.destination === option.destination)),
    ),
  };
}

async function bookingFor(request: Request, context: Readonly<RouterContextProvider>, kind: BookingKind) {
  const booking = await requestedBooking(request, context);
  // The other kind's booking has its own cancel page; naming it here finds nothing.
  if (booking && booking.kind !== kind) throw data(null, { status: 404 });
  return booking;
}

async function eligibilityOf(context: Readonly<RouterContextProvider>, booking: VisibleBooking) {
  return context
    .get(upstreamsContext)
    .mainApi.cancellation.eligibility(booking.order.id, { manageToken: booking.manageToken });
}

export async function cancelLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  kind: BookingKind,
): Promise<{ booking: CancelPageBooking | null }> {
  const booking = await bookingFor(request, context, kind);
  if (!booking) return { booking: null };
  const eligibility = await eligibilityOf(context, booking);
  return {
    booking: {
      orderId: booking.order.id,
      reservationId: booking.order.reservationId ?? "",
      trip: tripOf(booking.order),
      preview: previewOf(booking.order, eligibility, await walletAllowed(context, booking)),
    },
  };
}

export async function cancelAction(request: Request, context: Readonly<RouterContextProvider>, kind: BookingKind) {
  const booking = await bookingFor(request, context, kind);
  if (!booking) throw data(null, { status: 404 });
  const submission = parseSubmission(await request.formData(), cancelFormSchema, CANCEL_FIELD_MESSAGES, "reason");
  if (submission.status !== "success") {
    return data<CancelResult>({ state: "invalid", reply: submission.reply() }, { status: 400 });
  }
  const { mainApi } = context.get(upstreamsContext);
  const eligibility = await eligibilityOf(context, booking);
  const preview = previewOf(booking.order, eligibility, await walletAllowed(context, booking));
  if (preview.status === "ineligible")
    return data<CancelResult>({ state: "refused", reason: preview.reason }, { status: 422 });
  const values = submission.value;
  if (
    preview.status === "eligible" &&
    !preview.destinations.some((option) => option.destination === values.destination)
  ) {
    const reply = submission.reply({ fieldErrors: { destination: ["destination"] } });
    return data<CancelResult>({ state: "invalid", reply }, { status: 400 });
  }
  if (!values.confirmed && preview.status === "eligible") return data<CancelResult>({ state: "confirm", values });
  try {
    const refunds = [];
    // Booked items and those already cancelled: a repeat answers their refund.
    for (const item of eligibility.items) {
      const { refund } = await mainApi.cancellation.cancel(
        booking.order.id,
        { itemId: item.itemId, reason: values.reason, note: values.note, destination: values.destination },
        { manageToken: booking.manageToken },
      );
      refunds.push({
        id: refund.id,
        amount: refund.amount.amount,
        fee: refund.fee.amount,
        currency: refund.amount.currency,
        destination: refund.destination,
        walletPart: refund.walletPart.amount,
        arrivesWithinBusinessDays:
          item.destinations.find((option) => option.destination === refund.destination)?.arrivesWithinBusinessDays ?? 0,
      });
    }
    return data<CancelResult>({ state: "done", refunds });
  } catch (error) {
    if (isUpstreamError(error, NOT_CANCELLABLE)) {
      return data<CancelResult>({ state: "refused", reason: error.details?.reason ?? "not_reserved" }, { status: 422 });
    }
    if (!(error instanceof UpstreamError)) throw error;
    console.warn(`[${context.get(requestInfoContext).requestId}] cancel failed: ${error.message}`);
    return data<CancelResult>({ state: "failed", reply: submission.reply() }, { status: 503 });
  }
}
