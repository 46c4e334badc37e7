-- Inventory of the embedded Main API and maps service (search side). Money is integer minor
-- units of TRY; rates and factors are permille integers. Filled by the deterministic seed
-- (services/inventory/seed), which `npm start` and the tests apply.

CREATE TABLE seed_meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

-- Airports, cities, districts and landmarks with real coordinates and IANA time zones.
CREATE TABLE places (
  place_id     TEXT PRIMARY KEY,           -- stable: apt:IST, city:istanbul, dist:istanbul-kadikoy
  kind         TEXT NOT NULL CHECK (kind IN ('airport', 'city', 'district', 'landmark')),
  name_tr      TEXT NOT NULL,
  name_en      TEXT NOT NULL,
  search_text  TEXT NOT NULL,              -- folded names and codes for autocomplete
  city_slug    TEXT NOT NULL,
  city_name_tr TEXT NOT NULL,
  city_name_en TEXT NOT NULL,
  iata         TEXT,
  country_code TEXT NOT NULL,
  adm1         TEXT,
  lat          REAL NOT NULL,
  lon          REAL NOT NULL,
  timezone     TEXT NOT NULL,
  rank         INTEGER NOT NULL DEFAULT 0  -- higher first in autocomplete
);
CREATE INDEX places_iata ON places (iata);
CREATE INDEX places_city ON places (city_slug);

CREATE TABLE suppliers (
  id                       TEXT PRIMARY KEY,
  name                     TEXT NOT NULL,
  logo_svg                 TEXT NOT NULL,
  rating                   REAL NOT NULL,
  rating_participants      INTEGER NOT NULL,
  price_level_permille     INTEGER NOT NULL,
  min_licence_years        INTEGER NOT NULL,
  young_driver_age         INTEGER NOT NULL,
  young_driver_fee_per_day INTEGER NOT NULL,
  one_way                  INTEGER NOT NULL CHECK (one_way IN (0, 1)),
  one_way_base_fee         INTEGER NOT NULL,
  one_way_fee_per_100km    INTEGER NOT NULL,
  daily_range_km           INTEGER,       -- NULL: unlimited mileage
  packages                 TEXT NOT NULL, -- comma-separated package codes the company sells
  credit_report_classes    TEXT NOT NULL  -- comma-separated classes needing a credit report
);

CREATE TABLE car_models (
  id               TEXT PRIMARY KEY,
  brand            TEXT NOT NULL,
  model            TEXT NOT NULL,
  class            TEXT NOT NULL,
  transmission     TEXT NOT NULL,
  fuel             TEXT NOT NULL,
  seat_count       INTEGER NOT NULL,
  luggage          INTEGER NOT NULL,
  premium_permille INTEGER NOT NULL
);

CREATE TABLE car_classes (
  class           TEXT PRIMARY KEY,
  sort_order      INTEGER NOT NULL,
  base_daily_rate INTEGER NOT NULL,
  deposit         INTEGER NOT NULL,
  min_age         INTEGER NOT NULL
);

CREATE TABLE car_packages (
  code             TEXT PRIMARY KEY,
  factor_permille  INTEGER NOT NULL,
  deposit_permille INTEGER NOT NULL,
  includes         TEXT NOT NULL      -- JSON array of cover codes
);

CREATE TABLE season_factors (
  month           INTEGER PRIMARY KEY CHECK (month BETWEEN 1 AND 12),
  factor_permille INTEGER NOT NULL
);

CREATE TABLE length_discounts (
  min_days        INTEGER PRIMARY KEY,
  factor_permille INTEGER NOT NULL
);

CREATE TABLE offices (
  id                  TEXT PRIMARY KEY,
  supplier_id         TEXT NOT NULL REFERENCES suppliers (id),
  place_id            TEXT NOT NULL REFERENCES places (place_id),
  name                TEXT NOT NULL,
  address             TEXT NOT NULL,
  adm2                TEXT NOT NULL,
  adm1                TEXT NOT NULL,
  lat                 REAL NOT NULL,
  lon                 REAL NOT NULL,
  delivery_type       TEXT NOT NULL,
  rating              REAL NOT NULL,
  rating_participants INTEGER NOT NULL,
  opens_at            TEXT NOT NULL,  -- local HH:MM
  closes_at           TEXT NOT NULL,  -- local HH:MM; 24:00 for round the clock
  timezone            TEXT NOT NULL,
  phone               TEXT NOT NULL
);
CREATE INDEX offices_lat_lon ON offices (lat, lon);
CREATE INDEX offices_supplier ON offices (supplier_id);

-- Units of a model an office can rent out on any day; bookings consume them per day.
CREATE TABLE fleet (
  office_id    TEXT NOT NULL REFERENCES offices (id),
  car_model_id TEXT NOT NULL REFERENCES car_models (id),
  units        INTEGER NOT NULL CHECK (units >= 0),
  PRIMARY KEY (office_id, car_model_id)
) WITHOUT ROWID;

CREATE TABLE car_bookings_daily (
  office_id    TEXT NOT NULL,
  car_model_id TEXT NOT NULL,
  day          TEXT NOT NULL,        -- YYYY-MM-DD, local to the office
  booked       INTEGER NOT NULL CHECK (booked >= 0),
  PRIMARY KEY (office_id, car_model_id, day)
) WITHOUT ROWID;

CREATE TABLE car_extras (
  code         TEXT PRIMARY KEY,
  name_tr      TEXT NOT NULL,
  name_en      TEXT NOT NULL,
  pricing      TEXT NOT NULL CHECK (pricing IN ('per_day', 'per_rental')),
  price        INTEGER NOT NULL,
  max_quantity INTEGER NOT NULL,
  cap          INTEGER NOT NULL
);

CREATE TABLE search_campaigns (
  id                TEXT PRIMARY KEY,
  code              TEXT NOT NULL UNIQUE,
  supplier_id       TEXT,
  class             TEXT,
  discount_permille INTEGER NOT NULL
);

CREATE TABLE exchange_rates (
  currency  TEXT PRIMARY KEY,
  micro_try INTEGER NOT NULL        -- TRY per unit of the currency, times 1,000,000
);

-- A search and what it offered, so product, basket and checkout can refer to it. Offers are
-- stored as inputs (office, model, package); prices are always recomputed from inventory.
CREATE TABLE searches (
  id         TEXT PRIMARY KEY,
  kind       TEXT NOT NULL CHECK (kind IN ('car', 'flight')),
  request    TEXT NOT NULL,   -- JSON of the validated request
  offers     TEXT NOT NULL,   -- JSON map code → offer inputs
  created_at INTEGER NOT NULL,
  quoted_at  INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX searches_expires_at ON searches (expires_at);
