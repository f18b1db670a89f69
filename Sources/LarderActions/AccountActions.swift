import Foundation
import LDAPClient
import LarderModel
import LarderStore
import Logging

/// A person's account: registering, signing in (with a password of Larder's own, through the
/// directory or through an identity provider), the session that follows, passwords changed and
/// reset, and deleting it. The pages are its door, and `larder user` makes accounts through
/// `create`; the API signs in with tokens (`TokenActions`).
///
/// What a sign-in or a registration is refused for comes back as a value, or as a `Failure`, so
/// that the page only words it.
public struct AccountActions: Sendable {
    let accounts: AccountRepository
    let households: HouseholdRepository
    let sessions: SessionRepository
    let loginThrottle: LoginThrottle
    let registrations: ClientThrottle
    let passwordResets: PasswordResetRepository
    let resetRequests: ClientThrottle
    let resetRequestsPerAddress: ClientThrottle
    let hasher: PasswordHasher
    /// Where people sign in with their name in the directory and its password, when configured.
    let directory: LDAPDirectory?
    /// Whether accounts sign in, register and reset with a password of Larder's own.
    public let takesPasswords: Bool
    /// libldap blocks a thread for as long as the directory takes (up to its timeout for each
    /// step): a directory that hangs holds these four, and a few sign-ins waiting, no more.
    static let directoryWork = BlockingWork(threads: 4, maximumPending: 16)

    /// Whether people sign in by their name in a directory rather than by their email.
    public var signsInByName: Bool { directory != nil }

    /// How long a session lasts, which its cookie says too.
    public var sessionLifetime: Duration { sessions.lifetime }

    // MARK: - Registering

    /// Makes an account, its password hashed: for `larder user create`, and for the open form
    /// through `register`. `AccountError.emailTaken` when the email has one already.
    public func create(_ registration: Registration, isAdmin: Bool = false) async throws -> User {
        try await accounts.create(registration, passwordHash: try await hasher.hash(registration.password), isAdmin: isAdmin)
    }

    /// Registers from the open form: `Failure.invalid` for the form's mistakes, then counted per
    /// client, across instances, so that an address cannot try the form without end
    /// (`Failure.paused`). Only an invite that can still be used lets a registration past the
    /// open form's hourly limit, and it joins its household at once, so that signing in leads
    /// there. An email that has an account already is not said: the answer is the same as for a
    /// new account, so the form does not tell who has one. Gives the invite it used.
    public func register(_ registration: Registration, invite: String?, client: String) async throws -> String? {
        let issues = registration.validationIssues()
        guard issues.isEmpty else { throw Failure.invalid(issues) }
        if let until = try await registrations.admit(client) { throw Failure.paused(.registrations, until: until) }
        var usableInvite: String?
        if let invite, let found = try await households.invite(code: invite), found.invite.state(at: Date()) == .active {
            usableInvite = invite
        }
        if usableInvite == nil, let until = try await accounts.registrationsPausedUntil() { throw Failure.paused(.registrations, until: until) }
        do {
            let user = try await create(registration)
            if let usableInvite { _ = try await households.accept(code: usableInvite, by: user.id) }
        } catch AccountError.emailTaken {
            // Said as a new account is said.
        }
        return usableInvite
    }

    // MARK: - Signing in

    /// What came of a sign-in with a name and a password.
    public enum SignIn: Sendable, Equatable {
        case signedIn(User)
        /// Too many failed attempts for this name: nothing was checked, and none is until then.
        case locked(until: Date)
        case refused(Refusal)
    }

    /// Why a sign-in with a name and a password did not happen.
    public enum Refusal: Sendable, Equatable {
        /// The name or the password is wrong (the answer never says which).
        case wrongCredentials
        /// The directory knows the person, with an email no account may have.
        case directoryEmailUnusable
        /// The directory's entry for the person has no email.
        case directoryNoEmail
        /// The directory answered with an error.
        case directoryFailed
        /// The directory cannot be reached, and no account of Larder's own has this password.
        case directoryDown
    }

