import Foundation
import LarderExchange
import LarderModel

public enum Sample {
    public static let household = UUID()
    public static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])

    public static func skill(_ name: String, _ category: SkillCategory) -> Skill {
        Skill(id: UUID(), name: name, category: category, arFileName: nil)
    }

    public static func line(_ text: String, _ quantity: Decimal?, _ unit: String, _ ingredient: String?, note: String = "") -> LineDetail {
        LineDetail(id: UUID(), text: text, quantity: quantity, quantityMax: nil, unit: unit, note: note,
                   ingredient: ingredient.map { IngredientReference(id: UUID(), name: $0) })
    }

    public static func recipe(_ name: String, summary: String, servings: Int, sourceURL: String?, createdAt: Date, steps: [StepDetail]) -> RecipeDetail {
        let numbered = steps.enumerated().map { index, step in
            var step = step
            step.position = index
            return step
        }
        return RecipeDetail(id: UUID(), householdID: household, name: name, summary: summary, servings: servings, sourceURL: sourceURL,
                            author: RecipeDetail.Author(id: UUID(), displayName: "Sam"), createdAt: createdAt, updatedAt: createdAt,
                            totalTimeSeconds: numbered.compactMap(\.time?.seconds).reduce(0, +), steps: numbered)
    }

    public static func step(_ instructions: String, time: StepTime? = nil, tools: [Tool] = [], skills: [Skill] = [], lines: [LineDetail] = []) -> StepDetail {
        StepDetail(id: UUID(), position: 0, instructions: instructions, time: time, tools: tools, skills: skills, lines: lines)
    }

    public static let soup = recipe(
        "Onion soup", summary: "Sweet, slow onions in a dark broth.", servings: 4,
        sourceURL: "https://example.com/onion-soup", createdAt: Date(timeIntervalSince1970: 1_700_000_000),
        steps: [
            step("Slice the onions and soften them in the butter.", time: StepTime(minutes: 10, kind: .active),
                 tools: [Tool(name: "Dutch oven", note: "5 litre")], skills: [skill("Dicing", .cutting)],
                 lines: [line("1.5 kg onions, sliced", 1.5, "kg", "onion", note: "sliced"), line("2 tbsp butter", 2, "tbsp", "butter")]),
            step("Pour in the stock and simmer, then season with salt.", time: StepTime(minutes: 40, kind: .passive),
                 lines: [line("1 l beef stock", 1, "l", "beef stock"), line("salt to taste", nil, "", "salt", note: "to taste")]),
        ])

    public static let bread = recipe(
        "Country loaf", summary: "", servings: 2, sourceURL: nil, createdAt: Date(timeIntervalSince1970: 1_700_000_500.25),
        steps: [
            step("Mix the flour, salt and water, then knead for 10 minutes.", time: StepTime(minutes: 15, kind: .active),
                 skills: [skill("Kneading", .baking)],
                 lines: [line("500 g flour", 500, "g", "flour"), line("10 g salt", 10, "g", "salt"), line("350 ml water", 350, "ml", "water")]),
            step("Prove until doubled.", time: StepTime(seconds: 7200, kind: .passive)),
            step("Bake at 230 °C.", time: StepTime(minutes: 40, kind: .passive)),
        ])

    public static func ids(of recipe: RecipeDetail) -> [UUID] {
        [recipe.id, recipe.householdID] + recipe.steps.flatMap { step in
            [step.id] + step.skills.map(\.id) + step.lines.flatMap { [$0.id] + ($0.ingredient.map { [$0.id] } ?? []) }
        }
    }

    /// What the repository would read back after saving an import: the same content, new ids.
    public static func details(from payload: ImportPayload) -> [RecipeDetail] {
        payload.recipes.map { imported in
            recipe(imported.draft.name, summary: imported.draft.summary, servings: imported.draft.servings,
                   sourceURL: imported.draft.sourceURL, createdAt: imported.createdAt ?? Date(),
                   steps: imported.draft.steps.map { step in
                       self.step(step.instructions, time: step.time, tools: step.tools,
                                 skills: step.skills.map { skill($0.name, $0.category) },
                                 lines: step.lines.map { line in
                                     LineDetail(id: UUID(), text: line.text, quantity: line.quantity, quantityMax: line.quantityMax, unit: line.unit,
                                                note: line.note, ingredient: line.ingredient.map { IngredientReference(id: UUID(), name: $0) })
                                 })
                   })
        }
    }

    public static func document(version: Int = 1, ingredients: String = "[]", skills: String = "[]", recipes: String = "[]") -> Data {
        Data(#"""
            {"format": "larder-recipes", "version": \#(version), "exportedAt": "2024-05-01T12:30:00.000Z", "household": "Home",
             "ingredients": \#(ingredients), "skills": \#(skills), "recipes": \#(recipes)}
            """#.utf8)
    }
}
