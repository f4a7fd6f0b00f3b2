-- Every email address with what a mail client's query prints beside it (the
-- contact's names) and what orders it (both sort keys), one narrow row an
-- address under (contact, position): `email QUERY` reads its matches' rows
-- here instead of each contact's wide row (its card) and then its emails,
-- two b-trees sought in random id order. `email --format mutt Torr` on 100k
-- contacts (1,605 addresses): 2,506 page reads against 1,213 (sqlite3).
--
-- Both sort keys and all three names, so no setting's change touches it.
-- As the search index (0014): filled at first use, then kept by triggers in
-- every write's own transaction, whose presence is its state; a bulk import
-- drops them and empties it (Sources/Store/Emails/EmailListing.swift). So
-- this only makes the table.
CREATE TABLE email_listing (
    id              INTEGER NOT NULL,
    position        INTEGER NOT NULL,
    sort_key_family TEXT    NOT NULL,
    sort_key_given  TEXT    NOT NULL,
    display_name    TEXT    NOT NULL,
    given_name      TEXT    NOT NULL,
    family_name     TEXT    NOT NULL,
    label           TEXT    NOT NULL,
    address         TEXT    NOT NULL,
    PRIMARY KEY (id, position)
) WITHOUT ROWID;
