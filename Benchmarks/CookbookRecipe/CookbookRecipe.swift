import Foundation
import LarderModel

/// A cookbook recipe, the same every run.
public enum CookbookRecipe {
    public static let household = Household(id: UUID(uuidString: "5C6F7D2E-0000-4000-8000-000000000001")!, name: "Benchmark kitchen",
                                             createdAt: Date(timeIntervalSince1970: 1_700_000_000), timeZone: "Europe/London")

    static func id(_ number: Int) -> UUID {
        UUID(uuidString: String(format: "00000000-0000-4000-8000-%012d", number))!
    }

    static let ingredients = ["plain flour", "unsalted butter", "caster sugar", "egg", "whole milk", "lemon", "baking powder", "salt",
                              "double cream", "vanilla extract", "icing sugar", "ground almonds", "dark chocolate", "cocoa powder"]
    static let units = ["g", "ml", "tbsp", "tsp", "", "pinch"]

    public static func make() -> RecipeDetail {
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
