import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { createI18n } from "~/i18n/i18n";
import { browserReloadEnvironment, reloadOnceForChunkError } from "~/lib/chunk-reload";
import { registerServiceWorker } from "~/lib/service-worker-registration";
import { localeFromPath } from "~/routing/locales";

// Vite fires this when a route chunk cannot be preloaded, typically after a new deployment.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForChunkError(browserReloadEnvironment())) event.preventDefault();
});

registerServiceWorker();

// The page's language comes from its address; changing language is a full page load.
const i18n = await createI18n(localeFromPath(window.location.pathname));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HydratedRouter />
      </I18nProvider>
    </StrictMode>,
  );
});
