import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("Reaching imported recipes and the household export")
struct ImportLinkTests {
    @Test("the import result links each new recipe to its page, and the list links the household export, which downloads every recipe")
    func linksThatLead() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let empty = try await ada.get("/recipes")
            #expect(!empty.text.contains("href=\"/export\""), "an empty cookbook offers nothing to export")

            let document = #"{"@context":"https://schema.org","@type":"Recipe","name":"Lemon tart","recipeIngredient":["3 lemons"],"recipeInstructions":"Bake it."}"#
            try await ada.get("/import")
            let result = try await ada.post("/import", [("json", document), ("on_conflict", "rename")])
            #expect(result.status == .ok)
            let link = try #require(result.text.firstMatch(of: /<li><a href="([^"]*)">Lemon tart<\/a><\/li>/)?.1)
            #expect(link.hasPrefix("/recipes/") && UUID(uuidString: String(link.dropFirst("/recipes/".count))) != nil)
            let page = try await ada.get(String(link))
            #expect(page.status == .ok && page.text.contains("<h1>Lemon tart</h1>"))

            let list = try await ada.get("/recipes")
            #expect(list.text.contains("href=\"/export\""))
            let export = try await ada.get("/export")
            #expect(export.status == .ok && export.headers[.contentDisposition]?.contains("attachment") == true)
            #expect(export.text.contains("Lemon tart"))
        }
    }
}
