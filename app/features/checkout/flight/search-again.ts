import { isoToDashed } from "~/lib/dates";
import type { ChosenFlight } from "./flight-basket";
import type { PassengerType } from "./passenger-rules";

/**
 * The flight search that found the basket's flights (spec section 2 query keys), for "back to the
 * search" when the fare changed or a flight left the basket. Null without flights.
 */
export function flightSearchAgain(
  flights: readonly ChosenFlight[],
  party: readonly PassengerType[],
): URLSearchParams | null {
  const outbound = flights.find((flight) => flight.direction === "outbound") ?? flights[0];
  const first = outbound?.segments[0];
  const last = outbound?.segments.at(-1);
  if (!outbound || !first || !last) return null;
  const count = (type: PassengerType) => String(party.filter((member) => member === type).length);
  const query = new URLSearchParams({
    p_p: first.origin.code,
    d_p: last.destination.code,
    ppt: "airport",
    dpt: "airport",
    p_d: isoToDashed(first.departure.slice(0, 10)),
  });
  const inbound = flights.find((flight) => flight.direction === "inbound")?.segments[0];
  if (inbound) query.set("d_d", isoToDashed(inbound.departure.slice(0, 10)));
  query.set("pa", party.length > 0 ? count("adult") : "1");
  for (const [key, type] of [
    ["ps", "student"],
    ["pc", "child"],
    ["pi", "infant"],
  ] as const) {
    if (count(type) !== "0") query.set(key, count(type));
  }
  query.set("fc", outbound.cabin);
  return query;
}
