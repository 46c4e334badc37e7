/** The shop's reservation numbers ("RG-7K3M-9QXD"), as people type them. */
export const RESERVATION_ID_PATTERN = /^RG-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/;

/** Accepts what people type: lower case, spaces or no dashes. */
export function normaliseReservationId(input: string): string | undefined {
  const compact = input.toUpperCase().replace(/[\s-]/g, "");
  const candidate = compact.length === 10 ? `${compact.slice(0, 2)}-${compact.slice(2, 6)}-${compact.slice(6)}` : "";
  return RESERVATION_ID_PATTERN.test(candidate) ? candidate : undefined;
}
