import Foundation
import HummingbirdTesting
import LarderModel
@testable import LarderWeb
import OpenIDConnect
import SignInTestSupport
import Testing
@testable import WebTestSupport

/// Signing in through a real OpenID Connect provider (django-oidc-provider, started by the tests).
@Suite("Signing in through an OpenID Connect provider")
struct ProviderSignInTests {
    typealias Provider = IdentityProvider

    static func configure(_ provider: Provider, issuer: String? = nil) -> @Sendable (inout AppConfiguration) -> Void {
        { configuration in
            configuration.identityProvider = OIDCProvider.Configuration(
                issuer: issuer ?? provider.issuer, clientID: Provider.clientID, clientSecret: Provider.clientSecret, displayName: "Test provider",
                adminGroup: "larder-admins")
            configuration.publicURL = Provider.larderURL
        }
    }

    /// Through Larder's login to the provider and back: the callback's response.
    func signIn(_ app: WebApp, _ browser: Browser, as username: String, provider: Provider,
                next: String = "/plan") async throws -> (callback: String, response: TestResponse) {
        let leave = try await browser.get("/login/oidc?next=" + next.asQueryValue)
        try #require(leave.status == .seeOther, "\(leave.status)")
        let authorize = try #require(leave.headers[.location])
        #expect(authorize.hasPrefix(provider.issuer + "/authorize?"))
        #expect(authorize.contains("code_challenge_method=S256") && authorize.contains("nonce=") && authorize.contains("state="))
        let callback = try await provider.signIn(at: authorize, username: username)
        let path = String(callback.dropFirst(Provider.larderURL.count))
        return (path, try await browser.get(path))
    }

    func accounts(_ app: WebApp) async throws -> [String] {
        try await app.pool.query("""
            SELECT u.email || ' admin=' || u.is_admin || ' password=' || (u.password_hash IS NOT NULL) || coalesce(' ' || i.provider, '')
            FROM users u LEFT JOIN user_identities i ON i.user_id = u.id ORDER BY u.email, i.provider
            """).decode(String.self)
    }

    @Test("the whole code flow makes the account, admin by its group, and logging out ends the provider's session too")
    func codeFlow() async throws {
        let provider = try await Provider.shared.value
        try await WebApp.run(Self.configure(provider)) { app in
            let login = try await app.browser().get("/login")
            #expect(login.text.contains(#"href="/login/oidc">Sign in with Test provider</a>"#))

            let cook = app.browser()
            let (_, back) = try await signIn(app, cook, as: "cook", provider: provider)
            #expect(back.status == .seeOther)
            #expect(back.headers[.location] == "/household", "no household yet: make one first")
            #expect(try await cook.isLoggedIn())
            #expect(try await cook.get("/admin").status == .ok)

            let guest = app.browser()
            _ = try await signIn(app, guest, as: "guest", provider: provider)
            #expect(try await guest.get("/admin").status == .notFound)
            // The same person again: the same account.
            _ = try await signIn(app, app.browser(), as: "cook", provider: provider)
            #expect(try await accounts(app) == [
                "cook@idp.test admin=true password=false \(provider.issuer)", "guest@idp.test admin=false password=false \(provider.issuer)",
            ])

