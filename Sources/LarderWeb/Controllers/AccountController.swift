import Crypto
import Foundation
import Hummingbird
import LDAPClient
import LarderActions
import LarderModel
import LarderStore
import Mail
import OpenIDConnect

/// Register, log in, log out, change password, delete account.
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

    struct RegisterForm: Sendable, Encodable {
        var email: FormField
        var displayName: FormField
        var password: FormField
    }

    struct RegisterPage: Sendable, Encodable {
        var page: PageChrome
        var form: RegisterForm
        var formErrors: [String]
        var inviteCode: String?
        var inviteHouseholdName: String?
    }

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

    struct LoginForm: Sendable, Encodable {
        var email: FormField
        var password: FormField
    }

    struct LoginPage: Sendable, Encodable {
        var page: PageChrome
        var form: LoginForm
        var formErrors: [String]
        var inviteCode: String?
        var next: String?
        /// People sign in with their directory's name and password, not (only) an email.
        var signsInByName: Bool
        /// Accounts are made by registering here (otherwise by the directory, at first sign-in).
        var registers: Bool
        /// Passwords are typed here: of Larder's own or the directory's.
        var takesPasswords: Bool
        /// "Sign in with …" and where it starts, when a provider is configured.
        var providerLabel: String?
        var providerURL: String
    }

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

    private static let blankPasswordForm = AccountPage.PasswordForm(current: FormField("current_password"), new: FormField("new_password"))

    private func accountPage(context: SignedInRequestContext, passwordForm: AccountPage.PasswordForm = blankPasswordForm,
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
    private static let tokenExpiries: [(value: String, days: Int?)] = [("30", 30), ("90", 90), ("365", 365), ("never", nil)]

    /// A token expiry as the form offers it: "30 days", "a year", "until revoked".
    private static func expiryLabel(_ days: Int?, _ strings: Strings) -> String {
        switch days {
        case 30?: strings.account.expiry30Days
        case 90?: strings.account.expiry90Days
        case 365?: strings.account.expiryYear
        default: strings.account.expiryNever
        }
    }

    /// The token form, blank (the household open now, read only, 90 days) or as it was sent.
    private func tokenFormView(_ form: FormData?, issues: [FieldIssue], context: SignedInRequestContext) -> AccountPage.TokenForm {
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
        var issues = AccessTokenRepository.nameIssues(form["name"].trimmed)
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
            let (secret, token) = try await store.accessTokens.create(name: form["name"], user: context.user.id, household: household,
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
              let name = try await store.accessTokens.revoke(id, of: context.user.id) else { throw Failure.notFound }
        return Redirect.to("/account", flash: Flash(context.strings.account.tokenRevoked(name: name)))
    }

    /// The units the person's pages show quantities in, from the account page or the shopping
    /// list's buttons; back to the page it came from.
    @Sendable func setUnits(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let back = Self.localPath(context.form["back"]) ?? "/account"
        guard let units = UnitSystem(rawValue: context.form["units"]) else { throw Failure.badRequest(context.strings.units.chooseFromButtons) }
        try await store.accounts.setUnits(units, of: context.user.id)
        return Redirect.to(back, flash: Flash(UnitsForm.chosen(units, context.strings)))
    }

    /// The language the person's pages are written in, whatever their browser asks for; the
    /// flash that says so is already in it.
    @Sendable func setLanguage(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        guard let language = Language(rawValue: context.form["language"]) else {
            throw Failure.badRequest(context.strings.account.chooseLanguage)
        }
        try await store.accounts.setLanguage(language, of: context.user.id)
        return Redirect.to("/account", flash: Flash(Strings.catalog(for: language).account.languageChanged))
    }

    @Sendable func changePassword(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        let form = context.form
        var issues = Registration.passwordIssues(form["new_password"], field: "new_password")
        let current = form["current_password"]
        if current.isEmpty {
            issues.append(FieldIssue("current_password", context.strings.account.enterCurrentPassword))
        } else {
            let matches = current.count <= Registration.maximumPasswordLength
                ? try await hasher.verify(current, against: try await store.accounts.passwordHash(of: user.id)) : false
            if !matches { issues.append(FieldIssue("current_password", context.strings.account.notCurrentPassword)) }
        }
        issues = context.strings.said(issues)
        guard issues.isEmpty else {
            return try await accountPage(context: context, passwordForm: .init(
                current: FormField("current_password", value: "", errors: issues.filter { $0.field == "current_password" }.map(\.message)),
                new: FormField("new_password", value: "", errors: issues.filter { $0.field == "new_password" }.map(\.message))),
                status: .unprocessableContent)
        }
        try await store.accounts.changePassword(of: user.id, to: try await hasher.hash(form["new_password"]))
        // Every session ended with the change; this browser gets a new one.
        let token = try await store.sessions.create(user: user.id, household: context.session?.activeHousehold?.household.id)
        var response = Redirect.to("/account", flash: Flash(context.strings.account.passwordChanged))
        response.setCookie(SessionMiddleware.cookie(token, secure: context.isSecure, lifetime: store.sessions.lifetime))
        return response
    }

    // MARK: - Password reset links

    struct ResetPage: Sendable, Encodable {
        var page: PageChrome
        /// The account the link resets; nil when the link is used, expired or unknown.
        var email: String?
        var action: String
        var password: FormField
        var formErrors: [String]
    }

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
        guard let email = try await store.passwordResets.account(for: token)?.email else { return resetPage(context, token: token, email: nil) }
        return try await withFormToken(context) { resetPage($0, token: token, email: email) }
    }

    @Sendable func resetPassword(_ request: Request, context: AppRequestContext) async throws -> Response {
        guard passwordLogin else { throw Failure.notFound }
        let token = context.parameters.get("token") ?? ""
        guard let account = try await store.passwordResets.account(for: token) else { return resetPage(context, token: token, email: nil) }
        let password = context.form["new_password"]
        let issues = Registration.passwordIssues(password, field: "new_password")
        guard issues.isEmpty else {
            return resetPage(context, token: token, email: account.email,
                             password: FormField("new_password", value: "", errors: issues.map { context.strings.say($0) }), status: .unprocessableContent)
        }
        // Checked again as it is used: of two tabs sending the form, only one changes the password.
        guard try await store.passwordResets.complete(token, passwordHash: try await hasher.hash(password)) != nil else {
            return resetPage(context, token: token, email: nil)
        }
        return Redirect.to("/login", flash: Flash(context.strings.resetPassword.changed))
    }

    // MARK: - Forgot password

    struct ForgotPage: Sendable, Encodable {
        var page: PageChrome
        /// Whether this Larder sends mail: without it, the page says whom to ask and how to set it up.
        var sends: Bool
        var email: FormField
        var formErrors: [String]
        /// The answer once asked, in the same words whether or not the address has an account.
        var sentText: String?
    }

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
        if let until = try await store.resetRequests.admit(context.clientAddress) {
            throw Failure.paused(.resetRequests, until: until)
        }
        if try await store.resetRequestsPerAddress.admit(address.address.lowercased()) == nil {
            do {
                let (token, user, _) = try await store.passwordResets.issue(forEmail: address.address, by: nil)
                try await mailer.sendPasswordReset(to: MailAddress(user.email) ?? address, in: user.language ?? context.language, token: token)
            } catch AccountError.notFound {
                // No account: nothing is sent, and the answer below says so in no way.
            }
        }
        return forgotPage(context, sentText: context.strings.resetPassword.sentText(email: address.address))
    }

    @Sendable func deletePage(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        try await deleteConfirmation(context.user, context: context, status: .ok)
    }

    private func deleteConfirmation(_ user: User, context: SignedInRequestContext, status: HTTPResponse.Status) async throws -> Response {
        let (report, blockers) = try await store.accounts.deletePreview(user.id)
        return views.render(ConfirmDeletePage(
            page: PageChrome(title: context.strings.account.deleteTitle, context: context, section: .account),
            heading: context.strings.account.deleteHeading, itemName: "\(user.displayName) (\(user.email))", report: report,
            blockers: blockers.map { context.strings.account.deleteBlocker(household: $0) },
            action: "/account/delete", cancelURL: "/account", buttonLabel: context.strings.account.deleteButton), status: status)
    }

    @Sendable func deleteAccount(_ request: Request, context: SignedInRequestContext) async throws -> Response {
        let user = context.user
        do {
            _ = try await store.accounts.delete(user.id)
        } catch AccountError.lastOwner {
            return try await deleteConfirmation(user, context: context, status: .conflict)
        }
        // The next page is a visitor's: in their browser's language.
        var response = Redirect.to("/", flash: Flash(Strings.catalog(for: context.acceptedLanguage ?? .en).account.accountDeleted))
        response.setCookie(SessionMiddleware.clearingCookie(secure: context.isSecure))
        return response
    }

    // MARK: - Helpers

    /// Issues as the page says them, in its reader's language (a form's own are already).
    private func inviteHouseholdName(_ code: String?) async throws -> String? {
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
