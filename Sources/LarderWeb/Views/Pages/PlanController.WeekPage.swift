import Foundation
import LarderExchange
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension PlanController {
    struct WeekPage: Sendable, Encodable {
        struct Entry: Sendable, Encodable {
            var id: String
            var title: String
            var recipeURL: String?
            /// The forms' actions are the template's: `/plan/entries/{{id}}/…`.
            var day: String
            var slotOptions: [Choice]
        }

        struct Slot: Sendable, Encodable {
            var label: String
            var entries: [Entry]
        }

        struct DayColumn: Sendable, Encodable {
            var iso: String
            var label: String
            /// "to Tue 24 Nov": what the add button says to a screen reader after "Add".
            var addToDay: String
            var isToday: Bool
            var slots: [Slot]
            var isEmpty: Bool
            /// The add form of this day: open, with what was typed and messages, after a refused add.
            var form: AddForm
        }

        struct AddForm: Sendable, Encodable {
            var isOpen: Bool
            var slotOptions: [Choice]
            var recipe: FormField
            var servings: FormField
            var note: FormField
            var errors: [String]
            /// Recipes like the name that matched none, each planned with one button.
            var suggestions: [Suggestion]
            /// The recipe picker, for this day.
            var pickURL: String
        }

        /// A recipe offered for a day: a form that plans it there at once.
        struct Suggestion: Sendable, Encodable {
            var name: String
            /// "Plan Lentil soup": its button.
            var planLabel: String
            var recipeID: String
            var day: String
            var slot: String
            var servings: String
        }

        var page: PageChrome
        var heading: String
        var previousURL: String
        var nextURL: String
        var thisWeekURL: String
        var isThisWeek: Bool
        var days: [DayColumn]
        var isOwner: Bool
        var weekStartOptions: [Choice]
        var hasFeed: Bool
        /// The feed's address, shown once, right after it was made.
        var newFeedURL: String?
        /// The week's days, which the one-click "Shopping list for this week" posts.
        var weekFrom: String
        var weekTo: String
    }
}
