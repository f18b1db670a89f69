import CLibPQ
import Foundation
import NIOConcurrencyHelpers
import Synchronization

/// A thread that owns a set of connections: it waits on their sockets with epoll, reads the
/// answers, and runs the tasks that use those connections, in the manner of pgbench's own loop.
///
/// The loop is a `TaskExecutor`. `ConnectionPool.withConnection` runs its body with this loop
/// as the task's executor preference, so sending a statement, reading its answer and resuming the
/// waiting task all happen on this one thread: no lock is taken and no other thread is woken per
/// statement. Every libpq call for a connection happens on its loop, never on Swift's
/// cooperative pool, and none of them blocks (the sockets are non-blocking).
final class SocketEventLoop: TaskExecutor, @unchecked Sendable {
    /// One loop per core; connections are spread over them.
    static let group: [SocketEventLoop] = (0..<max(1, ProcessInfo.processInfo.activeProcessorCount)).map {
        SocketEventLoop(index: $0)
    }
    private static let nextLoop = Atomic<Int>(0)

    /// The loop for a new connection: the caller's own when it runs on one, else round robin.
    static func next() -> SocketEventLoop {
        current ?? group[nextLoop.add(1, ordering: .relaxed).oldValue % group.count]
    }

    /// The loop whose thread is running this code, if any.
    static var current: SocketEventLoop? {
        group.first { $0.isCurrent }
    }

    let index: Int

    private enum Work {
        case job(UnownedJob)
        case closure(() -> Void)
    }

    private let epoll: Int32
    private let wakeup: Int32
    private var threadID: pthread_t?
    /// Queued work and whether the loop sleeps in epoll_wait (then a writer must wake it).
    private let queue = NIOLockedValueBox((work: [Work](), sleeping: false))
    /// Read and written only on the loop thread.
    private var connections: [UInt64: Connection] = [:]

    private init(index: Int) {
        self.index = index
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        wakeup = eventfd(0, Int32(EFD_CLOEXEC | EFD_NONBLOCK))
        precondition(epoll >= 0 && wakeup >= 0, "cannot create the epoll loop: errno \(errno)")
        var event = epoll_event()
        event.events = EPOLLIN.rawValue
        event.data.u64 = 0
        epoll_ctl(epoll, EPOLL_CTL_ADD, wakeup, &event)
        let thread = Thread { [unowned self] in
            self.threadID = pthread_self()
            self.run()
        }
        thread.name = "postgres-io-\(index)"
        thread.stackSize = 1 << 20
        thread.start()
    }

    var isCurrent: Bool {
        guard let threadID else { return false }
        return pthread_equal(threadID, pthread_self()) != 0
    }

    // MARK: - Executor

    func enqueue(_ job: consuming ExecutorJob) {
        submit(.job(UnownedJob(job)))
    }

    /// Runs `body` on the loop thread, soon.
    func execute(_ body: @escaping () -> Void) {
        submit(.closure(body))
    }

    private func submit(_ work: Work) {
        let mustWake = queue.withLockedValue { state -> Bool in
            state.work.append(work)
            defer { state.sleeping = false }
            return state.sleeping
        }
        if mustWake {
            var one: UInt64 = 1
            _ = write(wakeup, &one, 8)
        }
    }

    // MARK: - Sockets (loop thread only)

    func register(_ connection: Connection) {
        precondition(isCurrent)
        connections[connection.id] = connection
        var event = epoll_event()
        event.events = interest(writable: false)
        event.data.u64 = connection.id
        epoll_ctl(epoll, EPOLL_CTL_ADD, connection.socket, &event)
    }

    /// Asks to be told when the socket can take more bytes: only when libpq's send buffer filled up.
    func watchWritable(_ connection: Connection, _ writable: Bool) {
        var event = epoll_event()
        event.events = interest(writable: writable)
        event.data.u64 = connection.id
        epoll_ctl(epoll, EPOLL_CTL_MOD, connection.socket, &event)
    }

    /// `socket` is -1 once libpq has closed it (closing removed it from epoll): removing a stale
    /// number would unwatch whichever connection reuses it, and that connection would hang.
    func deregister(id: UInt64, socket: Int32) {
        if socket >= 0 {
            var event = epoll_event()
            epoll_ctl(epoll, EPOLL_CTL_DEL, socket, &event)
        }
        connections.removeValue(forKey: id)
    }

    private func interest(writable: Bool) -> UInt32 {
        EPOLLIN.rawValue | EPOLLRDHUP.rawValue | (writable ? EPOLLOUT.rawValue : 0)
    }

    // MARK: - The loop

    private func run() {
        let capacity = 128
        let events = UnsafeMutablePointer<epoll_event>.allocate(capacity: capacity)
        while true {
            runQueuedWork()
            // Sleep only if nothing was queued meanwhile; a submitter then writes the eventfd.
            let mayBlock = queue.withLockedValue { state -> Bool in
                state.sleeping = state.work.isEmpty
                return state.sleeping
            }
            let count = epoll_wait(epoll, events, Int32(capacity), mayBlock ? millisecondsUntilNextDeadline() : 0)
            if mayBlock { queue.withLockedValue { $0.sleeping = false } }
            if count < 0 {
                if errno == EINTR { continue }
                fatalError("epoll_wait failed: errno \(errno)")
            }
            for index in 0..<Int(count) {
                let event = events[index]
                if event.data.u64 == 0 {
                    var drained: UInt64 = 0
                    _ = read(wakeup, &drained, 8)
                    continue
                }
                guard let connection = connections[event.data.u64] else { continue }
                let flags = event.events
                connection.socketIsReady(
                    readable: flags & (EPOLLIN.rawValue | EPOLLRDHUP.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0,
                    writable: flags & EPOLLOUT.rawValue != 0
                )
            }
            endOverdueRoundTrips()
        }
    }

    // MARK: - Answer deadlines (loop thread only)

    /// How long epoll may sleep before a connection's answer deadline passes; -1 when none waits.
    private func millisecondsUntilNextDeadline() -> Int32 {
        guard let nearest = connections.values.lazy.compactMap(\.answerDeadline).min() else { return -1 }
        let (seconds, attoseconds) = (nearest - .now).components
        return Int32(clamping: max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1))
    }

    private func endOverdueRoundTrips() {
        let now = ContinuousClock.now
        let isOverdue = { (connection: Connection) in connection.answerDeadline.map { $0 <= now } ?? false }
        guard connections.values.contains(where: isOverdue) else { return }
        // Collected first: giving a connection up removes it from `connections`.
        connections.values.filter(isOverdue).forEach { $0.answerIsOverdue() }
    }

    /// Runs what was queued so far; work it queues in turn waits for the next turn, after the
    /// sockets have been looked at, so busy tasks cannot starve the I/O.
    private func runQueuedWork() {
        let batch = queue.withLockedValue { state -> [Work] in
            defer { state.work.removeAll(keepingCapacity: true) }
            return state.work
        }
        for work in batch {
            switch work {
            case .job(let job): job.runSynchronously(on: asUnownedTaskExecutor())
            case .closure(let body): body()
            }
        }
    }
}
