-- The four tables kept in step with the contacts by triggers (the search
-- index, the letter counts, the email listing, the listing) get their
-- triggers here, for good: before, Swift created them at a table's first
-- use, and their presence was the table's state. Whether a table is filled
-- is now its row in kept_tables. A bulk import empties a table and marks it
-- unfilled (its triggers, dropped for the import with the indexes, are
-- made again from their stored SQL at its end), and the first read that
-- needs it fills it and marks it filled, in one transaction. Each trigger
-- writes only while its table is filled (a contentless FTS5 index cannot
-- forget a document it was never told), as when it did not exist.
CREATE TABLE kept_tables (
    name            TEXT    PRIMARY KEY,
    filled          INTEGER NOT NULL
) WITHOUT ROWID;

-- A book's table is filled where its first trigger exists now.
INSERT INTO kept_tables (name, filled) VALUES
    ('search_index', EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'trigger' AND name = 'search_index_contact_insert')),
    ('letter_counts', EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'trigger' AND name = 'letter_counts_after_insert')),
    ('email_listing', EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'trigger' AND name = 'email_listing_after_email_insert')),
    ('listing', EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'trigger' AND name = 'listing_after_contact_insert'));

DROP TRIGGER IF EXISTS search_index_contact_insert;
DROP TRIGGER IF EXISTS search_index_contact_delete;
DROP TRIGGER IF EXISTS search_index_contact_update;
DROP TRIGGER IF EXISTS letter_counts_after_insert;
DROP TRIGGER IF EXISTS letter_counts_after_delete;
DROP TRIGGER IF EXISTS letter_counts_after_update;
DROP TRIGGER IF EXISTS email_listing_after_email_insert;
DROP TRIGGER IF EXISTS email_listing_after_email_delete;
DROP TRIGGER IF EXISTS email_listing_after_email_update;
DROP TRIGGER IF EXISTS email_listing_after_contact_insert;
DROP TRIGGER IF EXISTS email_listing_after_contact_delete;
DROP TRIGGER IF EXISTS email_listing_after_contact_update;
DROP TRIGGER IF EXISTS listing_after_contact_insert;
DROP TRIGGER IF EXISTS listing_after_contact_delete;
DROP TRIGGER IF EXISTS listing_after_contact_update;
DROP TRIGGER IF EXISTS listing_after_number_insert;
DROP TRIGGER IF EXISTS listing_after_number_delete;
DROP TRIGGER IF EXISTS listing_after_number_update;
DROP TRIGGER IF EXISTS listing_after_email_insert;
DROP TRIGGER IF EXISTS listing_after_email_delete;
DROP TRIGGER IF EXISTS listing_after_email_update;
DROP TRIGGER IF EXISTS listing_after_order_insert;
DROP TRIGGER IF EXISTS listing_after_order_update;
DROP TRIGGER IF EXISTS listing_after_order_delete;

-- The search index (0014): each contact's document, its search text and one
-- more U+0001, under its `document` rowid. A contentless FTS5 table forgets
-- a document by being told its exact text (which OLD holds) under its
-- rowid, which a new family name's sort key changes too.
CREATE TRIGGER search_index_contact_insert AFTER INSERT ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'search_index') BEGIN
    INSERT INTO search_index (rowid, text) VALUES (NEW.document, NEW.search_text || char(1));
END;
CREATE TRIGGER search_index_contact_delete AFTER DELETE ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'search_index') BEGIN
    INSERT INTO search_index (search_index, rowid, text) VALUES ('delete', OLD.document, OLD.search_text || char(1));
END;
CREATE TRIGGER search_index_contact_update AFTER UPDATE OF id, search_text, sort_key_family ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'search_index') AND (OLD.id IS NOT NEW.id OR OLD.search_text IS NOT NEW.search_text
  OR OLD.sort_key_family IS NOT NEW.sort_key_family) BEGIN
    INSERT INTO search_index (search_index, rowid, text) VALUES ('delete', OLD.document, OLD.search_text || char(1));
    INSERT INTO search_index (rowid, text) VALUES (NEW.document, NEW.search_text || char(1));
END;

