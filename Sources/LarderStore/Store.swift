import Foundation
import LarderModel
import Logging
import PostgresClient
import ServiceLifecycle

/// Larder's database as everything above LarderStore sees it: the repositories, the migration
/// plan, and the health of the connection pool. The web layer and the command line ask the
/// store; no SQL is written outside LarderStore.
///
/// As a ServiceLifecycle `Service` it owns the pool's lifetime: graceful shutdown closes it.
public final class Store: Service, Sendable {
    public let recipes: RecipeRepository
    public let ingredients: IngredientRepository
    public let skills: SkillRepository
    public let households: HouseholdRepository
    public let accounts: AccountRepository
    public let sessions: SessionRepository
    public let loginThrottle: LoginThrottle
    public let importer: RecipeImporter
    public let exporter: RecipeExporter
    public let seeder: Seeder
    public let migrator: Migrator
    /// How often each recipe was viewed since the process started: transient, never stored.
    public let recipeViews = RecipeViewCounter()
    let pool: ConnectionPool

    /// A store over an open pool (tests make the pool on a database of their own).
    public init(pool: ConnectionPool, migrator: Migrator, sessionLifetime: Duration = SessionRepository.defaultLifetime) {
        self.pool = pool
        self.migrator = migrator
        recipes = RecipeRepository(pool: pool)
        ingredients = IngredientRepository(pool: pool)
        skills = SkillRepository(pool: pool)
        households = HouseholdRepository(pool: pool)
        accounts = AccountRepository(pool: pool)
        sessions = SessionRepository(pool: pool, lifetime: sessionLifetime)
        loginThrottle = LoginThrottle(pool: pool)
        importer = RecipeImporter(pool: pool)
        exporter = RecipeExporter(pool: pool)
        seeder = Seeder(pool: pool)
    }

    /// A store on the database at `address`, with the migration stages in `migrations`.
    public convenience init(
        address: DatabaseAddress, migrations: URL, pool settings: PoolSettings = PoolSettings(),
        sessionLifetime: Duration = SessionRepository.defaultLifetime, logger: Logger = Logger(label: "larder.store")
    ) throws {
        let pool = ConnectionPool(
            configuration: .init(connection: address.configuration, maxConnections: settings.maxConnections,
                                 checkoutTimeout: settings.checkoutTimeout),
            logger: logger)
        self.init(pool: pool, migrator: try Migrator(directory: migrations), sessionLifetime: sessionLifetime)
    }

    // MARK: - Service

    public func run() async throws {
        try await pool.run()
    }

    /// Closes the pool's connections and refuses new work.
    public func shutDown() {
        pool.shutDown()
    }

    // MARK: - Health

    /// Answers when the database does; throws when it cannot be reached (`/healthz`).
    public func ping() async throws {
        try await pool.query("SELECT 1")
    }

    /// Throws a one-line `StoreError.unreachable` naming the server when it cannot be reached:
    /// what a command says before it starts work.
    public func checkReachable() async throws {
        do {
            try await ping()
        } catch PostgresError.connectionFailed(let reason) {
            throw StoreError.unreachable("cannot connect to PostgreSQL (\(pool.configuration.connection)): \(reason)")
        }
    }

    /// The pool's connections and the requests waiting for one, for `/metrics` and the admin page.
    public var poolStatistics: PoolStatistics {
        let (open, idle, waiting) = pool.statistics
        return PoolStatistics(open: open, idle: idle, waiting: waiting, maxConnections: pool.configuration.maxConnections)
    }

    // MARK: - Migrations

    /// Every stage as applied, pending or changed.
    public func migrationStatus() async throws -> [Migrator.StageStatus] {
        try await pool.withConnection { try await migrator.status($0) }
    }

    /// Applies pending stages (all, or up to `target`), one transaction each; with `dryRun`,
    /// applies them in one transaction, reports, and rolls back.
    @discardableResult
    public func migrate(to target: Int? = nil, dryRun: Bool = false,
                        progress: @escaping MigrationProgress = { _ in }) async throws -> [Migrator.AppliedStage] {
        try await pool.withConnection { try await migrator.migrate($0, to: target, dryRun: dryRun, progress: progress) }
    }

    // MARK: - Errors

    /// Why the database cannot serve a request just now, or nil when `error` is of another kind:
    /// the one place that reads the client's errors for the layers above.
    public static func unavailability(of error: any Error) -> Unavailability? {
        switch error {
        case PostgresError.connectionFailed, PostgresError.connectionLost: return .unreachable
        case PostgresError.poolTimeout: return .busy
        case PostgresError.poolClosed: return .shuttingDown
        default: return nil
        }
    }
}

/// Why the database could not serve a request.
public enum Unavailability: Sendable, Equatable {
    /// The server cannot be reached, or the connection broke.
    case unreachable
    /// Every connection stayed busy for as long as a request may wait.
    case busy
    /// The store is shutting down.
    case shuttingDown
}

/// A failure a command reports as one line.
public enum StoreError: Error, Sendable, CustomStringConvertible {
    case unreachable(String)
    case invalidDatabaseURL(String)

    public var description: String {
        switch self {
        case .unreachable(let message): return message
        case .invalidDatabaseURL(let reason): return "DATABASE_URL is not a valid connection string: \(reason)"
        }
    }
}

/// How many connections the store keeps, and how long a request waits for one.
public struct PoolSettings: Sendable {
    public var maxConnections: Int
    public var checkoutTimeout: Duration

    public init(maxConnections: Int = 16, checkoutTimeout: Duration = .seconds(10)) {
        self.maxConnections = maxConnections
        self.checkoutTimeout = checkoutTimeout
    }
}

/// A moment's reading of the pool.
public struct PoolStatistics: Sendable, Equatable {
    public var open: Int
    public var idle: Int
    public var waiting: Int
    public var maxConnections: Int

    public var inUse: Int { open - idle }
}
