import Foundation
import Synchronization
import PostgresClient
import PostgresTestSupport
import Testing

/// LISTEN/NOTIFY through libpq's notification API: notifications reach an idle listening
/// connection without a statement under way, and a listener that loses its connection listens
/// again and says so.
@Suite("Notifications")
struct NotificationTests {
    @Test("an idle connection that LISTENs receives each NOTIFY with its payload, in order, and only its channel's")
    func idleConnectionReceives() async throws {
        try await TestDatabase.withEmpty { database in
            let listener = try await database.connect()
            defer { listener.close() }
            let notifications = await listener.notifications()
            try await listener.query("LISTEN larder_test")
            let sender = try await database.connect()
            defer { sender.close() }
            try await sender.query("SELECT pg_notify('elsewhere', 'not for us')")
            for number in 1...3 { try await sender.query("SELECT pg_notify('larder_test', \("hello \(number)"))") }
            var received: [String] = []
            for await notification in notifications {
                #expect(notification.channel == "larder_test")
                received.append(notification.payload)
                if received.count == 3 { break }
            }
            #expect(received == ["hello 1", "hello 2", "hello 3"])
        }
    }

    @Test("a listener hands notifications to every subscriber, and after losing its connection listens again and says it resumed")
    func listenerResumes() async throws {
        try await TestDatabase.withEmpty { database in
            let listener = NotificationListener(configuration: database.configuration, channel: "larder_test", retryDelay: .milliseconds(100))
            defer { listener.shutDown() }
            let first = Received(listener.events())
            let second = Received(listener.events())
            #expect(await first.first(1) == [.resumed])
            #expect(await second.first(1) == [.resumed])

            let admin = try await database.connect()
            defer { admin.close() }
            try await admin.query("NOTIFY larder_test, 'one'")
            #expect(await first.first(2) == [.resumed, .notification("one")])
            #expect(await second.first(2) == [.resumed, .notification("one")])

            // Only this test's database: the cluster is shared with tests running alongside,
            // and one of them has a listener of its own.
            try await admin.query("""
                SELECT pg_terminate_backend(pid) FROM pg_stat_activity
                WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()
                """)
            #expect(await first.first(3) == [.resumed, .notification("one"), .resumed])
            try await admin.query("NOTIFY larder_test, 'two'")
            #expect(await first.first(4) == [.resumed, .notification("one"), .resumed, .notification("two")])
        }
    }
}

/// What a subscriber has received so far, gathered in the background.
private final class Received: Sendable {
    private final class Box: Sendable {
        let events = Mutex<[NotificationListener.Event]>([])
    }

    private let box = Box()
    private let task: Task<Void, Never>

    init(_ stream: AsyncStream<NotificationListener.Event>) {
        let box = box
        task = Task { for await event in stream { box.events.withLock { $0.append(event) } } }
    }

    deinit { task.cancel() }

    /// The events once there are `count` of them, or what came within `limit`.
    func first(_ count: Int, within limit: Duration = .seconds(10)) async -> [NotificationListener.Event] {
        let deadline = ContinuousClock.now + limit
        while box.events.withLock({ $0.count }) < count, ContinuousClock.now < deadline {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return box.events.withLock { Array($0.prefix(count)) }
    }
}