-- The letter counts (0019): a contact written adds its letters' bits in its
-- section of either order, one deleted takes them away, one whose letters
-- or sort keys change moves them ("~" stands for the "#" section).
CREATE TRIGGER letter_counts_after_insert AFTER INSERT ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'letter_counts') BEGIN INSERT INTO letter_counts
    SELECT s.sort_order, s.section, b.letter, 1
    FROM letter_bits b,
         (SELECT 'family-first' AS sort_order, CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END AS section
          UNION ALL SELECT 'given-first', CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END) s
    WHERE (NEW.letters >> b.letter) & 1
    ON CONFLICT (sort_order, section, letter) DO UPDATE SET contacts = contacts + 1; END;
CREATE TRIGGER letter_counts_after_delete AFTER DELETE ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'letter_counts') BEGIN UPDATE letter_counts SET contacts = contacts - 1
    WHERE (OLD.letters >> letter) & 1
      AND ((sort_order = 'family-first' AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END)
           OR (sort_order = 'given-first' AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END)); END;
CREATE TRIGGER letter_counts_after_update AFTER UPDATE OF letters, sort_key_family, sort_key_given ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'letter_counts') AND (OLD.letters IS NOT NEW.letters OR OLD.sort_key_family IS NOT NEW.sort_key_family
     OR OLD.sort_key_given IS NOT NEW.sort_key_given)
BEGIN UPDATE letter_counts SET contacts = contacts - 1
    WHERE (OLD.letters >> letter) & 1
      AND ((sort_order = 'family-first' AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END)
           OR (sort_order = 'given-first' AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END)); INSERT INTO letter_counts
    SELECT s.sort_order, s.section, b.letter, 1
    FROM letter_bits b,
         (SELECT 'family-first' AS sort_order, CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END AS section
          UNION ALL SELECT 'given-first', CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END) s
    WHERE (NEW.letters >> b.letter) & 1
    ON CONFLICT (sort_order, section, letter) DO UPDATE SET contacts = contacts + 1; END;

-- The email listing (0021): an address written, deleted or changed, and a
-- contact written, deleted or renamed. Either may be written first (an
-- import's writer runs without foreign keys), so each side adds what the
-- other already holds; an address's rows are found by its contact's
-- document, gone with the contact's own rows.
CREATE TRIGGER email_listing_after_email_insert AFTER INSERT ON emails
WHEN (SELECT filled FROM kept_tables WHERE name = 'email_listing') BEGIN
    INSERT INTO email_listing SELECT c.document, NEW.position, c.sort_key_family, c.sort_key_given, c.display_name, c.given_name, c.family_name, NEW.label, NEW.address FROM contacts c WHERE c.id = NEW.contact_id;
END;
CREATE TRIGGER email_listing_after_email_delete AFTER DELETE ON emails
WHEN (SELECT filled FROM kept_tables WHERE name = 'email_listing') BEGIN
    DELETE FROM email_listing WHERE document = (SELECT document FROM contacts WHERE id = OLD.contact_id) AND position = OLD.position;
END;
CREATE TRIGGER email_listing_after_email_update AFTER UPDATE ON emails
WHEN (SELECT filled FROM kept_tables WHERE name = 'email_listing') BEGIN
    DELETE FROM email_listing WHERE document = (SELECT document FROM contacts WHERE id = OLD.contact_id) AND position = OLD.position;
    INSERT INTO email_listing SELECT c.document, NEW.position, c.sort_key_family, c.sort_key_given, c.display_name, c.given_name, c.family_name, NEW.label, NEW.address FROM contacts c WHERE c.id = NEW.contact_id;
END;
CREATE TRIGGER email_listing_after_contact_insert AFTER INSERT ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'email_listing') BEGIN
    INSERT INTO email_listing SELECT NEW.document, e.position, NEW.sort_key_family, NEW.sort_key_given, NEW.display_name, NEW.given_name, NEW.family_name, e.label, e.address FROM emails e WHERE e.contact_id = NEW.id;
END;
CREATE TRIGGER email_listing_after_contact_delete AFTER DELETE ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'email_listing') BEGIN
    DELETE FROM email_listing WHERE document = OLD.document;
END;
CREATE TRIGGER email_listing_after_contact_update
AFTER UPDATE OF id, sort_key_family, sort_key_given, display_name, given_name, family_name ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'email_listing') AND (OLD.id IS NOT NEW.id OR OLD.sort_key_family IS NOT NEW.sort_key_family
  OR OLD.sort_key_given IS NOT NEW.sort_key_given OR OLD.display_name IS NOT NEW.display_name
  OR OLD.given_name IS NOT NEW.given_name OR OLD.family_name IS NOT NEW.family_name) BEGIN
    DELETE FROM email_listing WHERE document = OLD.document;
    INSERT INTO email_listing SELECT NEW.document, e.position, NEW.sort_key_family, NEW.sort_key_given, NEW.display_name, NEW.given_name, NEW.family_name, e.label, e.address FROM emails e WHERE e.contact_id = NEW.id;
