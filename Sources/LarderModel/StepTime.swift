/// How long a step takes, and whether the cook is busy (active: chopping, stirring) or only
/// waiting (passive: proving, simmering, baking).
public struct StepTime: Codable, Sendable, Hashable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case active
        case passive
    }

    public var seconds: Int
    public var kind: Kind

    public init(seconds: Int, kind: Kind) {
        self.seconds = seconds
        self.kind = kind
    }

    public init(minutes: Int, kind: Kind) {
        self.init(seconds: minutes * 60, kind: kind)
    }

    /// A week: longer than any step, short enough to catch a typo.
    public static let maximumSeconds = 7 * 24 * 3600

    /// "45 s", "20 min", "1 h 30 min".
    public static func format(seconds: Int) -> String {
        if seconds < 60 { return "\(seconds) s" }
        let minutes = (seconds + 30) / 60
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }

    public var formatted: String { Self.format(seconds: seconds) }
}

/// A utensil a step needs, stored with the step as a value (jsonb), not as a model of its own.
public struct Tool: Codable, Sendable, Hashable {
    public var name: String
    public var note: String?

    public init(name: String, note: String? = nil) {
        self.name = name
        self.note = note
    }
}

/// The kind of technique a skill is; its icon follows from it.
public enum SkillCategory: String, Codable, Sendable, CaseIterable {
    case general, cutting, cooking, baking, mixing, preserving, plating

    public var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

    /// The file name of the category's icon under `Public/icons/`.
    public var icon: String {
        switch self {
        case .general: return "frying-pan.svg"
        case .cutting: return "knife.svg"
        case .cooking: return "flame.svg"
        case .baking: return "oven.svg"
        case .mixing: return "whisk.svg"
        case .preserving: return "jar.svg"
        case .plating: return "plate.svg"
        }
    }
}
