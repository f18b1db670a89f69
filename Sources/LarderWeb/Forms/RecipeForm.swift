import Foundation
import LarderModel

/// The recipe editor's fields, to and from a `RecipeDraft`. Each step is a block of plain
/// fields (ingredients one per line, tools and skills comma-separated), so the form works
/// without JavaScript; a blank block is ignored. Adding, moving and removing steps are submit
/// buttons (`StepEdit`) that show the form again rearranged, with everything typed kept.
struct RecipeForm: Sendable, Encodable {
    struct Fields: Sendable, Encodable {
        var name: FormField
        var summary: FormField
        var servings: FormField
        var sourceURL: FormField
        /// Comma-separated tag names.
        var tags: FormField
        /// The times the recipe states for itself, used when no step has a time.
        var prepTime: FormField
        var cookTime: FormField
        var totalTime: FormField
        /// Lines no step uses ("You will need"), one per line.
        var ownLines: FormField
        /// The version of the recipe the edit started from.
        var version: String
        /// That version itself, as JSON: what a save merges against when someone saved since.
        var base: String
        /// A file input: it never comes back filled, only with its message.
        var photo: FormField
        /// The recipe's photo now, shown small beside the field.
        var currentPhotoURL: String?
    }

    struct StepFields: Sendable, Encodable {
        /// The step's number as shown, and the index its field names carry (`steps[3][…]`);
        /// text, so that the script's template for a new step can hold placeholders.
        var number: String
        var index: String
        var idValue: String
        var instructions: FormField
        var minutes: FormField
        var isActive: Bool
        var isPassive: Bool
        /// The number of an earlier waiting step during which this one can be done.
        var during: FormField
        var tools: FormField
        var skills: FormField
        var ingredients: FormField
        /// What Larder reads in each ingredient line, with its ingredient link to correct.
        var readings: [LineReading]
        // Stored, not computed: templates see stored properties only.
        var hasReadings: Bool
        var isFirst = false
        var isLast = false
        var isOnly = false
        /// Where the page starts after a rearrangement without JavaScript: the pressed button
        /// of the step it moved (to press again), or the first field of a step it added; and
        /// what it did, said beside that step.
        var focusInstructions = false
        var focusUp = false
        var focusDown = false
        var note: String?
    }

    /// One ingredient line as Larder understood it.
    struct LineReading: Sendable, Encodable {
        var text: String
        var amount: String
        var ingredient: String
        var note: String
        /// "Ingredient of “200 g butter”": the name of the field that corrects its link.
        var linkLabel: String
    }

    var form: Fields
    var steps: [StepFields]
    /// What a rearrangement did, for the status line ("Step 3 moved up.").
    var status: String?

    /// An empty form for a new recipe: one blank step.
    static var blank: RecipeForm {
        var steps = [blankStep(key: "0")]
        markEnds(&steps)
        return RecipeForm(form: Fields(name: FormField("name"), summary: FormField("summary"), servings: FormField("servings", value: "4"),
                                       sourceURL: FormField("source_url"), tags: FormField("tags"), prepTime: FormField("prep_time"),
                                       cookTime: FormField("cook_time"), totalTime: FormField("total_time"), ownLines: FormField("lines"),
                                       version: "", base: "", photo: FormField("photo")),
                          steps: steps)
    }

    /// The form showing a saved recipe.
    init(editing recipe: RecipeDetail, strings: Strings) {
        self.init(showing: recipe.draft, version: recipe.version, base: recipe.draft,
                  photoURL: recipe.photo?.path(of: recipe.id, .thumbnail), strings: strings)
    }

