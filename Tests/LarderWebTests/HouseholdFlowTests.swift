import Foundation
import HummingbirdTesting
import Testing
@testable import WebTestSupport

@Suite("Households, invites and members")
struct HouseholdFlowTests {
    @Test("an owner invites someone who registers through the link; once removed, they lose the household at once but stay logged in")
    func inviteJoinAndRemove() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createRecipe("Seeded loaf")

            // The link opens a page naming the household, with a way to register.
            let code = try await ada.createInvite()
            let grace = app.browser()
            let invitation = try await grace.get("/invites/\(code)")
            #expect(invitation.status == .ok)
            #expect(invitation.text.contains("Join Hill House"))
            let registerLink = try #require(invitation.text.firstMatch(of: /href="(\/register\?invite=[^"]+)"/).map { String($0.1) })

            // Registering through it makes Grace a member; signing in then, as the page asks, takes
            // her straight into the household's recipes.
            let form = try await grace.get(registerLink)
            #expect(form.text.contains("You are joining <strong>Hill House</strong>"))
            #expect(ShownForm(form).values("invite") == [code])
            let registered = try await grace.post("/register", [
                ("email", "grace@example.com"), ("display_name", "Grace"), ("password", WebApp.password), ("invite", code),
            ])
            #expect(registered.status == .ok && ShownForm(registered).values("invite") == [code])
            #expect(ShownForm(registered).values("email") == ["grace@example.com"])
            let signedIn = try await grace.post("/login", [("email", "grace@example.com"), ("password", WebApp.password), ("invite", code)])
            #expect(signedIn.headers[.location] == "/recipes")
            let recipes = try await grace.follow(signedIn)
            #expect(recipes.text.contains("Welcome to Hill House."))
            #expect(recipes.text.contains("Seeded loaf"))

            // Both see the household and each other.
            for browser in [ada, grace] {
                let household = try await browser.get("/household")
                #expect(household.text.contains("<h1>Hill House</h1>"))
                #expect(household.text.contains("ada@example.com"))
                #expect(household.text.contains("grace@example.com"))
            }

            // Ada removes Grace, with the button on the household page.
            let graceID = try await app.userID("Grace")
            let page = try await ada.get("/household")
            let removeAction = "/household/members/\(graceID.uuidString)/remove"
            #expect(page.text.contains(removeAction))
            let removed = try await ada.follow(try await ada.post(removeAction))
            #expect(removed.text.contains("The member was removed"))
            #expect(!removed.text.contains("grace@example.com"))

            // Grace's very next request no longer shows Hill House or its recipes.
            let afterwards = try await grace.get("/recipes")
            #expect(afterwards.status == .seeOther)
            #expect(afterwards.headers[.location] == "/household")
            let householdPage = try await grace.follow(afterwards)
            #expect(householdPage.text.contains("You are not in a household yet"))
            #expect(!householdPage.text.contains("Hill House"))
            #expect(!householdPage.text.contains("Seeded loaf"))
            let recipeID = try await app.pool.query("SELECT id FROM recipes WHERE name = 'Seeded loaf'")[0].decode(UUID.self)
            #expect(try await grace.get("/recipes/\(recipeID.uuidString)").status != .ok)

