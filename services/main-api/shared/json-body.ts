import type { Context } from "hono";
import { ApiError } from "../errors";

/** A request's JSON body, whatever its Content-Type says; anything else is 3300. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError("INVALID_REQUEST", "The request body must be JSON");
  }
}
