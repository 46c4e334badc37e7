import type { AppEnv } from "./app-env";
import { type Context, Hono } from "hono";
import { requestId } from "hono/request-id";
import { timing } from "hono/timing";
import { RouterContextProvider } from "react-router";
import { readConfig } from "~/lib/config";
import { cloudflareContext, requestInfoContext, sessionContext, upstreamsContext } from "~/lib/request-context";
import { localeFromPath } from "~/routing/locales";
import { renderFallbackPage } from "./fallback-page";
import { cachePolicy } from "./middleware/cache-policy";
import { canonicalPath } from "./middleware/canonical-path";
import { formBody } from "./middleware/form-body";
import { country } from "./middleware/country";
import { csrf } from "./middleware/csrf";
import { DEVICE_HEADERS, device } from "./middleware/device";
import { securityHeaders } from "./middleware/security-headers";
import { session } from "./middleware/session";
import { proxyMainApi } from "./routes/api-proxy";
import { imageProxy } from "./routes/image-proxy";
import { opsRoutes } from "./routes/ops";
import { seoRoutes } from "./routes/seo";
import { handlePaymentReturn } from "./routes/payment-return";
import { type EmbeddedServices, transportFor, upstreamClients } from "./upstreams";

/** Renders a page: React Router's request handler, given the typed per-request context. */
export type PageHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

const loggedConfigErrors = new Set<string>();
/** Logs a configuration error once per isolate (every request after it gets the same 503). */
export function logConfigError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (loggedConfigErrors.has(message)) return;
  loggedConfigErrors.add(message);
  console.error(message);
}

function wantsHtml(request: Request): boolean {
  return (request.headers.get("accept") ?? "").includes("text/html");
}

/**
 * The Worker's Hono app. Created once per isolate by worker/index.ts; tests create their own with
 * a stand-in page handler.
 *
 * @example
 * const app = createApp({ handlePage: createRequestHandler(build), embedded: { mainApi, maps } });
 * export default app;
 */
