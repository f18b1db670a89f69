import Foundation
@testable import LarderExchange
import HTTPTypes
import HummingbirdTesting
import LarderFetch
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// A recipe's history as members use it (three edits, the list, a comparison, a restore), and
/// a recipe shared with someone outside the household.
@Suite("History and sharing pages")
struct HistoryAndSharingTests {
    /// The editor's fields as shown, with some replaced, as a person types them.
    private func edit(_ browser: Browser, _ recipe: UUID, _ changes: [String: String]) async throws {
        let form = try await browser.get("/recipes/\(recipe.uuidString)/edit")
        let saved = try await browser.post("/recipes/\(recipe.uuidString)/edit", submittedFields(of: form.text, changing: changes))
        try #require(saved.status == .seeOther, "saving \(changes) failed: \(saved.status)")
    }

    @Test("three edits by two people: the history lists four versions with who saved each and what changed; the first and last compare side by side; restoring the first makes a fifth")
    func historyCompareRestore() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            let loaf = try await ada.createRecipe("Loaf", steps: 2)
            let household = try await app.householdID("Hill House")
            let first = try #require(try await app.store.recipes.detail(loaf, in: household)).draft
            try await edit(ada, loaf, ["servings": "6"])
            try await edit(grace, loaf, ["steps[1][instructions]": "Step 2: shape, then prove for an hour"])
            try await edit(ada, loaf, ["tags": "Bread, Weekend"])

            let base = "/recipes/\(loaf.uuidString)"
            #expect(try await ada.get(base).text.contains("href=\"\(base)/history\""))
            let history = try await ada.get(base + "/history")
            #expect(history.status == .ok)
            let rows = history.text.matches(of: /<tr[^>]*>\n<th scope="row" data-label="Version">(\d+)/).map { Int($0.1)! }
            #expect(rows == [4, 3, 2, 1])
            for text in ["tags changed", "by Ada", "step 2 edited", "by Grace", "servings 4 → 6", "first version"] {
                #expect(history.text.contains(text), "the history says \(text)")
            }
            // The session, then one statement for the versions.
            #expect(try #require(history.statements) <= 2)

