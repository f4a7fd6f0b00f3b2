-- The vault (issue 13): each account's random vault key, stored only
-- wrapped under a key derived from its password; third-party tokens
-- encrypted under a vault key, or fetched by a password command, never
-- stored in the clear again; and the database's own identity, which a
-- session's key file must carry.

-- The vault key, sealed with AES-256-GCM under a scrypt key derived from
-- the password with its own salt (not the password hash's). NULL until
-- the account's first login after this migration, when the password is known.
ALTER TABLE accounts ADD COLUMN vault_key_ciphertext BLOB;
ALTER TABLE accounts ADD COLUMN vault_key_nonce BLOB;
ALTER TABLE accounts ADD COLUMN vault_key_tag BLOB;
ALTER TABLE accounts ADD COLUMN vault_salt BLOB;
ALTER TABLE accounts ADD COLUMN vault_kdf TEXT;

-- A service's secret comes one of three ways: a password command run when
-- it is needed; a token sealed under an account's vault key (deleting the
-- account deletes the service, since nothing can read its token any more);
-- or, only in rows written before this migration, the old clear `secret`,
-- encrypted and emptied (X'') at the next login.
ALTER TABLE third_party_accounts ADD COLUMN password_command TEXT;
ALTER TABLE third_party_accounts ADD COLUMN vault_account_id INTEGER REFERENCES accounts (id) ON DELETE CASCADE;
ALTER TABLE third_party_accounts ADD COLUMN token_nonce BLOB;
ALTER TABLE third_party_accounts ADD COLUMN token_ciphertext BLOB;
ALTER TABLE third_party_accounts ADD COLUMN token_tag BLOB;

-- One row: 16 random bytes naming this database, written into every
-- session key file, so a key file made for another book is refused.
CREATE TABLE book_identity (
    id              INTEGER PRIMARY KEY CHECK (id = 1),
    uid             BLOB    NOT NULL
);

INSERT INTO book_identity (id, uid) VALUES (1, randomblob(16));
