import Foundation
import HummingbirdTesting
import LarderStore
import Testing
@testable import WebTestSupport

/// Account recovery: an admin makes a one-time link (stored hashed, for an hour); the person
/// locked out chooses a new password with it, and every old session ends.
@Suite("Password reset links")
struct PasswordResetTests {
    /// An admin, as `larder user create --admin` makes one.
    private func admin(_ app: WebApp) async throws -> Browser {
        let root = try await app.register("Root")
        try await app.pool.query("UPDATE users SET is_admin = true WHERE email = 'root@example.com'")
        return root
    }

    /// The link the admin page shows after making one for `email`.
    private func issue(for email: String, by admin: Browser) async throws -> (page: TestResponse, path: String?) {
        try await admin.get("/admin")
        let page = try await admin.post("/admin/password-reset", [("email", email)])
        let url = page.text.firstMatch(of: /value="(https?:\/\/[^"]+\/reset-password\/[A-Za-z0-9_-]+)"/).map { String($0.1) }
        return (page, url.map { String($0[$0.range(of: "/reset-password/")!.lowerBound...]) })
    }

    @Test("a locked-out cook resets with the admin's link: once, sessions ended, the lock-out lifted")
    func lockedOutCookResets() async throws {
        try await WebApp.run { app in
            let root = try await admin(app)
            let cook = try await app.register("Kim")
            let stranger = app.browser()
            try await stranger.get("/login")
            for _ in 0..<6 { try await stranger.post("/login", [("email", WebApp.email("Kim")), ("password", "wrong password!")]) }
            try await stranger.get("/login")
            let locked = try await stranger.post("/login", [("email", WebApp.email("Kim")), ("password", WebApp.password)])
            #expect(locked.text.contains("ask an admin of this Larder for a password-reset link"))

            let (page, path) = try await issue(for: "KIM@example.com", by: root)
            #expect(page.status == .ok)
            let link = try #require(path)
            let token = String(link.dropFirst("/reset-password/".count))
            #expect(page.text.contains("A reset link for <strong>kim@example.com</strong>"))
            let stored = try await app.pool.query("SELECT encode(token_hash, 'hex') FROM password_resets").decode(String.self)
            #expect(stored.count == 1)
            #expect(!stored[0].contains(token) && stored[0].count == 64, "only a SHA-256 of the token is kept")

            let visitor = app.browser()
            let form = try await visitor.get(link)
            #expect(form.status == .ok)
            #expect(form.text.contains("For the account <strong>kim@example.com</strong>"))
            let short = try await visitor.post(link, [("new_password", "short")])
            #expect(short.status == .unprocessableContent)
            #expect(ShownForm(short).errors("new_password").isEmpty == false)
            let done = try await visitor.post(link, [("new_password", "a brand new kitchen password")])
            #expect(done.status == .seeOther)
            #expect(done.headers[.location] == "/login")

            #expect(try await cook.isLoggedIn() == false, "the old session ended with the reset")
            try await visitor.get("/login")
            let login = try await visitor.post("/login", [("email", WebApp.email("Kim")), ("password", "a brand new kitchen password")])
            #expect(login.status == .seeOther, "the lock-out was lifted with the reset")

            let used = try await app.browser().get(link)
            #expect(used.status == .notFound)
            #expect(used.text.contains("has been used already, has expired"))
            let replay = app.browser()
            try await replay.get("/login")
            #expect(try await replay.post(link, [("new_password", "yet another new password")]).status == .notFound,
                    "sent again, the used link changes nothing")
        }
    }

    @Test("a link expires after an hour, a newer link replaces an older one, and only admins make them")
    func limits() async throws {
        try await WebApp.run { app in
            let root = try await admin(app)
            let kim = try await app.register("Kim")
            let first = try #require(try await issue(for: "kim@example.com", by: root).path)
            let second = try #require(try await issue(for: "kim@example.com", by: root).path)
            #expect(try await app.browser().get(first).status == .notFound, "the newer link replaced it")
            #expect(try await app.browser().get(second).status == .ok)
            try await app.pool.query("UPDATE password_resets SET expires_at = now() - interval '1 second'")
            #expect(try await app.browser().get(second).status == .notFound)

            let unknown = try await issue(for: "nobody@example.com", by: root)
            #expect(unknown.page.status == .unprocessableContent)
            #expect(ShownForm(unknown.page).errors("email") == ["No account has this email address."])

            try await kim.get("/account")
            let refused = try await kim.post("/admin/password-reset", [("email", "root@example.com")])
            #expect(refused.status == .notFound)
            #expect(try await app.pool.query("SELECT count(*) FROM password_resets WHERE user_id = (SELECT id FROM users WHERE email = 'root@example.com')")[0].decode(Int.self) == 0)
        }
    }
}
