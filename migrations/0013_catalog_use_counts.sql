-- Stage 13 (SchemaV13), lightweight: the ingredient and skill catalogs show how often each is
-- used without counting over every recipe line on each view, which took seconds at 100,000
-- recipes. Each ingredient keeps the number of recipe lines naming it, and each skill the number
-- of steps it is linked to, both kept exact by statement-level triggers that add and subtract
-- per statement, grouped: a save touching "salt" updates salt's count once, and the row it
-- updates is one the save's upsert has already locked.
ALTER TABLE ingredients ADD COLUMN use_count integer NOT NULL DEFAULT 0;
ALTER TABLE skills ADD COLUMN use_count integer NOT NULL DEFAULT 0;

UPDATE ingredients i SET use_count = t.uses
FROM (SELECT household_id, ingredient_id, count(*)::integer AS uses FROM recipe_ingredients
      WHERE ingredient_id IS NOT NULL GROUP BY household_id, ingredient_id) t
WHERE i.household_id = t.household_id AND i.id = t.ingredient_id;
UPDATE skills k SET use_count = t.uses
FROM (SELECT household_id, skill_id, count(*)::integer AS uses FROM step_skills GROUP BY household_id, skill_id) t
WHERE k.household_id = t.household_id AND k.id = t.skill_id;

-- Each statement's lines, grouped by ingredient, added (+1) or taken away (-1). A function per
-- table and one trigger per operation, since a transition table exists only for its operation.
CREATE FUNCTION larder_count_ingredient_uses() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE ingredients i SET use_count = i.use_count + d.change
        FROM (SELECT household_id, ingredient_id, count(*)::integer AS change FROM new_lines
              WHERE ingredient_id IS NOT NULL GROUP BY 1, 2) d
        WHERE i.household_id = d.household_id AND i.id = d.ingredient_id;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE ingredients i SET use_count = i.use_count - d.change
        FROM (SELECT household_id, ingredient_id, count(*)::integer AS change FROM old_lines
              WHERE ingredient_id IS NOT NULL GROUP BY 1, 2) d
        WHERE i.household_id = d.household_id AND i.id = d.ingredient_id;
    ELSE
        UPDATE ingredients i SET use_count = i.use_count + d.change
        FROM (SELECT household_id, ingredient_id, sum(change)::integer AS change FROM (
                  SELECT household_id, ingredient_id, 1 AS change FROM new_lines
                  UNION ALL SELECT household_id, ingredient_id, -1 FROM old_lines) moves
              WHERE ingredient_id IS NOT NULL GROUP BY 1, 2) d
        WHERE i.household_id = d.household_id AND i.id = d.ingredient_id AND d.change <> 0;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER recipe_ingredients_count_insert AFTER INSERT ON recipe_ingredients
    REFERENCING NEW TABLE AS new_lines
    FOR EACH STATEMENT EXECUTE FUNCTION larder_count_ingredient_uses();
CREATE TRIGGER recipe_ingredients_count_update AFTER UPDATE ON recipe_ingredients
    REFERENCING OLD TABLE AS old_lines NEW TABLE AS new_lines
    FOR EACH STATEMENT EXECUTE FUNCTION larder_count_ingredient_uses();
CREATE TRIGGER recipe_ingredients_count_delete AFTER DELETE ON recipe_ingredients
    REFERENCING OLD TABLE AS old_lines
    FOR EACH STATEMENT EXECUTE FUNCTION larder_count_ingredient_uses();

CREATE FUNCTION larder_count_skill_uses() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE skills k SET use_count = k.use_count + d.change
        FROM (SELECT household_id, skill_id, count(*)::integer AS change FROM new_links GROUP BY 1, 2) d
        WHERE k.household_id = d.household_id AND k.id = d.skill_id;
    ELSIF TG_OP = 'DELETE' THEN
        UPDATE skills k SET use_count = k.use_count - d.change
        FROM (SELECT household_id, skill_id, count(*)::integer AS change FROM old_links GROUP BY 1, 2) d
        WHERE k.household_id = d.household_id AND k.id = d.skill_id;
    ELSE
        UPDATE skills k SET use_count = k.use_count + d.change
        FROM (SELECT household_id, skill_id, sum(change)::integer AS change FROM (
                  SELECT household_id, skill_id, 1 AS change FROM new_links
                  UNION ALL SELECT household_id, skill_id, -1 FROM old_links) moves
              GROUP BY 1, 2) d
        WHERE k.household_id = d.household_id AND k.id = d.skill_id AND d.change <> 0;
    END IF;
    RETURN NULL;
END;
$$;

CREATE TRIGGER step_skills_count_insert AFTER INSERT ON step_skills
    REFERENCING NEW TABLE AS new_links
    FOR EACH STATEMENT EXECUTE FUNCTION larder_count_skill_uses();
CREATE TRIGGER step_skills_count_update AFTER UPDATE ON step_skills
    REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
    FOR EACH STATEMENT EXECUTE FUNCTION larder_count_skill_uses();
CREATE TRIGGER step_skills_count_delete AFTER DELETE ON step_skills
    REFERENCING OLD TABLE AS old_links
    FOR EACH STATEMENT EXECUTE FUNCTION larder_count_skill_uses();
