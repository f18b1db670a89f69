-- Stage 28 (SchemaV28), lightweight: searches ignore accents as they ignore case. "hahnchen"
-- finds "Hähnchen", "creme brulee" finds "Crème brûlée" and "jalapeno" finds "Jalapeño", in the
-- names, summaries and steps of recipes and in the names of ingredients and skills, in every
-- language. Each search compares larder_fold(…) (stage 19: lower(unaccent(…))) on both sides,
-- and each index is on that expression, so that the plans keep their indexes.

-- The recipe's name has had its folded index since stage 19; the plain one served only ILIKE.
DROP INDEX recipes_name_trgm_idx;
DROP INDEX recipes_summary_trgm_idx;
CREATE INDEX recipes_summary_fold_trgm_idx ON recipes USING gin (larder_fold(summary) gin_trgm_ops);
DROP INDEX ingredients_name_trgm_idx;
CREATE INDEX ingredients_name_fold_trgm_idx ON ingredients USING gin (larder_fold(name) gin_trgm_ops);
DROP INDEX skills_name_trgm_idx;
CREATE INDEX skills_name_fold_trgm_idx ON skills USING gin (larder_fold(name) gin_trgm_ops);

-- The steps' words are folded before they are stemmed, and a search's words are folded the same
-- way (`RecipePredicate.textContains`).
CREATE OR REPLACE FUNCTION larder_refresh_step_summaries() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    UPDATE recipes r SET step_words = coalesce(t.words, ''::tsvector), ingredient_ids = coalesce(t.ingredients, '{}')
    FROM (SELECT touched.household_id, touched.recipe_id,
                 to_tsvector('english', larder_fold(string_agg(s.instructions, ' ' ORDER BY s.position))) AS words,
                 larder_recipe_ingredient_ids(touched.household_id, touched.recipe_id) AS ingredients
          FROM (SELECT household_id, recipe_id FROM touched_steps GROUP BY 1, 2) touched
          LEFT JOIN recipe_steps s ON s.household_id = touched.household_id AND s.recipe_id = touched.recipe_id
          GROUP BY touched.household_id, touched.recipe_id) t
    WHERE r.household_id = t.household_id AND r.id = t.recipe_id;
    RETURN NULL;
END;
$$;
UPDATE recipes r SET step_words = t.words
FROM (SELECT household_id, recipe_id, to_tsvector('english', larder_fold(string_agg(instructions, ' ' ORDER BY position))) AS words
      FROM recipe_steps GROUP BY household_id, recipe_id) t
WHERE r.household_id = t.household_id AND r.id = t.recipe_id AND r.step_words IS DISTINCT FROM t.words;
