import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderWeb
import NIOConcurrencyHelpers
import NIOPosix
import Testing

/// The review's findings on work a stranger can make the server do, and on what headers tell.
@Suite("Hardening")
struct HardeningTests {
    @Test("a POST without a session or form token is refused before its body is read; a visitor may not send files")
    func noBodyWithoutSession() async throws {
        try await WebApp.run { app in
            let stranger = app.browser()
            // 10 MB to the import, which takes a 50 MB document from a logged-in cook: refused for having
            // no session (403), where it used to be read and measured first (413).
            let huge = [UInt8](repeating: UInt8(ascii: "a"), count: 10 * 1024 * 1024)
            #expect(try await stranger.postRaw("/import", huge).status == .forbidden)
            #expect(try await stranger.postRaw("/login", Array("_csrf=x&email=a%40b.c&password=p".utf8)).status == .forbidden)
            // With the token the login page gives, the form goes through as before...
            try await stranger.get("/login")
            let answer = try await stranger.post("/login", [("email", "a@example.com"), ("password", "not the password")])
            #expect(answer.status == .unprocessableContent || answer.status == .unauthorized)
            // ...but a visitor's token buys an ordinary form's 4 MB, not a cook's upload.
            #expect(try await stranger.postRaw("/import", huge).status == .contentTooLarge)
            // A wrong token with the cookie is refused as before.
            #expect(try await stranger.post("/login", [("email", "a@example.com"), ("password", "p")], omitCSRF: true).status == .forbidden)
        }
    }

    @Test("a quote or angle bracket followed by a combining mark is still escaped, so a name cannot leave its attribute")
    func combiningMarksAreEscaped() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            // swift-mustache's own escaper compares Characters, and `"` with U+0338 after it is one
            // Character that is not `"`: it went out raw and ended the value="…" it stood in.
            let name = "Soup\"\u{0338} autofocus onfocus=alert(1) x<\u{0338}b"
            let recipe = try await ada.createRecipe(name)
            func occurrences(_ text: String, in page: Data) -> Int {
                var count = 0, start = page.startIndex
                while let found = page.range(of: Data(text.utf8), in: start..<page.endIndex) { count += 1; start = found.upperBound }
                return count
            }
            for path in ["/recipes", "/recipes/\(recipe.uuidString)", "/recipes/\(recipe.uuidString)/edit"] {
                let page = Data(try await ada.get(path).text.utf8)
                #expect(page.range(of: Data("Soup&quot;\u{0338} autofocus onfocus=alert(1) x&lt;\u{0338}b".utf8)) != nil, "\(path)")
                // Raw only where JSON escapes it, in the recipe's JSON-LD ("Soup\"̸").
                #expect(occurrences("\"\u{0338}", in: page) == occurrences("\\\"\u{0338}", in: page), "\(path)")
                #expect(occurrences("<\u{0338}", in: page) == 0, "\(path)")
            }
        }
    }

    @Test("visitors cost no session row: a thousand visits to the login, registration and invite pages write nothing; logging in makes one")
    func visitorsWriteNothing() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let code = try await ada.createInvite()
            let before = try await app.pool.query("SELECT count(*) FROM sessions")[0].decode(Int.self)
            for visit in 0..<1000 {
                let visitor = app.browser()
                let path = ["/login", "/register", "/invites/\(code)", "/login?invite=\(code)"][visit % 4]
                #expect(try await visitor.get(path).status == .ok, "\(path)")
            }
            #expect(try await app.pool.query("SELECT count(*) FROM sessions")[0].decode(Int.self) == before)

            // A visitor's form works with its cookie token, and logging in then makes the one row.
            let grace = try await app.register("Grace", invite: code)
            #expect(try await grace.isLoggedIn())
            #expect(grace.cookies["larder_form"] == nil, "the form token is dropped once there is a session")
            #expect(try await app.pool.query("SELECT count(*) FROM sessions")[0].decode(Int.self) == before + 1)
        }
    }

    @Test("multipart bodies are split at their boundary however the content teases it")
    func multipartBoundaries() async throws {
        let boundary = "----aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
        // Content that repeats the start of the boundary again and again without finishing it.
        let teasing = String(repeating: "\r\n--" + String(boundary.dropLast()) + "b", count: 2000) + "\r\n--" + "--aaa"
        let body = "--\(boundary)\r\nContent-Disposition: form-data; name=\"first\"\r\n\r\n\(teasing)\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"second\"\r\n\r\nsecond value\r\n"
            + "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.txt\"\r\nContent-Type: text/plain\r\n\r\n--\(boundary.dropLast())\r\n"
            + "--\(boundary)--\r\n"
        let form = FormData(body: .init(string: body), contentType: "multipart/form-data; boundary=\(boundary)")
        #expect(form["first"] == teasing)
        #expect(form["second"] == "second value")
        #expect(form.files["file"].map { String(decoding: $0.data, as: UTF8.self) } == "--\(boundary.dropLast())")
    }

    @Test("Server-Timing goes to admins (and in development to all), HSTS where cookies are Secure")
    func headers() async throws {
        try await WebApp.run({ $0.showsServerTiming = false; $0.secureCookies = true }) { app in
            let cook = try await app.owner(of: "Home", name: "Lia")
            let page = try await cook.get("/recipes")
            #expect(page.status == .ok)
            #expect(page.headers[HTTPField.Name("Server-Timing")!] == nil)
            #expect(page.headers[HTTPField.Name("Strict-Transport-Security")!] == "max-age=31536000")
            try await app.pool.query("UPDATE users SET is_admin = true WHERE email = 'lia@example.com'")
            #expect(try await cook.get("/recipes").headers[HTTPField.Name("Server-Timing")!] == "db;desc=\"2 statements\"")
        }
        try await WebApp.run { app in
            let page = try await app.browser().get("/login")
            #expect(page.headers[HTTPField.Name("Strict-Transport-Security")!] == nil, "make run serves plain http")
        }
    }
}

