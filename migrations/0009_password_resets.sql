-- Stage 9 (SchemaV9), lightweight: one-time password-reset links, which an admin makes on the
-- admin page or with `larder user reset-password`. Only a hash of the link's token is kept, so
-- the table alone opens no account; a link works once, within an hour.
CREATE TABLE password_resets (
    token_hash bytea       NOT NULL,
    user_id    uuid        NOT NULL,
    created_by uuid,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at    timestamptz,
    CONSTRAINT password_resets_pkey PRIMARY KEY (token_hash),
    CONSTRAINT password_resets_user_fkey FOREIGN KEY (user_id)
        REFERENCES users (id) ON DELETE CASCADE,
    CONSTRAINT password_resets_creator_fkey FOREIGN KEY (created_by)
        REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id);
CREATE INDEX password_resets_created_by_idx ON password_resets (created_by);
