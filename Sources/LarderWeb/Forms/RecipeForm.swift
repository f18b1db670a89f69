import Foundation
import LarderModel

/// The recipe editor's fields, to and from a `RecipeDraft`. Each step is a block of plain
/// fields (ingredients one per line, tools and skills comma-separated), so the form works
/// without JavaScript; a blank block is ignored.
struct RecipeForm: Sendable {
    struct Fields: Sendable {
        var name: FormField
        var summary: FormField
        var servings: FormField
        var sourceURL: FormField
    }

    struct StepFields: Sendable {
        var number: Int
        var index: Int
        var idValue: String
        var instructions: FormField
        var minutes: FormField
        var isActive: Bool
        var isPassive: Bool
        var tools: FormField
        var skills: FormField
        var ingredients: FormField
    }

    var form: Fields
    var steps: [StepFields]

    static let stepFields = ["id", "instructions", "minutes", "kind", "tools", "skills", "ingredients"]

    /// An empty form for a new recipe: one blank step.
    static var blank: RecipeForm {
        RecipeForm(form: Fields(name: FormField("name"), summary: FormField("summary"), servings: FormField("servings", value: "4"),
                                sourceURL: FormField("source_url")),
                   steps: [blankStep(index: 0)])
    }

    /// The form showing a saved recipe, plus a blank step to add one.
    init(editing recipe: RecipeDetail) {
        form = Fields(name: FormField("name", value: recipe.name), summary: FormField("summary", value: recipe.summary),
                      servings: FormField("servings", value: String(recipe.servings)),
                      sourceURL: FormField("source_url", value: recipe.sourceURL ?? ""))
        steps = recipe.steps.enumerated().map { index, step in
            Self.step(index: index, id: step.id.uuidString, instructions: step.instructions,
                      minutes: step.time.map { StepTime.editable(seconds: $0.seconds) } ?? "",
                      passive: step.time?.kind == .passive,
                      tools: step.tools.map { tool in tool.note.map { "\(tool.name) (\($0))" } ?? tool.name }.joined(separator: ", "),
                      skills: step.skills.map(\.name).joined(separator: ", "),
                      ingredients: step.lines.map(\.text).joined(separator: "\n"))
        } + [Self.blankStep(index: recipe.steps.count)]
    }

    private init(form: Fields, steps: [StepFields]) {
        self.form = form
        self.steps = steps
    }

    /// Reads a submitted form: the draft it describes and the problems it has, with the form
    /// to show again (as typed) when there are any.
    ///
    /// When the form edits a saved recipe (`stored`), a line whose text is unchanged keeps what
    /// is stored for it (amount, range, unit, ingredient link, note): only new or changed lines
    /// are read by the parser, so saving without a change leaves the recipe as it was.
    static func read(_ submitted: FormData, stored: RecipeDetail? = nil) -> (draft: RecipeDraft, form: RecipeForm, issues: [FieldIssue]) {
        var issues: [FieldIssue] = []
        let servingsText = submitted["servings"].trimmed
        let servings = Int(servingsText)
        if servings == nil { issues.append(FieldIssue("servings", "Servings must be a whole number between 1 and 100")) }
        // Which step blocks were sent, in their order; blank ones are dropped.
        let indices = Set(submitted.names.compactMap(stepIndex)).sorted().prefix(RecipeDraft.maximumSteps + 1)
        var drafts: [StepDraft] = []
        var formIndexOfStep: [Int] = []
        for index in indices {
            func field(_ name: String) -> String { submitted["steps[\(index)][\(name)]"] }
            let isBlank = ["instructions", "minutes", "tools", "skills", "ingredients"].allSatisfy { field($0).trimmed.isEmpty }
            if isBlank { continue }
            let name = "steps[\(index)][minutes]"
            var time: StepTime?
            let timeText = field("minutes").trimmed
            if !timeText.isEmpty {
                if let seconds = StepTime.seconds(from: timeText), (0...StepTime.maximumSeconds).contains(seconds) {
                    time = StepTime(seconds: seconds, kind: field("kind") == "passive" ? .passive : .active)
                } else {
                    issues.append(FieldIssue(name, "Write the time as minutes (20), or as 45 s, 1 h 30 or 1:30; at most a week"))
                }
            }
            formIndexOfStep.append(index)
            let id = UUID(uuidString: field("id"))
            var storedLines = stored?.steps.first { $0.id == id }?.lines ?? []
            func line(_ text: String) -> LineDraft {
                guard let kept = storedLines.firstIndex(where: { $0.text.trimmed == text }) else { return IngredientLineParser.parse(text) }
                return storedLines.remove(at: kept).draft
            }
            drafts.append(StepDraft(
                id: id,
                instructions: field("instructions"),
                time: time,
                tools: commaSeparated(field("tools")).map(tool),
                skills: commaSeparated(field("skills")).map { SkillDraft(name: $0) },
                lines: field("ingredients").split(whereSeparator: \.isNewline).map { String($0).trimmed }.filter { !$0.isEmpty }
                    .map(line)))
        }
        let draft = RecipeDraft(name: submitted["name"], summary: submitted["summary"], servings: servings ?? 0,
                                sourceURL: submitted["source_url"].trimmed.nilIfEmpty, steps: drafts).normalized
        issues += draft.validationIssues().filter { !($0.field == "servings" && servings == nil) }.map { issue in
            formIssue(issue, stepIndices: formIndexOfStep)
        }

        var steps = indices.map { index in
            step(index: index, id: submitted["steps[\(index)][id]"], instructions: submitted["steps[\(index)][instructions]"],
                 minutes: submitted["steps[\(index)][minutes]"], passive: submitted["steps[\(index)][kind]"] == "passive",
                 tools: submitted["steps[\(index)][tools]"], skills: submitted["steps[\(index)][skills]"],
                 ingredients: submitted["steps[\(index)][ingredients]"], issues: issues)
        }
        steps.append(blankStep(index: (indices.last ?? -1) + 1))
        for position in steps.indices { steps[position].number = position + 1 }
        let form = RecipeForm(
            form: Fields(name: FormField("name", from: submitted, issues: issues), summary: FormField("summary", from: submitted, issues: issues),
                         servings: FormField("servings", from: submitted, issues: issues),
                         sourceURL: FormField("source_url", from: submitted, issues: issues)),
            steps: steps)
        return (draft, form, issues)
    }

