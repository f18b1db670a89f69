-- Stage 27 (SchemaV27), custom: lines as cooks wrote them.
--
-- A line keeps what the cook wrote beside its amount, apart from its note: the same amount in
-- other units ("200 g / 7 oz"), which scales with it; the size of each item ("2 × 400 g cans"),
-- which never does; the size of a thing counted ("2 large eggs"); and the heading it is listed
-- under ("For the sauce"). A recipe keeps when its source published it, apart from when it was
-- added to the household. An import job remembers whether its sources' keywords become tags.
ALTER TABLE recipe_ingredients
    ADD COLUMN equivalents jsonb NOT NULL DEFAULT '[]',
    ADD COLUMN container   jsonb NOT NULL DEFAULT '[]',
    ADD COLUMN size        text  NOT NULL DEFAULT '',
    ADD COLUMN group_name  text  NOT NULL DEFAULT '',
    ADD CONSTRAINT recipe_ingredients_equivalents_check CHECK (jsonb_typeof(equivalents) = 'array'),
    ADD CONSTRAINT recipe_ingredients_container_check CHECK (jsonb_typeof(container) = 'array');
ALTER TABLE recipes ADD COLUMN published_at timestamptz;
-- A job's recipes take their sources' keywords as tags only when the household asked.
ALTER TABLE import_jobs ADD COLUMN keywords_as_tags boolean NOT NULL DEFAULT false;

-- Before this file runs, the stage's Swift step has read every stored line again and filled
-- `line_reread` with what changes: (household_id, id, recipe_id, action, …). Actions:
--   'delete'  a heading ("FOR THE SAUCE"), which now names the group of the lines after it, or a
--             piece of equipment ("Roasting pan"), which joins its step's tools (`step_tools`);
--   'rewrite' a line whose ingredient was named wrongly ("+ 2 tablespoons water", "Eier"):
--             every part of it is read again, and it names the ingredient it should;
--   'refine'  a line whose amount was read right: its note gives up what are now equivalents,
--             sizes of items and sizes;
--   'group'   a line listed under a heading, which now says so.

-- Ingredients that lose lines here; those left with none and nothing of their own go below.
CREATE TEMPORARY TABLE ingredient_left ON COMMIT DROP AS
SELECT DISTINCT l.household_id, l.ingredient_id AS id
FROM recipe_ingredients l JOIN line_reread r ON r.household_id = l.household_id AND r.id = l.id
WHERE r.action IN ('delete', 'rewrite') AND l.ingredient_id IS NOT NULL;

-- The names lines now read, in name order (as saves lock them).
INSERT INTO ingredients (household_id, name)
SELECT DISTINCT ON (household_id, lower(ingredient)) household_id, ingredient
FROM line_reread WHERE action = 'rewrite' AND ingredient IS NOT NULL
ORDER BY household_id, lower(ingredient), ingredient
ON CONFLICT (household_id, lower(name)) DO NOTHING;

UPDATE recipe_ingredients l
SET quantity = r.quantity, quantity_max = r.quantity_max, unit = r.unit, note = r.note,
    equivalents = r.equivalents, container = r.container, size = r.size, group_name = r.group_name,
    ingredient_id = (SELECT i.id FROM ingredients i WHERE i.household_id = r.household_id AND lower(i.name) = lower(r.ingredient))
FROM line_reread r
WHERE r.household_id = l.household_id AND r.id = l.id AND r.action = 'rewrite';

UPDATE recipe_ingredients l
SET note = r.note, equivalents = r.equivalents, container = r.container, size = r.size, group_name = r.group_name
FROM line_reread r
WHERE r.household_id = l.household_id AND r.id = l.id AND r.action = 'refine';

UPDATE recipe_ingredients l SET group_name = r.group_name
FROM line_reread r
WHERE r.household_id = l.household_id AND r.id = l.id AND r.action = 'group';

DELETE FROM recipe_ingredients l USING line_reread r
WHERE r.household_id = l.household_id AND r.id = l.id AND r.action = 'delete';

-- Equipment joins its step's tools, after those the step named already.
UPDATE recipe_steps s SET tools = s.tools || t.tools
FROM step_tools t WHERE t.household_id = s.household_id AND t.step_id = s.id;

-- The lines left after a heading or a tool was taken out close up: positions run 0, 1, 2…
UPDATE recipe_ingredients l SET position = n.position
FROM (SELECT l.household_id, l.id, row_number() OVER (PARTITION BY l.household_id, l.step_id, l.recipe_id ORDER BY l.position) - 1 AS position
      FROM recipe_ingredients l
      WHERE (l.household_id, coalesce(l.step_id, l.recipe_id)) IN (SELECT household_id, owner_id FROM line_reread WHERE action = 'delete')) n
WHERE n.household_id = l.household_id AND n.id = l.id AND n.position <> l.position;

-- Recipes name the ingredients they now use, so that searches find them.
UPDATE recipes r SET ingredient_ids = coalesce(larder_recipe_ingredient_ids(r.household_id, r.id), '{}')
WHERE (r.household_id, r.id) IN (SELECT household_id, recipe_id FROM line_reread WHERE action IN ('delete', 'rewrite'));

-- A wrongly named ingredient that no line names any more, with no picture, aisle or density of
-- its own, leaves the catalog; one the household gave any of these stays.
DELETE FROM ingredients i USING ingredient_left g
WHERE i.household_id = g.household_id AND i.id = g.id
  AND i.image IS NULL AND i.aisle = '' AND i.density IS NULL
  AND NOT EXISTS (SELECT 1 FROM recipe_ingredients l WHERE l.household_id = i.household_id AND l.ingredient_id = i.id);
