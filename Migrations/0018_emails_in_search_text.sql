-- Every contact's ASCII emails join its search text, in their lowercase
-- (their fold, and what LIKE ignoring ASCII case matched), after the parts
-- it held, as today's writer puts them (`ContactKeys.searchText`). A search
-- that no index serves (one of two characters) then reads one sort-key
-- index entry a contact instead of that and then every email: "to" on 100k
-- contacts, 12 ms of index and 12 ms of emails against 16.5 ms in one
-- (sqlite3, fastest of 25). The trigram index gives up its email documents
-- for the same reason: it is emptied here, its triggers dropped, and the
-- next search builds it again from the new texts (SearchIndex.swift).
DROP TRIGGER IF EXISTS search_index_contact_insert;
DROP TRIGGER IF EXISTS search_index_contact_delete;
DROP TRIGGER IF EXISTS search_index_contact_update;
DROP TRIGGER IF EXISTS search_index_email_insert;
DROP TRIGGER IF EXISTS search_index_email_delete;
DROP TRIGGER IF EXISTS search_index_email_update;
INSERT INTO search_index (search_index) VALUES ('delete-all');

-- An address is ASCII when it has as many bytes as characters; one the
-- text holds already (a contact named by its address) is left out, as
-- are empty ones. Parts are joined by U+0001 (`KeyText.join`).
UPDATE contacts SET search_text = (
    SELECT CASE WHEN ascii IS NULL THEN contacts.search_text
                WHEN contacts.search_text = '' THEN ascii
                ELSE contacts.search_text || char(1) || ascii END
    FROM (SELECT group_concat(lower(address), char(1)) AS ascii
          FROM (SELECT address FROM emails
                WHERE contact_id = contacts.id AND address <> ''
                  AND length(CAST(address AS BLOB)) = length(address)
                  AND instr(contacts.search_text, lower(address)) = 0
                ORDER BY position)))
WHERE id IN (SELECT contact_id FROM emails);
