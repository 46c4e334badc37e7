-- Orders, payments, reservations, refunds, wallet and invoices (docs/api/main-api.md, "Orders").
-- Money is integer minor units everywhere; prices are computed by the service, never sent by clients.

CREATE TABLE orders (
  id               TEXT PRIMARY KEY,
  organization_id  TEXT NOT NULL REFERENCES organizations (id),
  created_by       TEXT NOT NULL REFERENCES users (id),
  language         TEXT NOT NULL,
  payment_type     TEXT NOT NULL CHECK (payment_type IN ('creditCard', 'wallet')),
  currency         TEXT NOT NULL,
  status           TEXT NOT NULL CHECK (status IN ('open', 'completed', 'cancelled')),
  passengers       TEXT,            -- JSON: driver (car) or travellers (flight)
  billing          TEXT,            -- JSON: individual or corporate invoice details
  options          TEXT,            -- JSON: order options (e.g. notification preferences)
  agreements       TEXT,            -- JSON: accepted agreement ids with the time of acceptance
  campaign_code    TEXT,
  reservation_id   TEXT UNIQUE,     -- set once the order is complete
  completed_at     INTEGER,
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL
);
CREATE INDEX orders_organization ON orders (organization_id, created_at);

CREATE TABLE order_items (
  id             TEXT PRIMARY KEY,
  order_id       TEXT NOT NULL REFERENCES orders (id),
  kind           TEXT NOT NULL CHECK (kind IN ('car', 'flight')),
  status         TEXT NOT NULL CHECK (status IN ('pending', 'reserved', 'removed', 'cancelled')),
  code           TEXT NOT NULL,
  search_id      TEXT NOT NULL,
  quantity       INTEGER NOT NULL CHECK (quantity >= 1),
  children       TEXT NOT NULL,   -- JSON: [{ code, quantity }] extras (car) or brand (flight)
  product        TEXT NOT NULL,   -- JSON: the product as priced when added (shown to the traveller)
  inventory      TEXT NOT NULL,   -- JSON: what a reservation consumes (office/model/days or legs/brand/seats)
  currency       TEXT NOT NULL,
  price_total    INTEGER NOT NULL CHECK (price_total >= 0),
  paid_total     INTEGER NOT NULL DEFAULT 0,
  replaces_item  TEXT,            -- a change of a reserved item: the item it replaces
  removed_reason TEXT,
  hold_expires_at INTEGER,        -- a reservation not paid by then gives its capacity back
  created_at     INTEGER NOT NULL,
  updated_at     INTEGER NOT NULL
);
CREATE INDEX order_items_order ON order_items (order_id);
CREATE INDEX order_items_hold ON order_items (status, hold_expires_at);

-- Capacity is enforced by the database: a reservation that would book more cars than the fleet
-- has, or sell more seats than the brand's allotment, aborts its whole batch.
CREATE TRIGGER car_bookings_capacity_insert BEFORE INSERT ON car_bookings_daily
WHEN NEW.booked > COALESCE((SELECT units FROM fleet WHERE office_id = NEW.office_id AND car_model_id = NEW.car_model_id), 0)
BEGIN
  SELECT RAISE(ABORT, 'capacity_exceeded');
END;

CREATE TRIGGER car_bookings_capacity_update BEFORE UPDATE OF booked ON car_bookings_daily
WHEN NEW.booked > OLD.booked
 AND NEW.booked > COALESCE((SELECT units FROM fleet WHERE office_id = NEW.office_id AND car_model_id = NEW.car_model_id), 0)
BEGIN
  SELECT RAISE(ABORT, 'capacity_exceeded');
END;

CREATE TRIGGER flight_seats_capacity_insert BEFORE INSERT ON flight_seats_sold
WHEN NEW.sold > (
  SELECT (CASE WHEN b.cabin = 'business' THEN s.business_seats ELSE s.economy_seats END) * b.seat_share_permille / 1000
  FROM flight_schedules s, fare_brands b WHERE s.flight_number = NEW.flight_number AND b.code = NEW.brand)
