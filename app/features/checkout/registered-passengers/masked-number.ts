import type { RegisteredPassenger } from "~/../shared/contract/main-api/passengers";

/** An identity or passport number with all but its last three characters hidden ("10000000146" → "••••••••146"). */
export function maskedNumber(value: string): string {
  const shown = Math.min(3, Math.max(0, value.length - 3));
  return `${"•".repeat(value.length - shown)}${value.slice(value.length - shown)}`;
}

/** A passenger as the list shows it: the identity numbers masked on the server, never sent whole. */
export type ListedPassenger = ReturnType<typeof listedPassenger>;

export function listedPassenger(passenger: RegisteredPassenger) {
  const { id, type, firstName, lastName, birthDate, nationality, tckn, passportNo, passportExpiry } = passenger;
  return {
    id,
    type,
    firstName,
    lastName,
    birthDate,
    nationality,
    tckn: tckn ? maskedNumber(tckn) : null,
    passportNo: passportNo ? maskedNumber(passportNo) : null,
    passportExpiry,
  };
}