            let out = try await cook.post("/logout")
            let location = try #require(out.headers[.location])
            #expect(location.hasPrefix(provider.issuer + "/end-session?id_token_hint="))
            #expect(location.contains("post_logout_redirect_uri=http://larder.test/"))
            #expect(try await cook.isLoggedIn() == false)
        }
    }

    @Test("signing in from an invite's page, a newcomer lands in the inviting household, welcomed by its name")
    func signInFromAnInvite() async throws {
        let provider = try await Provider.shared.value
        try await WebApp.run(Self.configure(provider)) { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let code = try await ada.createInvite()
            let cook = app.browser()
            let invitePage = try await cook.get("/invites/\(code)")
            #expect(invitePage.text.contains("href=\"/login?invite="), "the header's Log in forgets the invite")
            let login = try await cook.get("/login?invite=\(code)")
            let providerLink = try #require(login.text.firstMatch(of: /href="(\/login\/oidc\?next=[^"]+)"/).map { String($0.1) })
            #expect(providerLink == "/login/oidc?next=" + "/invites/\(code)".asQueryValue)
            let (_, back) = try await signIn(app, cook, as: "cook", provider: provider, next: "/invites/\(code)")
            #expect(back.status == .seeOther)
            #expect(back.headers[.location] == "/recipes", "\(back.headers[.location] ?? "nowhere")")
            let landed = try await cook.follow(back)
            #expect(landed.text.htmlUnescaped.contains("Hill House"))
            #expect(landed.text.htmlUnescaped.contains("You joined Hill House"), "\(landed.text.prefix(0))")
            let household = try await app.pool.query("""
                SELECT h.name FROM memberships m JOIN households h ON h.id = m.household_id JOIN users u ON u.id = m.user_id
                WHERE u.email = 'cook@idp.test'
                """).decode(String.self)
            #expect(household == ["Hill House"])
        }
    }

    @Test("a callback used once is refused the second time, and one begun in another browser is refused (login CSRF); neither makes a session")
    func replayedCallback() async throws {
        let provider = try await Provider.shared.value
        try await WebApp.run(Self.configure(provider)) { app in
            let guest = app.browser()
            let (callback, first) = try await signIn(app, guest, as: "guest", provider: provider)
            #expect(first.status == .seeOther)
            try await guest.get("/account")
            #expect(try await guest.post("/logout").status == .seeOther)
            let again = try await guest.get(callback)
            #expect(again.status == .badRequest)
            #expect(again.text.contains("This sign-in has expired, was finished already, or began in another browser"))
            #expect(try await guest.isLoggedIn() == false)

            // An attacker signs in at the provider as themselves and sends the callback to a victim.
            let attacker = app.browser()
            let leave = try await attacker.get("/login/oidc")
            let planted = try await provider.signIn(at: try #require(leave.headers[.location]), username: "guest")
            let thief = app.browser()
            try await thief.get("/login")
            let victim = try await thief.get(String(planted.dropFirst(Provider.larderURL.count)))
            #expect(victim.status == .badRequest)
            #expect(try await thief.isLoggedIn() == false)
            // A made-up state and code, too.
            let madeUp = try await thief.get("/login/oidc/callback?state=nothing&code=nothing")
            #expect(madeUp.status == .badRequest)
        }
    }

    @Test("an email the provider has not verified does not join an existing account, and no session is made")
    func unverifiedEmailDoesNotLink() async throws {
        let provider = try await Provider.shared.value
        try await WebApp.run(Self.configure(provider)) { app in
            let owner = app.browser()
            try await owner.get("/register")
            let registered = try await owner.post("/register", [("email", "taken@idp.test"), ("display_name", "Owner"), ("password", WebApp.password)])
            #expect(registered.status == .ok && ShownForm(registered).values("email") == ["taken@idp.test"])
            let impostor = app.browser()
            let (_, response) = try await signIn(app, impostor, as: "unverified", provider: provider)
            #expect(response.status == .conflict)
            #expect(response.text.contains("has not verified that this address is yours"))
            #expect(try await impostor.isLoggedIn() == false)
            #expect(try await accounts(app) == ["taken@idp.test admin=false password=true"])
        }
    }

    @Test("a provider that cannot be reached gets a clear message, not a 500")
    func providerDown() async throws {
        let provider = try await Provider.shared.value
        let down = "http://127.0.0.1:\(try LocalPort.free())/openid"
        try await WebApp.run(Self.configure(provider, issuer: down)) { app in
            let browser = app.browser()
            try await browser.get("/login")
            let response = try await browser.get("/login/oidc")
            #expect(response.status == .serviceUnavailable)
            #expect(response.text.contains("Test provider cannot be reached just now"))
        }
    }
}
