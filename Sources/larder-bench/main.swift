import CookbookRecipe
import EmbeddedPostgres
import Foundation
import LarderExchange
import LarderFetch
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
//   larder-bench pages:  seeds 1,000 households and 100,000 recipes with `larder seed`, then for
//                        each page runs wrk against `larder serve` and pgbench replaying the
//                        statements that page's request sent, three times each, and prints the
//                        medians; then cold start, memory, a 10,000-recipe import and stage 2.
//   larder-bench imports: the page reader on 5 MB pages, and a job of 1,000 served recipe pages.
//   larder-bench render N: the recipe page's view and HTML, N times, for callgrind (`make count-render`).
//   larder-bench minimal-server PORT: Hummingbird's minimal app, the anchor `/livez` is compared with.

let environment = ProcessInfo.processInfo.environment
let seconds = Int(environment["BENCH_SECONDS"] ?? "") ?? 10
let concurrency = 32

/// A result line, written at once: a long run shows its figures as they come.
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

/// A throwaway cluster for one benchmark run, removed at the end.
func withCluster<T>(_ body: (EmbeddedCluster, ConnectionConfiguration) async throws -> T) async throws -> T {
    let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("larder-bench-\(getpid())")
    var options = EmbeddedCluster.Options.throwaway(role: "larder", database: "larder")
    // A benchmark measures a server as it runs: with autovacuum, which tests do without.
    options.settings["autovacuum"] = "on"
    let cluster = try EmbeddedCluster(directory: directory, options: options)
    defer { cluster.stopImmediatelyAndRemoveBlocking() }
    try await cluster.start()
    return try await body(cluster, try cluster.configuration)
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
        let tps = try await pgbenchRun(script: "\\set id random(1, \(rows))\nSELECT id, name FROM bench WHERE id = :id;\n",
                                       definitions: [], directory: cluster.directory, seconds: seconds).tps
        let qps = Double(completed) / elapsed
        say(String(format: "bench: client qps=%.0f pgbench_tps=%.0f ratio=%.2f p99_ms=%.2f", qps, tps, qps / tps, p99))
    }
}

// MARK: - pages

/// Where the bench's server and tools are: the release `larder` next to this program.
let larderExecutable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("larder")

/// A page under load: its path (or, for the recipe page, any of `recipeIDs` per request).
struct BenchPage {
    let name: String
    let path: String
    /// `path` names a recipe, and each request asks for one of the bench's recipes at random.
    var randomRecipe = false
    /// The JSON API's, opened by an access token rather than the session cookie.
    var isAPI = false
    /// Larder plans a filtered list with its values each time (an unnamed statement), where a
    /// plain page reuses a prepared plan: pgbench replays each the same way.
    var plannedEachTime = false
}

/// wrk's figures for one run.
struct LoadFigures {
    let rps: Double
    let p50: Double
    let p99: Double
    /// Answers that were not 2xx, and requests that timed out (wrk gives up after 2 s).
    let errors: Int
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Milliseconds from wrk's "1.23ms", "850.00us" or "1.02s".
func milliseconds(_ text: String) -> Double? {
    for (unit, factor) in [("us", 0.001), ("ms", 1.0), ("s", 1000.0)] where text.hasSuffix(unit) {
        return Double(text.dropLast(unit.count)).map { $0 * factor }
    }
    return nil
}

/// One wrk run at `connections` for `seconds`, counting answers that are not 2xx and timeouts:
/// a page too slow to answer is a figure to report, not a reason to stop measuring the rest.
func wrk(_ url: String, header: String, script: URL?, connections: Int, seconds: Int) async throws -> LoadFigures {
    var arguments = ["-t2", "-c\(connections)", "-d\(seconds)s", "--latency", "-H", header]
    if let script { arguments += ["-s", script.path] }
    let run = try await ExternalCommand(executable: URL(fileURLWithPath: "/usr/bin/wrk"), arguments: arguments + [url]).run()
    func value(after label: String) -> String? {
        run.output.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) }?
            .split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.map(String.init)
    }
    guard run.succeeded, let rps = value(after: "Requests/sec:").flatMap(Double.init),
          let p50 = value(after: "50%").flatMap(milliseconds), let p99 = value(after: "99%").flatMap(milliseconds)
    else { throw BenchFailure("wrk printed no rate for \(url):\n\(run.output)") }
    func count(after label: String) -> Int {
        guard let line = run.output.split(separator: "\n").first(where: { $0.contains(label) }) else { return 0 }
        return line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }.reduce(0, +)
    }
    return LoadFigures(rps: rps, p50: p50, p99: p99, errors: count(after: "Non-2xx") + count(after: "Socket errors"))
}

