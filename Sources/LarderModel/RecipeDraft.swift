import Foundation

/// A recipe as it is written: the new-recipe and edit forms, imports and the seeder all produce
/// one, and the repository saves it as a whole graph. It is never read back: pages read
/// projections such as `RecipeDetail`.
public struct RecipeDraft: Codable, Sendable, Equatable, Validatable {
    public var name: String
    public var summary: String
    public var servings: Int
    public var sourceURL: String?
    /// Tag names; the repository finds or creates each (ignoring case).
    public var tags: [String]
    /// The times the recipe states for itself; its steps' times, when they have any, come first.
    public var times: RecipeTimes
    /// Lines no step uses, listed under "You will need" at the top of the recipe.
    public var lines: [LineDraft]
    public var steps: [StepDraft]

    public init(name: String, summary: String = "", servings: Int = 4, sourceURL: String? = nil, tags: [String] = [],
                times: RecipeTimes = RecipeTimes(), lines: [LineDraft] = [], steps: [StepDraft] = []) {
        self.name = name
        self.summary = summary
        self.servings = servings
        self.sourceURL = sourceURL
        self.tags = tags
        self.times = times
        self.lines = lines
        self.steps = steps
    }

    public static let nameRule = TextRule(minimum: 1, maximum: 200)
    public static let summaryRule = TextRule(maximum: 2000, multiline: true)
    public static let servingsRange = 1...100
    public static let maximumSteps = 200
    /// Lines under "You will need", beside the steps' own.
    public static let maximumLines = 200

    /// How long the recipe takes until it is ready: what the list shows and sorts by.
    public var readyIn: ReadyIn { ReadyIn(schedule: Schedule(steps), times: times) }

    /// Leading and trailing spaces removed everywhere, as the repository stores it.
    public var normalized: RecipeDraft {
        var draft = self
        draft.name = name.trimmed
        draft.summary = summary.trimmed
        draft.sourceURL = sourceURL?.trimmed.nilIfEmpty
        draft.tags = Self.normalizedTags(tags)
        draft.lines = lines.map(\.normalized)
        draft.steps = steps.map(\.normalized)
        return draft
    }

    /// The draft with no step ids: two drafts equal so are the same recipe, whichever steps
    /// a save would keep or make anew.
    public var withoutStepIDs: RecipeDraft {
        var draft = self
        for index in draft.steps.indices { draft.steps[index].id = nil }
        return draft
    }

    /// Each tag once (the first spelling wins), trimmed, in name order ignoring case, as pages
    /// read them back: a draft of a saved recipe then equals the draft of its unchanged form.
    public static func normalizedTags(_ tags: [String]) -> [String] {
        var seen = Set<String>()
        return tags.map(\.trimmed).filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
            .sorted { ($0.lowercased(), $0) < ($1.lowercased(), $1) }
    }

    public func validationIssues() -> [FieldIssue] {
        var issues = Self.nameRule.issues(name, field: "name", label: .name)
        issues += Self.summaryRule.issues(summary, field: "summary", label: .summary)
        if !Self.servingsRange.contains(servings) {
            issues.append(FieldIssue("servings", .servings))
        }
        if let sourceURL, !sourceURL.isEmpty {
            let url = URL(string: sourceURL)
            if sourceURL.count > 2000 || url?.host == nil || !["http", "https"].contains(url?.scheme?.lowercased() ?? "") {
                issues.append(FieldIssue("source_url", .sourceAddress))
            }
        }
        if tags.count > Tag.maximumPerRecipe {
            issues.append(FieldIssue("tags", .tooManyTags(maximum: Tag.maximumPerRecipe)))
        }
        for tag in tags.prefix(Tag.maximumPerRecipe) { issues += Tag.issues(tag, field: "tags") }
        for (field, seconds) in [("prep_time", times.prepSeconds), ("cook_time", times.cookSeconds), ("total_time", times.totalSeconds)] {
            if let seconds, !(0...StepTime.maximumSeconds).contains(seconds) {
                issues.append(FieldIssue(field, .time))
            }
        }
        if lines.count > Self.maximumLines {
            issues.append(FieldIssue("lines", .tooManyRecipeLines(maximum: Self.maximumLines)))
        }
        for (index, line) in lines.prefix(Self.maximumLines).enumerated() {
            issues += line.validationIssues(prefix: "lines[\(index)]")
        }
        if steps.count > Self.maximumSteps {
            issues.append(FieldIssue("steps", .tooManySteps(maximum: Self.maximumSteps)))
        }
        let schedule = steps.map { Schedule.Step(time: $0.time, during: $0.during) }
        for (index, step) in steps.prefix(Self.maximumSteps).enumerated() {
            issues += step.validationIssues(prefix: "steps[\(index)]")
            if let during = step.during, Schedule.waitingStep(during, before: index, in: schedule) == nil {
                let wording: Wording = during >= 0 && during < index ? .stepDoesNotWait(step: during + 1) : .onlyWhileEarlierStepWaits
                issues.append(FieldIssue("steps[\(index)].during", wording))
            }
        }
        return issues
    }
}

