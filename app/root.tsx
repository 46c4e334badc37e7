import { useLingui } from "@lingui/react";
import { type ReactNode, useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useMatches } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { RouteFocus } from "~/frame/route-focus";
import { SiteFrame } from "~/frame/site-frame";
import { initConsentMode, updateConsentMode } from "~/lib/analytics/data-layer";
import { CookieConsent } from "~/features/cookie-consent/cookie-consent";
import { $cookieConsent, consentChoice, loadStoredConsent, sendConsent } from "~/features/cookie-consent/consent";
import { createI18n } from "~/i18n/i18n";
import { useDeployCheck } from "~/lib/deploy/use-deploy-check";
import { RoutePreloads } from "~/lib/route-preload/route-preloads";
import { reusablePreloadedData } from "~/lib/route-preload/preloaded-data.server";
import { $screenType } from "~/lib/device/screen-type.store";
import { GlobalDialogs } from "~/components/global-dialogs";
import { PageAddressLinks } from "~/components/page-address-links";
import { useNonce } from "~/lib/nonce";
import { recordPage } from "~/lib/previous-page";
import { revalidateUnlessSearchOnly } from "~/lib/revalidate-frame";
import { i18nContext, requestInfoContext } from "~/lib/request-context";
import { THEME_COLOR } from "~/lib/theme-color";
import { LOCALE_TAGS, localeFromPath, localePrefix, textDirection } from "~/routing/locales";
import { definedParams, pageForRouteId } from "~/routing/route-table";
import { loadRootData } from "./root-loader.server";
import type { Route } from "./+types/root";
import stylesheet from "./styles/site.css?url";

// Consent mode (docs/frame.md): as the page's scripts start, before anything renders or pushes an
// event, the data layer gets the "denied" defaults, then the stored choice and each new one.
if (typeof document !== "undefined") {
  initConsentMode();
  $cookieConsent.subscribe((consent) => {
    if (!consent) return;
    updateConsentMode(consentChoice(consent));
    sendConsent(consentChoice(consent));
  });
  loadStoredConsent();
}

export const middleware: Route.MiddlewareFunction[] = [
  /** One Lingui instance per request, in the request's language, for loaders and rendering. */
  async function i18nPerRequest({ context }) {
    context.set(i18nContext, await createI18n(context.get(requestInfoContext).locale));
  },
  reusablePreloadedData,
];

/** The frame's data: app/root-loader.server.ts. */
export function loader(args: Route.LoaderArgs) {
  return loadRootData(args);
}

/** Nothing here reads the query string: filters and sorting do not ask for the frame again. */
export const shouldRevalidate = revalidateUnlessSearchOnly;

/** The element that closes the shell: everything but deferred parts is parsed once it is. */
const SHELL_END = "shell-end";

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: ReactNode }) {
  const locale = localeFromPath(useLocation().pathname);
  const nonce = useNonce();
  return (
    <html lang={LOCALE_TAGS[locale]} dir={textDirection(locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        {/* The installable app (docs/offline-trip-card.md): its manifest in the page's language. */}
        <link rel="manifest" href={`${localePrefix(locale)}/manifest.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <Meta />
        <Links />
        {/* The first paint waits until the shell is parsed (SHELL_END below): painted while it
            streamed in, the header's items and the hero moved as later markup arrived (CLS). */}
        <link rel="expect" href={`#${SHELL_END}`} blocking="render" />
      </head>
      <body>
        {children}
        <span id={SHELL_END} hidden />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useDeployCheck();
  useEffect(() => {
    $screenType.set(loaderData.device);
  }, [loaderData.device]);
  const leaf = useMatches().at(-1);
  const definition = leaf ? pageForRouteId(leaf.id) : undefined;
  const page = definition?.name;
  const { key } = useLocation();
  useEffect(() => {
    if (page) recordPage(page);
  }, [page, key]);
  useEffect(() => {
    // Effects run once hydration has committed: from now on links navigate in the browser.
    // Tests and monitoring read this instead of guessing.
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      {/* First in the document: the consent banner is the first stop for the Tab key (docs/frame.md). */}
      <CookieConsent />
      {definition?.addresses === "route" && leaf ? (
        <PageAddressLinks page={definition.name} params={definedParams(leaf.params)} />
      ) : null}
      <Outlet />
      <GlobalDialogs />
      <RoutePreloads />
      <RouteFocus />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Touching the i18n context makes the boundary re-render when the catalog is active.
  useLingui();
  return (
    <>
      <CookieConsent />
      <SiteFrame layout="error">
        <ErrorPage error={error} />
      </SiteFrame>
    </>
  );
}
