import ArgumentParser
import Foundation
import LarderStore

struct Export: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Write a household's recipes as JSON to standard output.")

    @Option(help: "The household's id.")
    var household: String?

    @Flag(help: "Every household, one document each, as a JSON array.")
    var all = false

    @Option(help: "larder (Larder JSON, with ingredients and skills) or schema-org (JSON-LD).")
    var format: String = "larder"

    func validate() throws {
        guard RecipeExporter.Format(rawValue: format) != nil else { throw ValidationError("--format must be larder or schema-org") }
        guard all != (household != nil) else { throw ValidationError("give either --household ID or --all") }
        if let household, UUID(uuidString: household) == nil { throw ValidationError("--household must be a household id (a UUID)") }
    }

    func run() async throws {
        let format = RecipeExporter.Format(rawValue: format)!
        try await withStore { store in
            if let household, let id = UUID(uuidString: household) {
                guard try await store.households.exists(id) else { throw CommandFailure("there is no household \(household)") }
                try await store.exporter.export(id, format: format) { FileHandle.standardOutput.write($0) }
            } else {
                // Written as read, one household after another, never held whole.
                FileHandle.standardOutput.write(Data("[".utf8))
                for (index, id) in try await store.households.allIDs().enumerated() {
                    FileHandle.standardOutput.write(Data((index == 0 ? "\n" : ",\n").utf8))
                    try await store.exporter.export(id, format: format) { FileHandle.standardOutput.write($0) }
                }
                FileHandle.standardOutput.write(Data("\n]\n".utf8))
            }
        }
    }
}

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import Larder JSON or schema.org JSON-LD (recognised by content) into a household, all or nothing.",
        discussion: "A document may be up to 1 GB here, so that a large household's backup can be restored; uploads through the browser stop at 50 MB.")

    @Argument(help: "The file to import ('-' reads standard input).")
    var file: String

    @Option(help: "The household's id.")
    var household: String

    @Option(help: "When a recipe's name is taken: skip, replace or rename.")
    var onConflict: String = "rename"

    func validate() throws {
        guard UUID(uuidString: household) != nil else { throw ValidationError("--household must be a household id (a UUID)") }
        guard NameConflictPolicy(rawValue: onConflict) != nil else { throw ValidationError("--on-conflict must be skip, replace or rename") }
    }

    func run() async throws {
        let data: Data
        do {
            data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandFailure("cannot read \(file): \(error.localizedDescription)")
        }
        let id = UUID(uuidString: household)!
        try await withStore { store in
            guard try await store.households.exists(id) else { throw CommandFailure("there is no household \(household)") }
            do {
                let display = ProgressDisplay("recipes written (committed at the end)")
                defer { display.finish() }
                let report = try await store.importer.importDocument(
                    data, into: id, author: nil, onConflict: NameConflictPolicy(rawValue: onConflict)!,
                    maximumBytes: ImportLimits.maximumRestoreBytes, progress: display.handler)
                print(report.summary)
                for (old, new) in report.renamed.sorted(by: { $0.key < $1.key }) { print("  renamed “\(old)” to “\(new)”") }
            } catch let error as ImportError {
                throw CommandFailure("nothing was imported:\n\(error)")
            }
        }
    }
}
