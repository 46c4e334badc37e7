import type { PlaceType } from "./flight-search-query";

/** One end of a popular route: a city (every airport) or an airport, named in the page's language. */
interface RouteEnd {
  readonly code: string;
  readonly type: PlaceType;
  readonly name: string;
}

export interface PopularRoute {
  readonly from: RouteEnd;
  readonly to: RouteEnd;
}

/** A popular route's cheapest fare on one day, with the search that finds it. */
export interface CheapTicket {
  readonly from: string;
  readonly to: string;
  /** DD-MM-YYYY. */
  readonly departure: string;
  /** TRY minor units, for one adult. */
  readonly amount: number;
  readonly href: string;
}

/**
 * Popular routes from content's flight destinations: from the first destination (the hub, İstanbul
 * in the seed) to every other, and back from the second. A city with several airports is searched
 * as the city.
 */
export function popularRoutes(
  destinations: readonly { readonly name: string; readonly airports: readonly { readonly iata: string }[] }[],
): PopularRoute[] {
  const ends = destinations.flatMap((destination): RouteEnd[] => {
    const first = destination.airports[0];
    if (!first) return [];
    return [{ code: first.iata, type: destination.airports.length > 1 ? "city" : "airport", name: destination.name }];
  });
  const [hub, second, ...rest] = ends;
  if (!hub || !second) return [];
  return [
    ...[second, ...rest].map((to) => ({ from: hub, to })),
    ...rest.slice(0, 2).map((to) => ({ from: second, to })),
  ];
}
