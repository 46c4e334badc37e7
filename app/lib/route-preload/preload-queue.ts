import { clientAtom } from "~/lib/client-atom";

/** Spec section 9: at most this many route preloads run at once. */
export const MAX_CONCURRENT_PRELOADS = 4;
/** A preload whose completion was never observed frees its slot after this long. */
export const PRELOAD_TIMEOUT_MS = 5_000;
const MAX_QUEUED = 16;
const MAX_REMEMBERED = 64;

export interface RoutePreloadState {
  /** Pages being preloaded now (their prefetch links are in the document). */
  readonly active: readonly string[];
  /** Pages waiting for a free slot, oldest first. */
  readonly queued: readonly string[];
  /** Pages already preloaded: the browser holds them, no second preload. */
  readonly done: readonly string[];
}

export const $routePreloads = clientAtom<RoutePreloadState>({ active: [], queued: [], done: [] });

/** Asks for a page to be preloaded: started when a slot is free, queued otherwise. */
export function requestPreload(path: string): void {
  const state = $routePreloads.get();
  if (state.active.includes(path) || state.queued.includes(path) || state.done.includes(path)) return;
  if (state.active.length < MAX_CONCURRENT_PRELOADS) {
    $routePreloads.set({ ...state, active: [...state.active, path] });
  } else {
    // The newest intent matters most; the oldest waiting one is dropped when the queue is full.
    $routePreloads.set({ ...state, queued: [...state.queued, path].slice(-MAX_QUEUED) });
  }
}

/** The visitor lost interest (pointer left) before the preload started. */
export function withdrawPreload(path: string): void {
  const state = $routePreloads.get();
  if (state.queued.includes(path))
    $routePreloads.set({ ...state, queued: state.queued.filter((item) => item !== path) });
}

/** A preload finished (or timed out): its slot goes to the oldest queued page. */
export function finishPreload(path: string): void {
  const state = $routePreloads.get();
  if (!state.active.includes(path)) return;
  const [next, ...queued] = state.queued;
  const active = state.active.filter((item) => item !== path);
  $routePreloads.set({
    active: next === undefined ? active : [...active, next],
    queued,
    done: [...state.done, path].slice(-MAX_REMEMBERED),
  });
}
