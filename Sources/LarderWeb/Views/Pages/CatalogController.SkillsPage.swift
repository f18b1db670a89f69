import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderImaging
import LarderModel
import LarderStore

extension CatalogController {
    struct SkillsPage: Sendable, Encodable {
        struct Row: Sendable, Encodable {
            var id: String
            var name: String
            var categoryLabel: String
            var icon: String
            var usesLabel: String
            /// The delete link is the template's: `/skills/{{id}}/delete`.
            var recipesURL: String
        }

        struct SkillForm: Sendable, Encodable {
            var name: FormField
        }

        var page: PageChrome
        var skills: [Row]
        var hasSkills: Bool
        var form: SkillForm
        var categoryOptions: [Choice]
        var pagination: Pagination?
    }
}
