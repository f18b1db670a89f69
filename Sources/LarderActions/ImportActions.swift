import CPUWork
import Foundation
import LarderExchange
import LarderModel
import LarderStore

/// Bringing recipes in, by their pages' addresses and by file, for the import page, the API and
/// `larder import` alike. One address the page asks for is fetched and imported at once; many
/// (and any the API sends) become a job, which every instance works on. Both count against the
/// household's fetches per minute.
///
/// The fetcher is given here, where the application is wired together (`pages`): the store
/// fetches nothing, and the import jobs' workers read their pages through these actions.
public struct ImportActions: Sendable {
    let jobs: ImportQueue
    let budget: FetchBudget
    let pages: PageImporter
    let importer: RecipeImporter
    let uploads: ImportUploads
    /// Files of any kind a household brings, recognised by content; saved web pages' pictures
    /// are fetched through `pages`.
    let documents: DocumentReader
    let cpu: CPUWork

    /// The actions on `store`'s import jobs and recipes, fetching through `pages`.
    public init(store: Store, pages: PageImporter) {
        (jobs, budget, self.pages, importer, uploads, cpu) = (store.importJobs, store.fetchBudget, pages, store.importer, store.importUploads, store.cpu)
        documents = DocumentReader(pages: pages)
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

    /// Works on the next pending address of any import job (of `job` only, when given; never of
    /// the households in `waiting`), fetching its page through this application's fetcher.
    public func workOnce(job: UUID? = nil, skipping waiting: Set<UUID> = [],
                         claimed: @Sendable (UUID) -> Void = { _ in }) async throws -> ImportQueue.Work {
        let pages = pages
        return try await jobs.workOnce(job: job, skipping: waiting, claimed: claimed) { address in try await pages.read(address) }
    }

    /// What a file holds, ready to import: an app's export, a saved web page or a JSON document.
    /// `ImportError` when it is none of these or cannot be read.
    public func readFile(_ data: Data, mealieGroup: String? = nil,
                         maximumBytes: Int = ImportLimits.maximumDocumentBytes) async throws(ImportError) -> ImportPayload {
        try await documents.read(data, mealieGroup: mealieGroup, maximumBytes: maximumBytes)
    }

    /// Writes the recipes read from a file into the household, as one transaction, and then
    /// lets go of the upload the file was kept as while the household chose.
    public func importFile(_ payload: ImportPayload, into household: UUID, by author: UUID?, onConflict policy: NameConflictPolicy,
                           choices: ImportChoices, keptAs upload: UUID? = nil,
                           progress: @escaping ProgressHandler = { _ in }) async throws -> ImportReport {
        let report = try await importer.importPayload(payload, into: household, author: author, onConflict: policy, choices: choices,
                                                      progress: progress)
        if let upload { try await uploads.discard(upload, in: household) }
        return report
    }

    // MARK: - A file kept while its household chooses

    /// How many addresses one job may have, and how many jobs a household may have unfinished.
    public var jobLimits: (addresses: Int, openJobs: Int) { (jobs.maximumAddresses, jobs.maximumOpenJobs) }

    /// The bytes of uploads a household may keep at once, and how many it keeps now.
    public func uploadQuota(of household: UUID) async throws -> (used: Int, quota: Int) {
        (try await uploads.usedBytes(in: household), uploads.quotaBytes)
    }

    /// Keeps a file for a day while the household chooses what to do with it; its id.
    /// `ImportUploads.QuotaFull` past the household's quota.
    public func keep(_ document: Data, named fileName: String, in household: UUID, by member: UUID) async throws -> UUID {
        try await uploads.keep(document, named: fileName, in: household, by: member)
    }

    /// A kept file and its name; nil once it is gone (imported, cancelled, or a day old).
    public func kept(_ upload: UUID, in household: UUID) async throws -> (data: Data, fileName: String)? {
        try await uploads.document(upload, in: household)
    }

    /// Throws a kept file away: the household chose not to import it.
    public func discard(_ upload: UUID, in household: UUID) async throws {
        try await uploads.discard(upload, in: household)
    }
}
