import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("Quantities in each person's units")
struct UnitsPagesTests {
    static let bread = RecipeDraft(name: "Milk bread", summary: "Soft.", servings: 4, steps: [
        StepDraft(instructions: "Mix.", lines: [
            IngredientLineParser.parse("1 cup flour"), IngredientLineParser.parse("1 cup milk"), IngredientLineParser.parse("2 cloves garlic"),
        ]),
        StepDraft(instructions: "Glaze.", lines: [IngredientLineParser.parse("100 ml milk"), IngredientLineParser.parse("8 oz butter")]),
    ])

    @Test("the recipe page shows quantities as written, metric or US, converts volume to mass only with a density, and sums across units")
    func recipePage() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let id = try await RecipeRepository(pool: app.pool).create(
                Self.bread, in: try await app.householdID("Hill House"), author: try await app.userID("Ada"))
            let page = "/recipes/\(id.uuidString)"

            let written = ServingsTests.lists(try await ada.get(page).text)
            #expect(written.steps == ["1 cup flour", "1 cup milk", "2 cloves garlic", "100 ml milk", "8 oz butter"])
            #expect(written.ingredients.filter { $0.hasSuffix("milk") }.count == 1, "1 cup and 100 ml of milk are one line: \(written.ingredients)")

            let metricPage = try await ada.get(page + "?units=metric")
            #expect(metricPage.text.contains(#"<span aria-current="true">metric</span>"#))
            let metric = ServingsTests.lists(metricPage.text)
            // No density for flour yet: it stays a volume.
            #expect(metric.steps == ["240 ml flour", "240 ml milk", "2 cloves garlic", "100 ml milk", "230 g butter"])
            #expect(metric.ingredients.contains("340 ml milk"), "\(metric.ingredients)")
            // The servings links keep the units asked for.
            #expect(metricPage.text.contains("\(page)?servings=5&amp;units=metric"))

            // A density, typed with a decimal comma, lets metric weigh the flour.
            let flour = try await app.pool.query("SELECT id FROM ingredients WHERE name = 'flour'")[0].decode(UUID.self)
            let refused = try await ada.follow(try await ada.post("/ingredients/\(flour.uuidString)/density", [("density", "heavy")]))
            #expect(refused.text.contains("Give the density in grams per millilitre"))
            try await ada.post("/ingredients/\(flour.uuidString)/density", [("density", "0,53")])
            #expect(try await ada.get("/ingredients").text.contains("0.53 g/ml"))
            #expect(ServingsTests.lists(try await ada.get(page + "?units=metric").text).steps.first == "125 g flour")

            let us = ServingsTests.lists(try await ada.get(page + "?units=us").text)
            #expect(us.steps == ["1 cup flour", "1 cup milk", "2 cloves garlic", "7 tbsp milk", "8 oz butter"])
        }
    }

    @Test("each person's default shows on their pages and on the shared shopping list; another member keeps theirs")
    func personalDefault() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let sam = try await app.member(of: ada, name: "Sam")
            let id = try await RecipeRepository(pool: app.pool).create(
                Self.bread, in: try await app.householdID("Hill House"), author: try await app.userID("Ada"))
            try await ada.post("/recipes/\(id.uuidString)/shop", [("servings", "4")])
            // A measured line linked to no ingredient is converted on the list too.
            var stock = IngredientLineParser.parse("1 cup stock")
            stock.ingredient = nil
            let soup = try await RecipeRepository(pool: app.pool).create(
                RecipeDraft(name: "Soup", summary: "", servings: 2, steps: [StepDraft(instructions: "Heat.", lines: [stock])]),
                in: try await app.householdID("Hill House"), author: try await app.userID("Ada"))
            try await ada.post("/recipes/\(soup.uuidString)/shop", [("servings", "2")])

            let chosen = try await ada.post("/account/units", [("units", "metric"), ("back", "/shopping")])
            #expect(chosen.status == .seeOther)
            #expect(chosen.headers[.location] == "/shopping")
            let adaList = try await ada.follow(chosen).text
            #expect(adaList.contains("340 ml milk"))
            #expect(adaList.contains("240 ml stock"))
            #expect(adaList.contains(#"value="metric" class="button button--small button--primary" aria-pressed="true""#))
            #expect(ServingsTests.lists(try await ada.get("/recipes/\(id.uuidString)").text).steps.last == "230 g butter")

            let samList = try await sam.get("/shopping").text
            #expect(!samList.contains("340 ml milk"))
            #expect(samList.contains("8 oz butter"))
            // A page may still be asked in other units than the default.
            #expect(ServingsTests.lists(try await ada.get("/recipes/\(id.uuidString)?units=written").text).steps.last == "8 oz butter")

            #expect(try await ada.post("/account/units", [("units", "imperial"), ("back", "/shopping")]).status == .badRequest)
            #expect(try await ada.post("/account/units", [("units", "us"), ("back", "https://evil.example/")]).headers[.location] == "/account")
        }
    }
}
