import { Trans, useLingui } from "@lingui/react/macro";
import { data, Link, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { PageShell } from "~/components/page-shell";
import { valueLabel } from "~/features/car-search/option-labels";
import { flightPurchaseEvent, purchaseEvents } from "~/lib/analytics/checkout-events";
import { flightCartLine } from "~/features/checkout/flight/cart-line";
import { type FlightBooking, flightBookingOf, isFlightOrder } from "~/features/checkout/flight/flight-booking.server";
import { FlightConfirmation } from "~/features/checkout/flight/flight-confirmation";
import { pushDataLayer } from "~/lib/analytics/data-layer";
import { chargedAmount } from "~/features/checkout/after-payment";
import { BookingConfirmation } from "~/features/checkout/booking-confirmation";
import { changedBookingOf } from "~/features/checkout/change/changed-booking.server";
import { PaymentLookup, type PublicPaymentStatus } from "~/features/checkout/payment-lookup";
import { type Booking, bookingOf } from "~/features/checkout/summary.server";
import { grantForChange } from "~/lib/booking-access.server";
import { heldGrant } from "~/lib/booking-grant";
import { clearedOrderCookie } from "~/lib/order-cookie";
import { i18nContext, requestInfoContext, type UpstreamClients, upstreamsContext } from "~/lib/request-context";
import { UpstreamError } from "~/lib/upstream-error";
import type { Order } from "~/lib/upstream-types";
import { useLocale } from "~/lib/use-locale";
import { $order } from "~/stores/shop";
import { hrefFor } from "~/routing/route-table";
import type { Route } from "./+types/checkout-control";
import flightStylesheet from "~/styles/flight-checkout.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: flightStylesheet }];

/** Back from the bank, the traveller sees the shop's logo (the header without its menus). */
export const handle = { headerVariant: () => "minimal" as const };

const paymentQuery = z.object({ payment: z.uuid() });

// The bank's POST to this address is handled at the edge (worker/routes/payment-return.ts),
// which continues here with ?payment=… once the payment API has the result.
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  // Opened without a payment (a bookmark, a stale tab): nothing to check.
  if (!search.has("payment")) return null;
  const query = paymentQuery.safeParse(Object.fromEntries(search));
  if (!query.success) throw data(null, { status: 400 });
  const mainApi = context.get(upstreamsContext).mainApi;
  // A guest paying the change of a booking they found pays with its grant, which reaches the change.
  const manageToken = heldGrant(request)?.manageToken;
  try {
    const { payment } = await mainApi.payments.get(query.data.payment, { manageToken });
    const outcome = {
      paymentId: payment.id,
      status: payment.status,
      orderId: payment.orderId,
      reservationId: payment.reservationId,
      failure: payment.failure?.code ?? null,
      booking: null as Booking | null,
      flightBooking: null as FlightBooking | null,
      product: "car" as "car" | "flight",
      // What the bank and the wallet were charged (the plan's total), as the voucher and invoice print it.
      charged: chargedAmount(payment),
    };
    const { order } = await mainApi.orders.get(payment.orderId, { manageToken });
    const product = isFlightOrder(order) ? ("flight" as const) : ("car" as const);
    if (payment.status === "failed")
      return { ...outcome, product, retryHref: await changeRetryHref(request, context, order) };
    if (payment.status !== "succeeded") return { ...outcome, product };
    // A paid change of a booking (new dates of a rental) ends on the change's own result page.
    if (order.items.some((item) => item.replacesItem !== null)) {
      const { locale } = context.get(requestInfoContext);
      const grant = manageToken ? await grantForChange(request, context, order.id) : undefined;
      throw redirect(
        `${hrefFor("reservation-change-car", locale)}?${new URLSearchParams({ orderId: order.id, result: "changed" })}`,
        { headers: grant ? { "Set-Cookie": grant } : {} },
      );
    }
    // The basket is paid: the preference cookie no longer points at an open order.
    const i18n = context.get(i18nContext);
    const booking = product === "car" ? bookingOf(order, (code) => valueLabel(i18n, code)) : null;
    const flightBooking = product === "flight" ? await flightBookingOf(context, order) : null;
    return data({ ...outcome, product, booking, flightBooking }, { headers: { "Set-Cookie": clearedOrderCookie() } });
  } catch (error) {
    // Not this session's payment (lost on the way back from the bank, another account's) or none.
    if (error instanceof UpstreamError && error.statusCode >= 400 && error.statusCode < 500) {
      return data(await publicPaymentStatus(mainApi, query.data.payment), { status: 404 });
    }
    throw error;
  }
}

