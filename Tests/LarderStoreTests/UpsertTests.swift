import Foundation
import LarderModel
import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Ingredient and skill names are unique per household ignoring case: creating one that exists
/// returns the existing row (`INSERT … ON CONFLICT … DO UPDATE`).
@Suite("Unique names and upsert")
struct UpsertTests {
    @Test("saves naming the same thirty ingredients in different orders, eight at a time, all land: none deadlocks on the catalog")
    func concurrentUpsertsDoNotDeadlock() async throws {
        try await Kitchen.open(maxConnections: 8) { kitchen in
            let names = (1...30).map { "spice \($0)" }
            var random = SeededRandom(seed: 3)
            for round in 0..<5 {
                let drafts = (0..<8).map { saver in
                    RecipeDraft(name: "Curry \(round)-\(saver)", steps: [StepDraft(instructions: "Fry", lines:
                        names.shuffled(using: &random).map { IngredientLineParser.parse("1 tsp \($0)") })])
                }
                try await withThrowingTaskGroup(of: UUID.self) { group in
                    for draft in drafts {
                        group.addTask { try await kitchen.recipes.create(draft, in: kitchen.home.id, author: kitchen.cook.id) }
                    }
                    for try await _ in group {}
                }
            }
            #expect(try await kitchen.count("SELECT count(*) FROM recipes") == 40)
            #expect(try await kitchen.count("SELECT count(*) FROM ingredients") == 30)
        }
    }

    @Test("use counts, and each recipe's ingredients, stay exact through saves, edits, deletes, undo, a deleted ingredient and a household's end")
    func useCountsStayExact() async throws {
        try await Kitchen.open { kitchen in
            /// Ingredients and skills whose kept count differs from a count over every line and link,
            /// and recipes whose kept ingredients differ from their lines' (a deleted ingredient's
            /// id may stay behind: it names nothing a search can find).
            func drift() async throws -> Int {
                try await kitchen.count("""
                    SELECT (SELECT count(*) FROM ingredients i WHERE use_count <>
                                (SELECT count(*) FROM recipe_ingredients l WHERE l.household_id = i.household_id AND l.ingredient_id = i.id))
                         + (SELECT count(*) FROM skills k WHERE use_count <>
                                (SELECT count(*) FROM step_skills s WHERE s.household_id = k.household_id AND s.skill_id = k.id))
                         + (SELECT count(*) FROM recipes r WHERE ingredient_ids IS DISTINCT FROM coalesce(
                                (SELECT array_agg(DISTINCT l.ingredient_id ORDER BY l.ingredient_id) FROM recipe_steps s
                                 JOIN recipe_ingredients l ON l.household_id = s.household_id AND l.step_id = s.id
                                 WHERE s.household_id = r.household_id AND s.recipe_id = r.id AND l.ingredient_id IS NOT NULL), '{}')
                                AND NOT EXISTS (SELECT 1 FROM unnest(r.ingredient_ids) gone
                                                WHERE gone NOT IN (SELECT id FROM ingredients WHERE household_id = r.household_id)))
                    """)
            }
            func draft(_ name: String, lines: [String], skills: [String]) -> RecipeDraft {
                RecipeDraft(name: name, summary: "", servings: 2, steps: [
                    StepDraft(instructions: "Mix", time: nil, tools: [], skills: skills.map { SkillDraft(name: $0) },
                              lines: lines.map { IngredientLineParser.parse($0) }),
                    StepDraft(instructions: "Bake", time: nil, tools: [], skills: [SkillDraft(name: "Baking")],
                              lines: [IngredientLineParser.parse("1 pinch salt")]),
                ])
            }
            let (home, cook) = (kitchen.home.id, kitchen.cook.id)
            let bread = try await kitchen.recipes.create(draft("Bread", lines: ["500 g flour", "1 tsp salt"], skills: ["Kneading"]), in: home, author: cook)
            let cake = try await kitchen.recipes.create(draft("Cake", lines: ["200 g flour", "2 eggs"], skills: ["Folding"]), in: home, author: cook)
            #expect(try await drift() == 0)
            #expect(try await kitchen.count("SELECT use_count FROM ingredients WHERE name = 'salt'") == 3)
            try await kitchen.recipes.update(bread, with: draft("Bread", lines: ["400 g flour", "100 g rye flour"], skills: []), in: home)
            #expect(try await drift() == 0)
            _ = try await kitchen.recipes.delete(cake, in: home)
            #expect(try await drift() == 0)
            #expect(try await kitchen.count("SELECT use_count FROM ingredients WHERE name = 'egg'") == 0)
            _ = try await kitchen.recipes.restore(cake, in: home)
            #expect(try await drift() == 0)
            #expect(try await kitchen.count("SELECT use_count FROM ingredients WHERE name = 'egg'") == 1)
            let flour = try await kitchen.count("SELECT 1 FROM ingredients WHERE name = 'flour'")
            #expect(flour == 1)
            let flourID = try await kitchen.pool.query("SELECT id FROM ingredients WHERE name = 'flour'")[0].decode(UUID.self)
            _ = try await kitchen.ingredients.delete(flourID, in: home)
            #expect(try await drift() == 0)
            _ = try await kitchen.households.delete(home, by: cook, keptFor: .zero)
            try await kitchen.households.purgeExpired()
            #expect(try await drift() == 0)
        }
    }

