import Foundation
import LarderModel
import PostgresClient

/// Why a recipe could not be saved or found, in terms a form can show.
public enum RecipeError: Error, Sendable, Equatable {
    /// Another recipe of the household has this name (ignoring case); `existing` is its id.
    case nameTaken(existing: UUID)
    case notFound
    /// Someone saved the recipe since the version an edit started from; `current` is theirs.
    case stale(current: Int)
    case invalid(ValidationError)
}

/// Reads and writes recipe graphs: recipe, its tags, ordered steps, their lines and skills, with
/// the ingredients, skills and tags they name upserted by name. Every write is one statement, so it is
/// one transaction and one round trip whatever the size of the recipe.
public struct RecipeRepository: Sendable {
    let pool: ConnectionPool
    /// Where the reads that may be a moment stale go.
    let reads: ReadRouter

    /// `reads`: the replicas for reads that may be a moment stale; without it, the primary answers all.
    public init(pool: ConnectionPool, reads: ReadRouter? = nil) {
        self.pool = pool
        self.reads = reads ?? ReadRouter(primary: pool)
    }

    // MARK: - Writing

    /// Saves a new recipe with its whole graph and returns its id.
    public func create(_ draft: RecipeDraft, in household: UUID, author: UUID?, createdAt: Date? = nil) async throws -> UUID {
        try await pool.withConnection { connection in
            try await create([(draft, createdAt)], in: household, author: author, on: connection)[0]
        }
    }

    /// Saves many new recipes in one statement (imports and the seeder use it) and returns their
    /// ids. `publishedAt` holds, in the drafts' order, when each was published where its source says.
    func create(_ drafts: [(draft: RecipeDraft, createdAt: Date?)], publishedAt: [Date?] = [], in household: UUID, author: UUID?,
                on connection: Connection) async throws -> [UUID] {
        let rows = try drafts.map { (id: UUID(), draft: try validated($0.draft), createdAt: $0.createdAt) }
        let published = Dictionary(uniqueKeysWithValues: zip(rows.map(\.id), publishedAt).compactMap { id, date in date.map { (id, $0) } })
        let payload = try JSONText(encoding: RecipeGraphPayload(rows, publishedAt: published), with: .graphPayload)
        let recipes: SQL = """
            rec AS (
                INSERT INTO recipes (household_id, id, name, summary, servings, source_url, author_id, updated_by, created_at, updated_at,
                                     published_at, prep_time_seconds, cook_time_seconds, stated_total_seconds, total_time_seconds)
                SELECT \(household), x.id, x.name, x.summary, x.servings, x.source_url, \(author), \(author),
                       coalesce(to_timestamp(x.created_at), now()), coalesce(to_timestamp(x.created_at), now()),
                       to_timestamp(x.published_at), x.prep_time_seconds, x.cook_time_seconds, x.stated_total_seconds, x.total_time_seconds
                FROM doc, jsonb_to_recordset(d->'recipes')
                     AS x(id uuid, name text, summary text, servings integer, source_url text, created_at double precision,
                          published_at double precision,
                          prep_time_seconds integer, cook_time_seconds integer, stated_total_seconds integer, total_time_seconds integer)
                RETURNING household_id, id)
            """
        try await saveGraph(recipes: recipes, payload: payload, household: household, on: connection)
        return rows.map(\.id)
    }

    /// Replaces a recipe's graph with the draft, and its photo as `photo` says, keeping the
    /// version it replaces as a revision. Steps whose id the draft carries, and that belong to
    /// this recipe, keep their ids; the others are new. Lines are written afresh.
    ///
    /// With `version`, the save applies only if the recipe is still at that version (an edit
    /// names the version it started from) and throws `stale` otherwise, so that nobody's save
    /// lands silently over a newer one. Every save that changes something adds one to the
    /// version; a draft equal to the recipe as it stands writes nothing, not even a revision.
    ///
    /// Two statements: the recipe as it stands is read (the revision to keep, and what the save
    /// changes), and one statement writes the new graph together with that revision,
    /// only if the recipe is still at the version read. `saver` is the member who saved;
    /// `restoredVersion`, when given, leads the words that say what the save changed ("restored version 2").
    /// Returns the version the recipe is at after the save.
    @discardableResult
    public func update(_ id: UUID, with draft: RecipeDraft, in household: UUID, from version: Int? = nil, photo: PhotoChange = .keep,
                       by saver: UUID? = nil, restoredVersion: Int? = nil) async throws -> Int {
        try await save(id, draft: try validated(draft), photo: photo, in: household, from: version, by: saver, restoredVersion: restoredVersion)
    }

