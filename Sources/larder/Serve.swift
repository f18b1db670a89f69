import ArgumentParser
import CMalloc
import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderStore
import LarderWeb
import Logging
import NIOCore
import ServiceLifecycle

struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the web server.")

    @Option(help: "The address to listen on (default: $LARDER_HOST, else 127.0.0.1).")
    var hostname: String?

    @Option(help: "The port to listen on (default: $PORT, else 8080).")
    var port: Int?

    @Flag(help: "Apply pending migrations before serving, as LARDER_AUTO_MIGRATE=1 does (the embedded database always does).")
    var autoMigrate = false

    func run() async throws {
        Self.sizeNetworkThreads()
        // Measured on the bulk-import bench (1,000 pages with photos): the server's peak
        // memory is 131 MB without it and 111 MB with it, at the same speed.
        larder_keep_heap_small()
        var settings = try Settings()
        settings.host = hostname ?? settings.host
        settings.port = port ?? settings.port
        settings.autoMigrate = settings.autoMigrate || autoMigrate
        try Ports.checkFree(host: settings.host, pages: settings.port, metrics: settings.metricsPort)
        LineLogHandler.bootstrap(format: settings.logFormat, level: settings.logLevel, batched: true)
        let logger = Logger(label: "larder")
        let location = try DatabaseLocation.fromEnvironment()
        try await location.withAvailable { address in
            let store = try Store(address: address, migrations: try ProjectFolders.locate("migrations"), settings: settings.database,
                                  fetchesPerMinute: settings.fetchesPerMinute, limits: settings.limits,
                                  cpu: CPUWork(threads: settings.cpuWorkers, queueLength: settings.cpuQueue), logger: Logger(label: "larder.store"))
            do {
                try await prepare(store, location: location, settings: settings, logger: logger)
                try await serve(store, location: location, settings: settings, logger: logger)
            } catch {
                store.shutDown()
                throw error
            }
        }
    }

    /// One thread of NIO's for every two cores, unless `NIO_SINGLETON_GROUP_LOOP_COUNT` says.
    ///
    /// NIO's threads only move bytes between sockets and tasks: pages are made on Swift's pool,
    /// and statements go through the database's own loops. With one NIO thread per core, each
    /// request woke whichever was asleep; one thread for both cores takes the sockets that are
    /// ready together. Measured on two cores, at 32 connections (wrk, three rounds, each binary
    /// after the other): Larder's CPU per request fell by 11–14% on `/healthz`, the skills
    /// catalog, the week and the shopping list (the recipe page, the list and the ingredients
    /// catalog moved within the noise), and PostgreSQL's with it, as fewer threads took turns
    /// on the cores.
    ///
    /// Set before anything starts NIO's threads: the suggestion cannot change once they run.
    private static func sizeNetworkThreads() {
        guard ProcessInfo.processInfo.environment["NIO_SINGLETON_GROUP_LOOP_COUNT"] == nil else { return }
        NIOSingletons.groupLoopCountSuggestion = max(1, System.coreCount / 2)
    }

    /// Checks the database is there and at this program's schema, migrating when told to.
    private func prepare(_ store: Store, location: DatabaseLocation, settings: Settings, logger: Logger) async throws {
        try await store.checkReachable()
        if settings.autoMigrate || location.isEmbedded {
            try await store.migrate { logger.info("\($0)") }
            return
        }
        let pending = try await store.migrationStatus().filter { $0.state == .pending }
        if let first = pending.first {
            throw CommandFailure(
                "the database has \(pending.count) pending migration stage(s), starting with \(first.name); "
                    + "run `larder migrate` first, or `larder serve --auto-migrate`")
        }
    }

    private func serve(_ store: Store, location: DatabaseLocation, settings: Settings, logger: Logger) async throws {
        let hasher = PasswordHasher(cost: settings.bcryptCost)
        if location.isEmbedded, try await DemoKitchen.seedIfEmpty(store, passwordHash: try await hasher.hash(DemoKitchen.password)) {
            logger.info("created the demo kitchen: log in as \(DemoKitchen.email) with password \(DemoKitchen.password)")
        }
        if let directory = settings.directory, directory.endpoint.url.hasPrefix("ldap://"), !directory.endpoint.startTLS {
            logger.warning("LARDER_LDAP_URL is plain ldap:// without LARDER_LDAP_START_TLS=1: people's passwords cross the network in clear")
        }
        var configuration = AppConfiguration(
            hostname: settings.host, port: settings.port, store: store, pages: settings.pages,
            publicDirectory: try ProjectFolders.locate("Public"), apiDocument: try ProjectFolders.locate("openapi.yaml", isFolder: false),
            bcryptCost: settings.bcryptCost, secureCookies: settings.secureCookies,
            showsServerTiming: settings.mode == .development, apiRequestsPerMinute: settings.apiRequestsPerMinute,
            directory: settings.directory, identityProvider: settings.identityProvider, publicURL: settings.publicURL,
            passwordLogin: settings.passwordLogin, logger: logger)
        configuration.headerTimeout = settings.headerTimeout
        configuration.buildID = settings.buildID
        if let smtp = settings.smtp, let publicURL = settings.publicURL {
            configuration.mailer = Mailer(settings: smtp, publicURL: publicURL, outbox: store.mail)
            if !smtp.requiresTLS {
                logger.warning("LARDER_SMTP_URL is smtp:// without a login: mail goes out without STARTTLS when the server does not offer it")
            }
        }
        configuration.uploadsAtOnce = settings.uploadsAtOnce
        // `prepare` made sure the database is at the program's last stage.
        configuration.metrics.recordSchemaStage(store.migrator.latestVersion)
        let shown = settings.host == "0.0.0.0" || settings.host == "127.0.0.1" ? "localhost" : settings.host
        let demoLogin = location.isEmbedded ? "\nDemo login: \(DemoKitchen.email) / \(DemoKitchen.password)" : ""
        // Said once the pages' port listens, never before: a server that could not bind is not running.
        let application = try await buildApplication(configuration: configuration) { _ in
            print("Larder is running at http://\(shown):\(settings.port)  (Ctrl-C stops it)\(demoLogin)")
            // Said now, not when a buffer fills: standard output may be a pipe or a file (a container's log).
            // (fflush(nil) flushes every stream; naming `stdout` is refused as shared mutable state.)
            fflush(nil)
        }
        var services: [any Service] = [application, Housekeeping(store: store, logger: logger)]
        // With none, the jobs are left to other instances: a service that ended at once would stop the server.
        if settings.importWorkers > 0 {
            services.append(ImportWorkers(imports: configuration.imports, logger: logger, count: settings.importWorkers))
        }
        if let mailer = configuration.mailer {
            services.append(MailSender(mailer: mailer, policy: settings.mailRetry, logger: logger))
        }
        if let metricsPort = settings.metricsPort {
            services.append(buildMetricsApplication(configuration: configuration, port: metricsPort))
        }
        // On SIGTERM or Ctrl-C the server stops accepting, lets requests in flight finish, then
        // closes the pool; whatever still runs after the shutdown timeout is cancelled.
        var group = ServiceGroupConfiguration(services: services, logger: logger)
        group.gracefulShutdownSignals = [.sigterm, .sigint]
        group.maximumGracefulShutdownDuration = settings.shutdownTimeout
        try await ServiceGroup(configuration: group).run()
        logger.info("stopped")
    }
}
