-- The schema as the numbered migrations leave it, written down in one place.
-- (SQLite's user_version is not the schema's version: it holds the revision
-- of card reading the contacts' rows were derived with; see CardRereading.)
--
-- Not run: the migrations (0001_…, 0002_…) are what builds a database, and
-- they are never edited once shipped, so their comments describe the schema
-- of their day. This file is the current truth, every column commented.
-- SchemaDocumentTests builds a database from it and one from the migrations
-- and fails when they differ in any table, column, type, default, key,
-- constraint, index or trigger: a new migration must update this file.

-- The address books (migration 0033): a database holds one or more, each
-- a set of contacts of its own, one of them the default (where a write
-- that names no book goes; every contact of a database older than 0033
-- is in it). AUTOINCREMENT: a removed book's id is never given again, so
-- `undo` of a removal puts its contacts back under an id no other book has.
CREATE TABLE books (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    -- What `--book NAME` names: not empty, unique (Sources/Store/Books/BookName.swift says more).
    name            TEXT    NOT NULL UNIQUE CHECK (name <> ''),
    -- 1 for the default book, of which there is exactly one (id 1 when made).
    is_default      INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1))
);

CREATE UNIQUE INDEX books_default ON books (is_default) WHERE is_default = 1;

-- contacts.book_id has no REFERENCES clause (SQLite adds a column with one
-- only with a NULL default while foreign keys are on): this stands in for
-- the key, and keeps the default book.
CREATE TRIGGER books_before_delete BEFORE DELETE ON books
WHEN OLD.is_default = 1 OR EXISTS (SELECT 1 FROM contacts WHERE book_id = OLD.id) BEGIN
    SELECT RAISE(ABORT, 'the default book, or a book that holds contacts, cannot be removed');
END;

-- One row per contact. The original card text is kept byte for byte, so
-- export gives back every property the rows do not model; the content hash
-- lets an unchanged card be skipped on re-import without parsing it.
CREATE TABLE contacts (
    id              INTEGER PRIMARY KEY,
    -- The card's UID, or "phonebook-content:" and a hash of its content
    -- when it has none, so the same file imported again finds the same contact.
    uid             TEXT    NOT NULL,
    -- The name as shown: FN; else N as "given family"; else ORG; else the
    -- first email or number, so no contact is nameless.
    display_name    TEXT    NOT NULL,
    -- N's given and family parts, for the two sort and display orders.
    given_name      TEXT    NOT NULL DEFAULT '',
    family_name     TEXT    NOT NULL DEFAULT '',
    organization    TEXT    NOT NULL DEFAULT '',
    note            TEXT    NOT NULL DEFAULT '',
    -- Case- and diacritic-folded keys, one per sort order. The first
    -- character is the section letter ('A'...'Z', or '~' for "#", which sorts
    -- after Z), so one index gives both the section order and the order
    -- within it; parts are joined by U+0001, which sorts before any letter.
    sort_key_family TEXT    NOT NULL,
    sort_key_given  TEXT    NOT NULL,
    -- What every search matches of the contact's names (Sources/Store/Cards/
    -- ContactKeys.swift): the folded display name, the folded name family
    -- first (or the given and family names alone where it lacks one)
    -- where the display name does not already contain it, the folded
    -- nicknames (a merge keeps the names merged away as nicknames, since
    -- migration 0028), the folded organization, the folded emails that are
    -- not plain ASCII, then the ASCII ones in their lowercase (migration
    -- 0018), joined by U+0001. Numbers are matched in phone_numbers; the
    -- rest of the card in search_details. Rows written before migration 5
    -- may hold more parts; they find the same contacts.
    search_text     TEXT    NOT NULL DEFAULT '',
    -- 1 when the contact is under Favorites.
    starred         INTEGER NOT NULL DEFAULT 0 CHECK (starred IN (0, 1)),
    -- The card as it was imported, byte for byte (any line endings and folding).
    card            TEXT    NOT NULL,
    -- A 64-bit FNV-1a hash of the card's unfolded logical lines without their
    -- endings: the same card re-folded or re-ended hashes the same.
    content_hash    INTEGER NOT NULL,
    -- Unix seconds.
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    -- The file or folder the card was last imported from (sources.id), for
    -- `import --prune`; NULL for a contact made here.
    source_id       INTEGER REFERENCES sources (id),
    -- The content hash of the card last imported from source_id: the base
    -- of the three-way rule (Sync's ThreeWayChange) for that source. Equal
    -- to content_hash until the contact is edited here; NULL when it has
    -- none (made here). Bases for its other sources are in import_bases.
    imported_hash   INTEGER,
    -- The ASCII letters and digits a search finds the contact by, one bit
    -- each (migration 0017, Sources/Store/Entries/SearchLetters.swift): of
    -- its search text, its emails with ASCII case ignored, its numbers' digits.
    letters         INTEGER NOT NULL DEFAULT 0,
    -- The rowid of its search_index document and the key of its addresses'
    -- email_listing rows (migration 0021, Sources/Store/Entries/SearchIndex.swift):
    -- the family sort key's 2nd to 4th characters (after the section letter;
    -- one beyond its end as 0, one past U+00FF by its low byte) a byte each
    -- from bit 55 down, the id below, so a part of a family name's matches
    -- lie together. Worked out from the row, never stored.
    document        INTEGER GENERATED ALWAYS AS (
        ((ifnull(unicode(substr(sort_key_family, 2)), 0) & 255) << 55)
        | ((ifnull(unicode(substr(sort_key_family, 3)), 0) & 255) << 47)
        | ((ifnull(unicode(substr(sort_key_family, 4)), 0) & 255) << 39) | id
    ) VIRTUAL,
    -- What `list --search` and the browser's search match of the rest of
    -- the card from three characters on (migration 0028), which a mail
    -- query and a CONTACT argument leave out: the folded title, postal address parts, note lines and
    -- categories, joined by U+0001. Empty in a row written before 0028
    -- until the next import re-reads its card.
    search_details  TEXT    NOT NULL DEFAULT '',
    -- 1 for a group card (KIND:group, or Apple's X-ADDRESSBOOKSERVER-KIND:
    -- group; migration 0032): a card of the book, exported and synced, but
    -- no contact. Its sort keys start with U+0001, below every section;
    -- its search texts are empty, its letters 0; it has no numbers, emails
    -- or categories, and no read model holds it. Its members are in
    -- group_members.
    is_group        INTEGER NOT NULL DEFAULT 0 CHECK (is_group IN (0, 1)),
    -- The book it is in (books.id), a group card's as any card's. The
    -- default, 1, is the default book of migration 0033, where it put every
    -- contact; a journal snapshot taken before 0033 restores a contact there.
    book_id         INTEGER NOT NULL DEFAULT 1
);

