-- The embedded content service (Strapi-style collections). Each entry is stored per locale as
-- JSON; queries filter, sort and paginate it in the service (collections are CMS-sized).
CREATE TABLE content_entries (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id  TEXT    NOT NULL,          -- the same document in every locale
  collection   TEXT    NOT NULL,
  locale       TEXT    NOT NULL,
  data         TEXT    NOT NULL,          -- JSON attributes (relations embedded)
  published_at INTEGER NOT NULL,
  updated_at   INTEGER NOT NULL,
  UNIQUE (collection, document_id, locale)
);
CREATE INDEX content_entries_collection ON content_entries (collection, locale);
