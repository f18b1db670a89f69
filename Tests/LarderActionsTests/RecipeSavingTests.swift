import Foundation
import LarderActions
import LarderModel
import LarderStore
import LarderTestSupport
import PostgresClient
import PostgresTestSupport
import RecipeSamples
import Testing

/// Saving a recipe, the one function the editor's page and the API's `PUT` both call.
@Suite("Saving a recipe")
struct RecipeSavingTests {
    /// A household, its cook, and the actions on its recipes, in a database of the test's own.
    struct Kitchen {
        let actions: RecipeActions
        let recipes: RecipeRepository
        let household: UUID
        let cook: UUID

        static func open(_ body: (Kitchen) async throws -> Void) async throws {
            try await TestDatabase.withMigrated { database in
                let pool = database.makePool(maxConnections: 4)
                defer { pool.shutDown() }
                let cook = try await AccountRepository(pool: pool).create(
                    Registration(email: "ada@example.com", password: "correct horse battery", displayName: "Ada"), passwordHash: "x")
                let home = try await HouseholdRepository(pool: pool).create(named: "Home", owner: cook.id)
                let recipes = RecipeRepository(pool: pool)
                try await body(Kitchen(actions: RecipeActions(recipes: recipes, photos: PhotoRepository(pool: pool),
                                                                      revisions: RevisionRepository(pool: pool, recipes: recipes),
                                                                      shareLinks: ShareLinkRepository(pool: pool), cpu: .shared),
                                       recipes: recipes,
                                       household: home.id, cook: cook.id))
            }
        }

        func stored(_ id: UUID) async throws -> RecipeDetail { try #require(try await recipes.detail(id, in: household)) }

        /// The editor's start: the version read for the form, and its content.
        func editing(_ id: UUID) async throws -> (RecipeActions.Start, RecipeDraft) {
            let detail = try await stored(id)
            return (.merging(version: detail.version, base: detail.draft, stored: detail), detail.draft)
        }
    }

    @Test("a save from the version read is saved as the next version; one that changes nothing writes nothing")
    func plainSave() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.actions.create(Dish.leekSoup, in: kitchen.household, by: kitchen.cook)
            let (start, read) = try await kitchen.editing(soup)
            var draft = read
            #expect(try await kitchen.actions.save(soup, as: draft, from: start, in: kitchen.household, by: kitchen.cook).isUnchanged)
            #expect(try await kitchen.stored(soup).version == 1)
            draft.servings = 6
            guard case .saved(let version, let merged) = try await kitchen.actions.save(soup, as: draft, from: start, in: kitchen.household,
                                                                                       by: kitchen.cook) else {
                Issue.record("the edit is saved")
                return
            }
            let saved = try await kitchen.stored(soup)
            #expect(version == 2 && merged.isEmpty && saved.draft.servings == 6)
        }
    }

    @Test("two edits of one version: what only the other changed is kept, and the save says so; both changing one part is a conflict that saves nothing")
    func merging() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.actions.create(Dish.leekSoup, in: kitchen.household, by: kitchen.cook)
            let (start, read) = try await kitchen.editing(soup)
            // Grace saves first, from the same version.
            var theirs = read
            theirs.name = "Leek and potato soup"
            _ = try await kitchen.actions.save(soup, as: theirs, from: start, in: kitchen.household, by: kitchen.cook)
            // Ada's edit changes the servings only: merged over Grace's.
            var mine = read
            mine.servings = 8
            guard case .saved(3, let merged) = try await kitchen.actions.save(soup, as: mine, from: start, in: kitchen.household,
                                                                            by: kitchen.cook) else {
                Issue.record("the edit is merged and saved as version 3")
                return
            }
            #expect(!merged.isEmpty, "the save says it kept the other's change")
            let saved = try await kitchen.stored(soup).draft
            #expect(saved.name == "Leek and potato soup" && saved.servings == 8)
            // An edit of the first version that renames it too meets Grace's rename: nothing saved.
            var clash = read
            clash.name = "Leek broth"
            guard case .conflict(let merge, let latest) = try await kitchen.actions.save(soup, as: clash, from: start, in: kitchen.household,
                                                                                        by: kitchen.cook) else {
                Issue.record("both renamed it: a conflict")
                return
            }
            #expect(!merge.conflicts.isEmpty && latest.version == 3)
            #expect(try await kitchen.stored(soup).version == 3, "nothing saved")
        }
    }

    @Test("from the current version only (the API's If-Match): a save since refuses it, and a recipe deleted meanwhile is not found")
    func currentVersionOnly() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.actions.create(Dish.leekSoup, in: kitchen.household, by: kitchen.cook)
            var draft = Dish.leekSoup
            draft.servings = 2
            guard case .saved(2, _) = try await kitchen.actions.save(soup, as: draft, from: .current(version: 1), in: kitchen.household,
                                                                   by: kitchen.cook) else {
                Issue.record("saved from the current version")
                return
            }
            draft.servings = 3
            await #expect(throws: RecipeError.stale(current: 2)) {
                try await kitchen.actions.save(soup, as: draft, from: .current(version: 1), in: kitchen.household, by: kitchen.cook)
            }
            #expect(try await kitchen.stored(soup).draft.servings == 2)
            let (start, _) = try await kitchen.editing(soup)
            _ = try await kitchen.recipes.delete(soup, in: kitchen.household)
            await #expect(throws: RecipeError.notFound) {
                try await kitchen.actions.save(soup, as: draft, from: start, in: kitchen.household, by: kitchen.cook)
            }
        }
    }
}

extension RecipeActions.Saved {
    var isUnchanged: Bool { if case .unchanged = self { true } else { false } }
}
