import Foundation
import LarderModel

/// Recipe drafts flattened into the rows the save statement writes, sent as one jsonb
/// parameter. Steps and lines are addressed by recipe id and position, so the statement can give
/// new steps fresh ids and keep the ids of steps that stay. Many recipes fit in one payload:
/// imports and the seeder write hundreds per statement.
struct RecipeGraphPayload: Encodable {
    struct Recipe: Encodable {
        var id: UUID
        var name: String
        var summary: String
        var servings: Int
        var sourceURL: String?
        var createdAt: Date?
        var publishedAt: Date?
        var prepTimeSeconds: Int?
        var cookTimeSeconds: Int?
        var statedTotalSeconds: Int?
        /// Ready in: the one figure the list shows and sorts by, computed here from the schedule.
        var totalTimeSeconds: Int
    }

    struct Step: Encodable {
        var recipe: UUID
        var position: Int
        var id: UUID?
        var instructions: String
        var timeSeconds: Int?
        var timeKind: String?
        var duringStep: Int?
        var tools: [Tool]
    }

    struct Line: Encodable {
        var recipe: UUID
        /// The step's position; nil for a line of the recipe's own ("You will need").
        var step: Int?
        var position: Int
        var text: String
        var quantity: String?
        var quantityMax: String?
        var unit: String
        var note: String
        var ingredient: String?
        var equivalents: [MeasureRow]
        var container: [MeasureRow]
        var size: String
        var groupName: String
    }

    /// A measure as the line's jsonb column keeps it, its amounts as text.
    struct MeasureRow: Encodable {
        var quantity: String
        var quantityMax: String?
        var unit: String

        init(_ measure: Measure) {
            quantity = RecipeGraphPayload.decimalText(measure.quantity)
            quantityMax = measure.quantityMax.map(RecipeGraphPayload.decimalText)
            unit = measure.unit
        }
    }

    struct SkillUse: Encodable {
        var recipe: UUID
        var step: Int
        var skill: String
    }

    struct TagUse: Encodable {
        var recipe: UUID
        var tag: String
    }

    struct NewSkill: Encodable {
        var name: String
        var category: String
    }

    var recipes: [Recipe] = []
    var steps: [Step] = []
    var lines: [Line] = []
    var stepSkills: [SkillUse] = []
    var recipeTags: [TagUse] = []
    /// Each ingredient, skill and tag once, ignoring case, so that one upsert never meets a row twice.
    var ingredients: [String] = []
    var skills: [NewSkill] = []
    var tags: [String] = []

    /// `drafts` must be normalized and valid.
    init(_ drafts: [(id: UUID, draft: RecipeDraft, createdAt: Date?)], publishedAt: [UUID: Date] = [:]) {
        var seenIngredients = Set<String>()
        var seenSkills = Set<String>()
        var seenTags = Set<String>()
        for (recipeID, draft, createdAt) in drafts {
            recipes.append(Recipe(id: recipeID, name: draft.name, summary: draft.summary, servings: draft.servings,
                                  sourceURL: draft.sourceURL, createdAt: createdAt, publishedAt: publishedAt[recipeID],
                                  prepTimeSeconds: draft.times.prepSeconds,
                                  cookTimeSeconds: draft.times.cookSeconds, statedTotalSeconds: draft.times.totalSeconds,
                                  totalTimeSeconds: draft.readyIn.seconds))
            func add(_ line: LineDraft, step: Int?, position: Int) {
                lines.append(Line(recipe: recipeID, step: step, position: position, text: line.text,
                                  quantity: line.quantity.map(Self.decimalText), quantityMax: line.quantityMax.map(Self.decimalText),
                                  unit: line.unit, note: line.note, ingredient: line.ingredient,
                                  equivalents: line.equivalents.map(MeasureRow.init), container: line.container.map(MeasureRow.init),
                                  size: line.size, groupName: line.group))
                if let ingredient = line.ingredient, seenIngredients.insert(ingredient.lowercased()).inserted {
                    ingredients.append(ingredient)
                }
            }
            for (index, line) in draft.lines.enumerated() { add(line, step: nil, position: index) }
            for tag in draft.tags {
                recipeTags.append(TagUse(recipe: recipeID, tag: tag))
                if seenTags.insert(tag.lowercased()).inserted { tags.append(tag) }
            }
            // A form may send one step id twice; only the first step keeps it, the other is new.
            var stepIDs = Set<UUID>()
            for (position, step) in draft.steps.enumerated() {
                let id = step.id.flatMap { stepIDs.insert($0).inserted ? $0 : nil }
                steps.append(Step(recipe: recipeID, position: position, id: id, instructions: step.instructions,
                                  timeSeconds: step.time?.seconds, timeKind: step.time?.kind.rawValue, duringStep: step.during,
                                  tools: step.tools))
                for (index, line) in step.lines.enumerated() { add(line, step: position, position: index) }
                var skillsOfStep = Set<String>()
                for skill in step.skills where skillsOfStep.insert(skill.name.lowercased()).inserted {
                    stepSkills.append(SkillUse(recipe: recipeID, step: position, skill: skill.name))
                    if seenSkills.insert(skill.name.lowercased()).inserted {
                        skills.append(NewSkill(name: skill.name, category: skill.category.rawValue))
                    }
                }
            }
        }
    }

    /// Decimals travel as text so that no digit is lost to binary floating point.
    static func decimalText(_ value: Decimal) -> String {
        var rounded = Decimal()
        var source = value
        NSDecimalRound(&rounded, &source, 3, .plain)
        return rounded.description
    }
}

extension JSONEncoder {
    /// snake_case keys, as the SQL's jsonb_to_recordset column lists spell them. Dates go as
    /// seconds (`to_timestamp`): `.iso8601` would drop the fraction of a second.
    static var graphPayload: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.dateEncodingStrategy = .secondsSince1970
        return encoder
    }
}
