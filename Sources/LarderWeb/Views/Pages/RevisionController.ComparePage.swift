import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension RevisionController {
    struct ComparePage: Sendable, Encodable {
        var page: PageChrome
        var recipeName: String
        var recipeURL: String
        var historyURL: String
        /// "History of Bread": the link back.
        var historyLink: String
        /// "Each part that differs, version 2 on the left and version 3 on the right; …".
        var explanation: String
        var older: Version
        var newer: Version
        var comparison: ComparisonView
        /// The two versions showed different photos.
        var photoChanged: Bool
        var currentVersion: Int
    }
}
