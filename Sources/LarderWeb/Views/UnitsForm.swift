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
