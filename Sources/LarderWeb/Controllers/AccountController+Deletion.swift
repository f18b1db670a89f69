import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore

/// Deleting one's own account, after a confirmation that says what goes with it.
extension AccountController {
    @Sendable func deletePage(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try await deleteConfirmation(context.user, context: context, status: .ok)
    }

    private func deleteConfirmation(_ user: User, context: SignedInRequestContext, status: HTTPResponse.Status) async throws -> Response {
        let (report, blockers) = try await accounts.deletePreview(user.id)
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: context.strings.account.deleteTitle, context: context, section: .account),
            heading: context.strings.account.deleteHeading, itemName: "\(user.displayName) (\(user.email))", report: report,
            blockers: blockers.map { context.strings.account.deleteBlocker(household: $0) },
            action: "/account/delete", cancelURL: "/account", buttonLabel: context.strings.account.deleteButton), status: status)
    }

    @Sendable func deleteAccount(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        do {
            try await accounts.delete(user.id)
        } catch AccountError.lastOwner {
            return try await deleteConfirmation(user, context: context, status: .conflict)
        }
        // The next page is a visitor's: in their browser's language.
        var response = Redirect.to("/", flash: Flash(Strings.catalog(for: context.acceptedLanguage ?? .en).account.accountDeleted))
        response.setCookie(SessionMiddleware.clearingCookie(secure: context.isSecure))
        return response
    }
}
