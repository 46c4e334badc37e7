import { I18nProvider } from "@lingui/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { createI18n } from "~/i18n/i18n";
import { NonceContext } from "~/lib/nonce";
import { i18nContext, requestInfoContext } from "~/lib/request-context";
import { deferModulePreloads } from "~/lib/module-preloads";
import { NO_SCRIPT_PARAM } from "~/lib/no-script";
import { type Locale, localeFromPath } from "~/routing/locales";
import routeMessageFiles from "virtual:shop-route-message-files";

/** How long a deferred loader promise may keep the response open before React gives up on it. */
export const streamTimeout = 5_000;

async function i18nFor(request: Request, loadContext: RouterContextProvider) {
  try {
    return loadContext.get(i18nContext);
  } catch {
    // The root middleware did not run (the request failed before it); build one from the URL.
    return createI18n(localeFromPath(new URL(request.url).pathname));
  }
}

/**
 * The modules the document's inline script imports first: the entry, the shared chunks it imports
 * (React and the site frame, scripts/frame-chunk.ts) and the page's route modules.
 */
function startModules({ manifest, staticHandlerContext }: EntryContext): Set<string> {
  const routeModules = staticHandlerContext.matches.map((match) => manifest.routes[match.route.id]?.module);
  return new Set(
    [manifest.entry.module, ...manifest.entry.imports, ...routeModules].filter((href) => href !== undefined),
  );
}

/** The message catalogs the page's route modules load as they start (in the page's language). */
function startCatalogs(modules: ReadonlySet<string>, locale: Locale): string[] {
  return [...modules].map((href) => routeMessageFiles[href]?.[locale]).filter((href) => href !== undefined);
}

function nonceOf(loadContext: RouterContextProvider): string | undefined {
  try {
    return loadContext.get(requestInfoContext).nonce;
  } catch {
    return undefined;
  }
}

/**
 * Streams the document: the shell (layout, header, everything not waiting on deferred data) is
 * sent as soon as it renders; <Suspense> boundaries fill in as their promises settle. Crawlers
 * and browsers without JavaScript (`?nojs`) get the complete document in one piece.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const i18n = await i18nFor(request, loadContext);
  const nonce = nonceOf(loadContext);
  const userAgent = request.headers.get("user-agent");
  // Crawlers, and browsers without JavaScript (which cannot reveal streamed parts; their forms
  // and links say so with `nojs`, which scripts strip), get the whole document at once.
  const noScript = new URL(request.url).searchParams.has(NO_SCRIPT_PARAM);
  const wholeDocument = Boolean((userAgent && isbot(userAgent)) || noScript || routerContext.isSpaMode);
  let shellRendered = false;
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <I18nProvider i18n={i18n}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </I18nProvider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1_000),
      // React outlines large finished parts (sent separately, revealed by a script) to stream
      // sooner; a whole document must have them inline.
      ...(wholeDocument ? { progressiveChunkSize: Number.MAX_SAFE_INTEGER } : {}),
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready reject the render and are logged by React Router.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;

  if (wholeDocument) await body.allReady;

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const modules = startModules(routerContext);
  const catalogs = startCatalogs(modules, localeFromPath(new URL(request.url).pathname));
  return new Response(deferModulePreloads(body, modules, catalogs), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/** Loader and render errors: logged once with the request id, never sent to the browser. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // 4xx responses (no such page, invalid parameters) are answers, not failures.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  let requestId = "-";
  try {
    requestId = context.get(requestInfoContext).requestId;
  } catch {
    // Context not populated (the error happened before the Worker set it).
  }
  console.error(`[${requestId}] ${request.method} ${new URL(request.url).pathname}`, error);
};
