-- A session's vault key moves from the session's file into the book,
-- sealed (AES-256-GCM) under a random key that only the file holds, and
-- the session's last use with it. The file alone then opens nothing once
-- the row is gone: logout, a new password and the first run after the
-- timeout delete it. Until now the file held the vault key itself, and the
-- timeout was a time in the file; those sessions end here, and their
-- files are deleted at the next run that finds no row for them.
ALTER TABLE sessions ADD COLUMN last_used_at INTEGER;
ALTER TABLE sessions ADD COLUMN vault_key_nonce BLOB;
ALTER TABLE sessions ADD COLUMN vault_key_ciphertext BLOB;
ALTER TABLE sessions ADD COLUMN vault_key_tag BLOB;
DELETE FROM sessions;
