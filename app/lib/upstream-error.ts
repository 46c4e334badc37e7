import { UpstreamError } from "~/upstream/transport";

export { UpstreamError };

/** The Main API's error code of a failed call, or null for anything else (a bug, a timeout). */
export function upstreamCode(error: unknown): number | null {
  return error instanceof UpstreamError ? error.code : null;
}

/** The fields the API named as invalid (its 3300 details), by dotted path. */
export function invalidFields(error: unknown): Record<string, string> {
  if (!(error instanceof UpstreamError) || !Array.isArray(error.details)) return {};
  const fields: Record<string, string> = {};
  for (const entry of error.details as unknown[]) {
    const { field, message } = (entry ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === "string" && typeof message === "string") fields[field] = message;
  }
  return fields;
}
