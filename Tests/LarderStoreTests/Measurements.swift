import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Numbers for the record, not pass/fail timings: run with `LARDER_MEASURE=1` (they take minutes).
/// The budgets the design sets for a save are counted in every run, in `StatementBudgetTests`.
@Suite("Measurements", .enabled(if: ProcessInfo.processInfo.environment["LARDER_MEASURE"] == "1"), .serialized)
struct Measurements {
    static func median(_ durations: [Duration]) -> Duration {
        durations.sorted()[durations.count / 2]
    }

    static func milliseconds(_ duration: Duration) -> String {
        String(format: "%.1f ms", Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15)
    }

    static func report(_ line: String) {
        print("MEASURE \(line)")
    }

    @Test("saving and editing a 30-step, 150-line recipe")
    func saveLargeRecipe() async throws {
        try await Kitchen.open { kitchen in
            let clock = ContinuousClock()
            var creates: [Duration] = [], updates: [Duration] = []
            var createCost: QueryCounter?, updateCost: QueryCounter?
            for run in 0..<9 {
                let draft = Dish.large("Feast \(run)", steps: 30, linesPerStep: 5)
                var id = UUID()
                let created = try await clock.measure {
                    (id, createCost) = try await QueryCounter.measure { try await kitchen.save(draft) }
                }
                var edited = try #require(try await kitchen.detail(id)).draft
                edited.steps.reverse()
                edited.steps[0].lines[0].text = "a little more"
                let updated = try await clock.measure {
                    ((), updateCost) = try await QueryCounter.measure { try await kitchen.recipes.update(id, with: edited, in: kitchen.home.id) }
                }
                creates.append(created)
                updates.append(updated)
            }
            Self.report("create 30 steps/150 lines: \(createCost!.statements) statement, \(createCost!.roundTrips) round trip, median \(Self.milliseconds(Self.median(creates))) of 9 (\(creates.map(Self.milliseconds).joined(separator: ", ")))")
            Self.report("update 30 steps/150 lines: \(updateCost!.statements) statements, \(updateCost!.roundTrips) round trips, median \(Self.milliseconds(Self.median(updates))) of 9 (\(updates.map(Self.milliseconds).joined(separator: ", ")))")
        }
    }

    @Test("seeding 100,000 recipes, then searching them by name")
    func seedAndSearch() async throws {
        try await Kitchen.open { kitchen in
            let clock = ContinuousClock()
            var households: [UUID] = []
            let seeding = try await clock.measure {
                households = try await Seeder(pool: kitchen.pool).seed(households: 1, recipes: 100_000, passwordHash: "x").households
            }
            let counts = try await kitchen.pool.query("""
                SELECT (SELECT count(*) FROM recipes), (SELECT count(*) FROM recipe_steps), (SELECT count(*) FROM recipe_ingredients)
                """)[0].decode(Int.self, Int.self, Int.self)
            Self.report("seed 100,000 recipes (debug build, 1 household, batches of 500): \(seeding) — \(counts.0) recipes, \(counts.1) steps, \(counts.2) lines")
            try await kitchen.pool.query("ANALYZE")

            let household = try #require(households.first)
            for term in ["chickpea", "crumble", "smoky lentil"] {
                let descriptor = FetchDescriptor(predicate: .nameContains(term), sortBy: [.name], limit: 20)
                var times: [Duration] = []
                var total = 0
                for _ in 0..<15 {
                    times.append(try await clock.measure { total = try await kitchen.recipes.fetch(descriptor, in: household).totalCount })
                }
                Self.report("name search \"\(term)\" over 100,000 recipes (\(total) match, page of 20): median \(Self.milliseconds(Self.median(times))) of 15; runs 1–5 \(times.prefix(5).map(Self.milliseconds).joined(separator: ", ")); runs 6–15 \(times.dropFirst(5).map(Self.milliseconds).joined(separator: ", "))")
                let connection = try await kitchen.database.connect()
                defer { connection.close() }
                let statement = kitchen.recipes.statement(descriptor, household: household, details: false)
                Self.report("  plan: \(try await QueryPlan.custom(statement, on: connection))")
                Self.report("  generic plan: \(try await QueryPlan.generic(statement, on: connection))")
                let analyzed = try await connection.query("EXPLAIN (ANALYZE, FORMAT TEXT) " + statement).decode(String.self)
                Self.report("  " + (analyzed.last { $0.hasPrefix("Execution Time") } ?? ""))
            }
        }
    }
}
