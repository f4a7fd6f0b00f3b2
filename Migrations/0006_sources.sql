-- Where contacts came from, named once: each contact kept the path of its
-- file or folder as text, forty bytes a contact repeated a hundred thousand
-- times, written twice by every import (to the log, then to the database).
-- A contact now points at its source by number.

CREATE TABLE sources (
    id              INTEGER PRIMARY KEY,
    -- A file or folder path, or "-" for standard input.
    path            TEXT    NOT NULL UNIQUE
);

INSERT INTO sources (path) SELECT DISTINCT source FROM contacts WHERE source IS NOT NULL ORDER BY source;

ALTER TABLE contacts ADD COLUMN source_id INTEGER REFERENCES sources (id);
UPDATE contacts SET source_id = (SELECT id FROM sources WHERE path = contacts.source) WHERE source IS NOT NULL;
ALTER TABLE contacts DROP COLUMN source;