BEGIN
  SELECT RAISE(ABORT, 'capacity_exceeded');
END;

CREATE TRIGGER flight_seats_capacity_update BEFORE UPDATE OF sold ON flight_seats_sold
WHEN NEW.sold > OLD.sold AND NEW.sold > (
  SELECT (CASE WHEN b.cabin = 'business' THEN s.business_seats ELSE s.economy_seats END) * b.seat_share_permille / 1000
  FROM flight_schedules s, fare_brands b WHERE s.flight_number = NEW.flight_number AND b.code = NEW.brand)
BEGIN
  SELECT RAISE(ABORT, 'capacity_exceeded');
END;

-- The capacity a reserved item holds (what its reservation booked), so it can be given back
-- exactly once. Its primary key also makes two concurrent reservations of one item one.
CREATE TABLE reservation_holds (
  item_id    TEXT PRIMARY KEY REFERENCES order_items (id),
  inventory  TEXT NOT NULL,
  created_at INTEGER NOT NULL
);

-- Turkish credit reports (findeks) some rental companies require for some car classes.
CREATE TABLE credit_reports (
  id            TEXT PRIMARY KEY,
  user_id       TEXT NOT NULL REFERENCES users (id),
  status        TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
  tckn_hash     TEXT NOT NULL,
  phone         TEXT,
  score         INTEGER,
  pin_hash      TEXT,
  pin_expires_at INTEGER,
  pin_attempts  INTEGER NOT NULL DEFAULT 0,
  valid_until   INTEGER,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX credit_reports_user ON credit_reports (user_id, status);

-- One row per payment attempt. The idempotency key makes a replay return the first outcome.
CREATE TABLE payments (
  id               TEXT PRIMARY KEY,
  order_id         TEXT NOT NULL REFERENCES orders (id),
  idempotency_key  TEXT NOT NULL,
  request_hash     TEXT NOT NULL,   -- SHA-256 of the attempt's normalised request (same key, other body → refused)
  amount           INTEGER NOT NULL, -- charged to the card
  wallet_amount    INTEGER NOT NULL DEFAULT 0,
  currency         TEXT NOT NULL,
  installments     INTEGER NOT NULL DEFAULT 1,
  installment_total INTEGER NOT NULL, -- card total including the installment plan's interest
  card_bin         TEXT,            -- first six digits only
  card_last4       TEXT,
  card_brand       TEXT,
  bank             TEXT,
  status           TEXT NOT NULL CHECK (status IN ('processing', 'challenge', 'succeeded', 'failed')),
  failure_code     TEXT,
  failure_message  TEXT,
  provider_ref     TEXT,            -- the bank's transaction id
  challenge_url    TEXT,
  created_at       INTEGER NOT NULL,
  updated_at       INTEGER NOT NULL,
  UNIQUE (order_id, idempotency_key)
);
CREATE INDEX payments_order ON payments (order_id);

-- Money movements of a completed order as the account sees them (spec: payment transactions).
CREATE TABLE payment_transactions (
  id          TEXT PRIMARY KEY,
  order_id    TEXT NOT NULL REFERENCES orders (id),
  payment_id  TEXT,
  type        TEXT NOT NULL CHECK (type IN ('Payment', 'Refund', 'Charge')),
  method      TEXT NOT NULL CHECK (method IN ('card', 'wallet')),
  amount      INTEGER NOT NULL,   -- paid (positive) or refunded (negative)
  price       INTEGER NOT NULL,   -- the price this movement paid for
  currency    TEXT NOT NULL,
  created_at  INTEGER NOT NULL
);
CREATE INDEX payment_transactions_order ON payment_transactions (order_id);

CREATE TABLE wallet_entries (
  id              TEXT PRIMARY KEY,
  organization_id TEXT NOT NULL REFERENCES organizations (id),
  amount          INTEGER NOT NULL,   -- TRY minor units; credit > 0, debit < 0
  kind            TEXT NOT NULL CHECK (kind IN ('refund', 'payment', 'adjustment')),
  reference       TEXT NOT NULL,      -- order or refund id
  description     TEXT NOT NULL,
  created_at      INTEGER NOT NULL,
  UNIQUE (kind, reference)
);
CREATE INDEX wallet_entries_organization ON wallet_entries (organization_id, created_at);

-- A wallet never goes below zero: a debit that would overdraw it aborts its batch.
CREATE TRIGGER wallet_not_negative BEFORE INSERT ON wallet_entries
WHEN NEW.amount < 0 AND NEW.amount + COALESCE((SELECT SUM(amount) FROM wallet_entries WHERE organization_id = NEW.organization_id), 0) < 0
BEGIN
  SELECT RAISE(ABORT, 'wallet_insufficient');
END;

CREATE TABLE refunds (
  id              TEXT PRIMARY KEY,
  order_id        TEXT NOT NULL REFERENCES orders (id),
  item_id         TEXT NOT NULL REFERENCES order_items (id),
  hash            TEXT NOT NULL UNIQUE,  -- unguessable id for the public refund status page
  reason          TEXT NOT NULL,
  destination     TEXT NOT NULL CHECK (destination IN ('card', 'wallet')),
  amount          INTEGER NOT NULL CHECK (amount >= 0),
  fee             INTEGER NOT NULL CHECK (fee >= 0),
  currency        TEXT NOT NULL,
  status          TEXT NOT NULL CHECK (status IN ('requested', 'processing', 'completed', 'failed')),
  created_at      INTEGER NOT NULL,
  updated_at      INTEGER NOT NULL,
  UNIQUE (item_id)
);
CREATE INDEX refunds_order ON refunds (order_id);

-- e-Arşiv style invoice records, one per completed order (and per price-difference payment).
CREATE TABLE invoices (
  id              TEXT PRIMARY KEY,      -- ETTN (UUID)
  number          TEXT NOT NULL UNIQUE,  -- e.g. RGA2026000000123
  order_id        TEXT NOT NULL REFERENCES orders (id),
  organization_id TEXT NOT NULL,
  issued_at       INTEGER NOT NULL,
  buyer           TEXT NOT NULL,         -- JSON
  lines           TEXT NOT NULL,         -- JSON
  subtotal        INTEGER NOT NULL,
  vat_total       INTEGER NOT NULL,
  grand_total     INTEGER NOT NULL,
  currency        TEXT NOT NULL
);
CREATE INDEX invoices_organization ON invoices (organization_id, issued_at);

CREATE TABLE invoice_counters (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL
);

-- The simulated bank's own ledger (services/bank): what it actually charged and refunded.
CREATE TABLE bank_transactions (
  id            TEXT PRIMARY KEY,
  merchant_ref  TEXT NOT NULL,          -- our payment id
  kind          TEXT NOT NULL CHECK (kind IN ('charge', 'refund')),
  amount        INTEGER NOT NULL,
  currency      TEXT NOT NULL,
  card_bin      TEXT NOT NULL,
  card_last4    TEXT NOT NULL,
  status        TEXT NOT NULL CHECK (status IN ('challenge', 'approved', 'declined', 'cancelled')),
  decline_code  TEXT,
  sms_code      TEXT,                   -- the challenge's one-time code (simulated SMS)
  behaviour     TEXT NOT NULL,          -- what the test card does (services/bank/cards.ts)
  return_url    TEXT,                   -- where the challenge page posts the result
  original_ref  TEXT,                   -- a refund: the charge it refunds
  challenge_attempts INTEGER NOT NULL DEFAULT 0,
  created_at    INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL,
  UNIQUE (merchant_ref, kind)
);

-- Each rental company's cancellation rule (seeded with the inventory).
ALTER TABLE suppliers ADD COLUMN free_cancel_hours INTEGER NOT NULL DEFAULT 48;
ALTER TABLE suppliers ADD COLUMN late_cancel_fee_permille INTEGER NOT NULL DEFAULT 250;

ALTER TABLE users ADD COLUMN purchase_count INTEGER NOT NULL DEFAULT 0;
ALTER TABLE users ADD COLUMN last_purchase_at INTEGER;
