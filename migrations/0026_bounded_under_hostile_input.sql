-- Stage 26 (SchemaV26), lightweight: what keeps one member from taking more than a fair share of
-- the server.
--
-- Ingredient pictures go through the photo path, as recipe photos do: checked, stripped of their
-- metadata and stored as WebP. Pictures stored before this stage were only sniffed by their first
-- bytes; they are marked unchecked, and are checked and made again (or removed) the first time
-- they are asked for, never served as they were stored.
ALTER TABLE ingredients ADD COLUMN image_checked boolean NOT NULL DEFAULT false;

-- Whose turn it is: import workers take the next address from the household that last had one
-- taken longest ago, so one household's long job cannot hold up another's.
CREATE TABLE import_turns (
    household_id uuid        NOT NULL,
    taken_at     timestamptz NOT NULL,
    CONSTRAINT import_turns_pkey PRIMARY KEY (household_id),
    CONSTRAINT import_turns_household_fkey FOREIGN KEY (household_id) REFERENCES households (id) ON DELETE CASCADE
);

-- What a client (the address the request came from) has tried lately, by kind ('register'):
-- attempts counted per client, across instances, as login failures are counted per email.
CREATE TABLE client_attempts (
    id           bigint      GENERATED ALWAYS AS IDENTITY,
    kind         text        NOT NULL,
    client       text        NOT NULL,
    attempted_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT client_attempts_pkey PRIMARY KEY (id)
);
CREATE INDEX client_attempts_client_idx ON client_attempts (kind, client, attempted_at);

-- Keys the instances share, made once by the first that needs one: 'form_tokens' signs the
-- tokens of the forms a visitor sends before logging in.
CREATE TABLE server_keys (
    name       text        NOT NULL,
    secret     bytea       NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT server_keys_pkey PRIMARY KEY (name),
    CONSTRAINT server_keys_secret_check CHECK (octet_length(secret) >= 32)
);
