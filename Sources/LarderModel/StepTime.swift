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

    /// The time as the editor shows it, exact to the second so that saving it again changes
    /// nothing: "45 s", "2 min 30 s", "20", "1 h 30", "2 h".
    public static func editable(seconds: Int) -> String {
        let (hours, minutes, rest) = (seconds / 3600, seconds % 3600 / 60, seconds % 60)
        if rest != 0 {
            let whole = seconds / 60
            return whole == 0 ? "\(rest) s" : "\(whole) min \(rest) s"
        }
        if hours == 0 { return "\(minutes)" }
        return minutes == 0 ? "\(hours) h" : "\(hours) h \(minutes)"
    }

    /// Reads what a cook types for a time, in seconds: "90" (minutes), "45 s", "1 h 30",
    /// "1h30m", "1:30" (hours and minutes), "2 min 30 s", "1 hour". nil when it is not a time.
    public static func seconds(from text: String) -> Int? {
        let text = text.trimmed.lowercased()
        guard !text.isEmpty else { return nil }
        let colon = text.split(separator: ":", omittingEmptySubsequences: false)
        if colon.count == 2, let hours = Int(String(colon[0]).trimmed), let minutes = Int(String(colon[1]).trimmed),
           String(colon[1]).trimmed.count == 2, minutes < 60 {
            return hours * 3600 + minutes * 60
        }
        let units: [(words: Set<String>, seconds: Int)] = [
            (["h", "hr", "hrs", "hour", "hours"], 3600), (["m", "min", "mins", "minute", "minutes"], 60),
            (["s", "sec", "secs", "second", "seconds"], 1),
        ]
        var total = 0
        var previousUnit: Int?
        var scanner = Substring(text)
        var parts = 0
        while true {
            scanner = scanner.drop { $0 == " " }
            if scanner.isEmpty { break }
            let digits = scanner.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, digits.count <= 7, let number = Int(digits) else { return nil }
            scanner = scanner.dropFirst(digits.count).drop { $0 == " " }
            let word = scanner.prefix { $0.isLetter }
            scanner = scanner.dropFirst(word.count)
            let unit: Int
            if word.isEmpty {
                // A bare number is minutes, or the next unit down after hours or minutes: "1 h 30", "2 min 30".
                unit = previousUnit.map { $0 == 3600 ? 60 : 1 } ?? 60
            } else {
                guard let found = units.first(where: { $0.words.contains(String(word)) }) else { return nil }
                unit = found.seconds
            }
            if let previousUnit, unit >= previousUnit { return nil }
            previousUnit = unit
            total += number * unit
            parts += 1
        }
        return parts > 0 ? total : nil
    }
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
