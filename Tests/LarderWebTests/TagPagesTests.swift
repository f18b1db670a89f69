import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// Tags through the pages: typed in the editor, shown on the recipe and the list, filtered with
/// AND from links that keep the rest of the URL, renamed and deleted in their catalog.
@Suite("Tags in the pages")
struct TagPagesTests {
    @Test("tags typed in the editor are saved, shown on the recipe page and the list, and an unchanged save writes nothing")
    func editor() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let soup = try await ada.createRecipe("Leek soup", tags: "winter, Vegetarian, winter,  quick ")
            let page = try await ada.get("/recipes/\(soup.uuidString)")
            #expect(page.text.contains(#"<a class="recipe-tag" href="/recipes?tag=quick">quick</a>"#))
            #expect(page.text.firstMatch(of: /tag=Vegetarian">Vegetarian<.*tag=winter">winter</) != nil)

            let form = try await ada.get("/recipes/\(soup.uuidString)/edit")
            #expect(form.text.contains(#"value="quick, Vegetarian, winter""#))
            let version = try await app.pool.query("SELECT version FROM recipes WHERE id = \(soup)")[0].decode(Int.self)
            let unchanged = try await ada.post("/recipes/\(soup.uuidString)/edit", submittedFields(of: form.text))
            #expect(try await ada.follow(unchanged).text.contains("Nothing changed"))
            #expect(try await app.pool.query("SELECT version FROM recipes WHERE id = \(soup)")[0].decode(Int.self) == version)

            let list = try await ada.get("/recipes")
            #expect(list.text.contains(#"<ul class="tag-list tag-list--small" aria-label="Tags">"#))
        }
    }

    @Test("a bad tag shows the form again with the typing kept and a message at the field")
    func badTag() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/recipes/new")
            let long = String(repeating: "very ", count: 12)
            let response = try await ada.post("/recipes/new", [("name", "Soup"), ("servings", "4"), ("tags", "quick, \(long)"),
                                                               ("steps[0][instructions]", "Simmer.")])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("can be at most 50 characters"))
            #expect(response.text.contains("value=\"quick, \(long)\""))
            #expect(try await app.pool.query("SELECT count(*) FROM recipes")[0].decode(Int.self) == 0)
        }
    }

    @Test("the list filters by several tags with AND, shows the household's tags with counts, and its links keep the search")
    func listFilter() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createRecipe("Leek soup", tags: "Vegetarian, Quick")
            _ = try await ada.createRecipe("Leek salad", tags: "vegetarian")
            _ = try await ada.createRecipe("Steak", tags: "quick")
            let mallory = try await app.owner(of: "Elsewhere", name: "Mallory")
            _ = try await mallory.createRecipe("Their leek pie", tags: "Vegetarian, Secret")

            let all = try await ada.get("/recipes")
            #expect(all.text.contains(#"href="/recipes?tag=Quick">Quick <span class="recipe-tag-count">2</span>"#))
            #expect(!all.text.contains("Secret"))

            let both = try await ada.get("/recipes?tag=quick&tag=VEGETARIAN&q=leek")
            #expect(both.text.contains("Leek soup") && !both.text.contains("Leek salad") && !both.text.contains("Steak"))
            #expect(both.text.contains("1 recipe matches"))
            // Each chosen tag's link removes it and keeps the other and the search.
            #expect(both.text.contains(#"href="/recipes?tag=VEGETARIAN&amp;q=leek" aria-current="true""#))
            #expect(both.text.contains(#"<input type="hidden" name="tag" value="quick">"#))
            #expect(try #require(both.statements) <= 2)

            let none = try await ada.get("/recipes?tag=Secret")
            #expect(none.text.contains("Nothing matches"))
        }
    }

    @Test("the tag catalog renames and deletes; another household's tag answers 404 and stays")
    func catalog() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let soup = try await ada.createRecipe("Leek soup", tags: "Veggie, Winter")
            let mallory = try await app.owner(of: "Elsewhere", name: "Mallory")
            _ = try await mallory.createRecipe("Pie", tags: "Theirs")
            let ids = try await app.pool.query("SELECT name, id FROM tags").decode(String.self, UUID.self)
            let id = { (name: String) in ids.first { $0.0 == name }!.1 }

            let page = try await ada.get("/tags")
            #expect(page.text.contains("Veggie") && page.text.contains("In 1 recipe") && !page.text.contains("Theirs"))
            let taken = try await ada.post("/tags/\(id("Veggie").uuidString)/rename", [("name", "winter")])
            #expect(try await ada.follow(taken).text.contains("Another tag already has that name."))
            let renamed = try await ada.post("/tags/\(id("Veggie").uuidString)/rename", [("name", "Vegetarian")])
            #expect(try await ada.follow(renamed).text.contains("The tag is renamed."))
            #expect(try await ada.get("/recipes/\(soup.uuidString)").text.contains(">Vegetarian</a>"))

            let confirm = try await ada.get("/tags/\(id("Winter").uuidString)/delete")
            #expect(confirm.text.contains("1 tag on a recipe"))
            try await ada.post("/tags/\(id("Winter").uuidString)/delete")
            #expect(!(try await ada.get("/recipes/\(soup.uuidString)").text.contains(">Winter</a>")))

            #expect(try await ada.get("/tags/\(id("Theirs").uuidString)/delete").status == .notFound)
            #expect(try await ada.post("/tags/\(id("Theirs").uuidString)/delete").status == .notFound)
            #expect(try await ada.post("/tags/\(id("Theirs").uuidString)/rename", [("name", "Mine")]).status == .notFound)
            #expect(try await app.pool.query("SELECT name FROM tags WHERE id = \(id("Theirs"))")[0].decode(String.self) == "Theirs")
        }
    }
}
