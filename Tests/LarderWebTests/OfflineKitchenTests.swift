import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderModel
import LarderWeb
import Testing
@testable import WebTestSupport

/// What makes Larder work on a phone without the network, from the server's side: the changes a
/// phone kept offline, merged through the list's page door in one request; pages that say whose
/// they are, so that the service worker keeps them for one person only; the worker stamped with
/// the build; the manifest; and the offline page, which holds no one's data. (The worker itself
/// runs in Chromium: `Tests/browser`.)
@Suite("The offline kitchen")
struct OfflineKitchenTests {
    static func changes(_ items: [(kind: String, item: UUID?, text: String)]) -> String {
        let rows = items.map { change in
            #"{"id":"\#(UUID().uuidString)","kind":"\#(change.kind)","item":\#(change.item.map { "\"\($0.uuidString)\"" } ?? "null"),"text":"\#(change.text)","version":3}"#
        }
        return "[" + rows.joined(separator: ",") + "]"
    }

    struct Answer: Decodable {
        struct Change: Decodable {
            var id: UUID
            var outcome: String
            var message: String?
        }
        var changes: [Change]
    }

    @Test("a phone's offline changes are merged in one request, each answered with what became of it, in the reader's words")
    func merge() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            try await ada.get("/shopping")
            for text in ["lemons", "flour"] { try await ada.post("/shopping/items", [("text", text)]) }
            let ids = Dictionary(uniqueKeysWithValues: try await app.pool.query("SELECT text, id FROM shopping_items").decode(String.self, UUID.self))
            // Ada's phone goes offline with the list; Grace takes lemons off it meanwhile.
            try await ada.get("/shopping")
            try await grace.get("/shopping")
            try await grace.post("/shopping/items/\(try #require(ids["lemons"]).uuidString)/remove")
            let sent = try await ada.post("/shopping/offline-changes", [("changes", Self.changes([
                ("tick", ids["lemons"], "lemons"), ("tick", ids["flour"], "flour"), ("add", nil, "batteries"),
            ]))])
            #expect(sent.status == .ok && sent.headers[.contentType] == "application/json")
            let answer = try JSONDecoder().decode(Answer.self, from: Data(sent.text.utf8))
            #expect(answer.changes.map(\.outcome) == ["gone", "applied", "applied"])
            #expect(answer.changes[0].message == "“lemons” was no longer on the list when your phone came back online, so your tick was not kept.")
            let list = try await grace.get("/shopping").text
            #expect(list.contains("batteries") && !list.contains(">lemons<"))
            #expect(try await app.pool.query("SELECT ticked_at IS NOT NULL FROM shopping_items WHERE text = 'flour'")[0].decode(Bool.self))

