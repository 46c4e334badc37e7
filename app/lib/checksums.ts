// The identity, tax and card number checks the Main API applies too (one implementation).
export { isValidTckn, isValidVkn, luhnValid } from "../../shared/checksums";
