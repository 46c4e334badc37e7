import { releaseExpiredHolds, RELEASE_BATCH } from "./orders/holds";

/** Rows older than this past their end are deleted: every rate-limit window is an hour or less. */
export const RETENTION_MS = 24 * 60 * 60 * 1000;
/** Rows one run deletes per table at most, so a run stays short; the next run continues. */
const PRUNE_BATCH = 5000;
/** Release sweeps one run makes at most (RELEASE_BATCH holds each). */
const MAX_RELEASE_SWEEPS = 20;

export interface MaintenanceReport {
  readonly holdsReleased: number;
  readonly oneTimeCodesDeleted: number;
  readonly rateLimitEventsDeleted: number;
  readonly refreshTokensDeleted: number;
}

async function prune(db: D1Database, table: string, endColumn: string, before: number): Promise<number> {
  const result = await db
    .prepare(`DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} WHERE ${endColumn} < ?1 LIMIT ?2)`)
    .bind(before, PRUNE_BATCH)
    .run();
  return result.meta.changes;
}

/**
 * The Main API's scheduled housekeeping (a Cron Trigger in wrangler.toml runs it through the
 * Worker's `scheduled` handler): gives back the capacity of expired inventory holds, and deletes
 * one-time codes, rate-limit events and refresh tokens a day after they stopped mattering (an
 * expired refresh token is refused whether or not its row exists). Safe to run concurrently and
 * repeatedly: each release happens once (orders/reserve.ts), each delete is idempotent.
 */
export async function runMaintenance(db: D1Database, now: number): Promise<MaintenanceReport> {
  let holdsReleased = 0;
  for (let sweep = 0; sweep < MAX_RELEASE_SWEEPS; sweep++) {
    const released = await releaseExpiredHolds(db, now);
    holdsReleased += released;
    if (released < RELEASE_BATCH) break;
  }
  const before = now - RETENTION_MS;
  return {
    holdsReleased,
    oneTimeCodesDeleted: await prune(db, "one_time_codes", "expires_at", before),
    rateLimitEventsDeleted: await prune(db, "rate_limit_events", "at", before),
    refreshTokensDeleted: await prune(db, "refresh_tokens", "expires_at", before),
  };
}
