import { afterEach, beforeEach, vi } from "vitest";

/**
 * `console.error` during a test fails it: an error logged and swallowed is a bug that would
 * otherwise pass. Tests that expect an error log spy on console.error themselves
 * (vi.spyOn(console, "error").mockImplementation(...)) and assert on it.
 */
let unexpected: unknown[][] = [];
const original = console.error;

beforeEach(() => {
  unexpected = [];
  console.error = (...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  vi.restoreAllMocks();
  if (unexpected.length > 0) {
    const first = unexpected[0]?.map((part) => (part instanceof Error ? part.stack : String(part))).join(" ");
    throw new Error(`console.error was called ${unexpected.length} time(s) during the test: ${first}`);
  }
});
