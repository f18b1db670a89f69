import Crypto
import Foundation
import Hummingbird
import LDAPClient
import LarderActions
import LarderModel
import LarderStore
import Mail
import OpenIDConnect

/// The account page: who the person is, their password, units, language and access tokens.
extension AccountController {
    // MARK: - Account

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

    @Sendable func accountPage(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try await accountPage(context: context)
    }

    static let blankPasswordForm = AccountPage.PasswordForm(current: FormField("current_password"), new: FormField("new_password"))

    func accountPage(context: SignedInRequestContext, passwordForm: AccountPage.PasswordForm = blankPasswordForm,
                             tokenForm: FormData? = nil, tokenIssues: [FieldIssue] = [], newToken: AccountPage.NewToken? = nil,
                             status: HTTPResponse.Status = .ok) async throws -> Response {
        let user = context.user
        let strings = context.strings
        let language = context.language
        let zone = context.session?.activeHousehold?.household.zone ?? .gmt
        let deleted = try await store.households.recentlyDeleted(ownedBy: user.id)
        let tokens = try await store.accessTokens.list(for: user.id)
        let hasPassword = try await store.accounts.passwordHash(of: user.id) != nil
        return views.render(AccountPage(
            units: UnitsForm(current: user.units, back: "/account", strings: strings),
            language: LanguageForm(chosen: user.language, current: language), hasPassword: hasPassword,
            page: PageChrome(title: strings.account.title, context: context, section: .account),
            user: .init(displayName: user.displayName, email: user.email), passwordForm: passwordForm,
            tokens: tokens.map { token in
                AccountPage.Token(
                    name: token.name, householdName: token.householdName,
                    scope: token.scope == .read ? strings.account.scopeRead : strings.account.scopeReadWrite,
                    made: strings.account.tokenMade(date: Format.date(token.createdAt, in: zone, language)),
                    expires: token.expiresAt.map { expiry -> String in
                        let date = Format.date(expiry, in: zone, language)
                        return expiry < Date() ? strings.account.tokenExpired(date: date) : strings.account.tokenExpires(date: date)
                    } ?? strings.account.tokenNeverExpires,
                    lastUsed: token.lastUsedAt.map { strings.account.tokenLastUsed(time: Format.dateTime($0, in: zone, language)) }
                        ?? strings.account.tokenNeverUsed,
                    revokeLabel: strings.account.revokeLabel(name: token.name),
                    revokeURL: "/account/tokens/\(token.id.text)/revoke")
            },
            tokenForm: tokenFormView(tokenForm, issues: strings.said(tokenIssues), context: context),
            newToken: newToken,
            deletedHouseholds: deleted.map { household -> AccountPage.DeletedHousehold in
                let time = Format.dateTime(household.deletedAt, in: zone, language)
                let until = Format.dateTime(household.restorableUntil, in: zone, language)
                return AccountPage.DeletedHousehold(
                    name: household.name,
                    note: household.deletedBy.map { strings.account.deletedNoteBy(time: time, who: $0, until: until) }
                        ?? strings.account.deletedNote(time: time, until: until),
                    restoreLabel: strings.account.restoreButton(name: household.name),
                    restoreURL: "/households/\(household.id.text)/restore")
            }), status: status)
    }

    // MARK: - Personal access tokens

    /// How long a token made on the page lasts: the choices, by the days the store is given.
    static let tokenExpiries: [(value: String, days: Int?)] = [("30", 30), ("90", 90), ("365", 365), ("never", nil)]

    /// A token expiry as the form offers it: "30 days", "a year", "until revoked".
    static func expiryLabel(_ days: Int?, _ strings: Strings) -> String {
        switch days {
        case 30?: strings.account.expiry30Days
        case 90?: strings.account.expiry90Days
        case 365?: strings.account.expiryYear
        default: strings.account.expiryNever
        }
    }

    /// The token form, blank (the household open now, read only, 90 days) or as it was sent.
    func tokenFormView(_ form: FormData?, issues: [FieldIssue], context: SignedInRequestContext) -> AccountPage.TokenForm {
        let household = form?["token_household"] ?? context.session?.activeHousehold?.household.id.text ?? ""
        let scope = form?["scope"] ?? TokenScope.read.rawValue
        let expires = form?["expires"] ?? "90"
        func field(_ name: String, value: String) -> FormField {
            FormField(name, value: value, errors: issues.filter { $0.field == name }.map(\.message))
        }
        return AccountPage.TokenForm(
            name: field("name", value: form?["name"] ?? ""),
            household: field("token_household", value: household),
            scope: field("scope", value: scope),
            expires: field("expires", value: expires),
            households: (context.session?.households ?? []).map {
                Choice($0.household.id.text, $0.household.name, selected: $0.household.id.text == household)
            },
            scopes: [Choice(TokenScope.read.rawValue, context.strings.account.scopeReadOption, selected: scope == TokenScope.read.rawValue),
                     Choice(TokenScope.readWrite.rawValue, context.strings.account.scopeReadWriteOption,
                            selected: scope == TokenScope.readWrite.rawValue)],
            expiries: Self.tokenExpiries.map { Choice($0.value, Self.expiryLabel($0.days, context.strings), selected: $0.value == expires) })
    }
}