    /// Gives the recipe another photo, or none: a save of its own, which keeps the version it
    /// replaces (with the photo it showed) as a revision. Returns the version after it.
    @discardableResult
    public func setPhoto(_ change: PhotoChange, of id: UUID, in household: UUID, by saver: UUID?) async throws -> Int {
        try await save(id, draft: nil, photo: change, in: household, from: nil, by: saver, restoredVersion: nil)
    }

    /// `draft` nil: the graph stays as it stands.
    private func save(_ id: UUID, draft: RecipeDraft?, photo: PhotoChange, in household: UUID, from version: Int?, by saver: UUID?,
                      restoredVersion: Int?) async throws -> Int {
        // Someone else may save between the read and the write; without a version to hold to,
        // the save is made again over theirs.
        for _ in 0..<3 {
            guard let current = try await detail(id, in: household) else { throw RecipeError.notFound }
            if let version, version != current.version { throw RecipeError.stale(current: current.version) }
            let before = current.draft.normalized
            let toSave = draft ?? before
            let shown = current.photo?.digest
            let photo: PhotoChange = switch photo {
            case .replace(let new) where new.digest == shown: .keep
            case .restore(let digest) where digest == shown: .keep
            case .remove where shown == nil: .keep
            default: photo
            }
            if before.withoutStepIDs == toSave.withoutStepIDs && photo == .keep { return current.version }
            var changes = RecipeComparison.changes(from: before, to: toSave)
            switch photo {
            case .keep: break
            case .remove: changes.append(.photoRemoved)
            case .replace, .restore: changes.append(shown == nil ? .photoAdded : .photoReplaced)
            }
            // A difference the words do not name (a tag's case, a line's link to its ingredient) is still saved.
            let change = JSONB(SavedChange.said(ChangeSummary(restoredVersion: restoredVersion, changes: changes.isEmpty ? [.detailsEdited] : changes)))
            let payload = try JSONText(encoding: RecipeGraphPayload([(id, toSave, nil)]), with: .graphPayload)
            let revision = try JSONText(encoding: before, with: .revision)
            let recipes: SQL = """
                rec AS (
                    UPDATE recipes r SET name = x.name, summary = x.summary, servings = x.servings,
                                         source_url = x.source_url, updated_at = now(), version = r.version + 1,
                                         updated_by = \(saver), change = \(change),
                                         prep_time_seconds = x.prep_time_seconds, cook_time_seconds = x.cook_time_seconds,
                                         stated_total_seconds = x.stated_total_seconds, total_time_seconds = x.total_time_seconds
                    FROM doc, jsonb_to_recordset(d->'recipes')
                         AS x(id uuid, name text, summary text, servings integer, source_url text, prep_time_seconds integer,
                              cook_time_seconds integer, stated_total_seconds integer, total_time_seconds integer)
                    WHERE r.household_id = \(household) AND r.id = x.id AND r.version = \(current.version)
                    RETURNING r.household_id, r.id),
                -- The version replaced, as it was: every part of one statement reads the rows as
                -- they were before it, so `old` is the row before the update above, and the photo
                -- the one it showed.
                kept_revision AS (
                    INSERT INTO recipe_revisions (household_id, recipe_id, version, graph, photo_digest, saved_by, saved_at, change)
                    SELECT old.household_id, old.id, old.version, \(revision)::jsonb,
                           (SELECT p.digest FROM recipe_photos p WHERE p.household_id = old.household_id AND p.recipe_id = old.id),
                           old.updated_by, old.updated_at, old.change
                    FROM rec JOIN recipes old ON old.household_id = rec.household_id AND old.id = rec.id
                    RETURNING 1)\(Self.photoChange(photo))
                """
            if try await pool.withConnection({ try await saveGraph(recipes: recipes, payload: payload, household: household, on: $0) }) == 1 {
                return current.version + 1
            }
            if version != nil { break }
        }
        guard let newer = try await pool.query("SELECT version FROM recipes WHERE household_id = \(household) AND id = \(id)")
            .first?.decode(Int.self) else { throw RecipeError.notFound }
        throw RecipeError.stale(current: newer)
    }

