import CPUWork
import Foundation
import LarderExchange
import LarderModel
import LarderStore

/// Bringing recipes in by their pages' addresses, for the import page and the API alike. One
/// address the page asks for is fetched and imported at once; many (and any the API sends) become
/// a job, which every instance works on. Both count against the household's fetches per minute.
public struct ImportActions: Sendable {
    let jobs: ImportQueue
    let budget: FetchBudget
    let pages: PageImporter
    let importer: RecipeImporter
    let cpu: CPUWork

    public init(jobs: ImportQueue, budget: FetchBudget, pages: PageImporter, importer: RecipeImporter, cpu: CPUWork) {
        (self.jobs, self.budget, self.pages, self.importer, self.cpu) = (jobs, budget, pages, importer, cpu)
    }

    /// A job of these addresses (blank lines and repeats left out); its id. `ImportError` when
    /// there is none, too many, or the household has too many jobs unfinished.
    public func startJob(_ addresses: [String], in household: UUID, by author: UUID, onConflict policy: NameConflictPolicy,
                         choices: ImportChoices) async throws -> UUID {
        try await jobs.create(addresses, in: household, by: author, onConflict: policy, choices: choices, budgeted: true)
    }

    /// A job's progress and each address's outcome: `Failure.notFound` for another household's.
    public func job(_ id: UUID, in household: UUID) async throws -> ImportJobStatus {
        guard let status = try await jobs.status(of: id, in: household) else { throw Failure.notFound }
        return status
    }

    /// What became of one page's import.
    public enum PageImport: Sendable {
        /// The household has used its fetches for this minute: `perMinute` of them.
        case overBudget(perMinute: Int)
        /// Asked with no policy, and the household has these recipes already: nothing imported.
        case alreadyThere(ImportPayload, existing: [RecipeImporter.Duplicate])
        case imported(ImportPayload, ImportReport)
    }

    /// Fetches the page at `address` and imports its recipes. Without a `policy` for names the
    /// household has, a page it has imported already is reported, not imported again. Throws
    /// `ImportError` when the page cannot be fetched or read, `RecipeError.invalid` when a recipe
    /// does not fit Larder's rules.
    public func importPage(_ address: String, in household: UUID, by author: UUID, onConflict policy: NameConflictPolicy?,
                           choices: ImportChoices) async throws -> PageImport {
        guard try await budget.take(for: household) else { return .overBudget(perMinute: budget.perMinute) }
        let (budget, pages, importer) = (budget, pages, importer)
        return try await cpu.run {
            let started = ContinuousClock.now
            let read: Result<ImportPayload, ImportError>
            do throws(ImportError) {
                read = .success(try await pages.read(address))
            } catch {
                read = .failure(error)
            }
            // A fetch that failed spent its time too.
            try await budget.spend(since: started, for: household)
            let payload = try read.get()
            if policy == nil {
                let existing = try await importer.duplicates(of: payload, in: household)
                if !existing.isEmpty { return .alreadyThere(payload, existing: existing) }
            }
            return .imported(payload, try await importer.importPayload(payload, into: household, author: author, onConflict: policy ?? .rename,
                                                                      choices: choices))
        }
    }
}

extension Store {
    /// The actions that bring recipes in by address.
    public var importActions: ImportActions {
        ImportActions(jobs: importJobs, budget: fetchBudget, pages: pages, importer: importer, cpu: cpu)
    }
}