    /// Signs in with a name and a password: the directory's first, when there is one, then an
    /// account of Larder's own (the first admin's). Each name has its failed attempts counted
    /// (`locked`, checked before the password, so that even the right password waits out the
    /// lock); an attempt nothing could check (the directory down, the threads busy) is not
    /// counted. `BlockingWork.Busy` when too many are checked at once.
    public func signIn(name: String, password: String, logger: Logger) async throws -> SignIn {
        if let until = try await loginThrottle.admit(email: name) { return .locked(until: until) }
        var directoryIsDown = false
        if let directory {
            do {
                let user = try await signIn(through: directory, name: name, password: password)
                try await loginThrottle.recordSuccess(email: name)
                return .signedIn(user)
            } catch LDAPError.invalidCredentials {
                // Not in the directory: maybe an account of Larder's own (the first admin's).
            } catch LDAPError.unavailable(let reason) {
                logger.warning("the LDAP directory cannot be reached", metadata: ["reason": "\(reason)"])
                directoryIsDown = true
            } catch let busy as BlockingWork.Busy {
                try await loginThrottle.withdraw(email: name)
                throw busy
            } catch AccountError.invalid {
                try await loginThrottle.withdraw(email: name)
                return .refused(.directoryEmailUnusable)
            } catch LDAPError.incompleteEntry(let dn, let attribute) {
                try await loginThrottle.withdraw(email: name)
                logger.warning("an LDAP entry lacks what Larder needs", metadata: ["dn": "\(dn)", "attribute": "\(attribute)"])
                return .refused(.directoryNoEmail)
            } catch let error as LDAPError {
                try await loginThrottle.withdraw(email: name)
                logger.error("LDAP sign-in failed", metadata: ["error": "\(error)"])
                return .refused(.directoryFailed)
            }
        }
        if takesPasswords, let user = try await passwordAccount(email: name, password: password) {
            try await loginThrottle.recordSuccess(email: name)
            return .signedIn(user)
        }
        if directoryIsDown {
            try await loginThrottle.withdraw(email: name)
            return .refused(.directoryDown)
        }
        return .refused(.wrongCredentials)
    }

    /// The account of Larder's own whose password this is.
    private func passwordAccount(email: String, password: String) async throws -> User? {
        let account = try await accounts.credentials(email: email)
        let matches: Bool
        do {
            matches = try await hasher.verify(password, against: account?.passwordHash)
        } catch {
            // Never checked (bcrypt's queue was full): not a failed attempt.
            try await loginThrottle.withdraw(email: email)
            throw error
        }
        return matches ? account?.user : nil
    }

    /// The account of the person the directory knows by this name and password, made or linked
    /// at their first sign-in (the directory vouches for the email), its admin flag following
    /// the directory's admin group. libldap blocks, so the directory is asked off the event loop.
    private func signIn(through directory: LDAPDirectory, name: String, password: String) async throws -> User {
        let person = try await Self.directoryWork.run { try directory.authenticate(username: name, password: password) }
        return try await accounts.signIn(through: .directory(person.dn), email: person.email, displayName: person.displayName,
                                         isAdmin: person.isAdmin, linksByEmail: true)
    }

    /// The account of a person an identity provider vouches for: found by their identity there,
    /// linked by email when the provider verified it, or made. `AccountError.emailTaken` when
    /// another account has the email and it is not verified; `AccountError.invalid` for an email
    /// no account may have.
    public func signIn(through identity: ExternalIdentity, email: String, displayName: String, isAdmin: Bool?,
                       emailVerified: Bool) async throws -> User {
        try await accounts.signIn(through: identity, email: email, displayName: displayName, isAdmin: isAdmin, linksByEmail: emailVerified)
    }

    /// Remembers a sign-in through the provider as it leaves for it: gives the state it comes back with.
    public func beginProviderSignIn(browser: String, nonce: String, codeVerifier: String, next: String?) async throws -> String {
        try await sessions.beginSignIn(browser: browser, nonce: nonce, codeVerifier: codeVerifier, next: next)
    }

    /// Takes, once, the sign-in that `state` names, begun in this browser; nil when it is unknown,
    /// taken, expired or another browser's.
    public func takeProviderSignIn(state: String, browser: String) async throws -> (nonce: String, codeVerifier: String, next: String?)? {
        try await sessions.takeSignIn(state: state, browser: browser)
    }

    // MARK: - The session

    /// A session started, and where it lands.
    public struct SessionStart: Sendable {
        /// The new session's token, for the browser's cookie.
        public var token: String
        public var landing: Landing
    }

    /// Where a person lands once signed in.
    public enum Landing: Sendable, Equatable {
        /// Where they were going, in the household they were last in.
        case onward
        /// The invite's household, of which they are a member already: opened.
        case invitedHousehold(name: String)
        /// The invite's household, joined now.
        case joined(household: String)
        /// The invite's page, which asks before joining, or says why it cannot be used.
        case invitePage(code: String)
        /// In no household yet: they make one.
        case noHousehold
    }

    /// Replaces whatever session the browser had with a new one for `user` (the token changes at
    /// sign-in). An invite that came along is joined by a person in no household yet (they
    /// registered through it, or a provider or a directory made their account just now); for
    /// anyone else its page asks first, as joining shares the household's recipes with them.
    public func startSession(for user: User, replacing old: String?, invite: String?, idToken: String? = nil) async throws -> SessionStart {
        var landing = Landing.onward
        var household: UUID?
        let memberships = try await households.memberships(of: user.id)
        if let invite, !memberships.isEmpty {
            // An invite of a household the person is in opens that household.
            if let invited = try await households.invite(code: invite),
               let membership = memberships.first(where: { $0.household.id == invited.invite.householdID }) {
                household = membership.household.id
                landing = .invitedHousehold(name: membership.household.name)
            } else {
                landing = .invitePage(code: invite)
            }
        } else if let invite {
            switch try await households.accept(code: invite, by: user.id) {
            case .joined(let joined):
                household = joined.id
                landing = .joined(household: joined.name)
            case .alreadyMember(let joined):
                household = joined.id
            case .unusable, .notFound:
                landing = .invitePage(code: invite)
            }
        } else if memberships.isEmpty {
            landing = .noHousehold
        }
        let token = try await sessions.rotate(old, toUser: user.id, household: household ?? memberships.first?.household.id, idToken: idToken)
        return SessionStart(token: token, landing: landing)
    }

