import LarderStore
import PostgresClient
import PostgresTestSupport
import Testing

@Suite("Why the database could not serve")
struct UnavailabilityTests {
    @Test("a statement cut off by statement_timeout means the database is busy (503), not a fault (500)")
    func statementTimeoutIsBusy() async throws {
        try await TestDatabase.withEmpty { database in
            let connection = try await database.connect()
            defer { connection.close() }
            try await connection.executeScript("SET statement_timeout = 50")
            await #expect {
                try await connection.query("SELECT pg_sleep(2)")
            } throws: { error in
                Store.unavailability(of: error) == .busy
            }
            // An error of the question itself stays a fault. (Without the timeout: on a loaded
            // machine even this can take 50 ms, and be cut off rather than fail.)
            try await connection.executeScript("SET statement_timeout = 0")
            await #expect {
                try await connection.query("SELECT 1 / 0")
            } throws: { error in
                Store.unavailability(of: error) == nil
            }
        }
    }
}
