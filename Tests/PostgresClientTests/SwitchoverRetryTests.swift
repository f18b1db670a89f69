import Foundation
import Synchronization
@testable import PostgresClient
import PostgresTestSupport
import Testing

/// What the pool does when the server ends a session under way, as a switchover's fast stop of
/// the old primary does (`pg_terminate_backend` sends the same signal and the same error, 57P01).
@Suite("Work the server cut off")
struct SwitchoverRetryTests {
    /// Runs `body` on the pool while another connection ends its session once it is under way.
    /// `body` is told whether its session is the first: that one sleeps longer than the search for
    /// it may take, so the search finds it under way however loaded the machine (a sleep of 0.5 s
    /// once ended before the search of a machine busy with `make test` came to it).
    private func cutOff(_ pool: ConnectionPool, _ database: TestDatabase,
                        during body: @escaping @Sendable (Connection, _ isFirst: Bool) async throws -> Int)
        async throws -> (result: Result<Int, any Error>, sessions: Int) {
        let admin = try await database.connect()
        defer { admin.close() }
        let sessions = Counter()
        let work = Task {
            try await pool.withConnection { connection in try await body(connection, sessions.add() == 1) }
        }
        // Ended once: the first session that sleeps, and only that one.
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let ended = try await admin.query("""
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'SELECT pg_sleep%' AND state = 'active'
                """)
            if !ended.isEmpty { break }
            try await Task.sleep(for: .milliseconds(20))
        }
        return (await work.result, sessions.value)
    }

    @Test("a statement the server ended before it took effect is sent again, on a new connection, and answers")
    func readIsDoneAgain() async throws {
        try await TestDatabase.withEmpty { database in
            let pool = database.makePool(maxConnections: 2)
            defer { pool.shutDown() }
            let (result, sessions) = try await cutOff(pool, database) { connection, isFirst in
                try await connection.query(isFirst ? "SELECT pg_sleep(30), 7" : "SELECT pg_sleep(0.5), 7")[0].decode(Int.self, column: "?column?")
            }
            #expect(try result.get() == 7)
            #expect(sessions == 2, "the work runs once more, and only once")
        }
    }

    @Test("a transaction cut off before its COMMIT is done again whole: its row is written once")
    func transactionIsDoneAgain() async throws {
        try await TestDatabase.withEmpty { database in
            let pool = database.makePool(maxConnections: 2)
            defer { pool.shutDown() }
            try await pool.query("CREATE TABLE saves (n int)")
            let (result, sessions) = try await cutOff(pool, database) { connection, isFirst in
                try await connection.withTransaction { transaction in
                    try await transaction.query("INSERT INTO saves VALUES (1)")
                    try await transaction.query(isFirst ? "SELECT pg_sleep(30)" : "SELECT pg_sleep(0.5)")
                    return 1
                }
            }
            #expect(try result.get() == 1)
            #expect(sessions == 2)
            #expect(try await pool.query("SELECT count(*) FROM saves")[0].decode(Int.self) == 1)
        }
    }

    @Test("work that took effect before the server ended the session is not done again: its error is the caller's")
    func committedWorkIsNotRepeated() async throws {
        try await TestDatabase.withEmpty { database in
            let pool = database.makePool(maxConnections: 2)
            defer { pool.shutDown() }
            try await pool.query("CREATE TABLE saves (n int)")
            let (result, sessions) = try await cutOff(pool, database) { connection, isFirst in
                try await connection.query("INSERT INTO saves VALUES (1)")
                try await connection.query(isFirst ? "SELECT pg_sleep(30)" : "SELECT pg_sleep(0.5)")
                return 1
            }
            #expect(throws: PostgresError.self) { try result.get() }
            #expect(sessions == 1)
            #expect(try await pool.query("SELECT count(*) FROM saves")[0].decode(Int.self) == 1)
        }
    }

    @Test("libpq's words for a standby, or a server stopping, are told from a server that is down")
    func standbysAreToldFromDownServers() {
        // libpq 15's messages with target_session_attrs=read-write and =primary, over two hosts.
        #expect(ConnectionPool.primaryMayBeOnItsWay("""
            connection to server at "127.0.0.1", port 5433 failed: Connection refused
            connection to server at "127.0.0.1", port 5434 failed: session is read-only
            """))
        #expect(ConnectionPool.primaryMayBeOnItsWay("connection to server at \"127.0.0.1\", port 5434 failed: server is in hot standby mode"))
        // The old primary, stopping, ends a connection as it opens; libpq then tries no other host.
        #expect(ConnectionPool.primaryMayBeOnItsWay("connection to server at \"127.0.0.1\", port 5433 failed: FATAL:  the database system is shutting down"))
        #expect(ConnectionPool.primaryMayBeOnItsWay(
            "connection to server at \"127.0.0.1\", port 5433 failed: server closed the connection unexpectedly This probably means the server terminated abnormally"))
        #expect(!ConnectionPool.primaryMayBeOnItsWay("""
            connection to server at "127.0.0.1", port 5433 failed: Connection refused
            \tIs the server running on that host and accepting TCP/IP connections?
            """))
    }
}

private final class Counter: Sendable {
    private let count = Mutex(0)
    /// Counts one more, and returns the count.
    func add() -> Int { count.withLock { $0 += 1; return $0 } }
    var value: Int { count.withLock { $0 } }
}
