import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle

/// A bounded set of connections shared by concurrent tasks.
///
/// - A task borrows a connection with `withConnection`; when none is free it waits in line
///   (first come, first served) up to `checkoutTimeout`, unless `maxWaiters` already wait.
/// - A connection that broke (server restarted, network gone) is closed instead of being returned,
///   and a new one is opened on the next demand, so requests work again once the server is back.
/// - As a ServiceLifecycle `Service`, the pool closes its connections on graceful shutdown.
public final class ConnectionPool: Service, Sendable {
    public struct Configuration: Sendable {
        public var connection: ConnectionConfiguration
        public var maxConnections: Int
        public var checkoutTimeout: Duration
        /// Tasks that may wait for a connection at once. One more is refused at once
        /// (`poolBusy`): under overload, a quick refusal beats a queue nobody leaves in time.
        public var maxWaiters: Int

        public init(connection: ConnectionConfiguration, maxConnections: Int = 16, checkoutTimeout: Duration = .seconds(10),
                    maxWaiters: Int = 1024) {
            self.connection = connection
            self.maxConnections = maxConnections
            self.checkoutTimeout = checkoutTimeout
            self.maxWaiters = maxWaiters
        }
    }

    public let configuration: Configuration
    private let logger: Logger
    private let state = NIOLockedValueBox(State())

    private struct State {
        /// Idle connections by the index of their event loop.
        var idle: [[Connection]] = SocketEventLoop.group.map { _ in [] }
        /// Connections open or being opened, idle or lent out.
        var open = 0
        /// In the order they came, so also in the order of their deadlines.
        var waiters: [Waiter] = []
        /// Whether a task is watching the first waiter's deadline.
        var isWatchingDeadlines = false
        var isShutDown = false

        var idleCount: Int { idle.reduce(0) { $0 + $1.count } }

        /// The most recently used idle connection, from the caller's own loop when it has one.
        mutating func popIdle(preferring loop: Int?) -> Connection? {
            if let loop, let connection = idle[loop].popLast() { return connection }
            for index in idle.indices where !idle[index].isEmpty { return idle[index].popLast() }
            return nil
        }
    }

    /// What a waiting task is eventually given: a connection, or the right to open one.
    private enum Lease: Sendable {
        case connection(Connection)
        case openSlot
    }

    private struct Waiter {
        let continuation: CheckedContinuation<Lease, any Error>
        let deadline: ContinuousClock.Instant
    }

    public init(configuration: Configuration, logger: Logger = Logger(label: "postgres.pool")) {
        self.configuration = configuration
        self.logger = logger
    }

    /// Lends a connection to `body` and takes it back afterwards, broken or not. The body runs
    /// on the connection's event loop, so its statements need no thread hop.
    ///
    /// One unit of work holds one connection: a body that asks the same pool for another waits
    /// for the checkout timeout once every connection is lent out, so pass the held one down.
    ///
    /// Work the server cut off with its shutdown's error (a switchover stopping the primary), or
    /// whose connection the server had closed before a statement was sent, before any of it took
    /// effect, is done once more, on a new connection: to the new primary, once there is one
    /// (`openConnection`). Work that may have taken effect is never repeated.
    @discardableResult
    public func withConnection<T>(_ body: (Connection) async throws -> T) async throws -> T {
        do {
            return try await borrow(body)
        } catch let cutOff as CutOffBeforeTakingEffect {
            logger.notice("a connection was lost under work that may be done again; doing it again", metadata: ["error": "\(cutOff.error)"])
            do {
                return try await borrow(body)
            } catch let again as CutOffBeforeTakingEffect {
                throw again.error
            }
        }
    }

    /// Work cut off by the server before it took effect: safe to do again.
    private struct CutOffBeforeTakingEffect: Error {
        let error: any Error
    }

    /// Whether the current task's work may be done twice to the same effect: a GET or HEAD
    /// request, which HTTP calls safe. Its work is done once more after a connection loss,
    /// whether or not its statements had reached the server; not after the server fell silent.
    @TaskLocal public static var workIsRepeatable = false

    /// Runs `body`, whose statements have the same effect done twice (a read, an update to a
    /// value stated outright), as repeatable work: done once more after a connection loss.
    public static func repeatable<T>(_ body: () async throws -> T) async throws -> T {
        try await $workIsRepeatable.withValue(true) { try await body() }
    }

    /// A connection found lost as it was taken from the pool: another is taken.
    private struct LostWhileIdle: Error {}

    private func borrow<T>(_ body: (Connection) async throws -> T) async throws -> T {
        while true {
            do {
                return try await borrowOnce(body)
            } catch is LostWhileIdle {
                continue
            }
        }
    }

