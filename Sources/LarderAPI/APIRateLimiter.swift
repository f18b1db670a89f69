import Foundation
import NIOConcurrencyHelpers

/// Each token's requests in the current minute: past `limit`, a request is refused until the
/// minute ends. Kept in this process's memory, so several servers behind one proxy each allow
/// the limit; a token is a household's script, not an attacker, and this is what stops it
/// running away.
public final class APIRateLimiter: Sendable {
    public let limit: Int
    private let windows = NIOLockedValueBox<[UUID: Window]>([:])

    struct Window {
        var start: ContinuousClock.Instant
        var count: Int
    }

    public init(requestsPerMinute: Int) {
        limit = max(1, requestsPerMinute)
    }

    /// Counts a request of `token`: nil when it may go ahead, otherwise the seconds until it may.
    func admit(_ token: UUID, now: ContinuousClock.Instant = .now) -> Int? {
        windows.withLockedValue { windows in
            // Windows that have ended are forgotten, so the table holds only the tokens of the last minute.
            if windows.count > 10_000 { windows = windows.filter { now - $0.value.start < .seconds(60) } }
            var window = windows[token] ?? Window(start: now, count: 0)
            if now - window.start >= .seconds(60) { window = Window(start: now, count: 0) }
            guard window.count < limit else {
                let left = (window.start + .seconds(60)) - now
                return max(1, Int(left.components.seconds) + (left.components.attoseconds > 0 ? 1 : 0))
            }
            window.count += 1
            windows[token] = window
            return nil
        }
    }
}
