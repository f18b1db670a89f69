import Foundation
import LarderModel

/// A value of an export and where it sits in the file ("recipes/pie.json $.recipe_category[1]"),
/// so that what is left out of it can be named.
struct Located<Value> {
    var value: Value
    var path: String

    init(_ value: Value, at path: String) {
        self.value = value
        self.path = path
    }
}

/// One recipe as an app's export gives it, before Larder's rules apply. Every app's reader ends
/// in `imported(at:)`, so every app's recipes keep, cut and refuse the same things, and what
/// they leave out is said the same way: nothing a source held is lost without a word.
struct AppRecipe {
    var name: String?
    /// Plain text, as are the notes.
    var description: Located<String>?
    var notes: [Located<String>] = []
    /// The servings the app keeps as a number.
    var servings: Int?
    /// The yield as the app shows it ("12 buns", "4 servings"), where it has one.
    var yield: Located<String>?
    var sourceURL: Located<String>?
    /// Categories, cuisines and the app's own tags.
    var tags: [Located<String>] = []
    /// Words the app files the recipe under (Nextcloud's and Tandoor's keywords): tags only when
    /// the import is asked to make them tags.
    var keywords: [String] = []
    var times = RecipeTimes()
    var lines: [LineDraft] = []
    var steps: [StepDraft] = []
    /// When the household added it in the app.
    var createdAt: Date?
    var publishedAt: Date?
    var photo: PhotoSource?
    /// What the export held that is not kept, each named with why, for the import's report.
    var leftOut: [ImportError.Issue] = []
    var isFavourite = false
    /// The app's own scale, 0 to 5; 0 (or nothing) means not rated.
    var rating: Located<Double>?

    /// The recipe as Larder keeps it, or why it cannot be kept, named by `path` (where it sits
    /// in the file). What can be made to fit is, and said: notes cut, unusable tags, lines and
    /// tools left out, servings kept within bounds; what cannot (a 300-character name) refuses
    /// the recipe.
    func imported(at path: String) -> Result<ImportedRecipe, ImportError> {
        guard let name = name.map({ HTMLText.plainText($0, multiline: false) })?.nilIfEmpty else {
            return .failure(ImportError([Self.unreadable(at: path, name: nil, .needsName)]))
        }
        var leftOut = self.leftOut
        var sourceURL: String?
        if let written = self.sourceURL, let address = written.value.trimmed.nilIfEmpty {
            sourceURL = SchemaOrgRecipe.webAddress(address)
            if sourceURL == nil { leftOut.append(ImportError.Issue(path: written.path, .leftOut(address, because: .notAWebAddress))) }
        }
        var draft = RecipeDraft(
            name: name,
            summary: Self.summary(of: ([description] + notes).compactMap { $0 }, leftOut: &leftOut),
            servings: keptServings(leftOut: &leftOut),
            sourceURL: sourceURL,
            tags: Self.usableTags(tags, leftOut: &leftOut),
            times: times,
            lines: lines,
            steps: steps
        ).normalized
        draft = Self.withoutRefusedParts(draft, at: path, leftOut: &leftOut)
        let issues = draft.validationIssues()
        if !issues.isEmpty {
            return .failure(ImportError([Self.unreadable(at: path, name: name, .fieldIssues(issues))]))
        }
        var recipe = ImportedRecipe(draft: draft, createdAt: createdAt, photo: photo, isFavourite: isFavourite,
                                    rating: keptRating(leftOut: &leftOut))
        recipe.publishedAt = publishedAt
        var seen = Set<String>()
        recipe.keywords = keywords.map { HTMLText.plainText($0, multiline: false).trimmed }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
        recipe.leftOut = leftOut
        return .success(recipe)
    }

    // MARK: What is kept, and what is said

    /// The description and the notes, in order and parted by a blank line, as the summary holds
    /// them. A part that overflows is cut where there is room for some of it, else left out;
    /// either is said.
    static func summary(of parts: [Located<String>], leftOut: inout [ImportError.Issue]) -> String {
        let maximum = RecipeDraft.summaryRule.maximum
        var kept: [String] = []
        var used = 0
        for part in parts {
            guard let text = part.value.trimmed.nilIfEmpty else { continue }
            let separator = kept.isEmpty ? 0 : 2
            let room = maximum - used - separator
            if text.unicodeScalars.count <= room {
                kept.append(text)
                used += separator + text.unicodeScalars.count
            } else if room >= 200 {
                let cut = shortened(text, to: room)
                kept.append(cut)
                used += separator + cut.unicodeScalars.count
                leftOut.append(ImportError.Issue(path: part.path, .cutToFitSummary(maximum: maximum)))
            } else {
                leftOut.append(ImportError.Issue(path: part.path, .leftOut(excerpt(text), because: .summaryFull(maximum: maximum))))
            }
        }
        return kept.joined(separator: "\n\n")
    }

