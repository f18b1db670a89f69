import Foundation
import PostgresClient

extension AccountRepository {
    /// What deleting the account would remove (its sessions and memberships, the households it
    /// is alone in) and nullify (its authorship), and the households that block it.
    public func deletePreview(_ id: UUID) async throws -> (report: DeletionReport, blockers: [String]) {
        try await pool.withConnection { connection in
            let alone = try await GraphDelete().preview("households", where: """
                r.id IN (SELECT m.household_id FROM memberships m WHERE m.user_id = \(id)
                         AND NOT EXISTS (SELECT 1 FROM memberships o WHERE o.household_id = m.household_id AND o.user_id <> \(id)))
                """, on: connection)
            let own = try await GraphDelete().preview("users", where: "r.id = \(id)", on: connection)
            return (alone + own, try await lastOwnedHouseholds(of: id, on: connection))
        }
    }
}
