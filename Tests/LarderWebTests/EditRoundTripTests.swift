import Foundation
import LarderActions
import HummingbirdTesting
import LarderModel
import LarderStore
import LarderWeb
import Testing
@testable import WebTestSupport

/// The fields of a form as shown, with some replaced, as a person types them.
func submittedFields(of html: String, changing changes: [String: String]) -> [(String, String)] {
    submittedFields(of: html).map { name, value in (name, changes[name] ?? value) }
}

/// Every field a form would send as shown: text inputs and textareas with their values, and
/// checked radios; the template for steps added by JavaScript (`__INDEX__`) is left out.
func submittedFields(of html: String) -> [(String, String)] {
    var fields: [(String, String)] = []
    for match in html.matches(of: /<input([^>]*)>|<textarea([^>]*)>([^<]*)<\/textarea>/) {
        let attributes = String(match.1 ?? match.2 ?? "")
        func attribute(_ name: String) -> String? {
            guard let range = attributes.range(of: " \(name)=\"") else { return nil }
            return String(attributes[range.upperBound...].prefix { $0 != "\"" }).htmlUnescaped
        }
        guard let name = attribute("name"), !name.contains("__INDEX__"), name != "_csrf" else { continue }
        if match.2 != nil {
            // A textarea's first newline belongs to the markup, as browsers read it.
            var content = String(match.3 ?? "").htmlUnescaped
            if content.hasPrefix("\n") { content.removeFirst() }
            fields.append((name, content))
            continue
        }
        let type = attribute("type") ?? "text"
        if type == "radio" || type == "checkbox" {
            if attributes.contains(" checked") { fields.append((name, attribute("value") ?? "on")) }
        } else if type != "submit" && type != "button" && type != "file" {
            fields.append((name, attribute("value") ?? ""))
        }
    }
    return fields
}

@Suite("Saving the editor unchanged")
struct EditRoundTripTests {
    @Test("opening the editor and saving with no change leaves every seeded recipe and every imported fixture as it was")
    func unchangedSaves() async throws {
        try await WebApp.run { app in
            let password = "larder-seed-password"
            let seeded = try await Seeder(pool: app.pool)
                .seed(households: 1, recipes: 30, passwordHash: try await PasswordHasher(cost: 4).hash(password))
            let household = try #require(seeded.households.first)
            let email = try await app.pool.query("""
                SELECT u.email FROM users u JOIN memberships m ON m.user_id = u.id WHERE m.household_id = \(household)
                """)[0].decode(String.self)
            let cook = app.browser()
            try await cook.get("/login")
            #expect(try await cook.post("/login", [("email", email), ("password", password)]).status == .seeOther)

            let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("LarderExchangeTests/Fixtures/schema-org")
            let files = try FileManager.default.contentsOfDirectory(at: fixtures, includingPropertiesForKeys: nil).filter { $0.pathExtension == "json" }
            #expect(files.count >= 10)
            for file in files {
                _ = try await RecipeImporter(pool: app.pool).importDocument(try Data(contentsOf: file), into: household, author: nil, onConflict: .rename)
            }
            // A recipe with what the parser would not produce from its text: a 45-second step,
            // a note kept apart, a line linked to another ingredient, and a line left unlinked.
            _ = try await RecipeImporter(pool: app.pool).importDocument(Data(#"""
                {"format":"larder-recipes","version":1,"ingredients":[{"name":"Egg"},{"name":"Butter"}],"skills":[],
                 "recipes":[{"name":"Hand-made structure","summary":"","servings":2,"steps":[
                   {"instructions":"Beat.","time":{"seconds":45,"kind":"active"},"tools":[],"skills":[],"lines":[
                     {"text":"2–3 eggs","quantity":"2","quantityMax":"3","unit":"","ingredient":"Egg","note":""},
                     {"text":"50 g butter, cold","quantity":"50","unit":"g","ingredient":null,"note":"cold"},
                     {"text":"1 tbsp milk","quantity":"1","unit":"tbsp","ingredient":"Butter","note":"really milk"}]}]}]}
                """#.utf8), into: household, author: nil, onConflict: .rename)

            let ids = try await app.pool.query("SELECT id FROM recipes WHERE household_id = \(household) ORDER BY name").decode(UUID.self)
            #expect(ids.count >= 40)
            for id in ids {
                let before = try #require(try await RecipeRepository(pool: app.pool).detail(id, in: household))
                let form = try await cook.get("/recipes/\(id.uuidString)/edit")
                #expect(form.status == .ok)
                let saved = try await cook.post("/recipes/\(id.uuidString)/edit", submittedFields(of: form.text))
                #expect(saved.status == .seeOther, "\(before.name): \(ShownForm(saved).errors("name")) \(saved.text.prefix(300))")
                let after = try #require(try await RecipeRepository(pool: app.pool).detail(id, in: household))
                #expect(after.draft == before.draft, "\(before.name) changed on an unchanged save")
                #expect(after == before, "\(before.name): an unchanged save writes nothing, not even a new version")
                #expect(after.steps.map(\.id) == before.steps.map(\.id))
                #expect(after.steps.flatMap(\.lines).map(\.ingredient?.id) == before.steps.flatMap(\.lines).map(\.ingredient?.id))
            }
        }
    }
}
