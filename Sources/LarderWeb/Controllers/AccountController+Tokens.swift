import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// Access tokens for the API: made on the account page, shown once, revoked there.
extension AccountController {
    /// Makes a token and shows its secret on the page this once (it is kept nowhere, so it is
    /// not put through a redirect).
    @Sendable func createToken(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let form = context.form
        func again(_ issues: [FieldIssue]) async throws -> Response {
            try await accountPage(context: context, tokenForm: form, tokenIssues: issues, status: .unprocessableContent)
        }
        let strings = context.strings
        let notYours = FieldIssue("token_household", strings.account.chooseHousehold)
        // Every field is checked at once, so the page marks each mistake; the store checks the
        // name and the membership again where they are kept.
        var issues = TokenActions.nameIssues(form["name"].trimmed)
        let household = UUID(uuidString: form["token_household"])
        if household == nil || !(context.session?.households ?? []).contains(where: { $0.household.id == household }) {
            issues.append(notYours)
        }
        let scope = TokenScope(rawValue: form["scope"])
        if scope == nil { issues.append(FieldIssue("scope", strings.account.chooseScope)) }
        let expiry = Self.tokenExpiries.first { $0.value == form["expires"] }
        if expiry == nil { issues.append(FieldIssue("expires", strings.account.chooseExpiry)) }
        guard issues.isEmpty, let household, let scope, let expiry else { return try await again(issues) }
        do {
            let (secret, token) = try await tokens.make(name: form["name"], for: context.user.id, in: household,
                                                                    scope: scope, expiresInDays: expiry.days)
            return try await accountPage(context: context, newToken: .init(name: token.name, secret: secret, strings: strings),
                                         status: .created)
        } catch let error as ValidationError {
            return try await again(error.issues)
        } catch AccessTokenError.notMember {
            return try await again([notYours])
        }
    }

    /// Revokes one token: it stops working at once. One thing, so no question first.
    @Sendable func revokeToken(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        guard let id = UUID(uuidString: context.parameters.get("id") ?? ""),
              let name = try await tokens.revoke(id, of: context.user.id) else { throw Failure.notFound }
        return Redirect.to("/account", flash: Flash(context.strings.account.tokenRevoked(name: name)))
    }
}