public struct StepDraft: Codable, Sendable, Equatable {
    /// The step being edited, so that an update keeps its id; nil for a new step.
    public var id: UUID?
    public var instructions: String
    public var time: StepTime?
    /// The index of an earlier waiting step during which this one can be done ("while the dough
    /// rises, make the filling"); nil: it waits for the step before it.
    public var during: Int?
    public var tools: [Tool]
    public var skills: [SkillDraft]
    public var lines: [LineDraft]

    public init(id: UUID? = nil, instructions: String, time: StepTime? = nil, during: Int? = nil, tools: [Tool] = [],
                skills: [SkillDraft] = [], lines: [LineDraft] = []) {
        self.id = id
        self.instructions = instructions
        self.time = time
        self.during = during
        self.tools = tools
        self.skills = skills
        self.lines = lines
    }

    public static let instructionsRule = TextRule(minimum: 1, maximum: 5000, multiline: true)
    public static let toolRule = TextRule(minimum: 1, maximum: 100)
    public static let maximumTools = 20
    public static let maximumSkills = 20
    public static let maximumLines = 100

    var normalized: StepDraft {
        var step = self
        step.instructions = instructions.trimmed
        step.tools = tools.map { Tool(name: $0.name.trimmed, note: $0.note?.trimmed.nilIfEmpty) }
        step.skills = skills.map { SkillDraft(name: $0.name.trimmed, category: $0.category) }
        step.lines = lines.map(\.normalized)
        return step
    }

    func validationIssues(prefix: String) -> [FieldIssue] {
        var issues = Self.instructionsRule.issues(instructions, field: "\(prefix).instructions", label: .instructions)
        if let time, !(0...StepTime.maximumSeconds).contains(time.seconds) {
            issues.append(FieldIssue("\(prefix).time", .time))
        }
        if tools.count > Self.maximumTools { issues.append(FieldIssue("\(prefix).tools", .tooManyTools(maximum: Self.maximumTools))) }
        for (index, tool) in tools.prefix(Self.maximumTools).enumerated() {
            issues += Self.toolRule.issues(tool.name, field: "\(prefix).tools[\(index)].name", label: .tool)
            issues += TextRule(maximum: 200).issues(tool.note ?? "", field: "\(prefix).tools[\(index)].note", label: .toolNote)
        }
        if skills.count > Self.maximumSkills { issues.append(FieldIssue("\(prefix).skills", .tooManySkills(maximum: Self.maximumSkills))) }
        for (index, skill) in skills.prefix(Self.maximumSkills).enumerated() {
            issues += SkillDraft.nameRule.issues(skill.name, field: "\(prefix).skills[\(index)].name", label: .skill)
        }
        if lines.count > Self.maximumLines { issues.append(FieldIssue("\(prefix).lines", .tooManyStepLines(maximum: Self.maximumLines))) }
        for (index, line) in lines.prefix(Self.maximumLines).enumerated() {
            issues += line.validationIssues(prefix: "\(prefix).lines[\(index)]")
        }
        return issues
    }
}

/// One ingredient line of a step: "2–3 cloves garlic, crushed".
public struct LineDraft: Codable, Sendable, Equatable {
    /// The line as the cook reads it; kept even when its ingredient is deleted.
    public var text: String
    /// nil for "to taste".
    public var quantity: Decimal?
    /// The upper end of a range ("2–3").
    public var quantityMax: Decimal?
    public var unit: String
    /// The ingredient's name; the repository finds or creates it (ignoring case).
    public var ingredient: String?
    public var note: String
    /// The same amount in other units, as the cook wrote it beside the first: the "7 oz" of
    /// "200g/7oz flour", the "1 lb 10 oz" (26 oz) of "1.13 kg (1 lb 10 oz) chicken".
    public var equivalents: [Measure]
    /// The size of each item, with its own equivalents: the "400 g" of "2 x 400 g cans", the
    /// "5 cm, 2 inch" of "5cm/2in piece ginger". Each is one item's, so it never scales.
    public var container: [Measure]
    /// "large", "small": the size of a thing counted.
    public var size: String
    /// The heading the line is listed under ("For the sauce"); empty when it has none.
    public var group: String

