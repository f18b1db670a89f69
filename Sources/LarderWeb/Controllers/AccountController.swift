import Foundation
import Hummingbird
import LarderActions
import LarderModel
import LarderStore
import Mail
import OpenIDConnect

/// Register, log in and log out; the account page, tokens, preferences, passwords and deletion are
/// in the files beside this one (AccountController+*.swift), by subject.
struct AccountController {
    let views: Views
    /// Registering, signing in, passwords and deletion: the pages only read and word them.
    let accounts: AccountActions
    let households: HouseholdActions
    let tokens: TokenActions
    /// The keys of the form passes visitors get before they sign in.
    let serverKeys: ServerKeys
    /// Whether accounts log in, register and reset with a password of Larder's own.
    var passwordLogin: Bool { accounts.takesPasswords }
    /// The OpenID Connect provider people sign in through, when configured.
    let provider: OIDCProvider?
    /// Larder's address as browsers reach it: where the provider sends people back.
    let publicURL: String?
    /// Sends reset links to people who forgot their password, when mail is set up.
    let mailer: Mailer?

    func addRoutes(everyone: Router<AppRequestContext>, signedIn: RouterGroup<SignedInRequestContext>) {
        everyone.get("/register", use: registerPage)
        everyone.post("/register", use: register)
        everyone.get("/login", use: loginPage)
        everyone.post("/login", use: login)
        everyone.post("/logout", use: logout)
        everyone.get("/login/oidc", use: providerSignIn)
        everyone.get("/login/oidc/callback", use: providerCallback)
        everyone.get("/password/forgot", use: forgotPasswordPage)
        everyone.post("/password/forgot", use: forgotPassword)
        everyone.get("/reset-password/:token", use: resetPasswordPage)
        everyone.post("/reset-password/:token", use: resetPassword)
        signedIn.get("/account", use: accountPage)
        signedIn.post("/account/password", use: changePassword)
        signedIn.post("/account/units", use: setUnits)
        signedIn.post("/account/language", use: setLanguage)
        signedIn.post("/account/tokens", use: createToken)
        signedIn.post("/account/tokens/:id/revoke", use: revokeToken)
        signedIn.get("/account/delete", use: deletePage)
        signedIn.post("/account/delete", use: deleteAccount)
    }

    // MARK: - Register

    /// Where registering leads when accounts come from the provider or the directory instead.
    private func noRegistration(_ strings: Strings) -> Response {
        Redirect.to("/login", flash: Flash(provider.map { strings.register.accountsFromProvider(provider: $0.configuration.displayName) }
            ?? strings.register.accountsFromDirectory))
    }

