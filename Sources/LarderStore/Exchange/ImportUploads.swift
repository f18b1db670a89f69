import Foundation
import PostgresClient

/// An app's export kept while its household chooses what to do with it (which Mealie group;
/// import the readable recipes or cancel), so that choosing does not mean uploading it again.
/// Kept a day; `larder serve` deletes older ones.
public struct ImportUploads: Sendable {
    let pool: ConnectionPool

    /// Keeps the file; its id.
    public func keep(_ document: Data, named fileName: String, in household: UUID, by member: UUID?) async throws -> UUID {
        try await pool.query("""
            INSERT INTO import_uploads (household_id, created_by, file_name, document)
            VALUES (\(household), \(member), \(String(fileName.prefix(200))), \(document))
            RETURNING id
            """)[0].decode(UUID.self)
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
