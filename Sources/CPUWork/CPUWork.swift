import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Threads of their own for work that keeps a core busy (parsing and unpacking an upload,
/// reading a fetched page, hashing, waiting on image work), so that it never takes the threads
/// of Swift's cooperative pool, one per core, on which every page is made. Its threads run at a
/// lower priority than the rest of the process: while an import parses, pages still get the cores
/// first.
///
/// A body run here (`run`) is preferred onto these threads as a task executor: every
/// non-isolated step of it, synchronous parsing included, runs on them, while its statements
/// still go through the database's loops. At most `threads` steps run at once; past
/// `threads + queueLength` bodies admitted at once, a new one is refused at once with `Busy`,
/// which a page or the API answers with 503 and `Retry-After`, rather than queued behind a stall.
public final class CPUWork: TaskExecutor, @unchecked Sendable {
    /// Too much heavy work is running or waiting; try again after `retryAfter` seconds.
    public struct Busy: Error, Sendable, Equatable {
        public var retryAfter: Int

        public init(retryAfter: Int) {
            self.retryAfter = retryAfter
        }
    }

    public let threads: Int
    public let queueLength: Int
    /// Bodies admitted and not yet finished.
    private let admitted = Mutex(0)
    /// Jobs waiting for a thread, and the lock their threads sleep on.
    private let waiting = JobLine()

    /// Niceness of the workers' threads: each thread gets a tenth of a normal thread's share of a
    /// busy core (Linux's scheduler weighs niceness 10 at 110 against 1,024).
    public static let niceness: Int32 = 10

    /// The workers of a process that sets none: tests, and commands other than `serve`.
    public static let shared = CPUWork()

    /// `threads` (one per core unless set) run at once; `queueLength` more wait.
    public init(threads: Int = ProcessInfo.processInfo.activeProcessorCount, queueLength: Int = 8) {
        self.threads = max(1, threads)
        self.queueLength = max(0, queueLength)
        for number in 0..<self.threads {
            // The threads live as long as the process: `larder serve` makes one set, and tests
            // share `shared`.
            let thread = Thread {
                #if os(Linux)
                // Named for `top -H` and debuggers (a thread otherwise keeps the name of the one that made it).
                try? "larder-cpu-\(number)".write(toFile: "/proc/thread-self/comm", atomically: false, encoding: .utf8)
                // On Linux a thread's niceness is its own, and `who` 0 is the calling thread.
                _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, Self.niceness)
                #endif
                while true {
                    self.waiting.next().runSynchronously(on: self.asUnownedTaskExecutor())
                }
            }
            thread.start()
        }
    }

    /// Whether the current task runs a body of these workers already: a body within a body is
    /// admitted with it, not counted again.
    @TaskLocal private static var isWorking = false

    /// Runs `body` on these threads, or throws `Busy` at once when as much is admitted as may be.
    public func run<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
        if Self.isWorking { return try await body() }
        let room = threads + queueLength
        let isAdmitted = admitted.withLock { count in
            guard count < room else { return false }
            count += 1
            return true
        }
        guard isAdmitted else { throw Busy(retryAfter: 5) }
        defer { admitted.withLock { $0 -= 1 } }
        return try await onThreads(body)
    }

    /// Runs `body` on these threads without counting it: work the server schedules itself (the
    /// import workers), bounded by its own number, never refused.
    public func runInBackground<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await onThreads(body)
    }

    /// `body` as a child task that starts on these threads and prefers them at every step after a
    /// suspension; a task's preference alone moves only its next hop, and a synchronous body
    /// would never make one.
    private func onThreads<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask(executorPreference: self) {
                try await Self.$isWorking.withValue(true) { try await body() }
            }
            return try await group.next()!
        }
    }

    /// Bodies running or waiting now, for `/metrics`.
    public var inFlight: Int { admitted.withLock { $0 } }

    public func enqueue(_ job: consuming ExecutorJob) {
        waiting.append(UnownedJob(job))
    }
}

/// The jobs waiting for a worker, first in first out.
private final class JobLine: @unchecked Sendable {
    private var jobs: [UnownedJob] = []
    private var head = 0
    private var mutex = pthread_mutex_t()
    private var ready = pthread_cond_t()

    init() {
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&ready, nil)
    }

    func append(_ job: UnownedJob) {
        pthread_mutex_lock(&mutex)
        jobs.append(job)
        pthread_cond_signal(&ready)
        pthread_mutex_unlock(&mutex)
    }

    /// The next job, waiting for one.
    func next() -> UnownedJob {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while head == jobs.count { pthread_cond_wait(&ready, &mutex) }
        let job = jobs[head]
        head += 1
        // Taken jobs are dropped once they are half the array, so it never grows without end.
        if head > 64 && head * 2 > jobs.count {
            jobs.removeFirst(head)
            head = 0
        }
        return job
    }
}
