import Foundation
import LarderExchange
import LarderModel
import PostgresClient

/// One version of a recipe, as its history lists it.
public struct RecipeVersion: Sendable, Equatable {
    public var version: Int
    public var savedAt: Date
    /// Who saved it; nil once their account is gone, or for a version no one is known to have saved.
    public var savedBy: String?
    /// What this version changed from the one before it; nil for the first version.
    public var change: SavedChange?
    /// The recipe's name in this version.
    public var name: String
    /// The photo it showed, by digest; nil for none.
    public var photoDigest: String?
    public var isCurrent: Bool
}

/// A household's rule for how much history to keep; nil is no limit.
public struct HistoryRetention: Sendable, Equatable {
    public var revisions: Int?
    public var days: Int?

    public init(revisions: Int? = nil, days: Int? = nil) {
        (self.revisions, self.days) = (revisions, days)
    }

    public static let revisionRange = 1...10_000
    public static let dayRange = 1...36_500

    public var keepsEverything: Bool { revisions == nil && days == nil }

    public func validationIssues() -> [FieldIssue] {
        var issues: [FieldIssue] = []
        if let revisions, !Self.revisionRange.contains(revisions) {
            issues.append(FieldIssue("keep_revisions", .keepRevisions(maximum: Self.revisionRange.upperBound)))
        }
        if let days, !Self.dayRange.contains(days) {
            issues.append(FieldIssue("keep_days", .keepDays(maximum: Self.dayRange.upperBound)))
        }
        return issues
    }
}

/// What pruning removed in one household.
public struct PrunedHistory: Sendable, Equatable {
    public var household: UUID
    public var householdName: String
    public var revisions: Int
    /// Photos no version left shows.
    public var photos: Int
}

/// Every saved version of a recipe: `RecipeRepository.update` keeps the version each save
/// replaces as a revision, in the save's own statement; this reads them, compares them, puts one
/// back as a new version, and prunes them by the household's rule. Revisions are the recipe as
/// a draft (names, not ids, besides the steps' ids), so a revision stays readable whatever
/// happens to the catalog since.
public struct RevisionRepository: Sendable {
    let pool: ConnectionPool
    let recipes: RecipeRepository

    public init(pool: ConnectionPool, recipes: RecipeRepository) {
        self.pool = pool
        self.recipes = recipes
    }

    /// The recipe's versions, newest (the current one) first: one statement. Empty when the
    /// household has no such recipe.
    public func history(of recipe: UUID, in household: UUID) async throws -> [RecipeVersion] {
        try await versions(of: recipe, in: household, only: nil).map(\.version)
    }

    /// Some versions of a recipe with their content, newest first, and the version the recipe is
    /// at now, in two statements (the recipe as it stands, then the versions); nil when the
    /// household has no such recipe. A version it never had, or one pruned, is left out.
    public func versions(_ numbers: [Int], of recipe: UUID, in household: UUID)
        async throws -> (current: Int, versions: [(version: RecipeVersion, draft: RecipeDraft)])? {
        guard let current = try await recipes.detail(recipe, in: household) else { return nil }
        let found = try await versions(of: recipe, in: household, only: numbers).compactMap { version, draft in
            if version.isCurrent { return (version, current.draft.normalized) }
            return draft.map { (version, $0) }
        }
        return (current.version, found)
    }

    private func versions(of recipe: UUID, in household: UUID, only numbers: [Int]?) async throws -> [(version: RecipeVersion, draft: RecipeDraft?)] {
        let graph: SQL = numbers == nil ? "NULL::jsonb" : "v.graph"
        let chosen: SQL = numbers.map { "AND x.version = ANY(\($0))" } ?? ""
        let rows = try await pool.query("""
            SELECT x.version, x.graph, x.saved_at, u.display_name, x.change, x.name, x.photo_digest, x.current
            FROM (SELECT r.version, NULL::jsonb AS graph, r.updated_at AS saved_at, r.updated_by AS saved_by, r.change, r.name,
                         (SELECT p.digest FROM recipe_photos p WHERE p.household_id = r.household_id AND p.recipe_id = r.id) AS photo_digest,
                         true AS current
                  FROM recipes r WHERE r.household_id = \(household) AND r.id = \(recipe)
                  UNION ALL
                  SELECT v.version, \(graph), v.saved_at, v.saved_by, v.change, v.graph->>'name', v.photo_digest, false
                  FROM recipe_revisions v WHERE v.household_id = \(household) AND v.recipe_id = \(recipe)) x
            LEFT JOIN users u ON u.id = x.saved_by
            WHERE true \(chosen)
            ORDER BY x.version DESC
            """)
        return try rows.decode(Int.self, JSONB<RecipeDraft>?.self, Date.self, String?.self, JSONB<SavedChange>?.self, String.self, String?.self,
                               Bool.self).map {
            (RecipeVersion(version: $0.0, savedAt: $0.2, savedBy: $0.3, change: $0.4?.value, name: $0.5, photoDigest: $0.6, isCurrent: $0.7),
             $0.1?.value)
        }
    }

