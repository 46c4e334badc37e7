import { type CarSearchQuery, dropoffPoint } from "./car-search-query";
import { DEFAULT_TIME } from "./search-request";

interface ReportEnd {
  readonly location: string;
  readonly date: string;
  readonly time: string;
}

/** What the analytics "car search" event reports about a results URL (spec section 7). */
export interface SearchReport {
  readonly pickup: ReportEnd & { readonly country: string | null };
  readonly dropoff: ReportEnd;
}

const pointText = (point: { lat: number; lon: number }) => `${point.lat},${point.lon}`;

/**
 * The search a results URL describes, for analytics: places by name where the loader found them
 * (else their "lat,lon"), dates as in the URL, times with the URL's default. Null when the URL
 * does not describe a search.
 */
export function searchReport(
  query: CarSearchQuery,
  places: { pickupName: string | null; dropoffName: string | null; pickupCountry: string | null },
): SearchReport | null {
  const dropoff = dropoffPoint(query);
  if (!query.p_p || !dropoff || !query.p_d || !query.d_d) return null;
  const pickupLocation = places.pickupName ?? pointText(query.p_p);
  return {
    pickup: {
      location: pickupLocation,
      date: query.p_d,
      time: query.p_t ?? DEFAULT_TIME,
      country: places.pickupCountry,
    },
    dropoff: {
      // Without its own point the car goes back to the pickup place.
      location: query.d_p ? (places.dropoffName ?? pointText(dropoff)) : pickupLocation,
      date: query.d_d,
      time: query.d_t ?? DEFAULT_TIME,
    },
  };
}
