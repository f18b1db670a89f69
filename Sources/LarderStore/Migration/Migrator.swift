import Crypto
import Foundation
import LarderModel
import PostgresClient
import UUIDText

/// Applies the migration plan's stages to a database.
///
/// - Each stage and its row in `schema_migrations` commit in one transaction.
/// - A session advisory lock makes concurrent migrators apply each stage exactly once.
/// - It refuses to run when a shipped file changed, when the database knows a stage this
///   program does not, or when a lower stage is pending below an applied one.
public struct Migrator: Sendable {
    /// A stage of the plan with the SQL file that implements it.
    public struct Stage: Sendable {
        public let version: Int
        /// The file name without `.sql`, for example `0002_unique_ingredient_names`.
        public let name: String
        public let kind: MigrationStage.Kind
        public let sql: String
        public let checksum: String
        public var fileName: String { name + ".sql" }
    }

    public enum State: Sendable, Equatable {
        case applied(checksum: String, appliedAt: Date, durationMilliseconds: Int)
        case pending
        /// Applied, but the file has changed since.
        case changed(recorded: String, current: String)
        /// Applied by a newer larder; this program has no such stage.
        case unknown
    }

    public struct StageStatus: Sendable {
        public let version: Int
        public let name: String
        public let kind: String
        public let state: State
    }

    public struct AppliedStage: Sendable {
        public let version: Int
        public let name: String
        public let durationMilliseconds: Int
    }

    /// Arbitrary, fixed: the advisory lock every larder migrator takes ("LARDER" in ASCII).
    static let lockKey = 0x4C41_5244_4552

    public let stages: [Stage]

