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

    /// Lets one login attempt for `email` go ahead, or says when the email may try again.
    ///
    /// An admitted attempt counts as a failure at once, and only a success takes it back
    /// (`recordSuccess`): checking and counting happen together, under a lock on the email, so
    /// twenty guesses sent at the same moment get `limit` tries, not twenty.
    public func admit(email: String) async throws -> Date? {
        let windowSeconds = Int(window.components.seconds)
        let key = Self.key(email)
        return try await pool.withTransaction { connection in
            let results = try await connection.pipeline([
                "SELECT pg_advisory_xact_lock(hashtextextended(\(key), 0))",
                "DELETE FROM login_failures WHERE failed_at < now() - interval '1 day'",
                """
                SELECT failed_at + make_interval(secs => \(windowSeconds)) FROM login_failures
                WHERE email_key = \(key) AND failed_at > now() - make_interval(secs => \(windowSeconds))
                ORDER BY failed_at DESC OFFSET \(limit - 1) LIMIT 1
                """,
            ])
            if let until = try results[2].first?.decode(Date.self) { return until }
            try await connection.query("INSERT INTO login_failures (email_key) VALUES (\(key))")
            return nil
        }
    }

    /// An attempt that never got to check the password (the server was busy) is taken back.
    public func withdraw(email: String) async throws {
        try await pool.query("""
            DELETE FROM login_failures WHERE id = (
                SELECT id FROM login_failures WHERE email_key = \(Self.key(email)) ORDER BY failed_at DESC, id DESC LIMIT 1)
            """)
    }

    /// A successful login takes its attempt back and clears the count.
    public func recordSuccess(email: String) async throws {
        try await pool.query("DELETE FROM login_failures WHERE email_key = \(Self.key(email))")
    }

    static func key(_ email: String) -> String { email.trimmed.lowercased() }
}