    /// `text` cut at a word to at most `maximum` code points (as the database counts them), "…" included.
    static func shortened(_ text: String, to maximum: Int) -> String {
        var cut = ""
        var length = 0
        for character in text {
            length += character.unicodeScalars.count
            if length > maximum - 1 { break }
            cut.append(character)
        }
        let atWord = cut.lastIndex(where: \.isWhitespace).map { String(cut[..<$0]) } ?? cut
        return atWord.trimmed + "…"
    }

    /// The first line of a long text, short enough to name it in a report.
    static func excerpt(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? text
        return line.count <= 80 ? line : String(line.prefix(79)) + "…"
    }

    /// The servings the app keeps, else the number its yield names, within what a recipe allows;
    /// 4, as for a new recipe, when it has neither. A yield that says more than a number of
    /// servings ("12 buns") is said, as kept or as left out.
    func keptServings(leftOut: inout [ImportError.Issue]) -> Int {
        let yieldText = yield?.value.trimmed.nilIfEmpty
        let yieldNumber = yieldText.flatMap(Self.firstNumber)
        let path = yield?.path ?? ""
        guard let written = servings ?? yieldNumber else {
            if let yieldText { leftOut.append(ImportError.Issue(path: path, .leftOut(yieldText, because: .yieldWithoutNumber))) }
            return 4
        }
        let range = RecipeDraft.servingsRange
        let kept = min(max(written, range.lowerBound), range.upperBound)
        let shown = yieldText ?? String(written)
        if let yieldText, yieldNumber != nil, yieldNumber != written {
            // A yield of its own beside the app's servings ("1 loaf" beside 8 servings).
            leftOut.append(ImportError.Issue(path: path, .leftOut(yieldText, because: .noPlaceInLarder)))
        } else if kept != written || !Self.saysServings(shown, kept) {
            leftOut.append(ImportError.Issue(path: path, .yieldKeptAs(yield: shown, servings: kept)))
        }
        return kept
    }

    /// The first whole number a text names: "Makes 12" → 12.
    static func firstNumber(in text: String) -> Int? {
        let digits = text.drop { !($0.isASCII && $0.isNumber) }.prefix { $0.isASCII && $0.isNumber }
        return digits.count <= 9 ? Int(digits) : nil
    }

    /// Words that say servings and nothing more, in the languages Larder speaks.
    static let servingWords: Set<String> = [
        "serving", "servings", "serves", "portion", "portions", "person", "persons", "people", "for",
        "personen", "portionen", "für", "personne", "personnes", "parts", "pour", "porción", "porciones", "ración", "raciones",
        "persona", "personas", "para",
    ]

    /// "4", "4 servings", "Serves 4": the text says `servings` servings and nothing else.
    static func saysServings(_ text: String, _ servings: Int) -> Bool {
        let numbers = text.split { !($0.isASCII && $0.isNumber) }.map(String.init)
        let words = text.lowercased().split { !$0.isLetter }.map(String.init)
        return numbers == [String(servings)] && words.allSatisfy(servingWords.contains)
    }

    /// The tags that can be, each once, as many as an import gives a recipe; the others are said.
    static func usableTags(_ tags: [Located<String>], leftOut: inout [ImportError.Issue]) -> [String] {
        var kept: [String] = []
        var seen = Set<String>()
        for tag in tags {
            let name = HTMLText.plainText(tag.value, multiline: false).trimmed
            guard !name.isEmpty, seen.insert(name.lowercased()).inserted else { continue }
            if let issue = Tag.issues(name, field: "tags").first {
                leftOut.append(ImportError.Issue(path: tag.path, .leftOut(name, because: said(issue))))
            } else if kept.count == Tag.maximumPerImport {
                leftOut.append(ImportError.Issue(path: tag.path, .leftOut(name, because: .tagsPerImport(maximum: Tag.maximumPerImport))))
            } else {
                kept.append(name)
            }
        }
        return kept
    }

