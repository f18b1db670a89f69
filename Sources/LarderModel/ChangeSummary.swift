/// One change a save made to a recipe, as its history names it.
public enum RecipeChange: Sendable, Equatable, Codable {
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

    /// Stored as its code and its values: `{"change": "servings", "from": 4, "to": 6}`. The codes
    /// are what the rows hold, so a case is renamed in Swift, never in them.
    private enum CodingKeys: String, CodingKey {
        case change, name, from, to, step, count
    }

    private var code: String {
        switch self {
        case .renamed: "renamed"
        case .summaryEdited: "summaryEdited"
        case .servings: "servings"
        case .sourceRemoved: "sourceRemoved"
        case .sourceChanged: "sourceChanged"
        case .tagsChanged: "tagsChanged"
        case .timesChanged: "timesChanged"
        case .stepAdded: "stepAdded"
        case .stepRemoved: "stepRemoved"
        case .stepEdited: "stepEdited"
        case .stepsReordered: "stepsReordered"
        case .linesChanged: "linesChanged"
        case .linesAdded: "linesAdded"
        case .linesRemoved: "linesRemoved"
        case .photoAdded: "photoAdded"
        case .photoRemoved: "photoRemoved"
        case .photoReplaced: "photoReplaced"
        case .detailsEdited: "detailsEdited"
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let code = try container.decode(String.self, forKey: .change)
        func number(_ key: CodingKeys) throws -> Int { try container.decode(Int.self, forKey: key) }
        self = switch code {
        case "renamed": .renamed(try container.decode(String.self, forKey: .name))
        case "summaryEdited": .summaryEdited
        case "servings": .servings(from: try number(.from), to: try number(.to))
        case "sourceRemoved": .sourceRemoved
        case "sourceChanged": .sourceChanged
        case "tagsChanged": .tagsChanged
        case "timesChanged": .timesChanged
        case "stepAdded": .stepAdded(try number(.step))
        case "stepRemoved": .stepRemoved(try number(.step))
        case "stepEdited": .stepEdited(try number(.step))
        case "stepsReordered": .stepsReordered
        case "linesChanged": .linesChanged(try number(.count))
        case "linesAdded": .linesAdded(try number(.count))
        case "linesRemoved": .linesRemoved(try number(.count))
        case "photoAdded": .photoAdded
        case "photoRemoved": .photoRemoved
        case "photoReplaced": .photoReplaced
        case "detailsEdited": .detailsEdited
        default: throw DecodingError.dataCorruptedError(forKey: .change, in: container, debugDescription: "no change is called \(code)")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .change)
        switch self {
        case .renamed(let name): try container.encode(name, forKey: .name)
        case .servings(let from, let to):
            try container.encode(from, forKey: .from)
            try container.encode(to, forKey: .to)
        case .stepAdded(let step), .stepRemoved(let step), .stepEdited(let step): try container.encode(step, forKey: .step)
        case .linesChanged(let count), .linesAdded(let count), .linesRemoved(let count): try container.encode(count, forKey: .count)
        case .summaryEdited, .sourceRemoved, .sourceChanged, .tagsChanged, .timesChanged, .stepsReordered,
             .photoAdded, .photoRemoved, .photoReplaced, .detailsEdited: break
        }
    }
}

/// What a save changed, as the history keeps it: its changes as meaning, worded only when shown
/// ("step 3 edited, 2 lines added, servings 4 → 6", "restored version 2: details edited", or
/// "nothing" in English; each page in its reader's language).
public struct ChangeSummary: Sendable, Equatable, Codable {
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

    private enum CodingKeys: String, CodingKey {
        case restoredVersion = "restored", changes
    }
}

/// What the history keeps of a save: its changes as meaning, or words as someone wrote them (a
/// version from another Larder's export that carried only words, or a summary stored before stage
/// 30 that was not Larder's own), shown as they are. Stored as `jsonb`:
/// `{"changes": [{"change": "stepEdited", "step": 3}], "restored": 2}` or `{"written": "…"}`.
public enum SavedChange: Sendable, Equatable, Codable {
    case said(ChangeSummary)
    case written(String)

    /// As the API, exports and logs say it.
    public var english: String {
        switch self {
        case .said(let summary): summary.english
        case .written(let text): text
        }
    }

    private enum CodingKeys: String, CodingKey {
        case written
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let text = try container.decodeIfPresent(String.self, forKey: .written) {
            self = .written(text)
        } else {
            self = .said(try ChangeSummary(from: decoder))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .said(let summary): try summary.encode(to: encoder)
        case .written(let text):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .written)
        }
    }
}
