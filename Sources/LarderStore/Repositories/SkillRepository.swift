import Foundation
import LarderModel
import PostgresClient

/// A household's skills: unique by name ignoring case, each with a category (and its icon).
public struct SkillRepository: Sendable {
    let pool: ConnectionPool
    /// Where the reads that may be a moment stale go.
    let reads: ReadRouter

    /// `reads`: the replicas for reads that may be a moment stale; without it, the primary answers all.
    public init(pool: ConnectionPool, reads: ReadRouter? = nil) {
        self.pool = pool
        self.reads = reads ?? ReadRouter(primary: pool)
    }

    /// Creates the skill, or returns the one of that name (ignoring case) with the category updated.
    public func upsert(named name: String, category: SkillCategory, arFileName: String? = nil, in household: UUID) async throws -> Skill {
        let name = name.trimmed
        let issues = SkillDraft.nameRule.issues(name, field: "name", label: .name)
        if !issues.isEmpty { throw CatalogError.invalid(ValidationError(issues)) }
        let row = try await pool.query("""
            INSERT INTO skills (household_id, name, category, ar_file_name)
            VALUES (\(household), \(name), \(category.rawValue), \(arFileName))
            ON CONFLICT (household_id, lower(name)) DO UPDATE
                SET category = EXCLUDED.category, ar_file_name = coalesce(EXCLUDED.ar_file_name, skills.ar_file_name)
            RETURNING id, name, category, ar_file_name
            """)[0]
        return try Self.skill(row)
    }

    public func list(in household: UUID, matching search: String? = nil, limit: Int? = nil, offset: Int = 0, from source: ReadSource = .primary) async throws -> CatalogPage<Skill> {
        let filter: SQL = search.map { "AND \(RecipePredicate.fold("k.name", contains: $0))" } ?? ""
        let rows = try await reads.query("""
            SELECT k.id, k.name, k.category, k.ar_file_name, k.use_count, count(*) OVER () AS total
            FROM skills k
            WHERE k.household_id = \(household) \(filter)
            ORDER BY lower(k.name), k.id \(limit.map { "LIMIT \($0)" as SQL } ?? "") OFFSET \(offset)
            """, from: source)
        return CatalogPage(entries: try rows.map { CatalogEntry(item: try Self.skill($0), useCount: try $0.decode(Int.self, column: "use_count")) },
                           total: try rows.first?.decode(Int.self, column: "total") ?? 0)
    }

    /// A skill's name, if the household has it.
    public func name(of id: UUID, in household: UUID) async throws -> String? {
        try await pool.query("SELECT name FROM skills WHERE household_id = \(household) AND id = \(id)").first?.decode(String.self)
    }

    public func delete(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await GraphDelete().one("skills", id: id, in: household, deleting: true, pool: pool, notFound: CatalogError.notFound)
    }

    public func deletePreview(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await GraphDelete().one("skills", id: id, in: household, deleting: false, pool: pool, notFound: CatalogError.notFound)
    }

    static func skill(_ row: Row) throws -> Skill {
        let (id, name, category, arFileName) = try row.decode(UUID.self, String.self, String.self, String?.self)
        return Skill(id: id, name: name, category: SkillCategory(rawValue: category) ?? .general, arFileName: arFileName)
    }
}