export function createApp({
  handlePage,
  embedded,
  buildVersion = "development",
}: {
  handlePage: PageHandler;
  embedded: EmbeddedServices;
  /** Identifies the deployed build; clients compare it hourly to notice a new deployment. */
  buildVersion?: string;
}) {
  const app = new Hono<AppEnv>();

  app.use(requestId());
  app.use(timing({ totalDescription: "edge" }));
  app.use(securityHeaders());
  app.use(async function echoRequestId(c, next) {
    await next();
    c.res.headers.set("X-Request-Id", c.var.requestId);
  });
  // Fails closed: a configuration the Worker cannot serve with safely (app/lib/config.ts, e.g. a
  // development feature on in production) answers every request 503 with a plain message; why is logged.
  app.use(async function configured(c, next) {
    try {
      readConfig(c.env);
    } catch (error) {
      logConfigError(error);
      return c.text("Service unavailable: this deployment is not configured to serve safely.", 503, {
        "cache-control": "no-store",
        "retry-after": "300",
      });
    }
    await next();
  });
  // Cache-Control for every response: private, no-store for anything personal (docs/caching.md).
  // The simulated bank stands for another site: its pages keep their own caching.
  app.use(cachePolicy({ exempt: (path) => path.startsWith("/__bank/") }));
  app.use(
    canonicalPath({
      invalid: async (c, status) => {
        const body = await renderFallbackPage(localeFromPath(new URL(c.req.url).pathname), status, c.var.requestId);
        return wantsHtml(c.req.raw)
          ? c.html(body, status)
          : c.json({ error: { code: "invalid_url", message: "The URL could not be read" } }, status);
      },
    }),
  );
  app.use(country());
  app.use(device());
  // Exempt: the bank's 3-D Secure return (the one cross-site post a visitor makes) and the CMS
  // webhook (a signed server-to-server call, not a browser request).
  app.use(
    csrf({ exempt: (path) => /^(\/[a-z]{2})?\/checkout\/control$/.test(path) || path === "/__ops/cache/webhook" }),
  );

  const clientsFor = (c: Context<AppEnv>, accessToken: () => string | undefined) =>
    upstreamClients(readConfig(c.env), embedded, c.env, c.executionCtx, localeFromPath(c.req.path), {
      accessToken,
      clientIp: c.req.header("cf-connecting-ip"),
    });
  // Before the session: images need no visitor identity, and must not mint anonymous sessions.
  app.route("/img", imageProxy());

  // robots.txt and the sitemaps (docs/seo.md), before the session too: crawlers get no cookies.
  const seo = seoRoutes((c) => clientsFor(c, () => undefined));
  app.route("/", seo);

  // The simulated bank's 3-D Secure pages (docs/api/orders-and-payments.md), as a real bank would serve
  // them on its own site. Development and tests only.
  app.all("/__bank/*", (c) => {
    if (!embedded.bank || !readConfig(c.env).BANK_SIMULATOR_ENABLED) return c.notFound();
    const url = new URL(c.req.url);
    url.pathname = url.pathname.slice("/__bank".length);
    return embedded.bank.fetch(new Request(url, c.req.raw), c.env, c.executionCtx as ExecutionContext);
  });

  // The bank's 3-D Secure result (spec: checkout/control), before the session: no cookies come with it.
  const paymentReturn = (c: Context<AppEnv>) => {
    const locale = localeFromPath(c.req.path);
    return handlePaymentReturn(c, clientsFor(c, () => undefined).mainApi, locale, async () =>
      wantsHtml(c.req.raw)
        ? c.html(await renderFallbackPage(locale, 400, c.var.requestId), 400)
        : c.json({ error: { code: "invalid_payment_result", message: "The bank's answer could not be used" } }, 400),
    );
  };
  app.post("/checkout/control", paymentReturn);
  app.post("/:lang{[a-z]{2}}/checkout/control", paymentReturn);

  app.use(session({ accounts: (c, accessToken) => clientsFor(c as Context<AppEnv>, accessToken).mainApi.accounts }));

  // Operator endpoints: content cache status and purge (OPS_SECRET), CMS publish webhook.
  app.route("/__ops", opsRoutes());

  // Build metadata (spec section 7, framework calls): polled hourly by the client.
  app.get("/__build", (c) => c.json({ version: buildVersion }, 200, { "cache-control": "no-store" }));

  // Own server (spec section 7): the visitor's country; TR when it cannot be told.
  app.get("/api/country-code", (c) =>
    c.json({ countryCode: c.var.country }, 200, { "cache-control": "private, no-store", vary: "CF-IPCountry" }),
  );

  // Development only: the one-time codes the shop would have sent, so a developer (or an
  // end-to-end test) can sign in without a real SMS or e-mail provider.
  app.get("/__dev/outbox", async (c) => {
    if (!readConfig(c.env).DEV_OUTBOX_ENABLED) return c.notFound();
    const destination = c.req.query("destination") ?? "";
    return c.json(await clientsFor(c, () => undefined).mainApi.accounts.devOutbox(destination));
  });

  app.all("/api/v1/*", (c) =>
    proxyMainApi(
      c.req.raw,
      c.var.session,
      transportFor(readConfig(c.env).MAIN_API_URL, embedded.mainApi, c.env, c.executionCtx),
      localeFromPath(new URL(c.req.header("referer") ?? c.req.url).pathname),
    ),
  );

  // Page actions read form bodies only: anything else is answered here (413/415), never a 500.
  app.use(
    "*",
    formBody({
      invalid: async (c, status) => {
        const body = await renderFallbackPage(localeFromPath(new URL(c.req.url).pathname), status, c.var.requestId);
        return wantsHtml(c.req.raw)
          ? c.html(body, status)
          : c.json({ error: { code: "unreadable_form", message: "The form could not be read" } }, status);
      },
    }),
  );

  app.all("*", async (c) => {
    const context = new RouterContextProvider();
    const config = readConfig(c.env);
    const locale = localeFromPath(new URL(c.req.url).pathname);
    context.set(cloudflareContext, { env: c.env, ctx: c.executionCtx, config });
    context.set(requestInfoContext, {
      requestId: c.var.requestId,
      locale,
      country: c.var.country,
      device: c.var.device,
      nonce: c.var.nonce,
    });
    context.set(sessionContext, c.var.session);
    context.set(
      upstreamsContext,
      clientsFor(c, () => c.var.session.accessToken()),
    );
    const response = await handlePage(c.req.raw, context);
    // Pages are rendered for a device class; caches must keep them apart.
    for (const header of DEVICE_HEADERS) response.headers.append("Vary", header);
    return response;
  });

  app.onError(async (error, c) => {
    // Full detail goes to the log with the request id; the visitor gets the id and nothing else.
    console.error(`[${c.var.requestId}] unhandled error on ${c.req.method} ${c.req.path}`, error);
    const id = c.var.requestId ?? "-";
    if (wantsHtml(c.req.raw)) {
      return c.html(await renderFallbackPage(localeFromPath(c.req.path), 500, id), 500);
    }
    return c.json({ error: { code: "internal_error", message: "Sorry, an error occurred", requestId: id } }, 500);
  });

  return app;
}
