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
    struct RegisterForm: Sendable, Encodable {
        var email: FormField
        var displayName: FormField
        var password: FormField
    }
}
