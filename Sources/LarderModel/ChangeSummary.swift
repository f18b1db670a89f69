/// One change a save made to a recipe, as its history names it.
public enum RecipeChange: Sendable, Equatable {
    case renamed(String)
    case summaryEdited
    case servings(from: Int, to: Int)
    case sourceRemoved, sourceChanged, tagsChanged, timesChanged
    /// Steps by their number in the version that has them.
    case stepAdded(Int), stepRemoved(Int), stepEdited(Int)
    case stepsReordered
    case linesChanged(Int), linesAdded(Int), linesRemoved(Int)
    case photoAdded, photoRemoved, photoReplaced
    /// A difference no other change names: a tag's case, a line's link to its ingredient.
    case detailsEdited

    public var english: String {
        switch self {
        case .renamed(let name): "renamed to “\(name)”"
        case .summaryEdited: "summary edited"
        case .servings(let from, let to): "servings \(from) → \(to)"
        case .sourceRemoved: "source removed"
        case .sourceChanged: "source changed"
        case .tagsChanged: "tags changed"
        case .timesChanged: "times changed"
        case .stepAdded(let number): "step \(number) added"
        case .stepRemoved(let number): "step \(number) removed"
        case .stepEdited(let number): "step \(number) edited"
        case .stepsReordered: "steps reordered"
        case .linesChanged(let count): "\(Self.lines(count)) changed"
        case .linesAdded(let count): "\(Self.lines(count)) added"
        case .linesRemoved(let count): "\(Self.lines(count)) removed"
        case .photoAdded: "photo added"
        case .photoRemoved: "photo removed"
        case .photoReplaced: "photo replaced"
        case .detailsEdited: "details edited"
        }
    }

    private static func lines(_ count: Int) -> String { count == 1 ? "1 line" : "\(count) lines" }

    /// The change `english` names, if it names one.
    init?(english text: Substring) {
        let fixed: [String: RecipeChange] = [
            "summary edited": .summaryEdited, "source removed": .sourceRemoved, "source changed": .sourceChanged,
            "tags changed": .tagsChanged, "times changed": .timesChanged, "steps reordered": .stepsReordered,
            "photo added": .photoAdded, "photo removed": .photoRemoved, "photo replaced": .photoReplaced, "details edited": .detailsEdited,
        ]
        if let change = fixed[String(text)] { self = change; return }
        let words = text.split(separator: " ")
        if words.count == 4, words[0] == "servings", words[2] == "→", let from = Int(words[1]), let to = Int(words[3]) {
            self = .servings(from: from, to: to)
        } else if words.count == 3, words[0] == "step", let number = Int(words[1]) {
            switch words[2] {
            case "added": self = .stepAdded(number)
            case "removed": self = .stepRemoved(number)
            case "edited": self = .stepEdited(number)
            default: return nil
            }
        } else if words.count == 3, let count = Int(words[0]), words[1] == (count == 1 ? "line" : "lines") {
            switch words[2] {
            case "changed": self = .linesChanged(count)
            case "added": self = .linesAdded(count)
            case "removed": self = .linesRemoved(count)
            default: return nil
            }
        } else {
            return nil
        }
    }
}

/// What a save changed, as the history keeps it: "step 3 edited, 2 lines added, servings 4 → 6",
/// "restored version 2: details edited", or "nothing". Kept in English, as exports carry it; a
/// page reads it back into changes (`init(parsing:)`) to say them in its own language.
public struct ChangeSummary: Sendable, Equatable {
    /// The version a restore brought back, when the save was one.
    public var restoredVersion: Int?
    /// None is "nothing".
    public var changes: [RecipeChange]

    public init(restoredVersion: Int? = nil, changes: [RecipeChange]) {
        self.restoredVersion = restoredVersion
        self.changes = changes
    }

    public var english: String {
        let said = changes.isEmpty ? "nothing" : changes.map(\.english).joined(separator: ", ")
        return restoredVersion.map { "restored version \($0): \(said)" } ?? said
    }

    /// The summary `english` wrote; nil for text it did not write.
    public init?(parsing text: String) {
        var rest = Substring(text)
        if rest.hasPrefix("restored version "), let colon = rest.firstRange(of: ": "),
           let version = Int(rest[rest.index(rest.startIndex, offsetBy: "restored version ".count)..<colon.lowerBound]) {
            restoredVersion = version
            rest = rest[colon.upperBound...]
        }
        guard let changes = rest == "nothing" ? [] : Self.changes(in: rest) else { return nil }
        self.changes = changes
    }

    /// "renamed to “A, b”, step 2 edited": a name may hold ", " and "”", so each closing quote is
    /// tried in turn until the rest reads as changes.
    private static func changes(in text: Substring) -> [RecipeChange]? {
        let opening = "renamed to “"
        if text.hasPrefix(opening) {
            let name = text.dropFirst(opening.count)
            var search = name.startIndex
            while let close = name[search...].firstIndex(of: "”") {
                let after = name[name.index(after: close)...]
                if after.isEmpty { return [.renamed(String(name[..<close]))] }
                if after.hasPrefix(", "), let more = changes(in: after.dropFirst(2)) { return [.renamed(String(name[..<close]))] + more }
                search = name.index(after: close)
            }
            return nil
        }
        var found: [RecipeChange] = []
        for item in text.split(separator: ", ", omittingEmptySubsequences: false) {
            guard let change = RecipeChange(english: item) else { return nil }
            found.append(change)
        }
        return found
    }
}
