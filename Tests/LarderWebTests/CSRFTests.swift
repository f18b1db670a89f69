import Foundation
import HummingbirdTesting
import Testing
@testable import WebTestSupport

@Suite("Forged forms")
struct CSRFTests {
    /// One state-changing request, by the browser it would come from.
    struct Action {
        var browser: Browser
        var path: String
        var fields: [(String, String)] = []
        var image: Data?

        func send(csrf: String? = nil, omitCSRF: Bool = false) async throws -> TestResponse {
            if let image {
                return try await browser.postMultipart(path, fields, files: [("image", "flour.png", image)], csrf: csrf, omitCSRF: omitCSRF)
            }
            return try await browser.post(path, fields, csrf: csrf, omitCSRF: omitCSRF)
        }
    }

    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 7, count: 64)

    @Test("every form posted without the session's token gets 403 and changes nothing; with the token it goes through")
    func everyPostNeedsItsOwnToken() async throws {
        try await WebApp.run { app in
            // Ada owns Hill House (Grace and Henry are members) and the Attic; Carol, elsewhere,
            // has invited Ada to her kitchen. Two visitors are not logged in yet.
            let ada = try await app.register("Ada")
            try await ada.createHousehold("Attic")
            try await ada.createHousehold("Hill House")
            let recipe = try await ada.createRecipe("Seeded loaf")
            let exported = try await ada.get("/recipes/\(recipe.uuidString)/export?format=larder").text
            let grace = try await app.member(of: ada, name: "Grace")
            _ = try await app.member(of: ada, name: "Henry")
            let invite = try await ada.createInvite()
            let carol = try await app.owner(of: "Carol's Kitchen", name: "Carol")
            let carolsInvite = try await carol.createInvite()
            let newcomer = app.browser()
            try await newcomer.get("/register")
            let returning = app.browser()
            try await returning.get("/login")
            let (henry, attic) = (try await app.userID("Henry"), try await app.householdID("Attic"))
            let (flour, kneading) = try await app.catalogIDs(ingredient: "flour", skill: "Kneading")
            let skill = try await app.pool.query("""
                INSERT INTO skills (household_id, name, category) SELECT household_id, 'Proving', 'general' FROM skills WHERE id = \(kneading)
                RETURNING id
                """)[0].decode(UUID.self)
            try await ada.get("/recipes")

            // Every POST route there is, each as its own browser would send it; destructive ones last,
            // so that each still works when sent with its token below.
            let actions = [
                Action(browser: newcomer, path: "/register",
                       fields: [("email", "newcomer@example.com"), ("display_name", "Newcomer"), ("password", WebApp.password)]),
                Action(browser: returning, path: "/login", fields: [("email", "ada@example.com"), ("password", WebApp.password)]),
                Action(browser: ada, path: "/recipes/new", fields: [("name", "Rye"), ("servings", "2"), ("steps[0][instructions]", "Bake")]),
                Action(browser: ada, path: "/recipes/\(recipe.uuidString)/edit",
                       fields: [("name", "Seeded rye"), ("servings", "3"), ("version", "1"), ("steps[0][instructions]", "Bake it")]),
                Action(browser: ada, path: "/ingredients/\(flour.uuidString)/rename", fields: [("name", "Strong flour")]),
                Action(browser: ada, path: "/ingredients/\(flour.uuidString)/image", image: Self.png),
                Action(browser: ada, path: "/skills", fields: [("name", "Shaping"), ("category", "general")]),
                Action(browser: ada, path: "/skills/\(skill.uuidString)/delete"),
                Action(browser: ada, path: "/import", fields: [("json", exported), ("on_conflict", "rename")]),
                Action(browser: ada, path: "/recipes/\(recipe.uuidString)/delete"),
                Action(browser: ada, path: "/recipes/\(recipe.uuidString)/restore"),
                Action(browser: ada, path: "/ingredients/\(flour.uuidString)/delete"),
                Action(browser: ada, path: "/household/rename", fields: [("name", "Hill Farm")]),
                Action(browser: ada, path: "/household/invites", fields: [("expires_hours", "24"), ("max_uses", "5")]),
                Action(browser: ada, path: "/household/invites/\(try await app.inviteID(invite))/revoke"),
                Action(browser: ada, path: "/household/members/\(henry.uuidString)/role", fields: [("role", "owner")]),
                Action(browser: grace, path: "/household/leave"),
                Action(browser: ada, path: "/household/members/\(henry.uuidString)/remove"),
                Action(browser: ada, path: "/invites/\(carolsInvite)"),
                Action(browser: ada, path: "/household/switch", fields: [("household", attic.uuidString)]),
                Action(browser: ada, path: "/household/delete"),
                Action(browser: ada, path: "/household/new", fields: [("name", "Cellar")]),
                Action(browser: ada, path: "/account/password",
                       fields: [("current_password", WebApp.password), ("new_password", "an even longer kitchen password")]),
                Action(browser: grace, path: "/account/delete"),
                Action(browser: ada, path: "/logout"),
            ]

            // Carol's token is genuine, but belongs to her session, not to theirs.
            try await carol.get("/household")
            let carolsToken = try #require(carol.csrfToken)
            let counts = try await app.rowCounts()
            let contents = try await app.contents()
            for action in actions {
                let withoutToken = try await action.send(omitCSRF: true)
                let withCarolsToken = try await action.send(csrf: carolsToken)
                for (label, response) in [("without a token", withoutToken), ("with another session's token", withCarolsToken)] {
                    #expect(response.status == .forbidden, "\(action.path) \(label)")
                    #expect(response.text.contains("This form has expired or did not come from Larder"), "\(action.path) \(label)")
                }
            }
            #expect(try await app.rowCounts() == counts)
            #expect(try await app.contents() == contents)
            #expect(try await newcomer.isLoggedIn() == false)
            #expect(try await returning.isLoggedIn() == false)

            // The same requests with the token of the page the browser is on go through: the refusals
            // above were the token's doing, not the request's.
            for action in actions {
                // The page the form is on: household forms name the household they were shown for.
                let page = action.browser === newcomer ? "/register" : action.browser === returning ? "/login"
                    : action.path.hasPrefix("/household") ? "/household" : action.path == "/import" ? "/import" : "/account"
                try await action.browser.get(page)
                let response = try await action.send()
                #expect(response.status != .forbidden && response.status.code < 400, "\(action.path) with its token: \(response.status)")
            }
            #expect(try await app.contents() != contents)
        }
    }
}
