import Foundation
import HummingbirdTesting
import Testing
@testable import WebTestSupport

@Suite("Households are private")
struct TenancyTests {
    @Test("a member of another household gets 404 for everything of this one, exactly as for a missing id, and changes nothing")
    func otherHouseholdsLookMissing() async throws {
        try await WebApp.run { app in
            // Ada's Hill House: a recipe, its ingredient and skill, a member, an open invite.
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let recipe = try await ada.createRecipe("Grandmother's secret loaf")
            _ = try await app.member(of: ada, name: "Grace")
            let invite = try await app.inviteID(try await ada.createInvite())
            let (flour, kneading) = try await app.catalogIDs(ingredient: "flour", skill: "Kneading")
            let (adaID, graceID, hillHouse) = (try await app.userID("Ada"), try await app.userID("Grace"), try await app.householdID("Hill House"))
            try await app.pool.query("UPDATE ingredients SET image = '\\x89504e470d0a1a0a'::bytea, image_type = 'image/png' WHERE id = \(flour)")

            // Mallory owns a household of her own, and pokes at Hill House's ids from there.
            let mallory = try await app.owner(of: "Mallory's Flat", name: "Mallory")
            let missing = UUID()
            let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0])

            /// A request that names one of Hill House's things by its id.
            struct Probe {
                var method: String
                var path: @Sendable (_ id: String) -> String
                var fields: @Sendable (_ id: String) -> [(String, String)] = { _ in [] }
                var sendsPicture = false
            }
            let recipeForm: [(String, String)] = [("name", "Stolen loaf"), ("servings", "2"), ("steps[0][instructions]", "Take it")]
            let probes: [(probe: Probe, theirs: String, missing: String)] = [
                (Probe(method: "GET", path: { "/recipes/\($0)" }), recipe.uuidString, missing.uuidString),
                (Probe(method: "GET", path: { "/recipes/\($0)/edit" }), recipe.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/recipes/\($0)/edit" }, fields: { _ in recipeForm }), recipe.uuidString, missing.uuidString),
                (Probe(method: "GET", path: { "/recipes/\($0)/delete" }), recipe.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/recipes/\($0)/delete" }), recipe.uuidString, missing.uuidString),
                (Probe(method: "GET", path: { "/recipes/\($0)/export?format=larder" }), recipe.uuidString, missing.uuidString),
                (Probe(method: "GET", path: { "/recipes/\($0)/export?format=schema-org" }), recipe.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/ingredients/\($0)/rename" }, fields: { _ in [("name", "Sand")] }), flour.uuidString, missing.uuidString),
                (Probe(method: "GET", path: { "/ingredients/\($0)/image" }), flour.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/ingredients/\($0)/image" }, sendsPicture: true), flour.uuidString, missing.uuidString),
                (Probe(method: "GET", path: { "/ingredients/\($0)/delete" }), flour.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/ingredients/\($0)/delete" }), flour.uuidString, missing.uuidString),
                (Probe(method: "GET", path: { "/skills/\($0)/delete" }), kneading.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/skills/\($0)/delete" }), kneading.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { _ in "/household/switch" }, fields: { [("household", $0)] }), hillHouse.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/household/invites/\($0)/revoke" }), invite.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/household/members/\($0)/remove" }), graceID.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/household/members/\($0)/role" }, fields: { _ in [("role", "owner")] }), graceID.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/household/members/\($0)/remove" }), adaID.uuidString, missing.uuidString),
                (Probe(method: "POST", path: { "/household/members/\($0)/role" }, fields: { _ in [("role", "member")] }), adaID.uuidString, missing.uuidString),
            ]

            let counts = try await app.rowCounts()
            let contents = try await app.contents()
            for (probe, theirs, none) in probes {
                var responses: [TestResponse] = []
                for id in [theirs, none] {
                    // From a page of her own, as a browser would: household forms from her household page.
                    let (path, fields) = (probe.path(id), probe.fields(id))
                    try await mallory.get(path.hasPrefix("/household/") ? "/household" : "/recipes")
                    if probe.method == "GET" {
                        responses.append(try await mallory.get(path))
                    } else if probe.sendsPicture {
                        responses.append(try await mallory.postMultipart(path, fields, files: [("image", "flour.png", png)]))
                    } else {
                        responses.append(try await mallory.post(path, fields))
                    }
                }
                let (foreign, absent) = (responses[0], responses[1])
                let described = "\(probe.method) \(probe.path("{id}"))"
                #expect(foreign.status == .notFound, "\(described)")
                #expect(absent.status == .notFound, "\(described) with a missing id")
                #expect(foreign.text == absent.text, "\(described) says more about Hill House's thing than about a missing one")
                for secret in ["Grandmother", "Hill House", "flour", "Kneading", "grace@example.com"] {
                    #expect(!foreign.text.contains(secret), "\(described) shows \(secret)")
                }
            }
            #expect(try await app.rowCounts() == counts)
            #expect(try await app.contents() == contents)

            // Hill House's own people still see it all.
            let page = try await ada.get("/recipes/\(recipe.uuidString)")
            #expect(page.status == .ok)
            #expect(page.text.htmlUnescaped.contains("Grandmother's secret loaf"))
        }
    }