/// The request path against Hummingbird's own minimal app (`larder-bench minimal-server`):
/// `/livez` on both under the same load, neither touching the database. Larder's costs what its
/// middleware, log line, metrics and headers cost beyond the framework.
func anchor(larder: String) async throws {
    let port = 18_990 + Int(getpid() % 9)
    let minimal = Process()
    minimal.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    minimal.arguments = ["minimal-server", "\(port)"]
    minimal.standardOutput = FileHandle.nullDevice
    try minimal.run()
    defer { minimal.terminate() }
    let base = "http://127.0.0.1:\(port)"
    var ready = false
    for _ in 0..<300 where !ready {
        ready = try await ExternalCommand(executable: URL(fileURLWithPath: "/usr/bin/curl"), arguments: ["-sf", base + "/livez"]).run().succeeded
        if !ready { try await Task.sleep(for: .milliseconds(20)) }
    }
    guard ready else { throw BenchFailure("Hummingbird's minimal app did not answer on port \(port)") }
    var larderRuns: [LoadFigures] = [], minimalRuns: [LoadFigures] = []
    for run in 1...3 {
        log("bench: anchor run \(run) of 3: /livez on larder serve and on Hummingbird's minimal app …")
        larderRuns.append(try await wrk(larder + "/livez", header: "Accept: text/plain", script: nil, connections: concurrency, seconds: seconds))
        minimalRuns.append(try await wrk(base + "/livez", header: "Accept: text/plain", script: nil, connections: concurrency, seconds: seconds))
    }
    let (ours, theirs) = (median(larderRuns.map(\.rps)), median(minimalRuns.map(\.rps)))
    say(String(format: "bench: anchor=livez larder_rps=%.0f hummingbird_minimal_rps=%.0f ratio=%.2f larder_p99_ms=%.2f minimal_p99_ms=%.2f",
               ours, theirs, ours / theirs, median(larderRuns.map(\.p99)), median(minimalRuns.map(\.p99))))
}

/// What pgbench measured in one run: its rate and, from its log of every transaction, the
/// latencies at the median and the 99th percentile, so a page's own can be read beside its SQL's.
struct PgbenchFigures {
    let tps: Double
    let p50: Double
    let p99: Double
}

/// pgbench replaying `script` at the bench's concurrency for `seconds`. Fails when pgbench fails
/// or reports a failed transaction.
func pgbenchRun(script: String, definitions: [String], directory: URL, seconds: Int, prepared: Bool = true) async throws -> PgbenchFigures {
    let file = directory.appendingPathComponent("bench-\(getpid()).sql")
    try Data(script.utf8).write(to: file)
    chmod(file.path, 0o644)
    defer { try? FileManager.default.removeItem(at: file) }
    // pgbench writes one log per thread, named from this prefix and its own process id.
    let logs = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-\(getpid())-pgbench-logs")
    try FileManager.default.createDirectory(at: logs, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: logs) }
    let outcome = try await ExternalCommand(
        executable: EmbeddedCluster.locateServerPrograms().appendingPathComponent("pgbench"),
        arguments: ["-n", "-M", prepared ? "prepared" : "extended", "-c", "\(concurrency)", "-j", "2", "-T", "\(seconds)", "-f", file.path,
                    "-l", "--log-prefix", logs.appendingPathComponent("transactions").path,
                    "-h", directory.path, "-p", "5432", "-U", "larder"] + definitions + ["larder"]
    ).run()
    guard outcome.succeeded else { throw BenchFailure("pgbench failed (status \(outcome.status)):\n\(outcome.output)") }
    if let failed = outcome.output.split(separator: "\n").first(where: { $0.hasPrefix("number of failed transactions: ") }),
       !failed.dropFirst("number of failed transactions: ".count).hasPrefix("0 ") {
        throw BenchFailure("pgbench reported failed transactions:\n\(outcome.output)")
    }
    guard let line = outcome.output.split(separator: "\n").first(where: { $0.hasPrefix("tps = ") }),
          let tps = Double(line.dropFirst(6).prefix { $0 != " " })
    else { throw BenchFailure("pgbench printed no tps line:\n\(outcome.output)") }
    var latencies: [Double] = []
    for name in try FileManager.default.contentsOfDirectory(atPath: logs.path) {
        latencies += try transactionLatencies(in: Data(contentsOf: logs.appendingPathComponent(name)))
    }
    guard !latencies.isEmpty else { throw BenchFailure("pgbench logged no transaction in \(logs.path)") }
    latencies.sort()
    return PgbenchFigures(tps: tps, p50: latencies[latencies.count / 2],
                          p99: latencies[min(latencies.count - 1, latencies.count * 99 / 100)])
}

