-- The journal: every change to the contacts (an add, an edit, a removal, a
-- star, a whole import, a merge) is one entry with what it replaced, so
-- `undo` can put the book back as it was, ids and bytes included.

CREATE TABLE journal (
    id                 INTEGER PRIMARY KEY,
    made_at            INTEGER NOT NULL,
    kind               TEXT    NOT NULL
        CHECK (kind IN ('add', 'edit', 'remove', 'star', 'unstar', 'import', 'merge')),
    summary            TEXT    NOT NULL,
    undone_at          INTEGER,
    highest_contact_id INTEGER NOT NULL DEFAULT 0
);

-- The contacts an entry created, as ranges of ids: an import gives
-- ascending ids, so its new contacts take a row or a few, not one each.
CREATE TABLE journal_created (
    entry_id        INTEGER NOT NULL REFERENCES journal (id) ON DELETE CASCADE,
    first_id        INTEGER NOT NULL,
    last_id         INTEGER NOT NULL,
    PRIMARY KEY (entry_id, first_id)
) WITHOUT ROWID;

-- The state each contact an entry changed or removed had before it.
CREATE TABLE journal_snapshots (
    entry_id        INTEGER NOT NULL REFERENCES journal (id) ON DELETE CASCADE,
    contact_id      INTEGER NOT NULL,
    state           BLOB    NOT NULL,
    PRIMARY KEY (entry_id, contact_id)
);

CREATE INDEX journal_snapshots_by_contact ON journal_snapshots (contact_id);
