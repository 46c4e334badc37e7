-- Personal campaign codes issued from a search campaign (POST /order-api/campaign-code/issue):
-- the same discount as the campaign, for one organization, usable for one completed booking.
CREATE TABLE issued_campaign_codes (
  code            TEXT PRIMARY KEY,
  campaign_code   TEXT NOT NULL,          -- a search campaign (no foreign key: the inventory seed replaces those rows)
  organization_id TEXT NOT NULL REFERENCES organizations (id),
  issued_at       INTEGER NOT NULL,
  used_order_id   TEXT,
  UNIQUE (campaign_code, organization_id)
);
