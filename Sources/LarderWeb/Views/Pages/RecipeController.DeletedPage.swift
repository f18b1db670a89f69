import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderImaging
import LarderModel
import LarderStore

extension RecipeController {
    struct DeletedPage: Sendable, Encodable {
        struct Row: Sendable, Encodable {
            var name: String
            /// "Deleted 12 Nov 2026, 15:03; can be restored until 13 Nov 2026, 15:03."
            var meta: String
            var restoreURL: String
        }

        var page: PageChrome
        var recipes: [Row]
        /// "A deleted recipe can be brought back for 24 hours, …"
        var lead: String
        /// "No recipe was deleted in the last 24 hours."
        var emptyText: String
    }
}
