import Foundation
import LarderExchange
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension PlanController {
    struct PickPage: Sendable, Encodable {
        /// The names alone, as a datalist's options.
        struct Options: Sendable, Encodable {
            var matches: [WeekPage.Suggestion]
        }

        var page: PageChrome
        var heading: String
        var q: String
        var day: String
        var slotOptions: [Choice]
        var servings: String
        var matches: [WeekPage.Suggestion]
        var hasSearched: Bool
        /// "No recipe has a name like “…”."
        var noMatchLabel: String
        var backURL: String
    }
}
