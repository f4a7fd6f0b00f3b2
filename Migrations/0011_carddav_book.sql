-- The CardDAV address book a connected service syncs with, and how its
-- server is trusted (issue 14). `connect` fills them from discovery, or
-- with --no-discover leaves the book to the first sync to find. NULL
-- means not chosen yet, or the default (the system's certificates, no pin).
ALTER TABLE third_party_accounts ADD COLUMN book_url TEXT;
ALTER TABLE third_party_accounts ADD COLUMN book_name TEXT;
ALTER TABLE third_party_accounts ADD COLUMN ca_file TEXT;
ALTER TABLE third_party_accounts ADD COLUMN pinned_key TEXT;
