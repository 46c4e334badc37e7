import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { grantFor } from "~/lib/booking-grant";
import { opaqueId } from "~/lib/url-schemas";
import { parseQuery } from "~/lib/validate-request.server";
import { requestInfoContext, upstreamsContext } from "~/lib/request-context";
import { isUpstreamError } from "~/lib/upstream-error";
import type { Order } from "~/lib/upstream-types";
import { carOfferQuery } from "./car-offer";
import { bookedFlights, type ChosenFlight, journeyOf } from "./flight-basket";
import type { PassengerType } from "./passenger-rules";

/** A completed (or cancelled) flight booking as the confirmation, booking page and printable ticket show it. */
export interface FlightBooking {
  readonly orderId: string;
  readonly reservationId: string;
  readonly status: Order["status"];
  readonly pnr: string | null;
  readonly paid: number;
  readonly flights: readonly ChosenFlight[];
  readonly travellers: readonly {
    readonly type: PassengerType;
    readonly title: "mr" | "mrs" | "ms" | null;
    readonly name: string;
    readonly ticketNumber: string | null;
  }[];
  readonly contactEmail: string | null;
  /** The manage token the booking was opened with ("find my booking"), for its document links. */
  readonly manageToken: string | null;
  /** A car search at the destination airport for the stay (spec: post-purchase car offer link). */
  readonly carSearchQuery: string | null;
}

/** Whether the order is a flight booking at all (the car confirmation handles the rest). */
export const isFlightOrder = (order: Order) => order.items.some((item) => item.product.type === "flight");

/**
 * The booking with its car offer: the destination airport's place from the maps service (its
 * point and placeId name it in the car search URL). Without the maps service the offer is left out.
 */
export async function flightBookingOf(
  context: Readonly<RouterContextProvider>,
  order: Order,
): Promise<FlightBooking | null> {
  const flights = bookedFlights(order);
  if (!order.reservationId || flights.length === 0) return null;
  // Parsed by the order contract: the airline reference and a ticket per passenger, once paid.
  const ticketing = order.ticketing;
  const stored = order.passengers !== null && "passengers" in order.passengers ? order.passengers : null;
  const journey = journeyOf(flights);
  let carSearchQuery: string | null = null;
  if (journey.destination && journey.arrivesAt) {
    const { locale } = context.get(requestInfoContext);
    try {
      const place = await context.get(upstreamsContext).maps.geocode(`apt:${journey.destination.code}`, locale);
      carSearchQuery = carOfferQuery(place, journey.arrivesAt, journey.returnsAt)?.toString() ?? null;
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
    }
  }
  return {
    orderId: order.id,
    reservationId: order.reservationId,
    status: order.status,
    pnr: ticketing?.pnr ?? null,
    paid: order.totals.paid.amount,
    flights,
    travellers: (stored?.passengers ?? []).map((traveller, index) => ({
      type: traveller.type,
      title: traveller.title ?? null,
      name: `${traveller.firstName} ${traveller.lastName}`,
      ticketNumber: ticketing?.tickets.find((ticket) => ticket.passenger === index)?.ticketNumber ?? null,
    })),
    contactEmail: stored?.contact.email ?? null,
    manageToken: null,
    carSearchQuery,
  };
}

/**
 * The flight booking of `orderId` for its owner (a member of the order's organization, or the
 * holder of its manage token from "find my booking"), or a 404
 * for anyone else, an unknown id, an unpaid order or a car booking: the page reveals nothing.
 */
async function ownFlightBooking(
  context: Readonly<RouterContextProvider>,
  orderId: string,
  manageToken?: string,
): Promise<FlightBooking> {
  let order: Order;
  try {
    ({ order } = await context.get(upstreamsContext).mainApi.orders.get(orderId, { manageToken }));
  } catch (error) {
    if (!isUpstreamError(error) || error.statusCode >= 500) throw error;
    throw data(null, { status: 404 });
  }
  const booking = order.status === "open" ? null : await flightBookingOf(context, order);
  if (!booking) throw data(null, { status: 404 });
  return { ...booking, manageToken: manageToken ?? null };
}

/** The booking, and the manage token "find my booking" gives out for an hour (orderId.expiry.signature). */
const bookingQuery = z.object({
  orderId: z.optional(opaqueId),
  manageToken: z
    .string()
    .regex(/^[\w-]{1,128}\.\d{1,16}\.[\w-]{16,128}$/)
    .optional(),
});

/**
 * The flight booking a booking page's URL names, for its owner or a manage-token holder; null
 * when the URL names none (the page then says where to find one, a 200 like every page).
 */
export async function requestedFlightBooking(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<FlightBooking | null> {
  const { orderId, manageToken } = parseQuery(request, bookingQuery);
  if (!orderId) return null;
  if (manageToken) return ownFlightBooking(context, orderId, manageToken);
  // The find-my-reservation grant (a cookie, docs/reservations.md): its documents need no token in links.
  const granted = await ownFlightBooking(context, orderId, grantFor(request, orderId)?.manageToken);
  return { ...granted, manageToken: null };
}
