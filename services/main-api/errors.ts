import type { Context } from "hono";
import type { z } from "zod";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import {
  MAIN_API_ERROR_CODES,
  type MainApiErrorCodeOf,
  MAIN_API_ERRORS,
  type MainApiErrorName,
} from "../../shared/contract/main-api/errors";

/**
 * Main API error codes by name, from the contract's table (shared/contract/main-api/errors.ts).
 * The shop's client reacts to 2102 (forget the stored order), 2104 (the expired-item modal), 3304
 * (retry once), 3311 and 3313 (location modal) and explains 2201–2206 and 3501–3504 inline; the
 * rest describe invalid requests precisely.
 */
export const ERROR_CODES = Object.fromEntries(
  MAIN_API_ERROR_CODES.map((code) => [MAIN_API_ERRORS[code].name, { code, status: MAIN_API_ERRORS[code].status }]),
) as {
  readonly [Name in MainApiErrorName]: {
    readonly code: MainApiErrorCodeOf<Name>;
    readonly status: (typeof MAIN_API_ERRORS)[MainApiErrorCodeOf<Name>]["status"];
  };
};

export type ErrorName = MainApiErrorName;

export class ApiError extends Error {
  constructor(
    readonly kind: ErrorName,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }

  get code(): number {
    return ERROR_CODES[this.kind].code;
  }

  get status(): ContentfulStatusCode {
    return ERROR_CODES[this.kind].status;
  }
}

/** The spec's error body: `{ error: { code, message } }`, plus details where they help. */
export function errorResponse(c: Context, error: ApiError): Response {
  return c.json(
    {
      error: {
        code: error.code,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      },
    },
    error.status,
  );
}

/** A 3300 for a request that failed its schema, naming each field and what is wrong with it. */
export function invalidRequest(message: string, error: z.ZodError): ApiError {
  return new ApiError(
    "INVALID_REQUEST",
    message,
    error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message })),
  );
}
