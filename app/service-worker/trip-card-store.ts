/**
 * The service worker's store of trip cards (docs/offline-trip-card.md, ADR 0017): one Cache
 * Storage cache holding, for ONE owner, the trip card pages of their upcoming bookings (as
 * documents without scripts), the stylesheets those pages use, each booking's PDF and the page
 * shown for any navigation without a connection. Nothing else is ever put in it: other pages'
 * personal HTML never reaches the device's storage through the worker.
 *
 * Imports nothing at run time: the build emits the worker as one plain script (vite.config.ts).
 */

/** Bump when what is stored changes shape: the worker's activation drops every other version. */
export const CACHE_NAME = "trip-cards-v1";
/** Where the store keeps its owner and contents; never a real address of the shop. */
const STATE_KEY = "/__trip-cards/state";

export interface CacheLike {
  match(request: string, options?: { ignoreVary?: boolean }): Promise<Response | undefined>;
  put(request: string, response: Response): Promise<void>;
  delete(request: string): Promise<boolean>;
  keys(): Promise<readonly Request[]>;
}

export interface CacheStorageLike {
  open(name: string): Promise<CacheLike>;
  delete(name: string): Promise<boolean>;
  keys(): Promise<readonly string[]>;
}

export interface StoreDeps {
  readonly caches: CacheStorageLike;
  readonly fetch: (input: string, init?: RequestInit) => Promise<Response>;
  /** The shop's origin (the worker's location): cache keys are absolute URLs of it. */
  readonly origin: string;
}

/** `/api/trip-cards`'s answer (app/routes/trip-cards.ts), checked here without a schema library. */
export interface TripCardList {
  readonly owner: string;
  readonly offlinePage: string;
  readonly cards: readonly { readonly orderId: string; readonly page: string; readonly document: string }[];
}

interface StoreState {
  readonly owner: string;
  readonly offlinePage: string | null;
}

/** A path on this origin: one leading slash, no scheme, host or backslash. */
const isSitePath = (value: unknown): value is string =>
  typeof value === "string" && /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 512;

export function parseTripCardList(value: unknown): TripCardList | null {
  if (typeof value !== "object" || value === null) return null;
  const { owner, offlinePage, cards } = value as Record<string, unknown>;
  if (typeof owner !== "string" || !/^[0-9a-f]{0,64}$/.test(owner) || !isSitePath(offlinePage)) return null;
  if (!Array.isArray(cards) || cards.length > 100) return null;
  const parsed: TripCardList["cards"][number][] = [];
  for (const card of cards as unknown[]) {
    if (typeof card !== "object" || card === null) return null;
    const { orderId, page, document } = card as Record<string, unknown>;
    if (typeof orderId !== "string" || !isSitePath(page) || !isSitePath(document)) return null;
    parsed.push({ orderId, page, document });
  }
  return { owner, offlinePage, cards: parsed };
}

/**
 * The page as a document to read offline: without its scripts (their chunks and the page's
 * catalog are not stored, so hydrating would fail) and without module preloads.
 */
export function documentOnly(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, "");
}

/**
 * What the offline copy links that the browser fetches with it: the page's own stylesheets
 * (hashed build assets), its icon and the app's manifest. None of these is personal.
 */
export function linkedResources(html: string): string[] {
  const hrefs = new Set<string>();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (!/\brel="(stylesheet|icon|manifest)"/i.test(tag)) continue;
    const href = /\bhref="([^"]+)"/i.exec(tag)?.[1];
    if (href && isStoredKind(href)) hrefs.add(href);
  }
  return [...hrefs];
}

const absolute = (deps: StoreDeps, path: string) => new URL(path, deps.origin).href;

async function readState(cache: CacheLike): Promise<StoreState | null> {
  const stored = await cache.match(STATE_KEY);
  if (!stored) return null;
  const value: unknown = await stored.json().catch(() => null);
  if (typeof value !== "object" || value === null) return null;
  const { owner, offlinePage } = value as Record<string, unknown>;
  return typeof owner === "string" ? { owner, offlinePage: isSitePath(offlinePage) ? offlinePage : null } : null;
}

/** Drops every stored card (logout, sign-in, another visitor). */
export async function clearTripCards(deps: StoreDeps): Promise<void> {
  await deps.caches.delete(CACHE_NAME);
}

/** Drops the stores of older versions of the worker. */
export async function dropOldStores(deps: StoreDeps): Promise<void> {
  const names = await deps.caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith("trip-cards-") && name !== CACHE_NAME)
      .map((name) => deps.caches.delete(name)),
  );
}

