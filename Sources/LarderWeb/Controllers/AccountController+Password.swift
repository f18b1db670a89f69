import Foundation
import Hummingbird
import LarderActions
import LarderModel
import Mail

/// A password changed, forgotten or reset with a link.
extension AccountController {
    @Sendable func changePassword(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let form = context.form
        var issues = Registration.passwordIssues(form["new_password"], field: "new_password")
        let current = form["current_password"]
        if current.isEmpty {
            issues.append(FieldIssue("current_password", context.strings.account.enterCurrentPassword))
        } else {
            if try await !accounts.isPassword(current, of: user.id) { issues.append(FieldIssue("current_password", context.strings.account.notCurrentPassword)) }
        }
        issues = context.strings.said(issues)
        guard issues.isEmpty else {
            return try await accountPage(context: context, passwordForm: .init(
                current: FormField("current_password", value: "", errors: issues.filter { $0.field == "current_password" }.map(\.message)),
                new: FormField("new_password", value: "", errors: issues.filter { $0.field == "new_password" }.map(\.message))),
                status: .unprocessableContent)
        }
        // Every session ended with the change; this browser gets a new one.
        let token = try await accounts.changePassword(of: user.id, to: form["new_password"], household: context.session?.activeHousehold?.household.id)
        var response = Redirect.to("/account", flash: Flash(context.strings.account.passwordChanged))
        response.setCookie(SessionMiddleware.cookie(token, secure: context.isSecure, lifetime: accounts.sessionLifetime))
        return response
    }

    // MARK: - Password reset links

    private func resetPage(_ context: AppRequestContext, token: String, email: String?, password: FormField = FormField("new_password"),
                           status: HTTPResponse.Status = .ok) -> Response {
        views.render(ResetPage(
            page: PageChrome(title: email == nil ? context.strings.resetPassword.brokenTitle : context.strings.resetPassword.chooseTitle,
                             context: context),
            email: email, action: "/reset-password/\(token)", password: password,
            formErrors: password.hasErrors ? [context.strings.resetPassword.notChanged] : []),
            status: email == nil ? .notFound : status)
    }

    @Sendable func resetPasswordPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard passwordLogin else { throw Failure.notFound }
        let token = context.parameters.get("token") ?? ""
        guard let email = try await accounts.resetAccount(token)?.email else { return resetPage(context, token: token, email: nil) }
        return try await withFormToken(context) { resetPage($0, token: token, email: email) }
    }

    @Sendable func resetPassword(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard passwordLogin else { throw Failure.notFound }
        let token = context.parameters.get("token") ?? ""
        guard let account = try await accounts.resetAccount(token) else { return resetPage(context, token: token, email: nil) }
        let password = context.form["new_password"]
        let issues = Registration.passwordIssues(password, field: "new_password")
        guard issues.isEmpty else {
            return resetPage(context, token: token, email: account.email,
                             password: FormField("new_password", value: "", errors: issues.map { context.strings.say($0) }), status: .unprocessableContent)
        }
        guard try await accounts.resetPassword(token, to: password) else {
            return resetPage(context, token: token, email: nil)
        }
        return Redirect.to("/login", flash: Flash(context.strings.resetPassword.changed))
    }

    // MARK: - Forgot password

    private func forgotPage(_ context: AppRequestContext, email: FormField = FormField("email"), sentText: String? = nil,
                            status: HTTPResponse.Status = .ok) -> Response {
        let strings = context.strings.resetPassword
        return views.render(ForgotPage(
            page: PageChrome(title: sentText == nil ? strings.forgotTitle : strings.sentTitle, context: context),
            sends: mailer != nil, email: email, formErrors: email.hasErrors ? [strings.emailIssue] : [], sentText: sentText),
            status: status)
    }

    @Sendable func forgotPasswordPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard passwordLogin else { throw Failure.notFound }
        return try await withFormToken(context) { forgotPage($0) }
    }

    /// Sends a reset link to the address when it has an account. The answer is the same either
    /// way, so the page cannot be used to learn who has an account; each client may ask
    /// `LARDER_RESET_REQUESTS_PER_CLIENT` times an hour, and each address is sent at most three
    /// links an hour (further asks answer the same, and send nothing), so it cannot be used to
    /// fill someone's inbox either.
    @Sendable func forgotPassword(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard passwordLogin else { throw Failure.notFound }
        guard let mailer else { return forgotPage(context) }
        let typed = context.form["email"].trimmed
        guard let address = MailAddress(typed) else {
            return forgotPage(context, email: FormField("email", value: typed, errors: [context.strings.resetPassword.emailIssue]),
                              status: .unprocessableContent)
        }
        if let (token, user) = try await accounts.requestReset(forEmail: address.address, client: context.clientAddress) {
            try await mailer.sendPasswordReset(to: MailAddress(user.email) ?? address, in: user.language ?? context.language, token: token)
        }
        return forgotPage(context, sentText: context.strings.resetPassword.sentText(email: address.address))
    }
}
