import Foundation
import LarderExchange
import LarderImaging
import LarderModel
import PostgresClient

/// Addresses of recipe pages imported as a job, its rows in PostgreSQL. Any instance works on
/// any job: it takes a pending row with `FOR UPDATE SKIP LOCKED` and keeps it locked while it
/// fetches, reads and writes the recipe, then marks the row in the same transaction. Another
/// instance passes over a locked row; one that dies half way rolls back, and its row is pending
/// again for the next. So two instances share a job, a restart resumes it, and no address is
/// imported twice.
public struct ImportQueue: Sendable {
    let pool: ConnectionPool
    let importer: RecipeImporter
    let budget: FetchBudget

    /// The most addresses one job takes (`LARDER_IMPORT_ADDRESSES_PER_JOB`).
    public var maximumAddresses = 1000
    /// The most jobs a household may have unfinished at once (`LARDER_IMPORT_JOBS_PER_HOUSEHOLD`).
    public var maximumOpenJobs = 5
    /// Tries of one address: a restart costs one, so a few are allowed before it is given up.
    static let maximumAttempts = 5

    /// A job of `addresses` (blank lines left out, duplicates once); its id. Addresses that are
    /// no web address are failed at once, with the reason, and the rest go ahead.
    public func create(_ addresses: [String], in household: UUID, by author: UUID?, onConflict policy: NameConflictPolicy,
                       choices: ImportChoices = ImportChoices(), budgeted: Bool) async throws -> UUID {
        // Each address as the job's page shows it: without control characters (no web address has
        // one); one that had any is failed below, as typed. An address of nothing else is a blank line.
        func shown(_ address: String) -> String { address.withoutControlCharacters.trimmingCharacters(in: .whitespacesAndNewlines) }
        var seen = Set<String>()
        let addresses = addresses.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !shown($0).isEmpty && seen.insert($0).inserted }
        guard !addresses.isEmpty else { throw ImportError(path: "urls", .noAddresses) }
        guard addresses.count <= maximumAddresses else {
            throw ImportError(path: "urls", .tooManyAddresses(count: addresses.count, maximum: maximumAddresses))
        }
        guard try await openJobs(in: household) < maximumOpenJobs else {
            throw ImportError(path: "urls", .tooManyOpenJobs(maximum: maximumOpenJobs))
        }
        // Each address's problem as its row's `said`, in JSON; "" for an address that goes ahead.
        let problems: [String] = try addresses.map { address in
            do throws(ImportError) {
                _ = try PageImporter.url(address)
                return ""
            } catch {
                let saying = ImportItemSaying.problem(error.issues.first?.said ?? .notAWebAddress).bounded
                return String(decoding: try JSONEncoder.postgres.encode(saying), as: UTF8.self)
            }
        }
        return try await pool.query("""
            WITH job AS (
                INSERT INTO import_jobs (household_id, created_by, on_conflict, is_budgeted, keywords_as_tags)
                VALUES (\(household), \(author), \(policy.rawValue), \(budgeted), \(choices.keywordsAsTags))
                RETURNING id),
            items AS (
                INSERT INTO import_job_items (household_id, job_id, position, url, state, said, finished_at)
                SELECT \(household), job.id, a.position - 1, left(a.url, 2000),
                       CASE WHEN a.problem = '' THEN 'pending' ELSE 'failed' END, nullif(a.problem, '')::jsonb,
                       CASE WHEN a.problem = '' THEN NULL ELSE now() END
                FROM job, unnest(\(addresses.map(shown))::text[], \(problems)::text[]) WITH ORDINALITY AS a(url, problem, position))
            SELECT id FROM job
            """)[0].decode(UUID.self)
    }

    /// The household's jobs with an address still pending.
    public func openJobs(in household: UUID) async throws -> Int {
        try await pool.query("""
            SELECT count(DISTINCT job_id) FROM import_job_items WHERE household_id = \(household) AND state = 'pending'
            """)[0].decode(Int.self)
    }

    /// A job's progress and every address's outcome; nil when the household has no such job.
    public func status(of job: UUID, in household: UUID) async throws -> ImportJobStatus? {
        let rows = try await pool.query("""
            SELECT j.created_at, j.on_conflict, i.position, i.url, i.state, i.recipe_id, i.recipe_name, i.said
            FROM import_jobs j JOIN import_job_items i ON i.household_id = j.household_id AND i.job_id = j.id
            WHERE j.household_id = \(household) AND j.id = \(job)
            ORDER BY i.position
            """).decode(Date.self, String.self, Int.self, String.self, String.self, UUID?.self, String?.self, JSONB<ImportItemSaying>?.self)
        guard let first = rows.first else { return nil }
        return ImportJobStatus(
            id: job, createdAt: first.0, onConflict: NameConflictPolicy(rawValue: first.1) ?? .rename,
            items: rows.map { ImportJobStatus.Item(position: $0.2, url: $0.3, state: ImportJobStatus.State(rawValue: $0.4) ?? .pending,
                                                   recipeID: $0.5, recipeName: $0.6, said: $0.7?.value) })
    }

    /// What one call of `workOnce` did.
    public enum Work: Sendable, Equatable {
        /// No pending address (of the job asked about, or of any job).
        case idle
        /// One address was imported or failed: what became of it.
        case worked(job: UUID, ImportJobStatus.Item)
        /// The next address belongs to a household that has used its fetches for this minute.
        case overBudget(UUID)
    }

    /// Takes the next pending address (of `job` only, when given; never of the households in
    /// `waiting`), reads its page with `read`, imports it and marks it, in one transaction.
    /// `claimed` hears whose it is as soon as it is taken. The queue fetches nothing itself:
    /// `read` is the import actions' fetcher, given where the application is wired together.
    ///
    /// Households take turns: the address taken is of the household whose turn is oldest (that
    /// last had an address taken longest ago, by any instance; one never served first, oldest
    /// job first), so one household's long job delays another's by one address at most, not by
    /// the whole job.
    public func workOnce(job: UUID? = nil, skipping waiting: Set<UUID> = [], claimed: @Sendable (UUID) -> Void = { _ in },
                         read: @Sendable (String) async throws -> ImportPayload) async throws -> Work {
        try await pool.withTransaction { tx in
            let rows = try await tx.query("""
                SELECT i.household_id, i.job_id, i.position, i.url, j.on_conflict, j.is_budgeted, j.created_by, coalesce(a.attempts, 0),
                       j.keywords_as_tags
                FROM import_job_items i JOIN import_jobs j ON j.household_id = i.household_id AND j.id = i.job_id
                LEFT JOIN import_job_attempts a ON a.household_id = i.household_id AND a.job_id = i.job_id AND a.position = i.position
                LEFT JOIN import_turns t ON t.household_id = i.household_id
                WHERE i.state = 'pending' AND (\(job)::uuid IS NULL OR i.job_id = \(job)) AND i.household_id <> ALL(\(Array(waiting)))
                ORDER BY t.taken_at NULLS FIRST, j.created_at, i.household_id, i.job_id, i.position
                LIMIT 1
                FOR NO KEY UPDATE OF i SKIP LOCKED
                """).decode(UUID.self, UUID.self, Int.self, String.self, String.self, Bool.self, UUID?.self, Int.self, Bool.self)
            guard let (household, jobID, position, address, conflict, budgeted, author, tries, keywordsAsTags) = rows.first else { return .idle }
            // The household's turn, on its own connection: every worker sees it at once.
            try await pool.query("""
                INSERT INTO import_turns AS t (household_id, taken_at) VALUES (\(household), clock_timestamp())
                ON CONFLICT (household_id) DO UPDATE SET taken_at = EXCLUDED.taken_at
                """)
            claimed(household)
            // An address given up on is failed without a fetch, so it spends none of the budget.
            let givenUp = tries >= Self.maximumAttempts
            if budgeted, !givenUp, try await !budget.take(for: household) {
                return .overBudget(household)
            }
            let started = ContinuousClock.now
            if !givenUp {
                // Counted on its own connection, so that it stays counted if this instance dies.
                try await pool.query("""
                    INSERT INTO import_job_attempts AS a (household_id, job_id, position, attempts)
                    VALUES (\(household), \(jobID), \(position), 1)
                    ON CONFLICT (household_id, job_id, position) DO UPDATE SET attempts = a.attempts + 1
                    """)
            }
            let outcome: (state: String, recipe: UUID?, name: String?, said: ImportItemSaying?)
            do {
                guard !givenUp else {
                    throw ImportError(path: address, .givenUp(tries: Self.maximumAttempts))
                }
                let payload = try await read(address)
                // A savepoint: a recipe that cannot be written fails its row, not the claim.
                let report = try await tx.withTransaction { savepoint in
                    try await importer.write(payload, into: household, author: author,
                                             onConflict: NameConflictPolicy(rawValue: conflict) ?? .rename,
                                             choices: ImportChoices(keywordsAsTags: keywordsAsTags), on: savepoint)
                }
                let recipe = report.createdIDs.first ?? report.kept.first
                let name = report.created.first ?? report.skipped.first
                outcome = ("imported", recipe, name, Self.notes(on: report))
            } catch let error as ImportError {
                outcome = ("failed", nil, nil, .problem(error.said))
            } catch RecipeError.invalid(let error) {
                outcome = ("failed", nil, nil, .problem(.fieldIssues(error.issues)))
            } catch let error where !Task.isCancelled && !tx.isBroken {
                outcome = ("failed", nil, nil, .problem(.couldNotBeSaved("\(error)")))
            }
            let said = outcome.said?.bounded
            // The budget counts the time the fetch took, a fetch-second a second past the first:
            // addresses that hang until the fetcher's timeout spend it as fast as many quick ones.
            if budgeted, !givenUp {
                try await budget.spend(since: started, for: household)
            }
            // Shutting down, the claim is given back rather than failed: the next instance takes it.
            try Task.checkCancellation()
            try await tx.query("""
                UPDATE import_job_items
                SET state = \(outcome.state), recipe_id = \(outcome.recipe), recipe_name = \(outcome.name),
                    said = \(said.map(JSONB.init)), finished_at = now()
                WHERE household_id = \(household) AND job_id = \(jobID) AND position = \(position)
                """)
            return .worked(job: jobID, .init(position: position, url: address, state: ImportJobStatus.State(rawValue: outcome.state) ?? .failed,
                                             recipeID: outcome.recipe, recipeName: outcome.name, said: said))
        }
    }
}

