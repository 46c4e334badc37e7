import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createMainApi } from "../../services/main-api/app";
import { carSearchBody } from "../../tests/support/car-search-body";
import { seedInventory } from "../../tests/support/seed-inventory";
import { CACHE_SHORT, type CacheContext } from "~/lib/cms/content-cache";
import { ContentError, createContentClient } from "./content";
import { isUpstreamError, UpstreamError } from "./errors";
import { createMainApiClient } from "./main-api";
import { createMapsClient } from "./maps";
import { embeddedTransport, type Transport } from "./transport";

const embeddedApi = embeddedTransport(createMainApi(), env, createExecutionContext());

const answering =
  (body: string, status = 200, contentType = "application/json"): Transport =>
  async () =>
    new Response(body, { status, headers: { "content-type": contentType } });

const json = (value: unknown, status = 200) => answering(JSON.stringify(value), status);

/** What a call ended with: its value, or the error it threw (a crash would be anything but an UpstreamError). */
async function outcome<T>(call: Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
  try {
    return { ok: true, value: await call };
  } catch (error) {
    return { ok: false, error };
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a value inside a JSON document, the document itself excluded. */
function pathsOf(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value !== null && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
  return [];
}

/** A copy of `document` with the value at `path` replaced (or removed when `replacement` is undefined). */
function mutated(document: Json, path: readonly (string | number)[], replacement: Json | undefined): Json {
  const copy = structuredClone(document);
  let parent: Json = copy;
  for (const key of path.slice(0, -1)) parent = (parent as Record<string, Json>)[key as string] as Json;
  const last = path.at(-1)!;
  if (Array.isArray(parent) && typeof last === "number") {
    if (replacement === undefined) parent.splice(last, 1);
    else parent[last] = replacement;
  } else if (parent !== null && typeof parent === "object") {
    const record = parent as Record<string, Json>;
    if (replacement === undefined) delete record[last as string];
    else record[last as string] = replacement;
  }
  return copy;
}

/** Values of another type than the usual one, and numbers no integer field takes. */
const junk: fc.Arbitrary<Json | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string(),
  fc.boolean(),
  fc.constantFrom(2 ** 60, -(2 ** 60), 1e308, -1e308, 0.5, Number.MAX_SAFE_INTEGER + 2),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const nonJson = fc.oneof(
  fc.string().filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return true;
    }
  }),
  fc.constantFrom(
    "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>",
    "<html><body><h1>503 Service Unavailable</h1></body></html>",
    '{"searchID": "s", "results": [',
    "",
  ),
);

let validSearch: Json;

beforeAll(async () => {
  await seedInventory(env.DB);
  let answer: { results: Json[] } | undefined;
  const recording: Transport = async (request) => {
    const response = await embeddedApi(request);
    answer = (await response.clone().json()) as { results: Json[] };
    return response;
  };
  await createMainApiClient(recording, { language: "tr" }).searchCars(carSearchBody());
  if (!answer) throw new Error("the embedded Main API gave no search answer");
  // Two offers keep every shrunk counterexample readable.
  validSearch = { ...answer, results: answer.results.slice(0, 2) };
});

