import ArgumentParser
import Foundation
import LarderActions
import LarderExchange
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
                try await store.exportActions.household(id, format: format) { FileHandle.standardOutput.write($0) }
            } else {
                // Written as read, one household after another, never held whole.
                FileHandle.standardOutput.write(Data("[".utf8))
                for (index, id) in try await store.households.allIDs().enumerated() {
                    FileHandle.standardOutput.write(Data((index == 0 ? "\n" : ",\n").utf8))
                    try await store.exportActions.household(id, format: format) { FileHandle.standardOutput.write($0) }
                }
                FileHandle.standardOutput.write(Data("\n]\n".utf8))
            }
        }
    }
}

struct Import: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Import recipes into a household: from recipe sites' addresses, or from a file, recognised by content.",
        discussion: """
            Addresses (http:// or https://) become an import job, which this command works on with a progress bar, and any \
            running `larder serve` helps with. A file may be Larder JSON, schema.org JSON-LD, a web page saved from a browser, \
            or an export of Mealie, Tandoor, Paprika or Nextcloud Cookbook; up to 1 GB here, so that a large household's \
            backup can be restored (uploads through the browser stop at 50 MB). A file is imported all or nothing.
            """)

    @Argument(help: "Addresses of recipe pages, or one file ('-' reads standard input).")
    var sources: [String]

    @Option(help: "The household's id.")
    var household: String

    @Option(help: "When the household already has a recipe (the same name, or for a page the same address): skip, replace or rename (keep both).")
    var onConflict: String = "rename"

    @Option(help: "The group to import from a Mealie backup that holds several (its name or id).")
    var mealieGroup: String?

    @Flag(help: "Import the readable recipes of an app's export even when some cannot be read (they are listed either way).")
    var skipUnreadable = false

    @Flag(help: "Make the recipes' keywords tags too (at most 5 tags a recipe); otherwise only categories and cuisines become tags.")
    var keywordsAsTags = false

    @Flag(help: "Take a Larder export's settings (time zone, week start, pantry staples), as restoring a household's backup does; otherwise the household keeps its own and the report says what would change.")
    var takeSettings = false

    var choices: ImportChoices { ImportChoices(keywordsAsTags: keywordsAsTags, takeSettings: takeSettings) }

    var addresses: [String] { sources.filter { $0.hasPrefix("http://") || $0.hasPrefix("https://") } }

    func validate() throws {
        guard UUID(uuidString: household) != nil else { throw ValidationError("--household must be a household id (a UUID)") }
        guard NameConflictPolicy(rawValue: onConflict) != nil else { throw ValidationError("--on-conflict must be skip, replace or rename") }
        guard !sources.isEmpty else { throw ValidationError("give addresses of recipe pages, or a file") }
        guard addresses.isEmpty || addresses.count == sources.count else { throw ValidationError("give either addresses or one file, not both") }
        guard !addresses.isEmpty || sources.count == 1 else { throw ValidationError("give one file at a time") }
    }

    func run() async throws {
        let id = UUID(uuidString: household)!
        let policy = NameConflictPolicy(rawValue: onConflict)!
        try await withStore { store in
            guard try await store.households.exists(id) else { throw CommandFailure("there is no household \(household)") }
            let imports = ImportActions(store: store, pages: try Settings().pages)
            if addresses.isEmpty {
                try await importFile(sources[0], into: id, policy: policy, imports: imports)
            } else {
                try await importAddresses(into: id, policy: policy, store: store, imports: imports)
            }
        }
    }

    /// The addresses as a job, worked on here (and by any running server) until none is left.
    private func importAddresses(into household: UUID, policy: NameConflictPolicy, store: Store, imports: ImportActions) async throws {
        let job = try await store.importJobs.create(addresses, in: household, by: nil, onConflict: policy, choices: choices, budgeted: false)
        let display = ProgressDisplay("addresses")
        defer { display.finish() }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    while try await imports.workOnce(job: job) != .idle {}
                }
            }
            group.addTask {
                while let status = try await store.importJobs.status(of: job, in: household) {
                    display.show(WorkProgress(done: status.imported + status.failed, total: status.items.count))
                    if status.isFinished { return }
                    try await Task.sleep(for: .milliseconds(250))
                }
            }
            try await group.waitForAll()
        }
        guard let status = try await store.importJobs.status(of: job, in: household) else { return }
        print("\(status.imported) imported, \(status.failed) failed, of \(status.items.count) addresses")
        for item in status.items {
            switch item.state {
            case .imported: print("  imported \(item.url): \(item.recipeName ?? "")\(item.said.map { " (\($0.english))" } ?? "")")
            case .failed: print("  failed   \(item.url): \(item.said?.english ?? "")")
            case .pending: print("  pending  \(item.url)")
            }
        }
        if status.failed > 0 { throw ExitCode(1) }
    }

    private func importFile(_ file: String, into household: UUID, policy: NameConflictPolicy, imports: ImportActions) async throws {
        let data: Data
        do {
            data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            throw CommandFailure("cannot read \(file): \(error.localizedDescription)")
        }
        do {
            let payload = try await imports.readFile(data, mealieGroup: mealieGroup, maximumBytes: ImportLimits.maximumRestoreBytes)
            if !payload.unreadable.isEmpty {
                print("\(payload.unreadable.count) recipe\(payload.unreadable.count == 1 ? "" : "s") of \(payload.format.rawValue) could not be read:")
                for issue in payload.unreadable { print("  \(issue)") }
                guard skipUnreadable else {
                    throw CommandFailure("nothing was imported; run again with --skip-unreadable to import the \(payload.recipes.count) others")
                }
            }
            let display = ProgressDisplay("recipes written (committed at the end)")
            defer { display.finish() }
            let report = try await imports.importFile(payload, into: household, by: nil, onConflict: policy, choices: choices,
                                                                progress: display.handler)
            print(report.summary)
            for (old, new) in report.renamed.sorted(by: { $0.key < $1.key }) { print("  renamed “\(old)” to “\(new)”") }
            for (name, way) in report.pageStructure.sorted(by: { $0.key < $1.key }) { print("  \(ImportJobNote.recipeReadFromPage(name: name, way: way).english)") }
            for issue in report.leftOut { print("  picture left out: \(issue)") }
        } catch let error as ImportError {
            throw CommandFailure("nothing was imported:\n\(error)")
        }
    }
}
