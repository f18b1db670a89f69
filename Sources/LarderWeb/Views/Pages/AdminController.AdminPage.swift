import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension AdminController {
    struct AdminPage: Sendable, Encodable {
        /// Counts as the page's language writes numbers ("1,250", "1.250").
        struct Totals: Sendable, Encodable {
            var households: String
            var users: String
            var recipes: String
        }

        struct Stage: Sendable, Encodable {
            var version: Int
            var name: String
            var kind: String
            var stateLabel: String
            var appliedAt: String
            var checksum: String
            var isApplied: Bool
            var isPending: Bool
            var isChanged: Bool
        }

        struct Pool: Sendable, Encodable {
            var open: Int
            var idle: Int
            var waiting: Int
        }

        /// A link just made, shown once: only its hash is stored.
        struct IssuedLink: Sendable, Encodable {
            var url: String
            var email: String
            /// "valid until 12 Nov 2026, 16:03 UTC. It is shown only now: copy it."
            var validUntil: String
        }

        var page: PageChrome
        var totals: Totals
        var stages: [Stage]
        var pool: Pool
        var resetEmail: FormField
        var issuedLink: IssuedLink?
        /// Commands of the CLI, which speaks English only.
        var migrateCommand: String = "larder migrate"
        var statusCommand: String = "larder migrate status"
    }
}
