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
    struct ForgotPage: Sendable, Encodable {
        var page: PageChrome
        /// Whether this Larder sends mail: without it, the page says whom to ask and how to set it up.
        var sends: Bool
        var email: FormField
        var formErrors: [String]
        /// The answer once asked, in the same words whether or not the address has an account.
        var sentText: String?
    }
}