            // Unreadable, or more than one request may carry: refused with words, nothing written.
            let before = try await app.everyRow()
            let garbled = try await ada.post("/shopping/offline-changes", [("changes", "[{\"kind\":\"explode\"}]")])
            #expect(garbled.status == .badRequest && garbled.text.contains("These offline changes could not be read"))
            let tooMany = try await ada.post("/shopping/offline-changes", [("changes", Self.changes(Array(repeating: ("add", nil, "x"), count: 501)))])
            #expect(tooMany.status == .badRequest && tooMany.text.contains("At most 500 offline changes"))
            // Without the session's token, as a page elsewhere would send it.
            let forged = try await ada.post("/shopping/offline-changes", [("changes", Self.changes([("add", nil, "forged")]))], csrf: "nope")
            #expect(forged.status == .forbidden)
            #expect(try await app.everyRow() == before)
        }
    }

    @Test("200 queued changes are sent in one request, which the server answers in well under 200 ms")
    func batchOf200() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/shopping")
            for n in 1...100 { try await ada.post("/shopping/items", [("text", "item \(n)")]) }
            let ids = try await app.pool.query("SELECT id FROM shopping_items ORDER BY position").decode(UUID.self)
            try await ada.get("/shopping")
            let batch = ids.map { ("tick", Optional($0), "item") } + ids.prefix(50).map { ("untick", Optional($0), "item") }
                + (1...50).map { ("add", UUID?.none, "new \($0)") }
            let started = ContinuousClock.now
            let sent = try await ada.post("/shopping/offline-changes", [("changes", Self.changes(batch))])
            let took = ContinuousClock.now - started
            print("200 offline changes: one request, answered in \(took)")
            #expect(sent.status == .ok)
            let answer = try JSONDecoder().decode(Answer.self, from: Data(sent.text.utf8))
            #expect(answer.changes.count == 200 && answer.changes.allSatisfy { $0.outcome == "applied" })
            #expect(try await app.pool.query("SELECT count(*) FILTER (WHERE ticked_at IS NOT NULL), count(*) FROM shopping_items")[0]
                .decode(Int.self, Int.self) == (50, 150))
        }
    }

    @Test("pages say whose they are (none for a visitor), may be kept but only privately; a log-out says to forget")
    func whosePages() async throws {
        try await WebApp.run { app in
            let person = HTTPField.Name("X-Larder-Person")!
            let visitor = try await app.browser().get("/login")
            #expect(visitor.headers[person] == "none")
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let grace = try await app.member(of: ada, name: "Grace")
            let page = try await ada.get("/shopping")
            let key = try #require(page.headers[person])
            #expect(key.count == 24 && key.allSatisfy(\.isHexDigit))
            #expect(page.headers[.cacheControl] == "private, no-cache")
            #expect(page.text.contains(#"<meta name="larder-person" content="\#(key)">"#))
            #expect(try await ada.get("/recipes").headers[person] == key, "one key for the person in one household")
            let graces = try await grace.get("/shopping").headers[person]
            #expect(graces != nil && graces != key)
            // A second household of Ada's: her pages there are kept apart from the first's.
            _ = try await ada.createHousehold("Flat")
            let other = try await ada.get("/shopping").headers[person]
            #expect(other != nil && other != key)
            // What must never be kept says so.
            #expect(try await ada.get("/shopping/items").headers[.cacheControl] == "no-store")
            try await ada.get("/recipes")
            let out = try await ada.post("/logout")
            #expect(out.status == .seeOther)
            #expect(out.headers[HTTPField.Name("Clear-Site-Data")!] == "\"cache\"")
            #expect(try await ada.follow(out).headers[person] == "none")
        }
    }

    @Test("a recipe the worker fetches to keep is no one's view, and its page says what its scaled amounts depend on")
    func keepingIsNoView() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let soup = try await ada.createRecipe("Leek soup", steps: 2)
            let page = try await ada.get("/recipes/\(soup.uuidString)")
            #expect(page.text.contains("Viewed 1 time since the server started."))
            let scaling = try #require(page.headers[HTTPField.Name("X-Larder-Scaling")!])
            #expect(scaling.hasSuffix(" written en"), "\(scaling)")
            ada.headers = [HTTPField.Name("X-Larder-Keeping")!: "1"]
            for servings in 1...3 { try await ada.get("/recipes/\(soup.uuidString)?servings=\(servings)") }
            ada.headers = [:]
            #expect(try await ada.get("/recipes/\(soup.uuidString)").text.contains("Viewed 2 times since the server started."))
            try await ada.post("/account/units", [("units", "metric"), ("back", "/recipes")])
            let metric = try await ada.get("/recipes/\(soup.uuidString)").headers[HTTPField.Name("X-Larder-Scaling")!]
            #expect(metric != nil && metric != scaling, "a change of units changes every scaled amount")
        }
    }

    @Test("the service worker is stamped with the build, the manifest is served as one with icons that exist, and the offline page holds no one's data")
    func appShell() async throws {
        try await WebApp.run({ $0.buildID = "build-7" }) { app in
            let browser = app.browser()
            let worker = try await browser.get("/sw.js")
            #expect(worker.status == .ok && worker.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(worker.text.contains(#"const BUILD = "build-7";"#) && !worker.text.contains("__BUILD__"))
            #expect(worker.headers[.cacheControl] == "no-cache" && worker.headers[.setCookie] == nil)

            let manifest = try await browser.get("/manifest.webmanifest")
            #expect(manifest.headers[.contentType] == "application/manifest+json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(manifest.text.utf8)) as? [String: Any])
            #expect(json["name"] as? String == "Larder" && json["display"] as? String == "standalone" && json["start_url"] as? String == "/")
            #expect(json["theme_color"] as? String == "#2d6a4f")
            let icons = try #require(json["icons"] as? [[String: String]])
            for icon in icons where icon["type"] == "image/png" {
                let file = try await browser.get(try #require(icon["src"]))
                #expect(file.status == .ok, "\(icon)")
                // The PNG's own width and height (IHDR) are the sizes the manifest says.
                let bytes = Array(file.body.readableBytesView)
                let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
                #expect("\(width)x\(height)" == icon["sizes"], "\(icon)")
            }
            #expect(Set(icons.compactMap { $0["sizes"] }).isSuperset(of: ["192x192", "512x512"]))
            #expect(icons.contains { $0["purpose"] == "maskable" })

            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let offline = try await ada.get("/offline")
            #expect(offline.status == .ok && offline.text.contains("<h1>You are offline</h1>"))
            #expect(!offline.text.contains("Ada") && !offline.text.contains("Hill House") && !offline.text.contains("_csrf"))
            #expect(try await app.browser().get("/").text.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
        }
        // Unset, the build is a digest of Public/'s files.
        try await WebApp.run { app in
            let worker = try await app.browser().get("/sw.js").text
            #expect(worker.firstMatch(of: /const BUILD = "[0-9a-f]{16}";/) != nil)
        }
    }
}
