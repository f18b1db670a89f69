import Foundation
@testable import LarderExchange
import LarderFetch
import LarderModel
@testable import LarderStore
import PostgresClient
import Synchronization
import Testing
import LarderTestSupport
import PostgresTestSupport

/// What one household, client or person may keep or start at once, counted in the database so
/// that it holds across every instance.
@Suite("Household limits")
struct HouseholdLimitsTests {
    @Test("uploads kept for a decision count against the household's quota; past it one is refused and nothing is kept, and another household is not held up")
    func uploadQuota() async throws {
        try await Kitchen.open { kitchen in
            let uploads = ImportUploads(pool: kitchen.pool, quotaBytes: 3 * 1_048_576)
            let megabyte = Data(count: 1_048_576)
            for number in 1...3 { _ = try await uploads.keep(megabyte, named: "export \(number).zip", in: kitchen.home.id, by: kitchen.cook.id) }
            #expect(try await uploads.usedBytes(in: kitchen.home.id) == 3 * 1_048_576)
            let refused = await #expect(throws: ImportUploads.QuotaFull.self) {
                try await uploads.keep(Data(count: 1), named: "one byte more.zip", in: kitchen.home.id, by: kitchen.cook.id)
            }
            #expect(refused == ImportUploads.QuotaFull(usedBytes: 3 * 1_048_576, quotaBytes: 3 * 1_048_576))
            #expect(try await kitchen.pool.query("SELECT count(*) FROM import_uploads")[0].decode(Int.self) == 3)
            let (nextDoor, nell) = try await kitchen.neighbour()
            _ = try await uploads.keep(megabyte, named: "theirs.zip", in: nextDoor.id, by: nell.id)
            // An upload older than a day is gone, and no longer counts.
            try await kitchen.pool.query("UPDATE import_uploads SET created_at = now() - interval '2 days' WHERE household_id = \(kitchen.home.id)")
            #expect(try await uploads.usedBytes(in: kitchen.home.id) == 0)
        }
    }

    @Test("uploads sent at the same moment cannot both slip under the quota")
    func uploadQuotaUnderRace() async throws {
        try await Kitchen.open(maxConnections: 8) { kitchen in
            let uploads = ImportUploads(pool: kitchen.pool, quotaBytes: 5 * 1_048_576)
            let kept = try await withThrowingTaskGroup(of: Bool.self) { group in
                for number in 0..<8 {
                    group.addTask {
                        do {
                            _ = try await uploads.keep(Data(count: 1_048_576), named: "\(number).zip", in: kitchen.home.id, by: kitchen.cook.id)
                            return true
                        } catch is ImportUploads.QuotaFull {
                            return false
                        }
                    }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(kept == 5)
            #expect(try await uploads.usedBytes(in: kitchen.home.id) == 5 * 1_048_576)
        }
    }

    @Test("a household may have so many imports running; one more is refused, saying so, until one finishes")
    func openImportJobs() async throws {
        try await Kitchen.open { kitchen in
            var queue = Self.queue(kitchen)
            queue.maximumOpenJobs = 2
            for number in 1...2 {
                _ = try await queue.create(["https://example.com/\(number)"], in: kitchen.home.id, by: kitchen.cook.id, onConflict: .skip, budgeted: true)
            }
            let refused = await #expect(throws: ImportError.self) {
                try await queue.create(["https://example.com/3"], in: kitchen.home.id, by: kitchen.cook.id, onConflict: .skip, budgeted: true)
            }
            #expect(refused?.issues.map(\.problem) == ["this household has 2 imports running, as many as it may: wait for one to finish"])
            try await kitchen.pool.query("UPDATE import_job_items SET state = 'failed' WHERE household_id = \(kitchen.home.id)")
            _ = try await queue.create(["https://example.com/3"], in: kitchen.home.id, by: kitchen.cook.id, onConflict: .skip, budgeted: true)
        }
    }

    @Test("import workers take addresses from households in turn: a long job delays another household's by one address, not by the whole job")
    func householdsTakeTurns() async throws {
        try await Kitchen.open { kitchen in
            let queue = Self.queue(kitchen)
            let (nextDoor, nell) = try await kitchen.neighbour()
            // Home's long job comes first, and then next door's short one.
            _ = try await queue.create((1...6).map { "http://blocked.invalid/home/\($0)" }, in: kitchen.home.id, by: kitchen.cook.id,
                                       onConflict: .skip, budgeted: false)
            _ = try await queue.create(["http://blocked.invalid/next-door/1", "http://blocked.invalid/next-door/2"], in: nextDoor.id,
                                       by: nell.id, onConflict: .skip, budgeted: false)
            let taken = Mutex<[UUID]>([])
            for _ in 0..<4 {
                _ = try await queue.workOnce(claimed: { household in taken.withLock { $0.append(household) } },
                                             read: { try await Self.pages.read($0) })
            }
            #expect(taken.withLock { $0 } == [kitchen.home.id, nextDoor.id, kitchen.home.id, nextDoor.id])
        }
    }

    @Test("a fetch's time counts against the household's budget: one that hung for 10 s spends ten fetches")
    func fetchTimeIsBudgeted() async throws {
        try await Kitchen.open { kitchen in
            let budget = FetchBudget(pool: kitchen.pool, perMinute: 12)
            #expect(try await budget.take(for: kitchen.home.id))
            try await budget.spend(since: .now - .seconds(10), for: kitchen.home.id)
            let tokens = try await kitchen.pool.query("SELECT tokens FROM fetch_budgets WHERE household_id = \(kitchen.home.id)")[0].decode(Double.self)
            #expect((1.9...2.1).contains(tokens), "12 - 1 - 9 = 2 left, not \(tokens)")
            #expect(try await budget.take(for: kitchen.home.id))
            #expect(try await budget.take(for: kitchen.home.id))
            #expect(try await budget.take(for: kitchen.home.id) == false)
        }
    }

    @Test("registrations are counted per client, across instances, and stop at the limit for that client alone")
    func registrationsPerClient() async throws {
        try await Kitchen.open { kitchen in
            let throttle = ClientThrottle(pool: kitchen.pool, kind: "register", limit: 3, window: .seconds(3600))
            for _ in 1...3 { #expect(try await throttle.admit("198.51.100.7") == nil) }
            let until = try #require(try await throttle.admit("198.51.100.7"))
            #expect(until.timeIntervalSinceNow > 3500)
            #expect(try await throttle.admit("203.0.113.9") == nil, "another client is not held up")
        }
    }

    /// The fetcher the application would give the queue's workers.
    static let pages = PageImporter(fetcher: SafeFetcher(policy: FetchPolicy()))

    static func queue(_ kitchen: Kitchen) -> ImportQueue {
        let importer = RecipeImporter(pool: kitchen.pool)
        // Addresses no fetch may reach: each fails at once, which is all a turn needs.
        return ImportQueue(pool: kitchen.pool, importer: importer, budget: FetchBudget(pool: kitchen.pool, perMinute: 60))
    }
}
