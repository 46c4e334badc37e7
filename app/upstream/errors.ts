import {
  isMainApiErrorCode,
  type MainApiErrorCode,
  type MainApiErrorDetails,
  parseErrorDetails,
} from "~/../shared/contract/main-api/errors";

export type UpstreamService = "main-api" | "maps" | "content";

/**
 * Why a call failed: a Main API code from the contract; "http-error" for a failure the contract
 * has no code for (a maps 404, an unknown code, a bare 5xx); "invalid-response" for an answer that
 * is not what the contract describes (not JSON, an HTML error page, a field of the wrong type).
 */
export type UpstreamErrorCode = MainApiErrorCode | "http-error" | "invalid-response";

interface InvalidResponseDetails {
  readonly reason: "not-json" | "unexpected-shape";
  /** Dotted path of the first field that broke the contract. */
  readonly path?: string;
}

interface HttpErrorDetails {
  /** The code the service put in its error body, when it sent one. */
  readonly reportedCode: number | null;
}

export type UpstreamErrorDetails<Code extends UpstreamErrorCode> = Code extends MainApiErrorCode
  ? MainApiErrorDetails<Code> | undefined
  : Code extends "invalid-response"
    ? InvalidResponseDetails
    : HttpErrorDetails;

function detailsFor<Code extends UpstreamErrorCode>(code: Code, details: unknown): UpstreamErrorDetails<Code> {
  if (isMainApiErrorCode(code)) return parseErrorDetails(code, details) as UpstreamErrorDetails<Code>;
  return details as UpstreamErrorDetails<Code>;
}

/**
 * A failed upstream call. `details` is the contract's shape for the code (or undefined when the
 * service sent none or sent it malformed), so read it through `isUpstreamError(error, code)`:
 *
 * @example
 * if (isUpstreamError(error, 3501)) error.details?.attemptsLeft; // number | undefined
 * if (isUpstreamError(error, 3504)) error.details?.retryAfterSeconds;
 */
export class UpstreamError<Code extends UpstreamErrorCode = UpstreamErrorCode> extends Error {
  readonly details: UpstreamErrorDetails<Code>;

  constructor(
    readonly service: UpstreamService,
    readonly code: Code,
    message: string,
    readonly statusCode: number,
    details?: Code extends MainApiErrorCode ? unknown : UpstreamErrorDetails<Code>,
  ) {
    super(message);
    this.details = detailsFor(code, details);
  }

  /** The error for a service's failure body: its code when the contract knows it, else "http-error". */
  static fromApi(
    service: UpstreamService,
    reportedCode: number | null,
    message: string,
    statusCode: number,
    details?: unknown,
  ): UpstreamError {
    return isMainApiErrorCode(reportedCode) && service === "main-api"
      ? new UpstreamError(service, reportedCode, message, statusCode, details)
      : new UpstreamError(service, "http-error", message, statusCode, { reportedCode });
  }
}

/**
 * Whether `error` is a failed upstream call, optionally with one of the given codes; narrows
 * `code` and `details` to those codes.
 */
export function isUpstreamError<Code extends UpstreamErrorCode = UpstreamErrorCode>(
  error: unknown,
  ...codes: readonly Code[]
): error is UpstreamError<Code> {
  return (
    error instanceof UpstreamError &&
    (codes.length === 0 || (codes as readonly UpstreamErrorCode[]).includes(error.code))
  );
}

/** The Main API code of a failed call, or null for anything else (a bug, a timeout, a malformed answer). */
export function mainApiCode(error: unknown): MainApiErrorCode | null {
  return error instanceof UpstreamError && isMainApiErrorCode(error.code) ? error.code : null;
}
