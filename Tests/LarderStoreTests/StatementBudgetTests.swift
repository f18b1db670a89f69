import Foundation
import LarderModel
@testable import LarderStore
import LarderTestSupport
import PostgresClient
import PostgresTestSupport
import RecipeSamples
import Testing

/// The budgets the design sets for a recipe's save, however large the recipe: one statement to
/// create it, two to edit it (read it as it stands, then write the graph and the revision).
/// `Measurements` times the same saves on demand; this counts them in every run.
@Suite("Statement budgets of a save")
struct StatementBudgetTests {
    @Test("a 30-step, 150-line recipe is created in one statement and edited in two")
    func largeRecipe() async throws {
        try await Kitchen.open { kitchen in
            let draft = Dish.large("Feast", steps: 30, linesPerStep: 5)
            let (id, created) = try await QueryCounter.measure { try await kitchen.save(draft) }
            var edited = try #require(try await kitchen.detail(id)).draft
            edited.steps.reverse()
            edited.steps[0].lines[0].text = "a little more"
            let ((), updated) = try await QueryCounter.measure { try await kitchen.recipes.update(id, with: edited, in: kitchen.home.id) }
            #expect(created.statements == 1 && created.roundTrips == 1, "create: \(created.statements) statements")
            #expect(updated.statements == 2, "update: \(updated.statements) statements")
            #expect(try #require(try await kitchen.detail(id)).steps.count == 30)
        }
    }
}