    @Test("a link to a page of another of the person's households opens in it and says so; one of a household they are not in stays 404")
    func linksFindTheirHousehold() async throws {
        try await WebApp.run { app in
            // Sam belongs to Walk House and to Sam Solo, which is open; a Walk House recipe is linked.
            let walker = try await app.owner(of: "Walk House", name: "Walker")
            let recipe = try await walker.createRecipe("Walk House stew")
            let (flour, kneading) = try await app.catalogIDs(ingredient: "flour", skill: "Kneading")
            let sam = try await app.member(of: walker, name: "Sam")
            try await sam.createHousehold("Sam Solo")
            let solo = try await sam.createRecipe("Sam's toast")
            let walkHouse = try await app.householdID("Walk House")
            let samSolo = try await app.householdID("Sam Solo")
            let samID = try await app.userID("Sam")
            /// The household Sam's session has open (Sam's one session: signing in replaced the registration's).
            func open() async throws -> UUID? {
                let rows = try await app.pool.query("SELECT household_id FROM sessions WHERE user_id = \(samID)")
                try #require(rows.count == 1, "Sam has \(rows.count) sessions")
                return try rows[0].decode(UUID?.self, at: 0)
            }
            #expect(try await open() == samSolo)

            for path in ["/recipes/\(recipe.uuidString)", "/recipes/\(recipe.uuidString)/history", "/ingredients/\(flour.uuidString)/delete",
                         "/skills/\(kneading.uuidString)/delete", "/recipes/\(recipe.uuidString)/export?format=larder"] {
                try await sam.switchHousehold(to: samSolo)
                let answer = try await sam.get(path)
                #expect(answer.status == .seeOther, "\(path)")
                #expect(answer.headers[.location] == path, "\(path) sends to \(answer.headers[.location] ?? "nowhere")")
                #expect(try await open() == walkHouse, "\(path)")
                let page = try await sam.follow(answer)
                #expect(page.status == .ok, "\(path)")
                if path == "/recipes/\(recipe.uuidString)" {
                    #expect(page.text.htmlUnescaped.contains("Walk House stew"))
                    #expect(page.text.htmlUnescaped.contains("Walk House is open now: the page you opened is one of its."))
                }
            }

            // Back the other way, in Sam's language.
            try await sam.post("/account/language", [("language", "de")])
            let back = try await sam.follow(try await sam.get("/recipes/\(solo.uuidString)"))
            #expect(back.status == .ok)
            #expect(back.text.htmlUnescaped.contains("Jetzt ist Sam Solo geöffnet"))
            #expect(try await open() == samSolo)

            // A missing recipe, and one of a household Sam is not in, stay the same 404 and switch nothing.
            let stranger = try await app.owner(of: "Stranger's flat", name: "Stranger")
            let theirs = try await stranger.createRecipe("Stranger's pie")
            let foreign = try await sam.get("/recipes/\(theirs.uuidString)")
            let missing = try await sam.get("/recipes/\(UUID().uuidString)")
            #expect(foreign.status == .notFound && missing.status == .notFound)
            #expect(foreign.text == missing.text)
            #expect(try await open() == samSolo)

            // A form posted for the other household's thing is not applied, and switches nothing.
            let posted = try await sam.post("/recipes/\(recipe.uuidString)/delete")
            #expect(posted.status == .notFound)
            #expect(try await open() == samSolo)
            #expect(try await app.pool.query("SELECT 1 FROM recipes WHERE id = \(recipe)").count == 1)
        }
    }
}
