import Logging
import PostgresClient

/// Everything `buildApplication` needs; `larder serve` fills it from flags and the environment,
/// tests fill it with their own database.
public struct AppConfiguration: Sendable {
    public var hostname: String
    public var port: Int
    public var pool: ConnectionPool
    public var logger: Logger

    public init(hostname: String = "127.0.0.1", port: Int = 8080, pool: ConnectionPool, logger: Logger = Logger(label: "larder")) {
        self.hostname = hostname
        self.port = port
        self.pool = pool
        self.logger = logger
    }
}
