import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// Favourites and the cooking log through the pages: each member's own stars, "I cooked it" with
/// its summary on the recipe page, the list's favourites filter and least-recently-cooked order,
/// and the rules when a recipe or an account goes.
@Suite("Favourites and the cooking log")
struct CookingTests {
    @Test("stars are each member's own; the list filters on mine; another household's recipe cannot be starred")
    func favourites() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            let soup = try await ada.createRecipe("Leek soup")
            _ = try await ada.createRecipe("Bread")
            try await ada.get("/recipes/\(soup.uuidString)")
            let starred = try await ada.post("/recipes/\(soup.uuidString)/favourite", [("favourite", "yes")])
            #expect(try await ada.follow(starred).text.contains("aria-pressed=\"true\">★ Favourite"))
            #expect(try await grace.get("/recipes/\(soup.uuidString)").text.contains("☆ Add to favourites"))

            let mine = try await ada.get("/recipes?favourites=mine")
            #expect(mine.text.contains("Leek soup") && !mine.text.contains(">Bread<"))
            #expect(mine.text.contains(#"value="mine" checked"#))
            #expect(try await grace.get("/recipes?favourites=mine").text.contains("Nothing matches"))
            #expect(try #require(mine.statements) <= 2)

            try await ada.post("/recipes/\(soup.uuidString)/favourite", [("favourite", "no")])
            #expect(try await ada.get("/recipes?favourites=mine").text.contains("Nothing matches"))

            let mallory = try await app.owner(of: "Elsewhere", name: "Mallory")
            #expect(try await mallory.post("/recipes/\(soup.uuidString)/favourite", [("favourite", "yes")]).status == .notFound)
            #expect(try await app.pool.query("SELECT count(*) FROM favourites")[0].decode(Int.self) == 0)
        }
    }

    @Test("“I cooked it” is noted with day, servings and note, summed up on the recipe page, and the list sorts by least recently cooked")
    func cookedIt() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            let soup = try await ada.createRecipe("Leek soup")
            let bread = try await ada.createRecipe("Bread")
            _ = try await ada.createRecipe("Pie")
            let page = try await ada.get("/recipes/\(soup.uuidString)")
            #expect(page.text.contains("Not cooked yet."))
            #expect(try #require(page.statements) <= 3)

            try await ada.post("/recipes/\(soup.uuidString)/cooked", [("cooked_on", "2026-11-10"), ("servings", "4"), ("note", "More pepper")])
            let noted = try await grace.post("/recipes/\(soup.uuidString)/cooked", [("cooked_on", "2026-11-12"), ("servings", "2"), ("note", "")])
            #expect(noted.status == .seeOther)
            try await ada.post("/recipes/\(bread.uuidString)/cooked", [("cooked_on", "2026-11-01"), ("servings", "8")])
            let after = try await ada.get("/recipes/\(soup.uuidString)")
            #expect(after.text.contains("Cooked twice, last on 12 Nov 2026 by Grace."))
            #expect(after.text.contains("10 Nov 2026 by Ada, for 4") && after.text.contains("“More pepper”"))
            #expect(try #require(after.statements) <= 3)

            let list = try await ada.get("/recipes?sort=least-cooked")
            let order = ["Pie", "Bread", "Leek soup"].compactMap { list.text.range(of: ">\($0)</a>")?.lowerBound }
            #expect(order.count == 3 && order == order.sorted(), "never cooked first, then the oldest")
        }
    }

    @Test("a bad cooked-it form is shown again with the typing kept and a message per field, and nothing is noted")
    func badInput() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let soup = try await ada.createRecipe("Leek soup")
            try await ada.get("/recipes/\(soup.uuidString)/cooked")
            let future = Day(Date()).adding(days: 30).iso
            for (day, servings, message) in [("yesterday", "2", "Give the day as a date"), (future, "2", "That day has not come yet"),
                                             ("2026-11-10", "0", "Servings must be a whole number between 1 and 100"),
                                             ("2026-02-30", "x", "Give the day as a date")] {
                let response = try await ada.post("/recipes/\(soup.uuidString)/cooked", [("cooked_on", day), ("servings", servings), ("note", "Typed")])
                #expect(response.status == .unprocessableContent, "\(day) \(servings)")
                #expect(response.text.contains(message), "\(day) \(servings)")
                #expect(response.text.contains(#"value="Typed""#) && response.text.contains("value=\"\(day)\""))
            }
            let long = try await ada.post("/recipes/\(soup.uuidString)/cooked", [("cooked_on", "2026-11-10"), ("servings", "2"),
                                                                              ("note", String(repeating: "n", count: 501))])
            #expect(long.status == .unprocessableContent)
            #expect(try await app.pool.query("SELECT count(*) FROM cooking_log")[0].decode(Int.self) == 0)
        }
    }

    @Test("an entry can be removed; deleting the cook's account keeps the entry without a cook; deleting the recipe takes the log and plan, and undo brings them back")
    func rules() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            let soup = try await ada.createRecipe("Leek soup")
            try await grace.post("/recipes/\(soup.uuidString)/cooked", [("cooked_on", "2026-11-12"), ("servings", "2")])
            try await ada.post("/recipes/\(soup.uuidString)/cooked", [("cooked_on", "2026-11-13"), ("servings", "3")])
            try await grace.post("/recipes/\(soup.uuidString)/favourite", [("favourite", "yes")])
            let entries = try await app.pool.query("SELECT id FROM cooking_log ORDER BY cooked_on").decode(UUID.self)

            let mallory = try await app.owner(of: "Elsewhere", name: "Mallory")
            #expect(try await mallory.post("/recipes/\(soup.uuidString)/cooked/\(entries[1].uuidString)/delete").status == .notFound)
            try await ada.post("/recipes/\(soup.uuidString)/cooked/\(entries[1].uuidString)/delete")
            #expect(try await app.pool.query("SELECT last_cooked_on::text FROM recipes WHERE id = \(soup)")[0].decode(String.self) == "2026-11-12")

            try await grace.get("/account/delete")
            let gone = try await grace.post("/account/delete")
            #expect(gone.status == .seeOther)
            #expect(try await ada.get("/recipes/\(soup.uuidString)").text.contains("Cooked once, last on 12 Nov 2026."))
            #expect(try await app.pool.query("SELECT count(*) FROM favourites")[0].decode(Int.self) == 0)

            try await ada.post("/recipes/\(soup.uuidString)/plan", [("day", "2026-11-20"), ("slot", "lunch"), ("servings", "2")])
            try await ada.get("/recipes/\(soup.uuidString)/delete")
            try await ada.post("/recipes/\(soup.uuidString)/delete")
            #expect(try await app.pool.query("SELECT count(*) FROM cooking_log")[0].decode(Int.self) == 0)
            try await ada.post("/recipes/\(soup.uuidString)/restore")
            #expect(try await ada.get("/recipes/\(soup.uuidString)").text.contains("Cooked once, last on 12 Nov 2026."))
            #expect(try await ada.get("/plan?week=2026-11-20").text.contains("Leek soup, for 2"))
        }
    }
}
