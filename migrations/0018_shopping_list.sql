-- Stage 18 (SchemaV18), lightweight: the household's shopping list, shared live.
--
-- The list is made from its sources: a range of planned days and chosen recipes with servings.
-- Generated items are replaced when the list is made again, keeping their ticks (matched by
-- `key`, the ingredient and unit kind they sum); items added by hand stay until removed.
-- Every change to a household's items adds one to its `shopping_version` and announces it on
-- channel `larder_shopping`, so every app instance can tell the open copies of the list.
ALTER TABLE ingredients ADD COLUMN aisle text NOT NULL DEFAULT '';
ALTER TABLE ingredients ADD CONSTRAINT ingredients_aisle_check CHECK (aisle = btrim(aisle) AND length(aisle) <= 50);

ALTER TABLE households ADD COLUMN shopping_version bigint NOT NULL DEFAULT 0;
ALTER TABLE households ADD COLUMN shopping_from date;
ALTER TABLE households ADD COLUMN shopping_to date;

CREATE TABLE shopping_recipes (
    household_id uuid    NOT NULL,
    recipe_id    uuid    NOT NULL,
    servings     integer NOT NULL,
    CONSTRAINT shopping_recipes_pkey PRIMARY KEY (household_id, recipe_id),
    CONSTRAINT shopping_recipes_servings_check CHECK (servings BETWEEN 1 AND 100),
    CONSTRAINT shopping_recipes_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE
);

CREATE TABLE shopping_items (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    -- NULL for an item added by hand.
    key          text,
    text         text        NOT NULL,
    aisle        text        NOT NULL DEFAULT '',
    position     integer     NOT NULL DEFAULT 0,
    ticked_at    timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT shopping_items_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT shopping_items_text_check CHECK (length(text) BETWEEN 1 AND 500),
    CONSTRAINT shopping_items_household_fkey FOREIGN KEY (household_id) REFERENCES households (id) ON DELETE CASCADE
);
CREATE INDEX shopping_items_household_idx ON shopping_items (household_id, aisle, position);

CREATE FUNCTION larder_announce_shopping() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
    changed record;
BEGIN
    FOR changed IN
        UPDATE households h SET shopping_version = h.shopping_version + 1
        WHERE h.id IN (SELECT household_id FROM touched_items)
        RETURNING h.id, h.shopping_version
    LOOP
        PERFORM pg_notify('larder_shopping', changed.id::text || ' ' || changed.shopping_version::text);
    END LOOP;
    RETURN NULL;
END;
$$;

CREATE TRIGGER shopping_items_announce_insert AFTER INSERT ON shopping_items
    REFERENCING NEW TABLE AS touched_items
    FOR EACH STATEMENT EXECUTE FUNCTION larder_announce_shopping();
CREATE TRIGGER shopping_items_announce_update AFTER UPDATE ON shopping_items
    REFERENCING NEW TABLE AS touched_items
    FOR EACH STATEMENT EXECUTE FUNCTION larder_announce_shopping();
CREATE TRIGGER shopping_items_announce_delete AFTER DELETE ON shopping_items
    REFERENCING OLD TABLE AS touched_items
    FOR EACH STATEMENT EXECUTE FUNCTION larder_announce_shopping();
