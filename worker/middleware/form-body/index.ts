import type { Context, MiddlewareHandler } from "hono";

/** Largest form body a page action reads (the checkout's longest form is a few kilobytes). */
export const MAX_FORM_BYTES = 256 * 1024;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

/**
 * Why a state-changing request to a page cannot be read as a form, or undefined when it can: the
 * one place that decides, so no route action ever meets a body `request.formData()` throws on
 * (a JSON or text body, a multipart type without a boundary, a truncated multipart body, a body
 * larger than any form of ours).
 */
async function unreadableForm(request: Request): Promise<413 | 415 | undefined> {
  if (request.method === "GET" || request.method === "HEAD") return undefined;
  const length = Number(request.headers.get("content-length") ?? "0");
  if (Number.isFinite(length) && length > MAX_FORM_BYTES) return 413;
  const type = request.headers.get("content-type") ?? "";
  if (!FORM_TYPES.test(type)) return 415;
  const bytes = await request
    .clone()
    .arrayBuffer()
    .catch(() => null);
  if (bytes === null) return 415;
  if (bytes.byteLength > MAX_FORM_BYTES) return 413;
  try {
    await new Request("http://form.invalid/", {
      method: "POST",
      headers: { "content-type": type },
      body: bytes,
    }).formData();
    return undefined;
  } catch {
    return 415;
  }
}

/**
 * Page actions only ever see bodies they can read: anything else is answered here, 413 or 415,
 * with the shop's error page.
 *
 * @example
 * app.use(formBody({ invalid: (c, status) => c.text("Unreadable form", status) }));
 */
export function formBody(options: {
  invalid: (c: Context, status: 413 | 415) => Response | Promise<Response>;
}): MiddlewareHandler {
  return async function formBodyMiddleware(c, next) {
    const problem = await unreadableForm(c.req.raw);
    if (problem) return options.invalid(c, problem);
    await next();
  };
}