    /// The form showing `draft`, to be saved over `version`, whose content is `base`.
    init(showing draft: RecipeDraft, version: Int, base: RecipeDraft, photoURL: String?, strings: Strings) {
        func time(_ seconds: Int?) -> String { seconds.map(StepTime.editable(seconds:)) ?? "" }
        form = Fields(name: FormField("name", value: draft.name), summary: FormField("summary", value: draft.summary),
                      servings: FormField("servings", value: String(draft.servings)),
                      sourceURL: FormField("source_url", value: draft.sourceURL ?? ""),
                      tags: FormField("tags", value: draft.tags.joined(separator: ", ")),
                      prepTime: FormField("prep_time", value: time(draft.times.prepSeconds)),
                      cookTime: FormField("cook_time", value: time(draft.times.cookSeconds)),
                      totalTime: FormField("total_time", value: time(draft.times.totalSeconds)),
                      ownLines: FormField("lines", value: IngredientList.written(draft.lines)),
                      version: String(version), base: Self.encoded(base), photo: FormField("photo"), currentPhotoURL: photoURL)
        steps = draft.steps.enumerated().map { index, step in
            Self.step(key: String(index), id: step.id?.text ?? "", instructions: step.instructions,
                      minutes: step.time.map { StepTime.editable(seconds: $0.seconds) } ?? "",
                      passive: step.time?.kind == .passive, during: step.during.map { String($0 + 1) } ?? "",
                      tools: step.tools.map { tool in tool.note.map { "\(tool.name) (\($0))" } ?? tool.name }.joined(separator: ", "),
                      skills: step.skills.map(\.name).joined(separator: ", "),
                      ingredients: IngredientList.written(step.lines),
                      lines: step.lines, strings: strings)
        }
        if steps.isEmpty { steps = [Self.blankStep(key: "0")] }
        Self.markEnds(&steps)
    }