    public init(text: String, quantity: Decimal? = nil, quantityMax: Decimal? = nil, unit: String = "",
                ingredient: String? = nil, note: String = "", equivalents: [Measure] = [], container: [Measure] = [],
                size: String = "", group: String = "") {
        self.text = text
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
        self.ingredient = ingredient
        self.note = note
        self.equivalents = equivalents
        self.container = container
        self.size = size
        self.group = group
    }

    private enum CodingKeys: String, CodingKey {
        case text, quantity, quantityMax, unit, ingredient, note, equivalents, container, size, group
    }

    /// A draft a form carried from before lines had equivalents, sizes and groups reads as
    /// having none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        quantity = try container.decodeIfPresent(Decimal.self, forKey: .quantity)
        quantityMax = try container.decodeIfPresent(Decimal.self, forKey: .quantityMax)
        unit = try container.decode(String.self, forKey: .unit)
        ingredient = try container.decodeIfPresent(String.self, forKey: .ingredient)
        note = try container.decode(String.self, forKey: .note)
        equivalents = try container.decodeIfPresent([Measure].self, forKey: .equivalents) ?? []
        self.container = try container.decodeIfPresent([Measure].self, forKey: .container) ?? []
        size = try container.decodeIfPresent(String.self, forKey: .size) ?? ""
        group = try container.decodeIfPresent(String.self, forKey: .group) ?? ""
    }

    /// The largest quantity a line may hold, and its precision (numeric(12,3) in the database).
    public static let maximumQuantity = Decimal(999_999_999)
    public static let textRule = TextRule(minimum: 1, maximum: 500)
    public static let groupRule = TextRule(maximum: 100)

    /// Trimmed, with the ingredient named as the catalog names it ("Large eggs" → "egg"), the
    /// words that folding takes off the name added to the note.
    var normalized: LineDraft {
        var line = self
        line.text = text.trimmed
        line.unit = unit.trimmed
        line.size = size.trimmed
        line.group = group.trimmed
        var notes = [note.trimmed]
        if let name = ingredient?.trimmed.nilIfEmpty {
            let folded = IngredientName.fold(name)
            line.ingredient = folded.name
            notes = folded.descriptors.filter { !note.localizedCaseInsensitiveContains($0) } + notes
        } else {
            line.ingredient = nil
        }
        line.note = notes.filter { !$0.isEmpty }.joined(separator: ", ")
        return line
    }

    func validationIssues(prefix: String) -> [FieldIssue] {
        var issues = Self.textRule.issues(text, field: "\(prefix).text", label: .ingredientLine)
        if let quantity {
            if quantity < 0 { issues.append(FieldIssue("\(prefix).quantity", .negativeQuantity)) }
            if quantity > Self.maximumQuantity { issues.append(FieldIssue("\(prefix).quantity", .quantityTooLarge)) }
        }
        if let quantityMax {
            if quantity == nil {
                issues.append(FieldIssue("\(prefix).quantity_max", .rangeNeedsLowerQuantity))
            } else if let quantity, quantityMax < quantity {
                issues.append(FieldIssue("\(prefix).quantity_max", .rangeUpperBelowLower))
            }
            if quantityMax > Self.maximumQuantity { issues.append(FieldIssue("\(prefix).quantity_max", .quantityTooLarge)) }
        }
        issues += TextRule(maximum: 30).issues(unit, field: "\(prefix).unit", label: .unit)
        issues += Ingredient.nameRule.issues(ingredient ?? "x", field: "\(prefix).ingredient", label: .ingredient)
        issues += TextRule(maximum: 500).issues(note, field: "\(prefix).note", label: .note)
        issues += TextRule(maximum: 30).issues(size, field: "\(prefix).size", label: .size)
        issues += Self.groupRule.issues(group, field: "\(prefix).group", label: .group)
        for (field, measures) in [("equivalents", equivalents), ("container", container)] {
            if measures.count > Measure.maximumPerLine {
                issues.append(FieldIssue("\(prefix).\(field)", .tooManyMeasures(maximum: Measure.maximumPerLine)))
            }
            for (index, measure) in measures.prefix(Measure.maximumPerLine).enumerated() {
                issues += measure.validationIssues(prefix: "\(prefix).\(field)[\(index)]")
            }
        }
        return issues
    }
}

/// A skill named by a step; found or created by name (ignoring case).
public struct SkillDraft: Codable, Sendable, Equatable {
    public var name: String
    public var category: SkillCategory

    public init(name: String, category: SkillCategory = .general) {
        self.name = name
        self.category = category
    }

    public static let nameRule = TextRule(minimum: 1, maximum: 100)
}

extension String {
    public var nilIfEmpty: String? { isEmpty ? nil : self }
}
