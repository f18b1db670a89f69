import CPUWork
import Foundation
import Hummingbird
import LarderActions
import LarderExchange
import LarderModel
import LarderStore

extension ImportController {
    struct ImportPage: Sendable, Encodable {
        struct Issue: Sendable, Encodable {
            var path: String
            var problem: String
        }

        struct Created: Sendable, Encodable {
            var name: String
            var url: String
        }

        struct Result: Sendable, Encodable {
            var summary: String
            var created: [Created]
            var notes: [String]
        }

        /// One address pasted again: what the household already has from it.
        struct AlreadyThere: Sendable, Encodable {
            var url: String
            var found: String
            var existing: [Created]
        }

        /// An app's export kept while the household decides.
        struct Review: Sendable, Encodable {
            var action: String
            var title: String
            var readable: Int
            var unreadable: [Issue]
            /// A Mealie backup's groups, when it has several and none is chosen yet.
            var choosesGroup: Bool
            var groups: [Choice]
            /// The group chosen, carried into the next decision.
            var group: String?
            var policy: String
            /// "Import the 4 others": the button that leaves the unreadable ones out.
            var importOthers: String
        }

        var page: PageChrome
        var urls: FormField
        var urlPolicyOptions: [Choice]
        var policyOptions: [Choice]
        var formErrors: [String]
        var issues: [Issue]
        var result: Result?
        var alreadyThere: AlreadyThere?
        var review: Review?
        /// A question above waits for an answer: the forms for another import are not shown
        /// until it has one, so that the page asks one thing at a time.
        var deciding: Bool
        /// Pasted text, shown again when the import failed.
        var json: String
        /// The choices the form was sent with, ticked again and carried into the next decision.
        var keywordsAsTags: Bool
        var takeSettings: Bool
        /// What one import and the household may take, and what the household keeps now.
        var limits: String
        var keptUploads: String
        /// File types the hints name, written as they are in every language.
        let jsonExtension: String = ".json"
        let ldJSONType: String = "application/ld+json"
        let paprikaExtension: String = ".paprikarecipes"
    }
}
