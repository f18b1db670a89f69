import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension ShoppingController {
    struct Items: Sendable, Encodable {
        struct Item: Sendable, Encodable {
            var id: String
            var text: String
            var isTicked: Bool
            var isManual: Bool
            var tickAction: String
            var removeAction: String
        }

        struct Aisle: Sendable, Encodable {
            var name: String
            var items: [Item]
        }

        var version: Int
        var aisles: [Aisle]
        var hasItems: Bool
        var tickedCount: Int
        var remainingLabel: String
        /// `remainingLabel`'s words with `{toBuy}` and `{inBasket}` for its numbers, and the words
        /// for a full basket: the page's script counts again when ticks made offline wait.
        var remainingPattern: String
        var allInBasket: String
        /// Items of the household's pantry staples, left off unless asked for.
        var staplesNote: String?
        var showsStaples: Bool
        var staplesToggleURL: String
    }
}
