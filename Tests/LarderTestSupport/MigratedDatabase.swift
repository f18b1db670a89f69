import Foundation
import LarderStore
import PostgresClient
import PostgresTestSupport

extension TestServer {
    /// The repository's `migrations/` folder.
    public static let migrationsDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("migrations")
}

extension TestDatabase {
    /// Runs `body` with a fresh database migrated to the latest stage; drops it afterwards.
    /// The template is named by the stages' checksums, so a changed stage gets a new one.
    public static func withMigrated<T>(_ body: (TestDatabase) async throws -> T) async throws -> T {
        let migrator = try Migrator(directory: TestServer.migrationsDirectory)
        let fingerprint = String(migrator.stages.map(\.checksum).joined().hashValueStable, radix: 16)
        let template = try await TestServer.shared.template(named: "larder_template_\(fingerprint)") { connection in
            try await migrator.migrate(connection)
        }
        return try await with(template: template, body)
    }
}
