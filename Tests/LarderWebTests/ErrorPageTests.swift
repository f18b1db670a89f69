import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import WebTestSupport

@Suite("Error pages, headers and operations")
struct ErrorPageTests {
    /// The headers every response must carry, whatever its status.
    static func expectSecurityHeaders(_ response: TestResponse, _ what: String) {
        let policy = response.headers[.contentSecurityPolicy] ?? ""
        #expect(policy.contains("script-src 'self'"), "\(what)")
        #expect(policy.contains("frame-ancestors 'none'"), "\(what)")
        #expect(!policy.contains("unsafe-inline"), "\(what)")
        #expect(response.headers[.xContentTypeOptions] == "nosniff", "\(what)")
        #expect(response.headers[HTTPField.Name("Referrer-Policy")!] != nil, "\(what)")
    }

    @Test("an unknown address gets a 404 page in the site's layout, with the security headers")
    func unknownRoute() async throws {
        try await WebApp.run { app in
            let browser = app.browser()
            let response = try await browser.get("/no/such/page")
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType]?.hasPrefix("text/html") == true)
            #expect(response.text.contains("<link rel=\"stylesheet\" href=\"/css/larder.css\">"))
            #expect(response.text.contains("<h1>Not found</h1>"))
            #expect(response.text.contains("There is nothing here"))
            Self.expectSecurityHeaders(response, "404 page")

            let ada = try await app.register("Ada")
            let loggedIn = try await ada.get("/no/such/page")
            #expect(loggedIn.status == .notFound)
            #expect(loggedIn.text.contains("Log out"), "the layout still shows who is logged in")
            #expect(loggedIn.statements != nil, "error pages report their statements like any other page")

            // Addresses no file can have get the same page (Hummingbird's file middleware answered them "Bad Request").
            for path in ["/no/such/a..b", "/no/such/..%2Fpage", "/no/such/%ZZ"] {
                let odd = try await ada.get(path)
                #expect(odd.status == .notFound && odd.text.contains("<h1>Not found</h1>"), "\(path): \(odd.status)")
            }
            // A file of Public/ is still served.
            #expect(try await browser.get("/css/larder.css").status == .ok)
        }
    }

    @Test("ordinary pages, the health check and static files carry the security headers")
    func headersEverywhere() async throws {
        try await WebApp.run { app in
            let browser = app.browser()
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            Self.expectSecurityHeaders(home, "home page")
            let login = try await browser.get("/login")
            Self.expectSecurityHeaders(login, "login page")
            #expect(!login.text.contains("<script>"), "no inline script")
            #expect(!login.text.contains(" style=\""), "no inline style")

            let health = try await browser.get("/healthz")
            #expect(health.status == .ok)
            #expect(health.text == "ok\n")
            Self.expectSecurityHeaders(health, "/healthz")

            let css = try await browser.get("/css/larder.css")
            #expect(css.status == .ok)
            #expect(css.headers[.contentType]?.hasPrefix("text/css") == true)
            let cacheControl = try #require(css.headers[.cacheControl])
            #expect(cacheControl.contains("max-age="))
            #expect(!css.text.isEmpty)
            Self.expectSecurityHeaders(css, "stylesheet")
        }
    }

    @Test("a body over the limit gets a 413 page and changes nothing")
    func tooLarge() async throws {
        try await WebApp.run { app in
            let ada = try await app.register("Ada")
            try await ada.get("/household")
            let before = try await app.rowCounts()
            let response = try await ada.post("/household/new", [("name", String(repeating: "a", count: 5 * 1024 * 1024))])
            #expect(response.status == .contentTooLarge)
            #expect(response.text.contains("<h1>Too large</h1>"))
            #expect(response.text.contains("4 MB"))
            Self.expectSecurityHeaders(response, "413 page")
            #expect(try await app.rowCounts() == before)
        }
    }

    @Test("a 403 page carries the layout and the headers too")
    func forbiddenPage() async throws {
        try await WebApp.run { app in
            let ada = try await app.register("Ada")
            try await ada.get("/account")
            let response = try await ada.post("/household/new", [("name", "Hill House")], omitCSRF: true)
            #expect(response.status == .forbidden)
            #expect(response.text.contains("<h1>Not allowed</h1>"))
            #expect(response.text.contains("<link rel=\"stylesheet\" href=\"/css/larder.css\">"))
            Self.expectSecurityHeaders(response, "403 page")
        }
    }
}