/// Milliseconds each transaction took, from a pgbench log: a line per transaction, whose third
/// field is its time in microseconds (`client_id transaction_no time script_no time_epoch time_us`).
func transactionLatencies(in log: Data) throws -> [Double] {
    var latencies: [Double] = []
    for line in log.split(separator: UInt8(ascii: "\n")) {
        let fields = line.split(separator: UInt8(ascii: " "), maxSplits: 3)
        guard fields.count >= 3, let microseconds = Int(String(decoding: fields[2], as: UTF8.self)) else {
            throw BenchFailure("a pgbench log line without a time: \(String(decoding: line, as: UTF8.self))")
        }
        latencies.append(Double(microseconds) / 1000)
    }
    return latencies
}

/// A pgbench script replaying what one request sent. Each parameter becomes a pgbench variable
/// (given with -D); one equal to `recipe` becomes `:rid`, which the script draws at random from
/// `bench_recipe_ids`, as the wrk script draws the page's recipe.
func replayScript(_ statements: [QueryCounter.Statement], recipe: UUID?) -> (script: String, definitions: [String]) {
    var script = recipe == nil ? "" : "\\set n random(1, \(benchRecipeIDs))\nSELECT id AS rid FROM bench_recipe_ids WHERE n = :n \\gset\n"
    var definitions: [String] = []
    for (index, statement) in statements.enumerated() {
        var text = statement.text
        for (number, binding) in statement.bindings.enumerated().reversed() {
            let name = "s\(index)p\(number + 1)"
            let replacement: String
            switch binding.value {
            case .text(let value) where recipe.map({ value.lowercased() == $0.uuidString.lowercased() }) == true:
                replacement = ":rid"
            case .text(let value):
                replacement = ":\(name)"
                definitions += ["-D", "\(name)=\(value)"]
            case .binary(let bytes):
                replacement = ":\(name)"
                definitions += ["-D", "\(name)=\\x" + bytes.map { String(format: "%02x", $0) }.joined()]
            case .null:
                replacement = "NULL"
            }
            text = text.replacingOccurrences(of: "$\(number + 1)", with: replacement)
        }
        // pgbench takes a statement on one line, so the comments in ours end where their line does.
        let lines = text.split(whereSeparator: \.isNewline).map { line in
            line.range(of: "-- ").map { String(line[..<$0.lowerBound]) } ?? String(line)
        }
        script += lines.joined(separator: " ") + ";\n"
    }
    return (script, definitions)
}

let benchRecipeIDs = 1000

/// `larder` as a child process on the bench cluster.
func spawnLarder(_ arguments: [String], database: String, output: FileHandle = .nullDevice,
                 environment extra: [String: String] = [:]) throws -> Process {
    let process = Process()
    process.executableURL = larderExecutable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(
        ["DATABASE_URL": database, "LARDER_METRICS_PORT": "0", "LARDER_ENV": "production"].merging(extra) { $1 }) { $1 }
    process.standardOutput = output
    process.standardError = output == .nullDevice ? output : FileHandle.standardError
    try process.run()
    return process
}

