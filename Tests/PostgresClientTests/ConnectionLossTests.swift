import Foundation
import NIOConcurrencyHelpers
import PostgresClient
import Testing
import PostgresTestSupport

@Suite("Losing a connection")
struct ConnectionLossTests {
    /// Whether `connection` answers a statement within `limit`; a lost answer must fail the test, not hang it.
    func answers(_ connection: Connection, within limit: Duration) async -> Bool {
        await withCheckedContinuation { continuation in
            let resumed = NIOLockedValueBox(false)
            let finish: @Sendable (Bool) -> Void = { answered in
                if !resumed.withLockedValue({ done in defer { done = true }; return done }) { continuation.resume(returning: answered) }
            }
            Task { finish((try? await connection.query("SELECT 1")) != nil) }
            Task { try? await Task.sleep(for: limit); finish(false) }
        }
    }

    @Test("a connection the server ended does not stop the next connection on its loop, which may reuse its socket number, from hearing answers")
    func deadConnectionDoesNotDeafenItsSuccessor() async throws {
        try await TestDatabase.withEmpty { database in
            let admin = try await database.connect()
            defer { admin.close() }
            try await withTaskExecutorPreference(ConnectionPool.eventLoops[0]) {
                for round in 1...5 {
                    let doomed = try await Connection.connect(database.configuration)
                    let pid = try await doomed.query("SELECT pg_backend_pid()")[0].decode(Int32.self)
                    try await admin.query("SELECT pg_terminate_backend(\(pid))")
                    // The loop reads the server's goodbye; libpq closes the socket as it does so.
                    while !doomed.isBroken { try await Task.sleep(for: .milliseconds(5)) }
                    let successor = try await Connection.connect(database.configuration)
                    doomed.close()
                    #expect(await answers(successor, within: .seconds(5)), "round \(round)")
                    successor.close()
                }
            }
        }
    }
}
