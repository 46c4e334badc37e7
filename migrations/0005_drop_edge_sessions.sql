-- Visitor sessions are now Main API tokens in cookies (docs/decisions/0007); the edge keeps no
-- session table.
DROP TABLE IF EXISTS edge_sessions;
