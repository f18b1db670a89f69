import Foundation
import HummingbirdTesting
import LarderStore
import Testing
@testable import WebTestSupport

@Suite("Bringing another app's export in through the browser")
struct AppUploadTests {
    static let fixtures = WebApp.repository.appendingPathComponent("Tests/LarderExchangeTests/Fixtures/apps")

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    /// The address the report's form posts to.
    static func action(in page: String) throws -> String {
        try #require(page.firstMatch(of: /action="(\/import\/uploads\/[0-9A-Fa-f-]{36})"/).map { String($0.1) })
    }

    @Test("a Paprika file with unreadable recipes: the report names them before anything is written; the rest is imported, or nothing")
    func paprikaReport() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/import")
            let report = try await ada.postMultipart("/import", [("on_conflict", "rename")],
                                                     files: [("document", "My Recipes.paprikarecipes", try Self.fixture("recipes.paprikarecipes"))])
            #expect(report.status == .ok)
            #expect(report.text.contains("4 of 7 recipes can be imported from a Paprika export (My Recipes.paprikarecipes)"))
            #expect(report.text.contains("These could not be read, and would be left out:"))
            #expect(report.text.contains("Import the 4 others"))
            #expect(try await app.pool.query("SELECT count(*) FROM recipes")[0].decode(Int.self) == 0, "nothing is written before the choice")
            let action = try Self.action(in: report.text)

            let imported = try await ada.post(action, [("on_conflict", "rename"), ("decision", "import")])
            #expect(imported.status == .ok && imported.text.contains("4 recipes imported from a Paprika export"))
            #expect(try await app.pool.query("SELECT count(*) FROM recipes")[0].decode(Int.self) == 4)
            #expect(try await app.pool.query("SELECT count(*) FROM recipe_photos")[0].decode(Int.self) > 0)
            #expect(try await app.pool.query("SELECT count(*) FROM import_uploads")[0].decode(Int.self) == 0, "the file is not kept after")
            // The kept file is gone: deciding again finds nothing.
            try await ada.get("/import")
            #expect(try await ada.post(action, [("decision", "import")]).status == .notFound)

            // Cancelled: nothing is written and the file is deleted.
            try await ada.get("/import")
            let again = try await ada.postMultipart("/import", [("on_conflict", "skip")],
                                                    files: [("document", "recipes.paprikarecipes", try Self.fixture("recipes.paprikarecipes"))])
            let cancelled = try await ada.follow(try await ada.post(try Self.action(in: again.text), [("decision", "cancel")]))
            #expect(cancelled.text.contains("Nothing was imported; the file is deleted."))
            #expect(try await app.pool.query("SELECT count(*) FROM recipes")[0].decode(Int.self) == 4)
            #expect(try await app.pool.query("SELECT count(*) FROM import_uploads")[0].decode(Int.self) == 0)
        }
    }

    @Test("a Mealie backup of two groups asks which; the chosen group's recipes come in, and another household cannot use the upload")
    func mealieGroups() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/import")
            let choice = try await ada.postMultipart("/import", [("on_conflict", "rename")],
                                                     files: [("document", "mealie.zip", try Self.fixture("mealie-v1-two-groups.zip"))])
            #expect(choice.status == .ok && choice.text.contains("This Mealie backup holds 2 groups"))
            let action = try Self.action(in: choice.text)
            let cabin = try #require(choice.text.firstMatch(of: /name="group" value="([^"]+)"[^>]*> [Cc]abin \(1 recipe\)/).map { String($0.1) })

            let ben = try await app.owner(of: "Flat 2", name: "Ben")
            try await ben.get("/import")
            #expect(try await ben.post(action, [("group", cabin), ("decision", "read")]).status == .notFound)

            let imported = try await ada.post(action, [("group", cabin), ("on_conflict", "rename"), ("decision", "read")])
            #expect(imported.status == .ok && imported.text.contains("1 recipe imported from a Mealie backup"))
            #expect(try await app.pool.query("SELECT count(*) FROM recipes")[0].decode(Int.self) == 1)
        }
    }

    @Test("a zip that is no export, a damaged zip and a zip leading out of itself are refused, saying why, and write nothing")
    func refusedFiles() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let before = try await app.rowCounts()
            for (file, phrase) in [("not-an-export.zip", "no export Larder reads"), ("damaged.zip", "damaged zip"),
                                   ("escaping-path.zip", "leads out of the zip")] {
                try await ada.get("/import")
                let refused = try await ada.postMultipart("/import", [("on_conflict", "rename")], files: [("document", file, try Self.fixture(file))])
                #expect(refused.status == .unprocessableContent, "\(file)")
                #expect(refused.text.contains(phrase), "\(file)")
            }
            #expect(try await app.rowCounts() == before)
        }
    }
}
