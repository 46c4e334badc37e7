-- Inventory holds (docs/decisions/0012-holds.md): the client address that opened an order, so a
-- client's live holds can be counted across its sessions; the hold's start is its created_at.
ALTER TABLE orders ADD COLUMN client TEXT;
CREATE INDEX orders_client ON orders (client) WHERE client IS NOT NULL;
CREATE INDEX reservation_holds_created ON reservation_holds (created_at);
CREATE INDEX refresh_tokens_expires ON refresh_tokens (expires_at);
CREATE INDEX one_time_codes_expires ON one_time_codes (expires_at);
CREATE INDEX rate_limit_events_at ON rate_limit_events (at);
