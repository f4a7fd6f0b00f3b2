-- Several address books in one database (issue 40): a khard user's
-- personal, work and family books, each a set of contacts of its own.
-- One book is the default: a write names no book goes there, and every
-- contact of an older database is in it. A UID is unique within a book,
-- not across them: `copy` puts the same card in a second book.
--
-- AUTOINCREMENT, so a removed book's id is never given again: `undo` of a
-- removal puts its contacts back under that id (their journal snapshots
-- hold it), which must not name a book made since.
CREATE TABLE books (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    name            TEXT    NOT NULL UNIQUE CHECK (name <> ''),
    is_default      INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1))
);

CREATE UNIQUE INDEX books_default ON books (is_default) WHERE is_default = 1;

INSERT INTO books (id, name, is_default) VALUES (1, 'default', 1);

-- The default book cannot be removed, nor a book that holds contacts:
-- contacts.book_id has no REFERENCES clause (SQLite adds a column with
-- one only with a NULL default while foreign keys are on), so this
-- stands in for the key.
CREATE TRIGGER books_before_delete BEFORE DELETE ON books
WHEN OLD.is_default = 1 OR EXISTS (SELECT 1 FROM contacts WHERE book_id = OLD.id) BEGIN
    SELECT RAISE(ABORT, 'the default book, or a book that holds contacts, cannot be removed');
END;

-- Every existing contact, group cards among them, is in the default book
-- (the column's default, also what a journal snapshot taken before this
-- migration restores).
ALTER TABLE contacts ADD COLUMN book_id INTEGER NOT NULL DEFAULT 1;

-- A UID once per book; a lookup by UID alone still seeks by its first column.
DROP INDEX contacts_by_uid;
CREATE UNIQUE INDEX contacts_by_uid ON contacts (uid, book_id);

-- A book's contacts in family order with both sort keys and their
-- letters: what a list of one book counts its sections and a search of
-- one letter its matches by, and what tells whether the other books hold
-- any contact, without reading the wide rows.
CREATE INDEX contacts_by_book ON contacts (book_id, sort_key_family, sort_key_given, letters);

-- The listing carries each entry's book, so a list of one book reads the
-- same b-tree and skips the other books' rows. The view gains the column
-- last, as the table does, so the triggers' `SELECT *` fill it unchanged;
-- it still leaves the group cards out (migration 0032).
ALTER TABLE listing ADD COLUMN book_id INTEGER NOT NULL DEFAULT 1;

DROP VIEW listing_rows;
CREATE VIEW listing_rows AS
SELECT CASE (SELECT value FROM settings WHERE key = 'sort-order')
           WHEN 'given-first' THEN c.sort_key_given ELSE c.sort_key_family END AS sort_key,
       c.id AS id,
       ifnull(p.position, -1) AS position,
       c.uid AS uid,
       CASE WHEN (SELECT value FROM settings WHERE key = 'display-order') IS NOT 'family-first'
                 OR (c.given_name = '' AND c.family_name = '') THEN c.display_name
            WHEN c.given_name = '' THEN c.family_name
            WHEN c.family_name = '' THEN c.given_name
            ELSE c.family_name || ' ' || c.given_name END AS name,
       p.label AS label,
       p.number AS number,
       CASE WHEN c.organization <> '' THEN c.organization
            ELSE (SELECT address FROM emails WHERE contact_id = c.id ORDER BY position LIMIT 1) END AS detail,
       c.letters AS letters,
       c.book_id AS book_id
FROM contacts c NOT INDEXED LEFT JOIN phone_numbers p ON p.contact_id = c.id
WHERE c.is_group = 0;

-- A contact moved to another book (`move`) takes its rows along.
CREATE TRIGGER listing_after_contact_move AFTER UPDATE OF book_id ON contacts
WHEN OLD.book_id IS NOT NEW.book_id BEGIN
    UPDATE listing SET book_id = NEW.book_id
    WHERE sort_key IN (OLD.sort_key_family, OLD.sort_key_given) AND id = OLD.id;
END;

-- A former key names a contact within its book: the same UID-less card
-- imported into two books and edited in both keeps a key in each.
DROP TRIGGER former_keys_after_uid_change;
CREATE TABLE former_keys_by_book (
    book_id         INTEGER NOT NULL DEFAULT 1,
    key             TEXT    NOT NULL,
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    card_hash       INTEGER,
    PRIMARY KEY (book_id, key)
) WITHOUT ROWID;
INSERT INTO former_keys_by_book (book_id, key, contact_id, card_hash)
SELECT 1, key, contact_id, card_hash FROM former_keys;
DROP TABLE former_keys;
ALTER TABLE former_keys_by_book RENAME TO former_keys;
CREATE INDEX former_keys_by_contact ON former_keys (contact_id);

CREATE TRIGGER former_keys_after_uid_change AFTER UPDATE OF uid ON contacts
WHEN substr(OLD.uid, 1, 18) = 'phonebook-content:' AND NEW.uid IS NOT OLD.uid BEGIN
    INSERT INTO former_keys (book_id, key, contact_id) VALUES (NEW.book_id, OLD.uid, OLD.id)
        ON CONFLICT (book_id, key) DO UPDATE SET contact_id = excluded.contact_id;
END;

-- The books an entry removed (`books remove`), which its undo makes again
-- before it puts their contacts back.
CREATE TABLE journal_books (
    entry_id        INTEGER NOT NULL REFERENCES journal (id) ON DELETE CASCADE,
    book_id         INTEGER NOT NULL,
    name            TEXT    NOT NULL,
    PRIMARY KEY (entry_id, book_id)
) WITHOUT ROWID;
