import EmbeddedPostgres
import Foundation
import PostgresClient
#if canImport(Glibc)
import Glibc
#endif

/// The PostgreSQL server for the whole test run: `DATABASE_URL` when set, otherwise one
/// throwaway cluster in a temporary folder (Unix socket, fsync off), removed when the run ends.
///
/// Each test gets a database of its own, cloned from a template prepared once per run, so
/// tests run in parallel and never see each other's rows.
public actor TestServer {
    public static let shared = TestServer()

    private var base: Task<ConnectionConfiguration, any Error>?
    private var templates: [String: Task<Void, any Error>] = [:]

    /// A connection configuration for a database that exists and can create others.
    public func baseConfiguration() async throws -> ConnectionConfiguration {
        if let base { return try await base.value }
        let task = Task { try await Self.connectToServer() }
        base = task
        return try await task.value
    }

    /// Makes template database `name` once per server, with `prepare` run on it. It is built
    /// under a temporary name and renamed when done, so a half-made template is never used;
    /// a template left by an earlier run with the same name is used as it is.
    public func template(named name: String, prepare: @escaping @Sendable (Connection) async throws -> Void) async throws -> String {
        if let made = templates[name] {
            try await made.value
            return name
        }
        // Recorded before the first suspension: an actor is reentrant, and a second caller
        // arriving while this one waited would otherwise build the same template again.
        let task = Task { try await Self.makeTemplate(name, on: try await self.baseConfiguration(), prepare: prepare) }
        templates[name] = task
        try await task.value
        return name
    }

    private static func connectToServer() async throws -> ConnectionConfiguration {
        if let url = ProcessInfo.processInfo.environment["DATABASE_URL"], !url.isEmpty {
            return try ConnectionConfiguration(url, applicationName: "tests")
        }
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("pg-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
        let cluster = try EmbeddedCluster(directory: directory, options: .throwaway(role: "tester", database: "tests"))
        ThrowawayClusterCleanup.register(cluster)
        try await cluster.start()
        return try cluster.configuration
    }

    private static func makeTemplate(
        _ name: String, on base: ConnectionConfiguration, prepare: @Sendable (Connection) async throws -> Void
    ) async throws {
        let admin = try await Connection.connect(base)
        defer { admin.close() }
        if try await !admin.query("SELECT 1 FROM pg_database WHERE datname = \(name)").isEmpty { return }
        let building = "\(name)_building_\(UInt32.random(in: 0...UInt32.max))"
        try await admin.query("CREATE DATABASE \(identifier: building)")
        let connection = try await Connection.connect(base.replacing(database: building))
        try await prepare(connection)
        connection.close()
        do {
            try await admin.query("ALTER DATABASE \(identifier: building) RENAME TO \(identifier: name)")
        } catch PostgresError.server(let message) where message.sqlState == "42P04" {
            // Another test run finished the same template first.
            try await admin.query("DROP DATABASE \(identifier: building)")
        }
    }
}

/// A database of one test's own.
public struct TestDatabase: Sendable {
    public let name: String
    public let configuration: ConnectionConfiguration

    /// Runs `body` with a fresh, empty database; drops it afterwards.
    public static func withEmpty<T>(_ body: (TestDatabase) async throws -> T) async throws -> T {
        try await with(template: "template0", body)
    }

    /// Runs `body` with a fresh copy of template database `template`; drops it afterwards.
    ///
    /// Swift Testing starts every test at once, and each holds a few connections: at most
    /// `DatabaseSlots.limit` test databases are open at a time, so that together they stay under
    /// the server's `max_connections`. A test that opens a second database inside its first
    /// (a backup restored elsewhere) uses the slot it has.
    public static func with<T>(template: String, _ body: (TestDatabase) async throws -> T) async throws -> T {
        if DatabaseSlots.held { return try await opened(template: template, body) }
        await DatabaseSlots.shared.acquire()
        do {
            let result = try await DatabaseSlots.$held.withValue(true) { try await opened(template: template, body) }
            await DatabaseSlots.shared.release()
            return result
        } catch {
            await DatabaseSlots.shared.release()
            throw error
        }
    }

    private static func opened<T>(template: String, _ body: (TestDatabase) async throws -> T) async throws -> T {
        let base = try await TestServer.shared.baseConfiguration()
        let name = "test_\(UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: ""))"
        let admin = try await Connection.connect(base)
        defer { admin.close() }
        try await admin.query("CREATE DATABASE \(identifier: name) TEMPLATE \(identifier: template)")
        let database = TestDatabase(name: name, configuration: try base.replacing(database: name))
        /// The test's database is only scaffolding: failing to drop it fails no test. (An
        /// autovacuum worker busy in it belongs to the superuser, whom this role may not stop.)
        func drop() async {
            for attempt in 0..<5 {
                if (try? await admin.query("DROP DATABASE \(identifier: name) WITH (FORCE)")) != nil { return }
                try? await Task.sleep(for: .milliseconds(100 * (attempt + 1)))
            }
        }
        do {
            let result = try await body(database)
            await drop()
            return result
        } catch {
            await drop()
            throw error
        }
    }

    public func connect() async throws -> Connection {
        try await Connection.connect(configuration)
    }

    /// A pool on this database; the caller shuts it down (or lets the test end).
    public func makePool(maxConnections: Int = 4, checkoutTimeout: Duration = .seconds(10)) -> ConnectionPool {
        ConnectionPool(configuration: .init(connection: configuration, maxConnections: maxConnections, checkoutTimeout: checkoutTimeout))
    }
}

/// How many test databases may be open at once: each test's pool, listener and admin connection
/// come to about ten connections, and the throwaway server allows 500.
actor DatabaseSlots {
    static let limit = 40
    static let shared = DatabaseSlots()
    /// Whether this task holds a slot already.
    @TaskLocal static var held = false

    private var free = DatabaseSlots.limit
    private var waiting: [CheckedContinuation<Void, Never>] = []

    func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Stops and removes the throwaway cluster when the test process exits.
enum ThrowawayClusterCleanup {
    nonisolated(unsafe) private static var cluster: EmbeddedCluster?

    static func register(_ cluster: EmbeddedCluster) {
        self.cluster = cluster
        atexit {
            guard let cluster = ThrowawayClusterCleanup.cluster else { return }
            cluster.stopImmediatelyAndRemoveBlocking()
        }
    }
}

extension String {
    /// A hash that is the same in every process (Swift's `hashValue` is seeded per process).
    public var hashValueStable: UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}

/// Collects lines reported from other tasks (migration progress, logs) for a test to read.
public final class Transcript: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    public init() {}

    public func append(_ line: String) {
        lock.lock()
        storage.append(line)
        lock.unlock()
    }

    public var lines: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }
}
