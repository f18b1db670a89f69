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
    struct AccountPage: Sendable, Encodable {
        var units: UnitsForm
        var language: LanguageForm
        /// Accounts made by a directory have no password of Larder's own to change.
        var hasPassword: Bool
        struct Person: Sendable, Encodable {
            var displayName: String
            var email: String
        }

        struct PasswordForm: Sendable, Encodable {
            var current: FormField
            var new: FormField
        }

        /// A deleted household of theirs that an owner can still bring back.
        struct DeletedHousehold: Sendable, Encodable {
            var name: String
            /// "deleted 12 Nov 2026, 15:03 by Ada; until 26 Nov 2026, 15:03."
            var note: String
            /// "Bring back Hill House".
            var restoreLabel: String
            var restoreURL: String
        }

        /// A personal access token, as its owner sees it: never its secret.
        struct Token: Sendable, Encodable {
            var name: String
            var householdName: String
            var scope: String
            /// "made 12 Nov 2026"
            var made: String
            /// "expires 12 Feb 2027", "expired …" or "never expires"
            var expires: String
            /// "last used 12 Nov 2026, 15:03" or "never used"
            var lastUsed: String
            /// "Revoke “Home Assistant”", for screen readers.
            var revokeLabel: String
            var revokeURL: String
        }

        /// The form that makes a token; `households`, `scopes` and `expiries` are its choices.
        struct TokenForm: Sendable, Encodable {
            var name: FormField
            var household: FormField
            var scope: FormField
            var expires: FormField
            var households: [Choice]
            var scopes: [Choice]
            var expiries: [Choice]
        }

        /// A token just made: its secret, shown this once.
        struct NewToken: Sendable, Encodable {
            var name: String
            var secret: String
            /// "Your new token “Home Assistant”."
            var heading: String
            /// "The new token “Home Assistant”", the secret's field as screen readers name it.
            var secretLabel: String

            init(name: String, secret: String, strings: Strings) {
                self.name = name
                self.secret = secret
                heading = strings.account.newTokenHeading(name: name)
                secretLabel = strings.account.newTokenLabel(name: name)
            }
        }

        var page: PageChrome
        var user: Person
        var passwordForm: PasswordForm
        var tokens: [Token]
        var tokenForm: TokenForm
        var newToken: NewToken?
        var deletedHouseholds: [DeletedHousehold]
        var deleteURL = "/account/delete"
    }
}
