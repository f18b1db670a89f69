-- Stage 15 (SchemaV15), lightweight: tags. A household's tags are unique by name ignoring case,
-- as its ingredients and skills are, and a recipe save upserts the tags it names. A tag goes
-- with its household; deleting a tag or a recipe takes their links with it, never the other end.
CREATE TABLE tags (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    name         text        NOT NULL,
    -- Recipes carrying the tag, kept exact by the links' statement-level triggers below, so that
    -- the list can show every tag with its count without counting.
    use_count    integer     NOT NULL DEFAULT 0,
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT tags_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT tags_name_check CHECK (name = btrim(name) AND length(name) BETWEEN 1 AND 50 AND position(',' IN name) = 0),
    CONSTRAINT tags_household_fkey FOREIGN KEY (household_id) REFERENCES households (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX tags_household_name_key ON tags (household_id, lower(name));

CREATE TABLE recipe_tags (
    household_id uuid NOT NULL,
    recipe_id    uuid NOT NULL,
    tag_id       uuid NOT NULL,
    CONSTRAINT recipe_tags_pkey PRIMARY KEY (household_id, recipe_id, tag_id),
    CONSTRAINT recipe_tags_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE,
    CONSTRAINT recipe_tags_tag_fkey FOREIGN KEY (household_id, tag_id)
        REFERENCES tags (household_id, id) ON DELETE CASCADE
);
-- The recipes of a tag, for the list's tag filter.
CREATE INDEX recipe_tags_tag_idx ON recipe_tags (household_id, tag_id, recipe_id);

-- Each statement's links, grouped by tag, added or taken away (as stage 13 counts ingredient uses).
CREATE FUNCTION larder_count_tag_uses() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        UPDATE tags t SET use_count = t.use_count + d.change
        FROM (SELECT household_id, tag_id, count(*)::integer AS change FROM new_links GROUP BY 1, 2) d
        WHERE t.household_id = d.household_id AND t.id = d.tag_id;
    ELSE
        UPDATE tags t SET use_count = t.use_count - d.change
        FROM (SELECT household_id, tag_id, count(*)::integer AS change FROM old_links GROUP BY 1, 2) d
        WHERE t.household_id = d.household_id AND t.id = d.tag_id;
    END IF;
    RETURN NULL;
END;
$$;

-- Links are only ever inserted and deleted, never updated.
CREATE TRIGGER recipe_tags_count_insert AFTER INSERT ON recipe_tags
    REFERENCING NEW TABLE AS new_links
    FOR EACH STATEMENT EXECUTE FUNCTION larder_count_tag_uses();
CREATE TRIGGER recipe_tags_count_delete AFTER DELETE ON recipe_tags
    REFERENCING OLD TABLE AS old_links
    FOR EACH STATEMENT EXECUTE FUNCTION larder_count_tag_uses();
