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
    struct RegisterPage: Sendable, Encodable {
        var page: PageChrome
        var form: RegisterForm
        var formErrors: [String]
        var inviteCode: String?
        var inviteHouseholdName: String?
    }
}
