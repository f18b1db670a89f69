import Foundation
import Logging
import NIOConcurrencyHelpers
import PostgresClient
import Synchronization

/// A position in PostgreSQL's write-ahead log (`pg_lsn`), as a number that orders.
public struct WALPosition: Sendable, Comparable, Hashable, CustomStringConvertible {
    public let value: UInt64

    public init(_ value: UInt64) {
        self.value = value
    }

    /// PostgreSQL's text form, two hexadecimal halves: `16/B374D848`.
    public init?(_ text: String) {
        let halves = text.split(separator: "/", omittingEmptySubsequences: false)
        guard halves.count == 2, let high = UInt64(halves[0], radix: 16), let low = UInt64(halves[1], radix: 16),
              high <= UInt32.max, low <= UInt32.max else { return nil }
        value = high << 32 | low
    }

    public var description: String { "\(String(value >> 32, radix: 16, uppercase: true))/\(String(value & 0xFFFF_FFFF, radix: 16, uppercase: true))" }

    public static func < (lhs: WALPosition, rhs: WALPosition) -> Bool { lhs.value < rhs.value }
}

/// Where a read may be answered.
public enum ReadSource: Sendable {
    /// The primary: what the read decides may be written, or must be the latest.
    case primary
    /// A replica that has replayed the reader's own writes and lags by no more than the bound,
    /// else the primary: lists, catalogs, search and the shared page, which may be a moment stale.
    case replica
}

/// Sends the reads that may be a moment stale to the replicas named by `LARDER_READ_URL`, and
/// every other statement to the primary.
///
/// - **Read your writes.** After a person's write, the position of the primary's log is kept with
///   them (`users.last_write_position`, `recordWrite(by:)`). Their requests carry it
///   (`requiredPosition`), and a replica serves them only once it has replayed that far: until
///   then their reads go around it, to the primary. Nothing waits.
/// - **Lag and health.** Each replica is asked every quarter second how far it has replayed and
///   how far behind it is. One behind by more than `maxLag`, one that does not answer, or one
///   that is no longer in recovery (promoted, so possibly on another timeline) is skipped. A
///   read a replica fails for want of a connection, or cancels in a conflict with recovery, is
///   asked again of the primary.
/// - Without replicas every read goes to the primary, and this costs one branch.
public final class ReadRouter: Sendable {
    /// The log position the current request's person last wrote at: set by the doors for each
    /// request from the session or token, read by `query`.
    @TaskLocal public static var requiredPosition: WALPosition?

    /// What the router saw of one replica at its last check.
    public struct ReplicaState: Sendable, Equatable {
        public var name: String
        /// Whether it answered its last check and is in recovery.
        public var isUp: Bool
        public var replayed: WALPosition?
        /// How far its replay is behind: 0 when it has replayed all it received.
        public var lag: Duration?
    }

    /// Reads served, by where, and the replicas as last seen: for `/metrics`.
    public struct Statistics: Sendable, Equatable {
        public var readsFromPrimary: Int
        public var readsFromReplicas: Int
        public var replicas: [ReplicaState]
    }

    final class Replica: Sendable {
        let name: String
        let pool: ConnectionPool
        let state: Mutex<ReplicaState>

        init(name: String, pool: ConnectionPool) {
            self.name = name
            self.pool = pool
            state = Mutex(ReplicaState(name: name, isUp: false))
        }
    }

    let primary: ConnectionPool
    let replicas: [Replica]
    /// A replica further behind than this is skipped (`LARDER_READ_MAX_LAG`, 5 s by default).
    public let maxLag: Duration
    private let counts = NIOLockedValueBox((primary: 0, replicas: 0))
    private let logger: Logger
    private static let checkInterval: Duration = .milliseconds(250)

    /// `replicas`: a connection configuration for each replica, each named by its host and port.
    init(primary: ConnectionPool, replicas: [ConnectionConfiguration] = [], maxLag: Duration = .seconds(5),
         logger: Logger = Logger(label: "larder.reads")) {
        self.primary = primary
        self.replicas = replicas.map { configuration in
            // A replica's reads are lists: a few connections each serve many.
            let pool = ConnectionPool(configuration: .init(connection: configuration, maxConnections: primary.configuration.maxConnections,
                                                           checkoutTimeout: .seconds(1), maxWaiters: primary.configuration.maxWaiters))
            let name = [configuration.value(of: "host"), configuration.value(of: "port")].compactMap { $0 }.joined(separator: ":")
            return Replica(name: name.isEmpty ? configuration.description : name, pool: pool)
        }
        self.maxLag = maxLag
        self.logger = logger
    }

    public var hasReplicas: Bool { !replicas.isEmpty }