-- Named indexes rather than inline constraints, so a bulk import can drop
-- them and build each once at the end (sorting beats random inserts).
-- A UID once per book (migration 0033): the same card may sit in two.
CREATE UNIQUE INDEX contacts_by_uid ON contacts (uid, book_id);
-- Reading in order and paging by key: WHERE (sort_key, id) > (?, ?) ORDER BY
-- sort_key, id. A list reads the listing table; what walks these is a
-- search of one letter or digit, a section's range at a time, testing the
-- letters they carry (migration 0017). The search text they carried from
-- 0016 went in 0023: the search index serves every longer search.
CREATE INDEX contacts_by_family ON contacts (sort_key_family, id, letters);
CREATE INDEX contacts_by_given  ON contacts (sort_key_given, id, letters);
-- Favorites: a partial index holds only the starred few.
CREATE INDEX contacts_starred   ON contacts (starred) WHERE starred = 1;
-- The group cards, few: a partial index too.
CREATE INDEX contacts_groups ON contacts (is_group) WHERE is_group = 1;
-- A book's contacts (0033), with what counting a book's sections (in
-- either order) and a one-letter search's matches in it reads, and what
-- tells whether the other books hold any contact, without the wide rows.
CREATE INDEX contacts_by_book   ON contacts (book_id, sort_key_family, sort_key_given, letters);

-- Where contacts came from, each path stored once.
CREATE TABLE sources (
    id              INTEGER PRIMARY KEY,
    -- A file or folder path (absolute), or "-" for standard input.
    path            TEXT    NOT NULL UNIQUE
);

-- The card a contact last had from each of its other sources (not its
-- source_id, whose base is contacts.imported_hash): a contact found in two
-- files is compared with each file's own last card, so alternate imports
-- of two versions do not overwrite each other. Rare, so a table of its own.
CREATE TABLE import_bases (
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    source_id       INTEGER NOT NULL REFERENCES sources (id),
    -- The content hash of the card last imported from that source.
    card_hash       INTEGER NOT NULL,
    PRIMARY KEY (contact_id, source_id)
) WITHOUT ROWID;

-- Keys a contact was once known by: a card without a UID is keyed
-- "phonebook-content:" and its hash, and its first edit gives it a UID; the
-- trigger below keeps the old key here, so importing the same file again
-- still finds the contact (and keeps the edit) whatever wrote the edit.
CREATE TABLE former_keys (
    -- The contact's book (contacts.book_id): a key names a contact within
    -- its book (migration 0033), so the same UID-less card imported into
    -- two books and edited in each keeps a key in both. 1 for a journal
    -- snapshot taken before 0033.
    book_id         INTEGER NOT NULL DEFAULT 1,
    -- The contact's earlier uid, "phonebook-content:…", or the UID of a
    -- contact merged into it (phonebook merge): a re-import of a card with
    -- this key finds the contact, and a CardDAV sync deletes the
    -- merged-away card on the server.
    key             TEXT    NOT NULL,
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    -- For a merged-away UID, the card last imported under it (its content
    -- hash), or the card it had when merged if it was never imported: that
    -- card again changes nothing. NULL for a content key, whose card is the
    -- key itself.
    card_hash       INTEGER,
    PRIMARY KEY (book_id, key)
) WITHOUT ROWID;

-- For the cascade when a contact is removed.
CREATE INDEX former_keys_by_contact ON former_keys (contact_id);

CREATE TRIGGER former_keys_after_uid_change AFTER UPDATE OF uid ON contacts
WHEN substr(OLD.uid, 1, 18) = 'phonebook-content:' AND NEW.uid IS NOT OLD.uid BEGIN
    INSERT INTO former_keys (book_id, key, contact_id) VALUES (NEW.book_id, OLD.uid, OLD.id)
        ON CONFLICT (book_id, key) DO UPDATE SET contact_id = excluded.contact_id;
END;

-- A contact's numbers, keyed by (contact, position) with no rowid: one
-- b-tree instead of a table plus an index, filled in order by an import.
CREATE TABLE phone_numbers (
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    -- Order within the card, from 0; with contact_id it is the row's identity.
    position        INTEGER NOT NULL,
    -- mobile, home, work, main, home fax, work fax, other fax, pager, other,
    -- or the card's own label (item1.X-ABLabel).
    label           TEXT    NOT NULL,
    -- The number as the card wrote it.
    number          TEXT    NOT NULL,
    -- The number's digits last-first (extension excluded): a stored
    -- "555-0005" is found from "+1 212 555 0005" by a range scan on the
    -- common trailing digits, as phones match callers; a search for digits
    -- searches for them reversed.
    digits_reversed TEXT    NOT NULL,
    PRIMARY KEY (contact_id, position)
) WITHOUT ROWID;

CREATE INDEX phone_numbers_by_reversed_digits ON phone_numbers (digits_reversed);

-- A contact's email addresses, in card order.
CREATE TABLE emails (
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    position        INTEGER NOT NULL,
    -- home, work, other, or the card's own label.
    label           TEXT    NOT NULL,
    address         TEXT    NOT NULL,
    PRIMARY KEY (contact_id, position)
) WITHOUT ROWID;

