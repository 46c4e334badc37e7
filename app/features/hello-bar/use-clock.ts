import { useSyncExternalStore } from "react";

/** The countdown ticks every second (spec section 9). */
const TICK_MS = 1_000;

// One shared ticker for every subscriber; it runs only while something listens.
let snapshot: number | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function tick() {
  snapshot = Date.now();
  for (const listener of listeners) listener();
}

/** Ticks on the clock's whole seconds, like the countdown's targets, so it never shows a second late. */
function schedule() {
  timer = setTimeout(
    () => {
      tick();
      schedule();
    },
    TICK_MS - (Date.now() % TICK_MS),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === undefined) {
    schedule();
    // A subscriber may have rendered with an older reading: React compares after subscribing.
    snapshot = Date.now();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(timer);
      timer = undefined;
      snapshot = null;
    }
  };
}

/** The latest reading, the same until the next tick (React requires a stable snapshot). */
function getSnapshot(): number {
  snapshot ??= Date.now();
  return snapshot;
}

const subscribeNever = () => () => {};
const getIdle = () => 0;

/**
 * The time in the browser, updated every second while `active`, and `serverNow` during server
 * rendering and hydration (so the first render matches the server's HTML; the clock takes over
 * once hydrated). While not active it reads 0 and nothing ticks.
 */
export function useClock(serverNow: number, active: boolean): number {
  return useSyncExternalStore(active ? subscribe : subscribeNever, active ? getSnapshot : getIdle, () => serverNow);
}
