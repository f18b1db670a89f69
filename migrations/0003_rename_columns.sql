-- Stage 3 (SchemaV3), lightweight: renames in the spirit of SwiftData's `originalName`.
-- A rename keeps every value; only the name changes.

ALTER TABLE recipe_steps RENAME COLUMN descrip TO instructions;
ALTER TABLE recipes RENAME COLUMN creation_date TO created_at;
ALTER INDEX recipes_household_creation_date_idx RENAME TO recipes_household_created_at_idx;