    /// The same form with more problems marked (found after reading, such as a taken name).
    func withIssues(_ issues: [FieldIssue]) -> RecipeForm {
        func marked(_ field: FormField) -> FormField {
            let more = issues.filter { $0.field == field.name && !field.errors.contains($0.message) }.map(\.message)
            return FormField(field.name, value: field.value, errors: field.errors + more)
        }
        var copy = self
        copy.form = Fields(name: marked(form.name), summary: marked(form.summary), servings: marked(form.servings),
                           sourceURL: marked(form.sourceURL))
        copy.steps = steps.map { step in
            var step = step
            step.instructions = marked(step.instructions)
            step.minutes = marked(step.minutes)
            step.tools = marked(step.tools)
            step.skills = marked(step.skills)
            step.ingredients = marked(step.ingredients)
            return step
        }
        return copy
    }

    /// `steps[12][instructions]` → 12.
    private static func stepIndex(_ name: String) -> Int? {
        guard name.hasPrefix("steps["), let close = name.firstIndex(of: "]") else { return nil }
        let digits = name[name.index(name.startIndex, offsetBy: 6)..<close]
        guard digits.count <= 4, let index = Int(digits), index >= 0 else { return nil }
        return index
    }

    /// Moves a draft's issue (`steps[1].lines[3].quantity`) onto the form field that holds it
    /// (`steps[5][ingredients]`, "Line 4: …").
    private static func formIssue(_ issue: FieldIssue, stepIndices: [Int]) -> FieldIssue {
        let parts = issue.field.split(separator: ".")
        guard let first = parts.first, first.hasPrefix("steps["), let step = Int(first.dropFirst(6).dropLast()),
              step < stepIndices.count else {
            return FieldIssue(issue.field == "steps" ? "name" : issue.field, issue.message)
        }
        let index = stepIndices[step]
        let rest = parts.dropFirst().first.map(String.init) ?? ""
        switch rest {
        case "instructions": return FieldIssue("steps[\(index)][instructions]", issue.message)
        case "time": return FieldIssue("steps[\(index)][minutes]", issue.message)
        case "lines": return FieldIssue("steps[\(index)][ingredients]", issue.message)
        case let part where part.hasPrefix("lines["):
            let line = Int(part.dropFirst(6).dropLast()).map { $0 + 1 } ?? 0
            return FieldIssue("steps[\(index)][ingredients]", "Line \(line): \(issue.message)")
        case let part where part.hasPrefix("tools"): return FieldIssue("steps[\(index)][tools]", issue.message)
        case let part where part.hasPrefix("skills"): return FieldIssue("steps[\(index)][skills]", issue.message)
        default: return FieldIssue("steps[\(index)][instructions]", issue.message)
        }
    }

    private static func commaSeparated(_ text: String) -> [String] {
        text.split(separator: ",").map { String($0).trimmed }.filter { !$0.isEmpty }
    }

    /// "Dutch oven (cast iron)" → a tool with a note.
    private static func tool(_ text: String) -> Tool {
        if text.hasSuffix(")"), let open = text.lastIndex(of: "("), open > text.startIndex {
            let name = String(text[..<open]).trimmed
            let note = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmed
            if !name.isEmpty { return Tool(name: name, note: note.nilIfEmpty) }
        }
        return Tool(name: text)
    }

    private static func blankStep(index: Int) -> StepFields {
        step(index: index, id: "", instructions: "", minutes: "", passive: false, tools: "", skills: "", ingredients: "")
    }

    private static func step(index: Int, id: String, instructions: String, minutes: String, passive: Bool, tools: String,
                             skills: String, ingredients: String, issues: [FieldIssue] = []) -> StepFields {
        func field(_ name: String, _ value: String) -> FormField {
            let full = "steps[\(index)][\(name)]"
            return FormField(full, value: value, errors: issues.filter { $0.field == full }.map(\.message))
        }
        return StepFields(number: index + 1, index: index, idValue: UUID(uuidString: id)?.uuidString ?? "",
                          instructions: field("instructions", instructions), minutes: field("minutes", minutes),
                          isActive: !passive, isPassive: passive, tools: field("tools", tools), skills: field("skills", skills),
                          ingredients: field("ingredients", ingredients))
    }
}
