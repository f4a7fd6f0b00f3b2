-- The user's settings: a key and its value, validated by the application.
CREATE TABLE settings (
    key             TEXT PRIMARY KEY,
    value           TEXT NOT NULL,
    updated_at      INTEGER NOT NULL
) WITHOUT ROWID;
