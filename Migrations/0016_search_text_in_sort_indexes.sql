-- The sort-key indexes carry each contact's search text instead of the
-- columns a listing prints. Since the listing table (migration 0015) a list
-- reads none of these indexes; what walks them is a search, a section's
-- range at a time, testing each contact's search text, and with the text
-- out of the index that was a seek into the wide contacts rows for every
-- contact of the range. Measured on 100k contacts: `list --search ab`
-- 0.55 s against 0.35 s; half the book's range in sqlite3, 0.14-0.21 s
-- against 0.05 s; building both indexes at an import's end 0.11-0.13 s
-- against 0.13-0.19 s, and the file 9 MB smaller. A search's matches are
-- few beside the range, and only they are read from the table.
DROP INDEX contacts_by_family;
CREATE INDEX contacts_by_family ON contacts (sort_key_family, id, search_text);
DROP INDEX contacts_by_given;
CREATE INDEX contacts_by_given ON contacts (sort_key_given, id, search_text);
