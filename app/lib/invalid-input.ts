/** Body of a 400 thrown by a loader whose URL parameters did not validate. */
export interface InvalidInputData {
  readonly kind: "invalid-input";
  /** The offending parameter names, as they appear in the URL. */
  readonly fields: readonly string[];
}

export function isInvalidInputData(value: unknown): value is InvalidInputData {
  return (
    typeof value === "object" &&
    value !== null &&
    "kind" in value &&
    value.kind === "invalid-input" &&
    "fields" in value &&
    Array.isArray(value.fields)
  );
}
