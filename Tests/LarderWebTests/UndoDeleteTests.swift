import Foundation
import Hummingbird
import HummingbirdTesting
import LarderModel
import LarderStore
import LarderWeb
import PostgresClient
import Testing
@testable import WebTestSupport

/// Deleting a recipe can be undone: the same graph comes back, rows and ids alike, from
/// PostgreSQL, whichever app instance (or a restarted one) is asked.
@Suite("Undo after deleting a recipe")
struct UndoDeleteTests {
    /// Every row of a recipe's graph, as PostgreSQL holds it, in a fixed order.
    private func rows(of recipe: UUID, _ app: WebApp) async throws -> String {
        try await app.pool.query("""
            SELECT concat_ws(E'\\n',
                (SELECT to_jsonb(r)::text FROM recipes r WHERE r.id = \(recipe)),
                (SELECT string_agg(to_jsonb(s)::text, E'\\n' ORDER BY s.position) FROM recipe_steps s WHERE s.recipe_id = \(recipe)),
                (SELECT string_agg(to_jsonb(l)::text, E'\\n' ORDER BY s.position, l.position)
                 FROM recipe_ingredients l JOIN recipe_steps s ON s.id = l.step_id WHERE s.recipe_id = \(recipe)),
                (SELECT string_agg(to_jsonb(k)::text, E'\\n' ORDER BY k.step_id, k.skill_id)
                 FROM step_skills k JOIN recipe_steps s ON s.id = k.step_id WHERE s.recipe_id = \(recipe)))
            """)[0].decode(String.self)
    }

    /// The recipe's Larder JSON export, without the moment of export.
    private func exported(_ recipe: UUID, of household: UUID, _ app: WebApp) async throws -> NSDictionary {
        let data = try await RecipeExporter(pool: app.pool).export(household, recipes: [recipe], format: .larder)
        let document = try #require(try JSONSerialization.jsonObject(with: data) as? NSDictionary).mutableCopy() as! NSMutableDictionary
        #expect(document["exportedAt"] != nil)
        document.removeObject(forKey: "exportedAt")
        return document
    }

    private func delete(_ recipe: UUID, by cook: Browser) async throws -> TestResponse {
        try await cook.get("/recipes/\(recipe.uuidString)/delete")
        let deleted = try await cook.post("/recipes/\(recipe.uuidString)/delete")
        #expect(deleted.status == .seeOther)
        return try await cook.follow(deleted)
    }

    @Test("the page after a delete offers Undo, and Undo restores the identical graph and export")
    func undoRestoresTheGraph() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Cara")
            let household = try await app.householdID("Home")
            let recipe = try await cook.createRecipe("Focaccia", steps: 3)
            let before = try await rows(of: recipe, app)
            let exportBefore = try await exported(recipe, of: household, app)

            let list = try await delete(recipe, by: cook)
            #expect(list.text.contains("“Focaccia” and its 3 steps were deleted"))
            #expect(list.text.contains("action=\"/recipes/\(recipe.uuidString)/restore\""))
            #expect(try await cook.get("/recipes/\(recipe.uuidString)").status == .notFound)
            #expect(try await cook.get("/recipes/deleted").text.contains("Focaccia"))

            let undone = try await cook.post("/recipes/\(recipe.uuidString)/restore")
            #expect(undone.status == .seeOther)
            #expect(undone.headers[.location] == "/recipes/\(recipe.uuidString)")
            #expect(try await cook.follow(undone).text.contains("is back, as it was"))
            #expect(try await rows(of: recipe, app) == before)
            #expect(try await exported(recipe, of: household, app) == exportBefore)