    /// The parts of a save's statement that change the photo. A photo is kept once: the one
    /// replaced or removed moves to `revision_photos` (the revision names it), and one brought
    /// back, or uploaded again, moves out of there.
    private static func photoChange(_ change: PhotoChange) -> SQL {
        let kept: SQL = """
            ,
            kept_photo AS (
                INSERT INTO revision_photos (household_id, recipe_id, digest, picture, width, height, thumbnail)
                SELECT p.household_id, p.recipe_id, p.digest, p.picture, p.width, p.height, p.thumbnail
                FROM rec JOIN recipe_photos p ON p.household_id = rec.household_id AND p.recipe_id = rec.id
                ON CONFLICT DO NOTHING
                RETURNING 1)
            """
        func current(from source: SQL, digest: String) -> SQL {
            """
            ,
            new_photo AS (
                INSERT INTO recipe_photos (household_id, recipe_id, digest, picture, width, height, thumbnail)
                \(source)
                ON CONFLICT (household_id, recipe_id) DO UPDATE
                    SET digest = EXCLUDED.digest, picture = EXCLUDED.picture, width = EXCLUDED.width, height = EXCLUDED.height,
                        thumbnail = EXCLUDED.thumbnail, uploaded_at = now()
                RETURNING 1),
            unkept_photo AS (
                DELETE FROM revision_photos k USING rec
                WHERE k.household_id = rec.household_id AND k.recipe_id = rec.id AND k.digest = \(digest)
                RETURNING 1)
            """
        }
        switch change {
        case .keep:
            return ""
        case .remove:
            return kept + """
                ,
                gone_photo AS (
                    DELETE FROM recipe_photos p USING rec WHERE p.household_id = rec.household_id AND p.recipe_id = rec.id
                    RETURNING 1)
                """
        case .replace(let photo):
            return kept + current(from: """
                SELECT rec.household_id, rec.id, \(photo.digest), \(photo.picture), \(photo.width), \(photo.height), \(photo.thumbnail)
                FROM rec
                """, digest: photo.digest)
        case .restore(let digest):
            return kept + current(from: """
                SELECT k.household_id, k.recipe_id, k.digest, k.picture, k.width, k.height, k.thumbnail
                FROM rec JOIN revision_photos k ON k.household_id = rec.household_id AND k.recipe_id = rec.id AND k.digest = \(digest)
                """, digest: digest)
        }
    }

    private func validated(_ draft: RecipeDraft) throws -> RecipeDraft {
        let normalized = draft.normalized
        do {
            try normalized.validate()
        } catch {
            throw RecipeError.invalid(error)
        }
        return normalized
    }