    @Test("\"Flour\", \"flour\" and \" FLOUR\" are one ingredient, which keeps the name it was first given")
    func ingredientIgnoresCase() async throws {
        try await Kitchen.open { kitchen in
            let first = try await kitchen.ingredients.upsert(named: "Flour", in: kitchen.home.id)
            let second = try await kitchen.ingredients.upsert(named: "flour", in: kitchen.home.id)
            let third = try await kitchen.ingredients.upsert(named: " FLOUR", in: kitchen.home.id)
            #expect(second.id == first.id && third.id == first.id)
            #expect([first.name, second.name, third.name] == ["Flour", "Flour", "Flour"])
            #expect(try await kitchen.ingredients.list(in: kitchen.home.id).entries.map(\.item.name) == ["Flour"])
            // Next door's flour is theirs.
            let (nextDoor, _) = try await kitchen.neighbour()
            #expect(try await kitchen.ingredients.upsert(named: "flour", in: nextDoor.id).id != first.id)
        }
    }

    @Test("\"Kneading\", \"kneading\" and \"  KNEADING \" are one skill; the latest category wins")
    func skillIgnoresCase() async throws {
        try await Kitchen.open { kitchen in
            let first = try await kitchen.skills.upsert(named: "Kneading", category: .general, in: kitchen.home.id)
            let second = try await kitchen.skills.upsert(named: "kneading", category: .baking, in: kitchen.home.id)
            let third = try await kitchen.skills.upsert(named: "  KNEADING ", category: .baking, in: kitchen.home.id)
            #expect(second.id == first.id && third.id == first.id)
            #expect(third.name == "Kneading" && third.category == .baking)
            #expect(try await kitchen.skills.list(in: kitchen.home.id).entries.map(\.item.name) == ["Kneading"])
        }
    }

    @Test("a recipe that names one ingredient in three spellings uses one row, and the next recipe reuses it")
    func recipeSaveUpserts() async throws {
        try await Kitchen.open { kitchen in
            let bread = RecipeDraft(name: "Bread", steps: [
                StepDraft(instructions: "Mix.", skills: [SkillDraft(name: "Kneading"), SkillDraft(name: "kneading")],
                          lines: [Dish.line("500 g flour", 500, "g", "Flour"), Dish.line("more flour", nil, "", "flour")]),
                StepDraft(instructions: "Dust.", skills: [SkillDraft(name: "KNEADING")], lines: [Dish.line("flour to dust", nil, "", " FLOUR")]),
            ])
            let id = try await kitchen.save(bread)
            let lines = try #require(try await kitchen.detail(id)).steps.flatMap(\.lines)
            #expect(Set(lines.compactMap(\.ingredient?.id)).count == 1)
            #expect(lines.compactMap(\.ingredient?.name) == ["Flour", "Flour", "Flour"])
            let cake = try await kitchen.save(RecipeDraft(name: "Cake", steps: [StepDraft(instructions: "Sift.", lines: [Dish.line("flour", nil, "", "fLoUr")])]))
            #expect(try await kitchen.detail(cake)?.steps[0].lines[0].ingredient?.id == lines[0].ingredient?.id)
            #expect(try await kitchen.count("SELECT count(*) FROM ingredients") == 1)
            #expect(try await kitchen.count("SELECT count(*) FROM skills") == 1)
        }
    }

    @Test("while one cook's new ingredient is still being saved, another cook's save of the same name waits and gets that row")
    func concurrentUpsertWaitsForTheFirst() async throws {
        try await Kitchen.open { kitchen in
            let first = try await kitchen.database.connect()
            defer { first.close() }
            try await first.query("BEGIN")
            let firstID = try await first.query("""
                INSERT INTO ingredients (household_id, name) VALUES (\(kitchen.home.id), 'Saffron')
                ON CONFLICT (household_id, lower(name)) DO UPDATE SET name = ingredients.name RETURNING id
                """)[0].decode(UUID.self)
            let second = Task { try await kitchen.ingredients.upsert(named: "saffron", in: kitchen.home.id) }
            try await kitchen.untilSomeoneWaitsForALock()
            try await first.query("COMMIT")
            let secondResult = try await second.value
            #expect(secondResult.id == firstID && secondResult.name == "Saffron")
            #expect(try await kitchen.count("SELECT count(*) FROM ingredients WHERE lower(name) = 'saffron'") == 1)
        }
    }

    @Test("two connections upserting the same new names at the same moment leave exactly one row per name")
    func concurrentUpsertBurst() async throws {
        try await Kitchen.open { kitchen in
            let names = (1...20).map { "Spice \($0)" }
            // Twenty upserts queue for each of the two connections; with the whole suite running
            // beside them on two cores, the last can wait longer than a page would.
            let pools = (0..<2).map { _ in kitchen.database.makePool(maxConnections: 1, checkoutTimeout: .seconds(60)) }
            defer { pools.forEach { $0.shutDown() } }
            let results = try await withThrowingTaskGroup(of: (String, UUID).self) { group in
                for name in names {
                    for (index, pool) in pools.enumerated() {
                        let spelling = index == 0 ? name : name.uppercased()
                        group.addTask { (name, try await IngredientRepository(pool: pool).upsert(named: spelling, in: kitchen.home.id).id) }
                    }
                }
                return try await group.reduce(into: [String: Set<UUID>]()) { $0[$1.0, default: []].insert($1.1) }
            }
            #expect(results.values.allSatisfy { $0.count == 1 }, "both cooks got the same row for each name")
            #expect(try await kitchen.count("SELECT count(*) FROM ingredients") == names.count)
        }
    }
}
