import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// `enumerate` walks a large set by keyset pagination (export uses it): each batch starts after
/// the last row of the one before, so every recipe is visited once even when sort keys tie.
@Suite("Walking every recipe in batches")
struct EnumerateTests {
    static let recipeCount = 10_000

    /// 10,000 recipes written in bulk: 37 distinct creation days and 13 distinct total times,
    /// so every sort key is full of ties.
    static func stock(_ kitchen: Kitchen) async throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let drafts = (0..<recipeCount).map { index in
            (draft: Dish.tiny(String(format: "Recipe %05d", index), minutes: index % 13),
             createdAt: Optional(start.addingTimeInterval(Double(index % 37) * 86_400)))
        }
        try await kitchen.pool.withConnection { connection in
            for batch in stride(from: 0, to: drafts.count, by: 1000) {
                _ = try await kitchen.recipes.create(Array(drafts[batch..<batch + 1000]), in: kitchen.home.id, author: nil, on: connection)
            }
        }
    }

    /// Half the recipes cooked on one of 25 days and rated one of 9 ways, the others never:
    /// their sort keys are a date (or `-infinity`) and a numeric (or 0), full of ties.
    static func cookAndRate(_ kitchen: Kitchen) async throws {
        try await kitchen.pool.query("""
            UPDATE recipes SET last_cooked_on = DATE '2026-01-01' + (created_at::date - DATE '2023-01-01') % 25,
                               rating = 1 + (total_time_seconds / 60 % 9) * 0.5, rating_count = 1
            WHERE name LIKE '%0' OR name LIKE '%2' OR name LIKE '%4' OR name LIKE '%6' OR name LIKE '%8'
            """)
    }

    func walk(_ kitchen: Kitchen, _ descriptor: FetchDescriptor) async throws -> (ids: [UUID], batches: [Int], details: [RecipeDetail]) {
        var ids: [UUID] = []
        var batches: [Int] = []
        var sample: [RecipeDetail] = []
        try await kitchen.recipes.enumerate(descriptor, in: kitchen.home.id, batchSize: 500) { batch in
            batches.append(batch.count)
            ids += batch.map(\.id)
            sample += batch.prefix(2)
        }
        return (ids, batches, sample)
    }

    @Test("10,000 recipes are each visited exactly once in batches of 500, whichever way they are sorted")
    func everyRecipeOnce() async throws {
        try await Kitchen.open { kitchen in
            try await Self.stock(kitchen)
            try await Self.cookAndRate(kitchen)
            let orders: [[RecipeSort]] = [[RecipeSort(.created)], [.newest], [RecipeSort(.totalTime, ascending: false), .newest], [.name], [],
                                          [.leastRecentlyCooked], [.bestRated, .name]]
            for sortBy in orders {
                let (ids, batches, sample) = try await walk(kitchen, FetchDescriptor(sortBy: sortBy))
                #expect(batches == Array(repeating: 500, count: 20), "sorted by \(sortBy)")
                #expect(ids.count == Self.recipeCount && Set(ids).count == Self.recipeCount, "sorted by \(sortBy)")
                #expect(sample.allSatisfy { $0.steps.count == 1 }, "batches carry whole graphs")
            }
        }
    }

    @Test("the walk follows the sort order across batches, ties broken the same way every time")
    func walkKeepsTheOrder() async throws {
        try await Kitchen.open { kitchen in
            try await Self.stock(kitchen)
            let descriptor = FetchDescriptor(sortBy: [.newest])
            let (walked, _, _) = try await walk(kitchen, descriptor)
            let rows = try await kitchen.pool.query("SELECT id FROM recipes ORDER BY created_at DESC, id DESC").decode(UUID.self)
            #expect(walked == rows)
            try await Self.cookAndRate(kitchen)
            let (leastCooked, _, _) = try await walk(kitchen, FetchDescriptor(sortBy: [.leastRecentlyCooked]))
            let byDay = try await kitchen.pool.query("SELECT id FROM recipes ORDER BY coalesce(last_cooked_on, '-infinity'), id").decode(UUID.self)
            #expect(leastCooked == byDay)
            let (best, _, _) = try await walk(kitchen, FetchDescriptor(sortBy: [.bestRated]))
            let byRating = try await kitchen.pool.query("SELECT id FROM recipes ORDER BY coalesce(rating, 0) DESC, id DESC").decode(UUID.self)
            #expect(best == byRating)
            let quick = try await walk(kitchen, FetchDescriptor(predicate: .totalTimeAtMost(seconds: 120), sortBy: [.quickest]))
            let expected = try await kitchen.count("SELECT count(*) FROM recipes WHERE total_time_seconds <= 120")
            #expect(quick.ids.count == expected && Set(quick.ids).count == expected)
        }
    }

    @Test("a walk in ascending order reads each batch as a range of the household's index, from the last row on")
    func ascendingWalkIsARange() async throws {
        try await Kitchen.open { kitchen in
            try await Self.stock(kitchen)
            try await kitchen.pool.query("ANALYZE recipes")
            let descriptor = FetchDescriptor(sortBy: [RecipeSort(.created)], limit: 500)
            let first = try await kitchen.pool.query(kitchen.recipes.statement(descriptor, household: kitchen.home.id, details: true))
            let cursor = try RecipeRepository.Cursor(first[first.count - 1], sortBy: descriptor.sortBy)
            let next = kitchen.recipes.statement(descriptor, household: kitchen.home.id, details: true, after: cursor)
            let connection = try await kitchen.database.connect()
            defer { connection.close() }
            let plan = try await QueryPlan.custom(next, on: connection)
            #expect(plan.indexes.contains("recipes_household_created_at_idx"), "\(plan)")
            #expect(plan.indexConditions.contains { $0.contains("ROW(created_at, id) > ROW(") }, "\(plan.indexConditions)")
        }
    }

    @Test("recipes saved one by one, microseconds apart, are walked once each, newest first, in small batches")
    func microsecondTimestamps() async throws {
        try await Kitchen.open { kitchen in
            for index in 1...30 { _ = try await kitchen.save(Dish.tiny("Dish \(index)")) }
            var walked: [String] = []
            try await kitchen.recipes.enumerate(FetchDescriptor(sortBy: [.newest]), in: kitchen.home.id, batchSize: 4) { batch in
                walked += batch.map(\.name)
            }
            #expect(walked == (1...30).reversed().map { "Dish \($0)" })
        }
    }

    @Test("the seeder writes the households and recipes it reports, each recipe with timed steps, lines and skills")
    func seederWritesWholeRecipes() async throws {
        try await Kitchen.open { kitchen in
            let progress = Transcript()
            let (households, written) = try await Seeder(pool: kitchen.pool)
                .seed(households: 2, recipes: 60, passwordHash: "not-a-hash") { progress.append("\($0.done) of \($0.total)") }
            #expect(households.count == 2 && written == 120)
            #expect(progress.lines.last == "120 of 120")
            for household in households {
                let page = try await kitchen.recipes.fetchDetails(FetchDescriptor(limit: 60), in: household)
                #expect(page.totalCount == 60)
                #expect(page.items.allSatisfy { $0.steps.count >= 3 && $0.totalTimeSeconds > 0 && $0.author != nil })
                #expect(page.items.contains { $0.steps.contains { !$0.skills.isEmpty } })
                #expect(page.items.allSatisfy { !$0.steps[0].lines.isEmpty })
            }
        }
    }
}
