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
        let port = port ?? ProcessInfo.processInfo.environment["PORT"].flatMap(Int.init) ?? 8080
        let database = try Database.fromEnvironment()
        let migrator = try Migrator(directory: ProjectFolders.locate("migrations"))
        try await database.withAvailable { connectionConfiguration in
            let connection = try await Database.connect(connectionConfiguration)
            defer { connection.close() }
            if autoMigrate || database.isEmbedded {
                try await migrator.migrate(connection) { logger.info("\($0)") }
            } else {
                let pending = try await migrator.status(connection).filter { $0.state != .pending ? false : true }
                if let first = pending.first {
                    throw CommandFailure(
                        "the database has \(pending.count) pending migration stage(s), starting with \(first.name); "
                            + "run `larder migrate` first, or `larder serve --auto-migrate`")
                }
            }
            connection.close()

            let pool = ConnectionPool(configuration: .init(connection: connectionConfiguration), logger: logger)
            let app = try await buildApplication(configuration: AppConfiguration(hostname: hostname, port: port, pool: pool, logger: logger))
            logger.info("Larder is at http://\(hostname == "0.0.0.0" ? "localhost" : hostname):\(port)")
            try await app.runService()
        }
    }
}
