import Foundation
import LarderModel

/// One recipe as an app's export gives it, before Larder's rules apply. Every app's reader ends
/// in `imported(at:)`, so every app's recipes keep, cut and refuse the same things.
struct AppRecipe {
    var name: String?
    /// Plain text, as are the notes.
    var description: String?
    var notes: [String] = []
    var servings: Int?
    var sourceURL: String?
    var tags: [String] = []
    var times = RecipeTimes()
    var lines: [LineDraft] = []
    var steps: [StepDraft] = []
    var createdAt: Date?
    var photo: PhotoSource?
    /// What the export held that is not kept (a picture refused as it was read), for the report.
    var leftOut: [ImportError.Issue] = []
    var isFavourite = false
    /// The app's own scale, 0 to 5; 0 (or nothing) means not rated.
    var rating: Double?

    /// The recipe as Larder keeps it, or why it cannot be kept, named by `path` (where it sits
    /// in the file). What can be made to fit is: notes are cut, unusable tags and addresses left
    /// out, servings kept within bounds; what cannot (a 300-character name) refuses the recipe.
    func imported(at path: String) -> Result<ImportedRecipe, ImportError> {
        guard let name = name.map({ HTMLText.plainText($0, multiline: false) })?.nilIfEmpty else {
            return .failure(ImportError([Self.unreadable(at: path, name: nil, .needsName)]))
        }
        let summary = ([description] + notes.map(Optional.some)).compactMap { $0?.trimmed.nilIfEmpty }.joined(separator: "\n\n")
        let draft = RecipeDraft(
            name: name,
            summary: SchemaOrgRecipe.shortenedToSummary(summary),
            servings: servings.map { min(max($0, RecipeDraft.servingsRange.lowerBound), RecipeDraft.servingsRange.upperBound) } ?? 4,
            sourceURL: SchemaOrgRecipe.webAddress(sourceURL),
            tags: SchemaOrgRecipe.usableTags(tags),
            times: RecipeTimes(prepSeconds: Self.withinAWeek(times.prepSeconds), cookSeconds: Self.withinAWeek(times.cookSeconds),
                               totalSeconds: Self.withinAWeek(times.totalSeconds)),
            lines: lines,
            steps: steps
        ).normalized
        let issues = draft.validationIssues()
        if !issues.isEmpty {
            return .failure(ImportError([Self.unreadable(at: path, name: name, .fieldIssues(issues))]))
        }
        let stars = rating.flatMap { (0.5..<5.5).contains($0) ? Int($0.rounded()) : nil }
        var recipe = ImportedRecipe(draft: draft, createdAt: createdAt, photo: photo, isFavourite: isFavourite, rating: stars)
        recipe.leftOut = leftOut
        return .success(recipe)
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

    private static func withinAWeek(_ seconds: Int?) -> Int? {
        seconds.flatMap { $0 > 0 && $0 <= StepTime.maximumSeconds ? $0 : nil }
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

    /// Ingredient lines written as text, read as a list: section headings ("For the sauce:")
    /// name the group of the lines after them.
    static func ingredientLines(_ texts: [String]) -> [LineDraft] {
        IngredientList.read(texts.map { HTMLText.plainText($0, multiline: false) }).lines
    }

    /// The names that can be tools: on one line and short enough, as many as a step can list.
    static func tools(_ names: [String]) -> [Tool] {
        let usable = names.map { $0.trimmed }.filter { StepDraft.toolRule.issues($0, field: "tool", label: .tool).isEmpty }
        return usable.prefix(StepDraft.maximumTools).map { Tool(name: $0) }
    }

    /// Rows in the order their `key` (a position) gives, rows without one where they stand.
    static func ordered(_ rows: [JSONValue], by key: String) -> [JSONValue] {
        rows.enumerated().sorted { ($0.element[key]?.numeric ?? Double($0.offset), $0.offset) < ($1.element[key]?.numeric ?? Double($1.offset), $1.offset) }
            .map(\.element)
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

    /// Names given as strings or as objects with a `name`, in one list or one string.
    var names: [String] {
        elements.compactMap { element in (element["name"] ?? element).text?.trimmed.nilIfEmpty }
    }
}
