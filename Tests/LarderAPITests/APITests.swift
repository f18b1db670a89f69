import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import LarderModel
import LarderStore
import LarderTestSupport
import LarderWeb
import PostgresTestSupport
import Testing
@testable import WebTestSupport

/// The JSON API, called as a household's script would call it, against a real database.
@Suite("JSON API")
struct APITests {
    static let cake = """
        {"name": "Lemon drizzle cake", "summary": "Tender and sharp.", "servings": 8, "tags": ["Baking"],
         "source_url": "https://example.com/cake",
         "lines": [{"text": "1 lemon, for the glaze", "quantity": 1, "ingredient": "lemon", "note": "for the glaze"}],
         "steps": [{"instructions": "Beat the butter and sugar.", "time": {"seconds": 300, "kind": "active"},
                    "skills": [{"name": "Creaming", "category": "mixing"}], "tools": [{"name": "Stand mixer"}],
                    "lines": [{"text": "225 g butter", "quantity": 225, "unit": "g", "ingredient": "butter"}]},
                   {"instructions": "Bake for 45 minutes.", "time": {"seconds": 2700, "kind": "passive"}}]}
        """

    @Test("a recipe made through the API reads back field for field, scales, lists with a cursor and a Link, and is replaced with If-Match")
    func recipeRoundTrip() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let api = app.api(try await app.token(of: "Ada", in: "Hill House"))

            let created = try await api.send(.post, "/recipes", json: Self.cake)
            #expect(created.status == .created)
            let id = try #require(created.json["id"] as? String)
            #expect(created.headers[.location] == "/api/v1/recipes/\(id)")
            #expect(created.headers[.eTag] == "\"1\"")
            let read = try await api.get("/recipes/\(id)")
            #expect(read.status == .ok && read.headers[.eTag] == "\"1\"")
            let recipe = read.json
            #expect(recipe["name"] as? String == "Lemon drizzle cake" && recipe["servings"] as? Int == 8)
            #expect(recipe["source_url"] as? String == "https://example.com/cake")
            #expect(recipe["tags"] as? [String] == ["Baking"])
            let steps = try #require(recipe["steps"] as? [[String: Any]])
            #expect(steps.count == 2)
            #expect((steps[0]["time"] as? [String: Any])?["kind"] as? String == "active")
            #expect((steps[0]["skills"] as? [[String: Any]])?.first?["category"] as? String == "mixing")
            #expect((steps[0]["tools"] as? [[String: Any]])?.first?["name"] as? String == "Stand mixer")
            let butter = try #require((steps[0]["lines"] as? [[String: Any]])?.first)
            #expect(butter["quantity"] as? Double == 225 && butter["unit"] as? String == "g" && butter["ingredient"] as? String == "butter")
            #expect((recipe["author"] as? [String: Any])?["display_name"] as? String == "Ada")
            #expect(recipe["photo"] == nil, "a recipe without a photo has none")
            // The page shows what the API made.
            let page = try await ada.get("/recipes/\(id)")
            #expect(page.status == .ok && page.text.contains("<h1>Lemon drizzle cake</h1>") && page.text.contains("225 g butter"))

            // Scaled to 4: quantities and the line's text follow.
            let half = try await api.get("/recipes/\(id)?servings=4").json
            let scaledButter = try #require(((half["steps"] as? [[String: Any]])?[0]["lines"] as? [[String: Any]])?.first)
            #expect(half["servings"] as? Int == 4 && scaledButter["quantity"] as? Double == 112.5)
            #expect(scaledButter["text"] as? String == "113 g butter", "the text as a cook reads it, rounded as the page rounds it")
            #expect(try await api.get("/recipes/\(id)?servings=0").status == .badRequest)

            // Replacing needs If-Match; with the version read, it saves and the version goes up.
            let renamed = Self.cake.replacingOccurrences(of: "Lemon drizzle cake", with: "Lemon cake")
            #expect(try await api.send(.put, "/recipes/\(id)", json: renamed).status == .badRequest)
            let replaced = try await api.send(.put, "/recipes/\(id)", json: renamed, headers: [.ifMatch: "\"1\""])
            #expect(replaced.status == .ok && replaced.headers[.eTag] == "\"2\"" && replaced.json["name"] as? String == "Lemon cake")

