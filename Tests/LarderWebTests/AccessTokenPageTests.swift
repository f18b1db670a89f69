import Foundation
import Hummingbird
import LarderStore
import Testing
@testable import WebTestSupport

/// The account page's personal access tokens, as a person makes and revokes them.
@Suite("Access tokens on the account page")
struct AccessTokenPageTests {
    @Test("a token made on the page shows its secret once, which works; the list names it; revoking it stops it at once")
    func makeAndRevoke() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let empty = try await ada.get("/account")
            #expect(empty.text.contains("You have no tokens yet."))
            let household = try await app.householdID("Hill House")
            let made = try await ada.post("/account/tokens", [
                ("name", "Home Assistant"), ("token_household", household.uuidString), ("scope", "read-write"), ("expires", "30"),
            ])
            #expect(made.status == .created)
            let secret = try #require(made.text.firstMatch(of: /value="(larder_pat_[A-Za-z0-9_-]+)"/)?.1).description
            #expect(made.text.contains("Copy it now"))
            let holder = try #require(try await app.store.accessTokens.authenticate(secret))
            #expect(holder.scope == .readWrite && holder.membership.household.id == household)

            let listed = try await ada.get("/account")
            #expect(listed.text.contains("<strong>Home Assistant</strong> · Hill House · read and change"))
            #expect(!listed.text.contains(secret), "the secret is shown only once")
            #expect(listed.text.contains("never used") == false, "its use just now is listed")

            // Another person cannot revoke it.
            let ben = try await app.owner(of: "Flat 2", name: "Ben")
            try await ben.get("/account")
            #expect(try await ben.post("/account/tokens/\(holder.token.uuidString)/revoke", []).status == .notFound)
            #expect(try await app.store.accessTokens.authenticate(secret) != nil)

            let revoked = try await ada.post("/account/tokens/\(holder.token.uuidString)/revoke", [])
            #expect(revoked.status == .seeOther)
            #expect(try await ada.follow(revoked).text.contains("The token “Home Assistant” is revoked"))
            #expect(try await app.store.accessTokens.authenticate(secret) == nil)
        }
    }

    @Test("someone in no household is told a token needs one, instead of a form whose household they cannot choose")
    func noHousehold() async throws {
        try await WebApp.run { app in
            let eve = try await app.register("Eve")
            let page = try await eve.get("/account")
            #expect(page.status == .ok)
            #expect(page.text.contains("A token acts in one household: make a household or join one, and you can make its token here."))
            #expect(!page.text.contains("action=\"/account/tokens\""), "no form to send")
            #expect(page.text.contains("Make a token"), "the section still says what it is for")

            try await eve.createHousehold("Eve's flat")
            let withOne = try await eve.get("/account")
            #expect(withOne.text.contains("action=\"/account/tokens\""))
            #expect(!withOne.text.contains("A token acts in one household: make"))
        }
    }

    @Test("a token form sent wrong comes back with the input and a message per field, and makes nothing")
    func refused() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await app.owner(of: "Flat 2", name: "Ben")
            let theirs = try await app.householdID("Flat 2")
            try await ada.get("/account")
            let refused = try await ada.post("/account/tokens", [
                ("name", "   "), ("token_household", theirs.uuidString), ("scope", "admin"), ("expires", "forever"),
            ])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Name is required"))
            #expect(refused.text.contains("Choose one of your households."))
            #expect(refused.text.contains("Choose read only, or read and change."))
            #expect(refused.text.contains("Choose how long the token lasts."))
            let long = try await ada.post("/account/tokens", [
                ("name", String(repeating: "n", count: 101)), ("token_household", try await app.householdID("Hill House").uuidString),
                ("scope", "read"), ("expires", "never"),
            ])
            #expect(long.status == .unprocessableContent)
            #expect(long.text.contains("at most 100 characters") && long.text.contains("value=\"\(String(repeating: "n", count: 101))\""))
            let control = try await ada.post("/account/tokens", [
                ("name", "a\u{0}b"), ("token_household", try await app.householdID("Hill House").uuidString), ("scope", "read"), ("expires", "30"),
            ])
            #expect(control.status == .unprocessableContent && control.text.contains("without control characters"))
            #expect(try await app.pool.query("SELECT count(*) FROM access_tokens")[0].decode(Int.self) == 0)
        }
    }
}
