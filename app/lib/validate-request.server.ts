import { data, redirect } from "react-router";
import { type $ZodError, type $ZodType, type output, safeParse } from "zod/v4/core";
import type { InvalidInputData } from "./invalid-input";
import { slug } from "./url-schemas";

function invalidInput(error: $ZodError): never {
  const fields = [...new Set(error.issues.map((issue) => String(issue.path[0] ?? "?")))];
  throw data<InvalidInputData>({ kind: "invalid-input", fields }, { status: 400 });
}

/**
 * Validates the query string against a zod object schema. Unknown keys (utm_*, click ids) are
 * ignored; a known key with a malformed value is a 400 naming that key. A repeated key counts by
 * its first value, as browsers and links normally send one, except `lists` keys, whose values join.
 */
export function parseQuery<Schema extends $ZodType>(
  request: Request,
  schema: Schema,
  options: { lists?: readonly string[] } = {},
): output<Schema> {
  const url = new URL(request.url);
  const raw: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    // List keys (filters) may come repeated from a plain form post (`v=a&v=b`): one comma list.
    if (options.lists?.includes(key) && key in raw) raw[key] = value ? `${raw[key]},${value}` : raw[key]!;
    else if (!(key in raw)) raw[key] = value;
  }
  const result = safeParse(schema, raw);
  if (!result.success) invalidInput(result.error);
  return result.data;
}

/** Validates route params the same way; a malformed segment is a 400 naming the param. */
export function parseParams<Schema extends $ZodType>(
  params: Record<string, string | undefined>,
  schema: Schema,
): output<Schema> {
  const result = safeParse(schema, params);
  if (!result.success) invalidInput(result.error);
  return result.data;
}

/**
 * Slug segments of a content URL. A slug that is only wrong in letter case is sent to its
 * canonical lower-case address with a permanent redirect; anything else malformed is a 400.
 */
export function parseSlugParams<Key extends string>(
  request: Request,
  params: Partial<Record<Key, string>>,
  keys: readonly Key[],
): Partial<Record<Key, string>> {
  const url = new URL(request.url);
  const segments = url.pathname.split("/");
  let needsRedirect = false;
  const result: Partial<Record<Key, string>> = {};
  const bad: string[] = [];
  for (const key of keys) {
    const value = params[key];
    if (value === undefined) continue;
    const lower = value.toLowerCase();
    if (!slug.safeParse(lower).success) {
      bad.push(key);
      continue;
    }
    if (lower !== value) {
      needsRedirect = true;
      segments.forEach((segment, index) => {
        if (segment === value) segments[index] = lower;
      });
    }
    result[key] = lower;
  }
  if (bad.length > 0) throw data<InvalidInputData>({ kind: "invalid-input", fields: bad }, { status: 400 });
  if (needsRedirect) throw redirect(`${segments.join("/")}${url.search}`, 301);
  return result;
}
