import CLibPQ
#if canImport(Glibc)
import Glibc
#endif
import Foundation
import NIOConcurrencyHelpers

/// One thread that waits on every connection's socket with epoll, like pgbench's own loop.
///
/// Queries are sent without blocking from the task that owns a connection; this thread reads the
/// answers and resumes the waiting task. No libpq call that can block ever runs on Swift's
/// cooperative pool, and no thread is parked per connection.
final class SocketEventLoop: @unchecked Sendable {
    static let shared = SocketEventLoop()

    private let epoll: Int32
    private let registry = NIOLockedValueBox<[UInt64: WeakConnection]>([:])

    /// Weak, so that a connection nobody holds any more is still closed by its deinit.
    private final class WeakConnection {
        weak var connection: Connection?
        init(_ connection: Connection) { self.connection = connection }
    }

    private init() {
        epoll = epoll_create1(Int32(EPOLL_CLOEXEC))
        precondition(epoll >= 0, "epoll_create1 failed: errno \(errno)")
        let thread = Thread { [unowned self] in self.run() }
        thread.name = "postgres-io"
        thread.stackSize = 1 << 20
        thread.start()
    }

    func register(_ connection: Connection) throws {
        registry.withLockedValue { $0[connection.id] = WeakConnection(connection) }
        var event = epoll_event()
        event.events = interest(writable: false)
        event.data.u64 = connection.id
        guard epoll_ctl(epoll, EPOLL_CTL_ADD, connection.socket, &event) == 0 else {
            registry.withLockedValue { _ = $0.removeValue(forKey: connection.id) }
            throw PostgresError.connectionFailed("cannot watch the socket (errno \(errno))")
        }
    }

    /// Asks to be told when the socket can take more bytes: only when libpq's send buffer filled up.
    func watchWritable(_ connection: Connection, _ writable: Bool) {
        var event = epoll_event()
        event.events = interest(writable: writable)
        event.data.u64 = connection.id
        _ = epoll_ctl(epoll, EPOLL_CTL_MOD, connection.socket, &event)
    }

    func deregister(_ connection: Connection) {
        var event = epoll_event()
        _ = epoll_ctl(epoll, EPOLL_CTL_DEL, connection.socket, &event)
        registry.withLockedValue { _ = $0.removeValue(forKey: connection.id) }
    }

    private func interest(writable: Bool) -> UInt32 {
        var events = EPOLLIN.rawValue | EPOLLRDHUP.rawValue
        if writable { events |= EPOLLOUT.rawValue }
        return events
    }

    private func run() {
        let capacity = 128
        let events = UnsafeMutablePointer<epoll_event>.allocate(capacity: capacity)
        while true {
            let count = epoll_wait(epoll, events, Int32(capacity), -1)
            if count < 0 {
                if errno == EINTR { continue }
                fatalError("epoll_wait failed: errno \(errno)")
            }
            for index in 0..<Int(count) {
                let event = events[index]
                guard let connection = registry.withLockedValue({ $0[event.data.u64]?.connection }) else { continue }
                let flags = event.events
                connection.socketIsReady(
                    readable: flags & (EPOLLIN.rawValue | EPOLLRDHUP.rawValue | EPOLLHUP.rawValue | EPOLLERR.rawValue) != 0,
                    writable: flags & EPOLLOUT.rawValue != 0
                )
            }
        }
    }
}
