import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension RevisionController {
    struct HistoryPage: Sendable, Encodable {
        var page: PageChrome
        var recipeName: String
        var recipeURL: String
        var compareURL: String
        /// The version the page shows as current, which a restore names so that it cannot undo a save it did not see.
        var currentVersion: Int
        var versions: [Version]
        var hasEarlier: Bool
    }
}
