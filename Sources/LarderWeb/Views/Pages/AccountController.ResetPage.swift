import Crypto
import Foundation
import Hummingbird
import LDAPClient
import LarderActions
import LarderModel
import LarderStore
import Mail
import OpenIDConnect

extension AccountController {
    struct ResetPage: Sendable, Encodable {
        var page: PageChrome
        /// The account the link resets; nil when the link is used, expired or unknown.
        var email: String?
        var action: String
        var password: FormField
        var formErrors: [String]
    }
}
