-- Stage 24 (SchemaV24), lightweight: accounts that sign in through the household's identity
-- service, an LDAP directory or an OpenID Connect provider, rather than with a password.
--
-- Such an account may have no password of its own: `password_hash` becomes optional, and a
-- password login never matches an account without one.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;

-- Who an account is to each identity service. The key is what the service keeps stable while
-- a person's email and name change: the entry's DN for a directory, the issuer and `sub` of a
-- provider. An account may have several; they go with it.
CREATE TABLE user_identities (
    -- 'ldap', or the provider's issuer URL.
    provider  text        NOT NULL,
    subject   text        NOT NULL,
    user_id   uuid        NOT NULL,
    linked_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT user_identities_pkey PRIMARY KEY (provider, subject),
    CONSTRAINT user_identities_user_fkey FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX user_identities_user_id_idx ON user_identities (user_id);
