-- The section counts (0004) and the letter counts (0019) are kept per book
-- (issue 40): a page of one book (`list --book`, the browser's contacts
-- screen of a book) reads its sections' counts, and a search of one letter
-- in it that letter's, from its own rows, as a page of every book reads
-- every book's, summed. Counted over every book, a read of one tallied its
-- contacts' sort keys instead, reading every contact of the book.
--
-- Each table gains the book, after the sort order in its key: a read of
-- one book is a range, and a read of every book sums each book's.
-- Both are filled again from the contacts as they are (a group card is in
-- no section, 0032), and their triggers made again to follow a contact's
-- book too: `move` changes it. The letter counts are summed by section, a
-- column a bit, as 0029 filled them (a join of every contact to its bits,
-- grouped, is ten times slower), the bits taken from a JSON array.

DROP TRIGGER section_counts_after_insert;
DROP TRIGGER section_counts_after_delete;
DROP TRIGGER section_counts_after_update;
DROP TABLE section_counts;

CREATE TABLE section_counts (
    sort_order      TEXT    NOT NULL CHECK (sort_order IN ('family-first', 'given-first')),
    book_id         INTEGER NOT NULL,
    section         TEXT    NOT NULL,
    contacts        INTEGER NOT NULL,
    PRIMARY KEY (sort_order, book_id, section)
) WITHOUT ROWID;

INSERT INTO section_counts
SELECT 'family-first', book_id, CASE WHEN substr(sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(sort_key_family, 1, 1) END,
       count(*)
FROM contacts WHERE is_group = 0 GROUP BY 2, 3;
INSERT INTO section_counts
SELECT 'given-first', book_id, CASE WHEN substr(sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(sort_key_given, 1, 1) END,
       count(*)
FROM contacts WHERE is_group = 0 GROUP BY 2, 3;

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

DROP TRIGGER letter_counts_after_insert;
DROP TRIGGER letter_counts_after_delete;
DROP TRIGGER letter_counts_after_update;
DROP TABLE letter_counts;

CREATE TABLE letter_counts (
    sort_order      TEXT    NOT NULL,
    book_id         INTEGER NOT NULL,
    section         TEXT    NOT NULL,
    letter          INTEGER NOT NULL,
    contacts        INTEGER NOT NULL,
    PRIMARY KEY (sort_order, book_id, section, letter)
) WITHOUT ROWID;

WITH keyed(sort_order, book_id, section, letters) AS (
    SELECT 'family-first', book_id, CASE WHEN substr(sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(sort_key_family, 1, 1) END,
           letters
    FROM contacts WHERE is_group = 0
    UNION ALL
    SELECT 'given-first', book_id, CASE WHEN substr(sort_key_given, 1, 1) = '~' THEN '#' ELSE substr(sort_key_given, 1, 1) END,
           letters
    FROM contacts WHERE is_group = 0),
summed(sort_order, book_id, section, bits) AS (
    SELECT sort_order, book_id, section, json_array(
        sum(letters & 1), sum((letters >> 1) & 1), sum((letters >> 2) & 1), sum((letters >> 3) & 1),
        sum((letters >> 4) & 1), sum((letters >> 5) & 1), sum((letters >> 6) & 1), sum((letters >> 7) & 1),
        sum((letters >> 8) & 1), sum((letters >> 9) & 1), sum((letters >> 10) & 1), sum((letters >> 11) & 1),
        sum((letters >> 12) & 1), sum((letters >> 13) & 1), sum((letters >> 14) & 1), sum((letters >> 15) & 1),
        sum((letters >> 16) & 1), sum((letters >> 17) & 1), sum((letters >> 18) & 1), sum((letters >> 19) & 1),
        sum((letters >> 20) & 1), sum((letters >> 21) & 1), sum((letters >> 22) & 1), sum((letters >> 23) & 1),
        sum((letters >> 24) & 1), sum((letters >> 25) & 1), sum((letters >> 26) & 1), sum((letters >> 27) & 1),
        sum((letters >> 28) & 1), sum((letters >> 29) & 1), sum((letters >> 30) & 1), sum((letters >> 31) & 1),
        sum((letters >> 32) & 1), sum((letters >> 33) & 1), sum((letters >> 34) & 1), sum((letters >> 35) & 1))
    FROM keyed GROUP BY sort_order, book_id, section)
INSERT INTO letter_counts
SELECT s.sort_order, s.book_id, s.section, b.key, b.value FROM summed s, json_each(s.bits) b WHERE b.value > 0;

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

-- A removed book's counts go with it: each is 0 by then (a book holding
-- contacts is never removed), and `undo` of the removal counts its
-- contacts again as it puts them back.
CREATE TRIGGER counts_after_book_delete AFTER DELETE ON books BEGIN
    DELETE FROM section_counts WHERE book_id = OLD.id;
    DELETE FROM letter_counts WHERE book_id = OLD.id;
END;