    /// A draft as the form carries it between requests, and back.
    static func encoded(_ draft: RecipeDraft) -> String {
        (try? JSONEncoder().encode(draft)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    static func decodedBase(_ text: String) -> RecipeDraft? {
        guard !text.isEmpty else { return nil }
        return try? JSONDecoder().decode(RecipeDraft.self, from: Data(text.utf8))
    }

    private init(form: Fields, steps: [StepFields], status: String? = nil) {
        self.form = form
        self.steps = steps
        self.status = status
    }

    /// A rearranging button of the editor: `add`, `up:3`, `down:3` or `remove:3`, where 3 is
    /// the index in the names of the step's fields (`steps[3][…]`).
    enum StepEdit: Equatable {
        case add
        case moveUp(Int)
        case moveDown(Int)
        case remove(Int)

        init?(_ value: String) {
            let parts = value.split(separator: ":", maxSplits: 1)
            let index = parts.count == 2 ? Int(parts[1]) : nil
            switch (parts.first, index) {
            case ("add", _): self = .add
            case ("up", let index?): self = .moveUp(index)
            case ("down", let index?): self = .moveDown(index)
            case ("remove", let index?): self = .remove(index)
            default: return nil
            }
        }
    }

    /// Reads a submitted form: the draft it describes and the problems it has, with the form
    /// to show again (as typed) when there are any.
    ///
    /// When the form edits a saved recipe (`stored`), a line whose text is unchanged keeps what
    /// is stored for it (amount, range, unit, ingredient link, note): only new or changed lines
    /// are read by the parser, so saving without a change leaves the recipe as it was. A line's
    /// ingredient link can be corrected in its reading (`steps[i][link]`, an empty one unlinks).
    ///
    /// With `edit`, the steps are first rearranged as the button asked, renumbered in their
    /// new order, and shown without complaints: nothing is being saved yet.
    ///
    /// The issues, and the form's messages, are said in `strings`' language.
    static func read(_ submitted: FormData, stored: RecipeDetail? = nil, edit: StepEdit? = nil, strings: Strings)
        -> (draft: RecipeDraft, form: RecipeForm, issues: [FieldIssue]) {
        var issues: [FieldIssue] = []
        let servingsText = submitted["servings"].trimmed
        let servings = Int(servingsText)
        if servings == nil { issues.append(FieldIssue("servings", strings.say(Wording.servingsWhole))) }
        // Which step blocks were sent, in their order.
        var order = Array(Set(submitted.names.compactMap(stepIndex)).sorted().prefix(RecipeDraft.maximumSteps + 1))
        // Steps as numbered on the page that was sent, which is what "during step N" means.
        let indexOfNumber = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($0.offset + 1, $0.element) })
        let (status, focus) = edit.map { rearrange(&order, by: $0, strings: strings) } ?? (nil, nil)
        let focusPosition = focus.flatMap { order.firstIndex(of: $0) }
        var drafts: [StepDraft] = []
        var linesOfStep: [Int: [LineDraft]] = [:]
        var formIndexOfStep: [Int] = []
        /// The lines of a textarea: those whose text is unchanged keep what is stored for them;
        /// a heading ("For the sauce:") puts the lines after it in its group.
        func lines(_ text: String, stored: [LineDetail], links: [String: String]) -> [LineDraft] {
            var stored = stored
            return IngredientList.grouped(text.split(whereSeparator: \.isNewline).map(String.init)).map { text, group in
                var line = stored.firstIndex { $0.text.trimmed == text }.map { stored.remove(at: $0).draft } ?? IngredientLineParser.parse(text)
                if let link = links[text]?.trimmed, link != (line.ingredient ?? "") { line.ingredient = link.nilIfEmpty }
                line.group = group
                return line
            }
        }
        /// "20", "1 h 30": a time field; nil when empty, an issue when it is not a time.
        func time(_ field: String, issueField: String? = nil) -> Int? {
            let text = submitted[field].trimmed
            guard !text.isEmpty else { return nil }
            if let seconds = StepTime.seconds(from: text), (0...StepTime.maximumSeconds).contains(seconds) { return seconds }
            issues.append(FieldIssue(issueField ?? field, strings.recipeForm.timeIssue))
            return nil
        }
        var duringIndex: [Int: Int] = [:]
        for index in order {
            func field(_ name: String) -> String { submitted["steps[\(index)][\(name)]"] }
            let id = UUID(uuidString: field("id"))
            let storedStep = stored?.steps.first { $0.id == id }
            let links = Dictionary(zip(submitted.all("steps[\(index)][line]"), submitted.all("steps[\(index)][link]")),
                                   uniquingKeysWith: { first, _ in first })
            let stepLines = lines(field("ingredients"), stored: storedStep?.lines ?? [], links: links)
            linesOfStep[index] = stepLines
            let isBlank = ["instructions", "minutes", "tools", "skills", "ingredients"].allSatisfy { field($0).trimmed.isEmpty }
            if isBlank { continue }
            var stepTime: StepTime?
            if let seconds = time("steps[\(index)][minutes]") {
                stepTime = StepTime(seconds: seconds, kind: field("kind") == "passive" ? .passive : .active)
            }
            let duringText = field("during").trimmed
            if !duringText.isEmpty {
                if let number = Int(duringText), let target = indexOfNumber[number] {
                    duringIndex[index] = target
                } else {
                    issues.append(FieldIssue("steps[\(index)][during]", strings.recipeForm.duringIssue))
                }
            }
            formIndexOfStep.append(index)
            drafts.append(StepDraft(
                id: id, instructions: field("instructions"), time: stepTime,
                tools: commaSeparated(field("tools")).map(tool),
                // The form shows skills by name only: a named skill keeps the category it has.
                skills: commaSeparated(field("skills")).map { name in
                    SkillDraft(name: name, category: storedStep?.skills.first { $0.name.lowercased() == name.lowercased() }?.category ?? .general)
                },
                lines: stepLines))
        }
        // A mark names a step by its form index; the draft names it by its place among the kept steps.
        for (position, index) in formIndexOfStep.enumerated() {
            guard let target = duringIndex[index] else { continue }
            // A blank step is dropped: a mark naming it names nothing that waits.
            drafts[position].during = formIndexOfStep.firstIndex(of: target) ?? Int.max
        }
        let times = RecipeTimes(prepSeconds: time("prep_time"), cookSeconds: time("cook_time"), totalSeconds: time("total_time"))
        let ownLines = lines(submitted["lines"], stored: stored?.lines ?? [], links: [:])
        let draft = RecipeDraft(name: submitted["name"], summary: submitted["summary"], servings: servings ?? 0,
                                sourceURL: submitted["source_url"].trimmed.nilIfEmpty, tags: commaSeparated(submitted["tags"]),
                                times: times, lines: ownLines, steps: drafts).normalized
        issues += draft.validationIssues().filter { !($0.field == "servings" && servings == nil) }.map { issue in
            formIssue(issue, stepIndices: formIndexOfStep, strings: strings)
        }
        if edit != nil { issues = [] }

        var steps = order.enumerated().map { position, index in
            func field(_ name: String) -> String { submitted["steps[\(index)][\(name)]"] }
            // A rearranged form is renumbered, so that its names follow the new order.
            // A rearranged form is renumbered, and so are the step numbers its marks give.
            let during = edit == nil ? field("during")
                : Int(field("during").trimmed).flatMap { indexOfNumber[$0] }.flatMap { order.firstIndex(of: $0) }.map { String($0 + 1) }
                    ?? field("during")
            var step = step(key: String(edit == nil ? index : position), id: field("id"), instructions: field("instructions"),
                            minutes: field("minutes"), passive: field("kind") == "passive", during: during, tools: field("tools"),
                            skills: field("skills"), ingredients: field("ingredients"), lines: linesOfStep[index] ?? [],
                            strings: strings, issues: issues)
            if position == focusPosition, let edit {
                step.note = status
                let (isFirst, isLast) = (position == 0, position == order.count - 1)
                switch edit {
                case .moveUp: (step.focusUp, step.focusDown) = (!isFirst, isFirst && !isLast)
                case .moveDown: (step.focusDown, step.focusUp) = (!isLast, isLast && !isFirst)
                case .add, .remove: step.focusInstructions = true
                }
            }
            return step
        }
        if steps.isEmpty { steps = [blankStep(key: "0")] }
        markEnds(&steps)
        let form = RecipeForm(
            form: Fields(name: FormField("name", from: submitted, issues: issues, strings: strings), summary: FormField("summary", from: submitted, issues: issues, strings: strings),
                         servings: FormField("servings", from: submitted, issues: issues, strings: strings),
                         sourceURL: FormField("source_url", from: submitted, issues: issues, strings: strings),
                         tags: FormField("tags", from: submitted, issues: issues, strings: strings),
                         prepTime: FormField("prep_time", from: submitted, issues: issues, strings: strings),
                         cookTime: FormField("cook_time", from: submitted, issues: issues, strings: strings),
                         totalTime: FormField("total_time", from: submitted, issues: issues, strings: strings),
                         ownLines: FormField("lines", from: submitted, issues: issues, strings: strings),
                         version: String(Int(submitted["version"]) ?? 0), base: submitted["base"],
                         photo: FormField("photo", from: submitted, issues: issues, strings: strings),
                         currentPhotoURL: stored.flatMap { recipe in recipe.photo?.path(of: recipe.id, .thumbnail) }),
            steps: steps, status: focusPosition == nil ? status : nil)
        return (draft, form, issues)
    }

