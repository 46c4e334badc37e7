import type { FieldErrorCode } from "~/features/checkout/field-errors";
import type { FormReply } from "~/lib/forms/submission";
import { isUpstreamError } from "~/lib/upstream-error";
import type { MainApiClient } from "~/upstream/main-api";
import type { RegisteredPassenger } from "~/../shared/contract/main-api/passengers";
import type { PartyDates } from "./passengers-schema";
import { FILL_FIELD, fillRequest, fitsSeat, travellerValues } from "./registered-fill";

type Passengers = MainApiClient["passengers"];

/**
 * The registered passengers of a signed-in (not anonymous) traveller, or none: an anonymous or
 * ended session, or a Main API that cannot answer, leaves the forms as they are.
 */
export async function registeredPassengersOf(passengers: Passengers, registered: boolean) {
  if (!registered) return [];
  try {
    return await passengers.list();
  } catch (error) {
    if (isUpstreamError(error)) return [];
    throw error;
  }
}

/**
 * Without JavaScript, the fill button posts the whole step: the page comes back with what was
 * typed and the chosen passenger's details in that traveller's fields, nothing checked yet. Null
 * when the post is not a fill. The Main API gives a passenger to its owner only.
 */
export async function filledReply(
  passengers: Passengers,
  form: FormData,
  dates: PartyDates,
): Promise<FormReply<FieldErrorCode> | null> {
  const fill = fillRequest(form, dates.party.length);
  if (!fill && !form.has(FILL_FIELD)) return null;
  const typed: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") typed[name] = value.slice(0, 200);
  if (!fill) return { initialValue: typed };
  let passenger: RegisteredPassenger | null = null;
  try {
    passenger = await passengers.get(fill.passengerId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
  }
  const type = dates.party[fill.index];
  if (!passenger || !type || !fitsSeat(type, passenger, dates)) return { initialValue: typed };
  return { initialValue: { ...typed, ...travellerValues(fill.index, passenger) } };
}
