/// Why the migrator refused to run, or what failed. Each message names the stage and its file.
public enum MigrationError: Error, Sendable, CustomStringConvertible {
    case checksumChanged(version: Int, file: String, recorded: String, current: String)
    case unknownVersion(version: Int, name: String)
    case gap(pendingVersion: Int, file: String, appliedVersion: Int)
    case stageFailed(version: Int, file: String, message: String)
    case missingFile(version: Int, directory: String)
    case unplannedFile(file: String)
    case duplicateVersion(version: Int, files: [String])
    case unknownTarget(version: Int, latest: Int)
    case targetBelowCurrent(target: Int, current: Int)

    public var description: String {
        switch self {
        case .checksumChanged(let version, let file, let recorded, let current):
            return "refusing to migrate: \(file) (stage \(version)) has changed since it was applied "
                + "(checksum \(recorded.prefix(12))… recorded, \(current.prefix(12))… now). "
                + "A shipped stage must never be edited: restore the file and put the change in a new stage."
        case .unknownVersion(let version, let name):
            return "refusing to migrate: the database has stage \(version) (\(name)) applied, "
                + "which this version of larder does not know. Run a newer larder."
        case .gap(let pending, let file, let applied):
            return "refusing to migrate: stage \(pending) (\(file)) is pending while the later stage \(applied) "
                + "is already applied. Stages must be applied in order."
        case .stageFailed(let version, let file, let message):
            return "stage \(version) (\(file)) failed and was rolled back, leaving the database as it was: \(message)"
        case .missingFile(let version, let directory):
            return "stage \(version) has no file \(String(format: "%04d", version))_*.sql in \(directory)"
        case .unplannedFile(let file):
            return "\(file) is not a stage of this version of larder's migration plan"
        case .duplicateVersion(let version, let files):
            return "stage \(version) has more than one file: \(files.joined(separator: ", "))"
        case .unknownTarget(let version, let latest):
            return "there is no stage \(version); the latest stage is \(latest)"
        case .targetBelowCurrent(let target, let current):
            return "the database is already at stage \(current); larder does not migrate down to \(target)"
        }
    }
}
