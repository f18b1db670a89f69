-- Stage 21 (SchemaV21), lightweight: recipes brought in from recipe sites and from other apps.
--
-- A list of addresses becomes an import job, one row per address. Any `larder serve` instance
-- takes a pending row with FOR UPDATE SKIP LOCKED and keeps it locked while it fetches and
-- imports, then marks it in the same transaction as the recipe it wrote: an instance that dies
-- half way leaves the row pending for another, and no address is imported twice.
CREATE TABLE import_jobs (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    created_by   uuid,
    created_at   timestamptz NOT NULL DEFAULT now(),
    -- What to do with a recipe the household already has (same address or same name).
    on_conflict  text        NOT NULL,
    -- Jobs started on the web count against the household's fetches per minute; an admin's do not.
    is_budgeted  boolean     NOT NULL,
    CONSTRAINT import_jobs_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT import_jobs_on_conflict_check CHECK (on_conflict IN ('skip', 'replace', 'rename')),
    CONSTRAINT import_jobs_household_fkey FOREIGN KEY (household_id) REFERENCES households (id) ON DELETE CASCADE,
    CONSTRAINT import_jobs_creator_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX import_jobs_created_by_idx ON import_jobs (created_by);

CREATE TABLE import_job_items (
    household_id uuid        NOT NULL,
    job_id       uuid        NOT NULL,
    position     integer     NOT NULL,
    url          text        NOT NULL,
    -- pending, then imported (a recipe written or kept), or failed with the reason in `message`.
    state        text        NOT NULL DEFAULT 'pending',
    recipe_id    uuid,
    recipe_name  text,
    message      text        NOT NULL DEFAULT '',
    finished_at  timestamptz,
    CONSTRAINT import_job_items_pkey PRIMARY KEY (household_id, job_id, position),
    CONSTRAINT import_job_items_state_check CHECK (state IN ('pending', 'imported', 'failed')),
    CONSTRAINT import_job_items_url_check CHECK (length(url) BETWEEN 1 AND 2000),
    CONSTRAINT import_job_items_job_fkey FOREIGN KEY (household_id, job_id)
        REFERENCES import_jobs (household_id, id) ON DELETE CASCADE,
    CONSTRAINT import_job_items_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE SET NULL (recipe_id)
);
-- How often an address was taken up, counted outside the taking transaction (which a crash rolls
-- back): an address whose import keeps ending its instance is failed after three tries, not
-- taken up by every instance in turn forever.
CREATE TABLE import_job_attempts (
    household_id uuid    NOT NULL,
    job_id       uuid    NOT NULL,
    position     integer NOT NULL,
    attempts     integer NOT NULL,
    CONSTRAINT import_job_attempts_pkey PRIMARY KEY (household_id, job_id, position),
    CONSTRAINT import_job_attempts_item_fkey FOREIGN KEY (household_id, job_id, position)
        REFERENCES import_job_items (household_id, job_id, position) ON DELETE CASCADE
);

-- The workers' queue: only pending rows, so finished jobs cost nothing to pass over.
CREATE INDEX import_job_items_pending_idx ON import_job_items (household_id, job_id, position) WHERE state = 'pending';
CREATE INDEX import_job_items_recipe_idx ON import_job_items (household_id, recipe_id);

-- Each household's fetches for its web users, shared by every instance: a bucket of tokens
-- that refills at the budget's rate per minute, up to one minute's worth, so a paste may use a
-- minute's budget at once but never more than the rate over time.
CREATE TABLE fetch_budgets (
    household_id uuid             NOT NULL,
    tokens       double precision NOT NULL,
    refilled_at  timestamptz      NOT NULL,
    CONSTRAINT fetch_budgets_pkey PRIMARY KEY (household_id),
    CONSTRAINT fetch_budgets_household_fkey FOREIGN KEY (household_id) REFERENCES households (id) ON DELETE CASCADE
);

-- An app's export waiting for its household to choose (which Mealie group; import the readable
-- recipes or cancel), so that the choice does not mean uploading it again. Kept a day.
CREATE TABLE import_uploads (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    created_by   uuid,
    created_at   timestamptz NOT NULL DEFAULT now(),
    file_name    text        NOT NULL DEFAULT '',
    document     bytea       NOT NULL,
    CONSTRAINT import_uploads_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT import_uploads_household_fkey FOREIGN KEY (household_id) REFERENCES households (id) ON DELETE CASCADE,
    CONSTRAINT import_uploads_creator_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX import_uploads_created_by_idx ON import_uploads (created_by);
CREATE INDEX import_uploads_created_at_idx ON import_uploads (created_at);

-- "Already imported from this address": found by the page's address.
CREATE INDEX recipes_source_url_idx ON recipes (household_id, source_url) WHERE source_url IS NOT NULL;
