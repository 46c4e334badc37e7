/** Request bodies and queries checked with zod; a failure is 3300 with a `{ field, message }` per problem. */
import type { Context } from "hono";
import type { z } from "zod";
import { invalidRequest } from "../errors";
import { jsonBody } from "../shared/json-body";

export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown, message: string): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw invalidRequest(message, parsed.error);
  return parsed.data;
}

export async function body<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  message = "The request is not valid",
): Promise<z.output<Schema>> {
  return parse(schema, await jsonBody(c), message);
}
