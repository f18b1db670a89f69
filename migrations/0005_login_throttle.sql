-- Stage 5 (SchemaV5), lightweight: failed logins, kept in PostgreSQL so that throttling holds
-- across every app instance. One row per failure; rows older than a day are purged.

CREATE TABLE login_failures (
    id        bigint      GENERATED ALWAYS AS IDENTITY,
    email_key text        NOT NULL,
    failed_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT login_failures_pkey PRIMARY KEY (id)
);
CREATE INDEX login_failures_email_key_idx ON login_failures (email_key, failed_at);
