-- The listing (0015) is filled by the first list that can read it, not at
-- the end of every bulk import, where it was a fifth of the import: on 100k
-- contacts 1.59x baseline.c against 1.23x without it (median of 7
-- alternating), 0.5-0.6 s of sorting and 25 MB more written and synced.
-- As the search index (0014): its triggers' presence is its state, and the
-- code that creates them holds their text (Sources/Store/Entries/Listing.swift).
-- Here they go and it is emptied; the next list fills it again, as after a
-- bulk import.
DROP TRIGGER IF EXISTS listing_after_contact_insert;
DROP TRIGGER IF EXISTS listing_after_contact_delete;
DROP TRIGGER IF EXISTS listing_after_contact_update;
DROP TRIGGER IF EXISTS listing_after_number_insert;
DROP TRIGGER IF EXISTS listing_after_number_delete;
DROP TRIGGER IF EXISTS listing_after_number_update;
DROP TRIGGER IF EXISTS listing_after_email_insert;
DROP TRIGGER IF EXISTS listing_after_email_delete;
DROP TRIGGER IF EXISTS listing_after_email_update;
DROP TRIGGER IF EXISTS listing_after_order_insert;
DROP TRIGGER IF EXISTS listing_after_order_update;
DROP TRIGGER IF EXISTS listing_after_order_delete;
DELETE FROM listing;