    /// The one statement that writes graphs: `recipes` inserts or updates recipe rows as CTE
    /// `rec`; every other part joins `rec`, so nothing is written for a recipe it did not match.
    /// Returns how many recipes it wrote.
    @discardableResult
    private func saveGraph(recipes: SQL, payload: JSONText, household: UUID, on connection: Connection) async throws -> Int {
        let statement: SQL = """
            WITH doc AS (SELECT \(payload)::jsonb AS d),
            \(recipes),
            owner AS (SELECT DISTINCT household_id FROM rec),
            -- In name order, so that two saves in one household lock the catalog rows they share
            -- in the same order, and one waits for the other rather than deadlocking.
            ing AS (
                INSERT INTO ingredients (household_id, name)
                SELECT owner.household_id, x.name FROM owner, doc, jsonb_array_elements_text(d->'ingredients') AS x(name)
                ORDER BY lower(x.name)
                ON CONFLICT (household_id, lower(name)) DO UPDATE SET name = ingredients.name
                RETURNING id, lower(name) AS key),
            sk AS (
                INSERT INTO skills (household_id, name, category)
                SELECT owner.household_id, x.name, x.category FROM owner, doc, jsonb_to_recordset(d->'skills') AS x(name text, category text)
                ORDER BY lower(x.name)
                ON CONFLICT (household_id, lower(name)) DO UPDATE SET name = skills.name
                RETURNING id, lower(name) AS key),
            tg AS (
                INSERT INTO tags (household_id, name)
                SELECT owner.household_id, x.name FROM owner, doc, jsonb_array_elements_text(d->'tags') AS x(name)
                ORDER BY lower(x.name)
                ON CONFLICT (household_id, lower(name)) DO UPDATE SET name = tags.name
                RETURNING id, lower(name) AS key),
            new_tags AS MATERIALIZED (
                SELECT DISTINCT rec.id AS recipe_id, tg.id AS tag_id
                FROM doc, jsonb_to_recordset(d->'recipe_tags') AS x(recipe uuid, tag text)
                JOIN rec ON rec.id = x.recipe JOIN tg ON tg.key = lower(x.tag)),
            -- As with skill links: the tags that stay are left alone, the others go.
            old_tags AS (
                DELETE FROM recipe_tags t USING rec
                WHERE t.household_id = rec.household_id AND t.recipe_id = rec.id
                  AND (t.recipe_id, t.tag_id) NOT IN (SELECT recipe_id, tag_id FROM new_tags)
                RETURNING 1),
            tagging AS (
                INSERT INTO recipe_tags (household_id, recipe_id, tag_id)
                SELECT owner.household_id, t.recipe_id, t.tag_id FROM owner, new_tags t
                ON CONFLICT DO NOTHING
                RETURNING 1),
            input_steps AS (
                SELECT x.* FROM doc, jsonb_to_recordset(d->'steps')
                    AS x(recipe uuid, position integer, id uuid, instructions text, time_seconds integer, time_kind text,
                         during_step integer, tools jsonb)),
            kept AS MATERIALIZED (
                SELECT s.id FROM recipe_steps s JOIN rec ON s.household_id = rec.household_id AND s.recipe_id = rec.id
                WHERE (s.recipe_id, s.id) IN (SELECT recipe, id FROM input_steps WHERE id IS NOT NULL)),
            step_ids AS MATERIALIZED (
                SELECT i.recipe, i.position, CASE WHEN i.id IN (SELECT id FROM kept) THEN i.id ELSE gen_random_uuid() END AS id,
                       i.instructions, i.time_seconds, i.time_kind, i.during_step, i.tools
                FROM input_steps i),
            gone_steps AS (
                DELETE FROM recipe_steps s USING rec
                WHERE s.household_id = rec.household_id AND s.recipe_id = rec.id AND s.id NOT IN (SELECT id FROM kept)
                RETURNING 1),
            old_lines AS (
                DELETE FROM recipe_ingredients l USING owner, kept
                WHERE l.household_id = owner.household_id AND l.step_id = kept.id
                RETURNING 1),
            old_own_lines AS (
                DELETE FROM recipe_ingredients l USING rec
                WHERE l.household_id = rec.household_id AND l.recipe_id = rec.id
                RETURNING 1),
            new_links AS MATERIALIZED (
                SELECT DISTINCT s.id AS step_id, sk.id AS skill_id
                FROM doc, jsonb_to_recordset(d->'step_skills') AS x(recipe uuid, step integer, skill text)
                JOIN step_ids s ON s.recipe = x.recipe AND s.position = x.step
                JOIN sk ON sk.key = lower(x.skill)),
            -- A kept step's links that stay are left alone: parts of one statement run in no fixed
            -- order, so deleting and re-inserting the same key could meet the old row.
            old_links AS (
                DELETE FROM step_skills l USING owner, kept
                WHERE l.household_id = owner.household_id AND l.step_id = kept.id
                  AND (l.step_id, l.skill_id) NOT IN (SELECT step_id, skill_id FROM new_links)
                RETURNING 1),
            steps AS (
                INSERT INTO recipe_steps (household_id, id, recipe_id, position, instructions, time_seconds, time_kind, during_step, tools)
                SELECT rec.household_id, s.id, rec.id, s.position, s.instructions, s.time_seconds, s.time_kind, s.during_step, s.tools
                FROM step_ids s JOIN rec ON rec.id = s.recipe
                ON CONFLICT (household_id, id) DO UPDATE SET position = EXCLUDED.position, instructions = EXCLUDED.instructions,
                    time_seconds = EXCLUDED.time_seconds, time_kind = EXCLUDED.time_kind, during_step = EXCLUDED.during_step,
                    tools = EXCLUDED.tools
                RETURNING 1),
            input_lines AS (
                SELECT x.* FROM doc, jsonb_to_recordset(d->'lines')
                     AS x(recipe uuid, step integer, position integer, text text, quantity numeric, quantity_max numeric,
                          unit text, note text, ingredient text, equivalents jsonb, container jsonb, size text, group_name text)),
            -- A step's lines, and the recipe's own (no step): each line has one or the other.
            lines AS (
                INSERT INTO recipe_ingredients (household_id, step_id, recipe_id, position, ingredient_id, quantity, quantity_max,
                                                unit, note, line_text, equivalents, container, size, group_name)
                SELECT owner.household_id, s.id, CASE WHEN x.step IS NULL THEN rec.id END, x.position, ing.id, x.quantity,
                       x.quantity_max, x.unit, x.note, x.text, x.equivalents, x.container, x.size, x.group_name
                FROM owner, input_lines x
                JOIN rec ON rec.id = x.recipe
                LEFT JOIN step_ids s ON s.recipe = x.recipe AND s.position = x.step
                LEFT JOIN ing ON ing.key = lower(x.ingredient)
                WHERE x.step IS NULL OR s.id IS NOT NULL
                RETURNING 1),
            links AS (
                INSERT INTO step_skills (household_id, step_id, skill_id)
                SELECT owner.household_id, l.step_id, l.skill_id FROM owner, new_links l
                ON CONFLICT DO NOTHING
                RETURNING 1)
            SELECT count(*) FROM rec
            """
        do {
            return try await connection.query(statement)[0].decode(Int.self)
        } catch PostgresError.uniqueViolation(let constraint, let message)
                    where constraint == "recipes_household_name_key" && !connection.isInTransaction {
            // Name the recipe it met; the failed statement itself left nothing behind. (In a
            // caller's transaction, which the failure aborted, no lookup can run: it goes up as is.)
            let existing = try await connection.query("""
                SELECT r.id FROM recipes r, (SELECT \(payload)::jsonb AS d) doc, jsonb_to_recordset(d->'recipes') AS x(name text)
                WHERE r.household_id = \(household) AND lower(r.name) = lower(x.name) LIMIT 1
                """)
            guard let id = try existing.first?.decode(UUID.self) else { throw PostgresError.uniqueViolation(constraint: constraint, message) }
            throw RecipeError.nameTaken(existing: id)
        }
    }

