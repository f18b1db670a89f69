import Foundation
import Logging
import PostgresClient

/// Everything `buildApplication` needs; `larder serve` fills it from flags and the environment,
/// tests fill it with their own database and a cheap bcrypt cost.
public struct AppConfiguration: Sendable {
    public var hostname: String
    public var port: Int
    public var pool: ConnectionPool
    public var templatesDirectory: URL
    public var publicDirectory: URL
    /// For the admin page's migration status.
    public var migrationsDirectory: URL
    /// bcrypt's work factor: 12 in production; tests lower it to stay fast.
    public var bcryptCost: UInt8
    /// Marks the session cookie Secure. Also set per request when a proxy says the request
    /// came over https (`X-Forwarded-Proto: https`).
    public var secureCookies: Bool
    /// How long a session lasts without being used.
    public var sessionLifetime: Duration
    public var logger: Logger

    public init(
        hostname: String = "127.0.0.1", port: Int = 8080, pool: ConnectionPool,
        templatesDirectory: URL, publicDirectory: URL, migrationsDirectory: URL, bcryptCost: UInt8 = 12, secureCookies: Bool = false,
        sessionLifetime: Duration = .seconds(30 * 24 * 3600), logger: Logger = Logger(label: "larder")
    ) {
        self.hostname = hostname
        self.port = port
        self.pool = pool
        self.templatesDirectory = templatesDirectory
        self.publicDirectory = publicDirectory
        self.migrationsDirectory = migrationsDirectory
        self.bcryptCost = bcryptCost
        self.secureCookies = secureCookies
        self.sessionLifetime = sessionLifetime
        self.logger = logger
    }
}