extension ImportQueue {
    /// What a person should know about an imported address beyond "imported"; nil for nothing.
    static func notes(on report: ImportReport) -> ImportItemSaying? {
        var notes: [ImportJobNote] = []
        if report.created.count == 1, let way = report.pageStructure.values.first { notes.append(.readFromPage(way)) }
        if report.created.count > 1 { notes.append(.severalRecipes(report.created)) }
        if !report.skipped.isEmpty { notes.append(.keptTheirs) }
        if !report.replaced.isEmpty { notes.append(.replacedTheirs) }
        notes += report.renamed.values.sorted().map(ImportJobNote.savedAs)
        notes += report.leftOut.map { ImportJobNote.pictureLeftOut($0.said) }
        if report.created.count > 1 {
            notes += report.pageStructure.sorted { $0.key < $1.key }.map { ImportJobNote.recipeReadFromPage(name: $0.key, way: $0.value) }
        }
        return notes.isEmpty ? nil : .notes(notes)
    }
}

/// One thing a job says about an address it imported, beyond "imported", as every language can
/// say it (the `importing` area of the catalogs). Stored as itself (Swift's coding of an enum), so
/// its case names are stored names.
public enum ImportJobNote: Sendable, Equatable, Codable {
    /// The household had the recipe, and kept its own.
    case keptTheirs
    case replacedTheirs
    /// Saved under another name, the household having one of its own.
    case savedAs(String)
    /// The page's picture was no photo.
    case pictureLeftOut(ImportProblem)
    /// The page had no schema.org recipe; its own structure gave the recipe, to be checked.
    case readFromPage(RecipePage.Source)
    /// The page held several recipes, all imported: their names.
    case severalRecipes([String])
    /// One of several recipes the page's structure gave, to be checked.
    case recipeReadFromPage(name: String, way: RecipePage.Source)

