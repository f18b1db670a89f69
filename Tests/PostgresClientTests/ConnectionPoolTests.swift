import Foundation
import EmbeddedPostgres
import NIOConcurrencyHelpers
import PostgresClient
import Testing
import PostgresTestSupport

@Suite("The connection pool")
struct ConnectionPoolTests {
    @Test("when every connection is busy, a checkout times out with a clear error")
    func checkoutTimeout() async throws {
        try await TestDatabase.withEmpty { database in
            let pool = database.makePool(maxConnections: 1, checkoutTimeout: .milliseconds(200))
            defer { pool.shutDown() }
            try await pool.withConnection { _ in
                let started = ContinuousClock.now
                await #expect {
                    try await pool.query("SELECT 1")
                } throws: { error in
                    guard case PostgresError.poolTimeout(_, let max) = error else { return false }
                    return max == 1 && "\(error)".contains("no database connection became free")
                }
                #expect(ContinuousClock.now - started >= .milliseconds(200))
            }
            // Once the connection is back, the pool serves again.
            #expect(try await pool.query("SELECT 2")[0].decode(Int.self) == 2)
        }
    }

    @Test("waiting tasks are served in the order they arrived")
    func fairWaiting() async throws {
        try await TestDatabase.withEmpty { database in
            let pool = database.makePool(maxConnections: 1, checkoutTimeout: .seconds(30))
            defer { pool.shutDown() }
            let order = NIOLockedValueBox<[Int]>([])
            let (release, releaseNow) = AsyncStream<Void>.makeStream()
            let holder = Task {
                try await pool.withConnection { _ in for await _ in release { break } }
            }
            while pool.statistics.open < 1 || pool.statistics.idle > 0 { try await Task.sleep(for: .milliseconds(5)) }
            var waiters: [Task<Void, any Error>] = []
            for number in 0..<5 {
                waiters.append(Task { try await pool.withConnection { _ in order.withLockedValue { $0.append(number) } } })
                // Let each waiter join the line before the next arrives.
                while pool.statistics.waiting < number + 1 { try await Task.sleep(for: .milliseconds(5)) }
            }
            #expect(order.withLockedValue { $0 }.isEmpty)
            releaseNow.yield()
            try await holder.value
            for waiter in waiters { try await waiter.value }
            #expect(order.withLockedValue { $0 } == [0, 1, 2, 3, 4])
        }
    }

    @Test("a connection killed on the server is replaced, and the next request works")
    func killedConnectionIsReplaced() async throws {
        try await TestDatabase.withEmpty { database in
            let pool = database.makePool(maxConnections: 2)
            defer { pool.shutDown() }
            // Kept only to watch: the test never uses it once it is back in the pool.
            let (first, firstPID) = try await pool.withConnection { connection in
                (connection, try await connection.query("SELECT pg_backend_pid()")[0].decode(Int32.self))
            }
            let admin = try await database.connect()
            defer { admin.close() }
            try await admin.query("SELECT pg_terminate_backend(\(firstPID))")
            // The event loop watching the idle connection reads the server's goodbye.
            let deadline = ContinuousClock.now + .seconds(10)
            while !first.isBroken, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
            #expect(first.isBroken)
            let secondPID = try await pool.query("SELECT pg_backend_pid()")[0].decode(Int32.self)
            #expect(secondPID != firstPID)
        }
    }

    @Test("after the server restarts, the pool serves again")
    func serverRestart() async throws {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("pg-restart-\(UUID().uuidString.prefix(8))")
        let cluster = try EmbeddedCluster(directory: directory, options: .throwaway(role: "tester", database: "tests"))
        defer { cluster.stopImmediatelyAndRemoveBlocking() }
        try await cluster.start()
        let pool = ConnectionPool(configuration: .init(connection: try cluster.configuration, maxConnections: 3, checkoutTimeout: .seconds(5)))
        defer { pool.shutDown() }
        #expect(try await pool.query("SELECT 1")[0].decode(Int.self) == 1)

        try await cluster.stop()
        await #expect {
            try await pool.query("SELECT 1")
        } throws: { error in
            guard let error = error as? PostgresError else { return false }
            switch error {
            case .connectionFailed, .connectionLost: return true
            default: return false
            }
        }

        try await cluster.start()
        #expect(try await pool.query("SELECT 2")[0].decode(Int.self) == 2)
        #expect(try await pool.query("SELECT 3")[0].decode(Int.self) == 3)
    }

    @Test("after shutdown the pool refuses new work")
    func shutdown() async throws {
        try await TestDatabase.withEmpty { database async throws in
            let pool = database.makePool()
            #expect(try await pool.query("SELECT 1")[0].decode(Int.self) == 1)
            pool.shutDown()
            await #expect {
                try await pool.query("SELECT 1")
            } throws: { error in
                if case PostgresError.poolClosed = error { return true }
                return false
            }
            #expect(pool.statistics.open == 0)
        }
    }

    @Test("the query counter counts per scope, and nested scopes count into their parents")
    func queryCounter() async throws {
        try await TestDatabase.withEmpty { database in
            let pool = database.makePool()
            defer { pool.shutDown() }
            let (_, outer) = try await QueryCounter.measure {
                try await pool.query("SELECT 1")
                let (_, inner) = try await QueryCounter.measure {
                    try await pool.withConnection { try await $0.pipeline(["SELECT 2", "SELECT 3"]) }
                }
                #expect(inner.statements == 2)
                #expect(inner.roundTrips == 1)
            }
            #expect(outer.statements == 3)
            #expect(outer.roundTrips == 2)
            // Work outside any scope is not counted anywhere.
            try await pool.query("SELECT 4")
            #expect(outer.statements == 3)
        }
    }
}
