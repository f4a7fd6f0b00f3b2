-- A trigram index of what a search matches, so `list --search`, `show
-- PART`, `email QUERY` and the browser's search find a part of a name
-- without reading every contact (100k contacts, `list --search ompso`:
-- 82 ms beyond process start by a scan, 27 ms through this index, 2026-11-22).
-- Contentless (it keeps no copy of
-- the text), positions kept (detail full), so a phrase query is exactly a
-- substring search: no row has to be read again to check a match.
--
-- Created empty. The first search fills it and creates the triggers that
-- keep it in step (Sources/Store/Entries/SearchIndex.swift); a bulk import
-- drops them and empties it again, since filling it from every row at the
-- end would cost a 10k import 311 M instructions beside its 1,029 M (about
-- 0.7 s of CPU and 30 MB on 100k contacts: the first search pays it once).
CREATE VIRTUAL TABLE search_index USING fts5 (
    text, content = '', tokenize = 'trigram case_sensitive 1', detail = full, columnsize = 0
);
