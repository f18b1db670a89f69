import Foundation
import LarderModel

public enum Dish {
    public static func line(_ text: String, _ quantity: Decimal? = nil, _ unit: String = "", _ ingredient: String? = nil) -> LineDraft {
        LineDraft(text: text, quantity: quantity, unit: unit, ingredient: ingredient)
    }

    public static let leekSoup = RecipeDraft(name: "Leek soup", summary: "Silky and green.", servings: 4, steps: [
        StepDraft(instructions: "Slice the leeks and the onion.", time: StepTime(minutes: 10, kind: .active),
                  tools: [Tool(name: "Chef's knife")], skills: [SkillDraft(name: "Dicing", category: .cutting)],
                  lines: [line("2 leeks", 2, "", "Leek"), line("1 onion", 1, "", "Onion")]),
        StepDraft(instructions: "Simmer in the stock until soft.", time: StepTime(minutes: 30, kind: .passive),
                  skills: [SkillDraft(name: "Simmering", category: .cooking)],
                  lines: [line("500 ml stock", 500, "ml", "Stock")]),
    ])

    public static let onionTart = RecipeDraft(name: "Onion tart", servings: 6, steps: [
        StepDraft(instructions: "Soften the onions slowly.", time: StepTime(minutes: 40, kind: .active),
                  skills: [SkillDraft(name: "Dicing", category: .cutting)],
                  lines: [line("3 onions", 3, "", "onion")]),
    ])

    /// A recipe of `steps` steps with `linesPerStep` lines each, every line its own ingredient.
    public static func large(_ name: String, steps: Int, linesPerStep: Int) -> RecipeDraft {
        RecipeDraft(name: name, steps: (0..<steps).map { step in
            StepDraft(instructions: "Step \(step + 1): stir and keep an eye on it.", time: StepTime(minutes: 1, kind: .active),
                      skills: [SkillDraft(name: "Skill \(step % 5)")],
                      lines: (0..<linesPerStep).map { line("\($0 + 1) g item \(step)-\($0)", Decimal($0 + 1), "g", "Item \(step)-\($0)") })
        })
    }

    /// The smallest recipe that is still a recipe: bulk seeding uses thousands of them.
    public static func tiny(_ name: String, minutes: Int = 5) -> RecipeDraft {
        RecipeDraft(name: name, steps: [StepDraft(instructions: "Make it.", time: StepTime(minutes: minutes, kind: .active))])
    }
}
