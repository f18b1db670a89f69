import Foundation
import LarderExchange
import HTTPTypes
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

extension ShareController {
    /// A link as its lists show it.
    struct LinkRow: Sendable, Encodable {
        var recipeName: String
        var recipeURL: String
        /// "made 12 Nov 2026 by Sam, until revoked".
        var detail: String
        var revokeURL: String
        /// "the link made 12 Nov 2026 …", "the link to Bread": what the Revoke buttons say to those who hear the page.
        var revokeName: String
        var revokeToName: String

        init(_ link: ShareLink, zone: TimeZone, strings: Strings) {
            let words = strings.sharing
            let language = strings.language
            recipeName = link.recipeName
            recipeURL = "/recipes/\(link.recipe.text)"
            let made = Format.date(link.createdAt, in: zone, language)
            let detail = (link.createdBy.map { words.madeBy(date: made, name: $0) } ?? words.made(date: made))
                + ", " + (link.expiresAt.map { words.worksUntil(date: Format.dateTime($0, in: zone, language)) } ?? words.worksUntilRevoked)
            self.detail = detail
            revokeURL = "/recipes/\(link.recipe.text)/share/\(link.id.text)/revoke"
            revokeName = words.revokeLinkHidden(detail: detail)
            revokeToName = words.revokeLinkToHidden(name: link.recipeName)
        }
    }
}
