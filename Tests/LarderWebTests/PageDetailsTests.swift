import Foundation
import Hummingbird
import HummingbirdTesting
import LarderWeb
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("Small things on the recipe list, the plan and the delete page")
struct PageDetailsTests {
    @Test("small things: a page past the end is the last page, never-cooked recipes come by name, the week's list is one click, confirmations speak a cook's words")
    func smallThings() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            for name in ["Cake", "Bread", "Apple pie"] { _ = try await ada.createRecipe(name) }
            let far = try await ada.get("/recipes?page=99")
            #expect(far.status == .found || far.status == .seeOther)
            #expect(far.headers[.location] == "/recipes")
            let leastCooked = try await ada.get("/recipes?sort=least-cooked")
            let names = leastCooked.text.matches(of: /<h2><a href="\/recipes\/[^"]+">([^<]+)<\/a><\/h2>/).map { String($0.1) }
            #expect(names == ["Apple pie", "Bread", "Cake"])
            let week = try await ada.get("/plan")
            #expect(week.text.contains("<form class=\"page-actions\" method=\"post\" action=\"/shopping/days\">"))
            let cake = try await app.pool.query("SELECT id FROM recipes WHERE name = 'Cake'")[0].decode(UUID.self)
            let confirm = try await ada.get("/recipes/\(cake.uuidString)/delete")
            #expect(confirm.text.contains("1 skill mentioned on a step") && !confirm.text.contains("links between"))
        }
    }
}
