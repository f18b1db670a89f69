-- Stage 16 (SchemaV16), lightweight: each member's favourite recipes, and the household's log of
-- what was cooked, by whom, when and for how many.
--
-- A favourite belongs to a membership: leaving a household, or deleting the account, takes
-- that person's stars there with it. A log entry belongs to its recipe; deleting the account
-- of the person who cooked keeps the entry, without its cook.
CREATE TABLE favourites (
    household_id uuid        NOT NULL,
    user_id      uuid        NOT NULL,
    recipe_id    uuid        NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT favourites_pkey PRIMARY KEY (household_id, user_id, recipe_id),
    CONSTRAINT favourites_member_fkey FOREIGN KEY (household_id, user_id)
        REFERENCES memberships (household_id, user_id) ON DELETE CASCADE,
    CONSTRAINT favourites_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE
);
CREATE INDEX favourites_recipe_idx ON favourites (household_id, recipe_id);

CREATE TABLE cooking_log (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    recipe_id    uuid        NOT NULL,
    cook_id      uuid,
    cooked_on    date        NOT NULL,
    servings     integer     NOT NULL,
    note         text        NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT cooking_log_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT cooking_log_servings_check CHECK (servings BETWEEN 1 AND 100),
    CONSTRAINT cooking_log_note_check CHECK (length(note) <= 500),
    CONSTRAINT cooking_log_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE,
    CONSTRAINT cooking_log_cook_fkey FOREIGN KEY (cook_id) REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX cooking_log_recipe_idx ON cooking_log (household_id, recipe_id, cooked_on);
CREATE INDEX cooking_log_cook_id_idx ON cooking_log (cook_id);

-- Each recipe keeps the last day it was cooked, so the list can sort by "least recently cooked"
-- through an index instead of reading every recipe's log. Never cooked sorts first.
ALTER TABLE recipes ADD COLUMN last_cooked_on date;
CREATE INDEX recipes_household_last_cooked_idx ON recipes (household_id, (coalesce(last_cooked_on, '-infinity'::date)), id);

CREATE FUNCTION larder_refresh_last_cooked() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE recipes r SET last_cooked_on = t.last
    FROM (SELECT touched.household_id, touched.recipe_id,
                 (SELECT max(c.cooked_on) FROM cooking_log c
                  WHERE c.household_id = touched.household_id AND c.recipe_id = touched.recipe_id) AS last
          FROM (SELECT DISTINCT household_id, recipe_id FROM touched_entries) touched) t
    WHERE r.household_id = t.household_id AND r.id = t.recipe_id AND r.last_cooked_on IS DISTINCT FROM t.last;
    RETURN NULL;
END;
$$;

-- An entry never moves to another recipe: an update's new rows name every recipe it touched.
CREATE TRIGGER cooking_log_last_cooked_insert AFTER INSERT ON cooking_log
    REFERENCING NEW TABLE AS touched_entries
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_last_cooked();
CREATE TRIGGER cooking_log_last_cooked_update AFTER UPDATE ON cooking_log
    REFERENCING NEW TABLE AS touched_entries
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_last_cooked();
CREATE TRIGGER cooking_log_last_cooked_delete AFTER DELETE ON cooking_log
    REFERENCING OLD TABLE AS touched_entries
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_last_cooked();
