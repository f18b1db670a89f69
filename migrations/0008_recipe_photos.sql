-- Stage 8 (SchemaV8), lightweight: one cover photo per recipe, kept in PostgreSQL so that
-- pg_dump backs up everything and app instances stay stateless.
--
-- Both pictures are WebP made by libvips from the upload, upright and without metadata (a
-- phone's photo records where it was taken). `digest` is the SHA-256 of `picture`: the URL
-- names it, so a new photo gets a new URL and browsers may keep each one for good.
CREATE TABLE recipe_photos (
    household_id uuid        NOT NULL,
    recipe_id    uuid        NOT NULL,
    digest       text        NOT NULL,
    picture      bytea       NOT NULL,
    width        integer     NOT NULL,
    height       integer     NOT NULL,
    thumbnail    bytea       NOT NULL,
    uploaded_at  timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT recipe_photos_pkey PRIMARY KEY (household_id, recipe_id),
    CONSTRAINT recipe_photos_size_check CHECK (width > 0 AND height > 0),
    CONSTRAINT recipe_photos_recipe_fkey FOREIGN KEY (household_id, recipe_id)
        REFERENCES recipes (household_id, id) ON DELETE CASCADE
);
-- WebP does not compress further: store it as it is, without trying.
ALTER TABLE recipe_photos ALTER COLUMN picture SET STORAGE EXTERNAL;
ALTER TABLE recipe_photos ALTER COLUMN thumbnail SET STORAGE EXTERNAL;
