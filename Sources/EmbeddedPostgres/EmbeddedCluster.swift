import Foundation
import PostgresClient
#if canImport(Glibc)
import Glibc
#endif

/// Why the embedded database could not be used; each says what to do in one line.
public enum EmbeddedClusterError: Error, Sendable, CustomStringConvertible {
    case serverProgramsNotFound
    case rootWithoutPostgresAccount
    case socketPathTooLong(String)
    case commandFailed(step: String, output: String)

    public var description: String {
        switch self {
        case .serverProgramsNotFound:
            return "PostgreSQL's server programs (initdb, pg_ctl) are not installed: run `apt-get install postgresql`, "
                + "or set DATABASE_URL to use an existing server"
        case .rootWithoutPostgresAccount:
            return "running as root, and PostgreSQL refuses to run as root; there is no 'postgres' account to run it as. "
                + "Create one (`useradd --system postgres`), run as an ordinary user, or set DATABASE_URL"
        case .socketPathTooLong(let path):
            return "the socket path \(path) is longer than the 107 bytes Unix sockets allow: choose a shorter LARDER_DATA_DIR"
        case .commandFailed(let step, let output):
            return "\(step) failed: \(output)"
        }
    }
}

/// A private PostgreSQL cluster in a folder of its own, reached only through a Unix socket in
/// that folder: an application's default database when it is given no server, and a test run's
/// throwaway server.
///
/// PostgreSQL refuses to run as root, so when this process is root the server programs run as
/// the unprivileged `postgres` account, which then owns the folder.
public final class EmbeddedCluster: Sendable {
    public struct Options: Sendable {
        /// The non-superuser role that owns the application database and runs migrations.
        public var role: String
        public var database: String
        /// Extra server settings, for example `fsync = off` for tests.
        public var settings: [String: String] = [:]
        /// The file in the data folder that holds `settings`, included from postgresql.conf.
        public var settingsFile: String

        public init(role: String, database: String, settingsFile: String = "embedded.conf") {
            self.role = role
            self.database = database
            self.settingsFile = settingsFile
        }

        /// Settings for a throwaway test server: durability off, many connections, and no
        /// autovacuum (a test's database lives seconds; tests that need statistics analyze).
        public static func throwaway(role: String, database: String) -> Options {
            var options = Options(role: role, database: database)
            options.settings = [
                "fsync": "off", "synchronous_commit": "off", "full_page_writes": "off",
                "max_connections": "500", "shared_buffers": "128MB", "autovacuum": "off",
            ]
            return options
        }
    }

    public let directory: URL
    public let options: Options
    private let binDirectory: URL
    private let runAsPostgres: Bool

    static let port = 5432
    static let superuser = "postgres"

    public init(directory: URL, options: Options) throws {
        self.directory = directory.standardizedFileURL
        self.options = options
        binDirectory = try Self.locateServerPrograms()
        runAsPostgres = geteuid() == 0
        if runAsPostgres, getpwnam("postgres") == nil { throw EmbeddedClusterError.rootWithoutPostgresAccount }
        let socket = self.directory.appendingPathComponent(".s.PGSQL.\(Self.port)").path
        if socket.utf8.count > 107 { throw EmbeddedClusterError.socketPathTooLong(socket) }
    }

    private var dataDirectory: URL { directory.appendingPathComponent("data") }
    private var logFile: URL { directory.appendingPathComponent("postgres.log") }

    /// How the application connects: as the owner role, over the socket.
    public var configuration: ConnectionConfiguration {
        get throws { try connection(user: options.role, database: options.database) }
    }

    /// How to connect as the cluster's superuser, for setting it up.
    public var superuserConfiguration: ConnectionConfiguration {
        get throws { try connection(user: Self.superuser, database: "postgres") }
    }

    private func connection(user: String, database: String) throws -> ConnectionConfiguration {
        try ConnectionConfiguration("host='\(directory.path)' port=\(Self.port) user=\(user) dbname=\(database)")
    }

