/**
 * The Main API's one rate limiter: a sliding window over the events in D1 `rate_limit_events`
 * (key, at). A limit allows at most `max` events per key in the `windowMs` before now; a cooldown
 * asks for `afterMs` since the key's last event. Checking and counting are separate steps so a
 * caller counts only what went ahead, in the same batch as its own writes where it has one.
 * Events are pruned a day after they happen (maintenance.ts).
 */

const HOUR_MS = 60 * 60 * 1000;

export interface Limit {
  readonly key: string;
  readonly max: number;
  /** Defaults to an hour. */
  readonly windowMs?: number;
}

/** Seconds until `limit` lets another event through at `now`, or undefined when it does now. */
export async function limitRetryAfter(db: D1Database, limit: Limit, now: number): Promise<number | undefined> {
  const windowMs = limit.windowMs ?? HOUR_MS;
  const row = await db
    .prepare("SELECT COUNT(*) AS count, MIN(at) AS oldest FROM rate_limit_events WHERE key = ?1 AND at > ?2")
    .bind(limit.key, now - windowMs)
    .first<{ count: number; oldest: number | null }>();
  if (row && row.count >= limit.max) return Math.ceil(((row.oldest ?? now) + windowMs - now) / 1000);
  return undefined;
}

/** The wait of the first limit (in order) that refuses at `now`, or undefined when all allow. */
export async function firstRetryAfter(
  db: D1Database,
  limits: readonly Limit[],
  now: number,
): Promise<number | undefined> {
  for (const limit of limits) {
    const wait = await limitRetryAfter(db, limit, now);
    if (wait !== undefined) return wait;
  }
  return undefined;
}

/** Seconds left of a cooldown of `afterMs` since the key's last event, or undefined when it is over. */
export async function cooldownRetryAfter(
  db: D1Database,
  key: string,
  afterMs: number,
  now: number,
): Promise<number | undefined> {
  const last = await db
    .prepare("SELECT MAX(at) AS at FROM rate_limit_events WHERE key = ?1")
    .bind(key)
    .first<{ at: number | null }>();
  return last?.at && now - last.at < afterMs ? Math.ceil((last.at + afterMs - now) / 1000) : undefined;
}

/** The statement that counts one event for `key` at `now` (run it, or put it in the caller's batch). */
export function countEvent(db: D1Database, key: string, now: number): D1PreparedStatement {
  return db.prepare("INSERT INTO rate_limit_events (key, at) VALUES (?1, ?2)").bind(key, now);
}