            // She is still logged in, just in no household.
            #expect(try await grace.isLoggedIn())
            #expect(try await app.pool.query("SELECT count(*) FROM memberships WHERE user_id = \(graceID)")[0].decode(Int.self) == 0)
        }
    }

    @Test("a member cannot invite, remove, change roles, rename or delete the household")
    func membersCannotDoOwnersWork() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            let inviteCode = try await ada.createInvite()
            let adaID = try await app.userID("Ada")
            let before = try await app.rowCounts()

            let page = try await grace.get("/household")
            #expect(page.text.contains("Your role: <strong>Member</strong>"))
            #expect(!page.text.contains("Create invite link"))
            #expect(!page.text.contains("/household/members/\(adaID.uuidString)/remove"))

            let attempts: [(String, [(String, String)])] = [
                ("/household/invites", [("expires_hours", "168"), ("max_uses", "1")]),
                ("/household/invites/\(try await app.inviteID(inviteCode))/revoke", []),
                ("/household/members/\(adaID.uuidString)/remove", []),
                ("/household/members/\(adaID.uuidString)/role", [("role", "member")]),
                ("/household/rename", [("name", "Grace's house")]),
                ("/household/delete", []),
            ]
            for (path, fields) in attempts {
                try await grace.get("/household")
                let response = try await grace.post(path, fields)
                #expect(response.status == .forbidden, "\(path)")
                #expect(response.text.contains("Only an owner of this household can do that."), "\(path)")
            }
            #expect(try await grace.get("/household/delete").status == .forbidden)

            #expect(try await app.rowCounts() == before)
            let household = try await app.pool.query("""
                SELECT h.name, m.role, i.revoked_at IS NULL FROM households h
                JOIN memberships m ON m.household_id = h.id AND m.user_id = \(adaID)
                JOIN invites i ON i.household_id = h.id AND i.id = \(try await app.inviteID(inviteCode))
                """)[0].decode(String.self, String.self, Bool.self)
            #expect(household == ("Hill House", "owner", true))
        }
    }

    @Test("the last owner cannot leave while others remain, but can once they have passed ownership on")
    func lastOwnerPassesOwnershipThenLeaves() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await app.member(of: ada, name: "Grace")
            let (adaID, graceID) = (try await app.userID("Ada"), try await app.userID("Grace"))

            let page = try await ada.get("/household")
            #expect(page.text.contains("You are the only owner: make another member an owner before you leave."))
            let refused = try await ada.follow(try await ada.post("/household/leave"))
            #expect(refused.text.contains("flash--error"))
            #expect(refused.text.contains("You are the only owner"))
            #expect(refused.text.contains("<h1>Hill House</h1>"))
            #expect(try await app.pool.query("SELECT role FROM memberships WHERE user_id = \(adaID)")[0].decode(String.self) == "owner")

            // Making Grace an owner first lets Ada go; the household stays with Grace.
            try await ada.get("/household")
            let promoted = try await ada.follow(try await ada.post("/household/members/\(graceID.uuidString)/role", [("role", "owner")]))
            #expect(promoted.text.contains("They are now an owner."))
            let left = try await ada.follow(try await ada.post("/household/leave"))
            #expect(left.text.contains("You left Hill House."))
            #expect(left.text.contains("You are not in a household yet"))

            let members = try await app.pool.query("""
                SELECT u.display_name, m.role FROM memberships m JOIN users u ON u.id = m.user_id
                JOIN households h ON h.id = m.household_id WHERE h.name = 'Hill House'
                """).decode(String.self, String.self)
            #expect(members.map(\.0) == ["Grace"])
            #expect(members.map(\.1) == ["owner"])
        }
    }

    @Test("leaving a household others stay in asks first, saying what goes with the membership: favourites, ratings and access tokens")
    func leavingAsksFirst() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let loaf = try await ada.createRecipe("Seed loaf")
            let grace = try await app.member(of: ada, name: "Grace")
            let (graceID, hillHouse) = (try await app.userID("Grace"), try await app.householdID("Hill House"))
            // Grace's own marks in Hill House: a favourite, a rating and a token for a script.
            try await grace.get("/recipes/\(loaf.uuidString)")
            #expect(try await grace.post("/recipes/\(loaf.uuidString)/favourite", [("favourite", "yes")]).status == .seeOther)
            #expect(try await grace.post("/recipes/\(loaf.uuidString)/rating", [("stars", "4")]).status == .seeOther)
            try await grace.get("/account")
            #expect(try await grace.post("/account/tokens", [
                ("name", "Kitchen tablet"), ("token_household", hillHouse.uuidString), ("scope", "read"), ("expires", "30"),
            ]).status == .created)

            // The household page asks the question, for the household it shows; it has no button that leaves.
            let page = try await grace.get("/household")
            #expect(page.text.contains("<form method=\"get\" action=\"/household/leave\">"))
            #expect(!page.text.contains("<form method=\"post\" action=\"/household/leave\">"))
            let before = try await app.rowCounts()
            let question = try await grace.get("/household/leave?household=\(hillHouse.uuidString)")
            #expect(question.status == .ok)
            let text = question.text.htmlUnescaped
            #expect(text.contains("<h1>Leave Hill House?</h1>"))
            for said in ["1 favourite mark", "1 rating", "1 access token for scripts, in this household",
                         "You will no longer see Hill House’s recipes. To come back you will need a new invite link.",
                         "action=\"/household/leave\"", ">Leave Hill House</button>", "href=\"/household\""] {
                #expect(text.contains(said), "the question does not say \(said)")
            }
            #expect(!text.contains("membership"), "the question counts the membership as a thing deleted")
            #expect(try await app.rowCounts() == before, "asking changed something")
            // Asked from a page of another household than the one open now, it says so instead.
            #expect(try await grace.get("/household/leave?household=\(UUID().uuidString)").status == .conflict)
            try await grace.get("/household/leave")

            // The only owner is asked nothing they could not do: the question says to make another owner first.
            let blocked = try await ada.get("/household/leave")
            #expect(blocked.status == .ok)
            #expect(blocked.text.htmlUnescaped.contains("You are the only owner: make another member an owner before you leave."))
            #expect(!blocked.text.contains("action=\"/household/leave\""))

            // Confirming leaves, and takes the marks along.
            let left = try await grace.follow(try await grace.post("/household/leave"))
            #expect(left.text.contains("You left Hill House."))
            let kept = try await app.pool.query("""
                SELECT (SELECT count(*) FROM memberships WHERE user_id = \(graceID)), (SELECT count(*) FROM favourites WHERE user_id = \(graceID)),
                       (SELECT count(*) FROM recipe_ratings WHERE user_id = \(graceID)), (SELECT count(*) FROM access_tokens WHERE user_id = \(graceID))
                """)[0].decode(Int.self, Int.self, Int.self, Int.self)
            #expect(kept == (0, 0, 0, 0))

            // Alone, Ada's leaving is the household's deleting, which asks on its own page.
            let alone = try await ada.get("/household/leave")
            #expect(alone.status == .seeOther && alone.headers[.location] == "/household/delete?leaving=1")
        }
    }
}
