import EmbeddedPostgres
import Foundation
import Hummingbird
import LarderModel
import LarderStore
import LarderWeb
import Logging
import NIOConcurrencyHelpers
import PostgresClient

// Benchmarks, not tests. Each prints one line measured in one run on one throwaway cluster,
// against pgbench running the same SQL on the same cluster at the same concurrency.
//   larder-bench client: 32 tasks run a prepared primary-key SELECT through ConnectionPool.
//   larder-bench page:   wrk fetches a recipe page of a 10,000-recipe household; pgbench runs the
//                        statements that page sends (the session lookup and the recipe graph).

let environment = ProcessInfo.processInfo.environment
let seconds = Int(environment["BENCH_SECONDS"] ?? "") ?? 20
let concurrency = 32

func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// A throwaway cluster for one benchmark run, removed at the end.
func withCluster<T>(_ body: (EmbeddedCluster, ConnectionConfiguration) async throws -> T) async throws -> T {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("larder-bench-\(getpid())")
    let cluster = try EmbeddedCluster(directory: directory, options: .throwaway(role: "larder", database: "larder"))
    defer { cluster.stopImmediatelyAndRemoveBlocking() }
    try await cluster.start()
    return try await body(cluster, try cluster.configuration)
}

/// A pgbench script replaying `statements`: their `$n` become pgbench variables, given with -D.
func pgbenchScript(_ statements: [QueryCounter.Statement]) -> (script: String, definitions: [String]) {
    var script = ""
    var definitions: [String] = []
    for (index, statement) in statements.enumerated() {
        var text = statement.text
        for (number, binding) in statement.bindings.enumerated().reversed() {
            let name = "s\(index)p\(number + 1)"
            text = text.replacingOccurrences(of: "$\(number + 1)", with: ":\(name)")
            switch binding.value {
            case .text(let value): definitions += ["-D", "\(name)=\(value)"]
            case .binary(let bytes): definitions += ["-D", "\(name)=\\x" + bytes.map { String(format: "%02x", $0) }.joined()]
            case .null: preconditionFailure("pgbench cannot pass NULL")
            }
        }
        script += text.split(whereSeparator: \.isNewline).joined(separator: " ") + ";\n"
    }
    return (script, definitions)
}

/// Runs pgbench with `script` at the same concurrency, on the cluster in `directory`; its tps.
func pgbench(script: String, definitions: [String] = [], directory: URL) async throws -> Double {
    let file = directory.appendingPathComponent("bench-\(getpid()).sql")
    try Data(script.utf8).write(to: file)
    chmod(file.path, 0o644)
    defer { try? FileManager.default.removeItem(at: file) }
    log("bench: pgbench, \(concurrency) clients for \(seconds) s …")
    let outcome = try await ExternalCommand(
        executable: EmbeddedCluster.locateServerPrograms().appendingPathComponent("pgbench"),
        arguments: ["-n", "-M", "prepared", "-c", "\(concurrency)", "-j", "2", "-T", "\(seconds)", "-f", file.path,
                    "-h", directory.path, "-p", "5432", "-U", "larder"] + definitions + ["larder"]
    ).run()
    guard let line = outcome.output.split(separator: "\n").first(where: { $0.hasPrefix("tps = ") }),
          let tps = Double(line.dropFirst(6).prefix { $0 != " " })
    else { throw BenchFailure("pgbench printed no tps line:\n\(outcome.output)") }
    return tps
}

struct BenchFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}


// MARK: - client

func benchClient() async throws {
    try await withCluster { cluster, configuration in
        let rows = 100_000
        let setup = try await Connection.connect(configuration)
        try await setup.executeScript("""
            CREATE TABLE bench (id integer PRIMARY KEY, name text NOT NULL);
            INSERT INTO bench SELECT n, 'recipe ' || n FROM generate_series(1, \(rows)) n;
            ANALYZE bench;
            """)
        setup.close()
        let pool = ConnectionPool(configuration: .init(connection: configuration, maxConnections: concurrency))
        let latencies = NIOLockedValueBox<[Duration]>([])
        log("bench: \(concurrency) tasks through ConnectionPool for \(seconds) s …")
        let started = ContinuousClock.now
        let deadline = started + .seconds(seconds)
        let completed = try await withThrowingTaskGroup(of: Int.self) { group in
            let loops = ConnectionPool.eventLoops
            for task in 0..<concurrency {
                // Each task runs on one of the pool's event loops, as pgbench's clients run on its threads.
                group.addTask(executorPreference: loops[task % loops.count]) {
                    var count = 0
                    var random = SeededRandom(seed: UInt64(task))
                    var mine: [Duration] = []
                    mine.reserveCapacity(200_000)
                    while ContinuousClock.now < deadline {
                        let id = Int.random(in: 1...rows, using: &random)
                        let before = ContinuousClock.now
                        let found = try await pool.query("SELECT id, name FROM bench WHERE id = \(id)")[0].decode(Int.self, at: 0)
                        mine.append(ContinuousClock.now - before)
                        precondition(found == id)
                        count += 1
                    }
                    let measured = mine
                    latencies.withLockedValue { $0 += measured }
                    return count
                }
            }
            var total = 0
            for try await count in group { total += count }
            return total
        }
        let elapsed = (ContinuousClock.now - started).inSeconds
        pool.shutDown()
        let sorted = latencies.withLockedValue { $0.sorted() }
        let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))].inMilliseconds
        let tps = try await pgbench(script: "\\set id random(1, \(rows))\nSELECT id, name FROM bench WHERE id = :id;\n",
                                    directory: cluster.directory)
        let qps = Double(completed) / elapsed
        print(String(format: "bench: client qps=%.0f pgbench_tps=%.0f ratio=%.2f p99_ms=%.2f", qps, tps, qps / tps, p99))
    }
}

