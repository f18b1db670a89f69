import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
@testable import WebTestSupport

@Suite("Session cookies")
struct SessionCookieTests {
    /// The attributes of the session cookie the last response set, lowercased, value left out.
    static func cookieAttributes(_ browser: Browser, name: String = "larder_session") throws -> [String] {
        let header = try #require(browser.lastSetCookies.first { $0.hasPrefix("\(name)=") })
        return header.split(separator: ";").dropFirst().map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }

    @Test("the session and form-token cookies are HttpOnly, SameSite=Lax, for the whole site, with a lifetime; Secure only over https")
    func cookieFlags() async throws {
        try await WebApp.run { app in
            _ = try await app.register("Ada")
            for overHTTPS in [false, true] {
                let browser = app.browser()
                if overHTTPS { browser.headers[HTTPField.Name("X-Forwarded-Proto")!] = "https" }
                // The form token a first visit gets, and the session logging in gives.
                try await browser.get("/login")
                // Over https its name says that only this site, over https, may set it.
                let anonymous = try Self.cookieAttributes(browser, name: overHTTPS ? "__Host-larder_form" : "larder_form")
                let login = try await browser.post("/login", [("email", "ada@example.com"), ("password", WebApp.password)])
                #expect(login.status == .seeOther)
                let loggedIn = try Self.cookieAttributes(browser)
                for attributes in [anonymous, loggedIn] {
                    #expect(attributes.contains("httponly"))
                    #expect(attributes.contains("samesite=lax"))
                    #expect(attributes.contains("path=/"))
                    let maxAge = try #require(attributes.first { $0.hasPrefix("max-age=") })
                    #expect((Int(maxAge.dropFirst("max-age=".count)) ?? 0) > 3600)
                    #expect(attributes.contains("secure") == overHTTPS, "over https: \(overHTTPS)")
                }
            }
        }
    }

    @Test("logging out ends the session: the old cookie no longer logs anyone in")
    func logoutEndsTheSession() async throws {
        try await WebApp.run { app in
            let ada = try await app.register("Ada")
            let cookie = try #require(ada.sessionCookie)
            try await ada.get("/account")
            let loggedOut = try await ada.post("/logout")
            #expect(loggedOut.status == .seeOther)
            #expect(ada.lastSetCookies.contains { $0.hasPrefix("larder_session=;") && $0.lowercased().contains("max-age=0") })
            #expect(try await ada.isLoggedIn() == false)

            // Someone who kept a copy of the cookie gets nothing from it either.
            let replay = app.browser()
            replay.setSessionCookie(cookie)
            let account = try await replay.get("/account")
            #expect(account.status == .seeOther)
            #expect(account.headers[.location]?.hasPrefix("/login") == true)
        }
    }

    @Test("changing the password logs out every other browser and this browser's old cookie; this browser carries on with a new one")
    func passwordChangeEndsEverySession() async throws {
        try await WebApp.run { app in
            let laptop = try await app.register("Ada")
            let phone = app.browser()
            try await phone.get("/login")
            try await phone.post("/login", [("email", "ada@example.com"), ("password", WebApp.password)])
            #expect(try await phone.isLoggedIn())
            let laptopCookie = try #require(laptop.sessionCookie)

            try await laptop.get("/account")
            let changed = try await laptop.post("/account/password", [
                ("current_password", WebApp.password), ("new_password", "a different long password"),
            ])
            #expect(changed.status == .seeOther)
            let page = try await laptop.follow(changed)
            #expect(page.text.contains("Your password is changed."))
            #expect(laptop.sessionCookie != laptopCookie)
            #expect(try await laptop.isLoggedIn())

            #expect(try await phone.isLoggedIn() == false)
            let replay = app.browser()
            replay.setSessionCookie(laptopCookie)
            #expect(try await replay.isLoggedIn() == false)

            // The new password is the one that works now.
            let again = app.browser()
            try await again.get("/login")
            #expect(try await again.post("/login", [("email", "ada@example.com"), ("password", WebApp.password)]).status == .unprocessableContent)
            #expect(try await again.post("/login", [("email", "ada@example.com"), ("password", "a different long password")]).status == .seeOther)
        }
    }

    @Test("a session id planted before login is worthless after it: logging in issues a new one")
    func loginRotatesTheSessionID() async throws {
        try await WebApp.run { app in
            _ = try await app.register("Ada")
            let browser = app.browser()
            // Someone with access to the browser sets the session cookie to a value they know.
            let planted = "planted-by-someone-else-0123456789abcdefgh"
            browser.setSessionCookie(planted)
            try await browser.get("/login")
            let login = try await browser.post("/login", [("email", "ada@example.com"), ("password", WebApp.password)])
            #expect(login.status == .seeOther)
            let issued = try #require(browser.sessionCookie)
            #expect(issued != planted)
            #expect(try await browser.isLoggedIn())

            let attacker = app.browser()
            attacker.setSessionCookie(planted)
            #expect(try await attacker.isLoggedIn() == false)
        }
    }
}
