import Crypto
import Foundation
import Hummingbird
import LDAPClient
import LarderActions
import LarderModel
import LarderStore
import Mail
import OpenIDConnect

/// Register, log in and log out; the account page, tokens, preferences, passwords and deletion are
/// in the files beside this one (AccountController+*.swift), by subject.
struct AccountController {
    let views: Views
    let store: Store
    let hasher: PasswordHasher
    /// Where people sign in with their name in the directory and its password, when configured.
    let directory: LDAPDirectory?
    /// libldap blocks a thread for as long as the directory takes (up to its timeout for each
    /// step): a directory that hangs holds these four, and a few sign-ins waiting, no more.
    static let directoryWork = BlockingWork(threads: 4, maximumPending: 16)
    /// Whether accounts log in, register and reset with a password of Larder's own.
    let passwordLogin: Bool
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
        let issues = registration.validationIssues()
        guard issues.isEmpty else { return try await again(issues) }
        // Counted per client, across instances: an address cannot be tried against the form without end.
        if let until = try await store.registrations.admit(context.clientAddress) { throw Failure.paused(.registrations, until: until) }
        // Only an invite that can still be used lets a registration past the open form's hourly limit.
        var usableInvite: String?
        if let invite, let found = try await store.households.invite(code: invite), found.invite.state(at: Date()) == .active {
            usableInvite = invite
        }
        if usableInvite == nil, let until = try await store.accounts.registrationsPausedUntil() { throw Failure.paused(.registrations, until: until) }
        let passwordHash = try await hasher.hash(registration.password)
        do {
            let user = try await store.accounts.create(registration, passwordHash: passwordHash)
            // Registering through an invite joins its household at once: signing in leads there.
            if let usableInvite { _ = try await store.households.accept(code: usableInvite, by: user.id) }
        } catch AccountError.emailTaken {
            // Said in the same words as a new account, below: the form does not tell who has an account.
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
            signsInByName: directory != nil, registers: passwordLogin, takesPasswords: passwordLogin || directory != nil,
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
        var issues = directory == nil ? Registration.emailIssues(email, field: "email")
            : email.isEmpty ? [FieldIssue("email", strings.login.enterEmailOrName)]
            : email.count > 254 ? [FieldIssue("email", strings.login.nameTooLong)] : []
        if form["password"].isEmpty { issues.append(FieldIssue("password", strings.login.passwordRequired)) }
        if form["password"].count > Registration.maximumPasswordLength { issues.append(FieldIssue("password", strings.login.passwordTooLong)) }
        guard issues.isEmpty else { return again(strings.login.correctFields, issues: issues) }
        // Checked before the password, so that even the right password waits out the lock.
        if let until = try await store.loginThrottle.admit(email: email) { throw AppError.throttled(until: until) }
        var directoryIsDown = false
        if let directory {
            do {
                let user = try await signIn(through: directory, name: email, password: form["password"])
                try await store.loginThrottle.recordSuccess(email: email)
                return try await startSession(for: user, context: context, invite: invite, next: next, welcome: false)
            } catch LDAPError.invalidCredentials {
                // Not in the directory: maybe an account of Larder's own (the first admin's).
            } catch LDAPError.unavailable(let reason) {
                context.logger.warning("the LDAP directory cannot be reached", metadata: ["reason": "\(reason)"])
                directoryIsDown = true
            } catch let busy as BlockingWork.Busy {
                // Not a failed attempt: nothing checked it.
                try await store.loginThrottle.withdraw(email: email)
                throw busy
            } catch AccountError.invalid {
                try await store.loginThrottle.withdraw(email: email)
                return again(strings.login.directoryEmailUnusable, status: .forbidden)
            } catch LDAPError.incompleteEntry(let dn, let attribute) {
                try await store.loginThrottle.withdraw(email: email)
                context.logger.warning("an LDAP entry lacks what Larder needs", metadata: ["dn": "\(dn)", "attribute": "\(attribute)"])
                return again(strings.login.directoryNoEmail, status: .forbidden)
            } catch let error as LDAPError {
                try await store.loginThrottle.withdraw(email: email)
                context.logger.error("LDAP sign-in failed", metadata: ["error": "\(error)"])
                return again(strings.login.directoryFailed, status: .badGateway)
            }
        }
        if passwordLogin, let user = try await passwordAccount(email: email, password: form["password"]) {
            try await store.loginThrottle.recordSuccess(email: email)
            return try await startSession(for: user, context: context, invite: invite, next: next, welcome: false)
        }
        if directoryIsDown {
            // Not a failed attempt: nothing could check it.
            try await store.loginThrottle.withdraw(email: email)
            return again(strings.login.directoryDown, status: .serviceUnavailable)
        }
        return again(directory == nil ? strings.login.wrongEmailOrPassword : strings.login.wrongNameOrPassword)
    }

