-- What an import remembers, so re-importing a file never reverts a local
-- edit: for each contact and source, the card last imported from it (its
-- content hash). The three-way rule (Sync's ThreeWayChange) compares that
-- base with the contact now and with the file's card.
--
-- The base for a contact's own source (source_id) sits in its row, a few
-- bytes beside content_hash; bases for other sources, rare, get a table.

-- The contacts' cards were never edited before this (there was no way to),
-- so each imported contact's base is its card.
ALTER TABLE contacts ADD COLUMN imported_hash INTEGER;
UPDATE contacts SET imported_hash = content_hash WHERE source_id IS NOT NULL;

CREATE TABLE import_bases (
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    source_id       INTEGER NOT NULL REFERENCES sources (id),
    card_hash       INTEGER NOT NULL,
    PRIMARY KEY (contact_id, source_id)
) WITHOUT ROWID;

-- A card without a UID is known by a key made of its hash; its first edit
-- gives it a UID. The trigger keeps the old key, so the same file imported
-- again still finds the contact, whatever wrote the edit.
CREATE TABLE former_keys (
    key             TEXT    PRIMARY KEY,
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE INDEX former_keys_by_contact ON former_keys (contact_id);

CREATE TRIGGER former_keys_after_uid_change AFTER UPDATE OF uid ON contacts
WHEN substr(OLD.uid, 1, 18) = 'phonebook-content:' AND NEW.uid IS NOT OLD.uid BEGIN
    INSERT INTO former_keys (key, contact_id) VALUES (OLD.uid, OLD.id)
        ON CONFLICT (key) DO UPDATE SET contact_id = excluded.contact_id;
END;
