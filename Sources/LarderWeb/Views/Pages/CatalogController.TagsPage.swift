import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderImaging
import LarderModel
import LarderStore

extension CatalogController {
    struct TagsPage: Sendable, Encodable {
        struct Row: Sendable, Encodable {
            var id: String
            var name: String
            var usesLabel: String
            /// The rename form and the delete link are the template's: `/tags/{{id}}/…`.
            var recipesURL: String
            /// "Delete vegetarian…"
            var deleteLabel: String
        }

        var page: PageChrome
        var tags: [Row]
        var hasTags: Bool
        var countLabel: String
        var pagination: Pagination?
    }
}
