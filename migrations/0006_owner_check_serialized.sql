-- The last-owner rule, checked one transaction at a time per household.
--
-- Two owners demoting each other at once each saw the other still an owner (neither had
-- committed), and both committed: the household was left with no owner. The check now first
-- locks the household's row, so a second check in the same household waits for the first
-- transaction to end and then, reading afresh (READ COMMITTED), sees what it did.
-- NO KEY UPDATE does not block inserts that merely reference the household (their foreign-key
-- checks take KEY SHARE), so saving recipes never waits for it.
CREATE OR REPLACE FUNCTION larder_keep_an_owner() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM households WHERE id = OLD.household_id FOR NO KEY UPDATE;
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
