import CPUWork
import Foundation
import LarderModel
import LarderExchange
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
    /// Every saved version of each recipe.
    public let revisions: RevisionRepository
    /// Public read-only links to single recipes.
    public let shareLinks: ShareLinkRepository
    public let photos: PhotoRepository
    public let ingredients: IngredientRepository
    public let skills: SkillRepository
    public let tags: TagRepository
    public let cooking: CookingRepository
    public let plan: PlanRepository
    public let shopping: ShoppingRepository
    public let households: HouseholdRepository
    public let accounts: AccountRepository
    public let sessions: SessionRepository
    /// Personal access tokens for the JSON API.
    public let accessTokens: AccessTokenRepository
    public let passwordResets: PasswordResetRepository
    public let loginThrottle: LoginThrottle
    public let importer: RecipeImporter
    /// Import jobs of many addresses, worked on by every instance.
    public let importJobs: ImportQueue
    public let fetchBudget: FetchBudget
    public let importUploads: ImportUploads
    /// Keys every instance shares: the one that signs visitors' form tokens.
    public let serverKeys: ServerKeys
    /// Registrations counted per client.
    public let registrations: ClientThrottle
    /// Requests for a password-reset mail, counted per client and per address asked for.
    public let resetRequests: ClientThrottle
    public let resetRequestsPerAddress: ClientThrottle
    /// Invite mails counted per household.
    public let inviteMails: ClientThrottle
    /// The mail waiting to be sent by any instance.
    public let mail: MailOutbox
    /// The threads that parse, unpack and wait on image work for every door, so that pages never
    /// wait behind an upload.
    public let cpu: CPUWork
    public let exporter: RecipeExporter
    public let seeder: Seeder
    public let migrator: Migrator
    /// How often each recipe was viewed since the process started: transient, never stored.
    public let recipeViews = RecipeViewCounter()
    let pool: ConnectionPool
    /// Where reads that may be a moment stale go: the replicas of `LARDER_READ_URL`, or the pool.
    public let reads: ReadRouter
    /// The connection that listens for changes to shopping lists, opened when a list is first followed.
    let shoppingChanges: NotificationListener

    /// A store over an open pool (tests make the pool on a database of their own).
    /// `listenConfiguration`: where change notifications are heard, when not on the pool's server.
    /// The store fetches nothing: the fetcher is given to the import actions where the
    /// application is wired together. `fetchesPerMinute`: each household's budget of pages
    /// fetched on the web; `limits`: what a household may keep and start at once; `cpu`: the
    /// threads for heavy work.
    /// `replicas`: where reads that may be a moment stale go, each lagging by at most `maxReplicaLag`.
    public init(pool: ConnectionPool, migrator: Migrator, sessionLifetime: Duration = SessionRepository.defaultLifetime,
                listenConfiguration: ConnectionConfiguration? = nil, fetchesPerMinute: Int = 60,
                limits: HouseholdLimits = HouseholdLimits(), cpu: CPUWork = .shared,
                replicas: [ConnectionConfiguration] = [], maxReplicaLag: Duration = .seconds(5)) {
        self.pool = pool
        let reads = ReadRouter(primary: pool, replicas: replicas, maxLag: maxReplicaLag)
        self.reads = reads
        self.migrator = migrator
        recipes = RecipeRepository(pool: pool, reads: reads)
        revisions = RevisionRepository(pool: pool, recipes: recipes)
        shareLinks = ShareLinkRepository(pool: pool)
        photos = PhotoRepository(pool: pool)
        ingredients = IngredientRepository(pool: pool, reads: reads)
        skills = SkillRepository(pool: pool, reads: reads)
        tags = TagRepository(pool: pool, reads: reads)
        cooking = CookingRepository(pool: pool)
        plan = PlanRepository(pool: pool)
        shoppingChanges = NotificationListener(configuration: listenConfiguration ?? pool.configuration.connection, channel: ShoppingRepository.channel)
        shopping = ShoppingRepository(pool: pool, changes: shoppingChanges, streamsPerPerson: limits.streamsPerPerson,
                                      streamCheckInterval: limits.streamCheckInterval)
        households = HouseholdRepository(pool: pool)
        accounts = AccountRepository(pool: pool)
        sessions = SessionRepository(pool: pool, lifetime: sessionLifetime)
        accessTokens = AccessTokenRepository(pool: pool)
        passwordResets = PasswordResetRepository(pool: pool)
        loginThrottle = LoginThrottle(pool: pool)
        importer = RecipeImporter(pool: pool)
        fetchBudget = FetchBudget(pool: pool, perMinute: fetchesPerMinute)
        importJobs = ImportQueue(pool: pool, importer: importer, budget: fetchBudget,
                                 maximumAddresses: limits.addressesPerJob, maximumOpenJobs: limits.openImportJobs)
        importUploads = ImportUploads(pool: pool, quotaBytes: limits.uploadQuotaBytes)
        serverKeys = ServerKeys(pool: pool)
        registrations = ClientThrottle(pool: pool, kind: "register", limit: limits.registrationsPerClientPerHour, window: .seconds(3600))
        resetRequests = ClientThrottle(pool: pool, kind: "password-reset", limit: limits.resetRequestsPerClientPerHour, window: .seconds(3600))
        resetRequestsPerAddress = ClientThrottle(pool: pool, kind: "password-reset-address", limit: 3, window: .seconds(3600))
        inviteMails = ClientThrottle(pool: pool, kind: "invite-mail", limit: 20, window: .seconds(3600))
        mail = MailOutbox(pool: pool)
        self.cpu = cpu
        exporter = RecipeExporter(pool: pool)
        seeder = Seeder(pool: pool)
    }

    /// A store on the database at `address`, with the migration stages in `migrations`.
    public convenience init(
        address: DatabaseAddress, migrations: URL, settings: DatabaseSettings = DatabaseSettings(),
        sessionLifetime: Duration = SessionRepository.defaultLifetime, fetchesPerMinute: Int = 60,
        limits: HouseholdLimits = HouseholdLimits(), cpu: CPUWork = .shared, logger: Logger = Logger(label: "larder.store")
    ) throws {
        let pool = ConnectionPool(
            configuration: .init(connection: settings.applied(to: address.configuration), maxConnections: settings.maxConnections,
                                 checkoutTimeout: settings.checkoutTimeout, maxWaiters: settings.maxWaiters),
            logger: logger)
        self.init(pool: pool, migrator: try Migrator(directory: migrations), sessionLifetime: sessionLifetime,
                  listenConfiguration: settings.listenAddress.map { settings.applied(to: $0.configuration) },
                  fetchesPerMinute: fetchesPerMinute, limits: limits, cpu: cpu,
                  replicas: settings.readAddresses.map { settings.applied(to: $0.configuration) }, maxReplicaLag: settings.maxReplicaLag)
    }

    // MARK: - Service

    public func run() async throws {
        // The replicas are watched for as long as the pool serves.
        let watching = Task { await reads.watchReplicas() }
        try await pool.run()
        watching.cancel()
        shoppingChanges.shutDown()
        reads.shutDown()
    }

    /// Closes the pool's connections and the listening one, and refuses new work.
    public func shutDown() {
        shoppingChanges.shutDown()
        reads.shutDown()
        pool.shutDown()
    }

    // MARK: - Health

    /// Answers when the database does; throws when it cannot be reached (`/healthz`).
    public func ping() async throws {
        try await pool.query("SELECT 1")
    }

    /// Whether the database answers and holds every stage this program knows: what `/readyz`
    /// reports, so a load balancer sends no request to an instance whose schema is behind. One statement.
    public func isReady() async -> Bool {
        // Before the first migration the table is missing and the statement fails: not ready either.
        let applied = try? await pool.query("SELECT coalesce(max(version), 0) FROM schema_migrations")[0].decode(Int.self)
        return applied == migrator.latestVersion
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

    // MARK: - Requests

    /// Runs the work of one request, from its session's lookup to its answer. That of a request
    /// that may not write (GET and HEAD, which HTTP calls safe) is done once more when a
    /// connection is lost under it, on a new connection: during a switchover, on the new primary.
    /// Other work is done again only when it certainly took no effect (`ConnectionPool`).
    public static func handling<T>(mayWrite: Bool, _ body: () async throws -> T) async throws -> T {
        try await ConnectionPool.$workIsRepeatable.withValue(!mayWrite) { try await body() }
    }

    // MARK: - Errors

    /// Why the database cannot serve a request just now, or nil when `error` is of another kind:
    /// the one place that reads the client's errors for the layers above.
    public static func unavailability(of error: any Error) -> Unavailability? {
        switch error {
        case PostgresError.connectionFailed, PostgresError.connectionLost: return .unreachable
        case PostgresError.poolTimeout, PostgresError.poolBusy: return .busy
        // The statement ran past statement_timeout: the server is too loaded, or the question too
        // heavy, to answer in time. Not a fault in Larder to show as a 500.
        case PostgresError.server(let message) where message.sqlState == "57014": return .busy
        case PostgresError.poolClosed: return .shuttingDown
        default: return nil
        }
    }
}

