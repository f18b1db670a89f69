import Foundation
import PostgresClient
import Synchronization

/// Secrets every instance of one installation shares, kept in `server_keys`: made by the first
/// instance that needs one (256 random bits from the system's generator), read by the others,
/// and held in memory once read, since a key never changes.
public final class ServerKeys: Sendable {
    let pool: ConnectionPool
    private let known = Mutex<[String: Data]>([:])

    init(pool: ConnectionPool) {
        self.pool = pool
    }

    /// The key named `name`: the one stored, or a new one stored now. Two instances making it at
    /// once both read back the one that was stored first.
    public func key(named name: String) async throws -> Data {
        if let key = known.withLock({ $0[name] }) { return key }
        var generator = SystemRandomNumberGenerator()
        let candidate = Data((0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
        let stored = try await pool.query("""
            WITH made AS (
                INSERT INTO server_keys (name, secret) VALUES (\(name), \(candidate)) ON CONFLICT (name) DO NOTHING RETURNING secret)
            SELECT secret FROM made UNION ALL SELECT secret FROM server_keys WHERE name = \(name)
            LIMIT 1
            """)[0].decode(Data.self)
        known.withLock { $0[name] = stored }
        return stored
    }
}
