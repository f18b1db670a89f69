import Benchmark
import Foundation
import LarderModel
import LarderWeb

/// The recipe page's work after its statements, on a cookbook recipe like the one the callgrind
/// study measured (13 steps, 42 lines, about 27 KB of HTML): the view built from the recipe, and
/// the HTML written from the view. `make bench-render` runs it; the target is under 50 µs for the HTML.
let benchmarks: @Sendable () -> Void = {
    let rendering = RecipePageRendering(recipe: CookbookRecipe.make(), household: CookbookRecipe.household,
                                        history: RecipeHistory(isFavourite: true, timesCooked: 4, recent: []))
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
                                                maxDuration: .seconds(5), maxIterations: 100_000)

    Benchmark("recipe page: HTML from its view", configuration: configuration) { benchmark, view in
        for _ in benchmark.scaledIterations {
            blackHole(view.html())
        }
    } setup: {
        try rendering.view()
    }

    Benchmark("recipe page: view and HTML from the recipe", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try rendering.view().html())
        }
    }
}

/// A cookbook recipe, the same every run.
enum CookbookRecipe {
    static let household = Household(id: UUID(uuidString: "5C6F7D2E-0000-4000-8000-000000000001")!, name: "Benchmark kitchen",
                                      createdAt: Date(timeIntervalSince1970: 1_700_000_000), timeZone: "Europe/London")

    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
    }

    static let ingredients = ["plain flour", "unsalted butter", "caster sugar", "egg", "whole milk", "lemon", "baking powder", "salt",
                              "double cream", "vanilla extract", "icing sugar", "ground almonds", "dark chocolate", "cocoa powder"]
    static let units = ["g", "ml", "tbsp", "tsp", "", "pinch"]

    static func make() -> RecipeDetail {
        var number = 100
        func line(_ index: Int) -> LineDetail {
            number += 1
            let name = ingredients[index % ingredients.count]
            let unit = units[index % units.count]
            let quantity = Decimal(25 * (index % 8 + 1))
            return LineDetail(id: id(number), text: "\(quantity) \(unit) \(name), at room temperature & sifted", quantity: quantity,
                              quantityMax: index % 5 == 0 ? quantity + 10 : nil, unit: unit, note: index % 3 == 0 ? "at room temperature" : "",
                              ingredient: IngredientReference(id: id(1_000 + index % ingredients.count), name: name))
        }
        var lineIndex = 0
        let steps = (0..<13).map { position -> StepDetail in
            let count = position == 0 ? 6 : position < 10 ? 4 : 0
            let lines = (0..<count).map { _ in defer { lineIndex += 1 }; return line(lineIndex) }
            return StepDetail(
                id: id(10 + position), position: position,
                instructions: "Step \(position + 1): beat the butter and sugar until pale and fluffy, about 3–4 minutes; "
                    + "scrape the bowl, then add the eggs one at a time, mixing well after each. Don't rush it — \"light\" matters here.",
                time: StepTime(minutes: 5 + position * 3, kind: position % 4 == 3 ? .passive : .active),
                tools: position % 2 == 0 ? [Tool(name: "stand mixer"), Tool(name: "spatula", note: "silicone")] : [Tool(name: "oven")],
                skills: position % 3 == 0 ? [Skill(id: id(2_000 + position), name: "Creaming", category: .mixing, arFileName: nil)] : [],
                lines: lines)
        }
        return RecipeDetail(
            id: id(1), householdID: household.id, name: "Lemon & almond drizzle cake",
            summary: "A tender, buttery loaf soaked in sharp lemon syrup while it is still warm.", servings: 8,
            sourceURL: "https://example.com/recipes/lemon-drizzle?ref=cookbook&page=2", author: RecipeDetail.Author(id: id(3), displayName: "Ada"),
            createdAt: Date(timeIntervalSince1970: 1_700_000_000), updatedAt: Date(timeIntervalSince1970: 1_700_086_400),
            totalTimeSeconds: 5_400, version: 7, photo: PhotoReference(digest: String(repeating: "ab", count: 32), width: 1_200, height: 800),
            tags: [Tag(id: id(4), name: "baking"), Tag(id: id(5), name: "cake"), Tag(id: id(6), name: "lemon")],
            rating: 4.5, ratingCount: 4, lines: (0..<2).map { _ in defer { lineIndex += 1 }; return line(lineIndex) }, steps: steps)
    }
}
