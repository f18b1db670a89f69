import Foundation
import Hummingbird
import HummingbirdTesting
import LarderStore
import LarderWeb
import Testing
@testable import WebTestSupport

/// Every operation of the API, from the router itself, called with every kind of token that must
/// be refused: none, an unknown one, a revoked one, an expired one, one of a member who has been
/// removed, a read token on a write, and another household's token on anything that names one of
/// Hill House's things. Each answers as its kind says, and nothing changes in any household.
@Suite("API authorization matrix")
struct APIAuthorizationTests {
    @Test("every API operation × no, unknown, revoked, expired, removed member's, read-only and another household's token")
    func matrix() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await app.member(of: ada, name: "Grace")
            _ = try await app.member(of: ada, name: "Leaver")
            _ = try await app.owner(of: "Elsewhere", name: "Mallory")
            let hill = try await app.householdID("Hill House")
            let writer = app.api(try await app.token(of: "Ada", in: "Hill House"))
            let recipe = try #require(try await writer.send(.post, "/recipes", json: APITests.cake).json["id"] as? String)
            let png = try await TestPhoto.png(width: 64, height: 48)
            #expect(try await writer.send(.put, "/recipes/\(recipe)/photo", bytes: Array(png)).status == .ok)
            let gone = try #require(try await writer.send(.post, "/recipes", json: #"{"name": "Old loaf"}"#).json["id"] as? String)
            #expect(try await writer.send(.delete, "/recipes/\(gone)").status == .ok)
            let planned = try #require(try await writer.send(.post, "/plan", json: #"{"day": "2026-11-02", "slot": "dinner", "note": "Leftovers"}"#).json["id"] as? String)
            let bought = try #require((try await writer.send(.post, "/shopping/items", json: #"{"text": "Kitchen roll"}"#).json["items"] as? [[String: Any]])?.first?["id"] as? String)
            func catalogID(_ path: String) async throws -> String {
                try #require((try await writer.get(path).json["entries"] as? [[String: Any]])?.first?["id"] as? String)
            }
            let (tag, ingredient, skill) = (try await catalogID("/tags"), try await catalogID("/ingredients"), try await catalogID("/skills"))
            // No worker runs here: the job stays as it was made.
            let job = try #require(try await writer.send(.post, "/imports", json: #"{"urls": ["https://recipes.example/soup"]}"#).json["id"] as? String)

