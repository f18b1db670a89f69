import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Search stays fast at 100,000 recipes because "contains" is served by trigram indexes. On
/// enough rows for an index to be worth it, the statements the repository actually sends must
/// use them, with the values known and with a generic plan.
@Suite("Search uses the trigram indexes")
struct QueryPlanTests {
    /// Three households of 4,000 recipes each, every recipe with five ingredients of its own: a
    /// catalog of 20,000 ingredients per household, as a large imported collection brings. (With a
    /// few thousand in all, a sequential scan of the narrow ingredients table is cheaper, and
    /// PostgreSQL rightly takes it.)
    static func stock(_ kitchen: Kitchen) async throws -> [Household] {
        var households = [kitchen.home]
        for name in ["Next door", "Across the road"] {
            households.append(try await kitchen.neighbour(name, owner: name.replacingOccurrences(of: " ", with: "")).household)
        }
        var random = SeededRandom(seed: 7)
        try await kitchen.pool.withConnection { connection in
            for household in households {
                let drafts = (0..<4000).map { index -> (draft: RecipeDraft, createdAt: Date?) in
                    let main = Seeder.mains.randomElement(using: &random)!
                    let name = "\(Seeder.adjectives.randomElement(using: &random)!) \(main.lowercased()) \(Seeder.dishes.randomElement(using: &random)!.lowercased()) \(index)"
                    let own = (1...5).map { Dish.line("\(main) variety \(index)-\($0)", 1, "", "\(main) variety \(index)-\($0)") }
                    return (RecipeDraft(name: name, steps: [StepDraft(instructions: "Cook.", lines: [Dish.line("salt", nil, "", "Salt")] + own)]), nil)
                }
                for batch in stride(from: 0, to: drafts.count, by: 1000) {
                    _ = try await kitchen.recipes.create(Array(drafts[batch..<batch + 1000]), in: household.id, author: nil, on: connection)
                }
            }
            // As autovacuum leaves a table the catalog counts have been kept on.
            try await connection.query("VACUUM ANALYZE")
        }
        return households
    }

    @Test("name, text and ingredient searches ignore accents and use the trigram and full-text indexes on the folded text")
    func searchUsesTrigramIndexes() async throws {
        try await Kitchen.open { kitchen in
            let households = try await Self.stock(kitchen)
            let cases: [(RecipePredicate, String)] = [
                (.nameContains("lamb"), "recipes_name_fold_trgm_idx"),
                (.nameContains("Chickpea"), "recipes_name_fold_trgm_idx"),
                (.nameContains("hahnchen"), "recipes_name_fold_trgm_idx"),
                (.usesIngredient(named: "lamb"), "ingredients_name_fold_trgm_idx"),
                (.usesIngredient(named: "jalapeno"), "ingredients_name_fold_trgm_idx"),
                (.usesIngredient(named: "lamb"), "recipes_ingredient_ids_idx"),
                (.textContains("lamb"), "recipes_name_fold_trgm_idx"),
                (.textContains("lamb"), "recipes_summary_fold_trgm_idx"),
                (.textContains("simmer"), "recipes_step_words_idx"),
                (.textContains("flambe"), "recipes_step_words_idx"),
            ]
            let connection = try await kitchen.database.connect()
            defer { connection.close() }
            for (predicate, index) in cases {
                let statement = kitchen.recipes.statement(FetchDescriptor(predicate: predicate, limit: 20), household: households[1].id, details: false)
                let custom = try await QueryPlan.custom(statement, on: connection)
                #expect(custom.indexes.contains(index), "\(predicate): \(custom)")
                let generic = try await QueryPlan.generic(statement, on: connection)
                #expect(generic.indexes.contains(index), "\(predicate), generic plan: \(generic)")
            }
            // The plans were for the right question: the search finds what the data holds.
            let lamb = try await kitchen.recipes.fetch(FetchDescriptor(predicate: .nameContains("lamb"), limit: 5), in: households[1].id)
            let expected = try await kitchen.count("SELECT count(*) FROM recipes WHERE household_id = \(households[1].id) AND name ILIKE '%lamb%'")
            #expect(lamb.totalCount == expected && expected > 50 && lamb.items.allSatisfy { $0.name.contains("lamb") })

            // Accents, in all four languages, are found typed with them or without, and the other way round.
            let accented = [
                RecipeDraft(name: "Hähnchen-Curry", steps: [StepDraft(instructions: "Das Hähnchen anbraten.")]),
                RecipeDraft(name: "Crème brûlée", summary: "Une crème à la vanille", steps: [StepDraft(instructions: "Caraméliser le sucre.")]),
                RecipeDraft(name: "Salsa verde", steps: [StepDraft(instructions: "Picar el jalapeño.", lines: [Dish.line("1 jalapeño", 1, "", "Jalapeño")])]),
                RecipeDraft(name: "Pan sauce", steps: [StepDraft(instructions: "Flambé the pan with brandy.", skills: [SkillDraft(name: "Émincer")])]),
                RecipeDraft(name: "Jalapeno poppers", steps: [StepDraft(instructions: "Stuff the peppers.")]),
            ]
            for draft in accented { _ = try await kitchen.recipes.create(draft, in: households[1].id, author: nil) }
            let searches: [(RecipePredicate, Set<String>)] = [
                (.nameContains("hahnchen"), ["Hähnchen-Curry"]),
                (.nameContains("HÄHNCHEN"), ["Hähnchen-Curry"]),
                (.nameContains("creme brulee"), ["Crème brûlée"]),
                (.textContains("creme a la vanille"), ["Crème brûlée"]),
                (.textContains("CARAMELISER"), ["Crème brûlée"]),
                (.textContains("flambe"), ["Pan sauce"]),
                (.textContains("anbraten hahnchen"), ["Hähnchen-Curry"]),
                (.nameContains("jalapeño"), ["Jalapeno poppers"]),
                (.usesIngredient(named: "jalapeno"), ["Salsa verde"]),
                (.usesSkill(named: "emincer"), ["Pan sauce"]),
            ]
            for (predicate, names) in searches {
                let found = try await kitchen.recipes.fetch(FetchDescriptor(predicate: predicate, limit: 10), in: households[1].id)
                #expect(Set(found.items.map(\.name)) == names, "\(predicate)")
            }
        }
    }

