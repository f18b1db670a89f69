import Foundation
import LarderExchange
import PostgresClient

/// An app's export kept while its household chooses what to do with it (which Mealie group;
/// import the readable recipes or cancel), so that choosing does not mean uploading it again.
/// Kept a day; `larder serve` deletes older ones. What a household keeps at once is limited by
/// its quota, so that no member can fill the database's disk with uploads.
public struct ImportUploads: Sendable {
    let pool: ConnectionPool
    /// The bytes of uploads a household may keep at once (`LARDER_UPLOAD_QUOTA_MB`, 200 MB by default).
    public var quotaBytes = 200 * 1024 * 1024

    /// The household's kept uploads would pass its quota with this one.
    public struct QuotaFull: Error, Sendable, Equatable {
        public var usedBytes: Int
        public var quotaBytes: Int
    }

    /// Keeps the file; its id. Throws `QuotaFull` when the household's kept uploads and this one
    /// would be more than its quota; the check and the insert are one, under a lock on the
    /// household's uploads, so two uploads at once cannot both slip under it.
    public func keep(_ document: Data, named fileName: String, in household: UUID, by member: UUID?) async throws -> UUID {
        try await pool.withTransaction { tx in
            let used = try await tx.pipeline([
                "SELECT pg_advisory_xact_lock(hashtextextended('import_uploads ' || \(household.text), 0))",
                """
                SELECT coalesce(sum(octet_length(document)), 0)::bigint FROM import_uploads
                WHERE household_id = \(household) AND created_at > now() - interval '1 day'
                """,
            ])[1][0].decode(Int.self)
            guard used + document.count <= quotaBytes else { throw QuotaFull(usedBytes: used, quotaBytes: quotaBytes) }
            return try await tx.query("""
                INSERT INTO import_uploads (household_id, created_by, file_name, document)
                VALUES (\(household), \(member), \(String(fileName.prefix(200))), \(document))
                RETURNING id
                """)[0].decode(UUID.self)
        }
    }

    /// The bytes of the uploads the household keeps now, for the import page.
    public func usedBytes(in household: UUID) async throws -> Int {
        try await pool.query("""
            SELECT coalesce(sum(octet_length(document)), 0)::bigint FROM import_uploads
            WHERE household_id = \(household) AND created_at > now() - interval '1 day'
            """)[0].decode(Int.self)
    }

    /// The kept file and its name; nil when the household has no such upload (or it expired).
    public func document(_ id: UUID, in household: UUID) async throws -> (data: Data, fileName: String)? {
        let rows = try await pool.query("""
            SELECT document, file_name FROM import_uploads
            WHERE household_id = \(household) AND id = \(id) AND created_at > now() - interval '1 day'
            """).decode(Data.self, String.self)
        return rows.first.map { ($0.0, $0.1) }
    }

    public func discard(_ id: UUID, in household: UUID) async throws {
        try await pool.query("DELETE FROM import_uploads WHERE household_id = \(household) AND id = \(id)")
    }

    /// Deletes the uploads older than a day; how many.
    public func purgeExpired() async throws -> Int {
        try await pool.query("""
            DELETE FROM import_uploads WHERE created_at <= now() - interval '1 day'
            """).affectedRows
    }
}
