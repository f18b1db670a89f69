import Foundation
@testable import LarderExchange
import LarderModel
@testable import LarderStore
import LarderTestSupport
import PostgresClient
import RecipeSamples
import PostgresTestSupport
import Testing

/// Every save keeps the version it replaced; any version can be made current again; the history
/// goes wherever the recipe goes (undo after delete, export and import) and stays in its household.
@Suite("Recipe history")
struct HistoryTests {
    static func revisions(_ kitchen: Kitchen) -> RevisionRepository {
        RevisionRepository(pool: kitchen.pool, recipes: kitchen.recipes)
    }

    /// The recipe as its Larder export writes it, without the document's date.
    static func exported(_ recipe: UUID, _ kitchen: Kitchen) async throws -> LarderDocument.Recipe {
        let data = try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, recipes: [recipe], format: .larder)
        var exported = try #require(try LarderDocument.decode(data).recipes.first)
        exported.createdAt = nil
        exported.history = nil
        return exported
    }

    @Test("a save that changes nothing writes no revision and keeps the version; one that does keeps the old graph, who saved it and what changed")
    func saveKeepsWhatItReplaced() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let stored = try #require(try await kitchen.detail(soup))
            // The very draft a form sends back unchanged, step ids and all.
            #expect(try await kitchen.recipes.update(soup, with: stored.draft, in: kitchen.home.id, from: 1, by: kitchen.cook.id) == 1)
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_revisions") == 0)

            let grace = try await kitchen.person("Grace")
            try await kitchen.join(grace, to: kitchen.home)
            var edited = stored.draft
            edited.servings = 6
            edited.steps[1].instructions = "Add the stock and simmer for 20 minutes."
            edited.steps[1].lines.append(Dish.line("1 bay leaf", 1, "", "bay leaf"))
            #expect(try await kitchen.recipes.update(soup, with: edited, in: kitchen.home.id, from: 1, by: grace.id) == 2)

            let history = try await Self.revisions(kitchen).history(of: soup, in: kitchen.home.id)
            #expect(history.map(\.version) == [2, 1])
            #expect(history[0].isCurrent && history[0].savedBy == "Grace")
            #expect(history[0].change == .said(ChangeSummary(changes: [.servings(from: 4, to: 6), .stepEdited(2), .linesAdded(1)])))
            #expect(history[1].savedBy == "Ada" && history[1].change == nil)
            let kept = try #require(try await Self.revisions(kitchen).versions([1], of: soup, in: kitchen.home.id)?.versions.first)
            #expect(kept.draft == stored.draft.normalized)
        }
    }

    @Test("ten saves give ten revisions, in order, each saying what it changed")
    func tenSaves() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            for servings in 5...14 {
                var draft = try #require(try await kitchen.detail(soup)).draft
                draft.servings = servings
                try await kitchen.recipes.update(soup, with: draft, in: kitchen.home.id, by: kitchen.cook.id)
            }
            let history = try await Self.revisions(kitchen).history(of: soup, in: kitchen.home.id)
            #expect(history.count == 11)
            #expect(history.map(\.version) == Array((1...11).reversed()))
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_revisions") == 10)
            #expect(history.dropLast().map(\.change?.english) == (5...14).reversed().map { "servings \($0 - 1) → \($0)" })
            let versions = try #require(try await Self.revisions(kitchen).versions(Array(1...10), of: soup, in: kitchen.home.id)?.versions)
            #expect(versions.map(\.draft.servings) == Array((4...13).reversed()))
        }
    }

    @Test("restoring a version gives exactly its graph, as a new version, which can itself be restored away")
    func restoreGivesTheGraphBack() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let first = try await Self.exported(soup, kitchen)
            var draft = try #require(try await kitchen.detail(soup)).draft
            draft.name = "Leek and potato soup"
            draft.tags = ["Winter"]
            draft.steps.remove(at: 0)
            draft.steps.append(StepDraft(instructions: "Blend until smooth.", tools: [Tool(name: "Blender")]))
            try await kitchen.recipes.update(soup, with: draft, in: kitchen.home.id, by: kitchen.cook.id)
            let second = try await Self.exported(soup, kitchen)
            #expect(second != first)

            let revisions = Self.revisions(kitchen)
            #expect(try await revisions.restore(1, of: soup, in: kitchen.home.id, by: kitchen.cook.id, seenAt: 2) == 3)
            #expect(try await Self.exported(soup, kitchen) == first)
            let history = try await revisions.history(of: soup, in: kitchen.home.id)
            #expect(history.first?.change?.english.hasPrefix("restored version 1: renamed to “Leek soup”") == true, "\(history.first?.change?.english ?? "")")

            // Restoring what the restore replaced undoes it.
            #expect(try await revisions.restore(2, of: soup, in: kitchen.home.id, by: kitchen.cook.id, seenAt: 3) == 4)
            #expect(try await Self.exported(soup, kitchen) == second)
            // A restore that would change nothing writes nothing; one from a stale page is refused.
            #expect(try await revisions.restore(2, of: soup, in: kitchen.home.id, by: kitchen.cook.id, seenAt: 4) == 4)
            await #expect(throws: RecipeError.stale(current: 4)) {
                try await revisions.restore(1, of: soup, in: kitchen.home.id, by: kitchen.cook.id, seenAt: 3)
            }
            await #expect(throws: RecipeError.notFound) {
                try await revisions.restore(9, of: soup, in: kitchen.home.id, by: kitchen.cook.id, seenAt: 4)
            }
        }
    }

    @Test("two people saving the same version at once: one is saved, the other gets stale, and exactly one revision is kept")
    func concurrentSaves() async throws {
        try await Kitchen.open(maxConnections: 8) { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let base = try #require(try await kitchen.detail(soup)).draft
            let outcomes = try await withThrowingTaskGroup(of: Result<Int, RecipeError>.self) { group in
                for servings in [6, 8] {
                    var draft = base
                    draft.servings = servings
                    group.addTask {
                        do {
                            return .success(try await kitchen.recipes.update(soup, with: draft, in: kitchen.home.id, from: 1, by: kitchen.cook.id))
                        } catch let error as RecipeError {
                            return .failure(error)
                        }
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.filter { if case .success(2) = $0 { true } else { false } }.count == 1)
            #expect(outcomes.filter { if case .failure(.stale(current: 2)) = $0 { true } else { false } }.count == 1)
            let versions = try #require(try await Self.revisions(kitchen).versions([1, 2], of: soup, in: kitchen.home.id)?.versions)
            #expect(versions.count == 2)
            #expect(versions.last?.draft == base.normalized)
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_revisions") == 1)
        }
    }

    @Test("history stays in its household: another household reads none of it, compares none of it and restores none of it")
    func scopedToTheHousehold() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            var draft = try #require(try await kitchen.detail(soup)).draft
            draft.servings = 2
            try await kitchen.recipes.update(soup, with: draft, in: kitchen.home.id)
            let (elsewhere, _) = try await kitchen.neighbour()
            let revisions = Self.revisions(kitchen)
            #expect(try await revisions.history(of: soup, in: elsewhere.id).isEmpty)
            #expect(try await revisions.versions([1, 2], of: soup, in: elsewhere.id) == nil)
            await #expect(throws: RecipeError.notFound) {
                try await revisions.restore(1, of: soup, in: elsewhere.id, by: nil, seenAt: 2)
            }
            // The rows name their household, and the key leads with it.
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_revisions WHERE household_id = \(kitchen.home.id)") == 1)
        }
    }

    @Test("a deleted recipe brought back by undo keeps its history, its ratings and its share links")
    func undoKeepsHistory() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            for servings in [5, 6] {
                var draft = try #require(try await kitchen.detail(soup)).draft
                draft.servings = servings
                try await kitchen.recipes.update(soup, with: draft, in: kitchen.home.id, by: kitchen.cook.id)
            }
            try await CookingRepository(pool: kitchen.pool).rate(4, recipe: soup, member: kitchen.cook.id, in: kitchen.home.id)
            let links = ShareLinkRepository(pool: kitchen.pool)
            let link = try await links.create(recipe: soup, in: kitchen.home.id, by: kitchen.cook.id, expiresInDays: nil)
            let before = try await Self.revisions(kitchen).history(of: soup, in: kitchen.home.id)

            let report = try await kitchen.recipes.delete(soup, in: kitchen.home.id)
            #expect(report.removed.revisions == 2 && report.removed.ratings == 1 && report.removed.shareLinks == 1)
            #expect(try await links.resolve(link.secret) == nil)
            _ = try await kitchen.recipes.restore(soup, in: kitchen.home.id)

            #expect(try await Self.revisions(kitchen).history(of: soup, in: kitchen.home.id) == before)
            let restored = try #require(try await kitchen.detail(soup))
            #expect(restored.version == 3 && restored.rating == 4 && restored.ratingCount == 1)
            #expect(try await links.resolve(link.secret)?.recipe == soup)
        }
    }

    @Test("pruning keeps each household's rule: the newest N revisions, or those of the last D days; keeping everything is the default")
    func pruning() async throws {
        try await Kitchen.open { kitchen in
            let (elsewhere, nell) = try await kitchen.neighbour()
            var recipes: [(UUID, Household)] = []
            for household in [kitchen.home, elsewhere] {
                let id = try await kitchen.save(Dish.leekSoup, in: household, by: household.id == kitchen.home.id ? kitchen.cook : nell)
                for servings in 5...10 {
                    var draft = try #require(try await kitchen.detail(id, in: household)).draft
                    draft.servings = servings
                    try await kitchen.recipes.update(id, with: draft, in: household.id)
                }
                recipes.append((id, household))
            }
            let revisions = Self.revisions(kitchen)
            #expect(try await revisions.prune().isEmpty)
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_revisions") == 12)

            try await revisions.setRetention(HistoryRetention(revisions: 2), of: kitchen.home.id)
            // Revisions of the neighbour's saved long ago: a rule of days removes them.
            try await kitchen.pool.query("UPDATE recipe_revisions SET saved_at = now() - interval '40 days' WHERE household_id = \(elsewhere.id) AND version <= 3")
            try await revisions.setRetention(HistoryRetention(days: 30), of: elsewhere.id)
            let pruned = try await revisions.prune()
            #expect(pruned.map(\.householdName) == ["Home", "Next door"] && pruned.map(\.revisions) == [4, 3], "\(pruned)")
            #expect(try await revisions.history(of: recipes[0].0, in: kitchen.home.id).map(\.version) == [7, 6, 5])
            #expect(try await revisions.history(of: recipes[1].0, in: elsewhere.id).map(\.version) == [7, 6, 5, 4])
            #expect(try await revisions.prune().isEmpty)

            await #expect(throws: ValidationError.self) { try await revisions.setRetention(HistoryRetention(revisions: 0), of: kitchen.home.id) }
            #expect(try await revisions.retention(of: kitchen.home.id) == HistoryRetention(revisions: 2))
        }
    }

    @Test("100 revisions of a 12-step, 40-line recipe take less than 1 MB on disk")
    func storage() async throws {
        try await Kitchen.open { kitchen in
            var draft = Dish.large("Cassoulet", steps: 12, linesPerStep: 3)
            draft.lines = (0..<4).map { Dish.line("\($0 + 1) clove garlic \($0)", Decimal($0 + 1), "", "Garlic \($0)") }
            draft.summary = "A slow bean stew with confit duck, sausage and pork, finished under a crust of breadcrumbs."
            let id = try await kitchen.save(draft)
            for edit in 1...100 {
                var next = try #require(try await kitchen.detail(id)).draft
                next.steps[edit % 12].instructions = "Step \(edit % 12 + 1), edit \(edit): stir, taste and keep an eye on it."
                try await kitchen.recipes.update(id, with: next, in: kitchen.home.id, by: kitchen.cook.id)
            }
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_revisions") == 100)
            try await kitchen.pool.query("VACUUM ANALYZE recipe_revisions")
            let bytes = try await kitchen.count("SELECT pg_total_relation_size('recipe_revisions')::bigint")
            let graphs = try await kitchen.count("SELECT sum(pg_column_size(graph))::bigint FROM recipe_revisions")
            print("history storage: 100 revisions of a 12-step, 40-line recipe: \(bytes) bytes on disk (table, TOAST and indexes), graphs \(graphs) bytes stored")
            #expect(bytes < 1_048_576)
        }
    }

    @Test("ratings: each member's own, the household's average kept on the recipe, gone with a member who leaves; the list sorts and filters by it")
    func ratings() async throws {
        try await Kitchen.open { kitchen in
            let cooking = CookingRepository(pool: kitchen.pool)
            let soup = try await kitchen.save(Dish.leekSoup)
            let tart = try await kitchen.save(Dish.onionTart)
            _ = try await kitchen.save(Dish.tiny("Toast"))
            let grace = try await kitchen.person("Grace")
            try await kitchen.join(grace, to: kitchen.home)
            try await cooking.rate(5, recipe: soup, member: kitchen.cook.id, in: kitchen.home.id)
            try await cooking.rate(4, recipe: soup, member: grace.id, in: kitchen.home.id)
            try await cooking.rate(3, recipe: tart, member: grace.id, in: kitchen.home.id)
            try await cooking.rate(2, recipe: tart, member: grace.id, in: kitchen.home.id)
            await #expect(throws: RecipeError.self) { try await cooking.rate(6, recipe: tart, member: grace.id, in: kitchen.home.id) }
            let (elsewhere, nell) = try await kitchen.neighbour()
            await #expect(throws: RecipeError.notFound) { try await cooking.rate(1, recipe: soup, member: nell.id, in: elsewhere.id) }

            let mine = try await cooking.history(of: soup, for: grace.id, in: kitchen.home.id).rating
            #expect(mine == RecipeRating(average: Decimal(string: "4.5"), count: 2, mine: 4))
            #expect(mine.text == "4.5 from 2 ratings")

            let sorted = try await kitchen.recipes.fetch(FetchDescriptor(sortBy: [.bestRated, .name]), in: kitchen.home.id)
            #expect(sorted.items.map(\.name) == ["Leek soup", "Onion tart", "Toast"])
            let good = try await kitchen.recipes.fetch(FetchDescriptor(predicate: RecipeFilter(minRating: 3).predicate), in: kitchen.home.id)
            #expect(good.items.map(\.name) == ["Leek soup"])
            // Paging by rating walks on past ties.
            let first = try await kitchen.recipes.fetch(FetchDescriptor(sortBy: [.bestRated, .name], limit: 1), in: kitchen.home.id)
            let next = try await kitchen.recipes.fetch(FetchDescriptor(sortBy: [.bestRated, .name], limit: 2, anchor: .after(first.items[0].id)),
                                                       in: kitchen.home.id)
            #expect(next.items.map(\.name) == ["Onion tart", "Toast"])

            // Grace leaves: her stars go, and the averages follow.
            try await kitchen.pool.query("DELETE FROM memberships WHERE user_id = \(grace.id)")
            let soupNow = try #require(try await kitchen.detail(soup))
            #expect(soupNow.rating == 5 && soupNow.ratingCount == 1)
            let tartNow = try #require(try await kitchen.detail(tart))
            #expect(tartNow.rating == nil && tartNow.ratingCount == 0)
            try await cooking.rate(nil, recipe: soup, member: kitchen.cook.id, in: kitchen.home.id)
            #expect(try await kitchen.detail(soup)?.rating == nil)
        }
    }

    @Test("history and ratings go into the household's export, and come back with its import into another database, the same")
    func exportAndImport() async throws {
        let original = try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            for (servings, summary) in [(6, "For six."), (8, "For a crowd.")] {
                var draft = try #require(try await kitchen.detail(soup)).draft
                (draft.servings, draft.summary) = (servings, summary)
                try await kitchen.recipes.update(soup, with: draft, in: kitchen.home.id, by: kitchen.cook.id)
            }
            try await CookingRepository(pool: kitchen.pool).rate(4, recipe: soup, member: kitchen.cook.id, in: kitchen.home.id)
            return try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, format: .larder)
        }
        let document = try WholeBackupTests.comparable(original)
        #expect(document.ratings == [LarderDocument.Rated(recipe: "Leek soup", member: "ada@example.com", stars: 4)])
        let history = try #require(document.recipes.first?.history)
        #expect(history.map(\.version) == [1, 2])
        #expect(history.map(\.content.servings) == [4, 6])
        #expect(history.map(\.savedBy) == ["ada@example.com", "ada@example.com"])
        // In English for any reader, and as meaning for a Larder that imports it.
        #expect(history.last?.summary == "summary edited, servings 4 → 6")
        #expect(history.last?.change == ChangeSummary(changes: [.summaryEdited, .servings(from: 4, to: 6)]))

        try await Kitchen.open { restored in
            let report = try await RecipeImporter(pool: restored.pool).importDocument(original, into: restored.home.id, author: restored.cook.id,
                                                                                    onConflict: .rename)
            #expect(report.restored.contains("1 rating") && report.restored.contains("2 earlier versions"), "\(report.restored)")
            // A chosen recipe's export carries its history too, and a damaged version refuses the import.
            var damaged = try LarderDocument.decode(original)
            damaged.recipes[0].name = "Leek soup again"
            damaged.recipes[0].history?[1].content.servings = 0
            damaged.life = nil
            let refused = try damaged.encoded()
            await #expect(throws: ImportError.self) {
                try await RecipeImporter(pool: restored.pool).importDocument(refused, into: restored.home.id, author: restored.cook.id, onConflict: .rename)
            }
            let again = try await RecipeExporter(pool: restored.pool).export(restored.home.id, format: .larder)
            #expect(try WholeBackupTests.comparable(again) == document)
            let soup = try await restored.pool.query("SELECT id FROM recipes WHERE name = 'Leek soup'")[0].decode(UUID.self)
            let history = try await Self.revisions(restored).history(of: soup, in: restored.home.id)
            #expect(history.map(\.version) == [3, 2, 1])
            #expect(history[0].change?.english == "summary edited, servings 6 → 8")
            #expect(history[1].change == .said(ChangeSummary(changes: [.summaryEdited, .servings(from: 4, to: 6)])), "kept as meaning")
            // A version whose document has only the words keeps them as written.
            var wordsOnly = try LarderDocument.decode(original)
            wordsOnly.recipes[0].name = "Leek soup in words"
            wordsOnly.recipes[0].history?[1].change = nil
            wordsOnly.life = nil
            try await RecipeImporter(pool: restored.pool).importDocument(try wordsOnly.encoded(), into: restored.home.id, author: restored.cook.id,
                                                                         onConflict: .rename)
            let inWords = try await restored.pool.query("SELECT id FROM recipes WHERE name = 'Leek soup in words'")[0].decode(UUID.self)
            #expect(try await Self.revisions(restored).history(of: inWords, in: restored.home.id)[1].change
                    == .written("summary edited, servings 4 → 6"))
            // The schema.org export carries the household's average.
            let jsonLD = try await RecipeExporter(pool: restored.pool).export(restored.home.id, recipes: [soup], format: .schemaOrg)
            let node = try #require(try JSONSerialization.jsonObject(with: jsonLD) as? [String: Any])
            let rating = try #require(node["aggregateRating"] as? [String: Any])
            #expect(rating["ratingCount"] as? Int == 1 && (rating["ratingValue"] as? NSNumber)?.doubleValue == 4)
        }
    }

    @Test("an app's ratings become the importing person's, as its favourites do; a rating out of 1 to 5 is left out")
    func appRatingsImported() async throws {
        try await Kitchen.open { kitchen in
            let payload = ImportPayload(recipes: [
                ImportedRecipe(draft: Dish.tiny("Rated"), isFavourite: true, rating: 4),
                ImportedRecipe(draft: Dish.tiny("Odd"), rating: 9),
                ImportedRecipe(draft: Dish.tiny("Plain")),
            ], format: .larder)
            _ = try await RecipeImporter(pool: kitchen.pool).importPayload(payload, into: kitchen.home.id, author: kitchen.cook.id, onConflict: .rename)
            let rows = try await kitchen.pool.query("""
                SELECT r.name, r.rating_count, g.stars FROM recipes r LEFT JOIN recipe_ratings g ON g.recipe_id = r.id ORDER BY r.name
                """).decode(String.self, Int.self, Int?.self)
            #expect(rows.map { "\($0.0) \($0.1) \($0.2.map(String.init) ?? "-")" } == ["Odd 0 -", "Plain 0 -", "Rated 1 4"])
        }
    }

    @Test("share links: the secret leads to its recipe until revoked or expired; only its hash is kept")
    func shareLinks() async throws {
        try await Kitchen.open { kitchen in
            let links = ShareLinkRepository(pool: kitchen.pool)
            let soup = try await kitchen.save(Dish.leekSoup)
            let made = try await links.create(recipe: soup, in: kitchen.home.id, by: kitchen.cook.id, expiresInDays: 7)
            let resolved = try #require(try await links.resolve(made.secret))
            #expect(resolved.household == kitchen.home.id && resolved.recipe == soup)
            // Only the secret's SHA-256 is kept, not the secret.
            #expect(try await kitchen.count("SELECT count(*) FROM share_links WHERE secret_hash = sha256(convert_to(\(made.secret), 'UTF8'))") == 1)
            #expect(try await kitchen.count("SELECT count(*) FROM share_links WHERE secret_hash = convert_to(\(made.secret), 'UTF8')") == 0)
            #expect(try await links.list(in: kitchen.home.id).map(\.recipeName) == ["Leek soup"])

            let (elsewhere, nell) = try await kitchen.neighbour()
            await #expect(throws: RecipeError.notFound) { try await links.create(recipe: soup, in: elsewhere.id, by: nell.id, expiresInDays: nil) }
            #expect(try await links.revoke(made.link.id, of: soup, in: elsewhere.id) == false)
            await #expect(throws: ValidationError.self) { try await links.create(recipe: soup, in: kitchen.home.id, by: nil, expiresInDays: 0) }

            try await kitchen.pool.query("UPDATE share_links SET expires_at = now() - interval '1 second'")
            #expect(try await links.resolve(made.secret) == nil)
            #expect(try await links.list(in: kitchen.home.id).isEmpty)
            let lasting = try await links.create(recipe: soup, in: kitchen.home.id, by: kitchen.cook.id, expiresInDays: nil)
            // Named with another recipe, the link is not ended.
            #expect(try await links.revoke(lasting.link.id, of: UUID(), in: kitchen.home.id) == false)
            #expect(try await links.resolve(lasting.secret)?.recipe == soup)
            #expect(try await links.revoke(lasting.link.id, of: soup, in: kitchen.home.id) == true)
            #expect(try await links.resolve(lasting.secret) == nil)
            #expect(try await links.resolve("not-a-secret") == nil)
        }
    }
}
