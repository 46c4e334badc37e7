-- Reviews a company brings from its earlier bookings (the inventory seed's, docs/car-search.md,
-- "Ratings and reviews"): no order, item or user of ours. Ratings and review counts are computed
-- from this table, so every count shown is the number of reviews that can be listed.
CREATE TABLE reviews_new (
  id            TEXT PRIMARY KEY,
  order_id      TEXT REFERENCES orders (id),      -- NULL: imported with the company
  item_id       TEXT UNIQUE REFERENCES order_items (id),
  user_id       TEXT REFERENCES users (id),
  supplier_id   TEXT NOT NULL,
  office_id     TEXT NOT NULL,           -- the pickup office
  rating        INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text          TEXT NOT NULL,           -- plain text, tags stripped
  reviewer_name TEXT NOT NULL,           -- as shown: first name and initial of the last name
  car           TEXT NOT NULL,           -- JSON: brand, model, class of the rented car
  created_at    INTEGER NOT NULL,
  CHECK ((order_id IS NULL) = (item_id IS NULL) AND (order_id IS NULL) = (user_id IS NULL))
);
INSERT INTO reviews_new (id, order_id, item_id, user_id, supplier_id, office_id, rating, text, reviewer_name, car, created_at)
  SELECT id, order_id, item_id, user_id, supplier_id, office_id, rating, text, reviewer_name, car, created_at FROM reviews;
DROP TABLE reviews;
ALTER TABLE reviews_new RENAME TO reviews;
CREATE INDEX reviews_supplier ON reviews (supplier_id, created_at);
CREATE INDEX reviews_office ON reviews (office_id, created_at);
CREATE INDEX reviews_created ON reviews (created_at);
