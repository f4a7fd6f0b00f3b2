-- A trigram index of what a search matches, so `list --search`, `show
-- PART`, `email QUERY` and the browser's search find a part of a name
-- without reading every contact (a scan of 100k contacts and their emails:
-- 222 ms; through this index, a few ms). Contentless (it keeps no copy of
-- the text), positions kept (detail full), so a phrase query is exactly a
-- substring search: no row has to be read again to check a match.
--
-- Created empty. The first search fills it and creates the triggers that
-- keep it in step (Sources/Store/Entries/SearchIndex.swift); a bulk import
-- drops them and empties it again, since filling it from every row at the
-- end cost a 10k import a quarter more instructions (266 M beside 1,029 M).
CREATE VIRTUAL TABLE search_index USING fts5 (
    text, content = '', tokenize = 'trigram case_sensitive 1', detail = full, columnsize = 0
);