    /// Makes `version` the recipe's content again, its photo too, as a new version that says it is a restore
    /// (and so can itself be undone by restoring the one before it). `current` is the version the
    /// person saw: a save made since throws `stale`. Returns the new version, or the current one
    /// when the recipe already reads as that version. `notFound` for a version the recipe lacks.
    @discardableResult
    public func restore(_ version: Int, of recipe: UUID, in household: UUID, by saver: UUID?, seenAt current: Int?) async throws -> Int {
        let rows = try await pool.query("""
            SELECT graph, photo_digest FROM recipe_revisions
            WHERE household_id = \(household) AND recipe_id = \(recipe) AND version = \(version)
            """)
        guard let row = rows.first else {
            // The current version is no revision: restoring it changes nothing.
            let now = try await pool.query("SELECT version FROM recipes WHERE household_id = \(household) AND id = \(recipe)")
                .decode(Int.self).first
            guard let now, now == version else { throw RecipeError.notFound }
            if let current, current != now { throw RecipeError.stale(current: now) }
            return now
        }
        let (draft, photo) = try row.decode(JSONB<RecipeDraft>.self, String?.self)
        return try await recipes.update(recipe, with: draft.value, in: household, from: current,
                                        photo: photo.map { .restore(digest: $0) } ?? .remove, by: saver, restoredVersion: version)
    }

    // MARK: - Export and import

    /// The earlier versions of these recipes as a Larder document writes them, oldest first:
    /// one statement for a batch of recipes. Who saved one is named by email while a member.
    func documentVersions(of recipes: [UUID], in household: UUID) async throws -> [UUID: [LarderDocument.Version]] {
        guard !recipes.isEmpty else { return [:] }
        let rows = try await pool.query("""
            SELECT v.recipe_id, v.version, v.saved_at, u.email, v.change, v.graph FROM recipe_revisions v
            LEFT JOIN memberships m ON m.household_id = v.household_id AND m.user_id = v.saved_by LEFT JOIN users u ON u.id = m.user_id
            WHERE v.household_id = \(household) AND v.recipe_id = ANY(\(recipes))
            ORDER BY v.recipe_id, v.version
            """).decode(UUID.self, Int.self, Date.self, String?.self, JSONB<SavedChange>?.self, JSONB<RecipeDraft>.self)
        return Dictionary(grouping: rows, by: \.0).mapValues { versions in
            versions.map { LarderDocument.Version(version: $0.1, savedAt: $0.2, savedBy: $0.3, change: $0.4?.value, content: .init(exporting: $0.5.value)) }
        }
    }

    /// Puts the history an import brought under the recipes it saved anew (`saved` and `drafts`
    /// in step), on its transaction: each recipe is then at the version after its last earlier
    /// one, saying what that last save changed. Returns how many versions it wrote.
    static func restore(_ histories: [[ImportedVersion]], of saved: [UUID], drafts: [RecipeDraft], into household: UUID,
                        on tx: Connection) async throws -> Int {
        let emails = Set(histories.joined().compactMap { $0.savedBy?.lowercased() })
        guard histories.contains(where: { !$0.isEmpty }) else { return 0 }
        let members = Dictionary(try await tx.query("""
            SELECT lower(u.email), u.id FROM memberships m JOIN users u ON u.id = m.user_id
            WHERE m.household_id = \(household) AND lower(u.email) = ANY(\(Array(emails)))
            """).decode(String.self, UUID.self), uniquingKeysWith: { first, _ in first })
        struct RevisionRow: Encodable {
            var recipe: UUID; var version: Int; var graph: String; var savedBy: UUID?; var savedAt: Date; var change: SavedChange?
        }
        struct CurrentRow: Encodable { var recipe: UUID; var version: Int; var change: SavedChange }
        var revisions: [RevisionRow] = []
        var current: [CurrentRow] = []
        for ((history, recipe), draft) in zip(zip(histories, saved), drafts) {
            guard let last = history.max(by: { $0.version < $1.version }) else { continue }
            for version in history {
                revisions.append(RevisionRow(recipe: recipe, version: version.version,
                                             graph: String(decoding: try JSONEncoder.revision.encode(version.draft), as: UTF8.self),
                                             savedBy: version.savedBy.flatMap { members[$0.lowercased()] }, savedAt: version.savedAt,
                                             change: version.change))
            }
            current.append(CurrentRow(recipe: recipe, version: last.version + 1,
                                      change: .said(ChangeSummary(changes: RecipeComparison.changes(from: last.draft, to: draft)))))
        }
        let results = try await tx.pipeline([
            """
            INSERT INTO recipe_revisions (household_id, recipe_id, version, graph, saved_by, saved_at, change)
            SELECT \(household), x.recipe, x.version, x.graph::jsonb, x.saved_by, to_timestamp(x.saved_at), x.change
            FROM jsonb_to_recordset(\(try JSONText(encoding: revisions, with: .graphPayload))::jsonb)
                AS x(recipe uuid, version integer, graph text, saved_by uuid, saved_at double precision, change jsonb)
            """,
            """
            UPDATE recipes r SET version = x.version, change = x.change
            FROM jsonb_to_recordset(\(try JSONText(encoding: current, with: .graphPayload))::jsonb) AS x(recipe uuid, version integer, change jsonb)
            WHERE r.household_id = \(household) AND r.id = x.recipe
            """,
        ])
        return results[0].affectedRows
    }

