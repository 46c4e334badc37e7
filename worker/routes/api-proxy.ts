import { grantFor } from "~/lib/booking-grant";
import type { SessionHandle } from "~/lib/request-context";
import { INTERNAL_ORIGIN } from "~/upstream/request-json";
import type { Transport } from "~/upstream/transport";

/**
 * Account endpoints that answer with tokens. Tokens live only in HttpOnly cookies, so the
 * browser may not call these; the login page and the session middleware do it on the server.
 */
const TOKEN_ENDPOINTS = [
  /^\/api\/v1\/account-api\/(anonymous-login|refresh|logout)\/?$/,
  /^\/api\/v1\/account-api\/login\/(email|phone)\/complete\/?$/,
];

const FORWARDED_HEADERS = ["accept", "accept-language", "content-language", "content-type", "user-agent"];

/**
 * The browser's `/api/v1/...` calls, forwarded to the Main API with the visitor's session: the
 * Worker adds `Authorization: Bearer` (signing the visitor in anonymously when needed) and drops
 * cookies, so the browser never holds a token. (Cross-site writes are refused before this, by the
 * csrf middleware.)
 */
export async function proxyMainApi(
  request: Request,
  session: SessionHandle,
  transport: Transport,
  locale: string,
): Promise<Response> {
  const url = new URL(request.url);
  if (TOKEN_ENDPOINTS.some((pattern) => pattern.test(url.pathname))) {
    return Response.json({ error: { code: 404, message: "No such endpoint" } }, { status: 404 });
  }
  const method = request.method.toUpperCase();
  await session.ensure();
  const headers = new Headers();
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (!headers.has("accept-language")) headers.set("accept-language", locale);
  if (!headers.has("content-language")) headers.set("content-language", locale);
  const token = session.accessToken();
  if (token) headers.set("authorization", `Bearer ${token}`);
  // A guest's "find my reservation" grant opens that booking's calls (its documents) only.
  const orderId = /^\/api\/v1\/order-api\/order\/([\w.:-]+)\//.exec(url.pathname)?.[1];
  const grant = orderId ? grantFor(request, orderId) : undefined;
  if (grant) headers.set("x-manage-token", grant.manageToken);
  const ip = request.headers.get("cf-connecting-ip");
  if (ip) headers.set("x-forwarded-for", ip);
  const response = await transport(
    new Request(`${INTERNAL_ORIGIN}${url.pathname}${url.search}`, {
      method,
      headers,
      body: ["GET", "HEAD"].includes(method) ? undefined : await request.arrayBuffer(),
    }),
  );
  // A fresh Response: upstream headers such as Set-Cookie never reach the browser.
  return new Response(response.body, {
    status: response.status,
    headers: {
      "content-type": response.headers.get("content-type") ?? "application/json",
      "cache-control": "private, no-store",
    },
  });
}
