-- A rental company's answer to a booking request, given once through its signed approval link
-- (GET/POST /api/v1/supplier-api/approvals/{token}, services/main-api/signed-links). The primary
-- key makes the first decision the only one, also under concurrent posts.
CREATE TABLE supplier_decisions (
  item_id     TEXT PRIMARY KEY REFERENCES order_items (id),
  supplier_id TEXT NOT NULL,
  decision    TEXT NOT NULL CHECK (decision IN ('confirmed', 'rejected')),
  reason      TEXT,                 -- required for a rejection (plain text)
  decided_at  INTEGER NOT NULL,
  ip          TEXT
);
