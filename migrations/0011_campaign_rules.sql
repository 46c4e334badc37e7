-- Every condition of a search campaign's terms, stored with the campaign so the Main API enforces
-- what the campaign page promises (docs/api/main-api.md, "Campaign conditions"). NULL = no such condition.
ALTER TABLE search_campaigns ADD COLUMN pickup_from TEXT;          -- first pickup day of a yearly window, 'MM-DD' (office local date)
ALTER TABLE search_campaigns ADD COLUMN pickup_to TEXT;            -- last pickup day, 'MM-DD'; a window may wrap the new year
ALTER TABLE search_campaigns ADD COLUMN booking_from TEXT;         -- bookings from this instant (ISO 8601)
ALTER TABLE search_campaigns ADD COLUMN booking_to TEXT;           -- bookings until this instant (ISO 8601)
ALTER TABLE search_campaigns ADD COLUMN min_days INTEGER;          -- shortest rental, in rental days
ALTER TABLE search_campaigns ADD COLUMN classes TEXT;              -- JSON array of car classes
ALTER TABLE search_campaigns ADD COLUMN supplier_ids TEXT;         -- JSON array of supplier ids
ALTER TABLE search_campaigns ADD COLUMN first_booking_only INTEGER NOT NULL DEFAULT 0;
ALTER TABLE search_campaigns ADD COLUMN per_user_limit INTEGER;    -- completed bookings per account with this campaign

UPDATE search_campaigns SET classes = json_array(class) WHERE class IS NOT NULL;
UPDATE search_campaigns SET supplier_ids = json_array(supplier_id) WHERE supplier_id IS NOT NULL;
ALTER TABLE search_campaigns DROP COLUMN class;
ALTER TABLE search_campaigns DROP COLUMN supplier_id;