    private func borrowOnce<T>(_ body: (Connection) async throws -> T) async throws -> T {
        if let connection = try await checkOut(mayWait: false) { return try await lend(connection, to: body) }
        // A task that must wait does so on one of the loops, not on Swift's shared pool: the
        // connection handed over at check-in (on its loop's thread) then resumes it on a loop,
        // often its own, instead of waking a thread of the shared pool that would only hop to
        // the loop again, while the connection sat idle between its borrowers.
        guard SocketEventLoop.current == nil else { return try await lend(try await checkOutInLine(), to: body) }
        return try await withTaskExecutorPreference(SocketEventLoop.next()) {
            try await lend(try await checkOutInLine(), to: body)
        }
    }

    private func lend<T>(_ connection: Connection, to body: (Connection) async throws -> T) async throws -> T {
        try await withTaskExecutorPreference(connection.loop) {
            connection.hasCommittedWork = false
            if connection.isLostOnCheckout() {
                checkIn(connection)
                throw LostWhileIdle()
            }
            do {
                let result = try await body(connection)
                checkIn(connection)
                return result
            } catch {
                let tookNoEffect = (connection.wasEndedByServer || connection.wasLostBeforeSending) && !connection.hasCommittedWork
                // Not after silence: a frozen server would only make the work wait as long again.
                let mayRepeat = tookNoEffect || (Self.workIsRepeatable && connection.isBroken && !connection.wentSilent)
                checkIn(connection)
                throw mayRepeat ? CutOffBeforeTakingEffect(error: error) : error
            }
        }
    }

    /// Runs one statement on a borrowed connection.
    @discardableResult
    public func query(_ statement: SQL) async throws -> QueryResult {
        try await withConnection { try await $0.query(statement) }
    }

    /// Runs `body` in a transaction on a borrowed connection.
    public func withTransaction<T>(isolation: IsolationLevel = .readCommitted, _ body: (Connection) async throws -> T) async throws -> T {
        try await withConnection { try await $0.withTransaction(isolation: isolation, body) }
    }

    /// Numbers for `/metrics` and tests.
    public var statistics: (open: Int, idle: Int, waiting: Int) {
        state.withLockedValue { ($0.open, $0.idleCount, $0.waiters.count) }
    }

    /// The executors that drive database connections. A task started on one of them (for example
    /// with `addTask(executorPreference:)`) is given connections of that loop first, so its
    /// statements never leave the thread.
    public static var eventLoops: [any TaskExecutor] { SocketEventLoop.group }

    // MARK: - Service

    public func run() async throws {
        try? await gracefulShutdown()
        shutDown()
    }

    /// Closes idle connections and refuses new checkouts; lent ones are closed when they come back.
    public func shutDown() {
        let (idle, waiters) = state.withLockedValue { state in
            state.isShutDown = true
            let idle = state.idle.flatMap { $0 }
            defer { state.idle = state.idle.map { _ in [] }; state.waiters = [] }
            state.open -= idle.count
            return (idle, state.waiters)
        }
        idle.forEach { $0.close() }
        for waiter in waiters {
            waiter.continuation.resume(throwing: PostgresError.poolClosed)
        }
    }

    // MARK: - Checkout

    private enum Decision {
        case use(Connection)
        case open
        case wait
        case closed
        case discard(Connection)
    }

    /// The next connection for this task, waiting in line for one when every one is lent out.
    private func checkOutInLine() async throws -> Connection {
        guard let connection = try await checkOut(mayWait: true) else { preconditionFailure("a checkout that may wait came back empty") }
        return connection
    }

    /// A connection, or nil when every one is lent out and `mayWait` is false.
    private func checkOut(mayWait: Bool) async throws -> Connection? {
        let preferredLoop = SocketEventLoop.current?.index
        while true {
            let decision: Decision = state.withLockedValue { state in
                if state.isShutDown { return .closed }
                if !state.waiters.isEmpty { return .wait }
                if let connection = state.popIdle(preferring: preferredLoop) {
                    if connection.isBroken {
                        state.open -= 1
                        return .discard(connection)
                    }
                    return .use(connection)
                }
                if state.open < configuration.maxConnections {
                    state.open += 1
                    return .open
                }
                return .wait
            }
            switch decision {
            case .use(let connection):
                return connection
            case .open:
                return try await openConnection()
            case .closed:
                throw PostgresError.poolClosed
            case .discard(let connection):
                connection.close()
                continue
            case .wait:
                guard mayWait else { return nil }
                switch try await waitForLease() {
                case .connection(let connection):
                    if connection.isBroken {
                        connection.close()
                        releaseSlot()
                        continue
                    }
                    return connection
                case .openSlot:
                    return try await openConnection()
                }
            }
        }
    }

