-- The listing's rows, joined once and kept in list order: a list reads one
-- compact b-tree front to back instead of the contacts index plus a seek
-- into phone_numbers per contact in random id order (measured on 100k
-- contacts with the C list reader: 78 ms against 238 ms; abook 146 ms).
--
-- It follows the sort-order and display-order settings (defaults
-- family-first, given-first): the view listing_rows says what a row is,
-- triggers on contacts and phone_numbers keep the table in step in every
-- write's own transaction, and one on settings rebuilds it when an order
-- changes. A bulk import drops the triggers with the indexes and fills it
-- in one ordered INSERT at the end (Sources/Store/Entries/Listing.swift).
-- NOT INDEXED: a fill then reads the contacts in rowid order, their numbers
-- in the same order, and sorts; the planner's own choice walked the uid
-- index and read both tables in random order (100k contacts: 0.46 s of CPU
-- against 1.1 s). A trigger's `id = NEW.id` still seeks the rowid.
--
-- Each row keeps its contact's detail: what tells it apart from a
-- neighbour of the same name (its organization, else its first email), so
-- `list --format table` reads no contact row for it. Read by a seek into
-- the wide contacts rows for every contact named like a neighbour, in list
-- order and so in random id order, it was 40% of the table's time on 100k
-- generated contacts, all named like a neighbour (perf). Triggers on emails
-- and on a contact's organization keep it.
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
            ELSE (SELECT address FROM emails WHERE contact_id = c.id ORDER BY position LIMIT 1) END AS detail
FROM contacts c NOT INDEXED LEFT JOIN phone_numbers p ON p.contact_id = c.id;

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
    PRIMARY KEY (sort_key, id, position)
) WITHOUT ROWID;

INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position;

-- A contact's rows are found by either of its sort keys and its id, so a
-- delete needs no setting.
CREATE TRIGGER listing_after_contact_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.id;
END;

CREATE TRIGGER listing_after_contact_delete AFTER DELETE ON contacts BEGIN
    DELETE FROM listing WHERE sort_key IN (OLD.sort_key_family, OLD.sort_key_given) AND id = OLD.id;
END;

CREATE TRIGGER listing_after_contact_update
AFTER UPDATE OF id, uid, display_name, given_name, family_name, sort_key_family, sort_key_given, organization
ON contacts
WHEN OLD.id IS NOT NEW.id OR OLD.uid IS NOT NEW.uid OR OLD.display_name IS NOT NEW.display_name
  OR OLD.given_name IS NOT NEW.given_name OR OLD.family_name IS NOT NEW.family_name
  OR OLD.sort_key_family IS NOT NEW.sort_key_family OR OLD.sort_key_given IS NOT NEW.sort_key_given
  OR OLD.organization IS NOT NEW.organization BEGIN
    DELETE FROM listing WHERE sort_key IN (OLD.sort_key_family, OLD.sort_key_given) AND id = OLD.id;
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.id;
END;

-- A number's row replaces its contact's row without a number; the last
-- number gone brings that row back. Numbers written before their contact
-- (an import's writer may) come with the contact's own insert.
CREATE TRIGGER listing_after_number_insert AFTER INSERT ON phone_numbers BEGIN
    DELETE FROM listing WHERE id = NEW.contact_id AND position = -1
        AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                         UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id);
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.contact_id AND position = NEW.position;
END;

CREATE TRIGGER listing_after_number_delete AFTER DELETE ON phone_numbers BEGIN
    DELETE FROM listing WHERE id = OLD.contact_id AND position = OLD.position
        AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                         UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id);
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = OLD.contact_id AND position = -1;
END;

CREATE TRIGGER listing_after_number_update AFTER UPDATE ON phone_numbers BEGIN
    DELETE FROM listing WHERE id = OLD.contact_id AND position = OLD.position
        AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                         UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id);
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = OLD.contact_id AND position = -1;
    DELETE FROM listing WHERE id = NEW.contact_id AND position = -1
        AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                         UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id);
    INSERT INTO listing SELECT * FROM listing_rows WHERE id = NEW.contact_id AND position = NEW.position;
END;

-- An email added, removed or moved may change its contact's first one;
-- the detail is taken again from the view. Emails written before their
-- contact come with the contact's own insert, as numbers do.
CREATE TRIGGER listing_after_email_insert AFTER INSERT ON emails BEGIN
    UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = NEW.contact_id LIMIT 1)
    WHERE id = NEW.contact_id
      AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                       UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id);
END;

CREATE TRIGGER listing_after_email_delete AFTER DELETE ON emails BEGIN
    UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = OLD.contact_id LIMIT 1)
    WHERE id = OLD.contact_id
      AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                       UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id);
END;

CREATE TRIGGER listing_after_email_update AFTER UPDATE ON emails BEGIN
    UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = OLD.contact_id LIMIT 1)
    WHERE id = OLD.contact_id
      AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = OLD.contact_id
                       UNION ALL SELECT sort_key_given FROM contacts WHERE id = OLD.contact_id);
    UPDATE listing SET detail = (SELECT detail FROM listing_rows WHERE id = NEW.contact_id LIMIT 1)
    WHERE id = NEW.contact_id
      AND sort_key IN (SELECT sort_key_family FROM contacts WHERE id = NEW.contact_id
                       UNION ALL SELECT sort_key_given FROM contacts WHERE id = NEW.contact_id);
END;

-- A new sort or display order rebuilds the listing in the setting's own transaction.
CREATE TRIGGER listing_after_order_insert AFTER INSERT ON settings
WHEN NEW.key IN ('sort-order', 'display-order') BEGIN
    DELETE FROM listing;
    INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position;
END;

CREATE TRIGGER listing_after_order_update AFTER UPDATE ON settings
WHEN NEW.key IN ('sort-order', 'display-order') AND NEW.value IS NOT OLD.value BEGIN
    DELETE FROM listing;
    INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position;
END;

CREATE TRIGGER listing_after_order_delete AFTER DELETE ON settings
WHEN OLD.key IN ('sort-order', 'display-order') BEGIN
    DELETE FROM listing;
    INSERT INTO listing SELECT * FROM listing_rows ORDER BY sort_key, id, position;
END;
