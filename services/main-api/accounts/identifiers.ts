/**
 * Contact identifiers and Turkish identity numbers. Validation only: whether a number or address
 * really belongs to someone is proven by a one-time code.
 */
export { emailSchema, normalizePhone } from "../../../shared/contract/main-api/identifiers";

/** Turkish identity number (T.C. Kimlik No) checksum, shared with the checkout form. */
export { isValidTckn as isValidTcid } from "../../../shared/checksums";
