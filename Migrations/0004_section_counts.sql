-- How many contacts each section holds, per sort order, kept exact by
-- triggers, so a load-more row can say what remains without counting a
-- whole section (SQLite counts by scanning: 27 sections of a 100k book
-- were half the work of printing a first page).

CREATE TABLE section_counts (
    sort_order      TEXT    NOT NULL CHECK (sort_order IN ('family-first', 'given-first')),
    section         TEXT    NOT NULL,
    contacts        INTEGER NOT NULL,
    PRIMARY KEY (sort_order, section)
) WITHOUT ROWID;

INSERT INTO section_counts
    SELECT 'family-first', section_family, count(*) FROM contacts GROUP BY section_family;
INSERT INTO section_counts
    SELECT 'given-first', section_given, count(*) FROM contacts GROUP BY section_given;

CREATE TRIGGER section_counts_after_insert AFTER INSERT ON contacts BEGIN
    INSERT INTO section_counts VALUES ('family-first', NEW.section_family, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
    INSERT INTO section_counts VALUES ('given-first', NEW.section_given, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
END;

CREATE TRIGGER section_counts_after_delete AFTER DELETE ON contacts BEGIN
    UPDATE section_counts SET contacts = contacts - 1
        WHERE sort_order = 'family-first' AND section = OLD.section_family;
    UPDATE section_counts SET contacts = contacts - 1
        WHERE sort_order = 'given-first' AND section = OLD.section_given;
END;

CREATE TRIGGER section_counts_after_update AFTER UPDATE OF sort_key_family, sort_key_given ON contacts BEGIN
    UPDATE section_counts SET contacts = contacts - 1
        WHERE sort_order = 'family-first' AND section = OLD.section_family;
    UPDATE section_counts SET contacts = contacts - 1
        WHERE sort_order = 'given-first' AND section = OLD.section_given;
    INSERT INTO section_counts VALUES ('family-first', NEW.section_family, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
    INSERT INTO section_counts VALUES ('given-first', NEW.section_given, 1)
        ON CONFLICT (sort_order, section) DO UPDATE SET contacts = contacts + 1;
END;