            // The tokens to refuse.
            let reader = try await app.token(of: "Grace", in: "Hill House", scope: .read)
            let outsider = try await app.token(of: "Mallory", in: "Elsewhere")
            let revoked = try await app.token(of: "Grace", in: "Hill House")
            let revokedID = try #require(try await app.store.accessTokens.authenticate(revoked)).token
            #expect(try await app.store.accessTokens.revoke(revokedID, of: try await app.userID("Grace")) != nil)
            let expired = try await app.token(of: "Grace", in: "Hill House")
            try await app.pool.query("UPDATE access_tokens SET expires_at = now() - interval '1 minute' WHERE id = \(try #require(try await app.store.accessTokens.authenticate(expired)).token)")
            let removed = try await app.token(of: "Leaver", in: "Hill House")
            #expect(try await app.api(removed).get("/me").status == .ok)
            try await app.store.households.removeMember(try await app.userID("Leaver"), from: hill, by: try await app.userID("Ada"))
            #expect(try await app.pool.query("SELECT count(*) FROM access_tokens WHERE user_id = \(try await app.userID("Leaver"))")[0].decode(Int.self) == 0,
                    "a removed member's tokens go with their membership")

            let router = try await buildRouter(configuration: WebApp.configuration(pool: app.pool))
            let operations = router.routes.map { (method: $0.method, path: $0.path.description) }
                .filter { $0.path.hasPrefix("/api/v1/") && !$0.path.hasSuffix("**") }
            #expect(operations.count >= 25, "\(operations.count) operations")

            func concrete(_ path: String) -> String {
                path.replacingOccurrences(of: "/api/v1", with: "")
                    .replacingOccurrences(of: "/recipes/{recipeId}/restore", with: "/recipes/\(gone)/restore")
                    .replacingOccurrences(of: "{recipeId}", with: recipe)
                    .replacingOccurrences(of: "/tags/{entryId}", with: "/tags/\(tag)")
                    .replacingOccurrences(of: "/ingredients/{entryId}", with: "/ingredients/\(ingredient)")
                    .replacingOccurrences(of: "/skills/{entryId}", with: "/skills/\(skill)")
                    .replacingOccurrences(of: "/plan/{entryId}", with: "/plan/\(planned)")
                    .replacingOccurrences(of: "{itemId}", with: bought)
                    .replacingOccurrences(of: "{jobId}", with: job)
                    .replacingOccurrences(of: "{version}", with: "1")
                    + (path.hasSuffix("/plan") ? "?from=2026-11-01&to=2026-11-07" : "")
            }
            /// A body the operation would take, so that each answer is about who asks, not what was sent.
            func body(_ method: HTTPRequest.Method, _ path: String) -> (json: String?, bytes: [UInt8]?) {
                switch (method, path) {
                case (.post, "/api/v1/recipes"), (.put, "/api/v1/recipes/{recipeId}"): return (#"{"name": "Changed"}"#, nil)
                case (.put, "/api/v1/recipes/{recipeId}/photo"): return (nil, Array(png))
                case (.post, "/api/v1/recipes/{recipeId}/cooked"): return (#"{"servings": 2}"#, nil)
                case (.put, "/api/v1/recipes/{recipeId}/rating"): return (#"{"stars": 4}"#, nil)
                case (.patch, _): return (#"{"name": "Sand"}"#, nil)
                case (.post, "/api/v1/plan"): return (#"{"day": "2026-11-03", "slot": "lunch", "note": "Soup"}"#, nil)
                case (.post, "/api/v1/shopping/items"): return (#"{"text": "Soap"}"#, nil)
                case (.put, "/api/v1/shopping/items/{itemId}"): return (#"{"ticked": true}"#, nil)
                case (.post, "/api/v1/imports"): return (#"{"urls": ["https://recipes.example/bread"]}"#, nil)
                case (.put, "/api/v1/shopping/days"): return (#"{"from": "2026-11-01", "to": "2026-11-02"}"#, nil)
                default: return (nil, nil)
                }
            }

            let before = try await app.everyRow()
            var checked = 0
            for operation in operations {
                let namesHillHouse = operation.path.contains("{")
                let writes = operation.method != .get
                var callers: [(name: String, token: String?, expected: HTTPResponse.Status)] = [
                    ("no token", nil, .unauthorized), ("an unknown token", "larder_pat_" + String(repeating: "x", count: 43), .unauthorized),
                    ("a revoked token", revoked, .unauthorized), ("an expired token", expired, .unauthorized),
                    ("a removed member's token", removed, .unauthorized),
                ]
                if writes { callers.append(("a read token", reader, .forbidden)) }
                // Another household's token names nothing of Hill House's: 404, as a missing thing is.
                if namesHillHouse { callers.append(("another household's token", outsider, .notFound)) }
                for caller in callers {
                    let (json, bytes) = body(operation.method, operation.path)
                    let response = try await app.api(caller.token).send(operation.method, concrete(operation.path), json: json, bytes: bytes,
                                                                      headers: [.ifMatch: "\"1\""])
                    #expect(response.status == caller.expected,
                            "\(caller.name) \(operation.method) \(operation.path): \(response.status.code), expected \(caller.expected.code)")
                    #expect(response.headers[.contentType]?.hasPrefix("application/problem+json") == true)
                    checked += 1
                }
            }
            #expect(try await app.everyRow() == before, "a refused request changed something")
            print("API authorization matrix: \(operations.count) operations → \(checked) refusals checked")
            #expect(checked > 150)
        }
    }
}
