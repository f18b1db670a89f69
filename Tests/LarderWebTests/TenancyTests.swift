import Foundation
import HummingbirdTesting
import Testing

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
}
