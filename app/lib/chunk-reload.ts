/**
 * After a deployment, a browser holding the old page asks for code chunks that no longer exist.
 * Reloading fetches the new page; the guard stops a reload loop when the chunk is really broken
 * (spec section 8: reload once, guard 10 seconds per path).
 */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

const STORAGE_PREFIX = "chunk-reload:";

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (?:CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

export interface ReloadEnvironment {
  readonly storage: Pick<Storage, "getItem" | "setItem">;
  readonly path: string;
  readonly now: number;
  readonly reload: () => void;
}

/**
 * Reloads unless this path was already reloaded for a chunk error within the guard window.
 * Returns whether it reloaded. Storage failures (private mode, quota) mean no reload: a loop is
 * worse than an error page.
 */
export function reloadOnceForChunkError({ storage, path, now, reload }: ReloadEnvironment): boolean {
  const key = `${STORAGE_PREFIX}${path}`;
  try {
    const last = Number(storage.getItem(key));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(key, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The browser's own environment for {@link reloadOnceForChunkError}. */
export function browserReloadEnvironment(): ReloadEnvironment {
  return {
    storage: window.sessionStorage,
    path: window.location.pathname,
    now: Date.now(),
    reload: () => window.location.reload(),
  };
}
