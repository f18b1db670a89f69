import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
@testable import LarderStore
@testable import LarderWeb
import Testing
@testable import WebTestSupport

/// Requests built to cost the server more than their share, refused before they do: a form's
/// token read before its body, a visitor's pass that no one else can plant, the API's 405, and
/// pictures and streams that keep to their rights. `make test-faults` runs the heavier attacks
/// against a real server (`Tests/faults/hostile.py`).
@Suite("Hostile input")
struct HostileInputTests {
    @Test("a form whose first field is not its token is refused with 403 before the rest is read, and changes nothing")
    func tokenComesFirst() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/recipes/new")
            let token = try #require(ada.csrfToken)
            let before = try await app.rowCounts()
            let fields = [("name", "Forged loaf"), ("servings", "2"), ("_csrf", token), ("steps[0][instructions]", "Bake")]
            let body = fields.map { "\(Browser.encode($0.0))=\(Browser.encode($0.1))" }.joined(separator: "&")
            #expect(try await ada.postRaw("/recipes/new", Array(body.utf8)).status == .forbidden, "the token, but not first")
            // A first field of megabytes that is no token is refused within its first few kilobytes.
            let long = "_csrf=" + String(repeating: "x", count: 3 * 1024 * 1024)
            #expect(try await ada.postRaw("/recipes/new", Array(long.utf8)).status == .forbidden)
            #expect(try await app.rowCounts() == before)
            let sent = try await ada.post("/recipes/new", [("name", "Honest loaf"), ("servings", "2"), ("steps[0][instructions]", "Bake")])
            #expect(sent.status == .seeOther, "the same form, its token first, goes through")
        }
    }

    @Test("the body of a form is read as it arrives: url-encoded and multipart, fed in any pieces, give what the whole body gives")
    func formsAreReadAsTheyArrive() {
        let body = Array("_csrf=abc&name=Caf%C3%A9+au+lait&steps%5B0%5D%5Bingredients%5D=1+egg%0A2+g+salt&empty=&flag".utf8)
        let whole = FormData(body: ByteBuffer(bytes: body), contentType: "application/x-www-form-urlencoded")
        #expect(whole.firstName == "_csrf" && whole["name"] == "Café au lait" && whole["steps[0][ingredients]"] == "1 egg\n2 g salt")
        #expect(whole.has("empty") && whole.has("flag"))
        for size in [1, 3, 10, body.count] {
            var stream = FormData.Stream(contentType: "application/x-www-form-urlencoded", fileLimit: 0, fieldLimit: .max)
            var firstSeenAt: Int?
            for start in stride(from: 0, to: body.count, by: size) {
                stream.feed(body[start..<min(start + size, body.count)])
                if firstSeenAt == nil, stream.form.firstName != nil { firstSeenAt = min(start + size, body.count) }
            }
            let form = stream.finish()
            #expect(form.names.sorted() == whole.names.sorted() && form["name"] == whole["name"], "pieces of \(size)")
            // The token's field is known once its '&' has come, long before the body ends.
            #expect((firstSeenAt ?? .max) <= 11 + size, "pieces of \(size): the first field was known at byte \(firstSeenAt ?? -1)")
        }
    }

    @Test("a visitor's form pass is this server's: a cookie someone planted, one of another key, an expired one and one tampered with are no pass")
    func formPasses() {
        let key = Data(repeating: 7, count: 32)
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        let pass = FormPass.make(key: key, now: now)
        #expect(FormPass.read(pass.cookie, key: key, now: now) == pass)
        #expect(FormPass.read(pass.cookie, key: key, now: now + FormPass.lifetime - 1) == pass)
        #expect(FormPass.read(pass.cookie, key: key, now: now + FormPass.lifetime + 1) == nil, "expired")
        #expect(FormPass.read(pass.cookie, key: Data(repeating: 8, count: 32), now: now) == nil, "another server's key")
        let parts = pass.cookie.split(separator: ".").map(String.init)
        #expect(FormPass.read("\(parts[0]).\(Int(now.timeIntervalSince1970) + 100_000).\(parts[2])", key: key, now: now) == nil, "a longer life")
        #expect(FormPass.read("AAAAAAAAAAAAAAAAAAAAAA.\(parts[1]).\(parts[2])", key: key, now: now) == nil, "another id")
        #expect(FormPass.read(String(repeating: "A", count: 43), key: key, now: now) == nil, "a value an attacker chose")
        #expect(pass.token != parts[0] && !pass.cookie.contains(pass.token), "the token is not in the cookie")
    }

    @Test("a planted form cookie, with its own value as the token, logs no one in")
    func plantedFormCookie() async throws {
        try await WebApp.run { app in
            _ = try await app.register("Ada")
            let visitor = app.browser()
            let planted = String(repeating: "Q", count: 43)
            visitor.plantCookie("larder_form", planted)
            let login = try await visitor.post("/login", [("email", "ada@example.com"), ("password", WebApp.password)], csrf: planted)
            #expect(login.status == .forbidden)
            #expect(visitor.sessionCookie == nil)
        }
    }

    @Test("the client an address limit counts is the connection's, or the first address a proxy on a private network names that is no such proxy")
    func clientAddresses() {
        func client(_ peer: String?, _ forwarded: String?) -> String {
            var headers = HTTPFields()
            if let forwarded { headers[ClientAddress.forwardedFor] = forwarded }
            return ClientAddress.of(peer: peer, headers: headers)
        }
        #expect(client("203.0.113.5", nil) == "203.0.113.5")
        #expect(client("203.0.113.5", "198.51.100.1") == "203.0.113.5", "a public peer is no proxy of ours: its header is not believed")
        #expect(client("10.0.0.2", "198.51.100.1") == "198.51.100.1")
        #expect(client("10.0.0.2", "6.6.6.6, 198.51.100.1, 172.18.0.3") == "198.51.100.1", "what the client wrote itself is passed by")
        #expect(client("127.0.0.1", "not an address") == "127.0.0.1")
        #expect(client(nil, nil) == "unknown")
    }

    @Test("an API address with a method its operations do not take answers 405 with Allow, as a problem document")
    func apiMethodNotAllowed() async throws {
        try await WebApp.run { app in
            let response = try await app.client.execute(uri: "/api/v1/recipes", method: .delete, headers: [:], body: nil)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, POST")
            #expect(response.headers[.contentType] == "application/problem+json")
            #expect(String(buffer: response.body).contains("/api#problem-method-not-allowed"))
            let nowhere = try await app.client.execute(uri: "/api/v1/no-such-thing", method: .patch, headers: [:], body: nil)
            #expect(nowhere.status == .notFound && nowhere.headers[.contentType] == "application/problem+json")
        }
    }

    @Test("a file's path with a NUL or another control character in it is not found")
    func controlCharactersInPaths() async throws {
        try await WebApp.run { app in
            for path in ["/js/larder.js%00.html", "/css/larder.css%00.txt", "/js/larder.js%0A", "/js/larder.js%7F"] {
                let response = try await app.client.execute(uri: path, method: .get, headers: [:], body: nil)
                #expect(response.status == .notFound, "\(path)")
            }
            #expect(try await app.client.execute(uri: "/js/larder.js", method: .get, headers: [:], body: nil).status == .ok)
        }
    }

    @Test("an ingredient's picture stored before the photo checks is made again through them the first time it is asked for, or removed")
    func oldIngredientPictures() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createRecipe("Seeded loaf")
            let (flour, kneading) = try await app.catalogIDs(ingredient: "flour", skill: "Kneading")
            _ = kneading
            let household = try await app.householdID("Hill House")
            let png = try await TestPhoto.png(width: 640, height: 480)
            try await app.pool.query("""
                UPDATE ingredients SET image = \(png), image_type = 'image/png', image_checked = false WHERE id = \(flour)
                """)
            let served = try await ada.get("/ingredients/\(flour.uuidString)/image")
            #expect(served.status == .ok && served.headers[.contentType] == "image/webp")
            let stored = try #require(try await app.store.ingredients.image(of: flour, in: household))
            #expect(stored.isChecked && stored.type == "image/webp" && stored.data.count < png.count)
            // Markup behind a PNG's first bytes is no picture: removed, and not found.
            try await app.pool.query("""
                UPDATE ingredients SET image = \(Data([0x89]) + Data("PNG\r\n\u{1A}\n<script>alert(1)</script>".utf8)),
                    image_type = 'image/png', image_checked = false WHERE id = \(flour)
                """)
            #expect(try await ada.get("/ingredients/\(flour.uuidString)/image").status == .notFound)
            #expect(try await app.store.ingredients.image(of: flour, in: household) == nil)
        }
    }
}
