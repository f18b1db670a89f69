import Foundation
import LarderModel
import PostgresClient

/// Slows down password guessing: after `limit` failures for one email within `window`, logins
/// for that email wait until the oldest of those failures leaves the window. Kept in
/// PostgreSQL, so every app instance sees the same count.
public struct LoginThrottle: Sendable {
    let pool: ConnectionPool
    public var limit = 5
    public var window: Duration = .seconds(15 * 60)

    public init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// When the email may try again, or nil when it may try now.
    public func retryAfter(email: String) async throws -> Date? {
        let windowSeconds = Int(window.components.seconds)
        let rows = try await pool.query("""
            SELECT failed_at + make_interval(secs => \(windowSeconds)) FROM login_failures
            WHERE email_key = \(Self.key(email)) AND failed_at > now() - make_interval(secs => \(windowSeconds))
            ORDER BY failed_at DESC OFFSET \(limit - 1) LIMIT 1
            """)
        return try rows.first?.decode(Date.self)
    }

    /// Records a failed attempt, and forgets failures older than a day.
    public func recordFailure(email: String) async throws {
        try await pool.withConnection { connection in
            try await connection.pipeline([
                "INSERT INTO login_failures (email_key) VALUES (\(Self.key(email)))",
                "DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'",
            ])
        }
    }

    /// A successful login clears the count.
    public func recordSuccess(email: String) async throws {
        try await pool.query("DELETE FROM login_failures WHERE email_key = \(Self.key(email))")
    }

    static func key(_ email: String) -> String { email.trimmed.lowercased() }
}