    // MARK: - Retention

    public func retention(of household: UUID) async throws -> HistoryRetention {
        let rows = try await pool.query("SELECT history_keep_revisions, history_keep_days FROM households WHERE id = \(household)")
        guard let (revisions, days) = try rows.decode(Int?.self, Int?.self).first else { return HistoryRetention() }
        return HistoryRetention(revisions: revisions, days: days)
    }

    /// Sets the household's rule; `ValidationError` for limits out of range.
    public func setRetention(_ retention: HistoryRetention, of household: UUID) async throws {
        let issues = retention.validationIssues()
        guard issues.isEmpty else { throw ValidationError(issues) }
        _ = try await pool.query("""
            UPDATE households SET history_keep_revisions = \(retention.revisions), history_keep_days = \(retention.days)
            WHERE id = \(household)
            """)
    }

    /// Removes the revisions each household's rule no longer keeps (all households, or one):
    /// past the newest N of each recipe, or older than D days. A recipe's current version is
    /// never touched, and a photo goes when no version that stays shows it. Returns what went,
    /// per household, in one statement.
    public func prune(household: UUID? = nil) async throws -> [PrunedHistory] {
        let which: SQL = household.map { "AND h.id = \($0)" } ?? ""
        return try await pool.query("""
            WITH ranked AS (
                SELECT v.household_id, v.recipe_id, v.version, v.saved_at, h.history_keep_revisions AS keep, h.history_keep_days AS days,
                       row_number() OVER (PARTITION BY v.household_id, v.recipe_id ORDER BY v.version DESC) AS place
                FROM recipe_revisions v JOIN households h ON h.id = v.household_id
                WHERE (h.history_keep_revisions IS NOT NULL OR h.history_keep_days IS NOT NULL) \(which)),
            gone AS (
                DELETE FROM recipe_revisions v USING ranked x
                WHERE v.household_id = x.household_id AND v.recipe_id = x.recipe_id AND v.version = x.version
                  AND (x.place > x.keep OR x.saved_at < now() - make_interval(days => x.days))
                RETURNING v.household_id, v.recipe_id, v.version),
            gone_photos AS (
                DELETE FROM revision_photos k
                WHERE (k.household_id, k.recipe_id) IN (SELECT household_id, recipe_id FROM gone)
                  AND NOT EXISTS (SELECT 1 FROM recipe_revisions v
                                  WHERE v.household_id = k.household_id AND v.recipe_id = k.recipe_id AND v.photo_digest = k.digest
                                    AND (v.household_id, v.recipe_id, v.version) NOT IN (SELECT household_id, recipe_id, version FROM gone))
                RETURNING k.household_id)
            SELECT h.id, h.name, count(*), (SELECT count(*) FROM gone_photos p WHERE p.household_id = h.id)
            FROM gone JOIN households h ON h.id = gone.household_id
            GROUP BY h.id, h.name ORDER BY h.name, h.id
            """).decode(UUID.self, String.self, Int.self, Int.self).map {
                PrunedHistory(household: $0.0, householdName: $0.1, revisions: $0.2, photos: $0.3)
            }
    }
}

extension JSONEncoder {
    /// A revision's draft as stored: keys in order, so that equal drafts are equal text.
    static var revision: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return encoder
    }
}
