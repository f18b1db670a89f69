import Foundation
import PostgresClient

extension AccountRepository {
    /// What deleting the account would remove (its sessions and memberships, the households it
    /// is alone in) and nullify (its authorship), and the households that block it.
    ///
    /// The delete takes two steps, and the second sees what the first removed. So the preview
    /// takes the first step for real, counts the second, and undoes both: each row is counted
    /// once, exactly as the delete would count it.
    public func deletePreview(_ id: UUID) async throws -> (report: DeletionReport, blockers: [String]) {
        try await pool.withConnection { connection in
            let report = try await connection.withRolledBackTransaction { tx in
                let alone = try await GraphDelete().delete("households", where: householdsAlone(in: id), on: tx)
                return alone + (try await GraphDelete().preview("users", where: "r.id = \(id)", on: tx))
            }
            return (report, try await lastOwnedHouseholds(of: id, on: connection))
        }
    }
}
