import Foundation
import LarderStore
import NIOConcurrencyHelpers
import PostgresClient

// `make bench-client`: how close ConnectionPool comes to pgbench, the database's own ceiling.
// One throwaway cluster; 32 concurrent tasks run a prepared primary-key SELECT through the pool
// for the given time, then pgbench runs the same statement at the same concurrency.

let seconds = Int(ProcessInfo.processInfo.environment["BENCH_SECONDS"] ?? "") ?? 20
let concurrency = 32
let rows = 100_000

func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

let directory = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("larder-bench-\(getpid())")
let cluster = try EmbeddedCluster(directory: directory, options: .throwaway)
defer { cluster.stopImmediatelyAndRemoveBlocking() }
try await cluster.start()
let configuration = try cluster.configuration

let setup = try await Connection.connect(configuration)
try await setup.executeScript("""
    DROP TABLE IF EXISTS bench;
    CREATE TABLE bench (id integer PRIMARY KEY, name text NOT NULL);
    INSERT INTO bench SELECT n, 'recipe ' || n FROM generate_series(1, \(rows)) n;
    ANALYZE bench;
    """)
setup.close()

// MARK: Larder's pool

let pool = ConnectionPool(configuration: .init(connection: configuration, maxConnections: concurrency))
let latencies = NIOLockedValueBox<[Duration]>([])
log("bench: \(concurrency) tasks through ConnectionPool for \(seconds) s …")
let deadline = ContinuousClock.now + .seconds(seconds)
let started = ContinuousClock.now
let completed = try await runConcurrently(pool: pool, until: deadline)
let elapsed = ContinuousClock.now - started

func runConcurrently(pool: ConnectionPool, until deadline: ContinuousClock.Instant) async throws -> Int {
  try await withThrowingTaskGroup(of: Int.self) { group in
    let loops = ConnectionPool.eventLoops
    for task in 0..<concurrency {
        group.addTask(executorPreference: loops[task % loops.count]) {
            var count = 0
            // A cheap generator, as pgbench's own: the system one costs a syscall per number.
            var random = SeededRandom(seed: UInt64(task))
            var mine: [Duration] = []
            mine.reserveCapacity(200_000)
            while ContinuousClock.now < deadline {
                let id = Int.random(in: 1...rows, using: &random)
                let before = ContinuousClock.now
                let (found, _) = try await pool.query("SELECT id, name FROM bench WHERE id = \(id)")[0].decode(Int.self, String.self)
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
}
pool.shutDown()
let elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
let qps = Double(completed) / elapsedSeconds
let sorted = latencies.withLockedValue { $0.sorted() }
let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
let p99Milliseconds = Double(p99.components.attoseconds) / 1e15 + Double(p99.components.seconds) * 1000

// MARK: pgbench, same statement, same concurrency, same cluster

let script = directory.appendingPathComponent("select.sql")
try Data("\\set id random(1, \(rows))\nSELECT id, name FROM bench WHERE id = :id;\n".utf8).write(to: script)
chmod(script.path, 0o644)
log("bench: pgbench, \(concurrency) clients for \(seconds) s …")
let pgbench = try await ExternalCommand(
    executable: EmbeddedCluster.locateServerPrograms().appendingPathComponent("pgbench"),
    arguments: [
        "-n", "-M", "prepared", "-c", "\(concurrency)", "-j", "2", "-T", "\(seconds)", "-f", script.path,
        "-h", directory.path, "-p", "5432", "-U", "larder", "larder",
    ]
).run()
let report = pgbench.output
guard let tpsLine = report.split(separator: "\n").first(where: { $0.hasPrefix("tps = ") }),
      let tps = Double(tpsLine.dropFirst(6).prefix(while: { $0 != " " }))
else {
    log("pgbench printed no tps line:\n\(report)")
    exit(1)
}

print(String(format: "bench: client qps=%.0f pgbench_tps=%.0f ratio=%.2f p99_ms=%.2f", qps, tps, qps / tps, p99Milliseconds))
