-- Stage 12 (SchemaV12), lightweight: a session belongs to a person. Visitors who are not logged
-- in no longer get a row: their forms carry a token from a cookie instead (see CSRFMiddleware),
-- so a crawler or an attacker opening the login page a million times writes nothing. Anonymous
-- rows from before this stage only held a CSRF token; a login form open across the upgrade is
-- refused once, with a page that says to reload it.
DELETE FROM sessions WHERE user_id IS NULL;
ALTER TABLE sessions ALTER COLUMN user_id SET NOT NULL;
