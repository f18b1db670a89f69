import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// The shopping list through the pages: made from the plan's days and from a recipe's page, in
/// two statements, ticked with and without script, bad input kept with messages, and another
/// household refused. (The live stream between instances is read from real servers by the
/// operations run.)
@Suite("Shopping list pages")
struct ShoppingPagesTests {
    @Test("made from planned days and a recipe's page, grouped by aisle, in at most 2 statements however long")
    func makeAndShow() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let soup = try await ada.createRecipe("Leek soup", steps: 3)
            let empty = try await ada.get("/shopping")
            #expect(empty.status == .ok && empty.text.contains("The list is empty"))
            let few = try #require(empty.statements)

            try await ada.get("/plan")
            try await ada.post("/recipes/\(soup.uuidString)/plan", [("day", "2026-11-24"), ("slot", "dinner"), ("servings", "8")])
            try await ada.get("/shopping")
            let made = try await ada.post("/shopping/days", [("from", "2026-11-23"), ("to", "2026-11-29")])
            #expect(try await ada.follow(made).text.contains("The list is made from the plan, Mon 23 Nov to Sun 29 Nov."))
            let flour = try await app.pool.query("SELECT id FROM ingredients WHERE name = 'flour'")[0].decode(UUID.self)
            try await ada.get("/ingredients")
            try await ada.post("/ingredients/\(flour.uuidString)/aisle", [("aisle", "Baking")])
            try await ada.get("/recipes/\(soup.uuidString)")
            try await ada.post("/recipes/\(soup.uuidString)/shop", [("servings", "2")])

            let page = try await ada.get("/shopping")
            // Three steps of 200 g flour for 4: ×2 for the plan, ×½ from the recipe page; 1,500 g
            // is said in the unit that reads best.
            #expect(page.text.contains(">1.5 kg flour<"), "\(page.text)")
            #expect(page.text.contains(#"<h3 class="aisle-title">Baking</h3>"#))
            #expect(page.text.contains("Leek soup</a>, for 2"))
            #expect(try #require(page.statements) <= 2 && few <= 2)
        }
    }

    @Test("ticking with a form post or from the script, adding and removing by hand; bad input is shown again with a message")
    func items() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            try await ada.get("/shopping")
            try await ada.post("/shopping/items", [("text", "Kitchen roll")])
            let item = try await app.pool.query("SELECT id FROM shopping_items")[0].decode(UUID.self)

            try await grace.get("/shopping")
            let ticked = try await grace.post("/shopping/items/\(item.uuidString)/tick", [("ticked", "yes")])
            #expect(ticked.status == .seeOther)
            #expect(try await ada.get("/shopping").text.contains("shopping-item--ticked"))
            // As the page's script sends it: the answer is the list alone.
            grace.headers = [.accept: "text/html+fragment"]
            let fragment = try await grace.post("/shopping/items/\(item.uuidString)/tick", [("ticked", "no")])
            grace.headers = [:]
            #expect(fragment.status == .ok && fragment.text.contains("data-shopping-items"))
            #expect(!fragment.text.contains("<html") && !fragment.text.contains("shopping-item--ticked"))
            // Its forms work once swapped in: they carry the session's token.
            let token = try #require(fragment.text.firstMatch(of: /name="_csrf" value="([^"]+)"/)?.1)
            #expect(try await grace.get("/shopping").text.contains(#"value="\#(token)""#))
            #expect(try await grace.get("/shopping/items").text.contains("data-version=\"3\""))

            let blank = try await ada.post("/shopping/items", [("text", "   ")])
            #expect(blank.status == .unprocessableContent && blank.text.contains("Item is required"))
            let long = String(repeating: "x", count: 501)
            let tooLong = try await ada.post("/shopping/items", [("text", long)])
            #expect(tooLong.status == .unprocessableContent && tooLong.text.contains("value=\"\(long)\""))
            let days = try await ada.post("/shopping/days", [("from", "2026-11-29"), ("to", "2026-11-23")])
            #expect(days.status == .unprocessableContent && days.text.contains("The last day comes before the first"))
            #expect(days.text.contains(#"value="2026-11-29""#))

            try await ada.post("/shopping/items/\(item.uuidString)/remove")
            #expect(try await app.pool.query("SELECT count(*) FROM shopping_items")[0].decode(Int.self) == 0)
        }
    }

    @Test("another household's items, recipes and list are out of reach")
    func refusals() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let soup = try await ada.createRecipe("Leek soup")
            try await ada.get("/shopping")
            try await ada.post("/shopping/items", [("text", "Kitchen roll")])
            let item = try await app.pool.query("SELECT id FROM shopping_items")[0].decode(UUID.self)
            let mallory = try await app.owner(of: "Elsewhere", name: "Mallory")
            try await mallory.get("/shopping")
            #expect(try await mallory.post("/shopping/items/\(item.uuidString)/tick", [("ticked", "yes")]).status == .notFound)
            #expect(try await mallory.post("/shopping/items/\(item.uuidString)/remove").status == .notFound)
            #expect(try await mallory.post("/recipes/\(soup.uuidString)/shop", [("servings", "2")]).status == .notFound)
            #expect(!(try await mallory.get("/shopping").text.contains("Kitchen roll")))
            #expect(try await app.pool.query("SELECT count(*) FROM shopping_items WHERE ticked_at IS NULL")[0].decode(Int.self) == 1)
        }
    }

    @Test("the household's list says its rounded amounts in its first owner's language; the recipe page in each reader's")
    func roundedWordsInALanguage() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Zitronenhaus", name: "Ada")
            try await ada.get("/account")
            try await ada.post("/account/language", [("language", "de")])
            try await ada.get("/recipes/new")
            let made = try await ada.post("/recipes/new", [
                ("name", "Zitronenpfannkuchen"), ("servings", "4"),
                ("steps[0][instructions]", "Die Zitronen über die Pfannkuchen pressen."),
                ("steps[0][ingredients]", "¾ lemon, juiced\n4 lemons\n3 cloves garlic"),
            ])
            let recipe = try #require(made.headers[.location])
            try await ada.get(recipe)
            try await ada.post(recipe + "/shop", [("servings", "4")])
            #expect(try await ada.get("/shopping").text.contains(">etwa 4½ lemons<"))
            // The page at 1 serving, in the reader's words.
            #expect(try await ada.get(recipe + "?servings=1").text.contains("1 clove garlic (genau ¾)"))
        }
    }
}
