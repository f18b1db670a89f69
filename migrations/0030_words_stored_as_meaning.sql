-- Stage 30 (SchemaV30), custom: what a save changed and what an import job says of an address
-- are stored as meaning, not as English sentences.
--
-- Before, `recipes.change_summary`, `recipe_revisions.summary` and `import_job_items.message` held
-- English, which each page read back to say it in its reader's language: a rewording silently
-- stopped old rows from being said, and some messages were never said in any other language.
-- Now each holds a jsonb value (a code and its values) that the reader's language words when it
-- is shown. The Swift step before this file (`StoreWordsAsMeaning`) has read every stored
-- sentence back one last time into `stored_meaning`; a sentence that is not Larder's fixed words
-- is kept as written, `{"written": "…"}`, and shown as it is.
ALTER TABLE recipes ADD COLUMN change jsonb;
ALTER TABLE recipe_revisions ADD COLUMN change jsonb;
ALTER TABLE import_job_items ADD COLUMN said jsonb;

UPDATE recipes r SET change = m.said
FROM stored_meaning m
WHERE m.table_name = 'recipes' AND r.household_id = m.household_id AND r.id = m.id;

UPDATE recipe_revisions v SET change = m.said
FROM stored_meaning m
WHERE m.table_name = 'recipe_revisions' AND v.household_id = m.household_id AND v.recipe_id = m.id AND v.version = m.version;

UPDATE import_job_items i SET said = m.said
FROM stored_meaning m
WHERE m.table_name = 'import_job_items' AND i.household_id = m.household_id AND i.job_id = m.id AND i.position = m.position;

ALTER TABLE recipes DROP COLUMN change_summary;
ALTER TABLE recipe_revisions DROP COLUMN summary;
ALTER TABLE import_job_items DROP COLUMN message;
