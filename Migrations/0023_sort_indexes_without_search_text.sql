-- The sort-key indexes lose the search text they carried since 0016, and
-- keep the letters (0017). What read the text there was a search the
-- search index could not serve, walking a section's range; since 0020 the
-- index serves every search of two characters or more, and a search of one
-- letter or digit tests the letters alone, so the text is read there only
-- by a search of one other character ("é", "@") or one made before the
-- index is built (the browser's first second after an import), and those
-- now read the contacts table from end to end (`SearchMatches`).
-- Measured on 100k contacts: the indexes 8.6 -> 3.5 MB each, the file
-- 96 -> 86 MB; a scan of "to" 28-31 ms from the index, 60-82 ms through
-- the table, 197-202 ms from the index with each row sought (sqlite3).
DROP INDEX contacts_by_family;
CREATE INDEX contacts_by_family ON contacts (sort_key_family, id, letters);
DROP INDEX contacts_by_given;
CREATE INDEX contacts_by_given ON contacts (sort_key_given, id, letters);