/// What one household, or one client, may keep or start at once: `larder serve` reads each from
/// the environment (SECURITY.md lists them).
public struct HouseholdLimits: Sendable {
    /// Bytes of uploads kept for a decision (`LARDER_UPLOAD_QUOTA_MB`).
    public var uploadQuotaBytes = 200 * 1024 * 1024
    /// Addresses in one import job (`LARDER_IMPORT_ADDRESSES_PER_JOB`).
    public var addressesPerJob = 1000
    /// Import jobs unfinished at once (`LARDER_IMPORT_JOBS_PER_HOUSEHOLD`).
    public var openImportJobs = 5
    /// Registrations from one client an hour (`LARDER_REGISTRATIONS_PER_CLIENT`).
    public var registrationsPerClientPerHour = 10
    /// Password-reset mails one client may ask for an hour (`LARDER_RESET_REQUESTS_PER_CLIENT`);
    /// one address is sent at most 3 an hour, whoever asks.
    public var resetRequestsPerClientPerHour = 10
    /// Live shopping lists one person may follow at once, on one instance (`LARDER_STREAMS_PER_PERSON`).
    public var streamsPerPerson = 10
    /// How often a quiet live list asks whether its holder may still follow it, and sends a
    /// comment that keeps proxies from closing it (`LARDER_STREAM_CHECK_SECONDS`): a removed
    /// member's quiet stream ends within this, and a proxy's idle timeout must be longer.
    public var streamCheckInterval: Duration = .seconds(20)

