import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderWeb
import Testing
@testable import WebTestSupport

@Suite("Session lifetimes")
struct SessionLifetimeTests {
    @Test("a session ends after 14 days unused, and after 30 days however much it is used; using it does not extend the 30")
    func idleAndAbsolute() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Mo")
            // Used an hour ago: still in, and the visit is recorded without moving the absolute end.
            try await app.pool.query("UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")
            let end = try await app.pool.query("SELECT expires_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")[0].decode(Date.self)
            #expect(try await cook.isLoggedIn())
            let (seen, stillEnds) = try await app.pool.query("SELECT last_seen_at, expires_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")[0]
                .decode(Date.self, Date.self)
            #expect(seen.timeIntervalSinceNow > -60)
            #expect(stillEnds == end)

            // Fifteen days without a visit: logged out.
            try await app.pool.query("UPDATE sessions SET last_seen_at = now() - interval '15 days' WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")
            #expect(try await cook.isLoggedIn() == false)

            // Used every day, but past its thirty days: logged out.
            let again = app.browser()
            try await again.get("/login")
            try await again.post("/login", [("email", "mo@example.com"), ("password", WebApp.password)])
            #expect(try await again.isLoggedIn())
            try await app.pool.query("UPDATE sessions SET expires_at = now() - interval '1 second', last_seen_at = now() WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")
            #expect(try await again.isLoggedIn() == false)
        }
    }
}
