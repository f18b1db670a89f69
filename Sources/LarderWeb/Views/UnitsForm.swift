import LarderModel

/// The buttons that choose the units a person's pages show quantities in (`units-form`),
/// posting to `/account/units` and coming back to `back`.
struct UnitsForm: Sendable, Encodable {
    var back: String
    var choices: [Choice]

    init(current: UnitSystem, back: String) {
        self.back = back
        choices = UnitSystem.allCases.map { Choice($0.rawValue, $0.label, selected: $0 == current) }
    }
}
