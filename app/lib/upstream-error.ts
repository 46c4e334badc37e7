import { isUpstreamError, mainApiCode, UpstreamError } from "~/upstream/errors";
import type { InvalidField } from "~/../shared/contract/main-api/errors";

export { isUpstreamError, UpstreamError };
export type { MainApiErrorCode } from "~/../shared/contract/main-api/errors";

/** The Main API's error code of a failed call, or null for anything else (a bug, a timeout, a malformed answer). */
export const upstreamCode = mainApiCode;

export { mainApiCode };

/** The fields the API named as invalid (its 3300 and 3302 details), by dotted path. */
export function invalidFields(error: unknown): Record<string, string> {
  if (!isUpstreamError(error, 3300, 3302)) return {};
  const entries: readonly InvalidField[] = error.details ?? [];
  return Object.fromEntries(entries.map(({ field, message }) => [field, message]));
}
