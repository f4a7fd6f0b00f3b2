-- Auth state: our own accounts with their sessions, and third-party accounts.

CREATE TABLE accounts (
    id              INTEGER PRIMARY KEY,
    user_name       TEXT    NOT NULL UNIQUE,
    -- A salted hash from a key-derivation function, never the password;
    -- the function and its parameters are stored so they can be raised later.
    password_hash   BLOB    NOT NULL,
    salt            BLOB    NOT NULL,
    kdf             TEXT    NOT NULL,
    failed_attempts INTEGER NOT NULL DEFAULT 0,
    last_failure_at INTEGER,
    created_at      INTEGER NOT NULL
);

-- Logged in means a session exists; logout deletes it.
CREATE TABLE sessions (
    id              INTEGER PRIMARY KEY,
    account_id      INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
    created_at      INTEGER NOT NULL
);

CREATE INDEX sessions_by_account ON sessions (account_id);

-- A connected third-party service. Kept ready for a later CardDAV sync, so
-- the secret is stored (the database file is 0600), and never printed.
CREATE TABLE third_party_accounts (
    service         TEXT PRIMARY KEY,
    user_name       TEXT NOT NULL,
    server_url      TEXT,
    secret          BLOB NOT NULL,
    connected_at    INTEGER NOT NULL
) WITHOUT ROWID;
