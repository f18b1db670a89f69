import Foundation
import LarderExchange
import HTTPTypes
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension ShareController {
    struct SharePage: Sendable, Encodable {
        var page: PageChrome
        var recipeName: String
        var recipeURL: String
        var action: String
        /// The new link, shown once, right after it was made.
        var newLink: String?
        var links: [LinkRow]
        var expiries: [Choice]
        var listURL: String
    }
}