    // MARK: - Deleting

    /// How long a deleted recipe can be brought back.
    public static let undoWindow: Duration = .seconds(24 * 60 * 60)

    /// Deletes a recipe with its steps, their lines and skill links; ingredients and skills stay.
    /// The whole graph is kept in `deleted_recipes` for `keptFor`, so that `restore` can undo it.
    public func delete(_ id: UUID, in household: UUID, keptFor: Duration = undoWindow) async throws -> DeletionReport {
        try await pool.withTransaction { connection in
            // Saves wait until the delete is done: the copy kept for undo is the last version.
            _ = try await connection.query("SELECT 1 FROM recipes WHERE household_id = \(household) AND id = \(id) FOR UPDATE")
            _ = try await connection.query("""
                WITH purged AS (DELETE FROM deleted_recipes WHERE household_id = \(household) AND expires_at <= now())
                INSERT INTO deleted_recipes (household_id, id, name, graph, expires_at)
                SELECT r.household_id, r.id, r.name,
                       jsonb_build_object(
                           'recipe', to_jsonb(r),
                           'steps', (SELECT coalesce(jsonb_agg(to_jsonb(s)), '[]') FROM recipe_steps s
                                     WHERE s.household_id = r.household_id AND s.recipe_id = r.id),
                           'lines', (SELECT coalesce(jsonb_agg(to_jsonb(l)), '[]') FROM recipe_ingredients l
                                     WHERE l.household_id = r.household_id
                                       AND (l.recipe_id = r.id OR l.step_id IN (SELECT s.id FROM recipe_steps s
                                                                                WHERE s.household_id = r.household_id AND s.recipe_id = r.id))),
                           'step_skills', (SELECT coalesce(jsonb_agg(to_jsonb(k)), '[]') FROM step_skills k
                                           JOIN recipe_steps s ON s.household_id = k.household_id AND s.id = k.step_id
                                           WHERE s.household_id = r.household_id AND s.recipe_id = r.id),
                           'recipe_tags', (SELECT coalesce(jsonb_agg(to_jsonb(t)), '[]') FROM recipe_tags t
                                           WHERE t.household_id = r.household_id AND t.recipe_id = r.id),
                           'favourites', (SELECT coalesce(jsonb_agg(to_jsonb(f)), '[]') FROM favourites f
                                          WHERE f.household_id = r.household_id AND f.recipe_id = r.id),
                           'cooking_log', (SELECT coalesce(jsonb_agg(to_jsonb(c)), '[]') FROM cooking_log c
                                           WHERE c.household_id = r.household_id AND c.recipe_id = r.id),
                           'plan_entries', (SELECT coalesce(jsonb_agg(to_jsonb(e)), '[]') FROM plan_entries e
                                            WHERE e.household_id = r.household_id AND e.recipe_id = r.id),
                           'photo', (SELECT to_jsonb(p) FROM recipe_photos p WHERE p.household_id = r.household_id AND p.recipe_id = r.id),
                           'revisions', (SELECT coalesce(jsonb_agg(to_jsonb(v)), '[]') FROM recipe_revisions v
                                         WHERE v.household_id = r.household_id AND v.recipe_id = r.id),
                           'revision_photos', (SELECT coalesce(jsonb_agg(to_jsonb(k)), '[]') FROM revision_photos k
                                               WHERE k.household_id = r.household_id AND k.recipe_id = r.id),
                           'ratings', (SELECT coalesce(jsonb_agg(to_jsonb(g)), '[]') FROM recipe_ratings g
                                       WHERE g.household_id = r.household_id AND g.recipe_id = r.id),
                           'share_links', (SELECT coalesce(jsonb_agg(to_jsonb(l)), '[]') FROM share_links l
                                           WHERE l.household_id = r.household_id AND l.recipe_id = r.id)),
                       now() + make_interval(secs => \(Int(keptFor.components.seconds)))
                FROM recipes r WHERE r.household_id = \(household) AND r.id = \(id)
                ON CONFLICT (household_id, id) DO UPDATE
                    SET name = EXCLUDED.name, graph = EXCLUDED.graph, deleted_at = now(), expires_at = EXCLUDED.expires_at
                """)
            let report = try await GraphDelete().delete("recipes", where: "r.household_id = \(household) AND r.id = \(id)", on: connection)
            guard !report.removed.isEmpty else { throw RecipeError.notFound }
            return report
        }
    }