    /// The account of Larder's own whose password this is.
    private func passwordAccount(email: String, password: String) async throws -> User? {
        let account = try await store.accounts.credentials(email: email)
        let matches: Bool
        do {
            matches = try await hasher.verify(password, against: account?.passwordHash)
        } catch {
            // Never checked (bcrypt's queue was full): not a failed attempt.
            try await store.loginThrottle.withdraw(email: email)
            throw error
        }
        return matches ? account?.user : nil
    }

    /// The account of the person the directory knows by this name and password, made or linked
    /// at their first sign-in (the directory vouches for the email), its admin flag following
    /// the directory's admin group. libldap blocks, so the directory is asked off the event loop.
    private func signIn(through directory: LDAPDirectory, name: String, password: String) async throws -> User {
        let person = try await Self.directoryWork.run { try directory.authenticate(username: name, password: password) }
        return try await store.accounts.signIn(through: .directory(person.dn), email: person.email, displayName: person.displayName,
                                               isAdmin: person.isAdmin, linksByEmail: true)
    }

    @Sendable func logout(_ request: Request, context: AppRequestContext) async throws -> Response {
        var idToken: String?
        if let token = context.sessionToken { idToken = try await store.sessions.end(token) }
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

    /// Replaces whatever session the browser had with a new one for `user` (the id changes at
    /// login) and goes on. An invite that came along is joined at registration (the page said
    /// "create an account to join"), and so by a person in no household yet, as one whose account
    /// an identity provider or a directory made at this sign-in is; for anyone else its page
    /// asks first, as joining shares the household's recipes with this account.
    func startSession(for user: User, context: AppRequestContext, invite: String?, next: String?,
                      welcome: Bool, idToken: String? = nil) async throws -> Response {
        // The next page is theirs: in their language once chosen, else their browser's.
        let strings = Strings.catalog(for: user.language ?? context.acceptedLanguage ?? .en)
        var destination = next ?? "/recipes"
        var flash = welcome ? Flash(strings.login.welcome(name: user.displayName)) : nil
        var household: UUID?
        let memberships = try await store.households.memberships(of: user.id)
        if let invite, !memberships.isEmpty {
            // Signing in from an invite of a household the person is in (as registering through it
            // made them) opens that household; any other invite's page asks before joining.
            if let invited = try await store.households.invite(code: invite),
               let membership = memberships.first(where: { $0.household.id == invited.invite.householdID }) {
                household = membership.household.id
                flash = Flash(strings.login.welcomeTo(household: membership.household.name))
            } else {
                destination = "/invites/\(invite.asPathSegment)"
            }
        } else if let invite {
            switch try await store.households.accept(code: invite, by: user.id) {
            case .joined(let joined):
                household = joined.id
                destination = "/recipes"
                flash = Flash(strings.login.joined(household: joined.name))
            case .alreadyMember(let joined):
                household = joined.id
            case .unusable, .notFound:
                destination = "/invites/\(invite.asPathSegment)"
            }
        }
        if memberships.isEmpty, invite == nil {
            destination = "/household"
            flash = Flash(welcome ? strings.login.welcomeCreateHousehold(name: user.displayName) : strings.login.createHousehold)
        }
        let token = try await store.sessions.rotate(context.sessionToken, toUser: user.id, household: household ?? memberships.first?.household.id,
                                                    idToken: idToken)
        var response = Redirect.to(destination, flash: flash)
        response.setCookie(SessionMiddleware.cookie(token, secure: context.isSecure, lifetime: store.sessions.lifetime))
        if context.formToken != nil {
            response.setCookie(SessionMiddleware.clearingFormPassCookie(secure: context.isSecure))
        }
        return response
    }

    // MARK: - Helpers

    /// Issues as the page says them, in its reader's language (a form's own are already).
    func inviteHouseholdName(_ code: String?) async throws -> String? {
        guard let code, code.count < 100 else { return nil }
        return try await store.households.invite(code: code).map(\.householdName)
    }

    /// Forms need a CSRF token. A visitor without a session (or whose pass has expired) gets a
    /// form pass in a cookie on their form page, which costs no database row; logging in
    /// replaces it with the session's own token.
    func withFormToken(_ context: AppRequestContext, _ render: (AppRequestContext) async throws -> Response) async throws -> Response {
        guard context.session == nil, context.formToken == nil else { return try await render(context) }
        var context = context
        let pass = FormPass.make(key: try await store.serverKeys.key(named: FormPass.keyName))
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