@Suite("Household forms name their household")
struct HouseholdFormTests {
    @Test("a form left open on one household, sent after switching to another in a second tab, changes nothing")
    func staleHouseholdForm() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await app.member(of: ada, name: "Grace")
            try await ada.createHousehold("Flat 3")   // now open: Flat 3
            let hill = try await app.householdID("Hill House")
            let flat = try await app.householdID("Flat 3")
            try await ada.get("/household")
            try await ada.post("/household/switch", [("household", hill.uuidString)])
            // Tab 1: Hill House's page, with Grace listed.
            try await ada.get("/household")
            #expect(ada.shownHousehold == hill.uuidString)
            let graceID = try await app.userID("Grace")
            // Tab 2 switches to Flat 3; tab 1's forms are then sent.
            try await ada.post("/household/switch", [("household", flat.uuidString)])
            let before = try await app.contents()
            for (path, fields) in [("/household/rename", [("name", "Renamed")]), ("/household/leave", []), ("/household/delete", []),
                                   ("/household/invites", [("expires_hours", "24"), ("max_uses", "1")]),
                                   ("/household/members/\(graceID.uuidString)/remove", [])] as [(String, [(String, String)])] {
                let response = try await ada.post(path, fields + [("household", hill.uuidString)], csrf: ada.csrfToken)
                #expect(response.status == .conflict, "\(path)")
                #expect(response.text.contains("The household open now is “Flat 3”"), "\(path)")
            }
            // A form without the field is refused alike.
            let bare = try await ada.post("/household/rename", [("name", "Renamed"), ("household", "")])
            #expect(bare.status == .conflict)
            #expect(try await app.contents() == before)
        }
    }
}

@Suite("Session lifetimes")
struct SessionLifetimeTests {
    @Test("a session ends after 14 days unused, and after 30 days however much it is used; using it does not extend the 30")
    func idleAndAbsolute() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Mo")
            // Used an hour ago: still in, and the visit is recorded without moving the absolute end.
            try await app.pool.query("UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")
            let end = try await app.pool.query("SELECT expires_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")[0].decode(Date.self)
            #expect(try await cook.isLoggedIn())
            let (seen, stillEnds) = try await app.pool.query("SELECT last_seen_at, expires_at FROM sessions WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")[0]
                .decode(Date.self, Date.self)
            #expect(seen.timeIntervalSinceNow > -60)
            #expect(stillEnds == end)

            // Fifteen days without a visit: logged out.
            try await app.pool.query("UPDATE sessions SET last_seen_at = now() - interval '15 days' WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")
            #expect(try await cook.isLoggedIn() == false)

            // Used every day, but past its thirty days: logged out.
            let again = app.browser()
            try await again.get("/login")
            try await again.post("/login", [("email", "mo@example.com"), ("password", WebApp.password)])
            #expect(try await again.isLoggedIn())
            try await app.pool.query("UPDATE sessions SET expires_at = now() - interval '1 second', last_seen_at = now() WHERE user_id = (SELECT id FROM users WHERE email = 'mo@example.com')")
            #expect(try await again.isLoggedIn() == false)
        }
    }
}

@Suite("Invites")
struct InviteHardeningTests {
    @Test("an invite link is shown once, in the answer that made it; the page lists it by state, and only its hash is stored")
    func inviteShownOnce() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/household")
            let made = try await ada.post("/household/invites", [("expires_hours", "24"), ("max_uses", "5")])
            #expect(made.status == .created)
            let code = try #require(made.text.firstMatch(of: /\/invites\/([A-Za-z0-9_-]{16,})/).map { String($0.1) })
            #expect(made.text.contains("cannot show you this link again"))

