-- Stage 7 (SchemaV7), lightweight: a version per recipe, and deleted recipes kept for undo.
--
-- Every save of a recipe adds one to its version, and a save names the version it was made
-- from: a save against an older version is refused rather than applied over someone else's.
ALTER TABLE recipes ADD COLUMN version integer NOT NULL DEFAULT 1;

-- A deleted recipe's whole graph (its rows as jsonb, ids and all), so that undo can put back
-- exactly what was there, across restarts and app instances. Rows expire; deleting purges
-- the expired ones.
CREATE TABLE deleted_recipes (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL,
    name         text        NOT NULL,
    graph        jsonb       NOT NULL,
    deleted_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    CONSTRAINT deleted_recipes_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT deleted_recipes_household_fkey FOREIGN KEY (household_id)
        REFERENCES households (id) ON DELETE CASCADE
);
CREATE INDEX deleted_recipes_expires_at_idx ON deleted_recipes (expires_at);
