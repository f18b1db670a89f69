-- Stage 11 (SchemaV11), lightweight: invite codes are kept only as SHA-256 hashes, as session
-- tokens and password-reset tokens are, so a copy of the database (a backup, a dump handed to
-- someone for debugging) lets nobody join a household. An invite gets its own id, which the
-- household page uses to list and revoke it; the link itself is shown once, when it is made.
-- Links made before this stage keep working: their codes are hashed here.
ALTER TABLE invites ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
ALTER TABLE invites ADD COLUMN code_hash bytea;
UPDATE invites SET code_hash = sha256(convert_to(code, 'UTF8'));
ALTER TABLE invites ALTER COLUMN code_hash SET NOT NULL;

-- The invite each member joined through is named by its id from now on.
ALTER TABLE memberships ADD COLUMN invite_id uuid;
UPDATE memberships m SET invite_id = i.id
FROM invites i WHERE i.household_id = m.household_id AND i.code = m.invite_code;
ALTER TABLE memberships DROP COLUMN invite_code;

ALTER TABLE invites DROP CONSTRAINT invites_pkey;
DROP INDEX invites_code_idx;
ALTER TABLE invites DROP COLUMN code;
ALTER TABLE invites ADD CONSTRAINT invites_pkey PRIMARY KEY (household_id, id);
CREATE UNIQUE INDEX invites_code_hash_key ON invites (code_hash);