    /// The rating in whole stars; one that is not (Mealie's average of 4.5) is rounded and said,
    /// one past 5 stars is left out and said.
    func keptRating(leftOut: inout [ImportError.Issue]) -> Int? {
        guard let rating, rating.value > 0 else { return nil }
        let written = Self.quantityText(rating.value) ?? String(rating.value)
        let stars = Int(rating.value.rounded())
        guard (1...5).contains(stars) else {
            leftOut.append(ImportError.Issue(path: rating.path, .leftOut(written, because: .starsRange)))
            return nil
        }
        if Double(stars) != rating.value {
            leftOut.append(ImportError.Issue(path: rating.path, .ratingKeptAs(rating: written, stars: stars)))
        }
        return stars
    }

    /// The draft without the lines and tools Larder's rules refuse (a 600-character line, a
    /// 21st tool of a step), each said; the rest is checked again by the caller.
    static func withoutRefusedParts(_ draft: RecipeDraft, at path: String, leftOut: inout [ImportError.Issue]) -> RecipeDraft {
        var draft = draft
        draft.lines = keptLines(draft.lines, maximum: RecipeDraft.maximumLines,
                                tooMany: .tooManyRecipeLines(maximum: RecipeDraft.maximumLines), at: path, leftOut: &leftOut)
        for index in draft.steps.indices {
            draft.steps[index].lines = keptLines(draft.steps[index].lines, maximum: StepDraft.maximumLines,
                                                 tooMany: .tooManyStepLines(maximum: StepDraft.maximumLines), at: path, leftOut: &leftOut)
            var tools: [Tool] = []
            for tool in draft.steps[index].tools {
                // A tool checked as the only one of a step.
                if let issue = RecipeDraft(name: "-", steps: [StepDraft(instructions: "-", tools: [tool])]).validationIssues().first {
                    leftOut.append(ImportError.Issue(path: path, .leftOut(tool.name, because: said(issue))))
                } else if tools.count == StepDraft.maximumTools {
                    leftOut.append(ImportError.Issue(path: path, .leftOut(tool.name, because: .rule(.tooManyTools(maximum: StepDraft.maximumTools)))))
                } else {
                    tools.append(tool)
                }
            }
            draft.steps[index].tools = tools
        }
        return draft
    }

    /// The lines a list keeps, in order; each it refuses (too long, an amount too large, past the
    /// most a list holds) is said.
    static func keptLines(_ lines: [LineDraft], maximum: Int, tooMany: Wording, at path: String,
                          leftOut: inout [ImportError.Issue]) -> [LineDraft] {
        var kept: [LineDraft] = []
        for line in lines {
            // A line checked as the only one of a recipe.
            if let issue = RecipeDraft(name: "-", lines: [line]).validationIssues().first {
                leftOut.append(ImportError.Issue(path: path, .leftOut(excerpt(line.text), because: said(issue))))
            } else if kept.count == maximum {
                leftOut.append(ImportError.Issue(path: path, .leftOut(line.text, because: .rule(tooMany))))
            } else {
                kept.append(line)
            }
        }
        return kept
    }

    /// One of the model's problems as a reason.
    static func said(_ issue: FieldIssue) -> ImportProblem {
        issue.wording.map(ImportProblem.rule) ?? .text(issue.message)
    }

    // MARK: Pieces every reader fills in

    /// Something the export held that is not kept, and why.
    mutating func leave(_ what: String, because reason: ImportProblem, at path: String) {
        leftOut.append(ImportError.Issue(path: path, .leftOut(what, because: reason)))
    }

    /// A time as the app wrote it: an ISO 8601 duration or words ("1 hr 20 mins"). One that is
    /// no time, or longer than a week, is said.
    mutating func setTime(_ time: WritableKeyPath<RecipeTimes, Int?>, _ text: String?, at path: String) {
        let written = text?.trimmed ?? ""
        switch DurationText.reading(written) {
        case .none: break
        case .seconds(let seconds): times[keyPath: time] = seconds
        case .unreadable: leave(written, because: .timeUnreadable, at: path)
        case .overAWeek: leave(written, because: .rule(.time), at: path)
        }
    }

