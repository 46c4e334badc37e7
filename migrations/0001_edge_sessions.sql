-- Visitor sessions created by the Worker's "auth" route check (silent anonymous sign-in).
-- The cookie carries a random 256-bit token; only its SHA-256 is stored, so a leaked table
-- cannot be replayed as cookies.
CREATE TABLE edge_sessions (
  token_hash   TEXT    PRIMARY KEY,
  created_at   INTEGER NOT NULL, -- epoch milliseconds
  last_seen_at INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);

CREATE INDEX edge_sessions_expires_at ON edge_sessions (expires_at);
