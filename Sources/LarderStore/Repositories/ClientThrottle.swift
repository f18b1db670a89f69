import Foundation
import PostgresClient

/// Attempts of one kind counted per client (the address a request came from), across every
/// instance: at most `limit` in `window`, counted atomically as the login throttle counts an
/// email's failures, so attempts sent together get no more between them.
public struct ClientThrottle: Sendable {
    let pool: ConnectionPool
    /// What is counted: "register".
    public let kind: String
    public var limit: Int
    public var window: Duration

    /// Counts one attempt for `client`, or says when it may try again (and counts nothing).
    public func admit(_ client: String) async throws -> Date? {
        let windowSeconds = Int(window.components.seconds)
        return try await pool.withTransaction { connection in
            let results = try await connection.pipeline([
                "SELECT pg_advisory_xact_lock(hashtextextended(\(kind) || ' ' || \(client), 0))",
                "DELETE FROM client_attempts WHERE kind = \(kind) AND attempted_at < now() - interval '1 day'",
                """
                SELECT attempted_at + make_interval(secs => \(windowSeconds)) FROM client_attempts
                WHERE kind = \(kind) AND client = \(client) AND attempted_at > now() - make_interval(secs => \(windowSeconds))
                ORDER BY attempted_at DESC OFFSET \(limit - 1) LIMIT 1
                """,
            ])
            if let until = try results[2].first?.decode(Date.self) { return until }
            try await connection.query("INSERT INTO client_attempts (kind, client) VALUES (\(kind), \(client))")
            return nil
        }
    }
}