END;

-- The listing (0015): a contact's rows are found by either of its sort keys
-- and its id, so a delete needs no setting; a number listed takes the place
-- of its contact's row without one, and the last one unlisted gives it back;
-- an email may change a contact's detail. A new sort or display order
-- refills it, in the setting's own transaction.
CREATE TRIGGER listing_after_contact_insert AFTER INSERT ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') BEGIN
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.id;
END;
CREATE TRIGGER listing_after_contact_delete AFTER DELETE ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') BEGIN
    DELETE FROM listing WHERE sort_key IN (OLD.sort_key_family, OLD.sort_key_given) AND id = OLD.id;
END;
CREATE TRIGGER listing_after_contact_update
AFTER UPDATE OF id, uid, display_name, given_name, family_name, sort_key_family, sort_key_given, organization, letters
ON contacts
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') AND (OLD.id IS NOT NEW.id OR OLD.uid IS NOT NEW.uid OR OLD.display_name IS NOT NEW.display_name
  OR OLD.given_name IS NOT NEW.given_name OR OLD.family_name IS NOT NEW.family_name
  OR OLD.sort_key_family IS NOT NEW.sort_key_family OR OLD.sort_key_given IS NOT NEW.sort_key_given
  OR OLD.organization IS NOT NEW.organization OR OLD.letters IS NOT NEW.letters) BEGIN
    DELETE FROM listing WHERE sort_key IN (OLD.sort_key_family, OLD.sort_key_given) AND id = OLD.id;
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.id;
END;
CREATE TRIGGER listing_after_number_insert AFTER INSERT ON phone_numbers
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') BEGIN DELETE FROM listing WHERE id = NEW.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id) AND position = -1;
INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.contact_id AND position = NEW.position; END;
CREATE TRIGGER listing_after_number_delete AFTER DELETE ON phone_numbers
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') BEGIN DELETE FROM listing WHERE id = OLD.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id) AND position = OLD.position;
INSERT INTO listing SELECT * FROM listing_rows WHERE id = OLD.contact_id AND position = -1; END;
CREATE TRIGGER listing_after_number_update AFTER UPDATE ON phone_numbers
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') BEGIN
    DELETE FROM listing WHERE id = OLD.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id) AND position = OLD.position;
INSERT INTO listing SELECT * FROM listing_rows WHERE id = OLD.contact_id AND position = -1; DELETE FROM listing WHERE id = NEW.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id) AND position = -1;
INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.contact_id AND position = NEW.position;
END;
CREATE TRIGGER listing_after_email_insert AFTER INSERT ON emails
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') BEGIN UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = NEW.contact_id LIMIT 1)
WHERE id = NEW.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id); END;
CREATE TRIGGER listing_after_email_delete AFTER DELETE ON emails
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') BEGIN UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = OLD.contact_id LIMIT 1)
WHERE id = OLD.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id); END;
CREATE TRIGGER listing_after_email_update AFTER UPDATE ON emails
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') BEGIN UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = OLD.contact_id LIMIT 1)
WHERE id = OLD.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id); UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = NEW.contact_id LIMIT 1)
WHERE id = NEW.contact_id AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                               UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id); END;
CREATE TRIGGER listing_after_order_insert AFTER INSERT ON settings
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') AND (NEW.key IN ('sort-order', 'display-order')) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;
CREATE TRIGGER listing_after_order_update AFTER UPDATE ON settings
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') AND (NEW.key IN ('sort-order', 'display-order') AND NEW.value IS NOT OLD.value) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;
CREATE TRIGGER listing_after_order_delete AFTER DELETE ON settings
WHEN (SELECT filled FROM kept_tables WHERE name = 'listing') AND (OLD.key IN ('sort-order', 'display-order')) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;

-- The search index's terms, one row a term, for a search of two characters
-- (SearchIndex.pairQuery), which reads the terms starting with them. An
-- fts5vocab table stores nothing of its own.
CREATE VIRTUAL TABLE search_index_terms_by_row USING fts5vocab (search_index, row);
