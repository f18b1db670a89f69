import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

extension RecipeController {
    struct RecipePage: Sendable, Encodable {
        struct Summary: Sendable, Encodable {
            var name: String
            var summary: String
            var servings: Int
            var sourceURL: String?
            var authorName: String?
            var createdAt: String
            var totalTime: String
            /// Where the ready-in time comes from, when it is not the steps' schedule.
            var readyInNote: String?
            var activeTime: String
            var passiveTime: String
            var viewCount: Int
            var editURL: String
            var planURL: String
            var shopURL: String
            var deleteURL: String
            var historyURL: String
            var shareURL: String
            var exportLarderURL: String
            var exportSchemaURL: String
            var photo: Photo?
            var tags: [TagLink]
            var hasTags: Bool
            /// "Added by Sam on 12 Nov 2026." or "Added on 12 Nov 2026."
            var addedNote: String
            /// "Viewed 3 times since the server started."
            var viewedNote: String
            /// "Schedule: ready in 1 h 30 min", the schedule chart's title ("" without a schedule).
            var scheduleTitle: String
        }

        struct Photo: Sendable, Encodable {
            var url: String
            var width: Int
            var height: Int
        }

        struct Line: Sendable, Encodable {
            var text: String
            var ingredientName: String?
            var ingredientURL: String?
            /// The heading of the group this line starts ("Sauce"), shown above it.
            var groupHeading: String?
        }

        struct Time: Sendable, Encodable {
            var label: String
            var seconds: Int
            var kindLabel: String
            var isPassive: Bool
            /// "Start 20 min timer": the timer button's face before its script takes over.
            var startTimer: String
        }

        struct SkillBadge: Sendable, Encodable {
            var name: String
            var categoryLabel: String
            var icon: String
        }

        struct Step: Sendable, Encodable {
            var number: Int
            var instructions: String
            var time: Time?
            /// "Can be done while step 2 waits."
            var duringNote: String?
            var tools: [Tool]
            var skills: [SkillBadge]
            var lines: [Line]
            /// "Step 2": its heading, and its timer's name.
            var heading: String
            /// "Skills for step 2".
            var skillsLabel: String
        }

        struct IngredientText: Sendable, Encodable {
            var text: String
        }

        /// The servings the page shows, with plain links to fewer and more (no JavaScript needed).
        struct Servings: Sendable, Encodable {
            var shown: Int
            /// The recipe's page, which a servings form asks for (`?servings=`).
            var action: String
            var minimum: Int
            var maximum: Int
            var isScaled: Bool
            var fewerURL: String?
            var moreURL: String?
            var resetURL: String
            /// The units the page can show, each a link, the one shown marked.
            var units: [UnitChoice]
            /// Units the address asked for, which the servings form keeps.
            var unitsAsked: String?
            /// "Scaled from 4." and "Back to 4", when scaled.
            var scaledFrom: String
            var backTo: String
        }

        struct UnitChoice: Sendable, Encodable {
            var label: String
            var url: String
            var isCurrent: Bool
        }

        /// The member's star and the household's cooking log.
        struct History: Sendable, Encodable {
            struct Entry: Sendable, Encodable {
                var text: String
                var note: String
                var deleteURL: String
                /// "the entry 12 Nov 2026, for 4": what its Remove button removes, for screen readers.
                var removeLabel: String
            }

            var isFavourite: Bool
            var favouriteURL: String
            /// "Cooked 5 times, last on 12 Nov 2026 by Sam." or "Not cooked yet."
            var summary: String
            var entries: [Entry]
            var hasEntries: Bool
            var cookedURL: String
            var today: String
        }

        /// "4.5 from 2 ratings", and the member's own stars to choose.
        struct Rating: Sendable, Encodable {
            struct Choice: Sendable, Encodable {
                var stars: Int
                /// "Rate it 3 stars": the button's name, as its face is a star alone.
                var name: String
                var isMine: Bool
                /// Up to the member's own rating, the stars show filled.
                var isFilled: Bool
            }

            var text: String
            var mine: Int?
            var action: String
            var choices: [Choice]
        }

        var page: PageChrome
        var recipe: Summary
        var history: History
        var rating: Rating
        var schedule: ScheduleView?
        var servings: Servings
        /// schema.org JSON-LD of the recipe as shown (scaled), safe inside a script element.
        var jsonLD: String
        var ingredients: [IngredientText]
        /// Lines no step uses: "You will need".
        var ownLines: [Line]
        var steps: [Step]
    }
}
