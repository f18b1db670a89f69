-- Stage 20 (SchemaV20), custom: one catalog name per ingredient. "Eggs", "egg" and "large eggs"
-- named three ingredients, so the shopping list and the recipe's totals never added them up.
-- Names now fold: the last word singular, without words of preparation or size (chopped, juiced,
-- large, fresh), which lines keep in their note. Before this file runs, the stage's Swift step has
-- folded every name and filled `ingredient_fold` with each ingredient whose name changes or that
-- another survives: (household_id, id, survivor_id, folded). As stage 2 did, duplicates merge into
-- their oldest member, lines follow it, and nothing is lost.

-- Lines follow their survivor; the use counts follow the lines through their triggers.
UPDATE recipe_ingredients line SET ingredient_id = fold.survivor_id
FROM ingredient_fold fold
WHERE line.household_id = fold.household_id AND line.ingredient_id = fold.id AND fold.id <> fold.survivor_id;

-- A survivor without a picture or an aisle takes a duplicate's.
UPDATE ingredients survivor SET image = coalesce(survivor.image, duplicate.image),
                                image_type = CASE WHEN survivor.image IS NULL THEN duplicate.image_type ELSE survivor.image_type END,
                                aisle = CASE WHEN survivor.aisle = '' THEN duplicate.aisle ELSE survivor.aisle END
FROM (SELECT DISTINCT ON (fold.household_id, fold.survivor_id) fold.household_id, fold.survivor_id, i.image, i.image_type, i.aisle
      FROM ingredient_fold fold JOIN ingredients i ON i.household_id = fold.household_id AND i.id = fold.id
      WHERE fold.id <> fold.survivor_id AND (i.image IS NOT NULL OR i.aisle <> '')
      ORDER BY fold.household_id, fold.survivor_id, i.image IS NULL, i.created_at, i.id) duplicate
WHERE survivor.household_id = duplicate.household_id AND survivor.id = duplicate.survivor_id
  AND (survivor.image IS NULL OR survivor.aisle = '');

-- Recipes that named a duplicate name its survivor instead, so that searches find them.
UPDATE recipes r SET ingredient_ids = coalesce(larder_recipe_ingredient_ids(r.household_id, r.id), '{}')
FROM (SELECT household_id, array_agg(id) AS ids FROM ingredient_fold WHERE id <> survivor_id GROUP BY household_id) gone
WHERE r.household_id = gone.household_id AND r.ingredient_ids && gone.ids;

DELETE FROM ingredients i USING ingredient_fold fold
WHERE i.household_id = fold.household_id AND i.id = fold.id AND fold.id <> fold.survivor_id;

UPDATE ingredients i SET name = fold.folded
FROM ingredient_fold fold
WHERE i.household_id = fold.household_id AND i.id = fold.id AND fold.id = fold.survivor_id;
