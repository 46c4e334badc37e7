import { env } from "cloudflare:workers";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cooldownRetryAfter, countEvent, firstRetryAfter, limitRetryAfter } from "./rate-limit";

const HOUR = 3_600_000;
let run = 0;
/** A key no other run has used: each generated sequence starts from an empty history. */
const freshKey = (name: string) => `rate-limit-test:${name}:${++run}:${crypto.randomUUID()}`;

/** Gaps between requests, from bursts (0 ms) to over an hour, as traffic and attacks produce them. */
const gaps = fc.array(
  fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1000, max: 2 * HOUR })),
  { minLength: 1, maxLength: 30 },
);

describe("the sliding-window limit", () => {
  it("lets through exactly what the model allows, and names the wait the model names", async () => {
    await fc.assert(
      fc.asyncProperty(
        gaps,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 2 * HOUR }),
        async (steps, max, windowMs) => {
          const key = freshKey("limit");
          const allowed: number[] = [];
          let now = 1_900_000_000_000;
          for (const gap of steps) {
            now += gap;
            const inWindow = allowed.filter((at) => at > now - windowMs);
            const expected =
              inWindow.length >= max ? Math.ceil((Math.min(...inWindow) + windowMs - now) / 1000) : undefined;
            const wait = await limitRetryAfter(env.DB, { key, max, windowMs }, now);
            expect(wait).toBe(expected);
            if (wait === undefined) {
              await countEvent(env.DB, key, now).run();
              allowed.push(now);
            } else {
              // A refusal always names a wait, and the request is allowed once it is over.
              expect(wait).toBeGreaterThan(0);
              expect(await limitRetryAfter(env.DB, { key, max, windowMs }, now + wait * 1000)).toBeUndefined();
            }
            // Never more than `max` counted events in any window.
            expect(allowed.filter((at) => at > now - windowMs).length).toBeLessThanOrEqual(max);
          }
        },
      ),
      { numRuns: 40, seed: 15 },
    );
  });

  it("is an hour by default", async () => {
    const key = freshKey("hour");
    const start = 1_900_000_000_000;
    await countEvent(env.DB, key, start).run();
    expect(await limitRetryAfter(env.DB, { key, max: 1 }, start + HOUR - 1000)).toBe(1);
    expect(await limitRetryAfter(env.DB, { key, max: 1 }, start + HOUR)).toBeUndefined();
  });

  it("answers with the first limit that refuses, in order", async () => {
    const wide = { key: freshKey("wide"), max: 1 };
    const narrow = { key: freshKey("narrow"), max: 1, windowMs: 60_000 };
    const now = 1_900_000_000_000;
    await env.DB.batch([countEvent(env.DB, wide.key, now - 1000), countEvent(env.DB, narrow.key, now - 1000)]);
    expect(await firstRetryAfter(env.DB, [narrow, wide], now)).toBe(59);
    expect(await firstRetryAfter(env.DB, [wide, narrow], now)).toBe(HOUR / 1000 - 1);
    expect(await firstRetryAfter(env.DB, [], now)).toBeUndefined();
  });
});

describe("the cooldown", () => {
  it("waits `afterMs` from the last counted event, for any request sequence", async () => {
    await fc.assert(
      fc.asyncProperty(gaps, fc.integer({ min: 1000, max: 120_000 }), async (steps, afterMs) => {
        const key = freshKey("cooldown");
        let last: number | undefined;
        let now = 1_900_000_000_000;
        for (const gap of steps) {
          now += gap;
          const expected =
            last !== undefined && now - last < afterMs ? Math.ceil((last + afterMs - now) / 1000) : undefined;
          const wait = await cooldownRetryAfter(env.DB, key, afterMs, now);
          expect(wait).toBe(expected);
          if (wait === undefined) {
            await countEvent(env.DB, key, now).run();
            last = now;
          }
        }
      }),
      { numRuns: 40, seed: 15 },
    );
  });
});
