-- Stage 2 (SchemaV2), custom: ingredient names become unique per household, ignoring case.
-- Before this file runs, the stage's Swift step has merged duplicates ("Flour", "flour",
-- "FLOUR ") into one survivor and repointed their recipe lines to it, so nothing is lost.

UPDATE ingredients SET name = btrim(name) WHERE name <> btrim(name);

ALTER TABLE ingredients
    ADD CONSTRAINT ingredients_name_trimmed_check CHECK (name = btrim(name));

DROP INDEX ingredients_household_name_idx;
CREATE UNIQUE INDEX ingredients_household_name_key ON ingredients (household_id, lower(name));
