-- The search index's documents end with one more U+0001 after the search
-- text (Sources/Store/Entries/SearchIndex.swift, `document`), so a search
-- of two characters is a query of the trigrams starting with them: the two
-- at the very end of a text then begin one too. Before, such a search read
-- every contact's search text: the browser's "o" after "t" on 100k contacts
-- spent 77 M of its 93 M instructions there (callgrind).
--
-- An index built before holds the documents without it: its triggers go
-- and it is emptied, and the next search builds it again, as after a bulk
-- import (the triggers' presence is its state).
DROP TRIGGER IF EXISTS search_index_contact_insert;
DROP TRIGGER IF EXISTS search_index_contact_delete;
DROP TRIGGER IF EXISTS search_index_contact_update;
INSERT INTO search_index (search_index) VALUES ('delete-all');
