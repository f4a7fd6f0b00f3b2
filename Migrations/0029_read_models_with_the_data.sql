-- The read models (the search index, the letter counts, the email listing,
-- the listing) are filled with the data: in the transaction of every write
-- by the triggers below, and by a bulk import in its own index phase, so
-- the first list, search and mail query after an import are as fast as the
-- later ones. A table migration 0027 marked unfilled is filled here, and
-- the mark goes: each trigger now writes whenever its source changes.
DELETE FROM listing WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'listing');
INSERT INTO listing SELECT * FROM listing_rows
WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'listing') ORDER BY sort_key, id, position;

INSERT INTO search_index (search_index) SELECT 'delete-all'
WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'search_index');
INSERT INTO search_index (rowid, text) SELECT document, search_text || char(1) FROM contacts
WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'search_index') ORDER BY 1;

DELETE FROM email_listing WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'email_listing');
INSERT INTO email_listing
SELECT c.document, e.position, c.sort_key_family, c.sort_key_given, c.display_name, c.given_name, c.family_name, e.label, e.address
FROM emails e JOIN contacts c ON c.id = e.contact_id
WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'email_listing') ORDER BY 1, 2;

DELETE FROM letter_counts WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'letter_counts');
-- The letter counts summed by section, a column a bit (a join of every
-- contact to its bits, grouped, is seven times slower), then one row a bit.
WITH keyed(sort_order, section, letters) AS (
    SELECT 'family-first', CASE WHEN substr(sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(sort_key_family, 1, 1) END, letters
    FROM contacts WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'letter_counts')
    UNION ALL
    SELECT 'given-first', CASE WHEN substr(sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(sort_key_given, 1, 1) END, letters
    FROM contacts WHERE NOT (SELECT filled FROM kept_tables WHERE name = 'letter_counts')),
summed AS (
    SELECT sort_order, section,
           sum((letters >> 0) & 1) AS b0,
           sum((letters >> 1) & 1) AS b1,
           sum((letters >> 2) & 1) AS b2,
           sum((letters >> 3) & 1) AS b3,
           sum((letters >> 4) & 1) AS b4,
           sum((letters >> 5) & 1) AS b5,
           sum((letters >> 6) & 1) AS b6,
           sum((letters >> 7) & 1) AS b7,
           sum((letters >> 8) & 1) AS b8,
           sum((letters >> 9) & 1) AS b9,
           sum((letters >> 10) & 1) AS b10,
           sum((letters >> 11) & 1) AS b11,
           sum((letters >> 12) & 1) AS b12,
           sum((letters >> 13) & 1) AS b13,
           sum((letters >> 14) & 1) AS b14,
           sum((letters >> 15) & 1) AS b15,
           sum((letters >> 16) & 1) AS b16,
           sum((letters >> 17) & 1) AS b17,
           sum((letters >> 18) & 1) AS b18,
           sum((letters >> 19) & 1) AS b19,
           sum((letters >> 20) & 1) AS b20,
           sum((letters >> 21) & 1) AS b21,
           sum((letters >> 22) & 1) AS b22,
           sum((letters >> 23) & 1) AS b23,
           sum((letters >> 24) & 1) AS b24,
           sum((letters >> 25) & 1) AS b25,
           sum((letters >> 26) & 1) AS b26,
           sum((letters >> 27) & 1) AS b27,
           sum((letters >> 28) & 1) AS b28,
           sum((letters >> 29) & 1) AS b29,
           sum((letters >> 30) & 1) AS b30,
           sum((letters >> 31) & 1) AS b31,
           sum((letters >> 32) & 1) AS b32,
           sum((letters >> 33) & 1) AS b33,
           sum((letters >> 34) & 1) AS b34,
           sum((letters >> 35) & 1) AS b35
    FROM keyed GROUP BY sort_order, section),
counted(sort_order, section, letter, contacts) AS (
    SELECT sort_order, section, letter, CASE letter
                     WHEN 0 THEN b0
                     WHEN 1 THEN b1
                     WHEN 2 THEN b2
                     WHEN 3 THEN b3
                     WHEN 4 THEN b4
                     WHEN 5 THEN b5
                     WHEN 6 THEN b6
                     WHEN 7 THEN b7
                     WHEN 8 THEN b8
                     WHEN 9 THEN b9
                     WHEN 10 THEN b10
                     WHEN 11 THEN b11
                     WHEN 12 THEN b12
                     WHEN 13 THEN b13
                     WHEN 14 THEN b14
                     WHEN 15 THEN b15
                     WHEN 16 THEN b16
                     WHEN 17 THEN b17
                     WHEN 18 THEN b18
                     WHEN 19 THEN b19
                     WHEN 20 THEN b20
                     WHEN 21 THEN b21
                     WHEN 22 THEN b22
                     WHEN 23 THEN b23
                     WHEN 24 THEN b24
                     WHEN 25 THEN b25
                     WHEN 26 THEN b26
                     WHEN 27 THEN b27
                     WHEN 28 THEN b28
                     WHEN 29 THEN b29
                     WHEN 30 THEN b30
                     WHEN 31 THEN b31
                     WHEN 32 THEN b32
                     WHEN 33 THEN b33
                     WHEN 34 THEN b34
                     WHEN 35 THEN b35
                 END
    FROM summed, letter_bits)
INSERT INTO letter_counts SELECT * FROM counted WHERE contacts > 0;

DROP TRIGGER search_index_contact_insert;
DROP TRIGGER search_index_contact_delete;
DROP TRIGGER search_index_contact_update;
DROP TRIGGER letter_counts_after_insert;
DROP TRIGGER letter_counts_after_delete;
DROP TRIGGER letter_counts_after_update;
DROP TRIGGER email_listing_after_email_insert;
DROP TRIGGER email_listing_after_email_delete;
DROP TRIGGER email_listing_after_email_update;
DROP TRIGGER email_listing_after_contact_insert;
DROP TRIGGER email_listing_after_contact_delete;
DROP TRIGGER email_listing_after_contact_update;
DROP TRIGGER listing_after_contact_insert;
DROP TRIGGER listing_after_contact_delete;
DROP TRIGGER listing_after_contact_update;
DROP TRIGGER listing_after_number_insert;
DROP TRIGGER listing_after_number_delete;
DROP TRIGGER listing_after_number_update;
DROP TRIGGER listing_after_email_insert;
DROP TRIGGER listing_after_email_delete;
DROP TRIGGER listing_after_email_update;
DROP TRIGGER listing_after_order_insert;
DROP TRIGGER listing_after_order_update;
DROP TRIGGER listing_after_order_delete;
DROP TABLE kept_tables;

-- The search index (0014): each contact's document, its search text and one
-- more U+0001, under its `document` rowid. A contentless FTS5 table forgets
-- a document by being told its exact text (which OLD holds) under its
-- rowid, which a new family name's sort key changes too.
CREATE TRIGGER search_index_contact_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO search_index (rowid, text) VALUES (NEW.document, NEW.search_text || char(1));
END;
CREATE TRIGGER search_index_contact_delete AFTER DELETE ON contacts BEGIN
    INSERT INTO search_index (search_index, rowid, text) VALUES ('delete', OLD.document, OLD.search_text || char(1));
END;
CREATE TRIGGER search_index_contact_update AFTER UPDATE OF id, search_text, sort_key_family ON contacts
WHEN (OLD.id IS NOT NEW.id OR OLD.search_text IS NOT NEW.search_text
  OR OLD.sort_key_family IS NOT NEW.sort_key_family) BEGIN
    INSERT INTO search_index (search_index, rowid, text) VALUES ('delete', OLD.document, OLD.search_text || char(1));
    INSERT INTO search_index (rowid, text) VALUES (NEW.document, NEW.search_text || char(1));
END;

-- The letter counts (0019): a contact written adds its letters' bits in its
-- section of either order, one deleted takes them away, one whose letters
-- or sort keys change moves them ("~" stands for the "#" section).
CREATE TRIGGER letter_counts_after_insert AFTER INSERT ON contacts BEGIN INSERT INTO letter_counts
    SELECT s.sort_order, s.section, b.letter, 1
    FROM letter_bits b,
         (SELECT 'family-first' AS sort_order, CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END AS section
          UNION ALL SELECT 'given-first', CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END) s
    WHERE (NEW.letters >> b.letter) & 1
    ON CONFLICT (sort_order, section, letter) DO UPDATE SET contacts = contacts + 1; END;
CREATE TRIGGER letter_counts_after_delete AFTER DELETE ON contacts BEGIN UPDATE letter_counts SET contacts = contacts - 1
    WHERE (OLD.letters >> letter) & 1
      AND ((sort_order = 'family-first' AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END)
           OR (sort_order = 'given-first' AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END)); END;
CREATE TRIGGER letter_counts_after_update AFTER UPDATE OF letters, sort_key_family, sort_key_given ON contacts
WHEN (OLD.letters IS NOT NEW.letters OR OLD.sort_key_family IS NOT NEW.sort_key_family
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
-- an email may change a contact's detail. A new sort or display order
-- refills it, in the setting's own transaction.
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
CREATE TRIGGER listing_after_order_insert AFTER INSERT ON settings
WHEN (NEW.key IN ('sort-order', 'display-order')) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;
CREATE TRIGGER listing_after_order_update AFTER UPDATE ON settings
WHEN (NEW.key IN ('sort-order', 'display-order') AND NEW.value IS NOT OLD.value) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;
CREATE TRIGGER listing_after_order_delete AFTER DELETE ON settings
WHEN (OLD.key IN ('sort-order', 'display-order')) BEGIN DELETE FROM listing; INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position; END;
