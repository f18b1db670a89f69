import LarderModel

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