    public var english: String {
        switch self {
        case .keptTheirs: "already in the household, which keeps its own"
        case .replacedTheirs: "replaced the household’s own"
        case .savedAs(let name): "saved as “\(name)”"
        case .pictureLeftOut(let problem): "the picture was left out: \(problem.english)"
        case .readFromPage(let way): "read from \(Self.english(way)), as the page has no schema.org recipe: check it against the page"
        case .severalRecipes(let names): "\(names.count) recipes on the page: \(names.joined(separator: ", "))"
        case .recipeReadFromPage(let name, let way):
            "“\(name)” was read from \(Self.english(way)), as the page has no schema.org recipe: check it against the page."
        }
    }

    /// A way of reading a page's structure, as the English notes say it.
    public static func english(_ way: RecipePage.Source) -> String {
        switch way {
        case .jsonLD, .microdata: way.rawValue
        case .microformats: "its microformats"
        case .rdfa: "its RDFa"
        case .plugin: "a recipe plugin’s card"
        case .headings: "its headings and lists"
        }
    }
}

/// What a job says of one address beyond its state, stored as meaning (`import_job_items.said`)
/// and worded when shown: in English by the API, in the reader's language by the pages.
public enum ImportItemSaying: Sendable, Equatable, Codable {
    /// Why the address failed.
    case problem(ImportProblem)
    /// What a person should know about the recipe it gave.
    case notes([ImportJobNote])
    /// A message stored in English before stage 30 that reads as no fixed form (a recipe's own
    /// problems, a page of several recipes): shown as it is.
    case written(String)

