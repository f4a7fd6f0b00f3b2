-- Cards a CardDAV server failed to store with 500 (a fault of the server
-- this card triggers: Xandikos 0.4.10 answers 500 to a card whose PROFILE
-- or base64 its parser chokes on), counted by the syncs that sent the same
-- content. At the third, the card becomes a refusal (sync_refusals) and is
-- not sent again until edited here; an upload that succeeds, or another
-- content, starts the count again. 502, 503 and 504 (a server down or
-- overloaded) are never counted.
CREATE TABLE sync_upload_failures (
    service         TEXT    NOT NULL REFERENCES third_party_accounts (service) ON DELETE CASCADE,
    uid             TEXT    NOT NULL,
    content_hash    INTEGER NOT NULL,
    failures        INTEGER NOT NULL,
    failed_at       INTEGER NOT NULL,
    PRIMARY KEY (service, uid)
) WITHOUT ROWID;
