import NIOConcurrencyHelpers
import NIOPosix

/// Threads of their own for work that blocks one (bcrypt's hashing, libldap's calls), so that
/// it never takes the threads that open database connections, with a bound on how much may run
/// or wait: past it a caller is refused at once (`Busy`, a 503 that says to try again) rather
/// than queued behind a stall.
public final class BlockingWork: Sendable {
    /// Too much is running or waiting; try again in a moment.
    public struct Busy: FailureReason {
        public var failure: Failure { .busy(.logins, retryAfter: 1) }
    }

    private let threads: NIOThreadPool
    private let maximumPending: Int
    private let pending = NIOLockedValueBox(0)

    init(threads count: Int, maximumPending: Int) {
        threads = NIOThreadPool(numberOfThreads: count)
        threads.start()
        self.maximumPending = maximumPending
    }

    func run<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        let admitted = pending.withLockedValue { count in
            guard count < maximumPending else { return false }
            count += 1
            return true
        }
        guard admitted else { throw Busy() }
        defer { pending.withLockedValue { $0 -= 1 } }
        return try await threads.runIfActive(body)
    }
}
