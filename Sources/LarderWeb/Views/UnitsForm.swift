import LarderModel

/// The buttons that choose the units a person's pages show quantities in (`units-form`),
/// posting to `/account/units` and coming back to `back`.
struct UnitsForm: Sendable, Encodable {
    var back: String
    var choices: [Choice]

    init(current: UnitSystem, back: String, strings: Strings) {
        self.back = back
        choices = UnitSystem.allCases.map { Choice($0.rawValue, Self.label($0, strings), selected: $0 == current) }
    }

    /// A units system as a person chooses it: "as written", "metric", "US customary".
    static func label(_ units: UnitSystem, _ strings: Strings) -> String {
        switch units {
        case .written: strings.units.written
        case .metric: strings.units.metric
        case .us: strings.units.us
        }
    }

    /// What the flash says once the person has chosen.
    static func chosen(_ units: UnitSystem, _ strings: Strings) -> String {
        switch units {
        case .written: strings.units.nowWritten
        case .metric: strings.units.nowMetric
        case .us: strings.units.nowUS
        }
    }
}

/// The buttons that choose the language a person's pages are written in (`language-form`),
/// posting to `/account/language`. Each names its language in that language, whatever the page's.
struct LanguageForm: Sendable, Encodable {
    var choices: [Choice]
    /// The person chose a language; otherwise their browser's decides (and is the one pressed).
    var chosen: Bool

    init(chosen: Language?, current: Language) {
        self.chosen = chosen != nil
        choices = Language.allCases.map { Choice($0.rawValue, $0.name, selected: $0 == current) }
    }
}
