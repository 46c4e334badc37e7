import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { expandRoutes } from "~/routing/route-table";
import { fetchPage } from "../support/worker-fetch";
import { QUERY_KEYS } from "../support/query-keys";

const patterns = [...new Set(expandRoutes().map((entry) => entry.path))];

/** Hostile text for URL parts: unicode, percent signs, dots, slashes, very long runs. */
const segmentText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom("..", ".", "%", "%00", "%2e%2e", "İstanbul", "ışık", "-", "_", "~", "'\"<>", "a".repeat(300)),
);

const pathFromPattern = fc
  .tuple(fc.constantFrom(...patterns), fc.array(segmentText, { maxLength: 4 }))
  .map(([pattern, values]) => {
    let index = 0;
    return pattern.replace(/:\w+\??/g, () => encodeURIComponent(values[index++] ?? "x"));
  });

const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), segmentText), { maxLength: 6 })
  .map((pairs) => new URLSearchParams(pairs).toString());

async function status(path: string): Promise<number> {
  const response = await fetchPage(path);
  await response.arrayBuffer();
  return response.status;
}

describe("fuzzed addresses", () => {
  it("never answer with a server error on any route", async () => {
    await fc.assert(
      fc.asyncProperty(pathFromPattern, query, async (path, search) => {
        const code = await status(search ? `${path}?${search}` : path);
        expect(code, `${path}?${search}`).toBeLessThan(500);
      }),
      { numRuns: 400 },
    );
  });

  it("never answer with a server error for arbitrary paths", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(segmentText, { minLength: 1, maxLength: 5 }), async (segments) => {
        const path = `/${segments.map((segment) => encodeURIComponent(segment)).join("/")}`;
        expect(await status(path), path).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });

  it("never answer with a server error for raw, unencoded path bytes", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 60 }), async (raw) => {
        let url: URL;
        try {
          url = new URL(`http://localhost/${raw}`);
        } catch {
          return;
        }
        expect(await status(`${url.pathname}${url.search}`), raw).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
  });
});