    @Sendable func registerPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        if context.user != nil { return .redirect(to: "/recipes") }
        guard passwordLogin else { return noRegistration(context.strings) }
        let invite = FormData(query: request.uri.query)["invite"].nilIfEmpty
        return try await withFormToken(context) { context in
            views.render(RegisterPage(
                page: PageChrome(title: context.strings.register.title, context: context).carrying(invite: invite),
                form: RegisterForm(email: FormField("email"), displayName: FormField("display_name"), password: FormField("password")),
                formErrors: [], inviteCode: invite, inviteHouseholdName: try await inviteHouseholdName(invite)))
        }
    }

    @Sendable func register(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard passwordLogin else { return noRegistration(context.strings) }
        let form = context.form
        let registration = Registration(email: form["email"], password: form["password"], displayName: form["display_name"])
        let invite = form["invite"].nilIfEmpty
        func again(_ found: [FieldIssue], _ formErrors: [String] = []) async throws -> Response {
            let said = context.strings.said(found)
            return views.render(RegisterPage(
                page: PageChrome(title: context.strings.register.title, context: context).carrying(invite: invite),
                form: RegisterForm(
                    email: FormField("email", from: form, issues: said, strings: context.strings), displayName: FormField("display_name", from: form, issues: said, strings: context.strings),
                    password: FormField("password", value: "", errors: said.filter { $0.field == "password" }.map(\.message))),
                formErrors: formErrors.isEmpty && !said.isEmpty ? [context.strings.register.correctFields] : formErrors,
                inviteCode: invite, inviteHouseholdName: try await inviteHouseholdName(invite)), status: .unprocessableContent)
        }
        let usableInvite: String?
        do {
            usableInvite = try await accounts.register(registration, invite: invite, client: context.clientAddress)
        } catch Failure.invalid(let issues) {
            return try await again(issues)
        }
        return loginPage(context, form: LoginForm(email: FormField("email", value: registration.email.trimmed), password: FormField("password")),
                         formErrors: [], invite: usableInvite, next: nil, notice: context.strings.register.signInNow)
    }

    // MARK: - Log in and out

    /// `notice`: a word above the form (after registering, what to do now).
    func loginPage(_ context: AppRequestContext, form: LoginForm = LoginForm(email: FormField("email"), password: FormField("password")),
                   formErrors: [String], invite: String?, next: String?, notice: String? = nil,
                           status: HTTPResponse.Status = .ok) -> Response {
        let after = invite.map { "/invites/\($0.asPathSegment)" } ?? next
        return views.render(LoginPage(
            page: PageChrome(title: context.strings.login.title, context: context, flash: notice.map { Flash($0) }).carrying(invite: invite), form: form, formErrors: formErrors, inviteCode: invite, next: next,
            signsInByName: accounts.signsInByName, registers: passwordLogin, takesPasswords: passwordLogin || accounts.signsInByName,
            providerLabel: provider.map { context.strings.login.signInWith(provider: $0.configuration.displayName) },
            providerURL: "/login/oidc" + (after.map { "?next=" + $0.asQueryValue } ?? "")),
            status: status)
    }

    @Sendable func loginPage(_ request: Request, context: AppRequestContext) async throws -> Response {
        if context.user != nil { return .redirect(to: "/recipes") }
        let query = FormData(query: request.uri.query)
        return try await withFormToken(context) { context in
            loginPage(context, form: LoginForm(email: FormField("email"), password: FormField("password")), formErrors: [],
                      invite: query["invite"].nilIfEmpty, next: Self.localPath(query["next"]))
        }
    }

    @Sendable func login(_ request: Request, context: AppRequestContext) async throws -> Response {
        let form = context.form
        let email = form["email"].trimmed
        let invite = form["invite"].nilIfEmpty
        let next = Self.localPath(form["next"])
        let strings = context.strings
        func again(_ message: String, issues found: [FieldIssue] = [], status: HTTPResponse.Status = .unprocessableContent) -> Response {
            let said = strings.said(found)
            return loginPage(context, form: LoginForm(email: FormField("email", from: form, issues: said, strings: strings),
                                               password: FormField("password", value: "", errors: said.filter { $0.field == "password" }.map(\.message))),
                      formErrors: [message], invite: invite, next: next, status: status)
        }
        // No account has an email that registration would refuse, so such an email is not looked
        // up; a directory's names are names, not emails.
        var issues = !accounts.signsInByName ? Registration.emailIssues(email, field: "email")
            : email.isEmpty ? [FieldIssue("email", strings.login.enterEmailOrName)]
            : email.count > 254 ? [FieldIssue("email", strings.login.nameTooLong)] : []
        if form["password"].isEmpty { issues.append(FieldIssue("password", strings.login.passwordRequired)) }
        if form["password"].count > Registration.maximumPasswordLength { issues.append(FieldIssue("password", strings.login.passwordTooLong)) }
        guard issues.isEmpty else { return again(strings.login.correctFields, issues: issues) }
        switch try await accounts.signIn(name: email, password: form["password"], logger: context.logger) {
        case .signedIn(let user):
            return try await startSession(for: user, context: context, invite: invite, next: next, welcome: false)
        case .locked(let until):
            throw AppError.throttled(until: until)
        case .refused(.directoryEmailUnusable):
            return again(strings.login.directoryEmailUnusable, status: .forbidden)
        case .refused(.directoryNoEmail):
            return again(strings.login.directoryNoEmail, status: .forbidden)
        case .refused(.directoryFailed):
            return again(strings.login.directoryFailed, status: .badGateway)
        case .refused(.directoryDown):
            return again(strings.login.directoryDown, status: .serviceUnavailable)
        case .refused(.wrongCredentials):
            return again(accounts.signsInByName ? strings.login.wrongNameOrPassword : strings.login.wrongEmailOrPassword)
        }
    }

    @Sendable func logout(_ request: Request, context: AppRequestContext) async throws -> Response {
        var idToken: String?
        if let token = context.sessionToken { idToken = try await accounts.signOut(token) }
        // Signed in through a provider that can end its own session: it ends there too, then comes back.
        if let idToken, let provider, let publicURL,
           let url = try? await provider.logoutURL(idToken: idToken, returnTo: publicURL + "/") {
            var response = Response.redirect(to: url, type: .normal)
            response.setCookie(SessionMiddleware.clearingCookie(secure: context.isSecure))
            return response
        }
        // The next page is a visitor's: in their browser's language.
        var response = Redirect.to("/", flash: Flash(Strings.catalog(for: context.acceptedLanguage ?? .en).login.loggedOut))
        response.setCookie(SessionMiddleware.clearingCookie(secure: context.isSecure))
        // The browser's copies of their pages go too (the service worker's go when the next page says `none`).
        response.headers[OfflineCopies.clearSiteData] = "\"cache\""
        return response
    }

    /// Starts the session (`AccountActions.startSession`, which says what becomes of an invite
    /// that came along) and goes where it lands, welcomed in the person's language.
    func startSession(for user: User, context: AppRequestContext, invite: String?, next: String?,
                      welcome: Bool, idToken: String? = nil) async throws -> Response {
        // The next page is theirs: in their language once chosen, else their browser's.
        let strings = Strings.catalog(for: user.language ?? context.acceptedLanguage ?? .en)
        let start = try await accounts.startSession(for: user, replacing: context.sessionToken, invite: invite, idToken: idToken)
        var destination = next ?? "/recipes"
        var flash = welcome ? Flash(strings.login.welcome(name: user.displayName)) : nil
        switch start.landing {
        case .onward:
            break
        case .invitedHousehold(let name):
            flash = Flash(strings.login.welcomeTo(household: name))
        case .joined(let name):
            destination = "/recipes"
            flash = Flash(strings.login.joined(household: name))
        case .invitePage(let code):
            destination = "/invites/\(code.asPathSegment)"
        case .noHousehold:
            destination = "/household"
            flash = Flash(welcome ? strings.login.welcomeCreateHousehold(name: user.displayName) : strings.login.createHousehold)
        }
        var response = Redirect.to(destination, flash: flash)
        response.setCookie(SessionMiddleware.cookie(start.token, secure: context.isSecure, lifetime: accounts.sessionLifetime))
        if context.formToken != nil {
            response.setCookie(SessionMiddleware.clearingFormPassCookie(secure: context.isSecure))
        }
        return response
    }

    // MARK: - Helpers

    /// Issues as the page says them, in its reader's language (a form's own are already).
    func inviteHouseholdName(_ code: String?) async throws -> String? {
        guard let code else { return nil }
        return try await households.invite(code: code).map(\.householdName)
    }

    /// Forms need a CSRF token. A visitor without a session (or whose pass has expired) gets a
    /// form pass in a cookie on their form page, which costs no database row; logging in
    /// replaces it with the session's own token.
    func withFormToken(_ context: AppRequestContext, _ render: (AppRequestContext) async throws -> Response) async throws -> Response {
        guard context.session == nil, context.formToken == nil else { return try await render(context) }
        var context = context
        let pass = FormPass.make(key: try await serverKeys.key(named: FormPass.keyName))
        context.formToken = pass.token
        var response = try await render(context)
        response.setCookie(SessionMiddleware.formPassCookie(pass, secure: context.isSecure))
        return response
    }

    /// Only paths on this site: never `//elsewhere.example` or `https://…`.
    static func localPath(_ text: String) -> String? {
        guard text.hasPrefix("/"), !text.hasPrefix("//"), !text.hasPrefix("/\\"), text.count < 2000,
              !text.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
        return text
    }
}
