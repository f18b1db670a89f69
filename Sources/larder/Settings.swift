import Foundation
import LDAPClient
import OpenIDConnect
import LarderFetch
import LarderExchange
import LarderStore
import Logging
import Mail

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
    /// Threads for heavy work (parsing, unpacking, image work) and how many bodies may wait for
    /// them (`LARDER_CPU_WORKERS`, one per core; `LARDER_CPU_QUEUE`, 8).
    var cpuWorkers = ProcessInfo.processInfo.activeProcessorCount
    var cpuQueue = 8
    /// What a household may keep and start at once, and what a client or person may.
    var limits = HouseholdLimits()
    /// How long a connection may take to send a request's headers (`LARDER_HEADER_TIMEOUT`).
    var headerTimeout: Duration = .seconds(10)
    /// Uploads received at once (`LARDER_UPLOADS_AT_ONCE`).
    var uploadsAtOnce = 4
    /// Requests each API token may make a minute, on this instance.
    var apiRequestsPerMinute = 600
    /// Recipe pages and their pictures, fetched through the safe fetcher under `fetchPolicy`: the
    /// command wires the fetcher, and the import actions are given it (the store fetches nothing).
    var pages: PageImporter { PageImporter(fetcher: SafeFetcher(policy: fetchPolicy)) }
    /// The LDAP directory people sign in with (`LARDER_LDAP_URL` and the rest), if any.
    var directory: LDAPDirectory.Configuration?
    /// The OpenID Connect provider people sign in through (`LARDER_OIDC_ISSUER` and the rest), if any.
    var identityProvider: OIDCProvider.Configuration?
    /// Larder's address as browsers reach it (`LARDER_PUBLIC_URL`).
    var publicURL: String?
    /// Accounts with a password of Larder's own (`LARDER_PASSWORD_LOGIN`).
    var passwordLogin = true
    /// What the service worker is stamped with (`LARDER_BUILD_ID`): a new one replaces the
    /// phones' workers at their next load. Unset, a digest of `Public/`'s files.
    var buildID: String?
    /// The mail server invites and reset links go through (`LARDER_SMTP_URL`, `LARDER_MAIL_FROM`,
    /// `LARDER_SMTP_CA_FILE`), if any.
    var smtp: SMTPSettings?
    /// How mail that could not be sent is tried again (`LARDER_MAIL_RETRY_SECONDS`, the first wait;
    /// `LARDER_MAIL_ATTEMPTS`, tries in all).
    var mailRetry = MailOutbox.RetryPolicy()

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
        // Several replicas are several URIs with spaces between them: a URI holds no space.
        database.readAddresses = try reader.value("LARDER_READ_URL") { text in
            let addresses = text.split(whereSeparator: \.isWhitespace).map { try? DatabaseAddress(url: String($0)) }
            return addresses.contains { $0 == nil } ? nil : addresses.compactMap { $0 }
        } ?? database.readAddresses
        database.maxReplicaLag = try reader.value("LARDER_READ_MAX_LAG", parse: Self.seconds) ?? database.maxReplicaLag
        shutdownTimeout = try reader.value("LARDER_SHUTDOWN_TIMEOUT", parse: Self.seconds) ?? shutdownTimeout
        buildID = try reader.value("LARDER_BUILD_ID") { $0.allSatisfy { $0.isLetter || $0.isNumber || "-._".contains($0) } && $0.count <= 64 ? $0 : nil }
        autoMigrate = try reader.value("LARDER_AUTO_MIGRATE", parse: Self.flag) ?? autoMigrate
        fetchPolicy.allowsPrivate = try reader.value("LARDER_FETCH_ALLOW_PRIVATE", parse: Self.flag) ?? false
        fetchesPerMinute = try reader.value("LARDER_FETCHES_PER_MINUTE") { Int($0).flatMap { $0 >= 1 ? $0 : nil } } ?? fetchesPerMinute
        apiRequestsPerMinute = try reader.value("LARDER_API_REQUESTS_PER_MINUTE") { Int($0).flatMap { $0 >= 1 ? $0 : nil } }
            ?? apiRequestsPerMinute
        importWorkers = try reader.value("LARDER_IMPORT_WORKERS") { Int($0).flatMap { (0...64).contains($0) ? $0 : nil } } ?? importWorkers
        cpuWorkers = try reader.value("LARDER_CPU_WORKERS") { Int($0).flatMap { (1...256).contains($0) ? $0 : nil } } ?? cpuWorkers
        cpuQueue = try reader.value("LARDER_CPU_QUEUE") { Int($0).flatMap { (0...10_000).contains($0) ? $0 : nil } } ?? cpuQueue
        limits.uploadQuotaBytes = try reader.value("LARDER_UPLOAD_QUOTA_MB") { Int($0).flatMap { (1...1_000_000).contains($0) ? $0 * 1_048_576 : nil } }
            ?? limits.uploadQuotaBytes
        limits.addressesPerJob = try reader.value("LARDER_IMPORT_ADDRESSES_PER_JOB") { Int($0).flatMap { (1...100_000).contains($0) ? $0 : nil } }
            ?? limits.addressesPerJob
        limits.openImportJobs = try reader.value("LARDER_IMPORT_JOBS_PER_HOUSEHOLD") { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } }
            ?? limits.openImportJobs
        limits.registrationsPerClientPerHour = try reader.value("LARDER_REGISTRATIONS_PER_CLIENT") {
            Int($0).flatMap { (1...100_000).contains($0) ? $0 : nil }
        } ?? limits.registrationsPerClientPerHour
        limits.streamsPerPerson = try reader.value("LARDER_STREAMS_PER_PERSON") { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } }
            ?? limits.streamsPerPerson
        limits.streamCheckInterval = try reader.value("LARDER_STREAM_CHECK_SECONDS", parse: Self.seconds) ?? limits.streamCheckInterval
        headerTimeout = try reader.value("LARDER_HEADER_TIMEOUT", parse: Self.seconds) ?? headerTimeout
        uploadsAtOnce = try reader.value("LARDER_UPLOADS_AT_ONCE") { Int($0).flatMap { (1...1000).contains($0) ? $0 : nil } } ?? uploadsAtOnce
        directory = try Self.directory(reader)
        publicURL = try reader.value("LARDER_PUBLIC_URL") { url in
            (url.hasPrefix("https://") || url.hasPrefix("http://")) && URL(string: url)?.host != nil ? (url.hasSuffix("/") ? String(url.dropLast()) : url) : nil
        }
        identityProvider = try Self.identityProvider(reader)
        if identityProvider != nil && publicURL == nil {
            throw CommandFailure("LARDER_OIDC_ISSUER is set, so LARDER_PUBLIC_URL must say where browsers reach Larder (the provider sends people back there)")
        }
        passwordLogin = try reader.value("LARDER_PASSWORD_LOGIN", parse: Self.flag) ?? passwordLogin
        limits.resetRequestsPerClientPerHour = try reader.value("LARDER_RESET_REQUESTS_PER_CLIENT") {
            Int($0).flatMap { (1...100_000).contains($0) ? $0 : nil }
        } ?? limits.resetRequestsPerClientPerHour
        smtp = try Self.smtp(reader, publicURL: publicURL)
        mailRetry.firstDelay = try reader.value("LARDER_MAIL_RETRY_SECONDS", parse: Self.seconds) ?? mailRetry.firstDelay
        mailRetry.attempts = try reader.value("LARDER_MAIL_ATTEMPTS") { Int($0).flatMap { (1...100).contains($0) ? $0 : nil } } ?? mailRetry.attempts
        if !passwordLogin && directory == nil && identityProvider == nil {
            throw CommandFailure("LARDER_PASSWORD_LOGIN=0 leaves no way to log in: set LARDER_OIDC_ISSUER or LARDER_LDAP_URL too")
        }
    }

    /// The mail server's settings, all or none: mail needs an address to come from, and links in
    /// it need Larder's public address (the request's Host header is the asker's to choose).
    private static func smtp(_ reader: EnvironmentReader, publicURL: String?) throws -> SMTPSettings? {
        guard let url = try reader.value("LARDER_SMTP_URL", parse: { $0 }) else { return nil }
        guard let from = try reader.value("LARDER_MAIL_FROM", parse: { $0 }) else {
            throw CommandFailure("LARDER_SMTP_URL is set, so LARDER_MAIL_FROM must say the address mail comes from (larder@example.org)")
        }
        guard publicURL != nil else {
            throw CommandFailure("LARDER_SMTP_URL is set, so LARDER_PUBLIC_URL must say where browsers reach Larder (the links in its mail)")
        }
        let caFile = try reader.value("LARDER_SMTP_CA_FILE") { FileManager.default.isReadableFile(atPath: $0) ? $0 : nil }
        do {
            return try SMTPSettings(url: url, from: from, caFile: caFile)
        } catch let error as MailSetupError {
            throw CommandFailure(error.description)
        }
    }

    /// The provider's settings, all or none.
    private static func identityProvider(_ reader: EnvironmentReader) throws -> OIDCProvider.Configuration? {
        guard let issuer = try reader.value("LARDER_OIDC_ISSUER", parse: { $0.hasPrefix("https://") || $0.hasPrefix("http://") ? $0 : nil }) else {
            return nil
        }
        guard let client = try reader.value("LARDER_OIDC_CLIENT_ID", parse: { $0 }),
              let secret = try reader.value("LARDER_OIDC_CLIENT_SECRET", parse: { $0 }) else {
            throw CommandFailure("LARDER_OIDC_ISSUER is set, so LARDER_OIDC_CLIENT_ID and LARDER_OIDC_CLIENT_SECRET must be too")
        }
        var configuration = OIDCProvider.Configuration(issuer: issuer, clientID: client, clientSecret: secret,
                                                       adminGroup: try reader.value("LARDER_OIDC_ADMIN_GROUP") { $0 })
        configuration.displayName = try reader.value("LARDER_OIDC_NAME") { $0 } ?? configuration.displayName
        configuration.groupsClaim = try reader.value("LARDER_OIDC_GROUPS_CLAIM") { $0 } ?? configuration.groupsClaim
        return configuration
    }

    /// The directory's settings, all or none: a URL without a base DN is a mistake to report.
    private static func directory(_ reader: EnvironmentReader) throws -> LDAPDirectory.Configuration? {
        guard let url = try reader.value("LARDER_LDAP_URL", parse: { $0.hasPrefix("ldap://") || $0.hasPrefix("ldaps://") ? $0 : nil }) else {
            return nil
        }
        guard let base = try reader.value("LARDER_LDAP_BASE_DN", parse: { $0 }) else {
            throw CommandFailure("LARDER_LDAP_URL is set, so LARDER_LDAP_BASE_DN must say where people's entries are")
        }
        let startTLS = try reader.value("LARDER_LDAP_START_TLS", parse: flag) ?? false
        if startTLS && url.hasPrefix("ldaps://") {
            throw CommandFailure("LARDER_LDAP_START_TLS=1 is for ldap:// URLs; an ldaps:// URL is encrypted already")
        }
        var configuration = LDAPDirectory.Configuration(
            endpoint: LDAPEndpoint(url: url, startTLS: startTLS, caCertificateFile: try reader.value("LARDER_LDAP_CA_FILE") { $0 },
                                   timeoutSeconds: try reader.value("LARDER_LDAP_TIMEOUT") { Int($0).flatMap { (1...60).contains($0) ? $0 : nil } } ?? 5),
            baseDN: base,
            bindDN: try reader.value("LARDER_LDAP_BIND_DN") { $0 }, bindPassword: try reader.value("LARDER_LDAP_BIND_PASSWORD") { $0 },
            adminGroupDN: try reader.value("LARDER_LDAP_ADMIN_GROUP") { $0 })
        configuration.userFilter = try reader.value("LARDER_LDAP_USER_FILTER") { filter in
            filter.hasPrefix("(") && filter.hasSuffix(")") && filter.contains(LDAPDirectory.Configuration.usernamePlaceholder) ? filter : nil
        } ?? configuration.userFilter
        configuration.mailAttribute = try reader.value("LARDER_LDAP_MAIL_ATTRIBUTE") { $0 } ?? configuration.mailAttribute
        configuration.nameAttribute = try reader.value("LARDER_LDAP_NAME_ATTRIBUTE") { $0 } ?? configuration.nameAttribute
        return configuration
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
