import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Tags: unique per household ignoring case and upserted by the saves that name them, linked to
/// recipes with delete rules in SQL, counted exactly, filtered with AND, carried by import and export.
@Suite("Tags")
struct TagTests {
    static func draft(_ name: String, tags: [String]) -> RecipeDraft {
        RecipeDraft(name: name, tags: tags, steps: [StepDraft(instructions: "Cook.")])
    }

    /// Tags whose kept count differs from a count of their links.
    static func drift(_ kitchen: Kitchen) async throws -> Int {
        try await kitchen.count("""
            SELECT count(*) FROM tags t
            WHERE use_count <> (SELECT count(*) FROM recipe_tags l WHERE l.household_id = t.household_id AND l.tag_id = t.id)
            """)
    }

    @Test("a save finds or creates its tags ignoring case, keeps the first spelling, and an edit links and unlinks only what changed")
    func upsertAndEdit() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Self.draft("Soup", tags: ["Vegetarian", "quick", "QUICK ", "Winter"]))
            let stew = try await kitchen.save(Self.draft("Stew", tags: ["vegetarian", "Winter"]))
            #expect(try await kitchen.detail(soup)?.tags.map(\.name) == ["quick", "Vegetarian", "Winter"])
            #expect(try await kitchen.detail(stew)?.tags.map(\.name) == ["Vegetarian", "Winter"])
            #expect(try await kitchen.count("SELECT count(*) FROM tags") == 3)
            #expect(try await kitchen.count("SELECT use_count FROM tags WHERE name = 'Vegetarian'") == 2)

            let winterLink = try await kitchen.pool.query("SELECT rt.ctid::text FROM recipe_tags rt JOIN tags t ON t.id = rt.tag_id WHERE rt.recipe_id = \(soup) AND t.name = 'Winter'")[0].decode(String.self)
            var edited = try #require(try await kitchen.detail(soup)).draft
            edited.tags = ["Winter", "Summer"]
            try await kitchen.recipes.update(soup, with: edited, in: kitchen.home.id)
            #expect(try await kitchen.detail(soup)?.tags.map(\.name) == ["Summer", "Winter"])
            // The link that stayed is the same row: it was neither deleted nor written again.
            #expect(try await kitchen.pool.query("SELECT rt.ctid::text FROM recipe_tags rt JOIN tags t ON t.id = rt.tag_id WHERE rt.recipe_id = \(soup) AND t.name = 'Winter'")[0].decode(String.self) == winterLink)
            #expect(try await kitchen.count("SELECT use_count FROM tags WHERE name = 'quick'") == 0)
            #expect(try await Self.drift(kitchen) == 0)
        }
    }

    @Test("tags are checked: no commas, at most 50 characters, at most 20 a recipe; a refused save writes nothing")
    func validation() async throws {
        try await Kitchen.open { kitchen in
            let bad: [[String]] = [["a,b"], [String(repeating: "x", count: 51)], (1...21).map { "tag \($0)" }]
            for tags in bad {
                await #expect(throws: RecipeError.self) { _ = try await kitchen.save(Self.draft("Soup", tags: tags)) }
            }
            let written = try await kitchen.count("SELECT (SELECT count(*) FROM tags) + (SELECT count(*) FROM recipes)")
            #expect(written == 0)
            // The database holds the same rule, whoever writes.
            await #expect(throws: PostgresError.self) {
                try await kitchen.pool.query("INSERT INTO tags (household_id, name) VALUES (\(kitchen.home.id), ' padded ')")
            }
        }
    }

    @Test("several tags filter with AND, and the household's tags come with their counts in the page's one statement")
    func filterAndCounts() async throws {
        try await Kitchen.open { kitchen in
            _ = try await kitchen.save(Self.draft("Soup", tags: ["Vegetarian", "Quick"]))
            _ = try await kitchen.save(Self.draft("Salad", tags: ["vegetarian"]))
            _ = try await kitchen.save(Self.draft("Steak", tags: ["quick"]))
            _ = try await kitchen.save(Self.draft("Bread", tags: []))
            let (elsewhere, nell) = try await kitchen.neighbour()
            _ = try await kitchen.save(Self.draft("Their soup", tags: ["Vegetarian", "Quick", "Theirs"]), in: elsewhere, by: nell)

            func names(_ predicate: RecipePredicate?) async throws -> [String] {
                try await kitchen.recipes.fetch(FetchDescriptor(predicate: predicate), in: kitchen.home.id).items.map(\.name)
            }
            #expect(try await names(.taggedWith("VEGETARIAN")) == ["Salad", "Soup"])
            #expect(try await names(.taggedWith("vegetarian") && .taggedWith("quick")) == ["Soup"])
            #expect(try await names(.taggedWith("Theirs")) == [])
            #expect(try await names(!.taggedWith("quick")) == ["Bread", "Salad"])

            let (page, cost) = try await QueryCounter.measure {
                try await kitchen.recipes.fetch(FetchDescriptor(predicate: .taggedWith("quick"), limit: 1, countLimit: 0,
                                                                tagCounts: .household), in: kitchen.home.id)
            }
            #expect(cost.statements == 1)
            #expect(page.items.map(\.name) == ["Soup"] && page.hasMoreAfter)
            #expect(page.items.first?.tags.map(\.name) == ["Quick", "Vegetarian"])
            #expect(page.tagCounts.map { "\($0.item.name) \($0.useCount)" } == ["Quick 2", "Vegetarian 2"])
            // A page past the end still carries them.
            let past = try await kitchen.recipes.fetch(FetchDescriptor(limit: 10, offset: 100, tagCounts: .household), in: kitchen.home.id)
            #expect(past.items.isEmpty && past.totalCount == 4 && past.tagCounts.count == 2)
            // Combined with a tag, the others count only the recipes that also carry that tag.
            let (narrowed, narrowedCost) = try await QueryCounter.measure {
                try await kitchen.recipes.fetch(FetchDescriptor(predicate: .taggedWith("vegetarian"), limit: 24, countLimit: 0,
                                                                tagCounts: .matches), in: kitchen.home.id)
            }
            #expect(narrowedCost.statements == 1)
            #expect(narrowed.tagCounts.map { "\($0.item.name) \($0.useCount)" } == ["Quick 1", "Vegetarian 2"])
        }
    }

    @Test("deleting a tag unlinks its recipes, which stay; deleting a recipe takes its links; undo brings them back, without a tag deleted meanwhile")
    func deleteRules() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Self.draft("Soup", tags: ["Vegetarian", "Winter"]))
            _ = try await kitchen.save(Self.draft("Stew", tags: ["Winter"]))
            let winter = try await kitchen.pool.query("SELECT id FROM tags WHERE name = 'Winter'")[0].decode(UUID.self)
            let tags = TagRepository(pool: kitchen.pool)

            let preview = try await tags.deletePreview(winter, in: kitchen.home.id)
            #expect(preview.removed.description == "2 recipe_tags, 1 tags" || preview.removed.description == "1 tags, 2 recipe_tags")
            #expect(preview.nullified.isEmpty)
            let (elsewhere, _) = try await kitchen.neighbour()
            await #expect(throws: CatalogError.notFound) { try await tags.delete(winter, in: elsewhere.id) }

            let recipeDelete = try await kitchen.recipes.delete(soup, in: kitchen.home.id)
            #expect(recipeDelete.removed.recipeTags == 2 && recipeDelete.removed.tags == 0)
            #expect(try await kitchen.count("SELECT use_count FROM tags WHERE name = 'Winter'") == 1)
            _ = try await tags.delete(winter, in: kitchen.home.id)
            #expect(try await kitchen.count("SELECT count(*) FROM recipes") == 1)

            _ = try await kitchen.recipes.restore(soup, in: kitchen.home.id)
            #expect(try await kitchen.detail(soup)?.tags.map(\.name) == ["Vegetarian"])
            #expect(try await Self.drift(kitchen) == 0)

            let household = try await kitchen.pool.withConnection {
                try await GraphDelete().preview("households", where: "r.id = \(kitchen.home.id)", on: $0)
            }
            #expect(household.removed.tags == 1 && household.removed.recipeTags == 1)
        }
    }

    @Test("renaming a tag to another's name, ignoring case, is refused; to a new name, every recipe shows it")
    func rename() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Self.draft("Soup", tags: ["Veggie", "Winter"]))
            let tags = TagRepository(pool: kitchen.pool)
            let ids = try await kitchen.pool.query("SELECT id FROM tags ORDER BY name").decode(UUID.self)
            await #expect(throws: CatalogError.nameTaken(existing: ids[1])) { try await tags.rename(ids[0], to: "WINTER", in: kitchen.home.id) }
            await #expect(throws: CatalogError.self) { try await tags.rename(ids[0], to: "a, b", in: kitchen.home.id) }
            try await tags.rename(ids[0], to: "Vegetarian", in: kitchen.home.id)
            #expect(try await kitchen.detail(soup)?.tags.map(\.name) == ["Vegetarian", "Winter"])
        }
    }

    @Test("schema.org recipeCategory and recipeCuisine become tags; keywords only when asked (what cannot be a tag is left out), at most 5; export writes tags as keywords")
    func schemaOrg() async throws {
        try await Kitchen.open { kitchen in
            func document(_ name: String) -> Data {
                Data("""
                    {"@context": "https://schema.org", "@type": "Recipe", "name": "\(name)", "recipeIngredient": ["200 g lentils"],
                     "recipeInstructions": "Simmer the lentils.", "recipeCategory": ["Main course"], "recipeCuisine": "Indian",
                     "keywords": "vegan, quick,  Vegan, \(String(repeating: "long ", count: 20)), weeknight, dal recipe, easy dal"}
                    """.utf8)
            }
            let importer = RecipeImporter(pool: kitchen.pool)
            let plain = try await importer.importDocument(document("Plain dal"), into: kitchen.home.id, author: kitchen.cook.id, onConflict: .skip)
            #expect(try await kitchen.detail(try #require(plain.createdIDs.first))?.tags.map(\.name) == ["Indian", "Main course"],
                    "keywords are not tags unless asked")
            let report = try await importer.importDocument(document("Dal"), into: kitchen.home.id, author: kitchen.cook.id, onConflict: .skip,
                                                           choices: ImportChoices(keywordsAsTags: true))
            let dal = try #require(report.createdIDs.first)
            #expect(try await kitchen.detail(dal)?.tags.map(\.name) == ["Indian", "Main course", "quick", "vegan", "weeknight"])
            #expect(report.leftOut.map(\.problem) == ["“dal recipe” was left out: an import gives a recipe at most 5 tags",
                                                     "“easy dal” was left out: an import gives a recipe at most 5 tags"])
            let exported = try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, recipes: [dal], format: .schemaOrg)
            let node = try #require(try JSONSerialization.jsonObject(with: exported) as? [String: Any], "one recipe is one object")
            #expect(node["keywords"] as? String == "Indian, Main course, quick, vegan, weeknight")
        }
    }
}
