import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// The recipe list's Previous and Next links: each names the recipe next to its page, so that a
/// deep page is a range of an index, and the links keep the search, filters and sort.
@Suite("Paging through the recipe list")
struct ListPagingTests {
    /// The recipes a list page shows, in order.
    static func names(_ page: TestResponse) -> [String] {
        page.text.components(separatedBy: "<h2><a href=\"/recipes/").dropFirst().map { card in
            String(card.drop { $0 != ">" }.dropFirst().prefix { $0 != "<" })
        }
    }

    /// Where the page's link with this `rel` goes, if it has one.
    static func link(_ rel: String, of page: TestResponse) -> String? {
        guard let end = page.text.range(of: "\" rel=\"\(rel)\"") else { return nil }
        let start = page.text[..<end.lowerBound].range(of: "href=\"", options: .backwards)!.upperBound
        return String(page.text[start..<end.lowerBound]).htmlUnescaped
    }

    @Test("Next walks the whole list a page at a time and Previous walks back, in at most 2 statements a page, keeping the search and sort")
    func nextAndPrevious() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let (household, author) = (try await app.householdID("Hill House"), try await app.userID("Ada"))
            let recipes = RecipeRepository(pool: app.pool)
            for number in 1...60 {
                _ = try await recipes.create(RecipeDraft(name: String(format: "Dish %02d", number), steps: [StepDraft(instructions: "Cook.")]),
                                             in: household, author: author)
            }
            let everything = (1...60).map { String(format: "Dish %02d", $0) }

            var page = try await ada.get("/recipes")
            var pages = [Self.names(page)]
            #expect(page.text.contains("Page 1 of 3") && Self.link("prev", of: page) == nil)
            var forward: [String] = []
            while let next = Self.link("next", of: page) {
                #expect(next.contains("after="), "\(next)")
                forward.append(next)
                page = try await ada.get(next)
                #expect(page.status == .ok)
                #expect(try #require(page.statements) <= 2)
                pages.append(Self.names(page))
            }
            #expect(pages.map(\.count) == [24, 24, 12])
            #expect(Array(pages.joined()) == everything)
            #expect(page.text.contains("Page 3 of 3") && page.text.contains("60 recipes"))

            var back = [Self.names(page)]
            while let previous = Self.link("prev", of: page) {
                page = try await ada.get(previous)
                #expect(page.status == .ok)
                #expect(try #require(page.statements) <= 2)
                back.insert(Self.names(page), at: 0)
            }
            #expect(back == pages, "Previous shows the pages Next showed")
            #expect(page.text.contains("Page 1 of 3"))

            // A search, newest first: the links carry both, and the pages are the matches in order.
            page = try await ada.get("/recipes?q=dish&sort=newest")
            var searched = Self.names(page)
            #expect(page.text.contains("More than 24 recipes match"))
            while let next = Self.link("next", of: page) {
                #expect(next.contains("q=dish") && next.contains("sort=newest"), "\(next)")
                page = try await ada.get(next)
                searched += Self.names(page)
            }
            #expect(searched == everything.reversed())

            // The recipe a saved link was made next to is deleted: the page comes by its number.
            try await app.pool.query("DELETE FROM recipes WHERE household_id = \(household) AND name = 'Dish 24'")
            page = try await ada.get(forward[0])
            #expect(page.status == .ok)
            #expect(Self.names(page) == Array(everything[25..<49]), "page 2 of the list as it is now")
            // A link with nonsense, or another household's recipe, in it is the page by its number.
            for path in ["/recipes?page=2&after=nonsense", "/recipes?page=2&before=\(UUID().uuidString)"] {
                page = try await ada.get(path)
                #expect(page.status == .ok && Self.names(page) == Array(everything[25..<49]), "\(path)")
            }
        }
    }

    @Test("the filters panel opens for its own filters, not for a search by words, whose results it would push down")
    func filtersPanelStaysOutOfTheWay() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createRecipe("Crème brûlée")
            func panelOpens(_ path: String) async throws -> Bool {
                let page = try await ada.get(path)
                #expect(page.status == .ok, "\(path)")
                let tag = try #require(page.text.firstMatch(of: /<details class="filters"[^>]*>/).map { String($0.0) }, "\(path)")
                #expect(tag.contains("data-remember=\"larder:filters\""), "the script cannot keep the panel as it was left: \(tag)")
                return tag.contains(" open")
            }
            #expect(try await !panelOpens("/recipes"))
            #expect(try await !panelOpens("/recipes?q=creme+brulee"))
            for filtered in ["/recipes?q=creme&ingredient=flour", "/recipes?skill=kneading", "/recipes?max_minutes=30", "/recipes?favourites=mine",
                             "/recipes?rating=4", "/recipes?sort=newest"] {
                #expect(try await panelOpens(filtered), "\(filtered)")
            }
            // The accented name is found typed without its accents.
            let found = try await ada.get("/recipes?q=creme+brulee")
            #expect(found.text.htmlUnescaped.contains("Crème brûlée"))
        }
    }
}