describe("a malformed Main API answer", () => {
  const search = (transport: Transport) =>
    createMainApiClient(transport, { language: "tr" }).searchCars(carSearchBody());

  it("is an invalid-response error, whatever the body that is not JSON (an HTML error page, a cut-off body)", async () => {
    await fc.assert(
      fc.asyncProperty(nonJson, fc.constantFrom(200, 404, 500, 502, 503), async (body, status) => {
        const result = await outcome(search(answering(body, status, "text/html")));
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(isUpstreamError(result.error, "invalid-response")).toBe(true);
        expect(result.error).toMatchObject({ statusCode: status, details: { reason: "not-json" } });
      }),
    );
  });

  it("is an invalid-response error for any JSON that is not a search answer", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.jsonValue().filter((value) => !(value !== null && typeof value === "object" && "error" in value)),
        async (body) => {
          const result = await outcome(search(json(body)));
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(isUpstreamError(result.error, "invalid-response")).toBe(true);
        },
      ),
    );
  });

  it("with a field of the wrong type, missing or huge is an invalid-response error naming it; extra fields pass", async () => {
    const paths = pathsOf(validSearch);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), junk, async (path, replacement) => {
        const result = await outcome(search(json(mutated(validSearch, path, replacement))));
        // Fields the contract does not read may change freely; a read field that changed is named.
        if (result.ok) return;
        expect(isUpstreamError(result.error, "invalid-response")).toBe(true);
        if (isUpstreamError(result.error, "invalid-response"))
          expect(result.error.details.reason).toBe("unexpected-shape");
      }),
      { numRuns: 200 },
    );
    const extra = await outcome(
      search(json({ ...(validSearch as Record<string, Json>), junk: { nested: [1, "two"] }, results: [] })),
    );
    expect(extra.ok).toBe(true);
  });

  it("names the broken field and answers 502", async () => {
    const { results, ...rest } = validSearch as Record<string, Json>;
    expect(results).toBeDefined();
    const failure = (await outcome(search(json(rest)))) as { ok: false; error: UpstreamError };
    expect(failure.error).toMatchObject({
      code: "invalid-response",
      statusCode: 502,
      details: { reason: "unexpected-shape", path: "results" },
    });
  });
});

describe("a Main API error body", () => {
  const verify = (transport: Transport) =>
    createMainApiClient(transport, { language: "tr" }).accounts.completeLogin("email", "a@example.com", "123456");

  it("carries the contract's details for its code", async () => {
    const failure = await outcome(
      verify(json({ error: { code: 3501, message: "wrong", details: { attemptsLeft: 2 } } }, 400)),
    );
    expect(failure.ok).toBe(false);
    if (failure.ok) return;
    expect(isUpstreamError(failure.error, 3501) && failure.error.details?.attemptsLeft).toBe(2);
  });

  it("keeps its code but drops details that break the contract", async () => {
    await fc.assert(
      fc.asyncProperty(junk, async (details) => {
        const failure = await outcome(
          verify(json({ error: { code: 3504, message: "slow down", details: { retryAfterSeconds: details } } }, 429)),
        );
        if (failure.ok) throw new Error("an error body must fail the call");
        expect(isUpstreamError(failure.error, 3504)).toBe(true);
        if (isUpstreamError(failure.error, 3504) && failure.error.details !== undefined)
          expect(Number.isSafeInteger(failure.error.details.retryAfterSeconds)).toBe(true);
      }),
    );
  });

  it("with a code the contract does not know is an http-error carrying that code", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer().filter((code) => !(code >= 2101 && code <= 3599)),
        fc.constantFrom(400, 409, 500),
        async (code, status) => {
          const failure = await outcome(verify(json({ error: { code, message: "?" } }, status)));
          if (failure.ok) throw new Error("an error body must fail the call");
          expect(failure.error).toMatchObject({
            code: "http-error",
            statusCode: status,
            details: { reportedCode: code },
          });
        },
      ),
    );
  });
});

describe("a malformed maps answer", () => {
  it("is an UpstreamError, never a crash", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          nonJson,
        ),
        async (body) => {
          const result = await outcome(createMapsClient(answering(body)).autocomplete("izmir", "tr"));
          if (result.ok) {
            expect(Array.isArray(result.value.predictions)).toBe(true);
            return;
          }
          expect(result.error).toBeInstanceOf(UpstreamError);
          expect(result.error).toMatchObject({ service: "maps" });
        },
      ),
    );
  });
});

describe("a malformed content answer", () => {
  const cache: CacheContext = {
    kv: { get: async () => null, put: async () => {} } as unknown as KVNamespace,
    waitUntil: () => {},
  };

  it("is a ContentError the page renders without, never a crash", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue().map((value) => JSON.stringify(value)),
          nonJson,
        ),
        async (body) => {
          const result = await outcome(
            createContentClient(answering(body), cache).list("faqs", new URLSearchParams(), "tr", CACHE_SHORT),
          );
          if (result.ok) {
            expect(Array.isArray(result.value.data)).toBe(true);
            for (const entry of result.value.data) expect(typeof entry).toBe("object");
            return;
          }
          expect(result.error).toBeInstanceOf(ContentError);
        },
      ),
    );
  });
});
