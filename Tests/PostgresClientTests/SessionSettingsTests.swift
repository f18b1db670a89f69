import Foundation
@testable import PostgresClient
import PostgresTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("Session settings, unnamed statements and bounded waiting")
struct SessionSettingsTests {
    @Test("session settings reach the server, an operator's own options are kept and win, and keepalives are set")
    func settingsAndOptions() async throws {
        try await TestDatabase.withEmpty { database in
            let withOptions = try ConnectionConfiguration(
                database.configuration.connectionString + " options='-c work_mem=7MB -c statement_timeout=4s'")
            var configuration = withOptions
            configuration.sessionSettings = [("statement_timeout", "1500"), ("idle_in_transaction_session_timeout", "60000")]
            configuration.keepalivesIdle = .seconds(30)
            let connection = try await Connection.connect(configuration)
            defer { connection.close() }
            let shown = try await connection.pipeline([
                "SHOW work_mem", "SHOW statement_timeout", "SHOW idle_in_transaction_session_timeout", "SHOW DateStyle",
                "SELECT current_setting('tcp_keepalives_idle')",
            ]).map { try $0[0].decode(String.self) }
            // The operator's statement_timeout comes after ours, so theirs is the one in force.
            #expect(shown[0] == "7MB" && shown[1] == "4s" && shown[2] == "1min" && shown[3].hasPrefix("ISO"))
            // Over TCP the server reports the socket's keepalive idle time. Over a Unix socket
            // keepalives do not apply, so there the parameters libpq is given are checked: ours
            // come before the operator's string, where libpq lets a later setting win.
            let host = configuration.value(of: "host") ?? ""
            if host.isEmpty || host.hasPrefix("/") {
                let keys = configuration.connectParameters.map(\.0)
                #expect(configuration.connectParameters.contains { $0.0 == "keepalives_idle" && $0.1 == "30" })
                #expect(try #require(keys.firstIndex(of: "keepalives_idle")) < (try #require(keys.firstIndex(of: "dbname"))))
            } else {
                #expect(shown[4] == "30")
            }
        }
    }

    @Test("a statement over the timeout is cancelled by the server with a clear error, and the connection stays usable")
    func statementTimeout() async throws {
        try await TestDatabase.withEmpty { database in
            var configuration = database.configuration
            configuration.sessionSettings = [("statement_timeout", "200")]
            let connection = try await Connection.connect(configuration)
            defer { connection.close() }
            let started = ContinuousClock.now
            await #expect {
                try await connection.query("SELECT pg_sleep(5)")
            } throws: { error in
                guard case PostgresError.server(let message) = error else { return false }
                return message.sqlState == "57014"
            }
            #expect(ContinuousClock.now - started < .seconds(3))
            #expect(try await connection.query("SELECT 1")[0].decode(Int.self) == 1)
        }
    }

    @Test("with prepared statements off, nothing is prepared on the server and statements still bind parameters")
    func unnamedStatements() async throws {
        try await TestDatabase.withEmpty { database in
            var configuration = database.configuration
            configuration.preparesStatements = false
            let connection = try await Connection.connect(configuration)
            defer { connection.close() }
            for number in 1...3 {
                #expect(try await connection.query("SELECT \(number) + 1")[0].decode(Int.self) == number + 1)
            }
            #expect(try await connection.query("SELECT count(*) FROM pg_prepared_statements")[0].decode(Int.self) == 0)

            let preparing = try await Connection.connect(database.configuration)
            defer { preparing.close() }
            _ = try await preparing.query("SELECT \(1) + 1")
            #expect(try await preparing.query("SELECT count(*) FROM pg_prepared_statements")[0].decode(Int.self) >= 1)
        }
    }

    @Test("when the waiting line is full, one more checkout is refused at once instead of queueing")
    func boundedWaiters() async throws {
        try await TestDatabase.withEmpty { database in
            let pool = ConnectionPool(configuration: .init(
                connection: database.configuration, maxConnections: 1, checkoutTimeout: .seconds(30), maxWaiters: 1))
            defer { pool.shutDown() }
            let (release, releaseNow) = AsyncStream<Void>.makeStream()
            let holder = Task { try await pool.withConnection { _ in for await _ in release { break } } }
            while pool.statistics.open < 1 || pool.statistics.idle > 0 { try await Task.sleep(for: .milliseconds(5)) }
            let waiter = Task { try await pool.query("SELECT 1") }
            while pool.statistics.waiting < 1 { try await Task.sleep(for: .milliseconds(5)) }

            let started = ContinuousClock.now
            await #expect {
                try await pool.query("SELECT 2")
            } throws: { error in
                guard case PostgresError.poolBusy(let max) = error else { return false }
                return max == 1
            }
            #expect(ContinuousClock.now - started < .seconds(1))

            releaseNow.yield()
            _ = try await holder.value
            _ = try await waiter.value
            #expect(try await pool.query("SELECT 3")[0].decode(Int.self) == 3)
        }
    }
}

@Suite("A server that stops answering")
struct SilentServerTests {
    /// Freezing the server process of one connection is a black hole for that connection alone:
    /// its socket stays open and nothing comes back, as when a network drops packets silently.
    /// It needs the server on this machine (the throwaway cluster, over its Unix socket).
    static var serverIsLocal: Bool {
        ProcessInfo.processInfo.environment["DATABASE_URL"].map { $0.isEmpty } ?? true
    }

    @Test("a round trip with no answer fails as a lost connection once the answer timeout passes, and the pool serves again at once",
          .enabled(if: serverIsLocal))
    func blackHole() async throws {
        try await TestDatabase.withEmpty { database in
            var configuration = database.configuration
            configuration.answerTimeout = .seconds(1)
            let pool = ConnectionPool(configuration: .init(connection: configuration, maxConnections: 2, checkoutTimeout: .seconds(5)))
            defer { pool.shutDown() }
            let frozen = try await pool.withConnection { try await $0.query("SELECT pg_backend_pid()")[0].decode(Int32.self) }
            #expect(kill(frozen, SIGSTOP) == 0)
            defer { kill(frozen, SIGCONT) }

            let started = ContinuousClock.now
            await #expect {
                try await pool.query("SELECT 1")
            } throws: { error in
                guard case PostgresError.connectionLost(let reason) = error else { return false }
                return reason.contains("no answer from the server within")
            }
            let waited = ContinuousClock.now - started
            #expect(waited >= .seconds(1) && waited < .seconds(4))
            // The silent connection was dropped; a new one (another server process) answers.
            #expect(try await pool.query("SELECT pg_backend_pid()")[0].decode(Int32.self) != frozen)
        }
    }

    @Test("a connection whose holder lifted the answer timeout waits for a slow answer", .enabled(if: serverIsLocal))
    func liftedTimeout() async throws {
        try await TestDatabase.withEmpty { database in
            var configuration = database.configuration
            configuration.answerTimeout = .milliseconds(300)
            let connection = try await Connection.connect(configuration)
            defer { connection.close() }
            connection.answerTimeout = nil
            try await connection.query("SELECT pg_sleep(0.8)")
            #expect(!connection.isBroken)
        }
    }
}
