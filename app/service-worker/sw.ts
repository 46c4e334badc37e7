/**
 * The shop's service worker, served as /sw.js (scope "/"; docs/offline-trip-card.md, ADR 0017).
 * It keeps the traveller's upcoming trip cards readable without a connection and otherwise stays
 * out of the way: pages stream from the network as before (navigation preload), and only when
 * the network fails does it answer from its store.
 */
import {
  changesVisitor,
  clearTripCards,
  dropOldStores,
  isStoredKind,
  offlinePage,
  type StoreDeps,
  storedCopy,
  syncListFor,
  syncTripCards,
} from "./trip-card-store";

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}

/** What this script uses of ServiceWorkerGlobalScope (the project's types are the window's). */
interface ServiceWorkerScope {
  addEventListener(type: "install" | "activate", listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly registration: { readonly navigationPreload?: { enable(): Promise<void> } };
  readonly location: { readonly origin: string };
  readonly caches: StoreDeps["caches"];
  fetch(input: string | Request, init?: RequestInit): Promise<Response>;
}

declare const self: ServiceWorkerScope;

const deps: StoreDeps = {
  caches: self.caches,
  fetch: (input, init) => self.fetch(input, init),
  origin: self.location.origin,
};

/** One store change at a time: a purge waits for a sync in flight, so nothing is stored after it. */
let queue: Promise<unknown> = Promise.resolve();
function serially(task: () => Promise<void>): Promise<void> {
  const next = queue.then(task, task).catch(() => undefined);
  queue = next;
  return next;
}

self.addEventListener("install", (event) => {
  event.waitUntil(self.skipWaiting());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    Promise.all([
      dropOldStores(deps),
      self.registration.navigationPreload?.enable() ?? Promise.resolve(),
      self.clients.claim(),
    ]),
  );
});

async function navigate(event: FetchEvent, syncList: string | null): Promise<Response> {
  try {
    const response = (await event.preloadResponse) ?? (await self.fetch(event.request));
    if (syncList && response.ok) event.waitUntil(serially(() => syncTripCards(deps, syncList)));
    return response;
  } catch (error) {
    const stored = (await storedCopy(deps, event.request.url)) ?? (await offlinePage(deps));
    if (stored) return stored;
    throw error;
  }
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== deps.origin) return;
  if (changesVisitor(request.method, url.pathname)) {
    // The post goes on only once the cards are gone; a failed purge must not block a logout.
    const purged = clearTripCards(deps).catch(() => undefined);
    event.waitUntil(serially(() => clearTripCards(deps)));
    event.respondWith(purged.then(() => self.fetch(request)));
    return;
  }
  if (request.method !== "GET") return;
  if (request.mode === "navigate") {
    event.respondWith(navigate(event, syncListFor(url.pathname)));
  } else if (isStoredKind(url.pathname)) {
    event.respondWith(
      self.fetch(request).catch(async (error: unknown) => {
        const stored = await storedCopy(deps, request.url);
        if (stored) return stored;
        throw error;
      }),
    );
  }
});
