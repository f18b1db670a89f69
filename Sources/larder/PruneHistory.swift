import ArgumentParser
import Foundation
import LarderStore

/// `larder prune-history`: applies each household's rule for how much recipe history to keep
/// (set by an owner on the household page), and says what it removed. A household that keeps
/// everything, the default, loses nothing; a recipe's current version is never touched.
struct PruneHistory: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "prune-history",
        abstract: "Remove the earlier recipe versions each household's history rule no longer keeps.")

    @Option(help: "Only this household (its id); every household by default.")
    var household: String?

    func validate() throws {
        if let household, UUID(uuidString: household) == nil { throw ValidationError("--household must be a household's id (a UUID)") }
    }

    func run() async throws {
        try await withStore { store in
            let pruned = try await store.revisions.prune(household: household.flatMap(UUID.init(uuidString:)))
            for entry in pruned {
                print("\(entry.householdName) (\(entry.household.uuidString.lowercased())): removed \(entry.revisions) earlier version\(entry.revisions == 1 ? "" : "s")"
                      + (entry.photos > 0 ? " and \(entry.photos) photo\(entry.photos == 1 ? "" : "s") only they showed" : ""))
            }
            let total = pruned.map(\.revisions).reduce(0, +)
            FileHandle.standardError.write(Data("removed \(total) earlier version\(total == 1 ? "" : "s") in all\n".utf8))
        }
    }
}
