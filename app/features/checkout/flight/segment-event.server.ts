import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import { calendarFile } from "~/features/checkout/calendar-event";
import { SHOP_TIME_ZONE } from "~/lib/dates";
import { i18nContext, requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import type { Order } from "~/lib/upstream-types";
import { bookedFlights } from "./flight-basket";

/** An airport's time zone from the maps service; Istanbul's when it cannot say. */
async function airportZone(context: Readonly<RouterContextProvider>, code: string): Promise<string> {
  const { locale } = context.get(requestInfoContext);
  try {
    return (await context.get(upstreamsContext).maps.geocode(`apt:${code}`, locale)).timezone;
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return SHOP_TIME_ZONE;
  }
}

/**
 * One leg of a flight booking as an .ics file (`segment` is its index over the booking's legs,
 * outbound first): departure and arrival in their airports' zones. An unknown index is a 404.
 */
export async function flightSegmentEvent(
  context: Readonly<RouterContextProvider>,
  order: Order,
  segment: string | null,
): Promise<string> {
  const segments = bookedFlights(order).flatMap((flight) => flight.segments);
  const index = segment !== null && /^\d{1,2}$/.test(segment) ? Number(segment) : segment === null ? 0 : -1;
  const leg = segments[index];
  if (!leg) throw data("Not found", { status: 404 });
  const i18n = context.get(i18nContext);
  const [start, end] = await Promise.all([
    airportZone(context, leg.origin.code),
    airportZone(context, leg.destination.code),
  ]);
  return calendarFile({
    uid: `${order.id}-${index}@flight`,
    title: i18n._(
      msg`Flight ${leg.flightNumber}: ${leg.origin.cityName} (${leg.origin.code}) → ${leg.destination.cityName} (${leg.destination.code})`,
    ),
    description: i18n._(
      msg`Reservation number ${order.reservationId ?? ""}. Be at the airport at least 2 hours before departure with your identity card or passport.`,
    ),
    location: leg.origin.name,
    start: leg.departure,
    end: leg.arrival,
    timeZone: start,
    endTimeZone: end,
    createdAt: new Date(order.completedAt ?? Date.now()),
  });
}
