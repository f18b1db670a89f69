import Foundation
@testable import LarderExchange
import LarderModel
@testable import LarderStore
import LarderTestSupport
import PostgresClient
import PostgresTestSupport
import Testing

@Suite("A household's backup is whole")
struct WholeBackupTests {
    /// A household in its second month: recipes, stars, a log, a fortnight's plan, a list half bought.
    static func liveIn(_ kitchen: Kitchen) async throws {
        let home = kitchen.home.id
        let soup = try await kitchen.save(RecipeDraft(name: "Leek soup", servings: 4, steps: [
            StepDraft(instructions: "Soften the leeks.", lines: [IngredientLineParser.parse("3 leeks, sliced")]),
            StepDraft(instructions: "Add the stock and simmer.", lines: [IngredientLineParser.parse("1 l stock")]),
        ]))
        let bread = try await kitchen.save(RecipeDraft(name: "Country loaf", servings: 2, steps: [
            StepDraft(instructions: "Mix and bake.", lines: [IngredientLineParser.parse("500 g flour")]),
        ]))
        _ = try await kitchen.save(RecipeDraft(name: "Lemon tart", servings: 8, steps: [StepDraft(instructions: "Bake the case.")]))
        let cooking = CookingRepository(pool: kitchen.pool)
        try await cooking.setFavourite(true, recipe: soup, member: kitchen.cook.id, in: home)
        let today = try #require(Day(iso: "2026-11-25"))
        try await cooking.logCooked(CookedDraft(cookedOn: today.adding(days: -3), servings: 4, note: "More pepper"), recipe: soup,
                                    cook: kitchen.cook.id, in: home, today: today)
        try await cooking.logCooked(CookedDraft(cookedOn: today, servings: 2, note: ""), recipe: bread, cook: kitchen.cook.id, in: home, today: today)
        let plan = PlanRepository(pool: kitchen.pool)
        _ = try await plan.add(PlanDraft(day: today, slot: .dinner, content: .recipe(soup, servings: 3)), by: kitchen.cook.id, in: home)
        _ = try await plan.add(PlanDraft(day: today.adding(days: 1), slot: .lunch, content: .note("Leftovers")), by: kitchen.cook.id, in: home)
        let shopping = ShoppingRepository(pool: kitchen.pool, changes: NotificationListener(configuration: kitchen.pool.configuration.connection,
                                                                                             channel: ShoppingRepository.channel))
        try await shopping.setPlannedDays(from: today, to: today.adding(days: 6), in: home)
        try await shopping.choose(bread, servings: 4, in: home)
        try await shopping.add("Washing-up liquid", in: home)
        let flour = try #require(try await shopping.list(in: home).items.first { $0.text.contains("flour") })
        try await shopping.setTicked(flour.id, true, in: home)
        try await shopping.setPantryStaples(["salt", "olive oil"], in: home)
        try await kitchen.pool.query("UPDATE households SET time_zone = 'Europe/Paris', week_starts_on = 7 WHERE id = \(home)")
    }

    /// The document with what differs by nature between two databases left out.
    static func comparable(_ data: Data) throws -> LarderDocument {
        var document = try LarderDocument.decode(data)
        document.exportedAt = nil
        document.household = nil
        return document
    }

    @Test("exported and imported into an empty database, a household keeps its favourites, log, plan, shopping list and settings; imported again, nothing doubles")
    func roundTrip() async throws {
        let original = try await Kitchen.open { kitchen in
            try await Self.liveIn(kitchen)
            return try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, format: .larder)
        }
        let document = try Self.comparable(original)
        #expect(document.favourites?.count == 1 && document.cookingLog?.count == 2 && document.plan?.count == 2)
        #expect(document.shoppingList?.items.contains { $0.text == "Washing-up liquid" && $0.key == nil } == true)
        #expect(document.shoppingList?.items.contains { $0.text.contains("flour") && $0.tickedAt != nil } == true)
        #expect(document.settings == LarderDocument.Settings(timeZone: "Europe/Paris", weekStartsOn: 7, pantryStaples: ["salt", "olive oil"]))

