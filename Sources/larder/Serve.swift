import ArgumentParser
import Foundation
import Hummingbird
import LarderStore
import LarderWeb
import Logging

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
        let location = try DatabaseLocation.fromEnvironment()
        try await location.withAvailable { address in
            let store = try Store(address: address, migrations: try ProjectFolders.locate("migrations"), logger: logger)
            try await store.checkReachable()
            if autoMigrate || location.isEmbedded {
                try await store.migrate { logger.info("\($0)") }
            } else {
                let pending = try await store.migrationStatus().filter { $0.state == .pending }
                if let first = pending.first {
                    store.shutDown()
                    throw CommandFailure(
                        "the database has \(pending.count) pending migration stage(s), starting with \(first.name); "
                            + "run `larder migrate` first, or `larder serve --auto-migrate`")
                }
            }

            let hasher = PasswordHasher(cost: bcryptCost)
            if location.isEmbedded, try await DemoKitchen.seedIfEmpty(store, passwordHash: try await hasher.hash(DemoKitchen.password)) {
                logger.info("created the demo kitchen: log in as \(DemoKitchen.email) with password \(DemoKitchen.password)")
            }
            let app = try await buildApplication(configuration: AppConfiguration(
                hostname: hostname, port: port, store: store,
                templatesDirectory: try ProjectFolders.locate("Templates"), publicDirectory: try ProjectFolders.locate("Public"),
                bcryptCost: bcryptCost, secureCookies: environment["LARDER_SECURE_COOKIES"] == "1", logger: logger))
            let shown = hostname == "0.0.0.0" || hostname == "127.0.0.1" ? "localhost" : hostname
            print("Larder is running at http://\(shown):\(port)  (Ctrl-C stops it)")
            if location.isEmbedded {
                print("Demo login: \(DemoKitchen.email) / \(DemoKitchen.password)")
            }
            try await app.runService()
        }
    }
}
