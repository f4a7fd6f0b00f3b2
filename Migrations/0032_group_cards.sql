-- Groups as servers keep them (issue 40). iCloud, Nextcloud and SabreDAV
-- keep a group as a card of its own (KIND:group, or Apple's
-- X-ADDRESSBOOKSERVER-KIND:group, with a MEMBER line a member); DAVx⁵ may
-- instead file each contact under CATEGORIES. A group card stays a card of
-- the book (exported and synced byte for byte, journaled, undone) but is no
-- contact: the card reader marks it, gives it sort keys below every section
-- (U+0001 first, Sources/Contacts/SortKey.swift) and nothing a search finds,
-- and the read models leave it out.
--
-- Which cards are groups, their members and every contact's categories
-- are read from the cards: the rows of a book written before are derived
-- again by the card reading of revision 6 (Exchange's CardRereading), at
-- the first open by this phonebook.
ALTER TABLE contacts ADD COLUMN is_group INTEGER NOT NULL DEFAULT 0 CHECK (is_group IN (0, 1));

-- The group cards, few: a partial index, which a bulk import keeps.
CREATE INDEX contacts_groups ON contacts (is_group) WHERE is_group = 1;

-- A group card's MEMBER lines, each the member's UID (urn:uuid: taken
-- off: a contact whose UID is this, or urn:uuid: and this, is the member),
-- kept by the card writer beside the numbers and emails.
CREATE TABLE group_members (
    group_id        INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    position        INTEGER NOT NULL,
    member_uid      TEXT    NOT NULL,
    PRIMARY KEY (group_id, position)
) WITHOUT ROWID;

CREATE INDEX group_members_by_member ON group_members (member_uid);

-- A contact's CATEGORIES, one row a category.
CREATE TABLE contact_categories (
    contact_id      INTEGER NOT NULL REFERENCES contacts (id) ON DELETE CASCADE,
    position        INTEGER NOT NULL,
    name            TEXT    NOT NULL,
    PRIMARY KEY (contact_id, position)
) WITHOUT ROWID;

CREATE INDEX contact_categories_by_name ON contact_categories (name);

-- The listing's rows leave the group cards out.
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
       c.letters AS letters
FROM contacts c NOT INDEXED LEFT JOIN phone_numbers p ON p.contact_id = c.id
WHERE c.is_group = 0;

-- The section counts count no group card (its key would be a section of its own).
DROP TRIGGER section_counts_after_insert;
DROP TRIGGER section_counts_after_delete;
DROP TRIGGER section_counts_after_update;
CREATE TRIGGER section_counts_after_insert AFTER INSERT ON contacts WHEN NEW.is_group = 0 BEGIN
    INSERT INTO section_counts VALUES ('family-first',
        CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
    INSERT INTO section_counts VALUES ('given-first',
        CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
END;
CREATE TRIGGER section_counts_after_delete AFTER DELETE ON contacts WHEN OLD.is_group = 0 BEGIN
    UPDATE section_counts SET contacts = contacts - 1 WHERE sort_order = 'family-first'
        AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END;
    UPDATE section_counts SET contacts = contacts - 1 WHERE sort_order = 'given-first'
        AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END;
END;
CREATE TRIGGER section_counts_after_update AFTER UPDATE OF sort_key_family, sort_key_given, is_group ON contacts BEGIN
    UPDATE section_counts SET contacts = contacts - 1 WHERE OLD.is_group = 0 AND sort_order = 'family-first'
        AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END;
    UPDATE section_counts SET contacts = contacts - 1 WHERE OLD.is_group = 0 AND sort_order = 'given-first'
        AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END;
    INSERT INTO section_counts SELECT 'family-first',
        CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END, 1
        WHERE NEW.is_group = 0
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
    INSERT INTO section_counts SELECT 'given-first',
        CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END, 1
        WHERE NEW.is_group = 0
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
END;

-- The search index holds no group card's document: it is told to forget
-- only a document it was told (a contentless FTS5 table cannot check).
DROP TRIGGER search_index_contact_insert;
DROP TRIGGER search_index_contact_delete;
DROP TRIGGER search_index_contact_update;
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
