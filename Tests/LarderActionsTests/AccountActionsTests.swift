import Foundation
import LarderActions
import LarderModel
import LarderStore
import LarderTestSupport
import Logging
import PostgresClient
import PostgresTestSupport
import Testing

/// Registering, signing in and where a new session lands: what the login, registration and
/// provider pages only word.
@Suite("Accounts: registering, signing in, the session that follows")
struct AccountActionsTests {
    static let password = "correct horse battery"

    /// The actions on a store of the test's own, with bcrypt at its cheapest cost.
    static func withAccounts(_ body: (AccountActions, Store) async throws -> Void) async throws {
        try await TestDatabase.withMigrated { database in
            let pool = database.makePool(maxConnections: 4)
            defer { pool.shutDown() }
            let store = Store(pool: pool, migrator: try Migrator(directory: TestServer.migrationsDirectory))
            try await body(store.accountActions(hasher: PasswordHasher(cost: 4)), store)
        }
    }

    static func registration(_ email: String) -> Registration {
        Registration(email: email, password: password, displayName: String(email.prefix { $0 != "@" }))
    }

    @Test("a success clears the count; five wrong passwords then lock the name, and even the right one is not checked")
    func lock() async throws {
        try await Self.withAccounts { accounts, _ in
            let ada = try await accounts.create(Self.registration("ada@example.com"))
            #expect(try await accounts.signIn(name: "ada@example.com", password: "wrong", logger: .init(label: "test")) == .refused(.wrongCredentials))
            #expect(try await accounts.signIn(name: "ada@example.com", password: Self.password, logger: .init(label: "test")) == .signedIn(ada))
            // The success cleared the count: five more failures lock the name.
            for _ in 0..<5 {
                #expect(try await accounts.signIn(name: "ada@example.com", password: "wrong", logger: .init(label: "test")) == .refused(.wrongCredentials))
            }
            guard case .locked(let until) = try await accounts.signIn(name: "ada@example.com", password: Self.password, logger: .init(label: "test")) else {
                Issue.record("the right password got past a locked name")
                return
            }
            #expect(until > Date())
            // Another name is not held up by it.
            #expect(try await accounts.signIn(name: "bo@example.com", password: "wrong", logger: .init(label: "test")) == .refused(.wrongCredentials))
        }
    }

    @Test("registering through a usable invite joins its household, and signing in opens it; a used-up invite leads to its page")
    func inviteLandings() async throws {
        try await Self.withAccounts { accounts, store in
            let owner = try await accounts.create(Self.registration("owner@example.com"))
            let home = try await store.householdActions.create(named: "Home", owner: owner.id, timeZone: "Europe/Berlin", openingIn: nil)
            let once = try await store.householdActions.createInvite(to: home.id, by: owner.id, maxUses: 1, expiresIn: .seconds(3600), toBeMailed: false)

            #expect(try await accounts.register(Self.registration("cy@example.com"), invite: once.code, client: "198.51.100.1") == once.code)
            let cy = try #require(try await accounts.account(withEmail: "cy@example.com"))
            let start = try await accounts.startSession(for: cy, replacing: nil, invite: once.code)
            #expect(start.landing == .invitedHousehold(name: "Home"))
            #expect(try await accounts.session(start.token)?.activeHousehold?.household.id == home.id)

            // The invite is used up: the next person registers without it and is led to its page.
            #expect(try await accounts.register(Self.registration("di@example.com"), invite: once.code, client: "198.51.100.1") == nil)
            let di = try #require(try await accounts.account(withEmail: "di@example.com"))
            #expect(try await accounts.startSession(for: di, replacing: nil, invite: once.code).landing == .invitePage(code: once.code))
            // Without an invite, a person in no household is asked to make one.
            #expect(try await accounts.startSession(for: di, replacing: nil, invite: nil).landing == .noHousehold)

            // A second invite joins a person in no household yet at sign-in.
            let again = try await store.householdActions.createInvite(to: home.id, by: owner.id, maxUses: nil, expiresIn: .seconds(3600), toBeMailed: false)
            #expect(try await accounts.startSession(for: di, replacing: nil, invite: again.code).landing == .joined(household: "Home"))
            #expect(try await accounts.startSession(for: owner, replacing: nil, invite: nil).landing == .onward)
        }
    }

    @Test("a registration's mistakes are all said at once and make nothing; an email with an account is not told apart")
    func registrationRefusals() async throws {
        try await Self.withAccounts { accounts, _ in
            do {
                _ = try await accounts.register(Registration(email: "not an email", password: "short", displayName: ""), invite: nil, client: "198.51.100.2")
                Issue.record("a registration with three mistakes was taken")
            } catch Failure.invalid(let issues) {
                #expect(Set(issues.map(\.field)) == ["email", "password", "display_name"], "\(issues)")
            }
            #expect(try await accounts.account(withEmail: "not an email") == nil)
            _ = try await accounts.register(Self.registration("ed@example.com"), invite: nil, client: "198.51.100.2")
            // The same email again answers as the first did, and changes nothing.
            #expect(try await accounts.register(Registration(email: "ed@example.com", password: "another long password", displayName: "Imposter"),
                                                invite: nil, client: "198.51.100.2") == nil)
            #expect(try await accounts.account(withEmail: "ed@example.com")?.displayName == "ed")
            #expect(try await accounts.isPassword(Self.password, of: try #require(try await accounts.account(withEmail: "ed@example.com")).id))
        }
    }

    @Test("changing the password ends every session of the person's and gives the browser a new one")
    func passwordChange() async throws {
        try await Self.withAccounts { accounts, _ in
            let fay = try await accounts.create(Self.registration("fay@example.com"))
            let phone = try await accounts.startSession(for: fay, replacing: nil, invite: nil).token
            let laptop = try await accounts.changePassword(of: fay.id, to: "a new kitchen password", household: nil)
            #expect(try await accounts.session(phone) == nil)
            #expect(try await accounts.session(laptop)?.user.id == fay.id)
            #expect(try await accounts.isPassword("a new kitchen password", of: fay.id))
            #expect(try await !accounts.isPassword(Self.password, of: fay.id))
        }
    }
}
