import Foundation
import Hummingbird
import HummingbirdTesting
import LarderWeb
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("Headings among a step's lines")
struct IngredientHeadingTests {
    @Test("a heading typed among a step's lines groups the lines after it: the page shows it over them, the form gives it back, the shopping list leaves it off")
    func headingsGroupLines() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/recipes/new")
            let lines = "For the marinade:\n2 tbsp soy sauce\n1 clove garlic\nFOR THE SAUCE\n200g/7oz tomatoes\nRoasting pan"
            let made = try await ada.post("/recipes/new", [
                ("name", "Grilled chicken"), ("servings", "2"),
                ("steps[0][instructions]", "Marinate, then roast with the sauce."),
                ("steps[0][ingredients]", lines),
            ])
            let recipe = try #require(made.headers[.location].flatMap { UUID(uuidString: String($0.dropFirst("/recipes/".count))) })
            let stored = try await app.pool.query("""
                SELECT line_text, group_name FROM recipe_ingredients WHERE recipe_id IS NULL AND household_id = (SELECT household_id FROM recipes WHERE id = \(recipe))
                ORDER BY position
                """).decode(String.self, String.self)
            #expect(stored.map(\.0) == ["2 tbsp soy sauce", "1 clove garlic", "200g/7oz tomatoes", "Roasting pan"])
            #expect(stored.map(\.1) == ["Marinade", "Marinade", "Sauce", "Sauce"])
            let page = try await ada.get("/recipes/\(recipe.uuidString)")
            #expect(page.text.contains("<li class=\"line-group\">Marinade</li>") && page.text.contains("<li class=\"line-group\">Sauce</li>"))
            let doubled = try await ada.get("/recipes/\(recipe.uuidString)?servings=4")
            #expect(doubled.text.contains("400 g / 14 oz tomatoes"), "the amount after the slash scales with the first")
            let form = try await ada.get("/recipes/\(recipe.uuidString)/edit")
            #expect(form.text.contains("Marinade:\n2 tbsp soy sauce\n1 clove garlic\nSauce:\n200g/7oz tomatoes\nRoasting pan"))
            // Saved again as shown, nothing changes.
            let before = try await app.pool.query("SELECT count(*) FROM recipe_ingredients")[0].decode(Int.self)
            try await ada.post("/recipes/\(recipe.uuidString)/shop", [("servings", "2")])
            let list = try await ada.get("/shopping")
            #expect(!list.text.contains("Marinade") && !list.text.contains("SAUCE") && list.text.contains("soy sauce"))
            #expect(try await app.pool.query("SELECT count(*) FROM recipe_ingredients")[0].decode(Int.self) == before)
        }
    }
}
