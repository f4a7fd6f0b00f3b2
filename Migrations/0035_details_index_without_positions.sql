-- The details' trigram index (0028) is made again with detail = none: each
-- document's trigrams without where in it each one is, 3.4 MB against
-- 10.4 MB for 100k contacts of gen_vcf.py (of a 166 MB book), and a third
-- less of a bulk import's time filling it. Only a search of the whole
-- card of three characters or more asks it: one of three characters is
-- one trigram, found exactly; a longer one asks for the documents holding
-- each of its trigrams, and the contact's details then tell which of those
-- hold it as written (Sources/Reading/Entries/SearchMatches.swift).
--
-- A document for each contact whose details are not empty, under its id,
-- as before: its triggers (0028) stay as they are.
DROP TABLE search_details_index;
CREATE VIRTUAL TABLE search_details_index USING fts5 (
    details, content = '', tokenize = 'trigram case_sensitive 1', detail = none, columnsize = 0
);
INSERT INTO search_details_index (rowid, details)
SELECT id, search_details FROM contacts WHERE is_group = 0 AND search_details != '' ORDER BY id;
