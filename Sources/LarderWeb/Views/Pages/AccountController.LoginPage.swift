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
    struct LoginPage: Sendable, Encodable {
        var page: PageChrome
        var form: LoginForm
        var formErrors: [String]
        var inviteCode: String?
        var next: String?
        /// People sign in with their directory's name and password, not (only) an email.
        var signsInByName: Bool
        /// Accounts are made by registering here (otherwise by the directory, at first sign-in).
        var registers: Bool
        /// Passwords are typed here: of Larder's own or the directory's.
        var takesPasswords: Bool
        /// "Sign in with …" and where it starts, when a provider is configured.
        var providerLabel: String?
        var providerURL: String
    }
}
