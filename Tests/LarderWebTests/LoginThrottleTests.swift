import Foundation
import HummingbirdTesting
import Testing
@testable import WebTestSupport

@Suite("Password guessing")
struct LoginThrottleTests {
    @Test("after five wrong passwords for an email, the sixth try waits, even with the right password; other emails are not held up")
    func fiveFailuresPauseThatEmail() async throws {
        try await WebApp.run { app in
            _ = try await app.register("Ada")
            _ = try await app.register("Grace")
            let guesser = app.browser()
            try await guesser.get("/login")

            // The same address however it is capitalised.
            for email in ["ada@example.com", "Ada@example.com", "ADA@EXAMPLE.COM", " ada@Example.com ", "ada@example.COM"] {
                let wrong = try await guesser.post("/login", [("email", email), ("password", "not the password")])
                #expect(wrong.status == .unprocessableContent, "\(email)")
                #expect(wrong.text.contains("The email or the password is wrong."))
            }

            let sixth = try await guesser.post("/login", [("email", "ada@example.com"), ("password", "still not it")])
            #expect(sixth.status == .tooManyRequests)
            #expect(sixth.text.contains("too many failed attempts"))
            #expect(sixth.text.contains("You can try again after"))
            let retryAfter = try #require(sixth.headers[.retryAfter].flatMap { Int($0) })
            #expect((1...15 * 60).contains(retryAfter))

            // Ada herself, with the right password, waits too: the lock does not give the password away.
            let ada = app.browser()
            try await ada.get("/login")
            let right = try await ada.post("/login", [("email", "Ada@Example.com"), ("password", WebApp.password)])
            #expect(right.status == .tooManyRequests)
            #expect(right.headers[.retryAfter] != nil)
            #expect(try await ada.isLoggedIn() == false)

            // Grace, at the same time, logs in, with her email typed in capitals.
            let grace = app.browser()
            try await grace.get("/login")
            let graceLogin = try await grace.post("/login", [("email", "GRACE@example.com"), ("password", WebApp.password)])
            #expect(graceLogin.status == .seeOther)
            #expect(try await grace.isLoggedIn())
        }
    }

    @Test("four wrong passwords are not yet a lock: the right one still logs in, whatever the email's case")
    func fewerFailuresDoNotLock() async throws {
        try await WebApp.run { app in
            _ = try await app.register("Ada")
            let ada = app.browser()
            try await ada.get("/login")
            for _ in 1...4 {
                #expect(try await ada.post("/login", [("email", "ada@example.com"), ("password", "wrong guess")]).status == .unprocessableContent)
            }
            let login = try await ada.post("/login", [("email", "ADA@example.com"), ("password", WebApp.password)])
            #expect(login.status == .seeOther)
            #expect(try await ada.isLoggedIn())
        }
    }
}
