-- Stage 1 (SchemaV1): the initial model graph.
-- Ingredient names are not unique yet; steps have `descrip` and recipes `creation_date`.
-- Every household-owned table carries household_id, and references between them are
-- composite (household_id, …), so one household's rows can never point at another's.

CREATE TABLE users (
    id            uuid        NOT NULL DEFAULT gen_random_uuid(),
    email         text        NOT NULL,
    display_name  text        NOT NULL,
    password_hash text        NOT NULL,
    is_admin      boolean     NOT NULL DEFAULT false,
    created_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT users_pkey PRIMARY KEY (id)
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE households (
    id         uuid        NOT NULL DEFAULT gen_random_uuid(),
    name       text        NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT households_pkey PRIMARY KEY (id)
);

CREATE TABLE memberships (
    household_id uuid        NOT NULL,
    user_id      uuid        NOT NULL,
    role         text        NOT NULL,
    joined_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT memberships_pkey PRIMARY KEY (household_id, user_id),
    CONSTRAINT memberships_role_check CHECK (role IN ('owner', 'member')),
    CONSTRAINT memberships_household_fkey FOREIGN KEY (household_id)
        REFERENCES households (id) ON DELETE CASCADE,
    CONSTRAINT memberships_user_fkey FOREIGN KEY (user_id)
        REFERENCES users (id) ON DELETE CASCADE
);
CREATE INDEX memberships_user_id_idx ON memberships (user_id);

-- Deny rule: a household that still has members always keeps an owner. Checked at commit, so
-- passing ownership and then leaving may happen in either order within one transaction. It
-- also guards deleting a user, whose memberships go by cascade.
CREATE FUNCTION larder_keep_an_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    IF EXISTS (SELECT 1 FROM memberships WHERE household_id = OLD.household_id)
       AND NOT EXISTS (SELECT 1 FROM memberships
                       WHERE household_id = OLD.household_id AND role = 'owner') THEN
        RAISE EXCEPTION 'the last owner of a household that still has other members cannot leave or be deleted'
            USING ERRCODE = 'restrict_violation',
                  CONSTRAINT = 'memberships_keep_an_owner',
                  DETAIL = format('household %s would be left without an owner', OLD.household_id),
                  HINT = 'Make another member an owner first.';
    END IF;
    RETURN NULL;
END;
$$;

CREATE CONSTRAINT TRIGGER memberships_keep_an_owner
    AFTER DELETE OR UPDATE OF role ON memberships
    DEFERRABLE INITIALLY DEFERRED
    FOR EACH ROW EXECUTE FUNCTION larder_keep_an_owner();

CREATE TABLE invites (
    household_id uuid        NOT NULL,
    code         text        NOT NULL,
    created_by   uuid,
    max_uses     integer,
    use_count    integer     NOT NULL DEFAULT 0,
    expires_at   timestamptz NOT NULL,
    revoked_at   timestamptz,
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT invites_pkey PRIMARY KEY (household_id, code),
    CONSTRAINT invites_uses_check CHECK (
        use_count >= 0 AND (max_uses IS NULL OR (max_uses > 0 AND use_count <= max_uses))),
    CONSTRAINT invites_household_fkey FOREIGN KEY (household_id)
        REFERENCES households (id) ON DELETE CASCADE,
    CONSTRAINT invites_creator_fkey FOREIGN KEY (created_by)
        REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX invites_code_idx ON invites (code);

CREATE TABLE sessions (
    token_hash   bytea       NOT NULL,
    user_id      uuid,
    household_id uuid,
    csrf_token   text        NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL,
    CONSTRAINT sessions_pkey PRIMARY KEY (token_hash),
    CONSTRAINT sessions_user_fkey FOREIGN KEY (user_id)
        REFERENCES users (id) ON DELETE CASCADE,
    CONSTRAINT sessions_household_fkey FOREIGN KEY (household_id)
        REFERENCES households (id) ON DELETE SET NULL
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);

CREATE TABLE recipes (
    household_id  uuid        NOT NULL,
    id            uuid        NOT NULL DEFAULT gen_random_uuid(),
    name          text        NOT NULL,
    summary       text        NOT NULL DEFAULT '',
    servings      integer     NOT NULL DEFAULT 4,
    source_url    text,
    author_id     uuid,
    creation_date timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT recipes_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT recipes_servings_check CHECK (servings BETWEEN 1 AND 100),
    CONSTRAINT recipes_name_check CHECK (char_length(name) BETWEEN 1 AND 200),
    CONSTRAINT recipes_household_fkey FOREIGN KEY (household_id)
        REFERENCES households (id) ON DELETE CASCADE,
    CONSTRAINT recipes_author_fkey FOREIGN KEY (author_id)
        REFERENCES users (id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX recipes_household_name_key ON recipes (household_id, lower(name));
CREATE INDEX recipes_household_creation_date_idx ON recipes (household_id, creation_date, id);
CREATE INDEX recipes_author_id_idx ON recipes (author_id);

CREATE TABLE recipe_steps (
    household_id uuid    NOT NULL,
    id           uuid    NOT NULL DEFAULT gen_random_uuid(),
    recipe_id    uuid    NOT NULL,
    position     integer NOT NULL,
    descrip      text    NOT NULL DEFAULT '',
    time_seconds integer,
    time_kind    text,
    tools        jsonb   NOT NULL DEFAULT '[]',
    CONSTRAINT recipe_steps_pkey PRIMARY KEY (household_id, id),
    -- Deferred, so that a reorder can swap positions within one statement.
    CONSTRAINT recipe_steps_position_key UNIQUE (household_id, recipe_id, position)
        DEFERRABLE INITIALLY DEFERRED,
    CONSTRAINT recipe_steps_position_check CHECK (position >= 0),
    CONSTRAINT recipe_steps_time_check CHECK (
        (time_seconds IS NULL) = (time_kind IS NULL)
        AND time_seconds >= 0 AND time_kind IN ('active', 'passive')),
    CONSTRAINT recipe_steps_tools_check CHECK (jsonb_typeof(tools) = 'array'),
    CONSTRAINT recipe_steps_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE
);

CREATE TABLE ingredients (
    household_id uuid        NOT NULL,
    id           uuid        NOT NULL DEFAULT gen_random_uuid(),
    name         text        NOT NULL,
    image        bytea,
    image_type   text,
    created_at   timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ingredients_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT ingredients_household_fkey FOREIGN KEY (household_id)
        REFERENCES households (id) ON DELETE CASCADE
);
CREATE INDEX ingredients_household_name_idx ON ingredients (household_id, name);

CREATE TABLE recipe_ingredients (
    household_id  uuid          NOT NULL,
    id            uuid          NOT NULL DEFAULT gen_random_uuid(),
    step_id       uuid          NOT NULL,
    position      integer       NOT NULL,
    ingredient_id uuid,
    quantity      numeric(12,3),
    quantity_max  numeric(12,3),
    unit          text          NOT NULL DEFAULT '',
    note          text          NOT NULL DEFAULT '',
    line_text     text          NOT NULL,
    CONSTRAINT recipe_ingredients_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT recipe_ingredients_position_key UNIQUE (household_id, step_id, position)
        DEFERRABLE INITIALLY DEFERRED,
    CONSTRAINT recipe_ingredients_position_check CHECK (position >= 0),
    CONSTRAINT recipe_ingredients_quantity_check CHECK (
        quantity >= 0 AND (quantity_max IS NULL OR quantity_max >= quantity)),
    CONSTRAINT recipe_ingredients_quantity_max_check CHECK (quantity_max IS NULL OR quantity IS NOT NULL),
    CONSTRAINT recipe_ingredients_step_fkey FOREIGN KEY (household_id, step_id)
        REFERENCES recipe_steps (household_id, id) ON DELETE CASCADE,
    -- Nullify: deleting an ingredient keeps the line, which still reads from line_text.
    CONSTRAINT recipe_ingredients_ingredient_fkey FOREIGN KEY (household_id, ingredient_id)
        REFERENCES ingredients (household_id, id) ON DELETE SET NULL (ingredient_id)
);
CREATE INDEX recipe_ingredients_ingredient_idx ON recipe_ingredients (household_id, ingredient_id);

CREATE TABLE skills (
    household_id uuid NOT NULL,
    id           uuid NOT NULL DEFAULT gen_random_uuid(),
    name         text NOT NULL,
    category     text NOT NULL DEFAULT 'general',
    ar_file_name text,
    CONSTRAINT skills_pkey PRIMARY KEY (household_id, id),
    CONSTRAINT skills_category_check CHECK (
        category IN ('general', 'cutting', 'cooking', 'baking', 'mixing', 'preserving', 'plating')),
    CONSTRAINT skills_household_fkey FOREIGN KEY (household_id)
        REFERENCES households (id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX skills_household_name_key ON skills (household_id, lower(name));

CREATE TABLE step_skills (
    household_id uuid NOT NULL,
    step_id      uuid NOT NULL,
    skill_id     uuid NOT NULL,
    CONSTRAINT step_skills_pkey PRIMARY KEY (household_id, step_id, skill_id),
    CONSTRAINT step_skills_step_fkey FOREIGN KEY (household_id, step_id)
        REFERENCES recipe_steps (household_id, id) ON DELETE CASCADE,
    CONSTRAINT step_skills_skill_fkey FOREIGN KEY (household_id, skill_id)
        REFERENCES skills (household_id, id) ON DELETE CASCADE
);
CREATE INDEX step_skills_skill_idx ON step_skills (household_id, skill_id);
