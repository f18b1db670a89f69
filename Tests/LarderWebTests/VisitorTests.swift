import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderWeb
import Testing
@testable import WebTestSupport

/// Work a stranger without a session can make the server do: refused before it costs anything.
@Suite("What a visitor without a session can make the server do")
struct VisitorTests {
    @Test("a POST without a session or form token is refused before its body is read; a visitor may not send files")
    func noBodyWithoutSession() async throws {
        try await WebApp.run { app in
            let stranger = app.browser()
            // 10 MB to the import, which takes a 50 MB document from a logged-in cook: refused for having
            // no session (403), where it used to be read and measured first (413).
            let huge = [UInt8](repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024)
            #expect(try await stranger.postRaw("/import", huge).status == .forbidden)
            #expect(try await stranger.postRaw("/login", Array("_csrf=x&email=a%40b.c&password=p".utf8)).status == .forbidden)
            // With the token the login page gives, the form goes through as before...
            try await stranger.get("/login")
            let answer = try await stranger.post("/login", [("email", "a@example.com"), ("password", "not the password")])
            #expect(answer.status == .unprocessableContent || answer.status == .unauthorized)
            // ...but a visitor's token buys an ordinary form's 4 MB, not a cook's upload.
            #expect(try await stranger.postRaw("/import", huge).status == .contentTooLarge)
            // A wrong token with the cookie is refused as before.
            #expect(try await stranger.post("/login", [("email", "a@example.com"), ("password", "p")], omitCSRF: true).status == .forbidden)
        }
    }

    @Test("visitors cost no session row: a thousand visits to the login, registration and invite pages write nothing; logging in makes one")
    func visitorsWriteNothing() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let code = try await ada.createInvite()
            let before = try await app.pool.query("SELECT count(*) FROM sessions")[0].decode(Int.self)
            for visit in 0..<1000 {
                let visitor = app.browser()
                let path = ["/login", "/register", "/invites/\(code)", "/login?invite=\(code)"][visit % 4]
                #expect(try await visitor.get(path).status == .ok, "\(path)")
            }
            #expect(try await app.pool.query("SELECT count(*) FROM sessions")[0].decode(Int.self) == before)

            // A visitor's form works with its cookie token, and logging in then makes the one row.
            let grace = try await app.register("Grace", invite: code)
            #expect(try await grace.isLoggedIn())
            #expect(grace.cookies["larder_form"] == nil, "the form token is dropped once there is a session")
            #expect(try await app.pool.query("SELECT count(*) FROM sessions")[0].decode(Int.self) == before + 1)
        }
    }
}
