-- Stage 10 (SchemaV10), lightweight: which invite a member joined through, so that removing
-- them also revokes it. Otherwise a removed member could rejoin at once through the same
-- multi-use link. Members from before this stage, owners and household creators have none.
ALTER TABLE memberships ADD COLUMN invite_code text;