    /// A time the app keeps as a number, `written` as the report names it ("90 min").
    mutating func setTime(_ time: WritableKeyPath<RecipeTimes, Int?>, seconds: Int?, written: String, at path: String) {
        switch seconds.map(DurationText.reading(seconds:)) ?? .none {
        case .seconds(let seconds): times[keyPath: time] = seconds
        case .overAWeek, .unreadable: leave(written, because: .rule(.time), at: path)
        case .none: break
        }
    }

    /// Nutrition facts, where the app holds any (an object of facts, or text): Larder keeps none.
    mutating func leaveNutrition(_ value: JSONValue?, at path: String) {
        let holdsFacts: Bool
        switch value {
        case .object(let facts)?:
            holdsFacts = facts.contains { key, fact in !["@type", "id", "source"].contains(key) && fact.text?.trimmed.nilIfEmpty != nil }
        case .string(let text)?:
            holdsFacts = !text.trimmed.isEmpty
        default:
            holdsFacts = false
        }
        if holdsFacts { leftOut.append(ImportError.Issue(path: path, .nutritionNotKept)) }
    }

    /// An ingredient list as the app holds it, each entry where it sits in the file, read as Larder
    /// reads every list: a heading (the app's own, or a line that reads as one) groups the lines
    /// after it, equipment becomes tools. Each line keeps the index of its entry, for the app's
    /// links between lines and steps. A line with no words and a heading no line follows are said.
    mutating func read(_ entries: [Located<IngredientList.Entry>]) -> (lines: [(line: LineDraft, entry: Int)], tools: [Located<Tool>]) {
        var lines: [(line: LineDraft, entry: Int)] = []
        var tools: [Located<Tool>] = []
        // A group keeps the heading as the source wrote it, to say it if no line follows.
        var group: (name: String, written: String, path: String, headsLines: Bool)?
        func close(_ group: (name: String, written: String, path: String, headsLines: Bool)?, into leftOut: inout [ImportError.Issue]) {
            if let group, !group.headsLines { leftOut.append(ImportError.Issue(path: group.path, .leftOut(group.written, because: .headsNoLines))) }
        }
        for (index, entry) in entries.enumerated() {
            let current = group?.name ?? ""
            let reading: IngredientList.Reading
            let heading: String?
            let written: String
            switch entry.value {
            case .group(let name):
                written = HTMLText.plainText(name, multiline: false).trimmed.trimmingCharacters(in: [":"])
                reading = IngredientList.read([.group(written)])
                heading = reading.groups.first
            case .line(let text):
                let plain = HTMLText.plainText(text, multiline: false).trimmed
                guard !plain.isEmpty else {
                    leftOut.append(ImportError.Issue(path: entry.path, .lineWithoutWords))
                    continue
                }
                written = plain.trimmingCharacters(in: [":"])
                // Read under the group it falls in, as the whole list would read it.
                reading = IngredientList.read([.group(current), .line(plain)])
                heading = reading.groups.count > (current.isEmpty ? 0 : 1) ? reading.groups.last : nil
            }
            if let line = reading.lines.first {
                lines.append((line, index))
                group?.headsLines = true
            } else if let tool = reading.tools.first {
                if !tools.contains(where: { $0.value.name.lowercased() == tool.name.lowercased() }) { tools.append(Located(tool, at: entry.path)) }
            } else if let heading {
                close(group, into: &leftOut)
                group = (heading, written, entry.path, false)
            } else if case .line = entry.value {
                leftOut.append(ImportError.Issue(path: entry.path, .lineWithoutWords))
            }
        }
        close(group, into: &leftOut)
        return (lines, tools)
    }

    /// The tools that can be, each once; the others are said.
    mutating func usableTools(_ tools: [Located<Tool>]) -> [Located<Tool>] {
        var kept: [Located<Tool>] = []
        for tool in tools {
            let name = HTMLText.plainText(tool.value.name, multiline: false).trimmed
            guard !name.isEmpty, !kept.contains(where: { $0.value.name.lowercased() == name.lowercased() }) else { continue }
            if let issue = StepDraft.toolRule.issues(name, field: "tool", label: .tool).first {
                leave(name, because: Self.said(issue), at: tool.path)
            } else {
                kept.append(Located(Tool(name: name, note: tool.value.note), at: tool.path))
            }
        }
        return kept
    }