    /// What undoing a delete brought back, and what it could not: links to ingredients and
    /// skills deleted meanwhile (a line keeps its text, without the link).
    public struct Restoration: Sendable, Equatable {
        public var name: String
        public var unlinkedLines: Int
        public var droppedSkills: Int
    }

    /// Puts a deleted recipe back exactly as it was: the same ids, positions, links, author and
    /// dates. `notFound` when there is nothing to restore (never deleted, restored already, or
    /// expired); `nameTaken` when a recipe of that name was made since.
    public func restore(_ id: UUID, in household: UUID) async throws -> Restoration {
        // One statement: every row comes back, or (on any failure) none does and the deleted copy stays.
        let statement: SQL = """
            WITH undone AS (
                DELETE FROM deleted_recipes WHERE household_id = \(household) AND id = \(id) AND expires_at > now()
                RETURNING name, graph),
            rec AS (
                INSERT INTO recipes
                SELECT x.* FROM undone u, jsonb_populate_record(NULL::recipes, u.graph->'recipe' || jsonb_build_object(
                    'author_id', (SELECT a.id FROM users a WHERE a.id = (u.graph->'recipe'->>'author_id')::uuid),
                    'updated_by', (SELECT a.id FROM users a WHERE a.id = (u.graph->'recipe'->>'updated_by')::uuid),
                    -- The ratings that come back (below) set these again.
                    'rating', NULL, 'rating_count', 0)) x
                RETURNING 1),
            \(Self.putBack("steps", into: "recipe_steps", from: "steps")),
            old_lines AS (
                SELECT l, EXISTS (SELECT 1 FROM ingredients i
                                  WHERE i.household_id = \(household) AND i.id = (l->>'ingredient_id')::uuid) AS linked
                FROM undone u, jsonb_array_elements(u.graph->'lines') l),
            lines AS (
                INSERT INTO recipe_ingredients
                SELECT x.* FROM old_lines o,
                     -- A copy kept before stage 27 has no equivalents, sizes or group: they are empty.
                     jsonb_populate_record(NULL::recipe_ingredients,
                                           '{"equivalents": [], "container": [], "size": "", "group_name": ""}'::jsonb
                                           || CASE WHEN o.linked THEN o.l ELSE o.l || '{"ingredient_id": null}' END) x
                RETURNING 1),
            old_links AS (
                SELECT k, EXISTS (SELECT 1 FROM skills s WHERE s.household_id = \(household) AND s.id = (k->>'skill_id')::uuid) AS kept
                FROM undone u, jsonb_array_elements(u.graph->'step_skills') k),
            links AS (
                INSERT INTO step_skills
                SELECT x.* FROM old_links o, jsonb_populate_record(NULL::step_skills, o.k) x WHERE o.kept
                RETURNING 1),
            -- Tags deleted meanwhile stay deleted: their links are left out (a copy kept before
            -- tags existed has none).
            \(Self.putBack("tagging", into: "recipe_tags", from: "recipe_tags",
                           where: "EXISTS (SELECT 1 FROM tags g WHERE g.household_id = x.household_id AND g.id = x.tag_id)")),
            -- Stars and ratings of people still in the household come back; log and plan
            -- entries, the recipe's history and its share links all do, without a person whose
            -- account went meanwhile.
            \(Self.putBack("stars", into: "favourites", from: "favourites", where: Self.stillAMember)),
            \(Self.putBack("rated", into: "recipe_ratings", from: "ratings", where: Self.stillAMember)),
            \(Self.putBack("cooked", into: "cooking_log", from: "cooking_log", people: ["cook_id"])),
            \(Self.putBack("planned", into: "plan_entries", from: "plan_entries", people: ["created_by"])),
            \(Self.putBack("kept_revisions", into: "recipe_revisions", from: "revisions", people: ["saved_by"])),
            \(Self.putBack("kept_photos", into: "revision_photos", from: "revision_photos")),
            \(Self.putBack("shared", into: "share_links", from: "share_links", people: ["created_by"])),
            photo AS (
                INSERT INTO recipe_photos
                SELECT x.* FROM undone u, jsonb_populate_record(NULL::recipe_photos, u.graph->'photo') x
                WHERE jsonb_typeof(u.graph->'photo') = 'object'
                RETURNING 1)
            SELECT u.name,
                   (SELECT count(*) FROM old_lines WHERE l->>'ingredient_id' IS NOT NULL AND NOT linked),
                   (SELECT count(*) FROM old_links WHERE NOT kept),
                   (SELECT count(*) FROM rec) + (SELECT count(*) FROM steps) + (SELECT count(*) FROM lines) + (SELECT count(*) FROM links)
                   + (SELECT count(*) FROM photo) + (SELECT count(*) FROM tagging) + (SELECT count(*) FROM stars)
                   + (SELECT count(*) FROM cooked) + (SELECT count(*) FROM planned) + (SELECT count(*) FROM kept_revisions)
                   + (SELECT count(*) FROM rated) + (SELECT count(*) FROM shared) + (SELECT count(*) FROM kept_photos)
            FROM undone u
            """
        do {
            let rows = try await pool.query(statement).decode(String.self, Int.self, Int.self, Int.self)
            guard let (name, unlinked, dropped, _) = rows.first else { throw RecipeError.notFound }
            return Restoration(name: name, unlinkedLines: unlinked, droppedSkills: dropped)
        } catch PostgresError.uniqueViolation(let constraint, let message) where constraint == "recipes_household_name_key" {
            let existing = try await pool.query("""
                SELECT r.id FROM recipes r JOIN deleted_recipes d ON d.household_id = r.household_id AND lower(d.name) = lower(r.name)
                WHERE d.household_id = \(household) AND d.id = \(id)
                """)
            guard let id = try existing.first?.decode(UUID.self) else { throw PostgresError.uniqueViolation(constraint: constraint, message) }
            throw RecipeError.nameTaken(existing: id)
        }
    }

