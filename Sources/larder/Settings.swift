import Foundation
import LarderFetch
import LarderStore
import Logging

/// Everything an admin sets through the environment (README, "Configuration"), read and checked
/// once at start. A value that does not parse stops the command with the variable's name, rather
/// than running with a default the admin did not choose.
struct Settings: Sendable {
    enum Mode: String, Sendable {
        case production, development
    }

    enum LogFormat: String, Sendable {
        case logfmt, json
    }

    var host = "127.0.0.1"
    var port = 8080
    var mode = Mode.production
    var secureCookies = true
    var bcryptCost: UInt8 = 12
    var logFormat = LogFormat.logfmt
    var logLevel = Logger.Level.info
    /// The port of `/metrics`; `nil` turns metrics off.
    var metricsPort: Int? = 9464
    var database = DatabaseSettings()
    var shutdownTimeout: Duration = .seconds(10)
    var autoMigrate = false
    /// What the server may fetch for its users (`LARDER_FETCH_ALLOW_PRIVATE`).
    var fetchPolicy = FetchPolicy()
    /// Pages a household's web users may have fetched each minute.
    var fetchesPerMinute = 60
    /// Addresses of import jobs this instance fetches at once.
    var importWorkers = 4
    /// Requests each API token may make a minute, on this instance.
    var apiRequestsPerMinute = 600

    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let reader = EnvironmentReader(environment: environment)
        host = try reader.value("LARDER_HOST") { $0 } ?? host
        port = try reader.value("PORT", parse: Self.port) ?? port
        mode = try reader.value("LARDER_ENV") { Mode(rawValue: $0.lowercased()) } ?? mode
        secureCookies = try reader.value("LARDER_SECURE_COOKIES", parse: Self.flag) ?? (mode == .production)
        bcryptCost = try reader.value("LARDER_BCRYPT_COST") { UInt8($0).flatMap { (4...31).contains($0) ? $0 : nil } } ?? bcryptCost
        logFormat = try reader.value("LOG_FORMAT") { LogFormat(rawValue: $0.lowercased()) } ?? logFormat
        logLevel = try reader.value("LOG_LEVEL") { Logger.Level(rawValue: $0.lowercased()) } ?? logLevel
        if let metrics = try reader.value("LARDER_METRICS_PORT", parse: { $0 == "0" ? 0 : Self.port($0) }) {
            metricsPort = metrics == 0 ? nil : metrics
        }
        database.maxConnections = try reader.value("LARDER_POOL_SIZE") { Int($0).flatMap { $0 >= 1 ? $0 : nil } } ?? database.maxConnections
        database.checkoutTimeout = try reader.value("LARDER_POOL_TIMEOUT", parse: Self.seconds) ?? database.checkoutTimeout
        database.maxWaiters = try reader.value("LARDER_POOL_MAX_WAITERS") { Int($0).flatMap { $0 >= 0 ? $0 : nil } } ?? database.maxWaiters
        database.statementTimeout = try reader.value("LARDER_STATEMENT_TIMEOUT", parse: Self.secondsOrOff) ?? database.statementTimeout
        database.idleInTransactionTimeout = try reader.value("LARDER_IDLE_IN_TRANSACTION_TIMEOUT", parse: Self.secondsOrOff)
            ?? database.idleInTransactionTimeout
        database.connectTimeout = try reader.value("LARDER_CONNECT_TIMEOUT", parse: Self.seconds) ?? database.connectTimeout
        database.keepalivesIdle = try reader.value("LARDER_TCP_KEEPALIVES_IDLE", parse: Self.secondsOrOff) ?? database.keepalivesIdle
        database.preparesStatements = try reader.value("LARDER_PREPARED_STATEMENTS") { ["on": true, "off": false][$0.lowercased()] }
            ?? database.preparesStatements
        database.listenAddress = try reader.value("LARDER_LISTEN_URL") { try? DatabaseAddress(url: $0) }
        shutdownTimeout = try reader.value("LARDER_SHUTDOWN_TIMEOUT", parse: Self.seconds) ?? shutdownTimeout
        autoMigrate = try reader.value("LARDER_AUTO_MIGRATE", parse: Self.flag) ?? autoMigrate
        fetchPolicy.allowsPrivate = try reader.value("LARDER_FETCH_ALLOW_PRIVATE", parse: Self.flag) ?? false
        fetchesPerMinute = try reader.value("LARDER_FETCHES_PER_MINUTE") { Int($0).flatMap { $0 >= 1 ? $0 : nil } } ?? fetchesPerMinute
        apiRequestsPerMinute = try reader.value("LARDER_API_REQUESTS_PER_MINUTE") { Int($0).flatMap { $0 >= 1 ? $0 : nil } }
            ?? apiRequestsPerMinute
        importWorkers = try reader.value("LARDER_IMPORT_WORKERS") { Int($0).flatMap { (0...64).contains($0) ? $0 : nil } } ?? importWorkers
    }

    /// The settings for an admin's command (migrate, seed, import, export): the same pool and
    /// connection limits, without the per-statement timeouts meant for web requests, since a
    /// bulk statement may rightly run for minutes while its admin watches.
    var commandDatabase: DatabaseSettings {
        var settings = database
        settings.statementTimeout = nil
        settings.idleInTransactionTimeout = nil
        return settings
    }

    private static func port(_ text: String) -> Int? {
        Int(text).flatMap { (1...65535).contains($0) ? $0 : nil }
    }

    private static func flag(_ text: String) -> Bool? {
        ["1": true, "true": true, "yes": true, "0": false, "false": false, "no": false][text.lowercased()]
    }

    private static func seconds(_ text: String) -> Duration? {
        Double(text).flatMap { $0 > 0 && $0 <= 86_400 ? .milliseconds(Int64($0 * 1000)) : nil }
    }

    /// Seconds, where `0` turns the limit off.
    private static func secondsOrOff(_ text: String) -> Duration?? {
        if text == "0" { return .some(nil) }
        return seconds(text).map { .some($0) }
    }
}

/// Reads variables; an empty one counts as unset.
private struct EnvironmentReader {
    let environment: [String: String]

    func value<T>(_ name: String, parse: (String) -> T?) throws -> T? {
        guard let text = environment[name]?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        guard let value = parse(text) else {
            throw CommandFailure("\(name)=\(text) is not a valid value (see the configuration table in the README)")
        }
        return value
    }
}
