-- Cards a CardDAV server would not store (400, 403, 413, 415, 422: a
-- vCard version or a value it does not take), kept here only with the
-- server's reason. Not sent again while the contact's content_hash is the
-- one refused: only an edit here makes another attempt worth a request.
-- Listed by `sync status` and `sync refused`; gone once an upload succeeds.
CREATE TABLE sync_refusals (
    service         TEXT    NOT NULL REFERENCES third_party_accounts (service) ON DELETE CASCADE,
    uid             TEXT    NOT NULL,
    href            TEXT    NOT NULL,
    content_hash    INTEGER NOT NULL,
    status          INTEGER NOT NULL,
    reason          TEXT    NOT NULL,
    refused_at      INTEGER NOT NULL,
    PRIMARY KEY (service, uid)
) WITHOUT ROWID;