    /// Runs `statement` where `source` allows. `missAsksPrimary`: a read that finds no row on a
    /// replica is asked again of the primary (a link shared a moment ago, not yet replayed).
    public func query(_ statement: SQL, from source: ReadSource, missAsksPrimary: Bool = false) async throws -> QueryResult {
        if source == .replica, let replica = replicaCaughtUp(to: Self.requiredPosition) {
            do {
                let rows = try await replica.pool.query(statement)
                if !(missAsksPrimary && rows.isEmpty) {
                    counts.withLockedValue { $0.replicas += 1 }
                    return rows
                }
            } catch where Self.replicaCannotAnswer(error) {
                replica.state.withLock { $0.isUp = false }
                logger.warning("a replica failed a read; asking the primary", metadata: ["replica": "\(replica.name)", "error": "\(error)"])
            }
        }
        counts.withLockedValue { $0.primary += 1 }
        return try await primary.query(statement)
    }

    /// A usable replica that has replayed `position`, chosen at random among them.
    private func replicaCaughtUp(to position: WALPosition?) -> Replica? {
        replicas.filter { replica in
            replica.state.withLock { state in
                guard state.isUp, let lag = state.lag, lag <= maxLag else { return false }
                guard let position else { return true }
                return state.replayed.map { $0 >= position } ?? false
            }
        }.randomElement()
    }

    /// Failures that say nothing of the statement, only of the replica: asked again of the primary.
    private static func replicaCannotAnswer(_ error: any Error) -> Bool {
        if Store.unavailability(of: error) != nil { return true }
        // 40001 on a standby: canceled by a conflict with recovery (a row it read was vacuumed away).
        if case PostgresError.server(let message) = error, message.sqlState == "40001" { return true }
        return false
    }

    /// Serves one request of `person` (nil: a visitor), for every door: its reads wait for the
    /// person's last write (`lastWrite`, read with their session or token), and when the request
    /// `mayWrite` (any method but GET and HEAD) and answers, where the primary's log stands then is
    /// kept with the person, so that their next reads see what it wrote. One statement more for a
    /// request that may write, and only when there are replicas.
    public func serving<T>(_ person: UUID?, lastWrite: WALPosition?, mayWrite: Bool, _ body: () async throws -> T) async throws -> T {
        guard hasReplicas else { return try await body() }
        let answer = try await Self.$requiredPosition.withValue(lastWrite) { try await body() }
        if mayWrite, let person {
            // Where records are inserted, not where they are written out: with
            // `synchronous_commit = off` the request's commit may not be written yet, and a
            // replica that replayed only that far would not hold it.
            do {
                try await primary.query("UPDATE users SET last_write_position = pg_current_wal_insert_lsn() WHERE id = \(person)")
            } catch {
                // The request's own work is done and answered: its person may read a replica a
                // moment behind their write, which is less wrong than failing what succeeded.
                logger.warning("cannot keep where a person last wrote", metadata: ["error": "\(error)"])
            }
        }
        return answer
    }

    public var statistics: Statistics {
        let (primary, replicas) = counts.withLockedValue { ($0.primary, $0.replicas) }
        return Statistics(readsFromPrimary: primary, readsFromReplicas: replicas, replicas: self.replicas.map { $0.state.withLock { $0 } })
    }

    // MARK: - Watching the replicas

    /// Checks each replica every quarter second until cancelled. Returns at once without replicas.
    func watchReplicas() async {
        guard hasReplicas else { return }
        await withDiscardingTaskGroup { group in
            for replica in replicas {
                group.addTask { await self.watch(replica) }
            }
        }
    }

    /// One replica's checks, on a connection of the watcher's own: a replica that is down costs
    /// one connection attempt a check, and no pool's warning; its state changes are logged once.
    private func watch(_ replica: Replica) async {
        var connection: Connection?
        var wasUp = false
        while !Task.isCancelled {
            if connection == nil || connection?.isBroken == true {
                connection?.close()
                connection = try? await Connection.connect(replica.pool.configuration.connection)
                // A frozen replica fails its check in a second, and is skipped, rather than
                // stay usable for as long as a statement may run.
                connection?.answerTimeout = .seconds(1)
            }
            let seen = try? await connection?.query("""
                SELECT pg_is_in_recovery(), pg_last_wal_replay_lsn()::text,
                       CASE WHEN pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn() THEN 0
                            ELSE extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8 END
                """).first?.decode(Bool.self, String?.self, Double?.self)
            let isUp = seen?.0 == true
            replica.state.withLock { state in
                state.isUp = isUp
                state.replayed = seen?.1.flatMap(WALPosition.init)
                state.lag = seen?.2.map { .milliseconds(Int64(max(0, $0) * 1000)) }
            }
            if isUp != wasUp {
                logger.notice(isUp ? "a replica is up: it serves reads within the lag bound" : "a replica is down: not reachable, or not in recovery",
                              metadata: ["replica": "\(replica.name)"])
                wasUp = isUp
            }
            try? await Task.sleep(for: Self.checkInterval)
        }
        connection?.close()
    }

    func shutDown() {
        replicas.forEach { $0.pool.shutDown() }
    }
}