    /// Applies a step edit to the order of the sent step indices; returns what to announce and
    /// the index of the step to start the page at.
    private static func rearrange(_ order: inout [Int], by edit: StepEdit, strings: Strings) -> (status: String?, focus: Int?) {
        let words = strings.recipeForm
        switch edit {
        case .add:
            guard order.count < RecipeDraft.maximumSteps else { return (words.atMostSteps(maximum: String(RecipeDraft.maximumSteps)), nil) }
            let index = (order.max() ?? -1) + 1
            order.append(index)
            return (words.stepAdded(number: String(order.count)), index)
        case .moveUp(let index):
            guard let at = order.firstIndex(of: index), at > 0 else { return (nil, index) }
            order.swapAt(at, at - 1)
            return (words.stepMovedUp(from: String(at + 1), to: String(at)), index)
        case .moveDown(let index):
            guard let at = order.firstIndex(of: index), at < order.count - 1 else { return (nil, index) }
            order.swapAt(at, at + 1)
            return (words.stepMovedDown(from: String(at + 1), to: String(at + 2)), index)
        case .remove(let index):
            guard let at = order.firstIndex(of: index) else { return (nil, nil) }
            order.remove(at: at)
            return (words.stepRemoved(number: String(at + 1)), order.isEmpty ? nil : order[min(at, order.count - 1)])
        }
    }