            let compare = try await ada.get(base + "/history/compare?from=4&to=1")
            #expect(compare.status == .ok)
            #expect(compare.text.contains("Versions 1 and 4 of Loaf"))
            for part in ["Servings", "Tags", "Step 2"] { #expect(compare.text.contains("<th scope=\"row\">\(part)</th>"), "\(part) compared") }
            #expect(compare.text.contains("<mark>6</mark>") && compare.text.contains("<mark>4</mark>"))
            #expect(!compare.text.contains("<th scope=\"row\">Name</th>"), "an unchanged part is not shown")
            // The session, the recipe as it stands, and the versions asked for.
            #expect(try #require(compare.statements) <= 3)

            let older = try await ada.get(base + "/history/compare?from=1&to=2")
            #expect(older.text.contains("name=\"seen\" value=\"4\""), "a restore from an older pair names the current version")
            let same = try await ada.get(base + "/history/compare?from=2&to=2")
            #expect(same.status == .seeOther && same.headers[.location] == base + "/history")
            #expect(try await ada.get(base + "/history/compare?from=1&to=99").status == .notFound)

            let restored = try await ada.post(base + "/history/1/restore", [("seen", "4")])
            #expect(restored.status == .seeOther && restored.headers[.location] == base)
            #expect(try await ada.follow(restored).text.contains("Version 1 is restored, as version 5."))
            let now = try #require(try await app.store.recipes.detail(loaf, in: household))
            #expect(now.version == 5 && now.draft.withoutStepIDs == first.normalized.withoutStepIDs)
            let alike = try await ada.get(base + "/history/compare?from=1&to=5")
            #expect(alike.text.contains("These two versions read the same.") && !alike.text.contains("conflict-table"))

            // A restore from a page older than the last save changes nothing, and says why.
            let stale = try await grace.post(base + "/history/2/restore", [("seen", "4")])
            #expect(stale.status == .seeOther && stale.headers[.location] == base + "/history")
            #expect(try await grace.follow(stale).text.contains("someone saved the recipe (now version 5)"))
            #expect(try await app.store.recipes.detail(loaf, in: household)?.version == 5)

            let newest = try await ada.get(base + "/history")
            #expect(newest.text.contains("restored version 1: servings 6 → 4"))
        }
    }

    @Test("a photo change is a save: each version keeps its photo by reference, stored once, compared side by side, restored with it, and pruned once no version shows it")
    func photosInHistory() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let loaf = try await ada.createRecipe("Loaf")
            let household = try await app.householdID("Hill House")
            let base = "/recipes/\(loaf.uuidString)"
            // The editor: new servings and a photo, one save and one version.
            let form = try await ada.get(base + "/edit")
            let fields = submittedFields(of: form.text, changing: ["servings": "6"])
            let first = try await PhotoRepository.prepare(try await TestPhoto.png(width: 800, height: 600))
            let saved = try await ada.postMultipart(base + "/edit", fields, files: [("photo", "a.png", try await TestPhoto.png(width: 800, height: 600))])
            #expect(saved.status == .seeOther)
            let second = try await PhotoRepository.prepare(try await TestPhoto.png(width: 640, height: 480))
            let ada_ = try await app.userID("Ada")
            #expect(try await app.store.recipes.setPhoto(.replace(second), of: loaf, in: household, by: ada_) == 3)
            #expect(try await app.store.recipes.setPhoto(.replace(second), of: loaf, in: household, by: ada_) == 3, "the same photo again changes nothing")

            let history = try await app.store.revisions.history(of: loaf, in: household)
            #expect(history.map(\.change?.english) == ["photo replaced", "servings 4 → 6, photo added", nil])
            #expect(history.map(\.photoDigest) == [second.digest, first.digest, nil])
            func stored(_ digest: String) async throws -> Int {
                try await app.pool.query("""
                    SELECT (SELECT count(*) FROM recipe_photos WHERE digest = \(digest)) + (SELECT count(*) FROM revision_photos WHERE digest = \(digest))
                    """)[0].decode(Int.self)
            }
            #expect(try await [stored(first.digest), stored(second.digest)] == [1, 1], "each photo is stored once")

            let compare = try await ada.get(base + "/history/compare?from=2&to=3")
            #expect(compare.text.contains("class=\"compare-photos\""))
            let old = PhotoReference.path(digest: first.digest, of: loaf, .thumbnail)
            #expect(compare.text.contains(old) && compare.text.contains(PhotoReference.path(digest: second.digest, of: loaf, .thumbnail)))
            #expect(try await ada.get(old).status == .ok, "an earlier version's photo is served to the household")

            #expect(try await ada.post(base + "/history/2/restore", [("seen", "3")]).status == .seeOther)
            let restored = try #require(try await app.store.recipes.detail(loaf, in: household))
            #expect(restored.version == 4 && restored.photo?.digest == first.digest && restored.servings == 6)
            #expect(try await [stored(first.digest), stored(second.digest)] == [1, 1], "a restore moves the photo back, it does not copy it")

            try await app.store.recipes.setPhoto(.remove, of: loaf, in: household, by: ada_)
            try await app.store.revisions.setRetention(HistoryRetention(revisions: 1), of: household)
            let pruned = try await app.store.revisions.prune(household: household)
            #expect(pruned.map(\.revisions) == [3] && pruned.map(\.photos) == [1], "\(pruned)")
            #expect(try await [stored(first.digest), stored(second.digest)] == [1, 0], "the photo version 4 showed stays, the other goes")
            #expect(try await app.store.revisions.history(of: loaf, in: household).map(\.photoDigest) == [nil, first.digest])
        }
    }

    @Test("a member rates a recipe; the page shows the household's average and their own; the list sorts and filters by it")
    func ratings() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            let loaf = try await ada.createRecipe("Loaf")
            _ = try await ada.createRecipe("Flatbread")
            let base = "/recipes/\(loaf.uuidString)"
            #expect(try await ada.get(base).text.contains("Not rated yet"))
            #expect(try await ada.post(base + "/rating", [("stars", "5")]).status == .seeOther)
            #expect(try await grace.post(base + "/rating", [("stars", "4")]).status == .seeOther)
            let page = try await grace.get(base)
            #expect(page.text.contains("4.5 from 2 ratings"))
            #expect(page.text.contains("aria-pressed=\"true\" aria-label=\"Rate it 4 stars\""))
            #expect(try #require(page.statements) <= 3)

            let bad = try await grace.post(base + "/rating", [("stars", "11")])
            #expect(bad.status == .seeOther)
            #expect(try await grace.follow(bad).text.contains("Choose from 1 to 5 stars."))
            #expect(try await grace.post(base + "/rating", [("stars", "")]).status == .seeOther)
            #expect(try await ada.get(base).text.contains("5 from 1 rating"))

            let best = try await ada.get("/recipes?sort=best-rated")
            let names = best.text.matches(of: /<h2><a href="[^"]+">([^<]+)<\/a><\/h2>/).map { String($0.1) }
            #expect(names == ["Loaf", "Flatbread"])
            #expect(best.text.contains("★ 5<span class=\"visually-hidden\">"))
            let rated = try await ada.get("/recipes?rating=4")
            #expect(rated.text.contains(">Loaf<") && !rated.text.contains(">Flatbread<"))
        }
    }

    /// Hill House with Ada and Grace, a shared recipe with a photo, rated and cooked, and another recipe.
    private func sharedLoaf(_ app: WebApp) async throws -> (ada: Browser, link: String, loaf: UUID) {
        let ada = try await app.owner(of: "Hill House", name: "Ada")
        let grace = try await app.member(of: ada, name: "Grace")
        let loaf = try await ada.createRecipe("Grandmother's loaf", tags: "Bread")
        _ = try await ada.createRecipe("Secret stew")
        let household = try await app.householdID("Hill House")
        try await app.store.photos.set(try await PhotoTests.preparedPhoto(), for: loaf, in: household)
        #expect(try await grace.post("/recipes/\(loaf.uuidString)/rating", [("stars", "5")]).status == .seeOther)
        #expect(try await grace.post("/recipes/\(loaf.uuidString)/cooked", [("cooked_on", "2026-11-01"), ("servings", "4"),
                                                                           ("note", "Grace baked it for Ada")]).status == .seeOther)
        let made = try await ada.post("/recipes/\(loaf.uuidString)/share", [("expires", "never")])
        #expect(made.status == .created)
        let link = try #require(made.text.firstMatch(of: /value="(http:\/\/[^"]+\/shared\/[A-Za-z0-9_-]+)"/).map { String($0.1) })
        return (ada, link, loaf)
    }

    @Test("the shared page shows the recipe, its photo and the scaler, and nothing of the household; no session, noindex, cached briefly, two statements")
    func sharedPageLeaksNothing() async throws {
        try await WebApp.run { app in
            let (ada, link, _) = try await sharedLoaf(app)
            let path = String(link[link.range(of: "/shared/")!.lowerBound...])
            let visitor = app.browser()
            let page = try await visitor.get(path)
            #expect(page.status == .ok)
            #expect(page.text.contains("<h1>Grandmother&#39;s loaf</h1>") || page.text.contains("<h1>Grandmother’s loaf</h1>")
                    || page.text.contains("Grandmother&#x27;s loaf"))
            #expect(page.text.contains("200 g flour") && page.text.contains("class=\"recipe-photo\""))
            #expect(page.text.contains("servings-control"))
            for secret in ["Ada", "Grace", "Hill House", "Secret stew", "/household", "/recipes", "csrf", "Cooked", "rating"] {
                #expect(!page.text.contains(secret), "the shared page shows \(secret)")
            }
            #expect(visitor.lastSetCookies.isEmpty)
            #expect(page.headers[HTTPField.Name("X-Robots-Tag")!] == "noindex, nofollow")
            #expect(page.text.contains("<meta name=\"robots\" content=\"noindex, nofollow\">"))
            #expect(page.headers[.cacheControl] == "private, no-cache")
            // Asked again with its ETag, the unchanged page is a 304 without a body.
            let etag = try #require(page.headers[.eTag])
            visitor.headers[.ifNoneMatch] = etag
            #expect(try await visitor.get(path).status == .notModified)
            visitor.headers[.ifNoneMatch] = nil
            #expect(try #require(page.statements) <= 2)
            // A member who opens the link sees it as anyone does.
            let asMember = try await ada.get(path)
            #expect(!asMember.text.contains("Ada") && !asMember.text.contains("Hill House"))

            let scaled = try await visitor.get(path + "?servings=8")
            #expect(scaled.text.contains("400 g flour"))
            let jsonLD = try #require(page.text.firstMatch(of: /<script type="application\/ld\+json">(.+?)<\/script>/.dotMatchesNewlines()).map { String($0.1) })
            let node = try #require(try JSONSerialization.jsonObject(with: Data(jsonLD.utf8)) as? [String: Any])
            #expect(node["author"] == nil && node["name"] as? String == "Grandmother's loaf")
            let image = try #require(node["image"] as? String)
            #expect(image.hasPrefix("http://") && image.contains(path + "/photo/"))
            let photo = try await visitor.get(String(image[image.range(of: "/shared/")!.lowerBound...]))
            #expect(photo.status == .ok && photo.headers[.contentType] == "image/webp")
        }
    }

    @Test("revoked, expired, never-existing and another household's links all answer the same 404")
    func deadLinksLookAlike() async throws {
        try await WebApp.run { app in
            let (ada, link, loaf) = try await sharedLoaf(app)
            let path = String(link[link.range(of: "/shared/")!.lowerBound...])
            let visitor = app.browser()
            let never = try await visitor.get("/shared/" + String(repeating: "x", count: 43))
            #expect(never.status == .notFound)

            // Another household's member cannot revoke it, nor list it.
            let mallory = try await app.owner(of: "Elsewhere", name: "Mallory")
            let links = try await ada.get("/shared-links")
            #expect(links.text.contains("Grandmother"))
            let revoke = try #require(links.text.firstMatch(of: /action="(\/recipes\/[^"]+\/revoke)"/).map { String($0.1) })
            #expect(try await mallory.post(revoke, [("back", "list")]).status == .notFound)
            #expect(!(try await mallory.get("/shared-links")).text.contains("Grandmother"))
            #expect(try await visitor.get(path).status == .ok)

            #expect(try await ada.post(revoke, [("back", "list")]).status == .seeOther)
            let revoked = try await visitor.get(path)
            #expect(revoked.status == .notFound && revoked.text == never.text)

            let again = try await ada.post("/recipes/\(loaf.uuidString)/share", [("expires", "1")])
            let second = try #require(again.text.firstMatch(of: /\/shared\/([A-Za-z0-9_-]+)"/).map { "/shared/" + $0.1 })
            #expect(try await visitor.get(second).status == .ok)
            try await app.pool.query("UPDATE share_links SET expires_at = now() - interval '1 minute'")
            let expired = try await visitor.get(second)
            #expect(expired.status == .notFound && expired.text == never.text)
            #expect(try await visitor.get(second + "/photo/" + String(repeating: "a", count: 64) + ".webp").status == .notFound)
        }
    }

    @Test("another app imports a shared recipe by its URL, over HTTP: name, lines, steps and photo arrive")
    func importedByURL() async throws {
        try await WebApp.run(live: true) { app in
            let (_, link, loaf) = try await sharedLoaf(app)
            let port = try #require(app.client.port)
            let address = "http://127.0.0.1:\(port)" + String(link[link.range(of: "/shared/")!.lowerBound...])
            var policy = FetchPolicy()
            policy.allowsPrivate = true
            let payload = try await PageImporter(fetcher: SafeFetcher(policy: policy)).read(address)
            let imported = try #require(payload.recipes.first)
            let household = try await app.householdID("Hill House")
            let original = try #require(try await app.store.recipes.detail(loaf, in: household))
            #expect(imported.draft.name == original.name)
            #expect(imported.draft.steps.map(\.instructions) == original.steps.map(\.instructions))
            // schema.org lists the ingredients apart from the steps: they arrive under "You will need".
            #expect((imported.draft.lines + imported.draft.steps.flatMap(\.lines)).map(\.text) == original.allLines.map(\.text))
            #expect((try? imported.photo?.read())?.isEmpty == false, "the photo was fetched from the shared page's address")
        }
    }
}