-- A group card's members (migration 0032), from its MEMBER (or
-- X-ADDRESSBOOKSERVER-MEMBER) lines, kept by the card writer as the numbers
-- are. A UID no contact has, or a group card's own, is kept but names no member.
CREATE TABLE group_members (
    group_id        INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    -- Order within the card, from 0.
    position        INTEGER NOT NULL,
    -- The member's UID: the value with its urn:uuid: taken off; a contact
    -- whose UID is this, or urn:uuid: and this (phonebook's own), is the member.
    member_uid      TEXT    NOT NULL,
    PRIMARY KEY (group_id, position)
) WITHOUT ROWID;

-- A contact's groups: the group cards naming its UID.
CREATE INDEX group_members_by_member ON group_members (member_uid);

-- A contact's CATEGORIES (migration 0032), each list item a row, blanks
-- around it taken off: the other way a book keeps groups.
CREATE TABLE contact_categories (
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    -- Order within the card, from 0.
    position        INTEGER NOT NULL,
    -- The category as the card names it (its `\,` read as a comma).
    name            TEXT    NOT NULL,
    PRIMARY KEY (contact_id, position)
) WITHOUT ROWID;

-- A category's contacts (`list --category`).
CREATE INDEX contact_categories_by_name ON contact_categories (name);

-- Every email address with the contact's names and sort keys, one narrow
-- row an address, under its contact's search-index document (below) and
-- its position, which `email QUERY` reads for its matches instead of each
-- contact's wide row and then its emails. Kept in step by the
-- email_listing_* triggers on contacts and emails (at the end of this
-- file); a bulk import, which turns them off, fills it again before it commits.
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

-- A trigram index of what a search matches (`list --search`, `show PART`,
-- `email QUERY`, the browser's search), so a part of a name is found
-- without reading every contact. One document per contact, its search_text
-- with its emails (rowid: the first three characters of the contact's
-- family name after its section letter, a byte each, above its id in the
-- low 39 bits, so a part of a family name's matches lie together; until
-- migration 0021 the id alone, until 0018 the id << 24, and each email had
-- one too), and one more U+0001 at its end (since
-- 0020), so two characters at the end begin a trigram too. Contentless (no
-- copy of the text) with positions (detail full), so a phrase query is
-- exactly a substring search, and a search of two characters asks for the
-- trigrams starting with them (search_index_terms_by_row, at the end of this
-- file). Kept in step by the search_index_* triggers on contacts (at the
-- end of this file); a bulk import fills it again before it commits. A
-- search of one character scans (unless a letter's or a digit's).
CREATE VIRTUAL TABLE search_index USING fts5 (
    text, content = '', tokenize = 'trigram case_sensitive 1', detail = full, columnsize = 0
);
-- Its hash size (migration 0037): a bulk import's fill writes its trigrams
-- out in 16 MB segments, not SQLite's 1 MB ones, and merges far fewer.
INSERT INTO search_index (search_index, rank) VALUES ('hashsize', 16777216);

-- The same of the rest of the card (migration 0028), which only a search
-- of the whole card of three characters or more asks (`list --search`,
-- the browser's; not `email QUERY` or a CONTACT argument): a document for
-- each contact whose search_details is not empty (the text alone), under
-- the contact's id, kept by the search_details_index_* triggers. Without
-- positions (detail none, migration 0035; a third of the size): a search
-- asks for the documents holding each of its trigrams, and one longer
-- than a trigram then tests each one's search_details.
CREATE VIRTUAL TABLE search_details_index USING fts5 (
    details, content = '', tokenize = 'trigram case_sensitive 1', detail = none, columnsize = 0
);
-- Its hash size as the names' (migration 0037).
INSERT INTO search_details_index (search_details_index, rank) VALUES ('hashsize', 16777216);

-- How many contacts each book holds in each section, per sort order, kept
-- exact by the triggers below (a group card is none: migration 0032), so a
-- load-more row can say what remains without counting a whole section. A
-- page of one book reads its own rows, a page of every book sums each
-- book's (migration 0036). A row may fall to 0 and stay; a removed book's
-- go with it (counts_after_book_delete).
CREATE TABLE section_counts (
    sort_order      TEXT    NOT NULL CHECK (sort_order IN ('family-first', 'given-first')),
    -- The book (books.id).
    book_id         INTEGER NOT NULL,
    -- 'A'...'Z' or '#': the sort key's first character, '~' read as '#'.
    section         TEXT    NOT NULL,
    contacts        INTEGER NOT NULL,
    PRIMARY KEY (sort_order, book_id, section)
) WITHOUT ROWID;

-- A contact written counts in its book's section of either order, one
-- deleted no more; one whose sort keys, kind or book change (`move`) is
-- taken from its old sections and counted in its new ones.
CREATE TRIGGER section_counts_after_insert AFTER INSERT ON contacts WHEN NEW.is_group = 0 BEGIN
    INSERT INTO section_counts VALUES ('family-first', NEW.book_id,
        CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END, 1)
        ON CONFLICT (sort_order, book_id, section) DO UPDATE SET contacts = contacts + 1;
    INSERT INTO section_counts VALUES ('given-first', NEW.book_id,
        CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END, 1)
        ON CONFLICT (sort_order, book_id, section) DO UPDATE SET contacts = contacts + 1;
END;

CREATE TRIGGER section_counts_after_delete AFTER DELETE ON contacts WHEN OLD.is_group = 0 BEGIN
    UPDATE section_counts SET contacts = contacts - 1 WHERE sort_order = 'family-first' AND book_id = OLD.book_id
        AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END;
    UPDATE section_counts SET contacts = contacts - 1 WHERE sort_order = 'given-first' AND book_id = OLD.book_id
        AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END;
END;

CREATE TRIGGER section_counts_after_update AFTER UPDATE OF sort_key_family, sort_key_given, is_group, book_id ON contacts
WHEN (OLD.sort_key_family IS NOT NEW.sort_key_family OR OLD.sort_key_given IS NOT NEW.sort_key_given
  OR OLD.is_group IS NOT NEW.is_group OR OLD.book_id IS NOT NEW.book_id) BEGIN
    UPDATE section_counts SET contacts = contacts - 1
    WHERE OLD.is_group = 0 AND sort_order = 'family-first' AND book_id = OLD.book_id
        AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END;
    UPDATE section_counts SET contacts = contacts - 1
    WHERE OLD.is_group = 0 AND sort_order = 'given-first' AND book_id = OLD.book_id
        AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END;
    INSERT INTO section_counts SELECT 'family-first', NEW.book_id,
        CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END, 1
        WHERE NEW.is_group = 0
        ON CONFLICT (sort_order, book_id, section) DO UPDATE SET contacts = contacts + 1;
    INSERT INTO section_counts SELECT 'given-first', NEW.book_id,
        CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END, 1
        WHERE NEW.is_group = 0
        ON CONFLICT (sort_order, book_id, section) DO UPDATE SET contacts = contacts + 1;
END;

-- How many contacts of each book's sections have each letter or digit (the
-- bits of contacts.letters: 'a' 0 ... 'z' 25, '0' 26 ... '9' 35), per sort
-- order, so a search of one letter or digit reads its counts instead of
-- stepping through a sort-key index: of one book its own rows, of every
-- book each book's summed (migration 0036). Kept by the letter_counts_*
-- triggers on contacts (at the end of this file); a bulk import fills it
-- again before it commits. A row may fall to 0 and stay; a removed book's
-- go with it (counts_after_book_delete).
CREATE TABLE letter_counts (
    sort_order      TEXT    NOT NULL,
    -- The book (books.id).
    book_id         INTEGER NOT NULL,
    -- 'A'...'Z' or '#', as in section_counts.
    section         TEXT    NOT NULL,
    -- The bit's number.
    letter          INTEGER NOT NULL,
    contacts        INTEGER NOT NULL,
    PRIMARY KEY (sort_order, book_id, section, letter)
) WITHOUT ROWID;

-- A book removed holds no contact (books_before_delete), so its counts are
-- all 0: they go with it, and `undo` of the removal counts its contacts
-- again as it puts them back.
CREATE TRIGGER counts_after_book_delete AFTER DELETE ON books BEGIN
    DELETE FROM section_counts WHERE book_id = OLD.id;
    DELETE FROM letter_counts WHERE book_id = OLD.id;
END;

-- The 36 bits, 0 to 35, for those triggers to join.
CREATE TABLE letter_bits (letter INTEGER PRIMARY KEY);
WITH RECURSIVE bit(letter) AS (SELECT 0 UNION ALL SELECT letter + 1 FROM bit WHERE letter < 35)
INSERT INTO letter_bits SELECT letter FROM bit;

-- The user's settings: a key and its value as text, validated by the
-- application (AppSettings); a key never set is at its default.
CREATE TABLE settings (
    key             TEXT PRIMARY KEY,
    value           TEXT NOT NULL,
    updated_at      INTEGER NOT NULL
) WITHOUT ROWID;

-- The list's entries joined once and kept in list order, so a list reads
-- one compact b-tree front to back (Sources/Store/Entries/Listing.swift;
-- 100k contacts, the C list reader: 78 ms against 238 ms by the join).
-- What a row is, in the sort and display orders of the settings (family-
-- first and given-first by default); the listing_* triggers fill the table
-- from it, and a bulk import fills it in one ordered
-- INSERT.
-- No group card has a row (migration 0032).
-- NOT INDEXED, so a fill reads the contacts in rowid order and sorts (the
-- uid index in random order cost twice the time); `id = ?` still seeks.
-- Each row carries its contact's detail, what tells it apart from a
-- neighbour of the same name, so a table reads no contact row for it.
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

CREATE TABLE listing (
    sort_key        TEXT    NOT NULL,
    id              INTEGER NOT NULL,
    position        INTEGER NOT NULL,
    uid             TEXT    NOT NULL,
    name            TEXT    NOT NULL,
    label           TEXT,
    number          TEXT,
    -- NULL when the contact has neither an organization nor an email.
    detail          TEXT,
    -- The contact's letters (contacts.letters): a one-letter search's page
    -- tests them in the rows it walks (migration 0017).
    letters         INTEGER NOT NULL DEFAULT 0,
    -- The contact's book (contacts.book_id, migration 0033): a list of one
    -- book skips the others' rows as it reads.
    book_id         INTEGER NOT NULL DEFAULT 1,
    PRIMARY KEY (sort_key, id, position)
) WITHOUT ROWID;

-- Kept in step by the listing_* triggers on contacts, phone_numbers,
-- emails and settings (at the end of this file): a new order refills it
-- in the setting's own transaction. A bulk import fills it again before
-- it commits.

-- The journal: every change to the contacts is one entry, newest last, with
-- what it replaced, for `history` and `undo` (Sources/Store/Journal). Kept
-- within the history-days and history-entries settings: the oldest entries
-- go when a new one is written.
CREATE TABLE journal (
    -- The entry's number, as `history` shows it and `undo N` takes it.
    id                 INTEGER PRIMARY KEY,
    -- When the change was made (Unix seconds).
    made_at            INTEGER NOT NULL,
    -- What kind of change: an import is one entry however many contacts it touched.
    kind               TEXT    NOT NULL
        CHECK (kind IN ('add', 'edit', 'remove', 'star', 'unstar', 'import', 'merge')),
    -- One line for a person: "edit Grace Hopper", "import /path/contacts.vcf: 3 added".
    summary            TEXT    NOT NULL,
    -- When it was undone (Unix seconds); NULL while it stands. Undo never redoes.
    undone_at          INTEGER,
    -- The highest contact id the entry remembers (created or snapshot): a
    -- new contact's id is above it, so an undo never meets its id taken.
    highest_contact_id INTEGER NOT NULL DEFAULT 0
);

-- The contacts an entry created (an undo removes them), as ranges of ids:
-- an import gives ascending ids, so its new contacts take a row or a few.
CREATE TABLE journal_created (
    entry_id        INTEGER NOT NULL REFERENCES journal (id) ON DELETE CASCADE,
    -- The first and last id of the range, both included.
    first_id        INTEGER NOT NULL,
    last_id         INTEGER NOT NULL,
    PRIMARY KEY (entry_id, first_id)
) WITHOUT ROWID;

-- The state each contact an entry changed or removed had before it (an undo
-- puts it back), taken when the entry first touched it.
CREATE TABLE journal_snapshots (
    entry_id        INTEGER NOT NULL REFERENCES journal (id) ON DELETE CASCADE,
    contact_id      INTEGER NOT NULL,
    -- ContactSnapshot's encoding: every row the contact had in each table of
    -- a contact's state (its contacts row, every column, and its numbers and
    -- emails), each table with its column names, each value with its storage
    -- class and exact bytes (Sources/Store/Journal/ContactSnapshot+Encoding.swift).
    state           BLOB    NOT NULL,
    PRIMARY KEY (entry_id, contact_id)
);

-- `history CONTACT`: the entries that touched one contact.
CREATE INDEX journal_snapshots_by_contact ON journal_snapshots (contact_id);

-- The books an entry removed (`books remove`, migration 0033): its undo
-- makes each again, under its id and name, before it puts back the
-- contacts the entry's snapshots hold.
CREATE TABLE journal_books (
    entry_id        INTEGER NOT NULL REFERENCES journal (id) ON DELETE CASCADE,
    book_id         INTEGER NOT NULL,
    -- The name it had when removed.
    name            TEXT    NOT NULL,
    PRIMARY KEY (entry_id, book_id)
) WITHOUT ROWID;

-- phonebook's own accounts.
CREATE TABLE accounts (
    id              INTEGER PRIMARY KEY,
    -- 1 to 254 characters, no control characters, no spaces at either end.
    user_name       TEXT    NOT NULL UNIQUE,
    -- The scrypt hash of the password, never the password.
    password_hash   BLOB    NOT NULL,
    -- 16 random bytes.
    salt            BLOB    NOT NULL,
    -- The function and its parameters ("scrypt$N=32768$r=8$p=1"), so a hash
    -- made with weaker ones is replaced at the next successful login.
    kdf             TEXT    NOT NULL,
    -- Wrong passwords in a row, and when the last one was (Unix seconds):
    -- the growing wait after three.
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    last_failure_at INTEGER,
    -- When the account was made (Unix seconds).
    created_at      INTEGER NOT NULL,
    -- The account's random 32-byte vault key, sealed with AES-256-GCM
    -- (Sources/Credentials/VaultKey.swift): the encrypted bytes, GCM's
    -- 12-byte nonce and 16-byte tag. NULL until the first login since 0009.
    vault_key_ciphertext BLOB,
    vault_key_nonce BLOB,
    vault_key_tag   BLOB,
    -- The salt and scrypt parameters of the key that seals the vault key,
    -- derived from the password apart from the hash (its own salt).
    vault_salt      BLOB,
    vault_kdf       TEXT
);

-- Who is logged in: one row while a session lasts; logout, a new password
-- and the first run after the timeout delete it. The row holds the vault
-- key sealed under the session's own random key, which only the session's
-- file holds (Sources/Store/Vault/SessionTicketFile.swift): neither opens
-- the vault without the other.
CREATE TABLE sessions (
    id              INTEGER PRIMARY KEY,
    -- The account logged in.
    account_id      INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    -- When it logged in (Unix seconds).
    created_at      INTEGER NOT NULL,
    -- When the vault was last used; the session ends `session-timeout`
    -- minutes after that. NULL only in rows made before it was kept here.
    last_used_at    INTEGER,
    -- The account's vault key, sealed under the session's key.
    vault_key_nonce BLOB,
    vault_key_ciphertext BLOB,
    vault_key_tag   BLOB
);

CREATE INDEX sessions_by_account ON sessions (account_id);

-- A connected third-party service (a CardDAV server, or a vdir folder), one row a service;
-- the address books it syncs are in sync_collections.
-- Its secret comes from exactly one of: password_command; the token sealed
-- under vault_account_id's vault key (token_*); or, in a row written before
-- migration 0009 only, the clear `secret`, encrypted at the next login.
CREATE TABLE third_party_accounts (
    -- 1 to 32 lowercase letters, digits or '-'.
    service         TEXT PRIMARY KEY,
    -- The user name at the service; '' for a vdir.
    user_name       TEXT NOT NULL,
    -- The server to sync with (https://; http:// only for a loopback host), when given.
    server_url      TEXT,
    -- Before 0009: the token in the clear. Now always empty (X''): a login
    -- encrypts an old one and empties this column, then vacuums the file.
    secret          BLOB NOT NULL,
    -- When it was connected (Unix seconds).
    connected_at    INTEGER NOT NULL,
    -- A shell command printing the secret on its first line, run when the
    -- secret is needed (`pass show carddav/fastmail`); the secret is not stored.
    password_command TEXT,
    -- The account whose vault key seals the token; deleting it deletes this row.
    vault_account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE,
    -- The token sealed with AES-256-GCM, bound to the service's name: the
    -- 12-byte nonce, the encrypted bytes and the 16-byte tag.
    token_nonce     BLOB,
    token_ciphertext BLOB,
    token_tag       BLOB,
    -- A PEM file of certificates to trust for this server instead of the
    -- system's (connect --ca-file), stored as an absolute path; NULL: the system's.
    ca_file         TEXT,
    -- The server's public key pinned as "sha256//BASE64" (connect --pin-sha256); NULL: no pin.
    pinned_key      TEXT,
    -- The HTTP login scheme the server took last ('basic' or 'digest'),
    -- tried first next time; NULL: not known yet, Basic is sent first.
    auth_scheme     TEXT CHECK (auth_scheme IN ('basic', 'digest')),
    -- The vdir folder synced instead of a server (connect --vdir): an
    -- absolute path; NULL for a CardDAV service.
    vdir_path       TEXT
) WITHOUT ROWID;

-- This database's identity: one row of 16 random bytes that every session
-- key file carries, so a key file made for another book is refused.
CREATE TABLE book_identity (
    -- Always 1.
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    -- 16 random bytes, made when the table is.
    uid             BLOB    NOT NULL
);

-- Each address book of a connected service that syncs with a book here
-- (CardDAVSync, `phonebook sync`; migration 0034): a CardDAV collection,
-- or a vdir's folder (its one collection). A service syncs 1..n of them,
-- each with a book of its own; gone when the service is disconnected or
-- the collection unmapped (`disconnect SERVICE --book BOOK`), with its state.
CREATE TABLE sync_collections (
    id              INTEGER PRIMARY KEY,
    -- The connected service (third_party_accounts.service).
    service         TEXT    NOT NULL REFERENCES third_party_accounts (service) ON DELETE CASCADE,
    -- The collection: an absolute URL as discovery found it, or a vdir's
    -- folder (third_party_accounts.vdir_path).
    url             TEXT    NOT NULL,
    -- Its display name (DAV:displayname), when it has one; NULL for a vdir.
    name            TEXT,
    -- The book here it syncs with (books.id): one collection a book per
    -- service, so a UID, unique per book, is unique per collection too.
    book_id         INTEGER NOT NULL,
    -- The server's RFC 6578 sync-token after the last sync whose changes
    -- were all applied, opaque (Radicale: a URI, Xandikos: a bare SHA-1);
    -- NULL before the first, or when the server has no sync-collection.
    sync_token      TEXT,
    -- When its last sync finished (Unix seconds); NULL before the first.
    last_synced_at  INTEGER,
    UNIQUE (service, url),
    UNIQUE (service, book_id)
);

-- The collections a book syncs with (`books`, a book's removal).
CREATE INDEX sync_collections_by_book ON sync_collections (book_id);

-- A book a collection syncs with is not removed under it: its contacts are
-- what the sync compares the collection with (`books remove` says so first).
CREATE TRIGGER books_before_delete_synced BEFORE DELETE ON books
WHEN EXISTS (SELECT 1 FROM sync_collections WHERE book_id = OLD.id) BEGIN
    SELECT RAISE(ABORT, 'a book a service syncs with cannot be removed');
END;

-- Each card in a collection a sync knows: the version both sides last
-- agreed on, the base of the three-way rule. Linked to its contact by UID
-- (contacts.uid) within the collection's book, checked at every join: ids
-- can be reused and an import runs with the foreign keys off. A row whose
-- UID no contact of the book has any more was deleted (or moved) here since.
CREATE TABLE sync_items (
    collection_id   INTEGER NOT NULL REFERENCES sync_collections (id) ON DELETE CASCADE,
    -- The card's UID on the server, and the contact's here.
    uid             TEXT    NOT NULL,
    -- The resource, path-absolute, exactly as the server listed it (a
    -- vdir's: the file's absolute path).
    href            TEXT    NOT NULL,
    -- Its strong ETag with the quotes, as the server sent it; NULL when it
    -- sent none or a weak one (the next sync then reads the card again). A
    -- vdir file's: its modification time in nanoseconds, inode and size.
    etag            TEXT,
    -- The SHA-256 (hex) of the agreed card normalised as vdirsyncer does
    -- (unfolded, CRLF, volatile properties such as PRODID and REV dropped,
    -- lines sorted): a server reordering a card changes nothing.
    base_hash       TEXT    NOT NULL,
    -- The agreed card's text, byte for byte.
    base_card       BLOB    NOT NULL,
    -- The contact's content_hash when the two agreed: an equal one means
    -- unchanged here without reading the card. NULL when unknown.
    local_hash      INTEGER,
    -- The contact's id when they agreed (informational; the UID decides).
    contact_id      INTEGER,
    -- synced; pending_create: written before the PUT that creates it, so
    -- a run killed in between finds the card by its href and never makes a
    -- second copy; conflict: changed on both sides, see sync_conflicts.
    state           TEXT    NOT NULL DEFAULT 'synced'
        CHECK (state IN ('synced', 'pending_create', 'conflict')),
    -- 1 from our upload until the server's version is next seen: a
    -- material change then is the server's rewrite of what we sent.
    uploaded        INTEGER NOT NULL DEFAULT 0 CHECK (uploaded IN (0, 1)),
    PRIMARY KEY (collection_id, uid)
) WITHOUT ROWID;

-- One card per href.
CREATE UNIQUE INDEX sync_items_by_href ON sync_items (collection_id, href);

-- Cards changed on both sides (or, at a first sync, different on each):
-- both versions, kept after they are settled so no text is ever lost.
CREATE TABLE sync_conflicts (
    -- The collection it was found in (sync_collections.id).
    collection_id   INTEGER NOT NULL REFERENCES sync_collections (id) ON DELETE CASCADE,
    -- The card's UID and href on the server.
    uid             TEXT    NOT NULL,
    href            TEXT    NOT NULL,
    -- The card here and the server's when the conflict was found; NULL
    -- for a side that had deleted it.
    local_card      BLOB,
    remote_card     BLOB,
    -- The server's ETag of remote_card, for a later If-Match.
    remote_etag     TEXT,
    -- When it was found and settled (Unix seconds); NULL while open.
    found_at        INTEGER NOT NULL,
    resolved_at     INTEGER,
    -- How it was settled: the local version kept, the remote one, or both
    -- (the local one under a new UID).
    resolution      TEXT    CHECK (resolution IN ('local', 'remote', 'both')),
    id              INTEGER PRIMARY KEY
);

-- One open conflict per card of a collection.
CREATE UNIQUE INDEX sync_conflicts_open ON sync_conflicts (collection_id, uid) WHERE resolved_at IS NULL;

-- Cards a CardDAV server would not store (400, 403, 413, 415, 422), kept
-- here only. Not sent again while the contact's content_hash is the one
-- refused; gone once an upload of the card succeeds.
CREATE TABLE sync_refusals (
    collection_id   INTEGER NOT NULL REFERENCES sync_collections (id) ON DELETE CASCADE,
    -- The card's UID (contacts.uid), and the href it was sent to.
    uid             TEXT    NOT NULL,
    href            TEXT    NOT NULL,
    -- The contact's content_hash when it was refused.
    content_hash    INTEGER NOT NULL,
    -- The HTTP status, and what the server said (its error message, or the status's meaning).
    status          INTEGER NOT NULL,
    reason          TEXT    NOT NULL,
    -- When (Unix seconds).
    refused_at      INTEGER NOT NULL,
    PRIMARY KEY (collection_id, uid)
) WITHOUT ROWID;

-- Cards a CardDAV server failed to store with 500, counted by the syncs
-- that sent the same content; at the third the card becomes a refusal
-- (sync_refusals). 502, 503 and 504 are never counted.
CREATE TABLE sync_upload_failures (
    collection_id   INTEGER NOT NULL REFERENCES sync_collections (id) ON DELETE CASCADE,
    -- The card's UID (contacts.uid).
    uid             TEXT    NOT NULL,
    -- The contact's content_hash the failures were counted for.
    content_hash    INTEGER NOT NULL,
    -- How many syncs in a row the server answered 500 to it.
    failures        INTEGER NOT NULL,
    -- When the last one did (Unix seconds).
    failed_at       INTEGER NOT NULL,
    PRIMARY KEY (collection_id, uid)
) WITHOUT ROWID;

-- Which migrations ran, written by the migrator (Sources/SQLite/Migrator.swift)
-- in the same transaction as each migration; the highest version is the
-- schema's, and a database with a version this binary lacks is refused.
CREATE TABLE schema_migrations (
    version    INTEGER PRIMARY KEY,
    -- The file's name without ".sql", e.g. "0006_sources".
    name       TEXT    NOT NULL,
    -- Unix seconds.
    applied_at INTEGER NOT NULL
);

-- The triggers of the four read models (migration 0029): each writes in
-- the transaction of the write that changes its source. A bulk import
-- turns them off on its connection (SQLITE_DBCONFIG_ENABLE_TRIGGER) and
-- drops the indexes, then builds the indexes again from their stored SQL
-- and fills the tables again from the rows, in its own transaction.

-- The search index (0014): each contact's document (no group card's,
-- 0032), its search text and one more U+0001, under its `document` rowid.
-- A contentless FTS5 table forgets a document by being told its exact text
-- (which OLD holds) under its rowid, which a new family name's sort key
-- changes too.
CREATE TRIGGER search_index_contact_insert AFTER INSERT ON contacts WHEN NEW.is_group = 0 BEGIN
    INSERT INTO search_index (rowid, text) VALUES (NEW.document, NEW.search_text || char(1));
END;
CREATE TRIGGER search_index_contact_delete AFTER DELETE ON contacts WHEN OLD.is_group = 0 BEGIN
    INSERT INTO search_index (search_index, rowid, text) VALUES ('delete', OLD.document, OLD.search_text || char(1));
END;
CREATE TRIGGER search_index_contact_update AFTER UPDATE OF id, search_text, sort_key_family, is_group ON contacts
WHEN (OLD.id IS NOT NEW.id OR OLD.search_text IS NOT NEW.search_text
  OR OLD.sort_key_family IS NOT NEW.sort_key_family OR OLD.is_group IS NOT NEW.is_group) BEGIN
    INSERT INTO search_index (search_index, rowid, text)
    SELECT 'delete', OLD.document, OLD.search_text || char(1) WHERE OLD.is_group = 0;
    INSERT INTO search_index (rowid, text) SELECT NEW.document, NEW.search_text || char(1) WHERE NEW.is_group = 0;
END;

-- The details' index (0028), as the search index, for a contact that has
-- details (a contact without has no document).
CREATE TRIGGER search_details_index_contact_insert AFTER INSERT ON contacts
WHEN NEW.search_details != '' BEGIN
    INSERT INTO search_details_index (rowid, details) VALUES (NEW.id, NEW.search_details);
END;
CREATE TRIGGER search_details_index_contact_delete AFTER DELETE ON contacts
WHEN OLD.search_details != '' BEGIN
    INSERT INTO search_details_index (search_details_index, rowid, details)
    VALUES ('delete', OLD.id, OLD.search_details);
END;
CREATE TRIGGER search_details_index_contact_update AFTER UPDATE OF id, search_details ON contacts
WHEN OLD.id IS NOT NEW.id OR OLD.search_details IS NOT NEW.search_details BEGIN
    INSERT INTO search_details_index (search_details_index, rowid, details)
    SELECT 'delete', OLD.id, OLD.search_details WHERE OLD.search_details != '';
    INSERT INTO search_details_index (rowid, details)
    SELECT NEW.id, NEW.search_details WHERE NEW.search_details != '';
END;

-- The letter counts (0019): a contact written adds its letters' bits in its
-- book's section of either order, one deleted takes them away, one whose
-- letters, sort keys or book change moves them ("~" stands for the "#"
-- section; migration 0036).
CREATE TRIGGER letter_counts_after_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO letter_counts
    SELECT s.sort_order, NEW.book_id, s.section, b.letter, 1
    FROM letter_bits b,
         (SELECT 'family-first' AS sort_order, CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END AS section
          UNION ALL SELECT 'given-first', CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END) s
    WHERE (NEW.letters >> b.letter) & 1
    ON CONFLICT (sort_order, book_id, section, letter) DO UPDATE SET contacts = contacts + 1;
END;
CREATE TRIGGER letter_counts_after_delete AFTER DELETE ON contacts BEGIN
    UPDATE letter_counts SET contacts = contacts - 1
    WHERE book_id = OLD.book_id AND (OLD.letters >> letter) & 1
      AND ((sort_order = 'family-first' AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END)
           OR (sort_order = 'given-first' AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END));
END;
CREATE TRIGGER letter_counts_after_update AFTER UPDATE OF letters, sort_key_family, sort_key_given, book_id ON contacts
WHEN (OLD.letters IS NOT NEW.letters OR OLD.sort_key_family IS NOT NEW.sort_key_family
  OR OLD.sort_key_given IS NOT NEW.sort_key_given OR OLD.book_id IS NOT NEW.book_id) BEGIN
    UPDATE letter_counts SET contacts = contacts - 1
    WHERE book_id = OLD.book_id AND (OLD.letters >> letter) & 1
      AND ((sort_order = 'family-first' AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END)
           OR (sort_order = 'given-first' AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END));
    INSERT INTO letter_counts
    SELECT s.sort_order, NEW.book_id, s.section, b.letter, 1
    FROM letter_bits b,
         (SELECT 'family-first' AS sort_order, CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END AS section
          UNION ALL SELECT 'given-first', CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END) s
    WHERE (NEW.letters >> b.letter) & 1
    ON CONFLICT (sort_order, book_id, section, letter) DO UPDATE SET contacts = contacts + 1;
END;

-- The email listing (0021): an address written, deleted or changed, and a
-- contact written, deleted or renamed. Either may be written first (an
-- import's writer runs without foreign keys), so each side adds what the
-- other already holds; an address's rows are found by its contact's
-- document, gone with the contact's own rows.
CREATE TRIGGER email_listing_after_email_insert AFTER INSERT ON emails BEGIN
    INSERT INTO email_listing SELECT c.document, NEW.position, c.sort_key_family, c.sort_key_given, c.display_name, c.given_name, c.family_name, NEW.label, NEW.address FROM contacts c WHERE c.id = NEW.contact_id;
END;
CREATE TRIGGER email_listing_after_email_delete AFTER DELETE ON emails BEGIN
    DELETE FROM email_listing WHERE document = (SELECT document FROM contacts WHERE id = OLD.contact_id) AND position = OLD.position;
END;
CREATE TRIGGER email_listing_after_email_update AFTER UPDATE ON emails BEGIN
    DELETE FROM email_listing WHERE document = (SELECT document FROM contacts WHERE id = OLD.contact_id) AND position = OLD.position;
    INSERT INTO email_listing SELECT c.document, NEW.position, c.sort_key_family, c.sort_key_given, c.display_name, c.given_name, c.family_name, NEW.label, NEW.address FROM contacts c WHERE c.id = NEW.contact_id;
END;
CREATE TRIGGER email_listing_after_contact_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO email_listing SELECT NEW.document, e.position, NEW.sort_key_family, NEW.sort_key_given, NEW.display_name, NEW.given_name, NEW.family_name, e.label, e.address FROM emails e WHERE e.contact_id = NEW.id;
END;
CREATE TRIGGER email_listing_after_contact_delete AFTER DELETE ON contacts BEGIN
    DELETE FROM email_listing WHERE document = OLD.document;
END;
CREATE TRIGGER email_listing_after_contact_update
AFTER UPDATE OF id, sort_key_family, sort_key_given, display_name, given_name, family_name ON contacts
WHEN (OLD.id IS NOT NEW.id OR OLD.sort_key_family IS NOT NEW.sort_key_family
  OR OLD.sort_key_given IS NOT NEW.sort_key_given OR OLD.display_name IS NOT NEW.display_name
  OR OLD.given_name IS NOT NEW.given_name OR OLD.family_name IS NOT NEW.family_name) BEGIN
    DELETE FROM email_listing WHERE document = OLD.document;
    INSERT INTO email_listing SELECT NEW.document, e.position, NEW.sort_key_family, NEW.sort_key_given, NEW.display_name, NEW.given_name, NEW.family_name, e.label, e.address FROM emails e WHERE e.contact_id = NEW.id;
END;

-- The listing (0015): a contact's rows are found by either of its sort keys
-- and its id, so a delete needs no setting; a number listed takes the place
-- of its contact's row without one, and the last one unlisted gives it back;
-- an email may change a contact's detail; a contact moved to another book
-- takes its rows along (0033). A new sort or display order refills it, in
-- the setting's own transaction.
CREATE TRIGGER listing_after_contact_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.id;
END;
CREATE TRIGGER listing_after_contact_delete AFTER DELETE ON contacts BEGIN
    DELETE FROM listing WHERE sort_key IN (OLD.sort_key_family, OLD.sort_key_given) AND id = OLD.id;
END;
CREATE TRIGGER listing_after_contact_update
AFTER UPDATE OF id, uid, display_name, given_name, family_name, sort_key_family, sort_key_given, organization, letters
ON contacts
WHEN (OLD.id IS NOT NEW.id OR OLD.uid IS NOT NEW.uid OR OLD.display_name IS NOT NEW.display_name
  OR OLD.given_name IS NOT NEW.given_name OR OLD.family_name IS NOT NEW.family_name
  OR OLD.sort_key_family IS NOT NEW.sort_key_family OR OLD.sort_key_given IS NOT NEW.sort_key_given
  OR OLD.organization IS NOT NEW.organization OR OLD.letters IS NOT NEW.letters) BEGIN
    DELETE FROM listing WHERE sort_key IN (OLD.sort_key_family, OLD.sort_key_given) AND id = OLD.id;
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.id;
END;
CREATE TRIGGER listing_after_number_insert AFTER INSERT ON phone_numbers BEGIN DELETE FROM listing WHERE id = NEW.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id) AND position = -1;
INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.contact_id AND position = NEW.position; END;
CREATE TRIGGER listing_after_number_delete AFTER DELETE ON phone_numbers BEGIN DELETE FROM listing WHERE id = OLD.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id) AND position = OLD.position;
INSERT INTO listing SELECT * FROM listing_rows WHERE id = OLD.contact_id AND position = -1; END;
CREATE TRIGGER listing_after_number_update AFTER UPDATE ON phone_numbers BEGIN
    DELETE FROM listing WHERE id = OLD.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id) AND position = OLD.position;
INSERT INTO listing SELECT * FROM listing_rows WHERE id = OLD.contact_id AND position = -1; DELETE FROM listing WHERE id = NEW.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id) AND position = -1;
INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.contact_id AND position = NEW.position;
END;
CREATE TRIGGER listing_after_email_insert AFTER INSERT ON emails BEGIN UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = NEW.contact_id LIMIT 1)
WHERE id = NEW.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id); END;
CREATE TRIGGER listing_after_email_delete AFTER DELETE ON emails BEGIN UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = OLD.contact_id LIMIT 1)
WHERE id = OLD.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id); END;
CREATE TRIGGER listing_after_email_update AFTER UPDATE ON emails BEGIN UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = OLD.contact_id LIMIT 1)
WHERE id = OLD.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id); UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = NEW.contact_id LIMIT 1)
WHERE id = NEW.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id); END;
CREATE TRIGGER listing_after_contact_move AFTER UPDATE OF book_id ON contacts
WHEN OLD.book_id IS NOT NEW.book_id BEGIN
    UPDATE listing SET book_id = NEW.book_id
    WHERE sort_key IN (OLD.sort_key_family, OLD.sort_key_given) AND id = OLD.id;
END;
CREATE TRIGGER listing_after_order_insert AFTER INSERT ON settings
WHEN (NEW.key IN ('sort-order', 'display-order')) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;
CREATE TRIGGER listing_after_order_update AFTER UPDATE ON settings
WHEN (NEW.key IN ('sort-order', 'display-order') AND NEW.value IS NOT OLD.value) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;
CREATE TRIGGER listing_after_order_delete AFTER DELETE ON settings
WHEN (OLD.key IN ('sort-order', 'display-order')) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;

-- The search index's terms, one row a term, for a search of two characters
-- (SearchIndex.pairQuery), which reads the terms starting with them. An
-- fts5vocab table stores nothing of its own.
CREATE VIRTUAL TABLE search_index_terms_by_row USING fts5vocab (search_index, row);
