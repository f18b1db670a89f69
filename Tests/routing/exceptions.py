"""The statements allowed to reach more than one household, each with its reason.

Tests/routing/check.py reads this list. An entry names either a statement, by a regular
expression matched from the start of its text (whitespace folded to single spaces), or a
table that is not distributed at all. An entry that matches no recorded statement is stale:
the check fails on it, unless the entry is `live_only` (its statement is sent only by a running
server or an admin command, never by `swift test`) and no --live log was given, when it warns.

Kinds:
- migrations: custom migration steps, which read and rewrite every household once, with the
  application stopped.
- admin command: what an admin runs or reads on purpose across households (`larder export
  --all`, `larder prune-history`, the admin page's totals).
- housekeeping: what `larder serve` does for every household in the background, such as purging
  what can no longer be undone.
- reference table: a table with a household_id column that is not distributed (kept whole on
  every node, or only on the coordinator), so its household_id is no shard key.

- a person's households: what one person sees or does in every household they belong to (their
  households at sign-in and in the switcher, their tokens, their account's deletion). Citus runs
  it on every shard that holds one of their households: correct, but not routed to one shard.
  docs/SCALING.md says how each would read the person's households first, on the coordinator.
- found by its secret: a row found by the secret its link or token carries, which names no
  household today. docs/SCALING.md says how the link would carry its household.
- one household, unseen: a statement on one household that the check cannot see is so.

The last three are the statements that need changes before Larder is sharded, and each says
which change; docs/SCALING.md lists them with the figures behind them.
"""

from dataclasses import dataclass

KINDS = ("migrations", "admin command", "housekeeping", "reference table", "a person's households", "found by its secret",
         "one household, unseen")


@dataclass(frozen=True)
class Allowed:
    kind: str
    reason: str
    pattern: str = ""
    table: str = ""
    live_only: bool = False


MIGRATION_STEP = (
    "a custom migration step, run once by `larder migrate` with the application stopped; it reads or "
    "rewrites every household on purpose. On Citus the stages are applied before the tables are "
    "distributed; a later custom stage would run on the coordinator as a multi-shard statement")