/** A failed payment of a change goes back to the change's own payment step, not the checkout's. */
async function changeRetryHref(request: Request, context: Readonly<RouterContextProvider>, order: Order) {
  const bookingId = await changedBookingOf(request, context, order);
  if (!bookingId) return null;
  const { locale } = context.get(requestInfoContext);
  return `${hrefFor("reservation-change-car", locale)}?${new URLSearchParams({ orderId: bookingId, changeId: order.id })}`;
}

/** What anyone holding the payment's id may learn: whether it went through, and the reservation number. */
async function publicPaymentStatus(
  mainApi: UpstreamClients["mainApi"],
  paymentId: string,
): Promise<PublicPaymentStatus> {
  try {
    const { payment } = await mainApi.payments.status(paymentId);
    return { kind: "payment-status-only", paymentId, status: payment.status, reservationId: payment.reservationId };
  } catch (error) {
    if (error instanceof UpstreamError && error.statusCode === 404) return { kind: "payment-unknown" };
    throw error;
  }
}

function FailureReason({ code }: { code: string | null }) {
  switch (code) {
    case "insufficient_funds":
      return <Trans>The card's limit or balance is not enough for this amount.</Trans>;
    case "lost_card":
    case "stolen_card":
      return <Trans>The bank declined this card. Please use another card.</Trans>;
    case "authentication_failed":
      return <Trans>The 3-D Secure verification failed.</Trans>;
    case "cancelled":
      return <Trans>You cancelled the payment at your bank.</Trans>;
    default:
      return <Trans>Your bank declined the payment.</Trans>;
  }
}

/** Not a page for search engines: it belongs to one visitor. */
export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function CheckoutControlPage({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const locale = useLocale();
  if (loaderData && "kind" in loaderData) return <PaymentLookup lookup={loaderData} />;
  if (!loaderData) {
    return (
      <PageShell title={t`Checking your payment`}>
        <p>
          <Trans>There is no payment to check.</Trans>{" "}
          <Link to={hrefFor("home", locale)}>
            <Trans>Go to the home page</Trans>
          </Link>
        </p>
      </PageShell>
    );
  }
  const { status, reservationId, orderId, failure, paymentId } = loaderData;
  if (status === "succeeded") {
    return (
      <PageShell
        title={t`Payment confirmed`}
        lead={t`Your booking is confirmed. We have sent the details to your e-mail.`}
      >
        <p role="status">
          <Trans>
            Reservation number: <strong data-testid="reservation-id">{reservationId}</strong>
          </Trans>
        </p>
        {loaderData.flightBooking ? (
          <FlightConfirmation
            booking={loaderData.flightBooking}
            charged={loaderData.charged}
            onShown={() => {
              const booking = loaderData.flightBooking!;
              $order.set(null);
              pushDataLayer(
                flightPurchaseEvent(flightCartLine(booking.flights, booking.travellers.length), {
                  reservationId: booking.reservationId,
                  paid: booking.paid,
                }),
              );
            }}
          />
        ) : loaderData.booking ? (
          <BookingConfirmation
            booking={loaderData.booking}
            charged={loaderData.charged}
            onShown={() => {
              const booking = loaderData.booking!;
              $order.set(null);
              for (const event of purchaseEvents(
                {
                  code: booking.code,
                  name: booking.car.name,
                  vendor: booking.car.vendor,
                  carClass: booking.car.carClass,
                  carPackage: booking.car.carPackage,
                  price: booking.paid - booking.extras.reduce((sum, extra) => sum + extra.total, 0),
                  currency: booking.currency,
                  extras: booking.extras,
                },
                {
                  reservationId: booking.reservationId,
                  paid: booking.paid,
                  coupon: booking.campaignCode,
                  pickupCountry: booking.pickupCountry,
                },
              ))
                pushDataLayer(event);
            }}
          />
        ) : (
          <p>
            <a href={`/api/v1/order-api/order/${orderId}/documents/voucher.pdf`} download>
              <Trans>Download your travel document (PDF)</Trans>
            </a>
          </p>
        )}
      </PageShell>
    );
  }
  if (status === "failed") {
    return (
      <PageShell title={t`Payment not completed`}>
        <p role="alert">
          <FailureReason code={failure} />
        </p>
        <p>
          <Link
            to={
              ("retryHref" in loaderData ? loaderData.retryHref : null) ??
              (loaderData.product === "flight"
                ? `${hrefFor("checkout-flight", locale)}?${new URLSearchParams({ orderId, step: "flight_payment_info" })}`
                : `${hrefFor("checkout", locale)}?${new URLSearchParams({ orderId, step: "payment" })}`)
            }
          >
            <Trans>Back to payment</Trans>
          </Link>
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell title={t`Checking your payment`} lead={t`Please wait while we confirm your payment with your bank.`}>
      <p>
        <Link to={`${hrefFor("checkout-control", locale)}?payment=${paymentId}`} reloadDocument>
          <Trans>Check again</Trans>
        </Link>
      </p>
    </PageShell>
  );
}
