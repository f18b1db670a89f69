import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderModel
import LarderStore

extension ImportController {
    struct JobPage: Sendable, Encodable {
        struct Item: Sendable, Encodable {
            var url: String
            var state: String
            var isPending: Bool
            var isImported: Bool
            var isFailed: Bool
            var recipeName: String?
            var recipeURL: String?
            var message: String
        }

        var page: PageChrome
        var total: Int
        var imported: Int
        var failed: Int
        var remaining: Int
        var isFinished: Bool
        /// Done out of total, for the progress bar.
        var done: Int
        /// "3 of 5": the progress bar's text, for browsers that draw none.
        var progressText: String
        /// "to go, of 5": the words after the count still to go.
        var toGo: String
        var items: [Item]
    }
}