    /// The same form with more problems marked (found after reading, such as a taken name).
    func withIssues(_ issues: [FieldIssue]) -> RecipeForm {
        func marked(_ field: FormField) -> FormField {
            let more = issues.filter { $0.field == field.name && !field.errors.contains($0.message) }.map(\.message)
            return FormField(field.name, value: field.value, errors: field.errors + more)
        }
        var copy = self
        copy.form.name = marked(form.name)
        copy.form.summary = marked(form.summary)
        copy.form.servings = marked(form.servings)
        copy.form.sourceURL = marked(form.sourceURL)
        copy.form.tags = marked(form.tags)
        copy.form.prepTime = marked(form.prepTime)
        copy.form.cookTime = marked(form.cookTime)
        copy.form.totalTime = marked(form.totalTime)
        copy.form.ownLines = marked(form.ownLines)
        copy.form.photo = marked(form.photo)
        copy.steps = steps.map { step in
            var step = step
            step.instructions = marked(step.instructions)
            step.minutes = marked(step.minutes)
            step.during = marked(step.during)
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
    /// (`steps[5][ingredients]`, "Line 4: …"), said in `strings`' language.
    private static func formIssue(_ issue: FieldIssue, stepIndices: [Int], strings: Strings) -> FieldIssue {
        let message = strings.say(issue)
        func onLine(_ index: Substring) -> String {
            let line = Int(index.dropFirst(6).dropLast()).map { $0 + 1 } ?? 0
            return strings.recipeForm.lineIssue(line: String(line), problem: message)
        }
        let parts = issue.field.split(separator: ".")
        if let first = parts.first, first.hasPrefix("lines[") {
            return FieldIssue("lines", onLine(first))
        }
        guard let first = parts.first, first.hasPrefix("steps["), let step = Int(first.dropFirst(6).dropLast()),
              step < stepIndices.count else {
            return FieldIssue(issue.field == "steps" ? "name" : issue.field, message)
        }
        let index = stepIndices[step]
        let rest = parts.dropFirst().first.map(String.init) ?? ""
        switch rest {
        case "instructions": return FieldIssue("steps[\(index)][instructions]", message)
        case "time": return FieldIssue("steps[\(index)][minutes]", message)
        case "during": return FieldIssue("steps[\(index)][during]", message)
        case "lines": return FieldIssue("steps[\(index)][ingredients]", message)
        case let part where part.hasPrefix("lines["): return FieldIssue("steps[\(index)][ingredients]", onLine(Substring(part)))
        case let part where part.hasPrefix("tools"): return FieldIssue("steps[\(index)][tools]", message)
        case let part where part.hasPrefix("skills"): return FieldIssue("steps[\(index)][skills]", message)
        default: return FieldIssue("steps[\(index)][instructions]", message)
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

    /// Numbers the steps in order and marks the first and last (which cannot move further).
    private static func markEnds(_ steps: inout [StepFields]) {
        for position in steps.indices {
            steps[position].number = String(position + 1)
            steps[position].isFirst = position == 0
            steps[position].isLast = position == steps.count - 1
            steps[position].isOnly = steps.count == 1
        }
    }

    private static func blankStep(key: String) -> StepFields {
        // No lines, so no readings to name: the words do not matter.
        step(key: key, id: "", instructions: "", minutes: "", passive: false, during: "", tools: "", skills: "", ingredients: "", lines: [],
             strings: .en)
    }

    /// The blank step the editor's script copies to add a step: placeholders for its index
    /// and number, replaced in the browser.
    static let stepTemplate: StepFields = {
        var step = blankStep(key: "__INDEX__")
        step.number = "__NUMBER__"
        return step
    }()

    private static func step(key: String, id: String, instructions: String, minutes: String, passive: Bool, during: String,
                             tools: String, skills: String, ingredients: String, lines: [LineDraft], strings: Strings,
                             issues: [FieldIssue] = []) -> StepFields {
        func field(_ name: String, _ value: String) -> FormField {
            let full = "steps[\(key)][\(name)]"
            return FormField(full, value: value, errors: issues.filter { $0.field == full }.map(\.message))
        }
        return StepFields(number: String((Int(key) ?? 0) + 1), index: key, idValue: UUID(uuidString: id)?.text ?? "",
                          instructions: field("instructions", instructions), minutes: field("minutes", minutes),
                          isActive: !passive, isPassive: passive, during: field("during", during), tools: field("tools", tools),
                          skills: field("skills", skills),
                          ingredients: field("ingredients", ingredients), readings: lines.map { reading($0, strings) }, hasReadings: !lines.isEmpty)
    }

    private static func reading(_ line: LineDraft, _ strings: Strings) -> LineReading {
        var amount = line.quantity.map(QuantityText.format) ?? ""
        if let upper = line.quantityMax { amount += "–" + QuantityText.format(upper) }
        if !line.unit.isEmpty { amount += amount.isEmpty ? line.unit : " " + line.unit }
        // The amount as Larder read it, in the reader's way with decimals ("0,5 l"); the line as typed.
        return LineReading(text: line.text, amount: strings.language.decimal(amount), ingredient: line.ingredient ?? "", note: line.note,
                           linkLabel: strings.recipeForm.ingredientOf(line: line.text))
    }
}
