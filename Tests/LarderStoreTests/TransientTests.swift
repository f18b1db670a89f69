import Foundation
import LarderStore
import PostgresClient
import Testing
import LarderTestSupport
import PostgresTestSupport

/// A recipe's view count is SwiftData's `@Transient` on a server: kept in memory, never stored.
@Suite("Transient view counts")
struct TransientTests {
    @Test("views are counted per recipe, and counting never sends a statement to the database")
    func countsInMemory() async throws {
        let counter = RecipeViewCounter()
        let (soup, tart) = (UUID(), UUID())
        let (totals, cost) = await QueryCounter.measure {
            var totals: [Int] = []
            for recipe in [soup, tart, soup, soup] { totals.append(await counter.recordView(of: recipe)) }
            return totals
        }
        #expect(totals == [1, 1, 2, 3])
        #expect(await counter.views(of: soup) == 3)
        #expect(await counter.views(of: tart) == 1)
        #expect(await counter.views(of: UUID()) == 0)
        #expect(cost.statements == 0 && cost.roundTrips == 0)
    }

    @Test("the recipes table has no column for views: the count cannot be written there")
    func noStoredColumn() async throws {
        try await Kitchen.open { kitchen in
            let columns = try await kitchen.pool.query("""
                SELECT column_name FROM information_schema.columns WHERE table_name = 'recipes'
                """).decode(String.self)
            #expect(!columns.isEmpty && !columns.contains { $0.contains("view") })
            #expect(MigrationPlan.larder.current.entity(table: "recipes")?.transient == ["view_count"])
        }
    }
}
