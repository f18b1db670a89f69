import ArgumentParser
import Foundation
import Hummingbird
import LarderStore
import LarderWeb
import Logging
import PostgresClient

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the web server.")

    @Option(help: "The address to listen on.")
    var hostname = "127.0.0.1"

    @Option(help: "The port to listen on (default: $PORT, else 8080).")
    var port: Int?

    @Flag(help: "Apply pending migrations before serving (the embedded database always does).")
    var autoMigrate = false

    func run() async throws {
        let logger = Logger(label: "larder")
        let environment = ProcessInfo.processInfo.environment
        let port = port ?? environment["PORT"].flatMap(Int.init) ?? 8080
        let bcryptCost = environment["LARDER_BCRYPT_COST"].flatMap(UInt8.init).map { min(max($0, 4), 31) } ?? 12
        let database = try Database.fromEnvironment()
        let migrations = try ProjectFolders.locate("migrations")
        let migrator = try Migrator(directory: migrations)
        try await database.withAvailable { connectionConfiguration in
            let connection = try await Database.connect(connectionConfiguration)
            defer { connection.close() }
            if autoMigrate || database.isEmbedded {
                try await migrator.migrate(connection) { logger.info("\($0)") }
            } else {
                let pending = try await migrator.status(connection).filter { $0.state == .pending }
                if let first = pending.first {
                    throw CommandFailure(
                        "the database has \(pending.count) pending migration stage(s), starting with \(first.name); "
                            + "run `larder migrate` first, or `larder serve --auto-migrate`")
                }
            }

            let pool = ConnectionPool(configuration: .init(connection: connectionConfiguration), logger: logger)
            let hasher = PasswordHasher(cost: bcryptCost)
            if database.isEmbedded,
               try await DemoKitchen.seedIfEmpty(pool: pool, passwordHash: try await hasher.hash(DemoKitchen.password)) {
                logger.info("created the demo kitchen: log in as \(DemoKitchen.email) with password \(DemoKitchen.password)")
            }
            let app = try await buildApplication(configuration: AppConfiguration(
                hostname: hostname, port: port, pool: pool,
                templatesDirectory: try ProjectFolders.locate("Templates"), publicDirectory: try ProjectFolders.locate("Public"),
                migrationsDirectory: migrations, bcryptCost: bcryptCost,
                secureCookies: environment["LARDER_SECURE_COOKIES"] == "1", logger: logger))
            let shown = hostname == "0.0.0.0" || hostname == "127.0.0.1" ? "localhost" : hostname
            print("Larder is running at http://\(shown):\(port)  (Ctrl-C stops it)")
            if database.isEmbedded {
                print("Demo login: \(DemoKitchen.email) / \(DemoKitchen.password)")
            }
            try await app.runService()
        }
    }
}