    @Test("a deep page reached by its Next link reads the name index from the link's recipe on, where an offset reads every row before it")
    func deepPageIsARange() async throws {
        try await Kitchen.open { kitchen in
            let household = try await Self.stock(kitchen)[0].id
            let byOffset = try await kitchen.recipes.fetch(FetchDescriptor(limit: 24, offset: 3000), in: household)
            let before = try await kitchen.recipes.fetch(FetchDescriptor(limit: 1, offset: 2999), in: household).items[0].id
            let keyset = FetchDescriptor(limit: 24, anchor: .after(before))
            #expect(try await kitchen.recipes.fetch(keyset, in: household).items.map(\.id) == byOffset.items.map(\.id))

            let connection = try await kitchen.database.connect()
            defer { connection.close() }
            let plan = try await QueryPlan.custom(kitchen.recipes.statement(keyset, household: household, details: false), on: connection)
            #expect(plan.indexes.contains("recipes_household_name_key"), "\(plan)")
            #expect(plan.indexConditions.contains { $0.contains("lower(name) >=") }, "\(plan.indexConditions)")
            let offsetPlan = try await QueryPlan.custom(
                kitchen.recipes.statement(FetchDescriptor(limit: 24, offset: 3000), household: household, details: false), on: connection)
            #expect(!offsetPlan.indexConditions.contains { $0.contains("lower(name) >=") }, "the check can tell the two apart")
        }
    }

    @Test("a filtered page whose matches are common reads the name index only as far as its last match, not the whole walk")
    func commonMatchesStopTheWalkEarly() async throws {
        try await Kitchen.open { kitchen in
            let household = try await Self.stock(kitchen)[0].id
            // Nearly every generated name holds an "e", so the page's 25 rows lie in the first few dozen.
            let descriptor = FetchDescriptor(predicate: .nameContains("e"), limit: 24, countLimit: 0)
            let connection = try await kitchen.database.connect()
            defer { connection.close() }
            let plan = try await QueryPlan.analyzed(kitchen.recipes.statement(descriptor, household: household, details: false), on: connection)
            let read = try #require(plan.rowsRead["recipes_household_name_key"], "\(plan)")
            #expect(read >= 25 && read < RecipeRepository.walkedRecipes / 4, "read \(read) rows of the name index: \(plan)")
        }
    }
}
