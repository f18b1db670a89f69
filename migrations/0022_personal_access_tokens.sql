-- Stage 22 (SchemaV22), lightweight: personal access tokens, by which apps and scripts use the
-- JSON API for one member of one household.
--
-- The secret is shown once; only its SHA-256 is kept, so a leaked table opens nothing. A token
-- belongs to a membership, so a member who leaves or is removed (or whose account goes) takes
-- their tokens along at once, by PostgreSQL's cascade rather than by a check each caller must
-- remember. Revoking a token deletes it.
CREATE TABLE access_tokens (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    user_id      uuid        NOT NULL,
    name         text        NOT NULL,
    -- 'read' lets a token read the household; 'read-write' also change it.
    scope        text        NOT NULL,
    token_hash   bytea       NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    -- NULL: until revoked.
    expires_at   timestamptz,
    -- Kept to the minute, so that a busy script does not write on every request.
    last_used_at timestamptz,
    CONSTRAINT access_tokens_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT access_tokens_token_hash_key UNIQUE (token_hash),
    CONSTRAINT access_tokens_scope_check CHECK (scope IN ('read', 'read-write')),
    CONSTRAINT access_tokens_name_check CHECK (length(btrim(name)) BETWEEN 1 AND 100),
    CONSTRAINT access_tokens_membership_fkey FOREIGN KEY (household_id, user_id)
        REFERENCES memberships (household_id, user_id) ON DELETE CASCADE
);
-- Leads with the user: the account page lists its user's tokens; and covers the membership key.
CREATE INDEX access_tokens_user_household_idx ON access_tokens (user_id, household_id);
