import { data } from "react-router";
import { calendarFile } from "~/features/checkout/calendar-event";
import { isFlightOrder } from "~/features/checkout/flight/flight-booking.server";
import { flightSegmentEvent } from "~/features/checkout/flight/segment-event.server";
import { storedCar } from "~/features/checkout/summary.server";
import { i18nContext, requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import { opaqueId } from "~/lib/url-schemas";
import { msg } from "@lingui/core/macro";
import type { Route } from "./+types/booking-calendar";
import { SHOP_TIME_ZONE } from "~/lib/dates";

/**
 * `GET /api/calendar/{orderId}`, `/{lang}/api/calendar/{orderId}` (resource route): a completed car
 * booking as an .ics file in the language of the path, or one leg of a flight booking (`?segment=`
 * its index, outbound first). Only the visitor who booked it (the order's organization) gets it;
 * anyone else gets a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = context.get(requestInfoContext);
  // The prefix names the language (Turkish has none); anything else on that segment is no route.
  if (params.lang !== undefined && (params.lang !== locale || locale === "tr"))
    throw data("Not found", { status: 404 });
  const orderId = opaqueId.safeParse(params.orderId);
  if (!orderId.success) throw data("Not found", { status: 404 });
  const i18n = context.get(i18nContext);
  let order;
  try {
    ({ order } = await context.get(upstreamsContext).mainApi.orders.get(orderId.data));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    throw data("Not found", { status: 404 });
  }
  if (order.status === "completed" && isFlightOrder(order)) {
    return calendarResponse(
      await flightSegmentEvent(context, order, new URL(request.url).searchParams.get("segment")),
      order,
    );
  }
  const item = order.items.find((candidate) => candidate.status === "reserved" && candidate.product.type === "car");
  if (order.status !== "completed" || !item) throw data("Not found", { status: 404 });
  const product = storedCar(item);
  const car = product.details?.car;
  const office = product.appointment?.checkInOffice;
  const body = calendarFile({
    uid: `${order.id}@booking`,
    title: i18n._(msg`Car rental: ${car?.brand ?? ""} ${car?.model ?? ""} (${car?.vendor?.displayName ?? ""})`),
    description: i18n._(
      msg`Reservation number ${order.reservationId ?? ""}. Bring your driving licence, identity card or passport and a credit card for the deposit.`,
    ),
    location: [office?.name, office?.address.line, office?.address.adm2, office?.address.adm1]
      .filter(Boolean)
      .join(", "),
    start: product.appointment?.checkInDateTime ?? "",
    end: product.appointment?.checkOutDateTime ?? "",
    timeZone: SHOP_TIME_ZONE,
    createdAt: new Date(order.completedAt ?? Date.now()),
  });
  return calendarResponse(body, order);
}

function calendarResponse(body: string, order: { reservationId: string | null }) {
  return new Response(body, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${order.reservationId ?? "booking"}.ics"`,
      "cache-control": "private, no-store",
    },
  });
}
