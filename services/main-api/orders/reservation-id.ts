export { normaliseReservationId, RESERVATION_ID_PATTERN } from "../../../shared/reservation-id";

/** No 0/O, 1/I/L: read aloud over the phone without mistakes. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/**
 * A reservation id such as "RG-7K3M-9QXD": short enough to read out, 31⁸ ≈ 8.5 × 10¹¹ values
 * from the platform's CSPRNG (unguessable; lookups by id also need the e-mail and are rate-limited).
 */
export function newReservationId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  // 256 is not a multiple of 31; rejection would be exact, the bias of a plain modulo is < 0.4 %.
  const chars = [...bytes].map((byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `RG-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
