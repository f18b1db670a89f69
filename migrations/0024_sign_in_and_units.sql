-- Stage 24 (SchemaV24), lightweight: accounts that sign in through the household's identity
-- service, an LDAP directory or an OpenID Connect provider, rather than with a password; and
-- quantities in each person's units.
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

-- A sign-in through a provider between leaving for it and coming back: the state the provider
-- returns (kept hashed, as session tokens are), the nonce its ID token must carry and the PKCE
-- verifier. Taken once: a second callback with the same state finds nothing. Minutes long.
-- Bound to the browser that left, by a cookie whose hash is kept: a callback address someone
-- else sends (login CSRF, which would sign a victim in as the sender) finds no attempt.
CREATE TABLE sign_in_attempts (
    state_hash    bytea       NOT NULL,
    browser_hash  bytea       NOT NULL,
    nonce         text        NOT NULL,
    code_verifier text        NOT NULL,
    -- The local page to go to afterwards.
    next          text,
    expires_at    timestamptz NOT NULL,
    CONSTRAINT sign_in_attempts_pkey PRIMARY KEY (state_hash)
);
CREATE INDEX sign_in_attempts_expires_at_idx ON sign_in_attempts (expires_at);

-- The ID token a session was signed in with: the hint the provider's logout asks for.
ALTER TABLE sessions ADD COLUMN id_token text;

-- How each person reads quantities unless a page is told otherwise: as each recipe wrote them,
-- in metric units, or in US customary ones.
ALTER TABLE users ADD COLUMN units text NOT NULL DEFAULT 'written',
    ADD CONSTRAINT users_units_check CHECK (units IN ('written', 'metric', 'us'));

-- Grams per millilitre, where the household knows it (flour 0.53, sugar 0.85, butter 0.96): only
-- then does a volume become a mass, or a mass a volume. Never guessed, so NULL by default.
ALTER TABLE ingredients ADD COLUMN density numeric(5,3),
    ADD CONSTRAINT ingredients_density_check CHECK (density > 0 AND density <= 25);

-- A generated item also said in metric and in US units, so that each member reads the shared list
-- in their own. NULL for items added by hand, which read as typed.
ALTER TABLE shopping_items ADD COLUMN metric_text text, ADD COLUMN us_text text;