    /// The recipe's lines and tools given to the steps that name them (a tool no step names, to
    /// the first step); the lines no step names stay the recipe's own. With no step, a tool has
    /// nowhere to go, and is said.
    mutating func place(_ lines: [LineDraft], tools: [Located<Tool>], over steps: [StepDraft]) {
        let tools = usableTools(tools)
        if steps.isEmpty {
            for tool in tools { leave(tool.value.name, because: .noStepForTool, at: tool.path) }
        }
        (self.lines, self.steps) = SchemaOrgRecipe.distribute(lines, tools: tools.map(\.value), over: steps)
    }

    /// The names of a list (strings, or objects with a `name`), each where it sits; one string
    /// may list several, parted by commas.
    static func names(_ value: JSONValue?, at path: String) -> [Located<String>] {
        guard let value else { return [] }
        if case .array(let elements) = value {
            return elements.enumerated().compactMap { index, element in
                (element["name"] ?? element).text?.trimmed.nilIfEmpty.map { Located($0, at: "\(path)[\(index)]") }
            }
        }
        return (value.text ?? "").split(separator: ",").compactMap { String($0).trimmed.nilIfEmpty }.map { Located($0, at: path) }
    }

    /// A heading written as a line of text, as Paprika and Mealie before 0.5 keep them: one that
    /// ends in a colon ("For the sauce:", "For 2 tarts:") or is written in capitals with no digit
    /// ("DOUGH"); never a line that starts with an amount or a step's number.
    static func isTextHeading(_ line: String) -> Bool {
        let line = line.trimmed
        guard let first = line.first, !first.isNumber else { return false }
        if line.hasSuffix(":") { return line.count > 1 }
        let letters = line.filter(\.isLetter)
        return letters.count >= 2 && letters.allSatisfy(\.isUppercase) && !line.contains(where: \.isNumber)
    }

    /// A list written as text, a line an entry: headings as the app writes them (`isTextHeading`)
    /// are its groups.
    static func textEntries(_ lines: [Located<String>]) -> [Located<IngredientList.Entry>] {
        lines.map { line in
            Located(isTextHeading(line.value) ? .group(line.value) : .line(line.value), at: line.path)
        }
    }

    /// Why one recipe of an export cannot be read.
    struct Unreadable: Error {
        /// In English.
        let reason: String
        /// The reason as every language says it; nil for a text no catalog has.
        let wording: ImportProblem?

        init(reason: String) {
            self.reason = reason
            self.wording = nil
        }

        init(_ wording: ImportProblem) {
            self.reason = wording.english
            self.wording = wording
        }

        /// The reason as its wording says it, or as its text.
        var said: ImportProblem { wording ?? .text(reason) }
    }

    /// An unreadable recipe as the household sees it: where it sits, its name where known, and why.
    static func unreadable(at path: String, name: String?, _ reason: ImportProblem) -> ImportError.Issue {
        ImportError.Issue(path: path, name.map { ImportProblem.named(String($0.prefix(120)), reason) } ?? reason)
    }

    // MARK: Pieces every reader needs

    /// The recipe added to `recipes`, or why it cannot be to `unreadable`, in the file's order.
    func keep(at path: String, in recipes: inout [ImportedRecipe], unreadable: inout [ImportError.Issue]) {
        switch imported(at: path) {
        case .success(let recipe): recipes.append(recipe)
        case .failure(let error): unreadable += error.issues
        }
    }

    /// A JSON document found inside an export, refused as the upload's JSON would be.
    static func json(_ data: Data) -> Result<JSONValue, AppRecipe.Unreadable> {
        if ImportLimits.nestingExceedsLimit(data) {
            return .failure(Unreadable(.jsonNestsTooDeep(maximum: ImportLimits.maximumNestingDepth)))
        }
        do throws(ImportError) {
            return .success(try JSONValue.parse(data))
        } catch {
            return .failure(Unreadable(.notJSON))
        }
    }

    /// Rows in the order their `key` (a position) gives, rows without one where they stand; each
    /// with its index among `rows`, to name where it sits.
    static func ordered(_ rows: [JSONValue], by key: String) -> [(row: JSONValue, index: Int)] {
        rows.enumerated().sorted { ($0.element[key]?.numeric ?? Double($0.offset), $0.offset) < ($1.element[key]?.numeric ?? Double($1.offset), $1.offset) }
            .map { ($0.element, $0.offset) }
    }