        // Another database: the same person (by email) has a new, empty household.
        try await Kitchen.open { restored in
            let importer = RecipeImporter(pool: restored.pool)
            let report = try await importer.importDocument(original, into: restored.home.id, author: restored.cook.id, onConflict: .rename,
                                                           choices: ImportChoices(takeSettings: true))
            #expect(report.created.count == 3)
            #expect(report.restored.dropLast() == ["1 favourite", "2 cooking-log entries", "2 planned meals", "the shopping list (4 items)"],
                    "\(report.summary)")
            #expect(report.restored.last?.hasPrefix("the export's settings: time zone from ") == true
                        && report.restored.last?.hasSuffix("to Europe/Paris, weeks starting on Sunday, not Monday, pantry staples to salt, olive oil") == true,
                    "\(report.restored)")
            let again = try await RecipeExporter(pool: restored.pool).export(restored.home.id, format: .larder)
            #expect(try Self.comparable(again) == document)

            // What the pages show comes from the same rows.
            let soup = try await restored.pool.query("SELECT id FROM recipes WHERE name = 'Leek soup'")[0].decode(UUID.self)
            let history = try await CookingRepository(pool: restored.pool).history(of: soup, for: restored.cook.id, in: restored.home.id)
            #expect(history.isFavourite && history.timesCooked == 1 && history.recent.first?.note == "More pepper")

            // The same backup again, keeping what is there: nothing doubles.
            let counts = try await restored.census()
            let twice = try await importer.importDocument(original, into: restored.home.id, author: restored.cook.id, onConflict: .skip)
            #expect(twice.skipped.count == 3 && twice.created.isEmpty)
            #expect(twice.restored == ["not the shopping list: the household has one already"])
            #expect(try await restored.census() == counts)
        }
    }

    @Test("a backup imported without choosing to take its settings leaves the household's as they are, and says what would change")
    func settingsStay() async throws {
        let original = try await Kitchen.open { kitchen in
            try await Self.liveIn(kitchen)
            return try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, format: .larder)
        }
        try await Kitchen.open { restored in
            try await restored.pool.query("UPDATE households SET time_zone = 'Europe/Berlin', week_starts_on = 7 WHERE id = \(restored.home.id)")
            let staples = try await restored.pool.query("SELECT pantry_staples::text FROM households WHERE id = \(restored.home.id)")[0].decode(String.self)
            let report = try await RecipeImporter(pool: restored.pool).importDocument(original, into: restored.home.id, author: restored.cook.id,
                                                                                       onConflict: .rename)
            #expect(report.created.count == 3)
            #expect(report.restored.last == "not the export's settings, which would change time zone from Europe/Berlin to Europe/Paris, "
                        + "pantry staples to salt, olive oil (the household kept its own; import again choosing to take them to use them)",
                    "\(report.restored)")
            let kept = try await restored.pool.query("""
                SELECT time_zone, week_starts_on, pantry_staples::text FROM households WHERE id = \(restored.home.id)
                """)[0].decode(String.self, Int.self, String.self)
            #expect(kept.0 == "Europe/Berlin" && kept.1 == 7 && kept.2 == staples)
        }
    }

    @Test("a backup naming a recipe it does not hold, a day that is no day or a slot Larder lacks is refused whole, each problem by its path")
    func refusedLife() async throws {
        try await Kitchen.open { kitchen in
            let document = #"""
                {"format": "larder-recipes", "version": 1, "recipes": [{"name": "Soup", "servings": 2, "steps": []}],
                 "settings": {"timeZone": "Mars/Olympus", "weekStartsOn": 1, "pantryStaples": []},
                 "favourites": [{"recipe": "Stew", "member": "ada@example.com"}],
                 "cookingLog": [{"recipe": "Soup", "day": "yesterday", "servings": 2, "note": ""}],
                 "plan": [{"day": "2026-11-25", "slot": "dinner", "note": ""},
                          {"day": "2026-11-26", "slot": "brunch", "recipe": "Soup", "servings": 2, "note": ""}]}
                """#
            let before = try await kitchen.census()
            let error = await #expect(throws: ImportError.self) {
                try await RecipeImporter(pool: kitchen.pool).importDocument(Data(document.utf8), into: kitchen.home.id, author: kitchen.cook.id,
                                                                            onConflict: .rename)
            }
            #expect(error?["$.settings.timeZone"] == ["not a time zone Larder knows"])
            #expect(error?["$.favourites[0].recipe"] == ["names no recipe of this document"])
            #expect(error?["$.cookingLog[0].day"].first?.contains("expected a day like") == true)
            #expect(error?["$.plan[0]"].isEmpty == false)
            #expect(error?["$.plan[1].slot"] == [#"expected one of "breakfast", "lunch", "dinner", "other""#])
            #expect(try await kitchen.census() == before)
        }
    }
}
