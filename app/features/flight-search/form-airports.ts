/** An airport the flight form offers without JavaScript and names when it starts from a code. */
export interface FormAirport {
  readonly code: string;
  readonly name: string;
  /** The city's name: airports of one city are also offered together ("İstanbul (IST, SAW)"). */
  readonly city: string;
}

/** The airports of content's flight destinations (`cities` of kind flight-destination), in their order. */
export function formAirportsOf(
  destinations: readonly { readonly name: string; readonly airports: readonly { iata: string; name: string }[] }[],
): FormAirport[] {
  const seen = new Set<string>();
  return destinations.flatMap((destination) =>
    destination.airports.flatMap((airport) => {
      if (seen.has(airport.iata)) return [];
      seen.add(airport.iata);
      return [{ code: airport.iata, name: airport.name, city: destination.name }];
    }),
  );
}
