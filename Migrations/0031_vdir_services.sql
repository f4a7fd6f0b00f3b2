-- A service may sync with a vdir (`connect SERVICE --vdir DIR`): a folder
-- of one .vcf file a card, as khard and vdirsyncer keep them, instead of a
-- CardDAV server. Its sync state is a CardDAV service's (sync_services,
-- sync_items, sync_conflicts, sync_refusals), each href a file's path.
-- NULL for a CardDAV service. A vdir has no user, server or secret: its
-- row's user_name is '' and its secret columns are empty.
ALTER TABLE third_party_accounts ADD COLUMN vdir_path TEXT;
