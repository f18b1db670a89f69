-- Stage 4 (SchemaV4), lightweight: search that stays fast at 100,000 recipes, and each
-- recipe's total time kept by PostgreSQL itself.
-- pg_trgm is a trusted extension: the database owner may create it, no superuser needed.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- "name contains", "text contains" and ingredient search: ILIKE '%…%' served by trigram indexes.
CREATE INDEX recipes_name_trgm_idx ON recipes USING gin (name gin_trgm_ops);
CREATE INDEX recipes_summary_trgm_idx ON recipes USING gin (summary gin_trgm_ops);
CREATE INDEX ingredients_name_trgm_idx ON ingredients USING gin (name gin_trgm_ops);
CREATE INDEX skills_name_trgm_idx ON skills USING gin (name gin_trgm_ops);
-- Full-text search in step instructions ("simmer" finds "simmering").
CREATE INDEX recipe_steps_instructions_fts_idx ON recipe_steps
    USING gin (to_tsvector('english', instructions));

ALTER TABLE recipes ADD COLUMN total_time_seconds integer NOT NULL DEFAULT 0;
UPDATE recipes r SET total_time_seconds = t.total
FROM (SELECT household_id, recipe_id, sum(time_seconds)::integer AS total
      FROM recipe_steps WHERE time_seconds IS NOT NULL
      GROUP BY household_id, recipe_id) t
WHERE r.household_id = t.household_id AND r.id = t.recipe_id;
CREATE INDEX recipes_household_total_time_idx ON recipes (household_id, total_time_seconds, id);

-- The total follows the steps whoever writes them: statement-level triggers with transition
-- tables recompute only the recipes a statement touched, once per statement.
CREATE FUNCTION larder_refresh_total_time() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE recipes r SET total_time_seconds = coalesce(
            (SELECT sum(s.time_seconds) FROM recipe_steps s
             WHERE s.household_id = r.household_id AND s.recipe_id = r.id), 0)
        WHERE (r.household_id, r.id) IN (SELECT household_id, recipe_id FROM new_steps);
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE recipes r SET total_time_seconds = coalesce(
            (SELECT sum(s.time_seconds) FROM recipe_steps s
             WHERE s.household_id = r.household_id AND s.recipe_id = r.id), 0)
        WHERE (r.household_id, r.id) IN (SELECT household_id, recipe_id FROM old_steps);
    ELSE
        UPDATE recipes r SET total_time_seconds = coalesce(
            (SELECT sum(s.time_seconds) FROM recipe_steps s
             WHERE s.household_id = r.household_id AND s.recipe_id = r.id), 0)
        WHERE (r.household_id, r.id) IN (SELECT household_id, recipe_id FROM old_steps
                                         UNION SELECT household_id, recipe_id FROM new_steps);
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER recipe_steps_total_time_insert AFTER INSERT ON recipe_steps
    REFERENCING NEW TABLE AS new_steps
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_total_time();
CREATE TRIGGER recipe_steps_total_time_update AFTER UPDATE ON recipe_steps
    REFERENCING OLD TABLE AS old_steps NEW TABLE AS new_steps
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_total_time();
CREATE TRIGGER recipe_steps_total_time_delete AFTER DELETE ON recipe_steps
    REFERENCING OLD TABLE AS old_steps
    FOR EACH STATEMENT EXECUTE FUNCTION larder_refresh_total_time();
