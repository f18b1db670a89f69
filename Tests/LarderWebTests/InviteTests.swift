import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderWeb
import Testing
@testable import WebTestSupport

@Suite("Invites")
struct InviteTests {
    @Test("an invite link is shown once, in the answer that made it; the page lists it by state, and only its hash is stored")
    func inviteShownOnce() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/household")
            let made = try await ada.post("/household/invites", [("expires_hours", "24"), ("max_uses", "5")])
            #expect(made.status == .created)
            let code = try #require(made.text.firstMatch(of: /\/invites\/([A-Za-z0-9_-]{16,})/).map { String($0.1) })
            #expect(made.text.contains("cannot show you this link again"))

            let later = try await ada.get("/household")
            #expect(!later.text.contains(code), "the link is not shown again")
            #expect(later.text.contains("0 of 5 used"), "the invite is still listed, by its state")
            let stored = try await app.pool.query("SELECT to_jsonb(i)::text FROM invites i")[0].decode(String.self)
            #expect(!stored.contains(code))
            let hashed = try await app.pool.query(
                "SELECT count(*) FROM invites WHERE code_hash = sha256(convert_to(\(code), 'UTF8'))")[0].decode(Int.self)
            #expect(hashed == 1)
            // And the link works.
            _ = try await app.register("Grace", invite: code)
            #expect(try await app.pool.query("SELECT count(*) FROM memberships")[0].decode(Int.self) == 2)
        }
    }

    @Test("a removed member cannot come straight back through the multi-use link they joined with; others' links stay")
    func removalRevokesTheirInvite() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let open = try await ada.createInvite(maxUses: "unlimited")
            let other = try await ada.createInvite(maxUses: "unlimited")
            let grace = try await app.register("Grace", invite: open)
            #expect(try await grace.get("/recipes").status == .ok)
            let graceID = try await app.userID("Grace")
            try await ada.get("/household")
            #expect(try await ada.post("/household/members/\(graceID.uuidString)/remove").status == .seeOther)

            try await grace.get("/invites/\(open)")
            let again = try await grace.post("/invites/\(open)")
            #expect(again.text.contains("revoked") || again.text.contains("Revoked"))
            #expect(try await app.pool.query("SELECT count(*) FROM memberships WHERE user_id = \(graceID)")[0].decode(Int.self) == 0)
            // The other link was not hers: it still works (here, for someone new).
            _ = try await app.register("Hana", invite: other)
            #expect(try await app.pool.query("SELECT count(*) FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'hana@example.com'")[0].decode(Int.self) == 1)
        }
    }

    @Test("logging in through an invite link asks before joining; a code with - and _ survives every redirect")
    func loginAsksFirst() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createInvite()
            // Codes are base64url: a "-" or "_" in one must reach the invite page unharmed.
            let code = "Abc-def_GHI-jkl_mno"
            try await app.pool.query("UPDATE invites SET code_hash = sha256(convert_to(\(code), 'UTF8'))")
            _ = try await app.owner(of: "Elsewhere", name: "Ben")
            let ben = app.browser()
            try await ben.get("/login?invite=\(code)")
            let login = try await ben.post("/login", [("email", "ben@example.com"), ("password", WebApp.password), ("invite", code)])
            #expect(login.headers[.location] == "/invites/\(code)")
            let benID = try await app.userID("Ben")
            let hill = try await app.householdID("Hill House")
            #expect(try await app.pool.query("SELECT count(*) FROM memberships WHERE user_id = \(benID) AND household_id = \(hill)")[0].decode(Int.self) == 0,
                    "not joined yet")
            let page = try await ben.follow(login)
            #expect(page.text.contains("Hill House"))
            #expect(try await ben.post("/invites/\(code)").status == .seeOther)
            #expect(try await app.pool.query("SELECT count(*) FROM memberships WHERE user_id = \(benID) AND household_id = \(hill)")[0].decode(Int.self) == 1)
        }
    }
}
