import Foundation
import LarderModel
import PostgresClient

/// A household's tags: unique by name ignoring case, created by the recipe saves that name them
/// (upsert), renamed and deleted in their catalog. Deleting a tag unlinks it; recipes stay.
public struct TagRepository: Sendable {
    let pool: ConnectionPool
    /// Where the reads that may be a moment stale go.
    let reads: ReadRouter

    /// `reads`: the replicas for reads that may be a moment stale; without it, the primary answers all.
    public init(pool: ConnectionPool, reads: ReadRouter? = nil) {
        self.pool = pool
        self.reads = reads ?? ReadRouter(primary: pool)
    }

    /// A page of tags by name, each with the number of recipes carrying it (kept by triggers).
    public func list(in household: UUID, limit: Int? = nil, offset: Int = 0, from source: ReadSource = .primary) async throws -> CatalogPage<Tag> {
        let rows = try await reads.query("""
            SELECT t.id, t.name, t.use_count, count(*) OVER () AS total
            FROM tags t WHERE t.household_id = \(household)
            ORDER BY lower(t.name), t.id \(limit.map { "LIMIT \($0)" as SQL } ?? "") OFFSET \(offset)
            """, from: source)
        return CatalogPage(entries: try rows.map { row in
            let (id, name, uses) = try row.decode(UUID.self, String.self, Int.self)
            return CatalogEntry(item: Tag(id: id, name: name), useCount: uses)
        }, total: try rows.first?.decode(Int.self, column: "total") ?? 0)
    }

    /// A tag's name, if the household has it.
    public func name(of id: UUID, in household: UUID) async throws -> String? {
        try await pool.query("SELECT name FROM tags WHERE household_id = \(household) AND id = \(id)").first?.decode(String.self)
    }

    /// Renames a tag; `nameTaken` when another tag has that name, ignoring case.
    public func rename(_ id: UUID, to name: String, in household: UUID) async throws {
        let name = name.trimmed
        let issues = Tag.issues(name, field: "name")
        if !issues.isEmpty { throw CatalogError.invalid(ValidationError(issues)) }
        do {
            let updated = try await pool.query("UPDATE tags SET name = \(name) WHERE household_id = \(household) AND id = \(id)")
            guard updated.affectedRows == 1 else { throw CatalogError.notFound }
        } catch PostgresError.uniqueViolation {
            let existing = try await pool.query("SELECT id FROM tags WHERE household_id = \(household) AND lower(name) = lower(\(name))")
            throw CatalogError.nameTaken(existing: try existing.first?.decode(UUID.self) ?? id)
        }
    }

    public func delete(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await GraphDelete().one("tags", id: id, in: household, deleting: true, pool: pool, notFound: CatalogError.notFound)
    }

    public func deletePreview(_ id: UUID, in household: UUID) async throws -> DeletionReport {
        try await GraphDelete().one("tags", id: id, in: household, deleting: false, pool: pool, notFound: CatalogError.notFound)
    }
}
