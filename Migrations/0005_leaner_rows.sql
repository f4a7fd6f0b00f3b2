-- Leaner rows, for imports: every byte and every computed column is paid
-- for on each of a hundred thousand inserts.
--
-- The generated section columns go: SQLite evaluated them on every insert
-- into contacts (a third of its cost), though no query reads them; the
-- section is the sort key's first character ("~" standing for "#"), spelled
-- out where it is needed. The section-count triggers, which read them, are
-- made again with the expression inline.
--
-- A number's digits go too: they are its reversed digits read backwards,
-- and a search for digits finds the same numbers in the reversed digits
-- with the digits searched for reversed.

DROP TRIGGER section_counts_after_insert;
DROP TRIGGER section_counts_after_delete;
DROP TRIGGER section_counts_after_update;

ALTER TABLE contacts DROP COLUMN section_family;
ALTER TABLE contacts DROP COLUMN section_given;
ALTER TABLE phone_numbers DROP COLUMN digits;

CREATE TRIGGER section_counts_after_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO section_counts VALUES ('family-first',
        CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
    INSERT INTO section_counts VALUES ('given-first',
        CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
END;

CREATE TRIGGER section_counts_after_delete AFTER DELETE ON contacts BEGIN
    UPDATE section_counts SET contacts = contacts - 1 WHERE sort_order = 'family-first'
        AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END;
    UPDATE section_counts SET contacts = contacts - 1 WHERE sort_order = 'given-first'
        AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END;
END;

CREATE TRIGGER section_counts_after_update AFTER UPDATE OF sort_key_family, sort_key_given ON contacts BEGIN
    UPDATE section_counts SET contacts = contacts - 1 WHERE sort_order = 'family-first'
        AND section = CASE WHEN substr(OLD.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_family, 1, 1) END;
    UPDATE section_counts SET contacts = contacts - 1 WHERE sort_order = 'given-first'
        AND section = CASE WHEN substr(OLD.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(OLD.sort_key_given, 1, 1) END;
    INSERT INTO section_counts VALUES ('family-first',
        CASE WHEN substr(NEW.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_family, 1, 1) END, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
    INSERT INTO section_counts VALUES ('given-first',
        CASE WHEN substr(NEW.sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(NEW.sort_key_given, 1, 1) END, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
END;
