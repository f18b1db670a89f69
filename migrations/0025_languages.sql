-- Stage 25 (SchemaV25), lightweight: each person reads Larder in a language of their choosing.
--
-- NULL until they choose on the account page: until then each request's Accept-Language decides,
-- so that a browser set to German shows German from the first page.
ALTER TABLE users ADD COLUMN language text,
    ADD CONSTRAINT users_language_check CHECK (language IN ('en', 'de', 'fr', 'es'));
