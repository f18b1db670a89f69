import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension CookingController {
    /// The cooked-it form, for a day, servings and a note.
    struct CookedPage: Sendable, Encodable {
        var page: PageChrome
        var recipeName: String
        var action: String
        var cancelURL: String
        var cookedOn: FormField
        var servings: FormField
        var note: FormField
        var today: String
        var formErrors: [String]
    }
}