// MARK: - page

func benchPage() async throws {
    try await withCluster { cluster, configuration in
        let recipes = Int(environment["BENCH_RECIPES"] ?? "") ?? 10_000
        let migrations = try ProjectFolders.locate("migrations")
        let setup = try await Connection.connect(configuration)
        try await Migrator(directory: migrations).migrate(setup)
        setup.close()
        let pool = ConnectionPool(configuration: .init(connection: configuration, maxConnections: concurrency))
        log("bench: seeding \(recipes) recipes …")
        let seeded = try await Seeder(pool: pool).seed(households: 1, recipes: recipes, passwordHash: "unused")
        let household = seeded.households[0]
        let owner = try await pool.query("SELECT user_id FROM memberships WHERE household_id = \(household)")[0].decode(UUID.self)
        let sessions = SessionRepository(pool: pool)
        let token = try await sessions.create(user: owner, household: household)
        let repository = RecipeRepository(pool: pool)
        let recipe = try await repository.fetch(FetchDescriptor(sortBy: [.name], limit: 1, offset: recipes / 2), in: household).items[0]

        // The statements the page sends, kept to give pgbench the very same SQL.
        let recorder = QueryCounter(keepingStatements: true)
        try await recorder.withCounting {
            _ = try await sessions.lookup(token)
            _ = try await repository.detail(recipe.id, in: household)
        }

        var logger = Logger(label: "larder-bench")
        logger.logLevel = .error
        let port = 18_000 + Int(getpid() % 1000)
        let app = try await buildApplication(configuration: AppConfiguration(
            hostname: "127.0.0.1", port: port, store: Store(pool: pool, migrator: try Migrator(directory: migrations)),
            templatesDirectory: try ProjectFolders.locate("Templates"), publicDirectory: try ProjectFolders.locate("Public"),
            bcryptCost: 4, logger: logger))
        let server = Task { try await app.run() }
        defer { server.cancel() }
        let url = "http://127.0.0.1:\(port)/recipes/\(recipe.id.uuidString)"
        var ready = false
        for _ in 0..<100 where !ready {
            try await Task.sleep(for: .milliseconds(100))
            ready = (try? await ExternalCommand(executable: URL(fileURLWithPath: "/usr/bin/curl"),
                                               arguments: ["-sf", "-o", "/dev/null", "-H", "Cookie: larder_session=\(token)", url]).run())?.succeeded == true
        }
        guard ready else { throw BenchFailure("the page at \(url) did not answer") }

        /// wrk's rate and median and 99th-percentile latencies for `connections` at once.
        func load(connections: Int, seconds: Int) async throws -> (rps: Double, p50: String, p99: String) {
            log("bench: wrk, \(connections) connection(s) for \(seconds) s on \(url) …")
            let wrk = try await ExternalCommand(
                executable: URL(fileURLWithPath: "/usr/bin/wrk"),
                arguments: ["-t\(min(connections, 2))", "-c\(connections)", "-d\(seconds)s", "--latency", "-H", "Cookie: larder_session=\(token)", url]
            ).run()
            func value(after label: String) -> String? {
                wrk.output.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) }?
                    .split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
            }
            guard let rps = value(after: "Requests/sec:").flatMap(Double.init), let p99 = value(after: "99%"), let p50 = value(after: "50%")
            else { throw BenchFailure("wrk printed no rate:\n\(wrk.output)") }
            if wrk.output.contains("Non-2xx") { throw BenchFailure("the page answered errors under load:\n\(wrk.output)") }
            return (rps, p50, p99)
        }
        // One reader alone first: the page's own latency, without queueing behind others.
        let alone = try await load(connections: 1, seconds: max(seconds / 4, 2))
        let loaded = try await load(connections: concurrency, seconds: seconds)
        server.cancel()
        let replay = pgbenchScript(recorder.keptStatements)
        let tps = try await pgbench(script: replay.script, definitions: replay.definitions, directory: cluster.directory)
        pool.shutDown()
        print(String(format: "bench: page rps=%.0f pgbench_tps=%.0f ratio=%.2f p50=%@ p99=%@ alone_p50=%@ statements=%d recipes=%d",
                     loaded.rps, tps, loaded.rps / tps, loaded.p50, loaded.p99, alone.p50, recorder.statements, recipes))
    }
}

switch CommandLine.arguments.dropFirst().first {
case "client": try await benchClient()
case "page": try await benchPage()
default:
    log("usage: larder-bench client|page   (BENCH_SECONDS, BENCH_RECIPES)")
    exit(2)
}