    /// Part of `restore`'s statement: one kind of the deleted recipe's rows put back, as CTE
    /// `name`, each element of the kept graph's `key` array a row of `table`. A column in
    /// `people` names an account, emptied when the account went meanwhile; `condition` (on the
    /// row, `x`) leaves out the rows that cannot come back.
    private static func putBack(_ name: String, into table: String, from key: String, people: [String] = [],
                                where condition: SQL = "true") -> SQL {
        var element: SQL = "e"
        for column in people {
            element = "\(element) || jsonb_build_object(\(column), (SELECT a.id FROM users a WHERE a.id = (e->>\(column))::uuid))"
        }
        return """
            \(identifier: name) AS (
                INSERT INTO \(identifier: table)
                SELECT x.* FROM undone u, jsonb_array_elements(coalesce(u.graph->\(key), '[]')) e,
                     jsonb_populate_record(NULL::\(identifier: table), \(element)) x
                WHERE \(condition)
                RETURNING 1)
            """
    }

    /// The row's person is still a member of its household.
    private static let stillAMember: SQL = "EXISTS (SELECT 1 FROM memberships m WHERE m.household_id = x.household_id AND m.user_id = x.user_id)"

    /// Forgets for good the deleted recipes whose undo window has passed; returns how many.
    @discardableResult
    public func purgeExpired() async throws -> Int {
        try await pool.query("DELETE FROM deleted_recipes WHERE expires_at <= now()").affectedRows
    }

    /// A recipe that can still be brought back.
    public struct DeletedRecipe: Sendable, Equatable {
        public var id: UUID
        public var name: String
        public var deletedAt: Date
        public var expiresAt: Date
    }

    /// The household's deleted recipes that can still be restored, most recent first.
    public func recentlyDeleted(in household: UUID) async throws -> [DeletedRecipe] {
        try await pool.query("""
            SELECT id, name, deleted_at, expires_at FROM deleted_recipes
            WHERE household_id = \(household) AND expires_at > now() ORDER BY deleted_at DESC LIMIT 100
            """).decode(UUID.self, String.self, Date.self, Date.self).map(DeletedRecipe.init)
    }

    /// What `delete` would remove, without removing it.
    public func deletePreview(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await GraphDelete().one("recipes", id: id, in: household, deleting: false, pool: pool, notFound: RecipeError.notFound)
    }
}