            // Undo once only: a second one finds nothing and says so.
            let again = try await cook.follow(try await cook.post("/recipes/\(recipe.uuidString)/restore"))
            #expect(again.text.contains("can no longer be restored"))
            #expect(try await app.pool.query("SELECT count(*) FROM recipes WHERE id = \(recipe)")[0].decode(Int.self) == 1)
        }
    }

    @Test("undo works from a restarted server, with the session and the deleted graph kept in PostgreSQL")
    func undoAfterRestart() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Cara")
            let recipe = try await cook.createRecipe("Focaccia", steps: 2)
            let before = try await rows(of: recipe, app)
            _ = try await delete(recipe, by: cook)

            // A second application with its own pool on the same database: a restarted server.
            let pool = app.database.makePool(maxConnections: 2)
            let restarted = try await buildApplication(configuration: WebApp.configuration(pool: pool))
            try await restarted.test(.router) { client in
                let again = Browser(client: client)
                again.setSessionCookie(cook.sessionCookie)
                try await again.get("/recipes/deleted")
                let undone = try await again.post("/recipes/\(recipe.uuidString)/restore")
                #expect(undone.status == .seeOther)
            }
            #expect(try await rows(of: recipe, app) == before)
        }
    }

    @Test("an ingredient or skill deleted meanwhile: the line keeps its text without the link, and the page says so")
    func undoAfterCatalogDelete() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Cara")
            let household = try await app.householdID("Home")
            let recipe = try await cook.createRecipe("Focaccia", steps: 2)
            _ = try await delete(recipe, by: cook)
            let (flour, kneading) = try await app.catalogIDs(ingredient: "flour", skill: "Kneading")
            try await cook.get("/ingredients/\(flour.uuidString)/delete")
            #expect(try await cook.post("/ingredients/\(flour.uuidString)/delete").status == .seeOther)
            try await cook.get("/skills")
            #expect(try await cook.post("/skills/\(kneading.uuidString)/delete").status == .seeOther)

            try await cook.get("/recipes/deleted")
            let page = try await cook.follow(try await cook.post("/recipes/\(recipe.uuidString)/restore"))
            #expect(page.status == .ok)
            #expect(page.text.contains("2 ingredient lines&#39; ingredients were deleted meanwhile") || page.text.contains("2 ingredient lines' ingredients were deleted meanwhile"))
            #expect(page.text.contains("2 skills mentioned on its steps could not come back: they were deleted meanwhile."))
            let detail = try #require(try await RecipeRepository(pool: app.pool).detail(recipe, in: household))
            let lines = detail.steps.flatMap(\.lines)
            #expect(lines.map(\.text) == ["200 g flour", "1 tsp salt", "200 g flour", "1 tsp salt"])
            #expect(lines.filter { $0.text.contains("flour") }.allSatisfy { $0.ingredient == nil })
            #expect(lines.filter { $0.text.contains("salt") }.allSatisfy { $0.ingredient?.name == "salt" })
            #expect(detail.steps.allSatisfy { $0.skills.isEmpty })
        }
    }

    @Test("an expired delete cannot be undone, and the next delete purges it")
    func expiry() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Cara")
            let household = try await app.householdID("Home")
            let old = try await cook.createRecipe("Old loaf")
            let recipes = RecipeRepository(pool: app.pool)
            _ = try await recipes.delete(old, in: household, keptFor: .seconds(0))
            let shown = try await cook.get("/recipes/deleted")
            #expect(!shown.text.contains("<h2 class=\"deleted-name\">Old loaf</h2>"))
            #expect(shown.text.contains("No recipe was deleted"))
            await #expect(throws: RecipeError.notFound) { try await recipes.restore(old, in: household) }

            let next = try await cook.createRecipe("Next loaf")
            _ = try await recipes.delete(next, in: household)
            let kept = try await app.pool.query("SELECT name FROM deleted_recipes ORDER BY name").decode(String.self)
            #expect(kept == ["Next loaf"])
        }
    }

    @Test("undo when a recipe of the same name was made since: told to rename, nothing changes; another household cannot undo")
    func undoBlocked() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Cara")
            let recipe = try await cook.createRecipe("Focaccia")
            _ = try await delete(recipe, by: cook)
            let newer = try await cook.createRecipe("focaccia")
            try await cook.get("/recipes/deleted")
            let blocked = try await cook.follow(try await cook.post("/recipes/\(recipe.uuidString)/restore"))
            #expect(blocked.text.contains("A recipe with the same name has been made since"))
            #expect(try await app.pool.query("SELECT count(*) FROM deleted_recipes")[0].decode(Int.self) == 1)
            #expect(try await app.pool.query("SELECT id FROM recipes")[0].decode(UUID.self) == newer)

            let stranger = try await app.owner(of: "Elsewhere", name: "Dev")
            try await stranger.get("/recipes/deleted")
            #expect(!stranger.lastPage.contains("Focaccia"))
            let tried = try await stranger.follow(try await stranger.post("/recipes/\(recipe.uuidString)/restore"))
            #expect(tried.text.contains("can no longer be restored"))
            #expect(try await app.pool.query("SELECT count(*) FROM deleted_recipes")[0].decode(Int.self) == 1)
        }
    }
}
