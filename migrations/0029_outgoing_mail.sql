-- Stage 29 (SchemaV29), lightweight: the mail Larder sends (invites, password-reset links).
--
-- A mail is written here in the request that asks for it and sent afterwards by whichever
-- instance claims it first (FOR UPDATE SKIP LOCKED), so that a page never waits on the mail
-- server, a server that is down is tried again, and two instances send each mail once. A mail
-- that still fails after its tries is kept for the admin (`larder mail list`).
--
-- The message may carry a link that signs its reader in (a reset link): it is cleared once the
-- mail is sent, and what stays (to whom, what, when) is deleted after 30 days.
CREATE TABLE outgoing_mail (
    id              uuid        NOT NULL DEFAULT gen_random_uuid(),
    kind            text        NOT NULL,
    recipient       text        NOT NULL,
    subject         text        NOT NULL,
    message         text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    attempts        integer     NOT NULL DEFAULT 0,
    last_error      text,
    sent_at         timestamptz,
    failed_at       timestamptz,
    CONSTRAINT outgoing_mail_pkey PRIMARY KEY (id),
    CONSTRAINT outgoing_mail_kind_check CHECK (kind IN ('invite', 'password_reset')),
    CONSTRAINT outgoing_mail_message_check CHECK (message IS NOT NULL OR sent_at IS NOT NULL)
);
-- What is due: the senders' one question, asked every few seconds.
CREATE INDEX outgoing_mail_due_idx ON outgoing_mail (next_attempt_at) WHERE sent_at IS NULL AND failed_at IS NULL;
