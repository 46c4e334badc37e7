-- Account extras (docs/api/main-api.md, "Account extras"): the findeks flow's extra state on
-- credit_reports (0007), reviews of completed rentals, registered passengers, corporate credit
-- limits and contact-form tickets.

-- The phone the simulated credit bureau sent the PIN to: its id in the bureau's phone list and
-- the masked number shown to the user. The bureau's full number is not stored.
ALTER TABLE credit_reports ADD COLUMN phone_id TEXT;

-- One review per reserved car item of a completed order, shown publicly.
CREATE TABLE reviews (
  id            TEXT PRIMARY KEY,
  order_id      TEXT NOT NULL REFERENCES orders (id),
  item_id       TEXT NOT NULL UNIQUE REFERENCES order_items (id),
  user_id       TEXT NOT NULL REFERENCES users (id),
  supplier_id   TEXT NOT NULL,
  office_id     TEXT NOT NULL,           -- the pickup office
  rating        INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text          TEXT NOT NULL,           -- plain text, tags stripped
  reviewer_name TEXT NOT NULL,           -- as shown: first name and initial of the last name
  car           TEXT NOT NULL,           -- JSON: brand, model, class of the rented car
  created_at    INTEGER NOT NULL
);
CREATE INDEX reviews_supplier ON reviews (supplier_id, created_at);
CREATE INDEX reviews_office ON reviews (office_id, created_at);
CREATE INDEX reviews_created ON reviews (created_at);

-- Travellers a user keeps to fill in passenger forms quickly (at most 20 per user).
CREATE TABLE registered_passengers (
  id              TEXT PRIMARY KEY,
  user_id         TEXT NOT NULL REFERENCES users (id),
  type            TEXT NOT NULL CHECK (type IN ('adult', 'child', 'infant')),
  title           TEXT CHECK (title IN ('mr', 'mrs', 'ms')),
  first_name      TEXT NOT NULL,
  last_name       TEXT NOT NULL,
  birth_date      TEXT NOT NULL,         -- YYYY-MM-DD
  nationality     TEXT NOT NULL,         -- ISO 3166-1 alpha-2
  tckn            TEXT,
  passport_no     TEXT,
  passport_expiry TEXT,                  -- YYYY-MM-DD
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL
);
CREATE INDEX registered_passengers_user ON registered_passengers (user_id, created_at);

-- A corporate organization's credit limit (set by the back office; no API writes it). An
-- organization without a row is an ordinary customer and has no limit.
CREATE TABLE organization_credit_limits (
  organization_id TEXT PRIMARY KEY REFERENCES organizations (id),
  credit_limit    INTEGER NOT NULL CHECK (credit_limit >= 0),   -- TRY minor units
  currency        TEXT NOT NULL DEFAULT 'TRY',
  updated_at      INTEGER NOT NULL
);

-- Messages from the contact form.
CREATE TABLE support_tickets (
  id             TEXT PRIMARY KEY,
  ticket_id      TEXT NOT NULL UNIQUE,   -- shown to the customer, e.g. T-7K3M9Q
  name           TEXT NOT NULL,
  email          TEXT NOT NULL,
  phone          TEXT,
  subject        TEXT NOT NULL CHECK (subject IN ('reservation', 'payment', 'cancellation', 'suggestion', 'other')),
  message        TEXT NOT NULL,
  reservation_id TEXT,
  language       TEXT NOT NULL,
  status         TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at     INTEGER NOT NULL
);
CREATE INDEX support_tickets_email ON support_tickets (email, created_at);