            let later = try await ada.get("/household")
            #expect(!later.text.contains(code), "the link is not shown again")
            #expect(later.text.contains("0 of 5 used"), "the invite is still listed, by its state")
            let stored = try await app.pool.query("SELECT to_jsonb(i)::text FROM invites i")[0].decode(String.self)
            #expect(!stored.contains(code))
            let hashed = try await app.pool.query(
                "SELECT count(*) FROM invites WHERE code_hash = sha256(convert_to(\(code), 'UTF8'))")[0].decode(Int.self)
            #expect(hashed == 1)
            // And the link works.
            _ = try await app.register("Grace", invite: code)
            #expect(try await app.pool.query("SELECT count(*) FROM memberships")[0].decode(Int.self) == 2)
        }
    }

    @Test("a removed member cannot come straight back through the multi-use link they joined with; others' links stay")
    func removalRevokesTheirInvite() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let open = try await ada.createInvite(maxUses: "unlimited")
            let other = try await ada.createInvite(maxUses: "unlimited")
            let grace = try await app.register("Grace", invite: open)
            #expect(try await grace.get("/recipes").status == .ok)
            let graceID = try await app.userID("Grace")
            try await ada.get("/household")
            #expect(try await ada.post("/household/members/\(graceID.uuidString)/remove").status == .seeOther)

            try await grace.get("/invites/\(open)")
            let again = try await grace.post("/invites/\(open)")
            #expect(again.text.contains("revoked") || again.text.contains("Revoked"))
            #expect(try await app.pool.query("SELECT count(*) FROM memberships WHERE user_id = \(graceID)")[0].decode(Int.self) == 0)
            // The other link was not hers: it still works (here, for someone new).
            _ = try await app.register("Hana", invite: other)
            #expect(try await app.pool.query("SELECT count(*) FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'hana@example.com'")[0].decode(Int.self) == 1)
        }
    }

    @Test("logging in through an invite link asks before joining; a code with - and _ survives every redirect")
    func loginAsksFirst() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createInvite()
            // Codes are base64url: a "-" or "_" in one must reach the invite page unharmed.
            let code = "Abc-def_GHI-jkl_mno"
            try await app.pool.query("UPDATE invites SET code_hash = sha256(convert_to(\(code), 'UTF8'))")
            _ = try await app.owner(of: "Elsewhere", name: "Ben")
            let ben = app.browser()
            try await ben.get("/login?invite=\(code)")
            let login = try await ben.post("/login", [("email", "ben@example.com"), ("password", WebApp.password), ("invite", code)])
            #expect(login.headers[.location] == "/invites/\(code)")
            let benID = try await app.userID("Ben")
            let hill = try await app.householdID("Hill House")
            #expect(try await app.pool.query("SELECT count(*) FROM memberships WHERE user_id = \(benID) AND household_id = \(hill)")[0].decode(Int.self) == 0,
                    "not joined yet")
            let page = try await ben.follow(login)
            #expect(page.text.contains("Hill House"))
            #expect(try await ben.post("/invites/\(code)").status == .seeOther)
            #expect(try await app.pool.query("SELECT count(*) FROM memberships WHERE user_id = \(benID) AND household_id = \(hill)")[0].decode(Int.self) == 1)
        }
    }
}

@Suite("Password hashing under a burst")
struct PasswordHasherTests {
    @Test("a burst of logins queues on bcrypt's own threads up to a bound, beyond it is told to wait, and the shared pool stays free")
    func boundedBurst() async throws {
        let hasher = PasswordHasher(cost: 10)
        let hash = try await hasher.hash("a long kitchen password")
        let finished = NIOLockedValueBox<[String]>([])
        let outcomes = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<200 {
                group.addTask {
                    do {
                        _ = try await hasher.verify("a guess", against: hash)
                        finished.withLockedValue { $0.append("hash") }
                        return "checked"
                    } catch is BlockingWork.Busy {
                        return "busy"
                    }
                }
            }
            // While bcrypt's threads are full, the shared pool (static files, photos) still answers.
            group.addTask {
                try await NIOThreadPool.singleton.runIfActive { () }
                finished.withLockedValue { $0.append("shared pool") }
                return "shared"
            }
            return try await group.reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        }
        #expect(outcomes["busy", default: 0] > 0, "\(outcomes)")
        #expect(outcomes["checked", default: 0] >= PasswordHasher.maximumPending - 2, "\(outcomes)")
        let order = finished.withLockedValue { $0 }
        #expect(order.firstIndex(of: "shared pool")! < order.count - 1, "the shared pool answered before the burst was through")
    }
}

@Suite("Registration limit")
struct RegistrationLimitTests {
    @Test("after 20 accounts in an hour the open form waits (429, nothing made); with an invite, registering still works")
    func pausedAfterTwenty() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let code = try await ada.createInvite()
            try await app.pool.query("""
                INSERT INTO users (email, display_name, password_hash)
                SELECT 'bot' || n || '@example.com', 'Bot', 'x' FROM generate_series(1, 19) n
                """)
            let visitor = app.browser()
            try await visitor.get("/register")
            let before = try await app.rowCounts()
            let refused = try await visitor.post("/register", [("email", "late@example.com"), ("display_name", "Late"), ("password", WebApp.password)])
            #expect(refused.status == .tooManyRequests)
            #expect(refused.text.contains("New accounts are paused for a while"))
            let wait = try #require(refused.headers[.retryAfter].flatMap(Int.init))
            #expect((1...3600).contains(wait))
            #expect(try await app.rowCounts() == before)

            _ = try await app.register("Invited", invite: code)
            #expect(try await app.pool.query("SELECT count(*) FROM users WHERE email = 'invited@example.com'")[0].decode(Int.self) == 1)
        }
    }
}