EXCEPTIONS: list[Allowed] = [
    # Stage 2: duplicate ingredient names merged in every household.
    Allowed("migrations", MIGRATION_STEP + " (stage 2, MergeDuplicateIngredients).",
            pattern=r"CREATE TEMPORARY TABLE ingredient_merge ON COMMIT DROP AS"),
    Allowed("migrations", MIGRATION_STEP + " (stage 2, MergeDuplicateIngredients).",
            pattern=r"UPDATE recipe_ingredients line SET ingredient_id = merge\.survivor_id FROM ingredient_merge merge"),
    Allowed("migrations", MIGRATION_STEP + " (stage 2, MergeDuplicateIngredients).",
            pattern=r"UPDATE ingredients survivor SET image = duplicate\.image, image_type = duplicate\.image_type"),
    Allowed("migrations", MIGRATION_STEP + " (stage 2, MergeDuplicateIngredients).",
            pattern=r"DELETE FROM ingredients i USING ingredient_merge merge"),
    # Stage 20: every ingredient name folded.
    Allowed("migrations", MIGRATION_STEP + " (stage 20, FoldIngredientNames).",
            pattern=r"SELECT household_id, id, name FROM ingredients ORDER BY household_id, created_at, id$"),
    # Stage 27: every stored ingredient line read again.
    Allowed("migrations", MIGRATION_STEP + " (stage 27, RereadIngredientLines).",
            pattern=r"SELECT m\.household_id, mode\(\) WITHIN GROUP \(ORDER BY u\.language\) FROM memberships m"),
    Allowed("migrations", MIGRATION_STEP + " (stage 27, RereadIngredientLines).",
            pattern=r"SELECT l\.household_id, l\.id, coalesce\(l\.recipe_id, s\.recipe_id\), l\.step_id, l\.line_text"),
    # Stage 30: every stored English sentence read back into meaning.
    Allowed("migrations", MIGRATION_STEP + " (stage 30, StoreWordsAsMeaning).",
            pattern=r"SELECT household_id, id, change_summary FROM recipes WHERE change_summary IS NOT NULL$"),
    Allowed("migrations", MIGRATION_STEP + " (stage 30, StoreWordsAsMeaning).",
            pattern=r"SELECT household_id, recipe_id, version, summary FROM recipe_revisions WHERE summary IS NOT NULL$"),
    Allowed("migrations", MIGRATION_STEP + " (stage 30, StoreWordsAsMeaning).",
            pattern=r"SELECT household_id, job_id, position, state, message FROM import_job_items WHERE message <> ''$"),

    # `larder serve` purges, every quarter of an hour, the deleted households whose undo window
    # has passed, whichever household they were: one multi-shard DELETE, run in parallel on every
    # shard, whose cascades stay within each household's shard.
    Allowed("housekeeping", "Housekeeping purges deleted households past their undo window, in every household "
            "(HouseholdRepository.purgeExpired). Note: HouseholdRepository.delete also calls it before each deletion, "
            "in the request; on Citus that call should go, leaving the purge to Housekeeping.",
            pattern=r"DELETE FROM households WHERE restorable_until <= now\(\)$"),

    Allowed("housekeeping", "Housekeeping purges deleted recipes' undo copies past their window, in every household "
            "(RecipeRepository.purgeExpired).",
            pattern=r"DELETE FROM deleted_recipes WHERE expires_at <= now\(\)$", live_only=True),
    Allowed("housekeeping", "Housekeeping purges apps' exports left waiting over a day for a choice, in every household "
            "(ImportUploads.purgeExpired).",
            pattern=r"DELETE FROM import_uploads WHERE created_at <= now\(\) - interval '1 day'$", live_only=True),

    # Admin work that walks every household on purpose.
    Allowed("admin command", "The admin page's totals (AccountRepository.totals), also asked once when the demo "
            "kitchen is seeded: counts over every household, a multi-shard aggregate Citus runs on every shard.",
            pattern=r"SELECT \(SELECT count\(\*\) FROM households h WHERE h\.deleted_at IS NULL\), \(SELECT count\(\*\) FROM users\)"),
    Allowed("admin command", "`larder prune-history` without --household applies every household's history rule "
            "(RevisionRepository.prune(household: nil)). Its joins are all on household_id, so Citus can run it "
            "on each shard at once. The per-household form (`AND h.id = $1`) is fixed to one household and passes.",
            pattern=r"WITH ranked AS \( SELECT v\.household_id, v\.recipe_id, v\.version, .* IS NOT NULL\) \), gone AS"),
    Allowed("admin command", "`larder export --all` lists every household to export each in turn "
            "(HouseholdRepository.allIDs); each export then fixes its household.",
            pattern=r"SELECT id FROM households h WHERE h\.deleted_at IS NULL ORDER BY created_at, id$", live_only=True),

    # Statements that need changes before Larder is sharded (docs/SCALING.md, "Statements that change").
    Allowed("a person's households", 'The households a person belongs to, at sign-in (HouseholdRepository.memberships(of:)).',
            pattern='SELECT\\ h\\.id,\\ h\\.name,\\ h\\.created_at,\\ h\\.time_zone,\\ m\\.role,\\ m\\.joined_at\\ FROM\\ memberships\\ m\\ JOIN\\ households\\ h\\ ON\\ h\\.id\\ =\\ m\\.household_id\\ WHERE\\ m\\.user_id\\ =\\ \\$1'),
    Allowed("a person's households", "The session lookup, before every page: the person and every household they belong to, for the switcher (SessionRepository.lookup). On Citus, the person's households would be a coordinator table written with memberships, and the active household's membership read with household_id = $1.",
            pattern='WITH\\ found\\ AS\\ \\(\\ SELECT\\ user_id,\\ household_id,\\ csrf_token,\\ expires_at\\ FROM\\ sessions\\ WHERE\\ token_hash\\ =\\ \\$1'),
    Allowed("a person's households", 'The households a person deleted that can still be restored, on their account page (HouseholdRepository.recentlyDeleted).',
            pattern='SELECT\\ h\\.id,\\ h\\.name,\\ h\\.deleted_at,\\ h\\.restorable_until,\\ u\\.display_name\\ FROM\\ memberships\\ m\\ JOIN\\ households\\ h\\ ON\\ h\\.id\\ =\\ m\\.household_id'),
    Allowed("a person's households", 'The households a person is the last owner of, which block deleting their account (AccountRepository.lastOwnedHouseholds).',
            pattern="SELECT\\ h\\.name\\ FROM\\ households\\ h\\ JOIN\\ memberships\\ m\\ ON\\ m\\.household_id\\ =\\ h\\.id\\ AND\\ m\\.user_id\\ =\\ \\$1\\ AND\\ m\\.role\\ =\\ 'owner'"),
    Allowed("a person's households", "A person's access tokens in all their households, on their account page (AccessTokenRepository.list).",
            pattern='SELECT\\ t\\.id,\\ t\\.household_id,\\ h\\.name,\\ t\\.name,\\ t\\.scope,\\ t\\.created_at,\\ t\\.expires_at,\\ t\\.last_used_at\\ FROM\\ access_tokens\\ t\\ JOIN\\ households\\ h\\ ON\\ h\\.id\\ =\\ t\\.household_id'),
    Allowed("a person's households", "Revoking one of a person's tokens by its id (AccessTokenRepository.revoke); on Citus the form would carry the token's household.",
            pattern='DELETE\\ FROM\\ access_tokens\\ WHERE\\ id\\ =\\ \\$1\\ AND\\ user_id\\ =\\ \\$2\\ RETURNING\\ name'),
    Allowed("a person's households", "An account's deletion removes the person's tokens in every household (AccountRepository.delete).",
            pattern='DELETE\\ FROM\\ access_tokens\\ WHERE\\ user_id\\ =\\ \\$1'),
    Allowed("a person's households", "Which of the person's households holds a recipe, an ingredient or a skill a link names (HouseholdRepository.household(owning:)); on Citus, household_id = ANY of the person's households.",
            pattern='SELECT t.household_id FROM (recipes|ingredients|skills) t JOIN memberships m ON m.household_id = t.household_id AND m.user_id = \\$1'),
    Allowed("a person's households", "An account's deletion and its preview walk the person's rows in every household they belong to (GraphDelete from AccountRepository.delete and AccountDeletePreview); on Citus, household by household, then the user.",
            pattern='WITH root AS \\(SELECT "r"\\."id" FROM "(households|users)" r WHERE r\\.(id IN \\(SELECT m\\.household_id FROM memberships m WHERE m\\.user_id = \\$1|id = \\$1 FOR UPDATE)'),
    Allowed('found by its secret', "An API request's token, found by its secret (AccessTokenRepository.authenticate); on Citus the token would carry its household.",
            pattern='WITH\\ found\\ AS\\ \\(\\ SELECT\\ t\\.household_id,\\ t\\.id,\\ t\\.user_id,\\ t\\.scope,\\ t\\.last_used_at\\ FROM\\ access_tokens\\ t\\ JOIN\\ households\\ h\\ ON\\ h\\.id\\ =\\ t\\.household_id\\ WHERE\\ t\\.token_hash\\ =\\ \\$1'),
    Allowed('found by its secret', 'An invite, found by its code to show and accept it (HouseholdRepository.invite(code:), accept); on Citus the invite link would carry its household.',
            pattern='SELECT\\ i\\.household_id,\\ i\\.id,\\ i\\.created_by,\\ i\\.max_uses,\\ i\\.use_count,\\ i\\.expires_at,\\ i\\.revoked_at,\\ i\\.created_at,\\ h\\.name\\ AS\\ household_name'),
    Allowed('found by its secret', 'A share link, found by its secret (ShareLinkRepository.resolve); on Citus the link would carry its household.',
            pattern='SELECT\\ s\\.household_id,\\ s\\.recipe_id\\ FROM\\ share_links\\ s\\ JOIN\\ households\\ h\\ ON\\ h\\.id\\ =\\ s\\.household_id\\ WHERE\\ s\\.secret_hash\\ =\\ \\$1'),
    Allowed('found by its secret', "A calendar feed, found by its secret (PlanRepository.feed); on Citus the feed's address would carry its household.",
            pattern="SELECT\\ h\\.name,\\ coalesce\\(\\(SELECT\\ json_agg\\(json_build_object\\(\\ 'id',\\ e\\.id,\\ 'day',\\ e\\.day,\\ 'slot',\\ e\\.slot,\\ 'recipe_id',\\ e\\.recipe_id"),
    Allowed('housekeeping', "Import workers claim the next address of any household's job, fairly between households (ImportQueue.workOnce); on Citus, a small coordinator queue would name the household, and the claim would run inside it.",
            pattern='SELECT\\ i\\.household_id,\\ i\\.job_id,\\ i\\.position,\\ i\\.url,\\ j\\.on_conflict,\\ j\\.is_budgeted,\\ j\\.created_by'),
    Allowed('one household, unseen', "Restoring a deleted recipe (RecipeRepository.restore): every row comes from the one copy removed with household_id = $1, but its household_id is read from the copy's JSON, where the check cannot see it.",
            pattern='WITH\\ undone\\ AS\\ \\(\\ DELETE\\ FROM\\ deleted_recipes\\ WHERE\\ household_id\\ =\\ \\$1\\ AND\\ id\\ =\\ \\$2\\ AND\\ expires_at\\ >\\ now\\(\\)\\ RETURNING\\ name,\\ graph\\)'),

    # Tables with a household_id column that are not distributed.
    Allowed("reference table", "sessions is not distributed: its household_id is only the household the person "
            "chose last (nullable, changed by the household switcher, and no key), and a session is found by its "
            "token, which names no household. It stays on the coordinator (a Citus local table), beside users. "
            "Its foreign key to households must go (a stale choice falls back to the person's first household).",
            table="sessions"),
]