    /// Opens a connection in a slot already counted in `open`; gives the slot back if that fails.
    ///
    /// While no server is the primary (a multi-host address with `target_session_attrs=read-write`,
    /// during a failover or a switchover: standbys answer, the old primary is shutting down), it
    /// tries again every quarter second for as long as a checkout may wait: a primary is on its
    /// way. A server that does not answer at all fails at once, so that a database that is down
    /// is said at once.
    private func openConnection() async throws -> Connection {
        let deadline = ContinuousClock.now + configuration.checkoutTimeout
        while true {
            do {
                return try await Connection.connect(configuration.connection)
            } catch PostgresError.connectionFailed(let reason)
                where Self.primaryMayBeOnItsWay(reason) && ContinuousClock.now + Self.primaryRetryStep < deadline && !Task.isCancelled {
                try? await Task.sleep(for: Self.primaryRetryStep)
            } catch {
                logger.warning("cannot open a database connection", metadata: ["error": "\(error)"])
                releaseSlot()
                throw error
            }
        }
    }

    private static let primaryRetryStep: Duration = .milliseconds(250)

    /// Whether libpq's failure says that a server answered, but is not a primary now: a standby
    /// (libpq's words for `target_session_attrs` read-write and primary that it did not meet), or
    /// a server shutting down or starting up, which ends the connection as it opens (and then
    /// libpq tries no other host). A server that refuses connections, or none that answers, is
    /// not waited for.
    static func primaryMayBeOnItsWay(_ reason: String) -> Bool {
        ["session is read-only", "server is in hot standby mode", "the database system is shutting down",
         "the database system is starting up", "server closed the connection unexpectedly"].contains { reason.contains($0) }
    }

    private func waitForLease() async throws -> Lease {
        try await withCheckedThrowingContinuation { continuation in
            let startsWatching = state.withLockedValue { state -> Bool in
                if state.isShutDown {
                    continuation.resume(throwing: PostgresError.poolClosed)
                    return false
                }
                // Checked again under the lock: a connection may have come back meanwhile.
                if state.waiters.isEmpty, let connection = state.popIdle(preferring: SocketEventLoop.current?.index) {
                    continuation.resume(returning: .connection(connection))
                    return false
                }
                if state.waiters.isEmpty, state.open < configuration.maxConnections {
                    state.open += 1
                    continuation.resume(returning: .openSlot)
                    return false
                }
                if state.waiters.count >= configuration.maxWaiters {
                    continuation.resume(throwing: PostgresError.poolBusy(maxWaiters: configuration.maxWaiters))
                    return false
                }
                state.waiters.append(Waiter(continuation: continuation, deadline: .now + configuration.checkoutTimeout))
                defer { state.isWatchingDeadlines = true }
                return !state.isWatchingDeadlines
            }
            if startsWatching {
                Task { await self.expireWaitersAtTheirDeadlines() }
            }
        }
    }

    /// Fails each waiter still waiting at its deadline. One task does it for all of them,
    /// sleeping until the first one's deadline, while any wait: a timer task per waiter cost a
    /// task's start and its cancellation (each a wakeup of another thread) for every request
    /// that waited, which under load was most of them.
    private func expireWaitersAtTheirDeadlines() async {
        while true {
            let next: ContinuousClock.Instant? = state.withLockedValue { state in
                if state.waiters.isEmpty { state.isWatchingDeadlines = false }
                return state.waiters.first?.deadline
            }
            guard let next else { return }
            try? await Task.sleep(until: next, clock: .continuous)
            let now = ContinuousClock.now
            let expired: ArraySlice<Waiter> = state.withLockedValue { state in
                let count = state.waiters.prefix { $0.deadline <= now }.count
                defer { state.waiters.removeFirst(count) }
                return state.waiters.prefix(count)
            }
            for waiter in expired {
                waiter.continuation.resume(throwing: PostgresError.poolTimeout(
                    waited: configuration.checkoutTimeout, maxConnections: configuration.maxConnections))
            }
        }
    }

    // MARK: - Check-in

    private func checkIn(_ connection: Connection) {
        if connection.isBroken || connection.isInTransaction {
            connection.close()
            releaseSlot()
            return
        }
        let outcome: (Waiter?, closeIt: Bool) = state.withLockedValue { state in
            if state.isShutDown {
                state.open -= 1
                return (nil, true)
            }
            if !state.waiters.isEmpty { return (state.waiters.removeFirst(), false) }
            state.idle[connection.loop.index].append(connection)
            return (nil, false)
        }
        if outcome.closeIt { connection.close() }
        outcome.0?.continuation.resume(returning: .connection(connection))
    }

    /// A connection went away: its slot passes to the first waiter, who opens a new one.
    private func releaseSlot() {
        let waiter: Waiter? = state.withLockedValue { state in
            if !state.waiters.isEmpty, !state.isShutDown { return state.waiters.removeFirst() }
            state.open -= 1
            return nil
        }
        waiter?.continuation.resume(returning: .openSlot)
    }
}