/** Stores a page as a document without scripts, with its stylesheets. False when it could not be had. */
async function storePage(deps: StoreDeps, cache: CacheLike, path: string, keep: Set<string>): Promise<boolean> {
  const response = await deps.fetch(absolute(deps, path), { credentials: "same-origin", cache: "no-store" });
  if (!response.ok || !(response.headers.get("content-type") ?? "").includes("text/html")) return false;
  const html = await response.text();
  for (const href of linkedResources(html)) {
    const key = absolute(deps, href);
    keep.add(key);
    if (await cache.match(key)) continue;
    const stylesheet = await deps.fetch(key, { credentials: "same-origin" });
    if (stylesheet.ok) await cache.put(key, stylesheet);
  }
  await cache.put(
    absolute(deps, path),
    new Response(documentOnly(html), { headers: { "content-type": "text/html; charset=utf-8" } }),
  );
  keep.add(absolute(deps, path));
  return true;
}

/**
 * Brings the store in line with the visitor's list (`listPath`, in the page's language): another
 * owner (or none) first empties it; every upcoming card, its stylesheets and its PDF are stored;
 * what is no longer listed (past, cancelled) is dropped. A failed fetch keeps what was stored.
 */
export async function syncTripCards(deps: StoreDeps, listPath: string): Promise<void> {
  const answer = await deps.fetch(absolute(deps, listPath), { credentials: "same-origin", cache: "no-store" });
  if (!answer.ok) return;
  const list = parseTripCardList(await answer.json().catch(() => null));
  if (!list) return;
  const previous = await readState(await deps.caches.open(CACHE_NAME));
  if (!list.owner || previous?.owner !== list.owner) await clearTripCards(deps);
  if (!list.owner) return;
  const cache = await deps.caches.open(CACHE_NAME);
  const keep = new Set<string>();
  const storeOrKeep = async (path: string) => {
    const stored = await storePage(deps, cache, path, keep).catch(() => false);
    // Offline or failing now: a copy stored before still serves (its stylesheets were kept with it).
    if (!stored && (await cache.match(absolute(deps, path)))) keep.add(absolute(deps, path));
  };
  await storeOrKeep(list.offlinePage);
  for (const card of list.cards) {
    await storeOrKeep(card.page);
    const document = absolute(deps, card.document);
    keep.add(document);
    if (await cache.match(document, { ignoreVary: true })) continue;
    const pdf = await deps.fetch(document, { credentials: "same-origin" }).catch(() => null);
    if (pdf?.ok) await cache.put(document, pdf);
  }
  for (const request of await cache.keys()) {
    if (!keep.has(request.url) && new URL(request.url).pathname !== STATE_KEY) await cache.delete(request.url);
  }
  const state: StoreState = { owner: list.owner, offlinePage: list.offlinePage };
  await cache.put(STATE_KEY, new Response(JSON.stringify(state), { headers: { "content-type": "application/json" } }));
}

/** A stored copy of `url` (a card, its PDF, a stylesheet), if any. */
export async function storedCopy(deps: StoreDeps, url: string): Promise<Response | undefined> {
  if (!(await deps.caches.keys()).includes(CACHE_NAME)) return undefined;
  const cache = await deps.caches.open(CACHE_NAME);
  if (new URL(url).pathname === STATE_KEY) return undefined;
  return cache.match(url, { ignoreVary: true });
}

/** The page for a navigation without a connection: the stored list of trip cards, if any. */
export async function offlinePage(deps: StoreDeps): Promise<Response | undefined> {
  if (!(await deps.caches.keys()).includes(CACHE_NAME)) return undefined;
  const cache = await deps.caches.open(CACHE_NAME);
  const state = await readState(cache);
  return state?.offlinePage ? cache.match(absolute(deps, state.offlinePage)) : undefined;
}

const LANGUAGE_PREFIX = /^\/([a-z]{2})(?=\/|$)/;

/**
 * The list to sync after a successful navigation to `path`, or null: the pages where a traveller
 * looks at their bookings (reservations, a booking page, the confirmation, the cards themselves).
 */
export function syncListFor(path: string): string | null {
  const prefix = LANGUAGE_PREFIX.exec(path)?.[1];
  const rest = prefix ? path.slice(prefix.length + 1) || "/" : path;
  const bookingPages =
    /^\/(account\/reservations|reservation|reservation\/flight|reservation\/card|reservation\/cards|checkout\/control)$/;
  if (!bookingPages.test(rest)) return null;
  return prefix && prefix !== "tr" ? `/${prefix}/api/trip-cards` : "/api/trip-cards";
}

/** A post that changes who the visitor is (logout, sign-in): the stored cards go first. */
export function changesVisitor(method: string, path: string): boolean {
  return method === "POST" && /^(\/[a-z]{2})?\/(logout|login)(\.data)?$/.test(path);
}

/**
 * Requests answered from the store when the network fails: stylesheets, the icon, the manifest
 * and booking documents.
 */
export function isStoredKind(path: string): boolean {
  return (
    /^\/assets\/[^/]+\.css$/.test(path) ||
    /^\/favicon\.svg$/.test(path) ||
    /^(\/[a-z]{2})?\/manifest\.webmanifest$/.test(path) ||
    /^\/api\/v1\/order-api\/order\/[^/]+\/documents\/[a-z]+\.pdf$/.test(path)
  );
}
