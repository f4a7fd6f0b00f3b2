-- What `phonebook list --format plain` prints, as the sqlite3 shell prints it: the same rows,
-- byte for byte, in the same order (default settings: family-first sort, given-first names).
-- The benchmark baseline: sqlite3 DB < list-plain.sql > /dev/null. A CLI test keeps it in step.
SELECT 'Links' || char(9) || 'link' || char(9) || 'links/link:settings' || char(9) || 'Settings' || char(9) || 'settings';
SELECT 'Favorites' || char(9) || CASE WHEN p.position IS NULL THEN 'contact' || char(9) || 'favorites/contact:' || c.id ELSE 'phone' || char(9) || 'favorites/phone:' || c.id || ':' || p.position END
       || char(9) || c.uid || char(9) || c.display_name
       || CASE WHEN p.position IS NULL THEN '' ELSE char(9) || p.label || char(9) || p.number END
FROM contacts c LEFT JOIN phone_numbers p ON p.contact_id = c.id WHERE c.starred = 1 ORDER BY c.sort_key_family, c.id, p.position;
SELECT (CASE WHEN substr(c.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(c.sort_key_family, 1, 1) END) || char(9) || CASE WHEN p.position IS NULL THEN 'contact' || char(9) || (CASE WHEN substr(c.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(c.sort_key_family, 1, 1) END) || '/contact:' || c.id ELSE 'phone' || char(9) || (CASE WHEN substr(c.sort_key_family, 1, 1) = '~' THEN '#' ELSE substr(c.sort_key_family, 1, 1) END) || '/phone:' || c.id || ':' || p.position END
       || char(9) || c.uid || char(9) || c.display_name
       || CASE WHEN p.position IS NULL THEN '' ELSE char(9) || p.label || char(9) || p.number END
FROM contacts c LEFT JOIN phone_numbers p ON p.contact_id = c.id ORDER BY c.sort_key_family, c.id, p.position;
