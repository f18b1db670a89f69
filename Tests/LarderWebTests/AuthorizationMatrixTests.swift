import Foundation
import Hummingbird
import HummingbirdTesting
import LarderStore
import LarderWeb
import Testing
@testable import WebTestSupport

/// Every route the router has, tried by every kind of visitor: anonymous, a member of another
/// household, a member, an owner and an admin; as GET, and as POST with and without the CSRF
/// token. The routes come from the router itself, so a new route without a place in `access`
/// fails the test rather than going unchecked. Every refusal leaves every household's rows as
/// they were.
@Suite("Authorization matrix")
struct AuthorizationMatrixTests {
    /// Who may use a route.
    enum Access {
        case everyone, signedIn, member, owner, admin
        /// The JSON API's, reached by token alone: `APIAuthorizationTests` tries them.
        case token
    }

    /// Each route, by who may use it. Routes not listed here fail the test.
    static func access(_ method: HTTPRequest.Method, _ path: String) -> Access? {
        switch path {
        case "/", "/healthz", "/livez", "/readyz", "/login", "/login/oidc", "/login/oidc/callback", "/register", "/logout", "/invites/:code", "/reset-password/:token", "/password/forgot", "/plan/:feed",
             "/api", "/api/openapi.yaml", "/shared/:secret", "/shared/:secret/photo/:file", "/sw.js", "/manifest.webmanifest", "/offline":
            return .everyone
        case _ where path.hasPrefix("/api/v1/"):
            return .token
        case "/account", "/account/delete", "/account/password", "/account/units", "/account/language", "/account/tokens", "/account/tokens/:id/revoke", "/household", "/household/new", "/household/switch",
             "/households/:id/restore":
            return .signedIn
        case "/admin", "/admin/password-reset":
            return .admin
        case "/household/delete", "/household/rename", "/household/invites/:invite/revoke", "/household/members/:member/remove",
             "/household/members/:member/role", "/plan/week-start", "/household/time-zone", "/household/history":
            return .owner
        case "/household/invites":
            return method == .post ? .owner : nil
        case "/household/leave", "/export", "/import", "/recipes", "/recipes/new", "/recipes/deleted", "/ingredients", "/skills", "/tags",
             "/plan", "/plan/entries", "/plan/recipes", "/plan/feed", "/plan/feed/revoke", "/shopping", "/shopping/items", "/shopping/events",
             "/shopping/days", "/shopping/refresh", "/shopping/clear-ticked", "/shopping/staples", "/shopping/offline-changes", "/shared-links":
            return .member
        case _ where path.hasPrefix("/plan/entries/:entry") || path.hasPrefix("/shopping/items/:item") || path.hasPrefix("/shopping/recipes/:id"):
            return .member
        case "/import/urls", "/import/uploads/:id", "/import/jobs/:id":
            return .member
        case _ where path.hasPrefix("/recipes/:id") || path.hasPrefix("/ingredients/:id") || path.hasPrefix("/skills/:id")
                || path.hasPrefix("/tags/:id"):
            return .member
        default:
            return nil
        }
    }

