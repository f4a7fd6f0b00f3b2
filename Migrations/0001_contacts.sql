-- Contacts, their phone numbers and emails.
--
-- A contact keeps the original card text so export gives back every property
-- we do not model, and a content hash so an unchanged card is skipped on
-- re-import without reparsing it into rows.

CREATE TABLE contacts (
    id              INTEGER PRIMARY KEY,
    -- The card's UID, or a key derived from its content when it has none.
    uid             TEXT    NOT NULL,
    -- Where the card was last imported from (a file or folder path, or "-"),
    -- so `import --prune` can mirror one source without touching others.
    source          TEXT,
    display_name    TEXT    NOT NULL,
    given_name      TEXT    NOT NULL DEFAULT '',
    family_name     TEXT    NOT NULL DEFAULT '',
    organization    TEXT    NOT NULL DEFAULT '',
    note            TEXT    NOT NULL DEFAULT '',
    -- Case- and diacritic-folded keys, one per sort order; the first character
    -- is the section letter ('A'...'Z', or '~' for "#", which sorts after Z),
    -- so one index gives both the section order and the order within it.
    sort_key_family TEXT    NOT NULL,
    sort_key_given  TEXT    NOT NULL,
    -- Folded name, organization and emails: what `list --search` matches.
    search_text     TEXT    NOT NULL DEFAULT '',
    starred         INTEGER NOT NULL DEFAULT 0 CHECK (starred IN (0, 1)),
    card            TEXT    NOT NULL,
    content_hash    INTEGER NOT NULL,
    created_at      INTEGER NOT NULL,
    updated_at      INTEGER NOT NULL,
    section_family  TEXT GENERATED ALWAYS AS
        (CASE WHEN substr(sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(sort_key_family, 1, 1) END) VIRTUAL,
    section_given   TEXT GENERATED ALWAYS AS
        (CASE WHEN substr(sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(sort_key_given, 1, 1) END) VIRTUAL
);

-- Named indexes rather than inline constraints, so a bulk import can drop
-- them and build them once at the end (sorting beats random inserts).
CREATE UNIQUE INDEX contacts_by_uid ON contacts (uid);
-- Listing in order and paging by key: WHERE (sort_key, id) > (?, ?) ORDER BY sort_key, id.
CREATE INDEX contacts_by_family ON contacts (sort_key_family, id);
CREATE INDEX contacts_by_given  ON contacts (sort_key_given, id);
CREATE INDEX contacts_starred   ON contacts (starred) WHERE starred = 1;

-- Numbers and emails are keyed by (contact, position) with no rowid: one
-- b-tree instead of a table plus an index, filled in order by an import.
CREATE TABLE phone_numbers (
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    -- Order within the card; with contact_id it is the row's stable identity.
    position        INTEGER NOT NULL,
    -- mobile, home, work, main, home fax, work fax, pager, other, or the card's own label.
    label           TEXT    NOT NULL,
    number          TEXT    NOT NULL,
    digits          TEXT    NOT NULL,
    -- The digits reversed: a stored "555-0005" is found from "+1 212 555 0005"
    -- by a range scan on the common trailing digits, as phones match callers.
    digits_reversed TEXT    NOT NULL,
    PRIMARY KEY (contact_id, position)
) WITHOUT ROWID;

CREATE INDEX phone_numbers_by_reversed_digits ON phone_numbers (digits_reversed);

CREATE TABLE emails (
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    position        INTEGER NOT NULL,
    label           TEXT    NOT NULL,
    address         TEXT    NOT NULL,
    PRIMARY KEY (contact_id, position)
) WITHOUT ROWID;
