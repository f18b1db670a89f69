import Foundation
import LarderExchange
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension PlanController {
    struct PlanRecipePage: Sendable, Encodable {
        var page: PageChrome
        var recipeName: String
        var action: String
        var cancelURL: String
        var day: FormField
        var slotOptions: [Choice]
        var servings: FormField
        var formErrors: [String]
    }
}