    /// The most a stored saying holds, in bytes of JSON: a page's problems, or a database's
    /// error, can run long. Beyond it the English, cut, is stored as words.
    static let maximumBytes = 8000

    public var english: String {
        switch self {
        case .problem(let problem): problem.english
        case .notes(let notes): notes.map(\.english).joined(separator: "; ")
        case .written(let text): text
        }
    }

    /// This saying as a row keeps it: itself, or its English cut to 2,000 characters when it is
    /// over `maximumBytes`.
    var bounded: ImportItemSaying {
        let size = (try? JSONEncoder.postgres.encode(self).count) ?? .max
        return size <= Self.maximumBytes ? self : .written(String(english.prefix(2000)))
    }
}

/// A job's addresses and what became of each.
public struct ImportJobStatus: Sendable, Equatable {
    public enum State: String, Sendable {
        case pending, imported, failed
    }

    public struct Item: Sendable, Equatable {
        public var position: Int
        public var url: String
        public var state: State
        public var recipeID: UUID?
        public var recipeName: String?
        /// What the job says of it; nil for nothing.
        public var said: ImportItemSaying?
    }

    public var id: UUID
    public var createdAt: Date
    public var onConflict: NameConflictPolicy
    public var items: [Item]

    public var imported: Int { items.count { $0.state == .imported } }
    public var failed: Int { items.count { $0.state == .failed } }
    public var remaining: Int { items.count { $0.state == .pending } }
    public var isFinished: Bool { remaining == 0 }
}

/// The pages a household's web users may fetch each minute, across every instance: a paste of
/// a thousand addresses cannot make the server a crawler for one household. A bucket of
/// `perMinute` tokens, refilled at that rate: a minute's budget may go at once, and no more.
public struct FetchBudget: Sendable {
    let pool: ConnectionPool
    /// `LARDER_FETCHES_PER_MINUTE`; 60 by default.
    public let perMinute: Int

    /// Takes what a fetch that began at `started` cost beyond the one token `take` took: a token
    /// a second past the first. The bucket may go below empty; the household then waits longer.
    public func spend(since started: ContinuousClock.Instant, for household: UUID) async throws {
        let duration = ContinuousClock.now - started
        let extra = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18 - 1
        guard extra > 0 else { return }
        try await pool.query("""
            UPDATE fetch_budgets SET tokens = tokens - \(extra) WHERE household_id = \(household)
            """)
    }

    /// One fetch from the budget; false when it is spent. Counted in its own statement, outside
    /// the caller's transaction, so that a failed import still counts.
    public func take(for household: UUID) async throws -> Bool {
        let capacity = Double(perMinute)
        let rows = try await pool.query("""
            INSERT INTO fetch_budgets AS b (household_id, tokens, refilled_at)
            VALUES (\(household), \(capacity) - 1, now())
            ON CONFLICT (household_id) DO UPDATE
                SET tokens = least(\(capacity), b.tokens + extract(epoch FROM now() - b.refilled_at) * \(capacity) / 60) - 1,
                    refilled_at = now()
                WHERE least(\(capacity), b.tokens + extract(epoch FROM now() - b.refilled_at) * \(capacity) / 60) >= 1
            RETURNING tokens
            """)
        return !rows.isEmpty
    }
}
