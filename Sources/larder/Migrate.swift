import ArgumentParser
import Foundation
import LarderStore

struct Migrate: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Apply pending schema stages, one transaction each.",
        subcommands: [Apply.self, Status.self],
        defaultSubcommand: Apply.self
    )

    struct Apply: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "apply", abstract: "Apply pending stages (the default).")

        @Flag(help: "Apply inside a transaction, report, and roll back.")
        var dryRun = false

        @Option(help: "Stop after stage N.")
        var to: Int?

        func run() async throws {
            try await withStore { store in
                let applied = try await store.migrate(to: to, dryRun: dryRun) { print($0) }
                if !dryRun, !applied.isEmpty {
                    print("migrated to stage \(applied.last!.version)")
                }
            }
        }
    }

    struct Status: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List every stage as applied, pending or changed.")

        func run() async throws {
            try await withStore { store in
                for stage in try await store.migrationStatus() {
                    print(Self.line(for: stage))
                }
            }
        }

        static func line(for stage: Migrator.StageStatus) -> String {
            let label = "\(String(format: "%04d", stage.version))  \(stage.name.padding(toLength: 34, withPad: " ", startingAt: 0)) \(stage.kind.padding(toLength: 11, withPad: " ", startingAt: 0))"
            switch stage.state {
            case .applied(let checksum, let appliedAt, let milliseconds):
                return "\(label) applied  \(appliedAt.formatted(.iso8601))  \(milliseconds) ms  sha256:\(checksum.prefix(16))"
            case .pending:
                return "\(label) pending"
            case .changed(let recorded, let current):
                return "\(label) CHANGED  file sha256:\(current.prefix(16)) ≠ applied sha256:\(recorded.prefix(16))"
            case .unknown:
                return "\(label) UNKNOWN  applied by a newer larder"
            }
        }
    }
}
