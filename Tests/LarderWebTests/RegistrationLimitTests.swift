import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderWeb
import Testing
@testable import WebTestSupport

@Suite("Registration limit")
struct RegistrationLimitTests {
    @Test("after 20 accounts in an hour the open form waits (429, nothing made); with an invite, registering still works")
    func pausedAfterTwenty() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let code = try await ada.createInvite()
            try await app.pool.query("""
                INSERT INTO users (email, display_name, password_hash)
                SELECT 'bot' || n || '@example.com', 'Bot', 'x' FROM generate_series(1, 19) n
                """)
            let visitor = app.browser()
            try await visitor.get("/register")
            let before = try await app.rowCounts()
            let refused = try await visitor.post("/register", [("email", "late@example.com"), ("display_name", "Late"), ("password", WebApp.password)])
            #expect(refused.status == .tooManyRequests)
            #expect(refused.text.contains("New accounts are paused for a while"))
            let wait = try #require(refused.headers[.retryAfter].flatMap(Int.init))
            #expect((1...3600).contains(wait))
            #expect(try await app.rowCounts() == before)

            _ = try await app.register("Invited", invite: code)
            #expect(try await app.pool.query("SELECT count(*) FROM users WHERE email = 'invited@example.com'")[0].decode(Int.self) == 1)
        }
    }
}
