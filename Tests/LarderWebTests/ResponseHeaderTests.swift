import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderWeb
import Testing
@testable import WebTestSupport

@Suite("Server-Timing and HSTS headers")
struct ResponseHeaderTests {
    @Test("Server-Timing goes to admins (and in development to all), HSTS where cookies are Secure")
    func headers() async throws {
        try await WebApp.run({ $0.showsServerTiming = false; $0.secureCookies = true }) { app in
            let cook = try await app.owner(of: "Home", name: "Lia")
            let page = try await cook.get("/recipes")
            #expect(page.status == .ok)
            #expect(page.headers[HTTPField.Name("Server-Timing")!] == nil)
            #expect(page.headers[HTTPField.Name("Strict-Transport-Security")!] == "max-age=31536000")
            try await app.pool.query("UPDATE users SET is_admin = true WHERE email = 'lia@example.com'")
            #expect(try await cook.get("/recipes").headers[HTTPField.Name("Server-Timing")!] == "db;desc=\"2 statements\"")
        }
        try await WebApp.run { app in
            let page = try await app.browser().get("/login")
            #expect(page.headers[HTTPField.Name("Strict-Transport-Security")!] == nil, "make run serves plain http")
        }
    }
}
