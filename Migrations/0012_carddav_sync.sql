-- What a CardDAV sync remembers (CardDAVSync, `phonebook sync`): per
-- connected service, where the last sync left the server's change feed;
-- per card on the server, the version both sides last agreed on (the base
-- of the three-way rule); and the conflicts a person still has to settle.
-- A service's rows go when it is disconnected.

CREATE TABLE sync_services (
    service         TEXT    PRIMARY KEY REFERENCES third_party_accounts (service) ON DELETE CASCADE,
    sync_token      TEXT,
    last_synced_at  INTEGER
) WITHOUT ROWID;

-- A card is linked to a local contact by its UID (contacts.uid), checked
-- at every join: contact ids can be reused, and an import runs with the
-- foreign keys off, so no foreign key action could be trusted to say a
-- contact went. A row whose UID no contact has was deleted here.
CREATE TABLE sync_items (
    service         TEXT    NOT NULL REFERENCES third_party_accounts (service) ON DELETE CASCADE,
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
    PRIMARY KEY (service, uid)
) WITHOUT ROWID;

CREATE UNIQUE INDEX sync_items_by_href ON sync_items (service, href);

CREATE TABLE sync_conflicts (
    service         TEXT    NOT NULL REFERENCES third_party_accounts (service) ON DELETE CASCADE,
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

-- One open conflict per card; settled ones stay, so no text is ever lost.
CREATE UNIQUE INDEX sync_conflicts_open ON sync_conflicts (service, uid) WHERE resolved_at IS NULL;
