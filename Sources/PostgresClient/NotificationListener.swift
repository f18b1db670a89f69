import Foundation
import Synchronization

/// Listens on one channel, on a connection of its own, and hands every notification's payload
/// to each current subscriber. The connection opens with the first subscriber; when it is lost
/// it is opened again after a second, for as long as the listener is not shut down.
///
/// Notifications sent while no connection listened are gone: a subscriber's first event is
/// `resumed`, once the listener listens, and so is the first after each reconnection. Each
/// `resumed` means: read the state you follow afresh; every change from now on is told.
public final class NotificationListener: Sendable {
    public enum Event: Sendable, Equatable {
        case notification(String)
        /// Listening (again): anything may have changed since the last notification.
        case resumed
    }

    private struct State {
        var subscribers: [UUID: AsyncStream<Event>.Continuation] = [:]
        var task: Task<Void, Never>?
        var isListening = false
        var isShutDown = false
    }

    private let configuration: ConnectionConfiguration
    private let channel: String
    private let retryDelay: Duration
    private let state = Mutex(State())

    public init(configuration: ConnectionConfiguration, channel: String, retryDelay: Duration = .seconds(1)) {
        self.configuration = configuration
        self.channel = channel
        self.retryDelay = retryDelay
    }

    /// The events from now on, until the subscriber stops iterating or the listener shuts down.
    public func events() -> AsyncStream<Event> {
        let (stream, continuation) = AsyncStream.makeStream(of: Event.self, bufferingPolicy: .bufferingNewest(256))
        let id = UUID()
        continuation.onTermination = { [weak self] _ in
            self?.state.withLock { _ = $0.subscribers.removeValue(forKey: id) }
        }
        state.withLock { state in
            guard !state.isShutDown else { return continuation.finish() }
            state.subscribers[id] = continuation
            if state.isListening { continuation.yield(.resumed) }
            if state.task == nil { state.task = Task { await self.listen() } }
        }
        return stream
    }

    /// Stops listening and ends every subscriber's events.
    public func shutDown() {
        let (task, subscribers) = state.withLock { state in
            state.isShutDown = true
            defer { state.subscribers = [:] }
            return (state.task, Array(state.subscribers.values))
        }
        task?.cancel()
        subscribers.forEach { $0.finish() }
    }

    private func broadcast(_ event: Event) {
        state.withLock { state in
            if event == .resumed { state.isListening = true }
            for subscriber in state.subscribers.values { subscriber.yield(event) }
        }
    }

    private func listen() async {
        while !Task.isCancelled {
            do {
                let connection = try await Connection.connect(configuration)
                defer { connection.close() }
                // An idle listener waits for notifications, not for an answer.
                connection.answerTimeout = nil
                let notifications = await connection.notifications()
                try await connection.query("LISTEN \(identifier: channel)")
                broadcast(.resumed)
                for await notification in notifications where notification.channel == channel {
                    broadcast(.notification(notification.payload))
                }
            } catch {
                // Not reachable now: try again below.
            }
            state.withLock { $0.isListening = false }
            try? await Task.sleep(for: retryDelay)
        }
    }
}