    /// The session a browser's cookie names, with its person and their households; nil when it
    /// is unknown, ended or expired.
    public func session(_ token: String) async throws -> SessionRecord? {
        try await sessions.lookup(token)
    }

    /// Ends the session: the provider's ID token it began with, for ending the provider's session too.
    public func signOut(_ token: String) async throws -> String? {
        try await sessions.end(token)
    }

    /// The account with this email, if any.
    public func account(withEmail email: String) async throws -> User? {
        try await accounts.credentials(email: email)?.user
    }

    // MARK: - Passwords

    /// Whether the person has a password of Larder's own (not one who only signs in elsewhere).
    public func hasPassword(_ user: UUID) async throws -> Bool {
        try await accounts.passwordHash(of: user) != nil
    }

    /// Whether `password` is the person's own; a password longer than any may be is not hashed.
    public func isPassword(_ password: String, of user: UUID) async throws -> Bool {
        guard password.count <= Registration.maximumPasswordLength else { return false }
        return try await hasher.verify(password, against: try await accounts.passwordHash(of: user))
    }

    /// Sets a new password, which ends every session of the person's; gives a new one, in
    /// `household`, for the browser that changed it.
    public func changePassword(of user: UUID, to password: String, household: UUID?) async throws -> String {
        try await accounts.changePassword(of: user, to: try await hasher.hash(password))
        return try await sessions.create(user: user, household: household)
    }

    /// The account a reset link is for, while it can be used.
    public func resetAccount(_ token: String) async throws -> User? {
        try await passwordResets.account(for: token)
    }

    /// Sets the password through a reset link. Checked again as it is used: of two tabs sending
    /// the form, one changes the password and the other is told the link is used (false).
    public func resetPassword(_ token: String, to password: String) async throws -> Bool {
        try await passwordResets.complete(token, passwordHash: try await hasher.hash(password)) != nil
    }

    /// A reset link for an email, asked for by a visitor: each client may ask a few times an
    /// hour (`Failure.paused`), and each address is given at most three links an hour, so that
    /// no one's inbox can be filled. Nil, as for an email with no account, past that: the page
    /// answers the same either way, so it tells no one who has an account.
    public func requestReset(forEmail email: String, client: String) async throws -> (token: String, user: User)? {
        if let until = try await resetRequests.admit(client) { throw Failure.paused(.resetRequests, until: until) }
        guard try await resetRequestsPerAddress.admit(email.lowercased()) == nil else { return nil }
        do {
            let (token, user, _) = try await passwordResets.issue(forEmail: email, by: nil)
            return (token, user)
        } catch AccountError.notFound {
            return nil
        }
    }

    /// A reset link an admin makes for an account, to hand over in person. `AccountError.notFound`
    /// when no account has the email.
    public func issueReset(forEmail email: String, by admin: UUID) async throws -> (token: String, user: User, expiresAt: Date) {
        try await passwordResets.issue(forEmail: email, by: admin)
    }

    // MARK: - Preferences

    public func setUnits(_ units: UnitSystem, of user: UUID) async throws {
        try await accounts.setUnits(units, of: user)
    }

    public func setLanguage(_ language: Language, of user: UUID) async throws {
        try await accounts.setLanguage(language, of: user)
    }

    // MARK: - Deleting

    /// What deleting the account would take with it, and the households whose last owner it is,
    /// which stop it.
    public func deletePreview(_ user: UUID) async throws -> (report: DeletionReport, blockers: [String]) {
        try await accounts.deletePreview(user)
    }

    /// Deletes the account and every session of it. `AccountError.lastOwner` while it is the last
    /// owner of a household that has other members.
    public func delete(_ user: UUID) async throws {
        _ = try await accounts.delete(user)
    }

    /// How many households, accounts and recipes the server holds, for its admin.
    public func totals() async throws -> (households: Int, users: Int, recipes: Int) {
        try await accounts.totals()
    }
}

extension Store {
    /// The actions on this store's accounts, checking passwords with `hasher`, and signing people
    /// in through `directory` when there is one.
    public func accountActions(hasher: PasswordHasher, directory: LDAPDirectory? = nil, takesPasswords: Bool = true) -> AccountActions {
        AccountActions(accounts: accounts, households: households, sessions: sessions, loginThrottle: loginThrottle,
                       registrations: registrations, passwordResets: passwordResets, resetRequests: resetRequests,
                       resetRequestsPerAddress: resetRequestsPerAddress, hasher: hasher, directory: directory, takesPasswords: takesPasswords)
    }
}
