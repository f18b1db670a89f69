import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension ShoppingController {
    /// The list alone, with what its forms need from the page.
    struct ItemsFragment: Sendable, Encodable {
        struct Page: Sendable, Encodable {
            var csrfToken: String
            /// The words of the list, in the reader's language.
            let t: Strings
        }

        var page: Page
        var items: Items
    }
}
