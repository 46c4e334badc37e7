import { countryOptions } from "~/lib/countries";
import type { StoredPassengers } from "~/../shared/contract/main-api/orders";
import { fieldName, TRAVELLER_FIELDS } from "./passengers-schema";

type StoredFlightPassengers = Extract<StoredPassengers, { passengers: unknown }>;

/** The longest dialling code the number starts with ("+90…" → "+90"), and the rest. */
function splitPhone(phone: string): { dialCode: string; phone: string } {
  const dial = countryOptions("en")
    .map((country) => country.dial)
    .filter((code) => phone.startsWith(code))
    .sort((a, b) => b.length - a.length)[0];
  return dial ? { dialCode: dial, phone: phone.slice(dial.length) } : { dialCode: "+90", phone };
}

/** The passengers step's values from what the order already holds (coming back to the step). */
export function passengerDefaults(stored: StoredFlightPassengers | null): Record<string, string> {
  if (!stored) return {};
  const values: Record<string, string> = { email: stored.contact.email, ...splitPhone(stored.contact.phone) };
  stored.passengers.forEach((traveller, index) => {
    for (const field of TRAVELLER_FIELDS) {
      const value = traveller[field];
      if (typeof value === "string") values[fieldName(index, field)] = value;
    }
  });
  return values;
}
