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
    struct LoginForm: Sendable, Encodable {
        var email: FormField
        var password: FormField
    }
}
