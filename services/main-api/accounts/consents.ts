/**
 * Communication permissions (ETK / İYS): every grant and withdrawal per channel is a record with
 * its time, source and the version of the text the traveller saw. A channel's permission is its
 * latest record; without one it is not allowed. The e-mail/SMS summary in
 * notification_permissions follows every change for the readers that use it (unsubscribe links).
 */
import {
  CONSENT_CHANNELS,
  type CONSENT_SOURCES,
  type ConsentChannel,
  type ConsentRecord,
  type ConsentsResponse,
} from "../../../shared/contract/main-api/accounts";

type ConsentSource = (typeof CONSENT_SOURCES)[number];

interface RecordRow {
  id: string;
  channel: ConsentChannel;
  granted: number;
  at: number;
  source: ConsentSource;
  text_version: string;
}

const recordOf = (row: RecordRow): ConsentRecord => ({
  id: row.id,
  channel: row.channel,
  granted: row.granted === 1,
  at: new Date(row.at).toISOString(),
  source: row.source,
  textVersion: row.text_version,
});

/** Every record of the user, newest first. */
export async function consentHistory(db: D1Database, userId: string): Promise<ConsentRecord[]> {
  const { results } = await db
    .prepare(
      "SELECT id, channel, granted, at, source, text_version FROM consent_records WHERE user_id = ?1 ORDER BY at DESC, rowid DESC",
    )
    .bind(userId)
    .all<RecordRow>();
  return results.map(recordOf);
}

/** The permission per channel (latest record) and the history. */
export async function readConsents(db: D1Database, userId: string): Promise<ConsentsResponse> {
  const history = await consentHistory(db, userId);
  const current = { email: false, sms: false, call: false };
  for (const channel of CONSENT_CHANNELS) {
    current[channel] = history.find((record) => record.channel === channel)?.granted ?? false;
  }
  return { current, history };
}

export interface ConsentChange {
  readonly channel: ConsentChannel;
  readonly granted: boolean;
}

/** One grant or withdrawal as a record (for a batch). */
export function consentRecordStatement(
  db: D1Database,
  userId: string,
  change: ConsentChange,
  source: ConsentSource,
  textVersion: string,
  now: number,
): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO consent_records (id, user_id, channel, granted, at, source, text_version) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )
    .bind(crypto.randomUUID(), userId, change.channel, change.granted ? 1 : 0, now, source, textVersion);
}

/**
 * Records the changes that change something (ticking an allowed channel again is no new consent)
 * and brings the e-mail/SMS summary along, in one batch.
 */
export async function recordConsents(
  db: D1Database,
  userId: string,
  changes: readonly ConsentChange[],
  source: ConsentSource,
  textVersion: string,
  now: number,
): Promise<void> {
  const { current } = await readConsents(db, userId);
  const effective = changes.filter((change) => current[change.channel] !== change.granted);
  if (effective.length === 0) return;
  const next = { ...current };
  for (const change of effective) next[change.channel] = change.granted;
  await db.batch([
    ...effective.map((change) => consentRecordStatement(db, userId, change, source, textVersion, now)),
    db
      .prepare(
        `INSERT INTO notification_permissions (user_id, email, sms, consented_at, source) VALUES (?1, ?2, ?3, ?4, ?5)
         ON CONFLICT (user_id) DO UPDATE SET email = excluded.email, sms = excluded.sms, consented_at = excluded.consented_at, source = excluded.source`,
      )
      .bind(userId, next.email ? 1 : 0, next.sms ? 1 : 0, now, source),
  ]);
}
