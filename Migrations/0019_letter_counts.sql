-- How many contacts of each section have each letter or digit (the bits of
-- contacts.letters, migration 0017: "a" 0 ... "z" 25, "0" 26 ... "9" 35), in
-- either sort order, as section_counts counts them all. A search of one
-- letter or digit finds exactly the contacts with its bit, so its count in
-- each section can be read here: counted in each section's range of the
-- sort-key index it was 74 M of the 115 M instructions of the browser's
-- answer to "t" on 100k contacts (callgrind), SQLite stepping through every
-- index entry.
--
-- As the search index (0014), the table is filled at first use and from
-- then on kept by triggers in every write's own transaction, whose presence
-- is its state; a bulk import drops them and empties it, and the next search
-- fills it again (Sources/Store/Entries/LetterCounts.swift). Counting again
-- at the end of every bulk import cost it 3% (100k contacts, 2.70 s against
-- 2.60 s, median of 7 alternating). So this only makes the tables.

-- The 36 bits, for the triggers to join (a trigger cannot hold a WITH).
CREATE TABLE letter_bits (letter INTEGER PRIMARY KEY);
WITH RECURSIVE bit(letter) AS (SELECT 0 UNION ALL SELECT letter + 1 FROM bit WHERE letter < 35)
INSERT INTO letter_bits SELECT letter FROM bit;

CREATE TABLE letter_counts (
    sort_order TEXT    NOT NULL,
    section    TEXT    NOT NULL,
    letter     INTEGER NOT NULL,
    contacts   INTEGER NOT NULL,
    PRIMARY KEY (sort_order, section, letter)
) WITHOUT ROWID;
