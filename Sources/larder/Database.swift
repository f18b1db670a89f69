import Foundation
import LarderExchange
import LarderStore
import Logging

/// Runs `body` with a store on the database this command works on: `DATABASE_URL` when set,
/// otherwise the embedded cluster, started for the command and stopped after it. The settings
/// come from the environment, and set up the log output first.
func withStore<T>(_ body: (Store) async throws -> T) async throws -> T {
    let settings = try Settings()
    LineLogHandler.bootstrap(format: settings.logFormat, level: settings.logLevel)
    return try await DatabaseLocation.fromEnvironment().withAvailable { address in
        let store = try Store(address: address, migrations: try ProjectFolders.locate("migrations"), settings: settings.commandDatabase)
        defer { store.shutDown() }
        try await store.checkReachable()
        return try await body(store)
    }
}

/// A failure reported as one line, without a stack trace.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
