-- Each address book of a connected service syncs with a local book of its
-- own (issue 40): a service has one row here for each remote collection it
-- syncs, and the sync state that was the service's (its token, each card's
-- agreed version, its conflicts and refusals) is each collection's.
--
-- A service's one collection of an older database (its book_url, or a
-- vdir's folder) syncs with the default book, as it did, keeping its token
-- and every card's row: the next sync reads only what changed since. A
-- service never synced and without a chosen book (connect --no-discover)
-- gets none; its first sync discovers it.
CREATE TABLE sync_collections (
    id              INTEGER PRIMARY KEY,
    service         TEXT    NOT NULL REFERENCES third_party_accounts (service) ON DELETE CASCADE,
    url             TEXT    NOT NULL,
    name            TEXT,
    book_id         INTEGER NOT NULL,
    sync_token      TEXT,
    last_synced_at  INTEGER,
    UNIQUE (service, url),
    UNIQUE (service, book_id)
);

CREATE INDEX sync_collections_by_book ON sync_collections (book_id);

INSERT INTO sync_collections (service, url, name, book_id, sync_token, last_synced_at)
SELECT t.service, coalesce(t.vdir_path, t.book_url), CASE WHEN t.vdir_path IS NULL THEN t.book_name END,
       (SELECT id FROM books WHERE is_default = 1), s.sync_token, s.last_synced_at
FROM third_party_accounts t LEFT JOIN sync_services s ON s.service = t.service
WHERE coalesce(t.vdir_path, t.book_url) IS NOT NULL;

-- A book a collection syncs with is not removed under it (`books remove`
-- says so first, naming the service): its contacts are what the sync
-- compares the collection with.
CREATE TRIGGER books_before_delete_synced BEFORE DELETE ON books
WHEN EXISTS (SELECT 1 FROM sync_collections WHERE book_id = OLD.id) BEGIN
    SELECT RAISE(ABORT, 'a book a service syncs with cannot be removed');
END;

CREATE TABLE sync_items_by_collection (
    collection_id   INTEGER NOT NULL REFERENCES sync_collections (id) ON DELETE CASCADE,
    uid             TEXT    NOT NULL,
    href            TEXT    NOT NULL,
    etag            TEXT,
    base_hash       TEXT    NOT NULL,
    base_card       BLOB    NOT NULL,
    local_hash      INTEGER,
    contact_id      INTEGER,
    state           TEXT    NOT NULL DEFAULT 'synced'
        CHECK (state IN ('synced', 'pending_create', 'conflict')),
    uploaded        INTEGER NOT NULL DEFAULT 0 CHECK (uploaded IN (0, 1)),
    PRIMARY KEY (collection_id, uid)
) WITHOUT ROWID;
INSERT INTO sync_items_by_collection
SELECT c.id, i.uid, i.href, i.etag, i.base_hash, i.base_card, i.local_hash, i.contact_id, i.state, i.uploaded
FROM sync_items i JOIN sync_collections c ON c.service = i.service;
DROP TABLE sync_items;
ALTER TABLE sync_items_by_collection RENAME TO sync_items;
CREATE UNIQUE INDEX sync_items_by_href ON sync_items (collection_id, href);

CREATE TABLE sync_conflicts_by_collection (
    collection_id   INTEGER NOT NULL REFERENCES sync_collections (id) ON DELETE CASCADE,
    uid             TEXT    NOT NULL,
    href            TEXT    NOT NULL,
    local_card      BLOB,
    remote_card     BLOB,
    remote_etag     TEXT,
    found_at        INTEGER NOT NULL,
    resolved_at     INTEGER,
    resolution      TEXT    CHECK (resolution IN ('local', 'remote', 'both')),
    id              INTEGER PRIMARY KEY
);
INSERT INTO sync_conflicts_by_collection
SELECT c.id, k.uid, k.href, k.local_card, k.remote_card, k.remote_etag, k.found_at, k.resolved_at, k.resolution, k.id
FROM sync_conflicts k JOIN sync_collections c ON c.service = k.service;
DROP TABLE sync_conflicts;
ALTER TABLE sync_conflicts_by_collection RENAME TO sync_conflicts;
CREATE UNIQUE INDEX sync_conflicts_open ON sync_conflicts (collection_id, uid) WHERE resolved_at IS NULL;

CREATE TABLE sync_refusals_by_collection (
    collection_id   INTEGER NOT NULL REFERENCES sync_collections (id) ON DELETE CASCADE,
    uid             TEXT    NOT NULL,
    href            TEXT    NOT NULL,
    content_hash    INTEGER NOT NULL,
    status          INTEGER NOT NULL,
    reason          TEXT    NOT NULL,
    refused_at      INTEGER NOT NULL,
    PRIMARY KEY (collection_id, uid)
) WITHOUT ROWID;
INSERT INTO sync_refusals_by_collection
SELECT c.id, r.uid, r.href, r.content_hash, r.status, r.reason, r.refused_at
FROM sync_refusals r JOIN sync_collections c ON c.service = r.service;
DROP TABLE sync_refusals;
ALTER TABLE sync_refusals_by_collection RENAME TO sync_refusals;

CREATE TABLE sync_upload_failures_by_collection (
    collection_id   INTEGER NOT NULL REFERENCES sync_collections (id) ON DELETE CASCADE,
    uid             TEXT    NOT NULL,
    content_hash    INTEGER NOT NULL,
    failures        INTEGER NOT NULL,
    failed_at       INTEGER NOT NULL,
    PRIMARY KEY (collection_id, uid)
) WITHOUT ROWID;
INSERT INTO sync_upload_failures_by_collection
SELECT c.id, f.uid, f.content_hash, f.failures, f.failed_at
FROM sync_upload_failures f JOIN sync_collections c ON c.service = f.service;
DROP TABLE sync_upload_failures;
ALTER TABLE sync_upload_failures_by_collection RENAME TO sync_upload_failures;

-- The token and the last sync are each collection's now, and so is the
-- remote book's URL and name.
DROP TABLE sync_services;
ALTER TABLE third_party_accounts DROP COLUMN book_url;
ALTER TABLE third_party_accounts DROP COLUMN book_name;