    @Test("every route × anonymous, outsider, member, owner, admin × GET, POST with and without the token answers as its access says")
    func matrix() async throws {
        try await WebApp.run { app in
            // Hill House: Ada (owner) and Grace (member), with a recipe that has a photo, a deleted
            // recipe, an ingredient with a picture, a skill and an invite. Mallory owns Elsewhere;
            // Root is an admin with a household of their own.
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            let code = try await ada.createInvite(maxUses: "unlimited")
            let invite = try await app.inviteID(code)
            let recipe = try await ada.createRecipe("Grandmother's loaf", tags: "Bread, Sunday")
            let gone = try await ada.createRecipe("Old loaf")
            try await ada.get("/recipes/\(gone.uuidString)/delete")
            try await ada.post("/recipes/\(gone.uuidString)/delete")
            let hill = try await app.householdID("Hill House")
            try await PhotoRepository(pool: app.pool).set(try await PhotoTests.preparedPhoto(), for: recipe, in: hill)
            let digest = try await app.pool.query("SELECT digest FROM recipe_photos")[0].decode(String.self)
            let (flour, kneading) = try await app.catalogIDs(ingredient: "flour", skill: "Kneading")
            let flourPicture = try await PhotoRepository.prepareIngredientPicture(try await TestPhoto.png(width: 64, height: 48))
            try await app.store.ingredients.setImage(flourPicture, of: flour, in: hill)
            let bread = try await app.pool.query("SELECT id FROM tags WHERE name = 'Bread'")[0].decode(UUID.self)
            let cooked = try await app.pool.query("""
                INSERT INTO cooking_log (household_id, recipe_id, cooked_on, servings) VALUES (\(hill), \(recipe), '2026-11-01', 4) RETURNING id
                """)[0].decode(UUID.self)
            let planned = try await app.pool.query("""
                INSERT INTO plan_entries (household_id, day, slot, note) VALUES (\(hill), '2026-11-02', 'dinner', 'Leftovers') RETURNING id
                """)[0].decode(UUID.self)
            let bought = try await app.pool.query("""
                INSERT INTO shopping_items (household_id, text) VALUES (\(hill), 'Kitchen roll') RETURNING id
                """)[0].decode(UUID.self)
            let graceID = try await app.userID("Grace")
            let mallory = try await app.owner(of: "Elsewhere", name: "Mallory")
            let root = try await app.owner(of: "Admin home", name: "Root")
            try await app.pool.query("UPDATE users SET is_admin = true WHERE email = 'root@example.com'")
            let anonymous = app.browser()

            let job = try await app.store.importJobs.create(["https://recipes.example/soup"], in: hill, by: nil, onConflict: .skip, budgeted: true)
            let upload = try await app.store.importUploads.keep(Data("{}".utf8), named: "export.zip", in: hill, by: nil)
            let link = try await app.store.shareLinks.create(recipe: recipe, in: hill, by: nil, expiresInDays: nil)
            /// Each placeholder in turn, the longer paths first, by a thing of Hill House.
            let placeholders: [(String, String)] = [
                ("/import/jobs/:id", "/import/jobs/\(job.uuidString)"), ("/import/uploads/:id", "/import/uploads/\(upload.uuidString)"),
                ("/recipes/:id/restore", "/recipes/\(gone.uuidString)/restore"), ("/recipes/:id", "/recipes/\(recipe.uuidString)"),
                ("/households/:id", "/households/\(hill.uuidString)"), ("/ingredients/:id", "/ingredients/\(flour.uuidString)"),
                ("/skills/:id", "/skills/\(kneading.uuidString)"), ("/tags/:id", "/tags/\(bread.uuidString)"),
                ("/plan/entries/:entry", "/plan/entries/\(planned.uuidString)"), (":item", bought.uuidString), (":entry", cooked.uuidString),
                (":code", code), (":invite", invite.uuidString), (":member", graceID.uuidString), (":file", "\(digest).webp"),
                (":token", "no-such-reset-token-0123456789abcdef"), (":secret", link.secret), (":version", "1"),
                (":link", link.link.id.uuidString),
            ]
            func concrete(_ path: String) -> String {
                placeholders.reduce(path) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
            }

            /// Fields a real form would send, so that the answer is about who asks, not about what was typed.
            func fields(_ path: String) -> [(String, String)] {
                switch path {
                case "/household/rename": return [("name", "Renamed")]
                case "/household/invites": return [("expires_hours", "24"), ("max_uses", "1")]
                case "/household/members/:member/role": return [("role", "owner")]
                case "/ingredients/:id/rename", "/tags/:id/rename": return [("name", "Sand")]
                case "/recipes/:id/edit": return [("name", "Changed"), ("servings", "2"), ("version", "1"), ("steps[0][instructions]", "Mix.")]
                default: return []
                }
            }
            let picture = try await TestPhoto.png(width: 64, height: 48)

            let router = try await buildRouter(configuration: WebApp.configuration(pool: app.pool))
            // The router writes a parameter as "{id}"; the handlers' paths say ":id".
            let routes = router.routes.map { (method: $0.method, path: $0.path.description.replacing(/\{(\w+)\}/) { ":" + $0.1 }) }
                .filter { $0.path != "/**" }
            let unclassified = routes.filter { Self.access($0.method, $0.path) == nil }
            #expect(unclassified.isEmpty, "routes with no place in the matrix: \(unclassified.map { "\($0.method) \($0.path)" })")
            #expect(routes.count >= 50)

            // Sessions come and go with every anonymous visit: compare everything else.
            func withoutSessions(_ text: String) -> String {
                text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().filter { $0.offset != 8 }.map(\.element).joined(separator: "\n")
            }

            enum Expect: CustomStringConvertible {
                case status(HTTPResponse.Status)
                case toLogin
                case allowed

                var description: String {
                    switch self {
                    case .status(let status): return "\(status.code)"
                    case .toLogin: return "303 to /login"
                    case .allowed: return "allowed"
                    }
                }
            }

            let visitors: [(name: String, browser: Browser, page: String)] = [
                ("anonymous", anonymous, "/login"), ("outsider", mallory, "/household"), ("member", grace, "/household"),
                ("owner", ada, "/household"), ("admin", root, "/household"),
            ]
            /// What each visitor gets from a route, by its access and the request.
            func expected(_ access: Access, visitor: String, method: HTTPRequest.Method, path: String, withToken: Bool) -> Expect? {
                if method == .post && !withToken { return .status(.forbidden) }
                let namesHillHouse = path.contains(":id") || path.contains(":code") || path.contains(":invite") || path.contains(":member")
                    || path.contains(":file") || path.contains(":entry") || path.contains(":item") || path.contains(":link")
                switch (access, visitor) {
                case (.everyone, _), (.token, _): return nil
                case (_, "anonymous"): return .toLogin
                case (.admin, "admin"): return .allowed
                case (.admin, _): return .status(.notFound)
                case (.signedIn, _): return nil
                // The admin is no member of Hill House: to its things, an outsider like any other.
                case (_, "outsider"), (_, "admin"):
                    if path == "/recipes/:id/restore" { return .status(.seeOther) }
                    return namesHillHouse ? .status(.notFound) : nil
                case (.owner, "member"): return .status(.forbidden)
                case (_, "member"), (_, "owner"): return method == .get ? .allowed : nil
                default: return nil
                }
            }

            let before = try await app.everyRow()
            var cases = 0
            var checked = 0
            for route in routes {
                guard let access = Self.access(route.method, route.path), access != .token else { continue }
                for visitor in visitors {
                    for withToken in route.method == .post ? [false, true] : [true] {
                        cases += 1
                        guard let expectation = expected(access, visitor: visitor.name, method: route.method, path: route.path,
                                                         withToken: withToken) else { continue }
                        // Skip the allowed requests that would change state; functional suites cover them.
                        if case .allowed = expectation, route.method == .post { continue }
                        // An event stream never ends: the operations run reads it from a real server.
                        if case .allowed = expectation, route.path == "/shopping/events" { continue }
                        checked += 1
                        try await visitor.browser.get(visitor.page)
                        let path = concrete(route.path)
                        let response: TestResponse
                        if route.method == .get {
                            response = try await visitor.browser.get(path)
                        } else if route.path == "/ingredients/:id/image" {
                            response = try await visitor.browser.postMultipart(path, [], files: [("image", "a.png", picture)], omitCSRF: !withToken)
                        } else {
                            response = try await visitor.browser.post(path, fields(route.path), omitCSRF: !withToken)
                        }
                        let label = "\(visitor.name) \(route.method) \(route.path)\(route.method == .post ? (withToken ? " with token" : " without token") : "")"
                        switch expectation {
                        case .status(let status):
                            #expect(response.status == status, "\(label): \(response.status.code), expected \(expectation)")
                        case .toLogin:
                            #expect(response.status == .seeOther && response.headers[.location]?.hasPrefix("/login") == true,
                                    "\(label): \(response.status.code) \(response.headers[.location] ?? ""), expected \(expectation)")
                        case .allowed:
                            #expect(response.status.code < 400 && response.headers[.location]?.hasPrefix("/login") != true,
                                    "\(label): \(response.status.code), expected \(expectation)")
                        }
                    }
                }
            }
            #expect(withoutSessions(try await app.everyRow()) == withoutSessions(before), "a refused request changed something")
            print("authorization matrix: \(routes.count) routes × \(visitors.count) visitors → \(cases) cases, \(checked) checked against an expected status")
            #expect(checked > 200)
        }
    }
}
