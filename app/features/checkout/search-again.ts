import { isoToDashed } from "~/lib/dates";

/** The stored search of a basket item (spec: order item product.searchRequest). */
interface StoredCarSearch {
  readonly checkInDateTime: string;
  readonly checkOutDateTime: string;
  readonly age: number;
  readonly checkInLocation: { readonly lat: number; readonly lon: number };
  readonly checkOutLocation?: { readonly lat: number; readonly lon: number } | undefined;
}

const point = (location: { lat: number; lon: number }) => `${location.lat},${location.lon}`;
/** "2027-03-01T10:00" → ["01-03-2027", "10:00"] (the search URL's day-month-year and time). */
const dateAndTime = (value: string): [string, string] => {
  const [date = "", time = ""] = value.split("T");
  return [isoToDashed(date), time.slice(0, 5)];
};

/**
 * The car search query that found an item, rebuilt from its stored request (spec section 8: the
 * expired-item modal's back_to_search_page). Null when the stored request is unusable.
 */
export function searchAgainQuery(stored: unknown): URLSearchParams | null {
  const search = stored as Partial<StoredCarSearch> | null | undefined;
  if (
    !search?.checkInLocation ||
    typeof search.checkInDateTime !== "string" ||
    typeof search.checkOutDateTime !== "string"
  ) {
    return null;
  }
  const [pickupDate, pickupTime] = dateAndTime(search.checkInDateTime);
  const [dropoffDate, dropoffTime] = dateAndTime(search.checkOutDateTime);
  const query = new URLSearchParams({
    p_p: point(search.checkInLocation),
    p_d: pickupDate,
    p_t: pickupTime,
    d_d: dropoffDate,
    d_t: dropoffTime,
  });
  const dropoff = search.checkOutLocation;
  if (dropoff && point(dropoff) !== point(search.checkInLocation)) query.set("d_p", point(dropoff));
  if (typeof search.age === "number") query.set("a", String(search.age));
  return query;
}
