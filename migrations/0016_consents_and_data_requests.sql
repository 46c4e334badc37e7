-- Communication permissions as records (ETK / İYS): every grant and withdrawal per channel, with
-- when, where it was given and the version of the text the traveller saw. The current state of a
-- channel is its latest record; none means not allowed (unticked until the traveller ticks it).
-- notification_permissions stays as the e-mail/SMS summary its readers use (unsubscribe links).
CREATE TABLE consent_records (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL REFERENCES users (id),
  channel      TEXT NOT NULL CHECK (channel IN ('email', 'sms', 'call')),
  granted      INTEGER NOT NULL CHECK (granted IN (0, 1)),
  at           INTEGER NOT NULL,
  source       TEXT NOT NULL,
  text_version TEXT NOT NULL
);
CREATE INDEX consent_records_user ON consent_records (user_id, at);

-- Permissions given before records existed become their first record.
INSERT INTO consent_records (id, user_id, channel, granted, at, source, text_version)
  SELECT lower(hex(randomblob(16))), user_id, 'email', email, consented_at, 'migrated', 'unknown'
  FROM notification_permissions;
INSERT INTO consent_records (id, user_id, channel, granted, at, source, text_version)
  SELECT lower(hex(randomblob(16))), user_id, 'sms', sms, consented_at, 'migrated', 'unknown'
  FROM notification_permissions;

-- KVKK article 11: a traveller's request to delete their account, handled by customer service
-- within 30 days (invoices and booking records are kept as long as the law requires).
CREATE TABLE account_deletion_requests (
  id           TEXT PRIMARY KEY,
  user_id      TEXT NOT NULL UNIQUE REFERENCES users (id),
  requested_at INTEGER NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('received', 'completed'))
);
