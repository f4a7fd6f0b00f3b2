-- The search indexes gather the trigrams of a transaction's new documents
-- in memory, and write them out as a segment of the index each time they
-- pass its hash size (SQLite's default: 1 MB); segments are merged as they
-- pile up. A bulk import fills each index in one statement
-- (`SearchIndex.fill`): with 16 MB it writes a sixteenth of the segments
-- and merges far less, for at most 16 MB more memory while it fills. Any
-- other write's few documents are written out when its transaction ends,
-- whatever the size.
INSERT INTO search_index (search_index, rank) VALUES ('hashsize', 16777216);
INSERT INTO search_details_index (search_details_index, rank) VALUES ('hashsize', 16777216);
