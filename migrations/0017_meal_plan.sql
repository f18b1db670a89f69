-- Stage 17 (SchemaV17), lightweight: the household's meal plan, and its calendar feed.
--
-- Each day has slots (breakfast, lunch, dinner, other); an entry in a slot is a recipe with
-- servings, or a note such as "leftovers". Deleting a recipe takes its entries with it.
-- The week starts on the household's chosen day (1 Monday … 7 Sunday, as ISO 8601 counts).
ALTER TABLE households ADD COLUMN week_starts_on integer NOT NULL DEFAULT 1;
ALTER TABLE households ADD CONSTRAINT households_week_starts_on_check CHECK (week_starts_on BETWEEN 1 AND 7);
-- The secret of the plan's iCalendar feed, as a SHA-256 (the link is shown once, when made):
-- NULL when the household has no feed, replaced when a new one is made, and so revoked.
ALTER TABLE households ADD COLUMN plan_feed_hash bytea;
CREATE UNIQUE INDEX households_plan_feed_hash_key ON households (plan_feed_hash);

CREATE TABLE plan_entries (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    day          date        NOT NULL,
    slot         text        NOT NULL,
    recipe_id    uuid,
    servings     integer,
    note         text        NOT NULL DEFAULT '',
    created_by   uuid,
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT plan_entries_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT plan_entries_slot_check CHECK (slot IN ('breakfast', 'lunch', 'dinner', 'other')),
    -- A recipe with servings, or a note alone.
    CONSTRAINT plan_entries_content_check CHECK (
        length(note) <= 200
        AND ((recipe_id IS NOT NULL AND servings BETWEEN 1 AND 100)
             OR (recipe_id IS NULL AND servings IS NULL AND note <> ''))),
    CONSTRAINT plan_entries_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE,
    CONSTRAINT plan_entries_creator_fkey FOREIGN KEY (created_by) REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT plan_entries_household_fkey FOREIGN KEY (household_id) REFERENCES households (id) ON DELETE CASCADE
);
-- A week of the plan is a range of days.
CREATE INDEX plan_entries_day_idx ON plan_entries (household_id, day);
CREATE INDEX plan_entries_recipe_idx ON plan_entries (household_id, recipe_id);
CREATE INDEX plan_entries_created_by_idx ON plan_entries (created_by);