            // Listing: three recipes, two a page; the cursor and the Link header lead to the rest.
            for name in ["Apple crumble", "Brownies"] {
                #expect(try await api.send(.post, "/recipes", json: #"{"name": "\#(name)"}"#).status == .created)
            }
            let first = try await api.get("/recipes?limit=2")
            let names = (first.json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
            #expect(names == ["Apple crumble", "Brownies"])
            let cursor = try #require(first.json["next"] as? String)
            let link = try #require(first.headers[HTTPField.Name("Link")!])
            #expect(link == "</api/v1/recipes?limit=2&cursor=\(cursor)>; rel=\"next\"")
            let second = try await api.get("/recipes?limit=2&cursor=\(cursor)")
            #expect((second.json["items"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Lemon cake"])
            #expect(second.json["next"] == nil && second.headers[HTTPField.Name("Link")!] == nil)
            let searched = try await api.get("/recipes?q=lemon&tag=Baking&sort=newest").json["items"] as? [[String: Any]]
            #expect(searched?.compactMap { $0["name"] as? String } == ["Lemon cake"])
            #expect(try await api.get("/recipes?cursor=nonsense").status == .badRequest)
            // A cursor whose recipe is deleted while the client pages says so, rather than ending the list.
            let brownies = try #require((first.json["items"] as? [[String: Any]])?.last?["id"] as? String)
            #expect(try await api.send(.delete, "/recipes/\(brownies)").status == .ok)
            let stale = try await api.get("/recipes?limit=2&cursor=\(cursor)")
            #expect(stale.status == .badRequest && (stale.json["detail"] as? String)?.contains("deleted") == true)
            #expect(try await api.get("/recipes?limit=500").status == .badRequest)
        }
    }

    @Test("two clients replacing one recipe from the same version get one 200 and one 412 with the winner's recipe; nothing is lost")
    func concurrentReplace() async throws {
        try await WebApp.run { app in
            _ = try await app.owner(of: "Hill House", name: "Ada")
            let api = app.api(try await app.token(of: "Ada", in: "Hill House"))
            let id = try #require(try await api.send(.post, "/recipes", json: Self.cake).json["id"] as? String)
            let etag = try #require(try await api.get("/recipes/\(id)").headers[.eTag])
            async let a = api.send(.put, "/recipes/\(id)", json: #"{"name": "Cake by Ada", "servings": 6}"#, headers: [.ifMatch: etag])
            async let b = api.send(.put, "/recipes/\(id)", json: #"{"name": "Cake by Ben", "servings": 12}"#, headers: [.ifMatch: etag])
            let (first, second) = try await (a, b)
            #expect(Set([first.status.code, second.status.code]) == [200, 412])
            let (winner, loser) = first.status == .ok ? (first, second) : (second, first)
            #expect(loser.headers[.contentType]?.hasPrefix("application/problem+json") == true)
            #expect(loser.json["type"] as? String == "/api#problem-stale-version" && loser.json["status"] as? Int == 412)
            let current = try #require(loser.json["current"] as? [String: Any])
            #expect(current["name"] as? String == winner.json["name"] as? String && current["version"] as? Int == 2)
            #expect(loser.headers[.eTag] == "\"2\"")
            let stored = try await api.get("/recipes/\(id)").json
            #expect(stored["name"] as? String == winner.json["name"] as? String && stored["version"] as? Int == 2)
            // The loser merges and sends again with the current version: it saves.
            let retried = try await api.send(.put, "/recipes/\(id)", json: #"{"name": "Cake by both", "servings": 9}"#, headers: [.ifMatch: "\"2\""])
            #expect(retried.status == .ok && retried.json["version"] as? Int == 3)
        }
    }

    @Test("errors are problem documents: 401 with WWW-Authenticate, 400 for unreadable JSON, 422 per field, 413, 404, and a session cookie opens nothing")
    func problems() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let api = app.api(try await app.token(of: "Ada", in: "Hill House"))
            let before = try await app.contents()

            let anonymous = try await app.api(nil).get("/me")
            #expect(anonymous.status == .unauthorized && anonymous.headers[.wwwAuthenticate] == "Bearer realm=\"larder\"")
            #expect(anonymous.headers[.contentType] == "application/problem+json")
            #expect(anonymous.json["type"] as? String == "/api#problem-unauthorized" && anonymous.json["status"] as? Int == 401)
            #expect((anonymous.json["detail"] as? String)?.isEmpty == false && (anonymous.json["title"] as? String)?.isEmpty == false)
            #expect(try await app.api("larder_pat_not-a-real-one").get("/me").status == .unauthorized)

            // The browser's session cookie is no key to the API.
            let cookie = try #require(ada.cookies["larder_session"])
            let withCookie = try await app.client.execute(uri: "/api/v1/me", method: .get, headers: [.cookie: "larder_session=\(cookie)"])
            #expect(withCookie.status == .unauthorized)

            let malformed = try await api.send(.post, "/recipes", json: "{\"name\": ")
            #expect(malformed.status == .badRequest && malformed.json["type"] as? String == "/api#problem-bad-request")
            let wrongType = try await api.send(.post, "/recipes", json: #"{"name": "Soup", "servings": "four"}"#)
            #expect(wrongType.status == .badRequest)
            #expect((wrongType.json["detail"] as? String)?.contains("servings") == true, "\(wrongType.json)")

            let invalid = try await api.send(.post, "/recipes", json: """
                {"name": " ", "servings": 0, "steps": [{"instructions": "Mix.", "lines": [{"text": "flour", "quantity": -1}]}]}
                """)
            #expect(invalid.status == .unprocessableContent)
            let fields = (invalid.json["errors"] as? [[String: Any]])?.compactMap { $0["field"] as? String } ?? []
            #expect(fields.contains("name") && fields.contains("servings") && fields.contains("steps[0].lines[0].quantity"), "\(fields)")

            let huge = try await api.send(.post, "/recipes", json: #"{"name": "Big", "summary": "\#(String(repeating: "a", count: 1_100_000))"}"#)
            #expect(huge.status == .contentTooLarge && huge.json["type"] as? String == "/api#problem-too-large")

            #expect(try await api.get("/recipes/\(UUID().uuidString)").status == .notFound)
            #expect(try await api.get("/recipes/not-an-id").status == .notFound)
            let nowhere = try await api.get("/nowhere")
            #expect(nowhere.status == .notFound && nowhere.headers[.contentType] == "application/problem+json")
            // A path no file can have (Hummingbird's file middleware refused those with an HTML 400).
            for path in ["/recipes/0..0/history", "/recipes/a..b", "/recipes/%ZZ"] {
                let odd = try await api.get(path)
                #expect(odd.status == .notFound && odd.headers[.contentType] == "application/problem+json", "\(path): \(odd.status)")
            }
            #expect(try await app.contents() == before, "a refused request changed something")
        }
    }

    @Test("a token past its rate gets 429 with Retry-After; another token is not held back")
    func rateLimit() async throws {
        try await WebApp.run({ $0.apiRequestsPerMinute = 3 }) { app in
            _ = try await app.owner(of: "Hill House", name: "Ada")
            let busy = app.api(try await app.token(of: "Ada", in: "Hill House"))
            let calm = app.api(try await app.token(of: "Ada", in: "Hill House"))
            for _ in 0..<3 { #expect(try await busy.get("/me").status == .ok) }
            let refused = try await busy.get("/me")
            #expect(refused.status == .tooManyRequests && refused.json["type"] as? String == "/api#problem-rate-limited")
            let retryAfter = try #require(refused.headers[.retryAfter].flatMap(Int.init))
            #expect((1...60).contains(retryAfter))
            #expect(try await calm.get("/me").status == .ok)
        }
    }

    @Test("reading a recipe takes at most 2 statements (the token and the recipe), for a 1-step recipe and a 40-step one alike")
    func recipeReadBudget() async throws {
        try await WebApp.run { app in
            _ = try await app.owner(of: "Hill House", name: "Ada")
            let api = app.api(try await app.token(of: "Ada", in: "Hill House"))
            let steps = (0..<40).map { #"{"instructions": "Step \#($0).", "lines": [{"text": "\#($0) g flour", "quantity": \#($0 + 1), "unit": "g", "ingredient": "flour \#($0)"}]}"# }
            let small = try #require(try await api.send(.post, "/recipes", json: #"{"name": "Toast", "steps": [{"instructions": "Toast."}]}"#).json["id"] as? String)
            let large = try #require(try await api.send(.post, "/recipes", json: #"{"name": "Feast", "steps": [\#(steps.joined(separator: ","))]}"#).json["id"] as? String)
            for id in [small, large] {
                let read = try await api.get("/recipes/\(id)")
                #expect(read.status == .ok)
                #expect(try #require(read.statements) <= 2, "\(read.statements ?? -1) statements")
            }
        }
    }

    @Test("favourites, the cooking log, a photo, the catalogs, the plan and the shopping list, each through its operation")
    func householdResources() async throws {
        try await WebApp.run { app in
            _ = try await app.owner(of: "Hill House", name: "Ada")
            let api = app.api(try await app.token(of: "Ada", in: "Hill House"))
            let id = try #require(try await api.send(.post, "/recipes", json: Self.cake).json["id"] as? String)

            #expect(try await api.send(.put, "/recipes/\(id)/favourite").status == .noContent)
            #expect(try await api.get("/recipes?favourites=true").json["items"].map { ($0 as? [Any])?.count } == 1)
            let logged = try await api.send(.post, "/recipes/\(id)/cooked", json: #"{"cooked_on": "2026-11-01", "servings": 4, "note": " Less sugar. "}"#)
            #expect(logged.status == .created && logged.json["note"] as? String == "Less sugar." && logged.json["cook"] as? String == "Ada")
            let log = try await api.get("/recipes/\(id)/cooked").json
            #expect(log["is_favourite"] as? Bool == true && log["times_cooked"] as? Int == 1)
            #expect(try await api.send(.post, "/recipes/\(id)/cooked", json: #"{"cooked_on": "2999-01-01", "servings": 4}"#).status == .unprocessableContent)
            #expect(try await api.send(.delete, "/recipes/\(id)/favourite").status == .noContent)

            // A photo goes up as bytes, is read back as WebP, and goes again.
            let png = try await TestPhoto.png(width: 64, height: 48)
            let photo = try await api.send(.put, "/recipes/\(id)/photo", bytes: Array(png))
            #expect(photo.status == .ok && photo.json["width"] as? Int == 64)
            let picture = try await api.get("/recipes/\(id)/photo")
            #expect(picture.status == .ok && picture.headers[.contentType] == "image/webp" && picture.body.readableBytes > 0)
            #expect(try await api.get("/recipes/\(id)/photo?size=thumbnail").status == .ok)
            #expect(try await api.send(.put, "/recipes/\(id)/photo", bytes: Array("not a picture".utf8)).status == .unprocessableContent)
            #expect(try await api.send(.delete, "/recipes/\(id)/photo").status == .noContent)
            #expect(try await api.get("/recipes/\(id)/photo").status == .notFound)

            // Catalogs: list, rename, delete.
            let ingredients = try #require(try await api.get("/ingredients?q=butt").json["entries"] as? [[String: Any]])
            let butter = try #require(ingredients.first { $0["name"] as? String == "butter" })
            #expect(butter["uses"] as? Int == 1)
            let butterID = try #require(butter["id"] as? String)
            #expect(try await api.send(.patch, "/ingredients/\(butterID)", json: #"{"name": "unsalted butter"}"#).status == .noContent)
            #expect(try await api.send(.patch, "/ingredients/\(butterID)", json: #"{"name": "lemon"}"#).status == .conflict)
            let tag = try #require((try await api.get("/tags").json["entries"] as? [[String: Any]])?.first?["id"] as? String)
            #expect(try await api.send(.delete, "/tags/\(tag)").status == .noContent)
            #expect(try await api.get("/recipes/\(id)").json["tags"] as? [String] == [])
            let skill = try #require((try await api.get("/skills").json["entries"] as? [[String: Any]])?.first?["id"] as? String)
            #expect(try await api.send(.delete, "/skills/\(skill)").status == .noContent)

            // The plan: a recipe and a note on a day; a range reads them; one goes.
            let planned = try await api.send(.post, "/plan", json: #"{"day": "2026-11-27", "slot": "dinner", "recipe_id": "\#(id)", "servings": 4}"#)
            #expect(planned.status == .created && (planned.json["recipe"] as? [String: Any])?["servings"] as? Int == 4)
            let note = try await api.send(.post, "/plan", json: #"{"day": "2026-11-28", "slot": "lunch", "note": "Leftovers"}"#)
            #expect(note.status == .created)
            #expect(try await api.send(.post, "/plan", json: #"{"day": "2026-11-28", "slot": "lunch"}"#).status == .unprocessableContent)
            #expect(try await api.send(.post, "/plan", json: #"{"day": "2026-11-28", "slot": "lunch", "recipe_id": "\#(UUID().uuidString)"}"#).status == .unprocessableContent)
            let week = try await api.get("/plan?from=2026-11-23&to=2026-11-29")
            #expect(week.jsonArray.count == 2)
            #expect(try await api.get("/plan?from=2026-01-01&to=2026-12-31").status == .unprocessableContent)
            #expect(try await api.get("/plan?from=yesterday&to=2026-12-31").status == .badRequest)
            #expect(try await api.send(.delete, "/plan/\(try #require(note.json["id"] as? String))").status == .noContent)

            // The shopping list: an item of one's own, ticked; the version goes up each time.
            let empty = try await api.get("/shopping").json
            let added = try await api.send(.post, "/shopping/items", json: #"{"text": "2 lemons"}"#).json
            let item = try #require((added["items"] as? [[String: Any]])?.first { $0["text"] as? String == "2 lemons" })
            #expect(item["manual"] as? Bool == true && item["ticked"] as? Bool == false)
            let ticked = try await api.send(.put, "/shopping/items/\(try #require(item["id"] as? String))", json: #"{"ticked": true}"#).json
            #expect((ticked["items"] as? [[String: Any]])?.first { $0["id"] as? String == item["id"] as? String }?["ticked"] as? Bool == true)
            #expect(try #require(ticked["version"] as? Int) > (try #require(empty["version"] as? Int)))
            #expect(try await api.send(.put, "/shopping/items/\(UUID().uuidString)", json: #"{"ticked": true}"#).status == .notFound)
            #expect(try await api.send(.post, "/shopping/regenerate").status == .ok)

            // Delete, then undo within the window.
            let deleted = try await api.send(.delete, "/recipes/\(id)")
            #expect(deleted.status == .ok && deleted.json["name"] as? String == "Lemon drizzle cake")
            #expect(try await api.get("/recipes/\(id)").status == .notFound)
            let restored = try await api.send(.post, "/recipes/\(id)/restore")
            #expect(restored.status == .ok && restored.json["name"] as? String == "Lemon drizzle cake")
            #expect(try await api.send(.post, "/recipes/\(id)/restore").status == .notFound)
        }
    }

    @Test("/api shows the reference of every operation, and /api/openapi.yaml serves the document the server was generated from")
    func reference() async throws {
        try await WebApp.run { app in
            let page = try await app.browser().get("/api")
            #expect(page.status == .ok)
            let document = try await app.browser().get("/api/openapi.yaml")
            #expect(document.status == .ok && document.headers[.contentType]?.hasPrefix("application/yaml") == true)
            let source = try String(contentsOf: WebApp.repository.appendingPathComponent("openapi.yaml"), encoding: .utf8)
            #expect(document.text == source)
            let operations = source.matches(of: /\n      operationId: (\w+)\n/).map { String($0.1) }
            #expect(operations.count >= 25)
            for operation in operations { #expect(page.text.contains("id=\"\(operation)\""), "\(operation) is not on the page") }
            #expect(page.text.contains("id=\"problem-stale-version\""))
        }
    }
}

/// The API when the database cannot answer in time.
@Suite("JSON API under load")
struct APIUnavailableTests {
    @Test("when every connection stays busy, the API answers 503 as a problem with Retry-After, and serves again once one is free")
    func poolExhausted() async throws {
        try await TestDatabase.withMigrated { database in
            let pool = database.makePool(maxConnections: 1, checkoutTimeout: .milliseconds(300))
            defer { pool.shutDown() }
            let configuration = try WebApp.configuration(pool: pool, logLevel: .critical)
            let user = try await configuration.store.accounts.create(
                Registration(email: "ada@example.com", password: "correct-horse-battery", displayName: "Ada"), passwordHash: "x")
            let household = try await configuration.store.households.create(named: "Hill House", owner: user.id)
            let secret = try await configuration.store.accessTokens.create(name: "script", user: user.id, household: household.id,
                                                                           scope: .read, expiresInDays: nil).secret
            let app = try await buildApplication(configuration: configuration)
            try await app.test(.router) { client in
                try await pool.whileItsConnectionIsHeld {
                    let busy = try await client.execute(uri: "/api/v1/me", method: .get, headers: [.authorization: "Bearer \(secret)"])
                    #expect(busy.status == .serviceUnavailable && busy.headers[.retryAfter] == "1")
                    #expect(busy.headers[.contentType]?.hasPrefix("application/problem+json") == true)
                    #expect(String(buffer: busy.body).contains("\"type\":\"\\/api#problem-unavailable\""))
                }
                #expect(try await client.execute(uri: "/api/v1/me", method: .get, headers: [.authorization: "Bearer \(secret)"]).status == .ok)
            }
        }
    }
}
