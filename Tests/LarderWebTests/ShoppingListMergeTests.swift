import Foundation
import Hummingbird
import HummingbirdTesting
import LarderWeb
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("The shopping list, added up as a cook would")
struct ShoppingListMergeTests {
    @Test("the shopping list adds up lemons and eggs as a cook would, leaves the pantry staples off (with a way to show them), and files 'dairy' with 'Dairy'")
    func shoppingMerges() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/recipes/new")
            let made = try await ada.post("/recipes/new", [
                ("name", "Lemon pancakes"), ("servings", "4"),
                ("steps[0][instructions]", "Whisk the eggs with the milk and water."),
                ("steps[0][ingredients]", "2 large eggs\n1 egg\n300 ml milk\n100 ml water\na pinch of salt"),
                ("steps[1][instructions]", "Squeeze the lemons over the pancakes."),
                ("steps[1][ingredients]", "¾ lemon, juiced\n4 lemons"),
            ])
            let recipe = try #require(made.headers[.location].flatMap { UUID(uuidString: String($0.dropFirst("/recipes/".count))) })
            let (milk, eggs) = try await (app.pool.query("SELECT id FROM ingredients WHERE name = 'milk'")[0].decode(UUID.self),
                                          app.pool.query("SELECT id FROM ingredients WHERE name = 'egg'")[0].decode(UUID.self))
            try await ada.get("/ingredients")
            try await ada.post("/ingredients/\(milk.uuidString)/aisle", [("aisle", "Dairy")])
            try await ada.post("/ingredients/\(eggs.uuidString)/aisle", [("aisle", "dairy")])
            #expect(try await app.pool.query("SELECT aisle FROM ingredients WHERE id = \(eggs)")[0].decode(String.self) == "Dairy",
                    "an aisle the household has is kept as spelled there")
            // As aisles set before this rule were: in another case. The list files them together all the same.
            try await app.pool.query("UPDATE ingredients SET aisle = 'dairy' WHERE id = \(eggs)")
            try await ada.get("/recipes/\(recipe.uuidString)")
            try await ada.post("/recipes/\(recipe.uuidString)/shop", [("servings", "4")])
            let list = try await ada.get("/shopping")
            #expect(list.text.contains(">3 eggs<") && list.text.contains(">about 4½ lemons<"))
            #expect(list.text.components(separatedBy: "<h3 class=\"aisle-title\">Dairy</h3>").count == 2, "one Dairy aisle")
            #expect(!list.text.contains("<h3 class=\"aisle-title\">dairy</h3>"))
            #expect(!list.text.contains(">100 ml water<") && !list.text.contains("pinch of salt<"))
            #expect(list.text.contains("2 pantry staples are left off: 100 ml water, a pinch of salt."))
            let shown = try await ada.get("/shopping?staples=show")
            #expect(shown.text.contains(">100 ml water<") && shown.text.contains("Leave them off"))
            // The household says what it always has.
            let saved = try await ada.post("/shopping/staples", [("staples", "water, Salt, eggs")])
            #expect(saved.status == .seeOther)
            let again = try await ada.get("/shopping")
            #expect(!again.text.contains(">3 eggs<") && again.text.contains("left off: 3 eggs, 100 ml water, a pinch of salt."))
            #expect(try await app.pool.query("SELECT pantry_staples FROM households")[0].decode([String].self) == ["water", "salt", "egg"])
        }
    }
}