    public init() {}
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

/// How the store uses the database server: its pool, and the limits every session runs under.
public struct DatabaseSettings: Sendable {
    /// Connections kept at most (`defaultPoolSize` unless set).
    public var maxConnections = DatabaseSettings.defaultPoolSize
    /// Four connections for each core, from 4 to 16: eight on two cores.
    ///
    /// Each connection is a server process. When more of them run statements than the cores can
    /// run, the kernel slices their time, and the heavy pages' slowest answers wait on that. At
    /// 20,000 recipes and 32 clients on two cores, a pool of 16 gave the recipe page a p99 of 77 ms
    /// and the list 82 ms; a pool of 8 gave 40 and 22 ms, and each page more answers a second. The
    /// pool's own line is first come, first served. The price is on pages of a cheap statement or
    /// two, whose connections wait on Larder's threads between statements for part of the time they
    /// are lent: the week, the shopping list and `/healthz` answer up to a fifth fewer a second with
    /// 8 (BENCHMARKS.md, 28 November). 16, the old fixed size, stays the most on a large machine,
    /// where several instances share the server's `max_connections`.
    public static let defaultPoolSize = min(16, max(4, 4 * ProcessInfo.processInfo.activeProcessorCount))
    /// How long a request waits for a free connection.
    public var checkoutTimeout: Duration = .seconds(5)
    /// Requests that may wait for a connection at once; more are refused at once.
    public var maxWaiters = 256
    /// How long one statement may run (`statement_timeout`); `nil` leaves the server's setting.
    public var statementTimeout: Duration? = .seconds(10)
    /// How long a transaction may sit idle (`idle_in_transaction_session_timeout`).
    public var idleInTransactionTimeout: Duration? = .seconds(60)
    /// How long opening a connection may take.
    public var connectTimeout: Duration = .seconds(5)
    /// Silence before TCP keepalives probe the server, so a vanished server is noticed.
    public var keepalivesIdle: Duration? = .seconds(30)
    /// Prepared statements per connection; off for PgBouncer in transaction mode.
    public var preparesStatements = true
    /// Where the connection that LISTENs for shopping-list changes goes, when not where the pool's
    /// go: a pooler in transaction mode hands each transaction a different server connection, so
    /// a LISTEN through it hears nothing. `nil`: the pool's address.
    public var listenAddress: DatabaseAddress?
    /// The replicas that serve reads that may be a moment stale (`LARDER_READ_URL`); none: the primary serves all.
    public var readAddresses: [DatabaseAddress] = []
    /// A replica further behind than this is skipped (`LARDER_READ_MAX_LAG`).
    public var maxReplicaLag: Duration = .seconds(5)

    public init() {}

    /// The address with these session settings, for every connection the pool opens.
    func applied(to configuration: ConnectionConfiguration) -> ConnectionConfiguration {
        var configuration = configuration
        configuration.connectTimeout = connectTimeout
        configuration.keepalivesIdle = keepalivesIdle
        configuration.preparesStatements = preparesStatements
        // The server ends a slow statement itself; a server silent for longer than that is gone.
        configuration.answerTimeout = statementTimeout.map { $0 + .seconds(5) }
        configuration.sessionSettings = [
            statementTimeout.map { ("statement_timeout", "\(Int64($0.inMilliseconds.rounded()))") },
            idleInTransactionTimeout.map { ("idle_in_transaction_session_timeout", "\(Int64($0.inMilliseconds.rounded()))") },
        ].compactMap { $0 }
        return configuration
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