    /// Pairs each stage of `plan` with its file in `directory`.
    public init(plan: MigrationPlan = .larder, directory: URL) throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".sql") }
            .sorted()
        var filesByVersion: [Int: [String]] = [:]
        for file in files {
            guard let version = Int(file.prefix(while: \.isNumber)), file.prefix(while: \.isNumber).count == 4 else {
                throw MigrationError.unplannedFile(file: file)
            }
            filesByVersion[version, default: []].append(file)
        }
        let planned = Set(plan.stages.map(\.version))
        if let stray = filesByVersion.keys.sorted().first(where: { !planned.contains($0) }) {
            throw MigrationError.unplannedFile(file: filesByVersion[stray]![0])
        }
        stages = try plan.stages.map { stage in
            guard let matches = filesByVersion[stage.version] else {
                throw MigrationError.missingFile(version: stage.version, directory: directory.path)
            }
            guard matches.count == 1 else { throw MigrationError.duplicateVersion(version: stage.version, files: matches) }
            let data = try Data(contentsOf: directory.appendingPathComponent(matches[0]))
            return Stage(
                version: stage.version, name: String(matches[0].dropLast(4)), kind: stage.kind,
                sql: String(decoding: data, as: UTF8.self),
                checksum: hexText(SHA256.hash(data: data)))
        }
    }

    public var latestVersion: Int { stages.last?.version ?? 0 }

    // MARK: - Status

    /// Every stage as applied, pending or changed, plus stages the database has that this program lacks.
    public func status(_ connection: Connection) async throws -> [StageStatus] {
        let applied = try await appliedStages(connection)
        var report = stages.map { stage -> StageStatus in
            let state: State
            switch applied[stage.version] {
            case nil: state = .pending
            case let row? where row.checksum != stage.checksum:
                state = .changed(recorded: row.checksum, current: stage.checksum)
            case let row?:
                state = .applied(checksum: row.checksum, appliedAt: row.appliedAt, durationMilliseconds: row.duration)
            }
            return StageStatus(version: stage.version, name: stage.name, kind: stage.kind.name, state: state)
        }
        let known = Set(stages.map(\.version))
        for (version, row) in applied.sorted(by: { $0.key < $1.key }) where !known.contains(version) {
            report.append(StageStatus(version: version, name: row.name, kind: row.kind, state: .unknown))
        }
        return report
    }

    private struct LogRow {
        let name: String
        let kind: String
        let checksum: String
        let appliedAt: Date
        let duration: Int
    }

    private func appliedStages(_ connection: Connection) async throws -> [Int: LogRow] {
        let exists = try await connection.query("SELECT to_regclass('schema_migrations') IS NOT NULL")
        guard try exists[0].decode(Bool.self) else { return [:] }
        let rows = try await connection.query(
            "SELECT version, name, kind, checksum, applied_at, duration_ms FROM schema_migrations ORDER BY version")
        var applied: [Int: LogRow] = [:]
        for (version, name, kind, checksum, appliedAt, duration) in try rows.decode(Int.self, String.self, String.self, String.self, Date.self, Int.self) {
            applied[version] = LogRow(name: name, kind: kind, checksum: checksum, appliedAt: appliedAt, duration: duration)
        }
        return applied
    }

    // MARK: - Migrate

    /// Applies the pending stages up to `target` (all by default) and returns what it applied.
    /// With `dryRun`, everything happens in one transaction that is rolled back at the end.
    @discardableResult
    public func migrate(
        _ connection: Connection, to target: Int? = nil, dryRun: Bool = false,
        progress: @escaping MigrationProgress = { _ in }
    ) async throws -> [AppliedStage] {
        let target = target ?? latestVersion
        guard target <= latestVersion, target >= 0 else { throw MigrationError.unknownTarget(version: target, latest: latestVersion) }
        // A stage may rightly run for minutes, and a second migrator waits on the lock for as long:
        // the app's statement, idle and answer timeouts are lifted for this connection while it migrates.
        let lifted: [SQL] = ["SET statement_timeout = 0", "SET idle_in_transaction_session_timeout = 0"]
        let restored: [SQL] = ["RESET statement_timeout", "RESET idle_in_transaction_session_timeout"]
        let answerTimeout = connection.answerTimeout
        connection.answerTimeout = nil
        defer { connection.answerTimeout = answerTimeout }
        try await connection.pipeline(lifted)
        do {
            let applied = try await migrateWithoutTimeouts(connection, to: target, dryRun: dryRun, progress: progress)
            try await connection.pipeline(restored)
            return applied
        } catch {
            _ = try? await connection.pipeline(restored)
            throw error
        }
    }

    private func migrateWithoutTimeouts(
        _ connection: Connection, to target: Int, dryRun: Bool, progress: @escaping MigrationProgress
    ) async throws -> [AppliedStage] {
        if dryRun {
            // Each stage's own transaction becomes a savepoint inside this one.
            let applied = try await connection.withRolledBackTransaction { tx in
                try await tx.query("SELECT pg_advisory_xact_lock(\(Self.lockKey))")
                return try await applyPending(tx, upTo: target, progress: progress)
            }
            progress("dry run: rolled back; the database is unchanged")
            return applied
        }
        try await connection.query("SELECT pg_advisory_lock(\(Self.lockKey))")
        do {
            let applied = try await applyPending(connection, upTo: target, progress: progress)
            try await connection.query("SELECT pg_advisory_unlock(\(Self.lockKey))")
            return applied
        } catch {
            _ = try? await connection.query("SELECT pg_advisory_unlock(\(Self.lockKey))")
            throw error
        }
    }

    /// Called with the lock held.
    private func applyPending(
        _ connection: Connection, upTo target: Int, progress: @escaping MigrationProgress
    ) async throws -> [AppliedStage] {
        try await connection.query("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version     integer     PRIMARY KEY,
                name        text        NOT NULL,
                kind        text        NOT NULL,
                checksum    text        NOT NULL,
                applied_at  timestamptz NOT NULL DEFAULT now(),
                duration_ms integer     NOT NULL
            )
            """)
        let pending = try refusalsChecked(await status(connection), target: target)
        if pending.isEmpty {
            progress("the database is up to date at stage \(target)")
            return []
        }
        var applied: [AppliedStage] = []
        for (index, stage) in pending.enumerated() {
            progress("applying stage \(stage.version) \(stage.fileName) (\(stage.kind.name)), \(index + 1) of \(pending.count) pending")
            let started = ContinuousClock.now
            let heartbeat = Task {
                var waited = 0
                while (try? await Task.sleep(for: .seconds(10))) != nil {
                    waited += 10
                    progress("  … stage \(stage.version) still running after \(waited) s")
                }
            }
            defer { heartbeat.cancel() }
            do {
                try await connection.withTransaction { try await apply(stage, on: $0, startedAt: started, progress: progress) }
            } catch let error as PostgresError {
                throw MigrationError.stageFailed(version: stage.version, file: stage.fileName, message: error.description)
            }
            let milliseconds = Self.milliseconds(since: started)
            progress("applied stage \(stage.version) in \(milliseconds) ms")
            applied.append(AppliedStage(version: stage.version, name: stage.name, durationMilliseconds: milliseconds))
        }
        return applied
    }

    private func apply(_ stage: Stage, on connection: Connection, startedAt: ContinuousClock.Instant, progress: @escaping MigrationProgress) async throws {
        let report: MigrationProgress = { progress("  \($0)") }
        if case .custom(let willMigrate, _) = stage.kind, let willMigrate {
            try await willMigrate(connection, report)
        }
        try await connection.executeScript(stage.sql)
        if case .custom(_, let didMigrate) = stage.kind, let didMigrate {
            try await didMigrate(connection, report)
        }
        try await connection.query("""
            INSERT INTO schema_migrations (version, name, kind, checksum, duration_ms)
            VALUES (\(stage.version), \(stage.name), \(stage.kind.name), \(stage.checksum), \(Self.milliseconds(since: startedAt)))
            """)
    }

    /// The stages to apply, or the refusal that stops the run.
    private func refusalsChecked(_ report: [StageStatus], target: Int) throws -> [Stage] {
        for status in report {
            switch status.state {
            case .changed(let recorded, let current):
                throw MigrationError.checksumChanged(version: status.version, file: status.name + ".sql", recorded: recorded, current: current)
            case .unknown:
                throw MigrationError.unknownVersion(version: status.version, name: status.name)
            default:
                continue
            }
        }
        let appliedVersions = report.filter { if case .applied = $0.state { return true } else { return false } }.map(\.version)
        let highestApplied = appliedVersions.max() ?? 0
        if let gap = report.first(where: { $0.state == .pending && $0.version < highestApplied }) {
            throw MigrationError.gap(pendingVersion: gap.version, file: gap.name + ".sql", appliedVersion: highestApplied)
        }
        if target < highestApplied { throw MigrationError.targetBelowCurrent(target: target, current: highestApplied) }
        let pendingVersions = Set(report.filter { $0.state == .pending && $0.version <= target }.map(\.version))
        return stages.filter { pendingVersions.contains($0.version) }
    }

    private static func milliseconds(since start: ContinuousClock.Instant) -> Int {
        Int((ContinuousClock.now - start).inMilliseconds)
    }
}
