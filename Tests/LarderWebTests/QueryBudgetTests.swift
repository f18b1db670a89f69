import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("Query budgets")
struct QueryBudgetTests {
    static func draft(_ name: String, steps: Int) -> RecipeDraft {
        RecipeDraft(name: name, summary: "Bread", servings: 2, tags: ["Baking", "Batch \(steps % 3)"], steps: (1...steps).map { number in
            StepDraft(instructions: "Step \(number)", time: StepTime(minutes: 3, kind: number.isMultiple(of: 2) ? .passive : .active),
                      tools: [Tool(name: "Bowl")], skills: [SkillDraft(name: "Skill \(number % 7)")],
                      lines: [IngredientLineParser.parse("\(number) g ingredient \(number % 11)"), IngredientLineParser.parse("a pinch of salt")])
        })
    }

    @Test("the recipe page takes at most 3 statements, for a 1-step recipe and a 40-step one alike")
    func recipePage() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let (household, author) = (try await app.householdID("Hill House"), try await app.userID("Ada"))
            let recipes = RecipeRepository(pool: app.pool)
            let short = try await recipes.create(Self.draft("Flatbread", steps: 1), in: household, author: author)
            let long = try await recipes.create(Self.draft("Sourdough", steps: 40), in: household, author: author)
            let photos = PhotoRepository(pool: app.pool)
            try await photos.set(try await PhotoTests.preparedPhoto(), for: long, in: household)

            let shortPage = try await ada.get("/recipes/\(short.uuidString)")
            let longPage = try await ada.get("/recipes/\(long.uuidString)")
            #expect(shortPage.status == .ok)
            #expect(longPage.status == .ok)
            #expect(longPage.text.contains("Step 40"))
            #expect(longPage.text.contains("class=\"recipe-photo\""))
            let (few, many) = (try #require(shortPage.statements), try #require(longPage.statements))
            #expect(few <= 3)
            #expect(many <= 3)
            #expect(few == many)
        }
    }

    @Test("the recipe list and a search take at most 2 statements, for 1 recipe and for 50 alike")
    func listAndSearch() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let (household, author) = (try await app.householdID("Hill House"), try await app.userID("Ada"))
            let recipes = RecipeRepository(pool: app.pool)
            let searches = ["/recipes", "/recipes?q=bread", "/recipes?ingredient=salt&skill=Skill+1&max_minutes=90&sort=quickest&page=1",
                            "/recipes?tag=baking&tag=Batch+2"]

            _ = try await recipes.create(Self.draft("Bread 1", steps: 2), in: household, author: author)
            var one: [Int] = []
            for path in searches {
                let page = try await ada.get(path)
                #expect(page.status == .ok)
                #expect(page.text.contains("Bread 1"), "\(path)")
                one.append(try #require(page.statements))
            }

            let photo = try await PhotoTests.preparedPhoto()
            for number in 2...50 {
                let id = try await recipes.create(Self.draft("Bread \(number)", steps: 2), in: household, author: author)
                try await PhotoRepository(pool: app.pool).set(photo, for: id, in: household)
            }
            var fifty: [Int] = []
            for path in searches {
                let page = try await ada.get(path)
                #expect(page.status == .ok)
                // A search counts only as far as the next page; the whole list counts to 1,000.
                #expect(page.text.contains(path == "/recipes" ? "50 recipes" : "More than 24 recipes match"), "\(path)")
                #expect(page.text.contains("class=\"recipe-card-photo\""), "\(path): thumbnails shown")
                fifty.append(try #require(page.statements))
            }

            #expect(one.allSatisfy { $0 <= 2 }, "\(one)")
            #expect(fifty.allSatisfy { $0 <= 2 }, "\(fifty)")
            #expect(one == fifty)
        }
    }

    @Test("the catalogs take at most 2 statements however many recipes use them, and show 100 entries a page")
    func catalogs() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let (household, author) = (try await app.householdID("Hill House"), try await app.userID("Ada"))
            let recipes = RecipeRepository(pool: app.pool)
            _ = try await recipes.create(Self.draft("Bread 1", steps: 3), in: household, author: author)
            var few: [Int] = []
            for path in ["/ingredients", "/skills"] {
                let page = try await ada.get(path)
                #expect(page.status == .ok)
                few.append(try #require(page.statements))
            }

            // 59 more recipes of 40 steps, two lines each, and 150 ingredients: two pages.
            for number in 2...60 { _ = try await recipes.create(Self.draft("Bread \(number)", steps: 40), in: household, author: author) }
            try await app.pool.query("INSERT INTO ingredients (household_id, name) SELECT \(household), 'spare ' || n FROM generate_series(1, 138) n")
            var many: [Int] = []
            let first = try await ada.get("/ingredients")
            #expect(first.text.contains("150 ingredients") && first.text.contains("Page 1 of 2"))
            #expect(first.text.contains("In 2,363 recipe lines"), "a pinch of salt, in every step: 3 + 59 × 40")
            many.append(try #require(first.statements))
            let second = try await ada.get("/ingredients?page=2")
            #expect(second.text.contains("Page 2 of 2") && second.text.contains("spare 99"))
            #expect(!second.text.contains(">salt<"), "salt is on the first page")
            many.append(try #require(second.statements))
            let skills = try await ada.get("/skills")
            #expect(skills.text.contains("In 355 steps"), "Skill 1: step 1 of the first recipe, steps 1, 8, 15, 22, 29 and 36 of 59 more")
            many.append(try #require(skills.statements))
            #expect(few.allSatisfy { $0 <= 2 }, "\(few)")
            #expect(many.allSatisfy { $0 <= 2 }, "\(many)")
        }
    }
}
