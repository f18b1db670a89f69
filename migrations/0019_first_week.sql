-- Stage 19 (SchemaV19), lightweight: what a household meets in its first week.
--
-- Households keep their time zone ("today" on the plan and in the cooking log, the times pages
-- show), the pantry staples the shopping list leaves off, and their deletion, for undo: a
-- deleted household stays whole until `restorable_until`, out of every member's reach, and an
-- owner can bring it back. Expired ones are purged by `larder serve`.
ALTER TABLE households
    ADD COLUMN time_zone text NOT NULL DEFAULT 'UTC',
    ADD COLUMN pantry_staples text[] NOT NULL DEFAULT '{water,salt,pepper,oil}',
    ADD COLUMN deleted_at timestamptz,
    ADD COLUMN deleted_by uuid,
    ADD COLUMN restorable_until timestamptz,
    ADD CONSTRAINT households_time_zone_check CHECK (time_zone <> '' AND char_length(time_zone) <= 64),
    ADD CONSTRAINT households_pantry_staples_check CHECK (cardinality(pantry_staples) <= 100),
    ADD CONSTRAINT households_deleted_check CHECK ((deleted_at IS NULL) = (restorable_until IS NULL)),
    ADD CONSTRAINT households_deleter_fkey FOREIGN KEY (deleted_by) REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX households_deleted_by_idx ON households (deleted_by);
CREATE INDEX households_restorable_until_idx ON households (restorable_until) WHERE restorable_until IS NOT NULL;

-- The times a recipe states for itself (schema.org's prepTime, cookTime, totalTime), for recipes
-- whose steps have none. `total_time_seconds` is from now on the recipe's ready-in time, which the
-- save computes from the steps' schedule (or these times) and writes itself. Until a recipe is
-- next saved it keeps the plain sum of its steps' times, which is what the schedule now gives
-- when no step is marked to run beside a waiting one: each step waits for the one before.
ALTER TABLE recipes
    ADD COLUMN prep_time_seconds integer,
    ADD COLUMN cook_time_seconds integer,
    ADD COLUMN stated_total_seconds integer,
    ADD CONSTRAINT recipes_stated_times_check CHECK (
        prep_time_seconds BETWEEN 0 AND 604800 AND cook_time_seconds BETWEEN 0 AND 604800
        AND stated_total_seconds BETWEEN 0 AND 604800);

-- "Least recently cooked" lists the recipes never cooked first, by name, then the longest ago.
DROP INDEX recipes_household_last_cooked_idx;
CREATE INDEX recipes_household_last_cooked_idx ON recipes (household_id, COALESCE(last_cooked_on, '-infinity'::date), lower(name), id);

-- Names compare as a cook types them: ignoring case and accents ("creme brulee" is "Crème
-- brûlée"), and forgiving a typo ("lemn" is like "Lemon tart") through trigram word similarity.
-- The function names unaccent by the schema it lives in, so that an index on it rebuilds
-- whatever the search path (pg_restore runs with an empty one).
CREATE EXTENSION IF NOT EXISTS unaccent;
DO $fold$
DECLARE
    home text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'unaccent');
BEGIN
    EXECUTE format('CREATE FUNCTION larder_fold(text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS %L',
                   format('SELECT lower(%I.unaccent(%L::regdictionary, $1))', home, quote_ident(home) || '.unaccent'));
END
$fold$;
CREATE INDEX recipes_name_fold_trgm_idx ON recipes USING gin (larder_fold(name) gin_trgm_ops);

-- A step the recipe says can be done while an earlier step waits (its position).
ALTER TABLE recipe_steps
    ADD COLUMN during_step integer,
    ADD CONSTRAINT recipe_steps_during_check CHECK (during_step >= 0 AND during_step < position);

-- Lines no step uses ("You will need") belong to their recipe instead of a step: exactly one of
-- the two. Their positions are written afresh by every save, as a step's lines are.
ALTER TABLE recipe_ingredients
    ALTER COLUMN step_id DROP NOT NULL,
    ADD COLUMN recipe_id uuid,
    ADD CONSTRAINT recipe_ingredients_owner_check CHECK (num_nonnulls(step_id, recipe_id) = 1),
    ADD CONSTRAINT recipe_ingredients_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE;
CREATE INDEX recipe_ingredients_recipe_idx ON recipe_ingredients (household_id, recipe_id, position)
    WHERE recipe_id IS NOT NULL;

-- The steps' triggers keep the words and the ingredients of the recipes a statement touched,
-- counting the recipe's own lines too; the total time is no longer theirs to keep.
CREATE OR REPLACE FUNCTION larder_refresh_step_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE recipes r SET step_words = coalesce(t.words, ''::tsvector), ingredient_ids = coalesce(t.ingredients, '{}')
    FROM (SELECT touched.household_id, touched.recipe_id,
                 to_tsvector('english', string_agg(s.instructions, ' ' ORDER BY s.position)) AS words,
                 larder_recipe_ingredient_ids(touched.household_id, touched.recipe_id) AS ingredients
          FROM (SELECT household_id, recipe_id FROM touched_steps GROUP BY 1, 2) touched
          LEFT JOIN recipe_steps s ON s.household_id = touched.household_id AND s.recipe_id = touched.recipe_id
          GROUP BY touched.household_id, touched.recipe_id) t
    WHERE r.household_id = t.household_id AND r.id = t.recipe_id;
    RETURN NULL;
END;
$$;

-- Every ingredient a recipe's lines name, its steps' and its own.
CREATE FUNCTION larder_recipe_ingredient_ids(household uuid, recipe uuid) RETURNS uuid[]
LANGUAGE sql STABLE AS $$
    SELECT array_agg(DISTINCT ingredient_id) FROM (
        SELECT l.ingredient_id FROM recipe_steps s
        JOIN recipe_ingredients l ON l.household_id = s.household_id AND l.step_id = s.id
        WHERE s.household_id = household AND s.recipe_id = recipe
        UNION ALL
        SELECT l.ingredient_id FROM recipe_ingredients l WHERE l.household_id = household AND l.recipe_id = recipe) lines
    WHERE ingredient_id IS NOT NULL
$$;

-- A recipe's own lines change without its steps when it has none: they keep its ingredients too.
CREATE FUNCTION larder_refresh_recipe_lines() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE recipes r SET ingredient_ids = coalesce(larder_recipe_ingredient_ids(t.household_id, t.recipe_id), '{}')
    FROM (SELECT DISTINCT household_id, recipe_id FROM touched_lines WHERE recipe_id IS NOT NULL) t
    WHERE r.household_id = t.household_id AND r.id = t.recipe_id;
    RETURN NULL;
END;
$$;
CREATE TRIGGER recipe_ingredients_recipe_lines_insert AFTER INSERT ON recipe_ingredients
    REFERENCING NEW TABLE AS touched_lines
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_recipe_lines();
CREATE TRIGGER recipe_ingredients_recipe_lines_delete AFTER DELETE ON recipe_ingredients
    REFERENCING OLD TABLE AS touched_lines
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_recipe_lines();

-- A shopping-list item made from a pantry staple is kept but left off the list unless asked for.
ALTER TABLE shopping_items ADD COLUMN is_staple boolean NOT NULL DEFAULT false;

-- Every foreign key has an index that leads with its columns, so that deleting the row it points
-- at (a user, a household) finds the rows to cascade or nullify without reading the whole table.
CREATE INDEX sessions_household_id_idx ON sessions (household_id);
CREATE INDEX invites_created_by_idx ON invites (created_by);
