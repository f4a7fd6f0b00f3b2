-- Every email address with what a mail client's query prints beside it (the
-- contact's names) and what orders it (both sort keys), one narrow row an
-- address, under its contact's search-index document and its position:
-- `email QUERY` reads its matches' rows here, by the documents the search
-- index gives, instead of each contact's wide row (its card) and then its
-- emails, two b-trees sought in random id order.
--
-- A document's rowid is now the first three characters of the contact's
-- family name (its family sort key after the section letter), a byte each,
-- above the contact's id in the low 39 bits (until now: the id alone), so
-- the matches of a part of a family name lie together, here as in the
-- index. `email --format mutt Torr` on 100k contacts (1,605 addresses):
-- 2,506 page reads before, 1,379 from this table by contact id, 104 by
-- document (sqlite3). See Sources/Store/Entries/SearchIndex.swift.
--
-- The document's rowid, worked out from the row (so a write from any
-- program keeps it, and the expression is parsed once, here, not in each
-- trigger using it at every start): the family sort key's 2nd to 4th
-- characters (after the section letter; one beyond its end as 0, one past
-- U+00FF by its low byte) a byte each from bit 55 down, the id below
-- (ids stay far below 2^39).
ALTER TABLE contacts ADD COLUMN document INTEGER GENERATED ALWAYS AS (
    ((ifnull(unicode(substr(sort_key_family, 2)), 0) & 255) << 55)
        | ((ifnull(unicode(substr(sort_key_family, 3)), 0) & 255) << 47)
        | ((ifnull(unicode(substr(sort_key_family, 4)), 0) & 255) << 39) | id
) VIRTUAL;

-- Both sort keys and all three names, so no setting's change touches it.
-- As the search index (0014): filled at first use, then kept by triggers in
-- every write's own transaction, whose presence is its state; a bulk import
-- drops them and empties it (Sources/Store/Emails/EmailListing.swift). So
-- this only makes the table.
CREATE TABLE email_listing (
    document        INTEGER NOT NULL,
    position        INTEGER NOT NULL,
    sort_key_family TEXT    NOT NULL,
    sort_key_given  TEXT    NOT NULL,
    display_name    TEXT    NOT NULL,
    given_name      TEXT    NOT NULL,
    family_name     TEXT    NOT NULL,
    label           TEXT    NOT NULL,
    address         TEXT    NOT NULL,
    PRIMARY KEY (document, position)
) WITHOUT ROWID;

-- The search index holds its documents under their contacts' ids: its
-- triggers go and it is emptied, and the next search builds it again under
-- the new rowids, as after a bulk import (the triggers' presence is its state).
DROP TRIGGER IF EXISTS search_index_contact_insert;
DROP TRIGGER IF EXISTS search_index_contact_delete;
DROP TRIGGER IF EXISTS search_index_contact_update;
INSERT INTO search_index (search_index) VALUES ('delete-all');
