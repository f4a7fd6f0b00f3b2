-- A search finds what people remember of a contact, each command as much
-- as suits it: `list --search` and the browser's search the whole card,
-- `email QUERY` and a CONTACT argument its names alone (with nicknames,
-- organization and emails), so a mail query for "smith" offers nobody for
-- living on Smith Street (Sources/Store/Cards/ContactKeys.swift).
--
-- The rest of the card (title, postal addresses, note, categories) is a
-- second search text, folded as the first, which a search of the whole card
-- reads from three characters on (shorter ones match most notes). A row
-- written before holds none, and its search text no nicknames: the next
-- import re-reads every stored card and writes both (Exchange's
-- CardRereading, revision 5).
ALTER TABLE contacts ADD COLUMN search_details TEXT NOT NULL DEFAULT '';

-- The details' trigram index, as search_index is the names' (0014): a
-- document for each contact that has details, its search_details, under
-- the contact's id (a mail query, which reads documents, never asks it,
-- and small rowids make it a third smaller). No search of two characters
-- asks it, so no document ends in one more U+0001 and it has no list of
-- terms. Every row holds no details yet, so it starts empty, as they are.
CREATE VIRTUAL TABLE search_details_index USING fts5 (
    details, content = '', tokenize = 'trigram case_sensitive 1', detail = full, columnsize = 0
);

-- A contentless FTS5 table forgets a document by being told its exact text
-- (which OLD holds) under its rowid; a contact without details has no
-- document.
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
