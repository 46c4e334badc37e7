import { describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadOnceForChunkError } from "./chunk-reload";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe("chunk load failures", () => {
  it("recognises the browsers' messages for a missing chunk", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("error loading dynamically imported module"))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });

  it("reloads once, then not again on the same path within 10 seconds", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const start = 1_000_000;
    expect(reloadOnceForChunkError({ storage, path: "/search", now: start, reload })).toBe(true);
    expect(reloadOnceForChunkError({ storage, path: "/search", now: start + CHUNK_RELOAD_GUARD_MS - 1, reload })).toBe(
      false,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("guards each path separately and allows another reload after the window", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnceForChunkError({ storage, path: "/search", now: 0 + 1, reload });
    expect(reloadOnceForChunkError({ storage, path: "/detail", now: 2, reload })).toBe(true);
    expect(reloadOnceForChunkError({ storage, path: "/search", now: 1 + CHUNK_RELOAD_GUARD_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it("does not reload when storage is unavailable, to avoid a reload loop", () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("quota", "QuotaExceededError");
      },
    };
    expect(reloadOnceForChunkError({ storage, path: "/", now: 5, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
