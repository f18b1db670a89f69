import Foundation
import HummingbirdTesting
import Testing
@testable import WebTestSupport

@Suite("Invite links that no longer work")
struct InviteLinkTests {
    @Test("an expired, a revoked and a used-up invite each explain themselves, when opened and when someone tries to join")
    func unusableInvitesExplainThemselves() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")

            let expired = try await ada.createInvite()
            try await app.pool.query("UPDATE invites SET expires_at = now() - interval '1 hour' WHERE id = \(try await app.inviteID(expired))")

            let revoked = try await ada.createInvite()
            try await ada.get("/household")
            let revoking = try await ada.follow(try await ada.post("/household/invites/\(try await app.inviteID(revoked))/revoke"))
            #expect(revoking.text.contains("The invite link no longer works."))

            let usedUp = try await ada.createInvite(maxUses: "1")
            _ = try await app.register("Grace", invite: usedUp)

            // Carol has an account of her own and tries each link.
            let carol = try await app.register("Carol")
            let visitor = app.browser()
            let cases = [
                (expired, "This invite link has expired"),
                (revoked, "This invite link was withdrawn"),
                (usedUp, "This invite link has already been used"),
            ]
            for (code, explanation) in cases {
                let opened = try await visitor.get("/invites/\(code)")
                #expect(opened.status == .ok, "\(explanation)")
                #expect(opened.text.contains(explanation))
                #expect(opened.text.contains("Ask someone who owns the household for a new invite link"))
                #expect(!opened.text.contains("action=\"/invites/"), "\(explanation): no join button")

                try await carol.get("/invites/\(code)")
                let before = try await app.rowCounts()
                let joining = try await carol.post("/invites/\(code)")
                #expect(joining.status == .ok, "\(explanation)")
                #expect(joining.text.contains(explanation))
                #expect(try await app.rowCounts() == before)
            }
            let carolsMemberships = try await app.pool.query("""
                SELECT count(*) FROM memberships WHERE user_id = \(try await app.userID("Carol"))
                """)[0].decode(Int.self)
            #expect(carolsMemberships == 0)
        }
    }

    @Test("an invite code nobody made gets 404 with an explanation")
    func unknownInvite() async throws {
        try await WebApp.run { app in
            let visitor = app.browser()
            let opened = try await visitor.get("/invites/no-such-code")
            #expect(opened.status == .notFound)
            #expect(opened.text.contains("We don’t recognise this invite link"))
            #expect(opened.text.contains("Check that the whole link was copied"))

            let carol = try await app.register("Carol")
            try await carol.get("/invites/no-such-code")
            let before = try await app.rowCounts()
            let joining = try await carol.post("/invites/no-such-code")
            #expect(joining.status == .notFound)
            #expect(joining.text.contains("We don’t recognise this invite link"))
            #expect(try await app.rowCounts() == before)
        }
    }
}
