/**
 * Registers the service worker that keeps trip cards readable offline
 * (docs/offline-trip-card.md), once the page has loaded so it never competes with the page's
 * own requests. Builds only: the development server serves no /sw.js.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Without a worker (private windows, disabled by policy) the shop works as before, online.
  const register = () => void navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
