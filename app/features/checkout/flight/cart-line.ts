import type { FlightCartLine } from "~/lib/analytics/checkout-events";
import type { ChosenFlight } from "./flight-basket";

/** The chosen flights as the data layer reports them. */
export function flightCartLine(flights: readonly ChosenFlight[], passengers: number): FlightCartLine {
  return {
    flights: flights.map((flight) => ({
      code: flight.code,
      route: `${flight.segments[0]?.origin.code ?? ""}-${flight.segments.at(-1)?.destination.code ?? ""}`,
      airline: flight.segments[0]?.marketingAirline.displayName ?? "",
      brand: flight.brand.name,
      cabin: flight.cabin,
      price: flight.price,
    })),
    passengers,
  };
}
