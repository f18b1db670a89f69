import Foundation
import HummingbirdTesting
import LarderTestSupport
import PostgresTestSupport
import Testing
@testable import WebTestSupport

@Suite("The admin page")
struct AdminPageTests {
    @Test("an admin sees how many households, users and recipes there are and the migration stages, never a recipe's name")
    func adminSeesCountsNotRecipes() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createRecipe("Grandmother's secret loaf")
            _ = try await ada.createRecipe("Midnight noodles")
            let carol = try await app.owner(of: "Carol's Kitchen", name: "Carol")
            _ = try await carol.createRecipe("Carol's confidential curry")
            // As `larder user create --admin` makes one.
            let root = try await app.register("Root")
            try await app.pool.query("UPDATE users SET is_admin = true WHERE email = 'root@example.com'")

            let page = try await root.get("/admin")
            #expect(page.status == .ok)
            let text = page.text
            #expect(text.contains("<dt>Households</dt><dd>2</dd>"))
            #expect(text.contains("<dt>Users</dt><dd>3</dd>"))
            #expect(text.contains("<dt>Recipes</dt><dd>3</dd>"))
            #expect(text.contains("href=\"/admin\""), "the navigation offers the admin page to admins")

            let stages = try FileManager.default.contentsOfDirectory(atPath: TestServer.migrationsDirectory.path)
                .filter { $0.hasSuffix(".sql") }
            #expect(stages.count >= 5)
            #expect(text.components(separatedBy: ">Applied</span>").count - 1 == stages.count)
            for file in stages {
                let version = Int(file.prefix(4))!
                #expect(text.contains("<td>\(version)</td>"), "stage \(file)")
            }

            for secret in ["Grandmother", "Midnight noodles", "confidential curry"] {
                #expect(!text.htmlUnescaped.contains(secret))
            }
        }
    }

    @Test("for everyone else /admin does not exist")
    func othersGet404() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let page = try await ada.get("/admin")
            #expect(page.status == .notFound)
            #expect(!page.text.contains("Migrations"))
            #expect(!page.text.contains("href=\"/admin\""))

            let stranger = app.browser()
            let anonymous = try await stranger.get("/admin")
            #expect(anonymous.status == .seeOther)
            #expect(anonymous.headers[.location]?.hasPrefix("/login") == true)
        }
    }
}
