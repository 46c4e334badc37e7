import { I18nProvider } from "@lingui/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { clientI18n } from "~/i18n/client-i18n";
import { browserReloadEnvironment, reloadOnceForChunkError } from "~/lib/chunk-reload";
import { registerServiceWorker } from "~/lib/service-worker-registration";

// Vite fires this when a route chunk cannot be preloaded, typically after a new deployment.
window.addEventListener("vite:preloadError", (event) => {
  if (reloadOnceForChunkError(browserReloadEnvironment())) event.preventDefault();
});

registerServiceWorker();

// The page's language comes from its address; its route modules have loaded their messages.
const i18n = await clientI18n();

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
