-- Stage 23 (SchemaV23), lightweight: every saved version of a recipe kept, members' ratings, and
-- public read-only links to one recipe.
--
-- A recipe row is its current version; who saved it and what that save changed live on the row,
-- so that a save can move them into the revision it makes of the version it replaces.
ALTER TABLE recipes ADD COLUMN updated_by uuid;
ALTER TABLE recipes ADD COLUMN change_summary text;
ALTER TABLE recipes ADD CONSTRAINT recipes_saver_fkey FOREIGN KEY (updated_by) REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX recipes_updated_by_idx ON recipes (updated_by);

-- A version that a save replaced: the recipe as it was then (a draft in JSON: names, not ids,
-- except the steps' own ids, so that restoring keeps the steps that still stand), its photo by
-- digest, who saved that version, when, and what that version had changed from the one before
-- it. Revisions go with their recipe: deleting a recipe keeps them in its undo copy, and undo
-- puts them back.
CREATE TABLE recipe_revisions (
    household_id uuid        NOT NULL,
    recipe_id    uuid        NOT NULL,
    version      integer     NOT NULL,
    graph        jsonb       NOT NULL,
    -- The photo the version showed (recipe_photos, or revision_photos once replaced); NULL: none.
    photo_digest text,
    saved_by     uuid,
    saved_at     timestamptz NOT NULL,
    -- NULL for a recipe's first version, which was made rather than changed.
    summary      text,
    CONSTRAINT recipe_revisions_pkey PRIMARY KEY (household_id, recipe_id, version),
    CONSTRAINT recipe_revisions_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE,
    CONSTRAINT recipe_revisions_saver_fkey FOREIGN KEY (saved_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX recipe_revisions_saved_by_idx ON recipe_revisions (saved_by);

-- Photos a recipe no longer shows but an earlier version does. A photo is kept once, by
-- reference: while it is the recipe's it is in recipe_photos alone; a save that replaces or
-- removes it moves it here, a restore moves it back, and pruning removes it once no revision
-- names it.
CREATE TABLE revision_photos (
    household_id uuid    NOT NULL,
    recipe_id    uuid    NOT NULL,
    digest       text    NOT NULL,
    picture      bytea   NOT NULL,
    width        integer NOT NULL,
    height       integer NOT NULL,
    thumbnail    bytea   NOT NULL,
    CONSTRAINT revision_photos_pkey PRIMARY KEY (household_id, recipe_id, digest),
    CONSTRAINT revision_photos_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE
);
ALTER TABLE revision_photos ALTER COLUMN picture SET STORAGE EXTERNAL;
ALTER TABLE revision_photos ALTER COLUMN thumbnail SET STORAGE EXTERNAL;

-- How much history a household keeps: NULL is everything. `larder prune-history` applies it.
ALTER TABLE households ADD COLUMN history_keep_revisions integer;
ALTER TABLE households ADD COLUMN history_keep_days integer;
ALTER TABLE households ADD CONSTRAINT households_history_keep_check
    CHECK ((history_keep_revisions IS NULL OR history_keep_revisions BETWEEN 1 AND 10000)
           AND (history_keep_days IS NULL OR history_keep_days BETWEEN 1 AND 36500));

-- Each member's stars for a recipe, from 1 to 5. A rating belongs to a membership, as a
-- favourite does: leaving the household takes it along.
CREATE TABLE recipe_ratings (
    household_id uuid        NOT NULL,
    recipe_id    uuid        NOT NULL,
    user_id      uuid        NOT NULL,
    stars        integer     NOT NULL,
    rated_at     timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT recipe_ratings_pkey PRIMARY KEY (household_id, recipe_id, user_id),
    CONSTRAINT recipe_ratings_stars_check CHECK (stars BETWEEN 1 AND 5),
    CONSTRAINT recipe_ratings_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE,
    CONSTRAINT recipe_ratings_member_fkey FOREIGN KEY (household_id, user_id)
        REFERENCES memberships (household_id, user_id) ON DELETE CASCADE
);
CREATE INDEX recipe_ratings_member_idx ON recipe_ratings (household_id, user_id);

-- The household's average, kept on the recipe so that the list sorts and filters by it through
-- an index; unrated sorts as 0. A trigger keeps it, whatever removes a rating (a member leaving
-- takes theirs by cascade, which no caller sees).
ALTER TABLE recipes ADD COLUMN rating numeric(3,2);
ALTER TABLE recipes ADD COLUMN rating_count integer NOT NULL DEFAULT 0;
CREATE INDEX recipes_household_rating_idx ON recipes (household_id, (coalesce(rating, 0)), lower(name), id);

CREATE FUNCTION larder_refresh_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE recipes r SET rating = t.average, rating_count = t.count
    FROM (SELECT touched.household_id, touched.recipe_id, round(avg(g.stars), 2) AS average, count(g.stars)::integer AS count
          FROM (SELECT DISTINCT household_id, recipe_id FROM touched_ratings) touched
          LEFT JOIN recipe_ratings g ON g.household_id = touched.household_id AND g.recipe_id = touched.recipe_id
          GROUP BY touched.household_id, touched.recipe_id) t
    WHERE r.household_id = t.household_id AND r.id = t.recipe_id
      AND (r.rating IS DISTINCT FROM t.average OR r.rating_count <> t.count);
    RETURN NULL;
END;
$$;

CREATE TRIGGER recipe_ratings_refresh_insert AFTER INSERT ON recipe_ratings
    REFERENCING NEW TABLE AS touched_ratings
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_rating();
CREATE TRIGGER recipe_ratings_refresh_update AFTER UPDATE ON recipe_ratings
    REFERENCING NEW TABLE AS touched_ratings
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_rating();
CREATE TRIGGER recipe_ratings_refresh_delete AFTER DELETE ON recipe_ratings
    REFERENCING OLD TABLE AS touched_ratings
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_rating();

-- A public, read-only link to one recipe. The secret is shown once; only its SHA-256 is kept.
-- Revoking a link deletes it, so a revoked link and one that never existed look the same.
CREATE TABLE share_links (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    recipe_id    uuid        NOT NULL,
    secret_hash  bytea       NOT NULL,
    created_by   uuid,
    created_at   timestamptz NOT NULL DEFAULT now(),
    -- NULL: until revoked.
    expires_at   timestamptz,
    CONSTRAINT share_links_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT share_links_secret_hash_key UNIQUE (secret_hash),
    CONSTRAINT share_links_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE,
    CONSTRAINT share_links_creator_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX share_links_recipe_idx ON share_links (household_id, recipe_id);
CREATE INDEX share_links_created_by_idx ON share_links (created_by);
