import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// The account page: who the person is, their password, units, language and access tokens.
extension AccountController {
    // MARK: - Account

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
        let deleted = try await households.recentlyDeleted(ownedBy: user.id)
        let tokens = try await self.tokens.list(for: user.id)
        let hasPassword = try await accounts.hasPassword(user.id)
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