    /// Creates the cluster on first use, starts it (or adopts one already running from an
    /// earlier process), and makes sure the owner role and database exist. Returns whether this
    /// call started the server: only then should the caller stop it.
    @discardableResult
    public func start() async throws -> Bool {
        try prepareDirectory()
        if !FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("PG_VERSION").path) {
            try await runServerProgram("initdb", [
                "-D", dataDirectory.path, "-U", Self.superuser, "--auth=trust", "--encoding=UTF8",
                "--locale=C.UTF-8", "--no-instructions",
            ], step: "creating the database cluster (initdb)")
            try appendInclude()
        }
        var started = false
        if try await !isRunning() {
            try writeSettings()
            let outcome = try await serverCommand("pg_ctl", [
                "-D", dataDirectory.path, "-l", logFile.path, "-w", "-t", "60", "start",
            ])
            guard outcome.succeeded else {
                let log = (try? String(contentsOf: logFile, encoding: .utf8)) ?? outcome.output
                throw EmbeddedClusterError.commandFailed(
                    step: "starting PostgreSQL", output: log.split(whereSeparator: \.isNewline).suffix(3).joined(separator: " "))
            }
            started = true
        }
        try await createRoleAndDatabase()
        return started
    }

    /// Stops the server, waiting for it to finish (fast shutdown: open sessions are ended).
    public func stop() async throws {
        guard try await isRunning() else { return }
        try await runServerProgram("pg_ctl", ["-D", dataDirectory.path, "-m", "fast", "-w", "stop"], step: "stopping PostgreSQL")
    }

    /// Stops the server at once and deletes the folder: the end of a throwaway cluster. It
    /// blocks, because it runs from an `atexit` handler when the test process ends.
    public func stopImmediatelyAndRemoveBlocking() {
        _ = try? serverInvocation("pg_ctl", ["-D", dataDirectory.path, "-m", "immediate", "-w", "stop"]).runBlocking()
        try? FileManager.default.removeItem(at: directory)
    }

    public func isRunning() async throws -> Bool {
        guard FileManager.default.fileExists(atPath: dataDirectory.appendingPathComponent("PG_VERSION").path) else { return false }
        return try await serverCommand("pg_ctl", ["-D", dataDirectory.path, "status"]).succeeded
    }

    // MARK: - Set-up steps

    private func prepareDirectory() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        chmod(directory.path, 0o700)
        if runAsPostgres, let account = getpwnam("postgres") {
            chown(directory.path, account.pointee.pw_uid, account.pointee.pw_gid)
        }
    }

    /// Our settings live in a file of their own, rewritten at every start, so that the
    /// folder can move and the tuning can change without touching postgresql.conf again.
    private func appendInclude() throws {
        let conf = dataDirectory.appendingPathComponent("postgresql.conf")
        let handle = try FileHandle(forWritingTo: conf)
        defer { try? handle.close() }
        handle.seekToEndOfFile()
        handle.write(Data("\ninclude_if_exists = '\(options.settingsFile)'\n".utf8))
    }

    private func writeSettings() throws {
        var settings = options.settings
        settings["listen_addresses"] = "''"
        settings["unix_socket_directories"] = "'\(directory.path.replacingOccurrences(of: "'", with: "''"))'"
        settings["port"] = String(Self.port)
        let text = settings.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value)" }.joined(separator: "\n") + "\n"
        let file = dataDirectory.appendingPathComponent(options.settingsFile)
        try Data(text.utf8).write(to: file)
        if runAsPostgres, let account = getpwnam("postgres") {
            chown(file.path, account.pointee.pw_uid, account.pointee.pw_gid)
        }
    }

    private func createRoleAndDatabase() async throws {
        let admin = try await Connection.connect(superuserConfiguration)
        defer { admin.close() }
        let role = try await admin.query("SELECT 1 FROM pg_roles WHERE rolname = \(options.role)")
        if role.isEmpty {
            // Not a superuser: everything the application does, migrations included, must work without one.
            try await admin.query("CREATE ROLE \(identifier: options.role) LOGIN CREATEDB")
        }
        let database = try await admin.query("SELECT 1 FROM pg_database WHERE datname = \(options.database)")
        if database.isEmpty {
            try await admin.query("CREATE DATABASE \(identifier: options.database) OWNER \(identifier: options.role)")
        }
    }

    // MARK: - Running server programs

    private func runServerProgram(_ program: String, _ arguments: [String], step: String) async throws {
        let outcome = try await serverCommand(program, arguments)
        guard outcome.succeeded else { throw EmbeddedClusterError.commandFailed(step: step, output: outcome.tail) }
    }

    /// Runs one of PostgreSQL's programs, as the `postgres` account when this process is root.
    private func serverCommand(_ program: String, _ arguments: [String]) async throws -> ExternalCommand.Outcome {
        try await serverInvocation(program, arguments).run()
    }

    private func serverInvocation(_ program: String, _ arguments: [String]) -> ExternalCommand {
        let path = binDirectory.appendingPathComponent(program)
        guard runAsPostgres else { return ExternalCommand(executable: path, arguments: arguments) }
        return ExternalCommand(executable: URL(fileURLWithPath: "/usr/sbin/runuser"), arguments: ["-u", "postgres", "--", path.path] + arguments)
    }

    /// Debian keeps the server programs in /usr/lib/postgresql/<major>/bin, off the PATH.
    public static func locateServerPrograms() throws -> URL {
        var candidates: [URL] = []
        let fileManager = FileManager.default
        if let versions = try? fileManager.contentsOfDirectory(atPath: "/usr/lib/postgresql") {
            for version in versions.compactMap(Int.init).sorted(by: >) {
                candidates.append(URL(fileURLWithPath: "/usr/lib/postgresql/\(version)/bin"))
            }
        }
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            candidates.append(URL(fileURLWithPath: String(directory)))
        }
        guard let found = candidates.first(where: { directory in
            ["initdb", "pg_ctl", "postgres"].allSatisfy { fileManager.isExecutableFile(atPath: directory.appendingPathComponent($0).path) }
        }) else {
            throw EmbeddedClusterError.serverProgramsNotFound
        }
        return found
    }
}
