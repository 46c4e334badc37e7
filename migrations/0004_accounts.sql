-- Accounts of the embedded Main API: users (anonymous or signed in), their organizations,
-- refresh tokens (hashed, rotated, grouped in families for reuse detection), one-time codes,
-- the outbox of messages, rate-limit events, login history, consents and addresses.

CREATE TABLE users (
  id          TEXT PRIMARY KEY,
  anonymous   INTEGER NOT NULL CHECK (anonymous IN (0, 1)),
  first_name  TEXT,
  last_name   TEXT,
  email       TEXT UNIQUE,             -- lower-cased
  phone       TEXT UNIQUE,             -- E.164
  password_hash TEXT,                  -- PBKDF2, optional
  merged_into TEXT,                    -- an anonymous user whose data moved to this account
  created_at  INTEGER NOT NULL,
  updated_at  INTEGER NOT NULL
);

CREATE TABLE organizations (
  id         TEXT PRIMARY KEY,
  kind       TEXT NOT NULL,            -- 'customer': the shop's own kind of organization
  created_at INTEGER NOT NULL
);

CREATE TABLE organization_members (
  organization_id TEXT NOT NULL REFERENCES organizations (id),
  user_id         TEXT NOT NULL REFERENCES users (id),
  PRIMARY KEY (organization_id, user_id)
) WITHOUT ROWID;
CREATE INDEX organization_members_user ON organization_members (user_id);

CREATE TABLE refresh_tokens (
  id               TEXT PRIMARY KEY,
  family_id        TEXT NOT NULL,
  user_id          TEXT NOT NULL REFERENCES users (id),
  token_hash       TEXT NOT NULL UNIQUE,   -- SHA-256 of the token; the token itself is never stored
  created_at       INTEGER NOT NULL,
  expires_at       INTEGER NOT NULL,
  rotated_at       INTEGER,                -- set once, when it is exchanged for its successor
  successor_sealed TEXT,                   -- the successor, encrypted, for the grace window only
  revoked_at       INTEGER
);
CREATE INDEX refresh_tokens_family ON refresh_tokens (family_id);

CREATE TABLE one_time_codes (
  id          TEXT PRIMARY KEY,
  purpose     TEXT NOT NULL CHECK (purpose IN ('login', 'update-email', 'update-phone', 'password-reset')),
  channel     TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  destination TEXT NOT NULL,
  user_id     TEXT,
  code_hash   TEXT NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  created_at  INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  consumed_at INTEGER
);
CREATE INDEX one_time_codes_destination ON one_time_codes (purpose, destination, created_at);

-- Every message the service sends; a sender delivers them (locally: read on the dev outbox page).
CREATE TABLE outbox (
  id           TEXT PRIMARY KEY,
  channel      TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  destination  TEXT NOT NULL,
  template     TEXT NOT NULL,
  subject      TEXT,
  body         TEXT NOT NULL,
  created_at   INTEGER NOT NULL,
  delivered_at INTEGER
);
CREATE INDEX outbox_destination ON outbox (destination, created_at);

CREATE TABLE rate_limit_events (
  key TEXT NOT NULL,
  at  INTEGER NOT NULL
);
CREATE INDEX rate_limit_events_key ON rate_limit_events (key, at);

CREATE TABLE login_history (
  id         TEXT PRIMARY KEY,
  user_id    TEXT NOT NULL,
  at         INTEGER NOT NULL,
  method     TEXT NOT NULL,
  ip         TEXT,
  user_agent TEXT
);
CREATE INDEX login_history_user ON login_history (user_id, at);

-- Marketing permission with the time it was given, as proof of consent.
CREATE TABLE notification_permissions (
  user_id      TEXT PRIMARY KEY REFERENCES users (id),
  email        INTEGER NOT NULL DEFAULT 0,
  sms          INTEGER NOT NULL DEFAULT 0,
  consented_at INTEGER NOT NULL,
  source       TEXT NOT NULL
);

CREATE TABLE addresses (
  user_id      TEXT PRIMARY KEY REFERENCES users (id),
  line         TEXT NOT NULL,
  district     TEXT NOT NULL,
  city         TEXT NOT NULL,
  postal_code  TEXT,
  country_code TEXT NOT NULL,
  updated_at   INTEGER NOT NULL
);