    /// A step under a section title ("For the sauce") reads as "For the sauce: …"; Larder has
    /// no sections, and the title says what the step is for.
    static func titled(_ instructions: String, by title: String?) -> String {
        guard let title = title.map({ HTMLText.plainText($0, multiline: false).trimming { ":.".unicodeScalars.contains($0) || $0.properties.isWhitespace } })?.nilIfEmpty,
              !instructions.lowercased().hasPrefix(title.lowercased()) else { return instructions }
        return instructions.isEmpty ? title : "\(title): \(instructions)"
    }

    /// "2", "1.5", "0.333": a quantity as a line of text writes it.
    static func quantityText(_ value: Double) -> String? {
        guard value.isFinite, value > 0, value < 1e9 else { return nil }
        if value == value.rounded() { return String(Int(value)) }
        var text = String(format: "%.3f", value)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// "1 1/2 cup flour, sifted" from an app's parsed line: quantity, unit, food and note.
    static func lineText(quantity: Double?, unit: String?, food: String?, note: String?) -> String {
        let amount = [quantity.flatMap(quantityText), unit?.trimmed.nilIfEmpty].compactMap { $0 }
        let head = (amount + [food?.trimmed.nilIfEmpty].compactMap { $0 }).joined(separator: " ")
        guard let note = note?.trimmed.nilIfEmpty else { return head }
        return head.isEmpty ? note : "\(head), \(note)"
    }

    /// A date as apps write it: ISO 8601, or "2019-03-31 19:36:16" (read as UTC).
    static func date(_ text: String?) -> Date? {
        guard var text = text?.trimmed.nilIfEmpty else { return nil }
        if text.count >= 16, let space = text.index(text.startIndex, offsetBy: 10, limitedBy: text.endIndex), text[space] == " " {
            text.replaceSubrange(space...space, with: "T")
        }
        return ISODate.parse(text)
    }
}

/// Steps in the app's order, each under the section title before it ("Sauce: Simmer…"): Larder
/// has no sections, and the title says what the step is for. A title no step follows is said.
struct TitledSteps {
    private(set) var steps: [StepDraft] = []
    private var title: Located<String>?

    /// A section title over the next step; an earlier one that titled no step is said.
    mutating func title(_ text: String?, at path: String, in recipe: inout AppRecipe) {
        guard let text = text.map({ HTMLText.plainText($0, multiline: false).trimmed })?.nilIfEmpty else { return }
        if let title { recipe.leave(title.value, because: .headsNoSteps, at: title.path) }
        title = Located(text, at: path)
    }

    /// The step under the section title before it, then under its own (a Mealie step's summary).
    mutating func append(_ step: StepDraft, ownTitle: String? = nil) {
        var step = step
        var titles = [title?.value, ownTitle.map { HTMLText.plainText($0, multiline: false).trimmed }].compactMap { $0?.nilIfEmpty }
        if titles.count == 2, titles[0].lowercased() == titles[1].lowercased() { titles.removeLast() }
        step.instructions = AppRecipe.titled(step.instructions, by: titles.joined(separator: " – ").nilIfEmpty)
        steps.append(step)
        title = nil
    }

    /// The steps; a title left over after the last is said.
    mutating func finish(in recipe: inout AppRecipe) -> [StepDraft] {
        if let title { recipe.leave(title.value, because: .headsNoSteps, at: title.path) }
        title = nil
        return steps
    }
}

// MARK: Fields as apps write them

extension JSONValue {
    /// A number, or a number written as a string ("1.5000", as Django writes decimals).
    var numeric: Double? {
        switch self {
        case .number(let number): number.isFinite ? number : nil
        case .string(let text): Double(text.trimmed).flatMap { $0.isFinite ? $0 : nil }
        default: nil
        }
    }

    /// Text, or a number written as text.
    var text: String? {
        switch self {
        case .string(let text): text
        case .number: kindDescription
        default: nil
        }
    }

    /// A whole number within reason (below a billion), rounded; what would overflow an Int is none.
    var wholeNumber: Int? {
        numeric.flatMap { abs($0) < 1e9 ? Int($0.rounded()) : nil }
    }

    /// true, 1, "1", "true" or "yes".
    var isTrue: Bool {
        switch self {
        case .bool(let flag): flag
        case .number(let number): number != 0
        case .string(let text): ["1", "true", "yes"].contains(text.trimmed.lowercased())
        default: false
        }
    }
}
