/**
 * Why a car search found nothing to show, from the Main API's error (docs/car-search.md,
 * "Search messages"): the rule lives in the Main API; the page only names what it found.
 */
import { z } from "zod";
import { UpstreamError } from "~/lib/upstream-error";

export type SearchProblem =
  | { readonly kind: "pickup-unserved" }
  | { readonly kind: "dropoff-unserved" }
  | {
      readonly kind: "dates";
      readonly reason:
        "malformed" | "pickup_in_past" | "pickup_too_far_ahead" | "return_before_pickup" | "rental_too_long";
      /** Days: how far ahead a pickup or how long a rental may be. */
      readonly limitDays: number | null;
    }
  | { readonly kind: "driver-age"; readonly age: number; readonly minimumAge: number }
  | { readonly kind: "unavailable" };

/** 3301's details (services/main-api/car/request.ts). */
const datesDetails = z.object({
  reason: z.enum(["malformed", "pickup_in_past", "pickup_too_far_ahead", "return_before_pickup", "rental_too_long"]),
  limitDays: z.number().int().positive().optional(),
});
/** 3308's details (services/main-api/car/search.ts). */
const ageDetails = z.object({ minimumAge: z.number().int().positive() });

/** The problem a failed search call means; anything unknown is "try again later". */
export function searchProblem(error: unknown, searched: { readonly age: number }): SearchProblem {
  if (!(error instanceof UpstreamError)) return { kind: "unavailable" };
  switch (error.code) {
    case 3311:
      return { kind: "pickup-unserved" };
    case 3313:
      return { kind: "dropoff-unserved" };
    case 3301: {
      const details = datesDetails.safeParse(error.details);
      return details.success
        ? { kind: "dates", reason: details.data.reason, limitDays: details.data.limitDays ?? null }
        : { kind: "dates", reason: "malformed", limitDays: null };
    }
    case 3308: {
      const details = ageDetails.safeParse(error.details);
      return details.success
        ? { kind: "driver-age", age: searched.age, minimumAge: details.data.minimumAge }
        : { kind: "unavailable" };
    }
    default:
      return { kind: "unavailable" };
  }
}
