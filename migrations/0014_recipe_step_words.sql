-- Stage 14 (SchemaV14), lightweight: each recipe keeps the words of all its steps as one
-- tsvector, and the ingredients its lines name, beside its total time, so that "a word in the
-- steps" and "uses garlic" are conditions on the recipe row. A search for a common word then
-- walks the recipes in name order and stops at a page, and a rare one is found through the
-- index. Before, the matching steps of the whole household were gathered and sorted first (a
-- third of a second for "prove" at 50,000 recipes), or, for an ingredient no recipe uses, every
-- recipe's lines were read in name order (past the statement timeout).
-- The words of a dozen steps take a kilobyte or two: kept beside the recipe's other columns
-- they would triple the width of the rows a list walks. Values past 256 bytes of a row go to
-- its TOAST table instead, read only when a search needs them.
ALTER TABLE recipes SET (toast_tuple_target = 256);
ALTER TABLE recipes ADD COLUMN step_words tsvector NOT NULL DEFAULT ''::tsvector;
ALTER TABLE recipes ADD COLUMN ingredient_ids uuid[] NOT NULL DEFAULT '{}';
UPDATE recipes r SET step_words = t.words
FROM (SELECT household_id, recipe_id, to_tsvector('english', string_agg(instructions, ' ' ORDER BY position)) AS words
      FROM recipe_steps GROUP BY household_id, recipe_id) t
WHERE r.household_id = t.household_id AND r.id = t.recipe_id;
UPDATE recipes r SET ingredient_ids = t.ids
FROM (SELECT s.household_id, s.recipe_id, array_agg(DISTINCT l.ingredient_id) AS ids
      FROM recipe_steps s JOIN recipe_ingredients l ON l.household_id = s.household_id AND l.step_id = s.id
      WHERE l.ingredient_id IS NOT NULL GROUP BY s.household_id, s.recipe_id) t
WHERE r.household_id = t.household_id AND r.id = t.recipe_id;
CREATE INDEX recipes_step_words_idx ON recipes USING gin (step_words);
CREATE INDEX recipes_ingredient_ids_idx ON recipes USING gin (ingredient_ids);
DROP INDEX recipe_steps_instructions_fts_idx;

-- The steps' triggers now keep all three summaries of the recipes a statement touched. Every
-- write of a recipe's lines goes through its steps (a save upserts them all in the statement
-- that writes the lines), so the lines are final when these triggers run. Only deleting an
-- ingredient leaves its id behind in ingredient_ids; it then names nothing a search can find.
CREATE FUNCTION larder_refresh_step_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE recipes r SET total_time_seconds = coalesce(t.total, 0), step_words = coalesce(t.words, ''::tsvector),
                         ingredient_ids = coalesce(t.ingredients, '{}')
    FROM (SELECT touched.household_id, touched.recipe_id, sum(s.time_seconds)::integer AS total,
                 to_tsvector('english', string_agg(s.instructions, ' ' ORDER BY s.position)) AS words,
                 (SELECT array_agg(DISTINCT l.ingredient_id)
                  FROM recipe_steps ls JOIN recipe_ingredients l ON l.household_id = ls.household_id AND l.step_id = ls.id
                  WHERE ls.household_id = touched.household_id AND ls.recipe_id = touched.recipe_id
                    AND l.ingredient_id IS NOT NULL) AS ingredients
          FROM (SELECT household_id, recipe_id FROM touched_steps GROUP BY 1, 2) touched
          LEFT JOIN recipe_steps s ON s.household_id = touched.household_id AND s.recipe_id = touched.recipe_id
          GROUP BY touched.household_id, touched.recipe_id) t
    WHERE r.household_id = t.household_id AND r.id = t.recipe_id;
    RETURN NULL;
END;
$$;

-- A transition table exists only for its operation: each trigger names the steps it saw
-- `touched_steps` (an update's new rows; a step never moves to another recipe).
DROP TRIGGER recipe_steps_total_time_insert ON recipe_steps;
DROP TRIGGER recipe_steps_total_time_update ON recipe_steps;
DROP TRIGGER recipe_steps_total_time_delete ON recipe_steps;
DROP FUNCTION larder_refresh_total_time();
CREATE TRIGGER recipe_steps_summaries_insert AFTER INSERT ON recipe_steps
    REFERENCING NEW TABLE AS touched_steps
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_step_summaries();
CREATE TRIGGER recipe_steps_summaries_update AFTER UPDATE ON recipe_steps
    REFERENCING NEW TABLE AS touched_steps
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_step_summaries();
CREATE TRIGGER recipe_steps_summaries_delete AFTER DELETE ON recipe_steps
    REFERENCING OLD TABLE AS touched_steps
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_step_summaries();
