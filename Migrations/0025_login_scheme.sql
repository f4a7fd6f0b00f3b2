-- The HTTP login scheme a service's server took at the last connect or
-- sync ('basic' or 'digest', RFC 7617 / RFC 7616), tried first next time,
-- so a Digest server is not sent the secret by Basic before every run.
-- NULL: not known yet; Basic is sent first, as before any challenge.
ALTER TABLE third_party_accounts ADD COLUMN auth_scheme TEXT CHECK (auth_scheme IN ('basic', 'digest'));
