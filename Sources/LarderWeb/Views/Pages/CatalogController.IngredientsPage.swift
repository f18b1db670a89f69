import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderImaging
import LarderModel
import LarderStore

extension CatalogController {
    struct IngredientsPage: Sendable, Encodable {
        struct Row: Sendable, Encodable {
            var id: String
            var name: String
            var usesLabel: String
            var recipesURL: String
            /// The image and the forms' actions are the template's: `/ingredients/{{id}}/…`.
            var hasImage: Bool
            var aisle: String
            /// Grams per millilitre as the field shows it; "" for none.
            var density: String
            /// "Delete Flour…"
            var deleteLabel: String
        }

        var page: PageChrome
        var search: String
        var ingredients: [Row]
        var hasIngredients: Bool
        /// The largest picture an ingredient takes, as the hint says it and the script checks it ("5 MB").
        var imageLimit: String
        var imageLimitBytes: Int = Ingredient.maximumImageBytes
        /// "JPEG, PNG or WebP, up to 5 MB."
        var imageHint: String
        var countLabel: String
        /// "No ingredient matches “…”", for a search that found none.
        var noMatchLabel: String
        var pagination: Pagination?
    }
}
