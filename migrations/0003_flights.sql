-- Flights of the embedded Main API: airlines, recurring schedules, fare brands and seats sold.
-- Money is integer TRY minor units; flights are sold in TRY.

CREATE TABLE airlines (
  code                 TEXT PRIMARY KEY,
  display_name         TEXT NOT NULL,
  price_level_permille INTEGER NOT NULL,
  has_business         INTEGER NOT NULL CHECK (has_business IN (0, 1))
);

-- A departure that repeats on the weekdays in days_mask (bit 0 = Monday … bit 6 = Sunday).
CREATE TABLE flight_schedules (
  flight_number    TEXT PRIMARY KEY,  -- e.g. TK2410
  airline          TEXT NOT NULL REFERENCES airlines (code),
  origin           TEXT NOT NULL,     -- IATA airport
  destination      TEXT NOT NULL,
  departs_at       TEXT NOT NULL,     -- local time at the origin, HH:MM
  duration_minutes INTEGER NOT NULL,
  distance_km      INTEGER NOT NULL,
  days_mask        INTEGER NOT NULL,
  economy_seats    INTEGER NOT NULL,
  business_seats   INTEGER NOT NULL
);
CREATE INDEX flight_schedules_route ON flight_schedules (origin, destination);
CREATE INDEX flight_schedules_destination ON flight_schedules (destination);

CREATE TABLE fare_brands (
  code                    TEXT PRIMARY KEY,
  name                    TEXT NOT NULL,
  cabin                   TEXT NOT NULL CHECK (cabin IN ('economy', 'business')),
  factor_permille         INTEGER NOT NULL,
  checked_baggage_kg      INTEGER NOT NULL,
  cabin_baggage_kg        INTEGER NOT NULL,
  changeable              INTEGER NOT NULL,
  change_fee              INTEGER NOT NULL,
  refundable              INTEGER NOT NULL,
  refund_penalty_permille INTEGER NOT NULL,
  seat_selection          INTEGER NOT NULL,
  seat_share_permille     INTEGER NOT NULL
);

-- Seats sold per departure date and brand; reservations (a later migration) consume them.
CREATE TABLE flight_seats_sold (
  flight_number TEXT NOT NULL,
  date          TEXT NOT NULL,  -- local departure date YYYY-MM-DD
  brand         TEXT NOT NULL,
  sold          INTEGER NOT NULL CHECK (sold >= 0),
  PRIMARY KEY (flight_number, date, brand)
) WITHOUT ROWID;
