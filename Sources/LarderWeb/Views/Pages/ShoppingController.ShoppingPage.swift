import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension ShoppingController {
    struct ShoppingPage: Sendable, Encodable {
        struct Recipe: Sendable, Encodable {
            var name: String
            var servings: Int
            /// "for 4".
            var servingsLabel: String
            var url: String
            var removeAction: String
        }

        var page: PageChrome
        var items: Items
        var from: FormField
        var to: FormField
        /// "The meal plan, Mon 23 Nov to Sun 29 Nov.", when the list takes from the plan.
        var daysLabel: String?
        var recipes: [Recipe]
        var hasSources: Bool
        var newItem: FormField
        var staples: FormField
        /// Where a copy of the page fetches the list when told of a change.
        var itemsURL: String
        var formErrors: [String]
        /// Generated items are said in the reader's units; these buttons change them.
        var units: UnitsForm
    }
}