/// A process's resident and peak memory in MB, from /proc.
func memory(of pid: Int32) -> (rss: Double, peak: Double) {
    let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
    func kilobytes(_ field: String) -> Double {
        status.split(separator: "\n").first { $0.hasPrefix(field) }
            .flatMap { Double($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") } ?? 0
    }
    return (kilobytes("VmRSS:") / 1024, kilobytes("VmHWM:") / 1024)
}

func benchPages() async throws {
    let total = Int(environment["BENCH_RECIPES"] ?? "") ?? 100_000
    let households = Int(environment["BENCH_HOUSEHOLDS"] ?? "") ?? 1000
    let runs = 3
    try await withCluster { cluster, configuration in
        let database = "host=\(cluster.directory.path) port=5432 user=larder dbname=larder"
        let migrations = try ProjectFolders.locate("migrations")
        let setup = try await Connection.connect(configuration)
        let settings = try await setup.query("""
            SELECT string_agg(name || '=' || setting || coalesce(unit, ''), ' ' ORDER BY name) FROM pg_settings
            WHERE name IN ('server_version', 'shared_buffers', 'max_connections', 'work_mem', 'effective_cache_size',
                           'synchronous_commit', 'fsync', 'random_page_cost', 'jit')
            """)[0].decode(String.self)
        say("bench: cluster \(settings)")
        try await Migrator(directory: migrations).migrate(setup)

        // The dataset: one household with half the recipes among many small ones.
        let largest = total / 2
        let others = households > 1 ? (total - largest) / (households - 1) : 0
        log("bench: seeding \(households) households, \(largest) recipes in the largest and \(others) in each other, with larder seed …")
        let seedStarted = ContinuousClock.now
        let seeder = try spawnLarder(["seed", "--households", "\(households)", "--recipes", "\(others)", "--largest", "\(largest)", "--cookbook"],
                                     database: database, output: .standardError)
        seeder.waitUntilExit()
        guard seeder.terminationStatus == 0 else { throw BenchFailure("larder seed failed") }
        let seedSeconds = (ContinuousClock.now - seedStarted).inSeconds
        // As autovacuum leaves a table in steady state: statistics, and a visibility map that lets
        // index-only scans skip the heap.
        try await setup.executeScript("VACUUM ANALYZE")
        let shape = try await setup.query("""
            SELECT (SELECT count(*) FROM recipes), (SELECT count(*) FROM recipe_steps), (SELECT count(*) FROM recipe_ingredients)
            """)[0]
        let (recipes, steps, lines) = try shape.decode(Int.self, Int.self, Int.self)
        say(String(format: "bench: seed recipes=%d households=%d steps=%d lines=%d seconds=%.1f recipes_per_s=%.0f",
                     recipes, households, steps, lines, seedSeconds, Double(recipes) / seedSeconds))

        // Who browses: the owner of the largest household, with a session as a login makes.
        let (household, owner) = try await setup.query("""
            SELECT m.household_id, m.user_id FROM memberships m
            JOIN (SELECT household_id FROM recipes GROUP BY household_id ORDER BY count(*) DESC LIMIT 1) big USING (household_id)
            """)[0].decode(UUID.self, UUID.self)
        try await setup.executeScript("""
            CREATE TABLE bench_recipe_ids AS
                SELECT row_number() OVER () AS n, id FROM (SELECT id FROM recipes WHERE household_id = '\(household.uuidString)'
                                                           ORDER BY random() LIMIT \(benchRecipeIDs)) picked;
            CREATE UNIQUE INDEX ON bench_recipe_ids (n);
            """)
        let ids = try await setup.query("SELECT id FROM bench_recipe_ids ORDER BY n").decode(UUID.self)
        setup.close()
        let pool = ConnectionPool(configuration: .init(connection: configuration, maxConnections: 4))
        defer { pool.shutDown() }
        let store = Store(pool: pool, migrator: try Migrator(directory: migrations))
        let token = try await store.sessions.create(user: owner, household: household)
        // The largest household's fortnight around today: lunch and dinner, each a different
        // recipe for 4, and a shopping list made from this week's seven days of it.
        let today = Day(Date())
        try await pool.query("""
            INSERT INTO plan_entries (household_id, day, slot, recipe_id, servings, created_by)
            SELECT \(household), \(today.iso)::date + meal.n / 2 - 7, CASE meal.n % 2 WHEN 0 THEN 'lunch' ELSE 'dinner' END, r.id, 4, \(owner)
            FROM generate_series(0, 29) meal(n) JOIN bench_recipe_ids r ON r.n = meal.n + 1
            """)
        try await store.shopping.setPlannedDays(from: today, to: today.adding(days: 6), in: household)
        let cookie = "Cookie: larder_session=\(token)"
        // The API's reader: a read token of the same owner in the same household.
        let bearer = "Authorization: Bearer " + (try await store.accessTokens.create(
            name: "bench", user: owner, household: household, scope: .read, expiresInDays: nil).secret)
        // A deep page as the list's Next link reaches it: after the last recipe of the page before.
        let deepPage = max(2, min(largest / 24 - 1, 1000))
        let deepAnchor = try await pool.query("""
            SELECT id FROM recipes WHERE household_id = \(household) ORDER BY lower(name), id OFFSET \((deepPage - 1) * 24 - 1) LIMIT 1
            """)[0].decode(UUID.self)
        // BENCH_PAGES=recipe,api_recipe measures those pages only.
        let chosen = Set((environment["BENCH_PAGES"] ?? "").split(separator: ",").map(String.init))
        let pages = [
            BenchPage(name: "recipe", path: "/recipes/\(ids[0].uuidString)", randomRecipe: true),
            BenchPage(name: "api_recipe", path: "/api/v1/recipes/\(ids[0].uuidString)", randomRecipe: true, isAPI: true),
            BenchPage(name: "list", path: "/recipes"),
            BenchPage(name: "list_deep", path: "/recipes?page=\(deepPage)&after=\(deepAnchor.uuidString)"),
            BenchPage(name: "search_name", path: "/recipes?q=lemony", plannedEachTime: true),
            BenchPage(name: "search_steps", path: "/recipes?q=prove", plannedEachTime: true),
            BenchPage(name: "ingredient", path: "/recipes?ingredient=garlic", plannedEachTime: true),
            BenchPage(name: "ingredients", path: "/ingredients"),
            BenchPage(name: "skills", path: "/skills"),
            BenchPage(name: "week", path: "/plan"),
            BenchPage(name: "shopping", path: "/shopping"),
            BenchPage(name: "healthz", path: "/healthz"),
        ].filter { chosen.isEmpty || chosen.contains($0.name) }

        // The statements each page sends, captured from a request through the router of an
        // in-process server whose every statement a keeping meter records.
        var logger = Logger(label: "larder-bench")
        logger.logLevel = .error
        let capturePort = 18_000 + Int(getpid() % 1000)
        // The server shuts its store's pool down when it stops: it gets one of its own.
        let capturePool = ConnectionPool(configuration: .init(connection: configuration, maxConnections: 4))
        let capture = try await buildApplication(configuration: AppConfiguration(
            hostname: "127.0.0.1", port: capturePort, store: Store(pool: capturePool, migrator: try Migrator(directory: migrations)),
            pages: PageImporter(fetcher: SafeFetcher(policy: FetchPolicy())),
            publicDirectory: try ProjectFolders.locate("Public"), apiDocument: try ProjectFolders.locate("openapi.yaml", isFolder: false),
            bcryptCost: 4, logger: logger))
        let recorder = StatementMeter(keepingStatements: true)
        let captureServer = Task { try await recorder.measuring { try await capture.run() } }
        // Each fetch has a deadline: twice a fetch of the new server's first page never came
        // back (the server answered the same request at once from another curl), and with no
        // deadline the whole run waited for it for ever.
        func fetch(_ base: String, _ path: String, header: String = cookie) async throws -> Bool {
            (try? await ExternalCommand(executable: URL(fileURLWithPath: "/usr/bin/curl"),
                                        arguments: ["-sf", "--max-time", "10", "-o", "/dev/null", "-H", header, base + path]).run())?.succeeded == true
        }
        var ready = false
        for _ in 0..<100 where !ready {
            try await Task.sleep(for: .milliseconds(100))
            ready = try await fetch("http://127.0.0.1:\(capturePort)", "/healthz")
        }
        guard ready else { throw BenchFailure("the capturing server did not answer") }
        var captured: [String: [QueryCounter.Statement]] = [:]
        for page in pages {
            let before = recorder.keptStatements.count
            guard try await fetch("http://127.0.0.1:\(capturePort)", page.path, header: page.isAPI ? bearer : cookie) else {
                throw BenchFailure("\(page.path) did not answer 200")
            }
            captured[page.name] = Array(recorder.keptStatements.dropFirst(before))
        }
        captureServer.cancel()
        _ = try? await captureServer.value

        // The server under load: `larder serve` as an admin runs it, its cold start timed.
        let port = capturePort + 1
        let base = "http://127.0.0.1:\(port)"
        let started = ContinuousClock.now
        // The API's rate limit is for households' scripts, not for a benchmark's load.
        let server = try spawnLarder(["serve", "--port", "\(port)"], database: database,
                                     environment: ["LARDER_API_REQUESTS_PER_MINUTE": "100000000"])
        defer { server.terminate() }
        ready = false
        while !ready, ContinuousClock.now - started < .seconds(30) {
            ready = try await fetch(base, "/recipes")
            if !ready { try await Task.sleep(for: .milliseconds(10)) }
        }
        guard ready else { throw BenchFailure("larder serve did not answer") }
        say(String(format: "bench: cold_start_ms=%.0f (larder serve started to its first 200 on /recipes)",
                     (ContinuousClock.now - started).inMilliseconds))

        /// A wrk script asking for one of the bench's recipes at random, at the page's address.
        func randomRecipeScript(_ page: BenchPage) throws -> URL {
            let script = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-\(getpid())-\(page.name).lua")
            let prefix = page.path.replacingOccurrences(of: ids[0].uuidString, with: "")
            try Data("""
                local ids = {\(ids.map { "\"\($0.uuidString)\"" }.joined(separator: ","))}
                request = function() return wrk.format("GET", "\(prefix)" .. ids[math.random(#ids)]) end
                """.utf8).write(to: script)
            return script
        }
        for page in pages {
            let script = page.randomRecipe ? try randomRecipeScript(page) : nil
            defer { if let script { try? FileManager.default.removeItem(at: script) } }
            let statements = captured[page.name] ?? []
            var loads: [LoadFigures] = []
            var replays: [PgbenchFigures] = []
            var rss = 0.0
            for run in 1...runs {
                log("bench: \(page.name) run \(run) of \(runs): wrk and pgbench, \(concurrency) connections, \(seconds) s each …")
                loads.append(try await wrk(base + page.path, header: page.isAPI ? bearer : cookie, script: script,
                                           connections: concurrency, seconds: seconds))
                rss = max(rss, memory(of: server.processIdentifier).rss)
                if !statements.isEmpty {
                    let replay = replayScript(statements, recipe: page.randomRecipe ? ids[0] : nil)
                    replays.append(try await pgbenchRun(script: replay.script, definitions: replay.definitions, directory: cluster.directory,
                                                      seconds: seconds, prepared: !page.plannedEachTime))
                }
            }
            let rps = median(loads.map(\.rps))
            let tps = replays.isEmpty ? 0 : median(replays.map(\.tps))
            // Medians of the runs' percentiles, as for wrk's; pgbench's are 0 for a page that sends no statement.
            let (pgbenchP50, pgbenchP99) = replays.isEmpty ? (0, 0) : (median(replays.map(\.p50)), median(replays.map(\.p99)))
            say(String(format: "bench: page=%@ rps=%.0f pgbench_tps=%.0f ratio=%.2f p50_ms=%.2f p99_ms=%.2f pgbench_p50_ms=%.2f pgbench_p99_ms=%.2f queries=%d rss_mb=%.0f errors=%d",
                         page.name, rps, tps, tps > 0 ? rps / tps : 0, median(loads.map(\.p50)), median(loads.map(\.p99)),
                         pgbenchP50, pgbenchP99, statements.count, rss, loads.map(\.errors).reduce(0, +)))
        }
        if chosen.isEmpty || chosen.contains("healthz") {
            try await anchor(larder: base)
        }
        say(String(format: "bench: peak_rss_mb=%.0f", memory(of: server.processIdentifier).peak))

        // The largest household's whole export, downloaded from the server: it is written as it
        // is read, so the server's memory should not grow with the household.
        let exportStarted = ContinuousClock.now
        let download = try await ExternalCommand(executable: URL(fileURLWithPath: "/usr/bin/curl"), arguments: [
            "-sf", "-o", "/dev/null", "-w", "%{size_download}", "-H", cookie, base + "/export"]).run()
        guard download.succeeded, let bytes = Double(download.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchFailure("/export did not answer 200: \(download.output)")
        }
        let afterExport = memory(of: server.processIdentifier)
        say(String(format: "bench: export format=larder recipes=%d mb=%.1f seconds=%.1f rss_mb=%.0f peak_rss_mb=%.0f", largest,
                     bytes / 1_048_576, (ContinuousClock.now - exportStarted).inSeconds, afterExport.rss, afterExport.peak))
        server.terminate()
        server.waitUntilExit()

        // Importing 10,000 schema.org recipes: the largest household's, exported, into a new one.
        let exported = try await store.exporter.export(household, recipes: Array(try await pool.query(
            "SELECT id FROM recipes WHERE household_id = \(household) ORDER BY id LIMIT 10000").decode(UUID.self)), format: .schemaOrg)
        let target = try await store.households.create(named: "Imported", owner: owner)
        let importStarted = ContinuousClock.now
        let report = try await store.importer.importDocument(exported, into: target.id, author: owner, onConflict: .rename)
        say(String(format: "bench: import format=schema-org recipes=%d mb=%.1f seconds=%.1f", report.created.count,
                     Double(exported.count) / 1_048_576, (ContinuousClock.now - importStarted).inSeconds))
        try await benchStageTwo(configuration: configuration, migrations: migrations)
    }
}

/// Migration stage 2 (merging duplicate ingredient names) over 100,000 ingredient rows, a
/// third of them duplicates, in a database of their own.
func benchStageTwo(configuration: ConnectionConfiguration, migrations: URL) async throws {
    let admin = try await Connection.connect(configuration)
    try await admin.executeScript("CREATE DATABASE larder_stage_two")
    admin.close()
    let connection = try await Connection.connect(try configuration.replacing(database: "larder_stage_two"))
    defer { connection.close() }
    let migrator = try Migrator(directory: migrations)
    try await migrator.migrate(connection, to: 1)
    try await connection.executeScript("""
        INSERT INTO households (id, name) SELECT gen_random_uuid(), 'Household ' || n FROM generate_series(1, 100) n;
        INSERT INTO ingredients (household_id, name)
            SELECT h.id, CASE WHEN n % 3 = 0 THEN upper('ingredient ' || (n - 1)) ELSE 'ingredient ' || n END
            FROM households h, generate_series(1, 1000) n;
        INSERT INTO recipes (household_id, id, name) SELECT h.id, gen_random_uuid(), 'Recipe' FROM households h;
        INSERT INTO recipe_steps (household_id, recipe_id, position, descrip) SELECT household_id, id, 0, 'Mix' FROM recipes;
        INSERT INTO recipe_ingredients (household_id, step_id, position, ingredient_id, line_text)
            SELECT i.household_id, s.id, row_number() OVER (PARTITION BY s.id), i.id, i.name
            FROM ingredients i JOIN recipe_steps s ON s.household_id = i.household_id;
        ANALYZE;
        """)
    let started = ContinuousClock.now
    try await migrator.migrate(connection, to: 2)
    print(String(format: "bench: migration stage=2 ingredients=100000 duplicates=33300 seconds=%.1f", (ContinuousClock.now - started).inSeconds))
}

/// The recipe page's view and HTML made `times` times from the cookbook recipe, for callgrind to
/// count (`make count-render`): instructions, which the machine's load cannot move. A run of 0
/// counts the start-up alone, which the count subtracts.
func renderRecipePage(times: Int) throws {
    let rendering = RecipePageRendering(recipe: CookbookRecipe.make(), household: CookbookRecipe.household,
                                        history: RecipeHistory(isFavourite: true, timesCooked: 4, recent: []))
    var bytes = 0
    for _ in 0..<times { bytes += try rendering.view().html().readableBytes }
    say("bench: render times=\(times) bytes=\(bytes)")
}

/// Hummingbird's own minimal app: one route answering "ok", no middleware, no database. What
/// `larder serve`'s `/livez` costs beyond it is Larder's request path (`BENCHMARKS.md`).
func minimalServer(port: Int) async throws {
    let router = Router()
    router.get("/livez") { _, _ in "ok\n" }
    let app = Application(router: router, configuration: .init(address: .hostname("127.0.0.1", port: port)),
                          logger: Logger(label: "minimal"))
    try await app.runService()
}

switch CommandLine.arguments.dropFirst().first {
case "client": try await benchClient()
case "minimal-server": try await minimalServer(port: Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 8099)
case "render": try renderRecipePage(times: Int(CommandLine.arguments.dropFirst(2).first ?? "") ?? 1)
case "pages": try await benchPages()
case "imports": try await benchImports()
default:
    log("usage: larder-bench client|pages|imports|render N|minimal-server PORT   (BENCH_SECONDS, BENCH_RECIPES, BENCH_HOUSEHOLDS, BENCH_PAGES, BENCH_IMPORT_PAGES)")
    exit(2)
}
