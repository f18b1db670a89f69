import Foundation
import HummingbirdTesting
import Testing
@testable import WebTestSupport

/// A form page as a person sees it: what each field holds and the messages beside it.
struct ShownForm {
    let html: String

    init(_ response: TestResponse) {
        html = response.text
    }

    /// The values of every field called `name` on the page (a page can hold two forms with the same field).
    func values(_ name: String) -> [String] {
        var values: [String] = []
        var rest = html[...]
        while let found = rest.range(of: "name=\"\(name)\"") {
            let start = rest[..<found.lowerBound].lastIndex(of: "<") ?? found.lowerBound
            let end = rest[found.upperBound...].firstIndex(of: ">") ?? rest.endIndex
            let tag = rest[start..<end]
            if tag.hasPrefix("<textarea") {
                let content = rest[rest.index(after: end)...]
                values.append(String(content[..<(content.range(of: "</textarea>")?.lowerBound ?? content.endIndex)]).htmlUnescaped)
            } else if let value = tag.range(of: "value=\"") {
                values.append(String(tag[value.upperBound...].prefix { $0 != "\"" }).htmlUnescaped)
            }
            rest = rest[end...]
        }
        return values
    }

    /// The messages shown beside the field called `name`.
    func errors(_ name: String) -> [String] {
        let id = "error-" + name.map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
        guard let list = html.range(of: "<ul class=\"field-errors\" id=\"\(id)\">") else { return [] }
        let items = html[list.upperBound...]
        let body = items[..<(items.range(of: "</ul>")?.lowerBound ?? items.endIndex)]
        return body.components(separatedBy: "</li>").compactMap { item in
            item.range(of: "Error: </span>").map { String(item[$0.upperBound...]).htmlUnescaped }
        }
    }
}

@Suite("Bad input comes back as the form, with messages")
struct FormInputTests {
    static let megabyte = String(repeating: "m", count: 1024 * 1024)
    static let tooLongName = String(repeating: "n", count: 101)

    /// The form came back, not an error page, and nothing was written.
    static func expectFormBack(_ response: TestResponse, _ what: String) {
        #expect(response.status == .unprocessableContent, "\(what): \(response.status)")
        #expect(response.headers[.contentType]?.hasPrefix("text/html") == true, "\(what)")
        #expect(response.text.contains("<form"), "\(what)")
    }

    @Test("registering with empty, malformed, too long or 1 MB fields shows each problem and keeps what was typed, except the password")
    func register() async throws {
        try await WebApp.run { app in
            let browser = app.browser()
            try await browser.get("/register")
            let before = try await app.rowCounts()
            let longEmail = String(repeating: "e", count: 250) + "@example.com"
            let cases: [(fields: [(String, String)], errors: [String: String])] = [
                ([("email", ""), ("display_name", ""), ("password", "")],
                 ["email": "Email is required", "display_name": "Name is required", "password": "Password needs at least 10 characters"]),
                ([("email", "ada.example.com"), ("display_name", "Ada"), ("password", "short")],
                 ["email": "Enter an email address like name@example.com", "password": "Password needs at least 10 characters"]),
                ([("email", longEmail), ("display_name", Self.tooLongName), ("password", WebApp.password)],
                 ["email": "Email can be at most 254 characters", "display_name": "Name can be at most 100 characters (it has 101)"]),
                ([("email", "ada@example.com"), ("display_name", Self.megabyte), ("password", Self.megabyte)],
                 ["display_name": "Name can be at most 100 characters", "password": "Password can be at most 200 characters"]),
                ([("email", "ada@exa mple.com"), ("display_name", "Ada\u{0}"), ("password", WebApp.password)],
                 ["email": "Enter an email address like name@example.com", "display_name": "Name must be a single line without control characters"]),
            ]
            for (fields, errors) in cases {
                let response = try await browser.post("/register", fields)
                let what = "register \(fields.map { "\($0.0)=\($0.1.prefix(20))" })"
                Self.expectFormBack(response, what)
                let form = ShownForm(response)
                for (field, message) in errors {
                    #expect(form.errors(field).contains { $0.hasPrefix(message) }, "\(what): \(field) says \(form.errors(field))")
                }
                #expect(form.values("email") == [fields[0].1], "\(what)")
                #expect(form.values("display_name") == [fields[1].1], "\(what)")
                #expect(form.values("password") == [""], "\(what)")
            }
            #expect(try await app.rowCounts() == before)
        }
    }

    @Test("logging in with empty, too long or 1 MB fields shows each problem and keeps the email")
    func login() async throws {
        try await WebApp.run { app in
            let browser = app.browser()
            try await browser.get("/login")
            let before = try await app.rowCounts()
            let cases: [(fields: [(String, String)], errors: [String: String])] = [
                ([("email", ""), ("password", "")], ["email": "Email is required", "password": "Password is required"]),
                ([("email", Self.megabyte), ("password", WebApp.password)], ["email": "Email can be at most 254 characters"]),
                ([("email", "ada@example.com"), ("password", Self.megabyte)], ["password": "Password is too long"]),
                ([("email", "ada.example.com"), ("password", WebApp.password)], ["email": "Enter an email address like name@example.com"]),
                ([("email", "ada\u{0}@example.com"), ("password", WebApp.password)], ["email": "Enter an email address like name@example.com"]),
            ]
            for (fields, errors) in cases {
                let response = try await browser.post("/login", fields)
                let what = "login \(fields.map { "\($0.0)=\($0.1.prefix(20))" })"
                Self.expectFormBack(response, what)
                let form = ShownForm(response)
                for (field, message) in errors {
                    #expect(form.errors(field) == [message], "\(what): \(field)")
                }
                #expect(form.values("email") == [fields[0].1], "\(what)")
                #expect(form.values("password") == [""], "\(what)")
            }
            #expect(try await app.rowCounts() == before)
        }
    }

    static let householdNameCases: [(name: String, error: String)] = [
        ("", "Name is required"),
        ("   ", "Name is required"),
        (tooLongName, "Name can be at most 100 characters (it has 101)"),
        (megabyte, "Name can be at most 100 characters"),
        ("Hill\u{0}House", "Name must be a single line without control characters"),
        ("Hill\nHouse", "Name must be a single line without control characters"),
    ]

    @Test("creating or renaming a household with a bad name shows the message by the field and keeps the name typed")
    func householdNames() async throws {
        try await WebApp.run { app in
            let newcomer = try await app.register("Grace")
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let before = try await app.rowCounts()
            let contents = try await app.contents()
            for (name, error) in Self.householdNameCases {
                for (browser, path) in [(newcomer, "/household/new"), (ada, "/household/new"), (ada, "/household/rename")] {
                    try await browser.get("/household")
                    let response = try await browser.post(path, [("name", name)])
                    let what = "\(path) \(name.prefix(20).debugDescription)"
                    Self.expectFormBack(response, what)
                    let form = ShownForm(response)
                    #expect(form.errors("name").contains { $0.hasPrefix(error) }, "\(what): \(form.errors("name"))")
                    #expect(form.values("name").contains(name), "\(what)")
                }
            }
            #expect(try await app.rowCounts() == before)
            #expect(try await app.contents() == contents)
        }
    }

    @Test("a new or edited recipe with wrong types, empty or oversized fields comes back marked, as typed, and unsaved")
    func recipeForm() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let recipe = try await ada.createRecipe("Seeded loaf")
            let before = try await app.rowCounts()
            let contents = try await app.contents()
            let cases: [(fields: [(String, String)], errors: [String: String])] = [
                ([("name", ""), ("servings", "abc"), ("steps[0][instructions]", "Mix"), ("steps[0][minutes]", "-3")],
                 ["name": "Name is required", "servings": "Servings must be a whole number between 1 and 100",
                  "steps[0][minutes]": "Write the time as minutes (20), or as 45 s, 1 h 30 or 1:30"]),
                ([("name", String(repeating: "r", count: 201)), ("servings", "0"), ("source_url", "my granny"),
                  ("steps[0][instructions]", "Mix"), ("steps[0][minutes]", "lots")],
                 ["name": "Name can be at most 200 characters (it has 201)", "servings": "Servings must be between 1 and 100",
                  "source_url": "Source must be a web address", "steps[0][minutes]": "Write the time as minutes"]),
                ([("name", Self.megabyte), ("summary", Self.megabyte), ("servings", "4"), ("steps[0][instructions]", Self.megabyte)],
                 ["name": "Name can be at most 200 characters", "summary": "Summary can be at most 2000 characters",
                  "steps[0][instructions]": "Instructions can be at most 5000 characters"]),
                ([("name", "Soup\u{0}"), ("servings", "4"), ("steps[0][instructions]", "Stir"), ("steps[0][tools]", "Pot\u{0}")],
                 ["name": "Name must be a single line without control characters", "steps[0][tools]": "Tool must be a single line"]),
            ]
            for path in ["/recipes/new", "/recipes/\(recipe.uuidString)/edit"] {
                for (fields, errors) in cases {
                    try await ada.get(path)
                    let response = try await ada.post(path, fields)
                    let what = "\(path) \(fields.map { "\($0.0)=\($0.1.prefix(20))" })"
                    Self.expectFormBack(response, what)
                    let form = ShownForm(response)
                    for (field, message) in errors {
                        #expect(form.errors(field).contains { $0.hasPrefix(message) }, "\(what): \(field) says \(form.errors(field))")
                    }
                    for (field, value) in fields {
                        #expect(form.values(field) == [value], "\(what): \(field) keeps what was typed")
                    }
                }
            }
            #expect(try await app.rowCounts() == before)
            #expect(try await app.contents() == contents)
        }
    }

    @Test("a skill with no name, a long one or a 1 MB one comes back with the message and the name typed")
    func skills() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let before = try await app.rowCounts()
            for (name, error) in [("", "Name is required"), (Self.tooLongName, "Name can be at most 100 characters (it has 101)"),
                                  (Self.megabyte, "Name can be at most 100 characters"), ("Knife\u{0}work", "Name must be a single line")] {
                try await ada.get("/skills")
                let response = try await ada.post("/skills", [("name", name), ("category", "knife")])
                let what = "skill \(name.prefix(20).debugDescription)"
                Self.expectFormBack(response, what)
                let form = ShownForm(response)
                #expect(form.errors("name").contains { $0.hasPrefix(error) }, "\(what): \(form.errors("name"))")
                #expect(form.values("name") == [name], "\(what)")
            }
            #expect(try await app.rowCounts() == before)
        }
    }

    @Test("a password change with a wrong current password or a bad new one shows why, with both fields emptied")
    func passwordChange() async throws {
        try await WebApp.run { app in
            let ada = try await app.register("Ada")
            let before = try await app.contents()
            let cases: [(fields: [(String, String)], errors: [String: String])] = [
                ([("current_password", ""), ("new_password", "short")],
                 ["current_password": "Enter your current password", "new_password": "Password needs at least 10 characters"]),
                ([("current_password", "not my password"), ("new_password", Self.megabyte)],
                 ["current_password": "This is not your current password", "new_password": "Password can be at most 200 characters"]),
                ([("current_password", Self.megabyte), ("new_password", "a perfectly good new password")],
                 ["current_password": "This is not your current password"]),
                ([("current_password", WebApp.password), ("new_password", "ten chars\u{0}!")],
                 ["new_password": "Password contains a character that cannot be used"]),
            ]
            for (fields, errors) in cases {
                try await ada.get("/account")
                let response = try await ada.post("/account/password", fields)
                let what = "password \(fields.map { "\($0.0)=\($0.1.prefix(20))" })"
                Self.expectFormBack(response, what)
                let form = ShownForm(response)
                for (field, message) in errors {
                    #expect(form.errors(field) == [message], "\(what): \(field)")
                }
                #expect(form.values("current_password") == [""], "\(what)")
                #expect(form.values("new_password") == [""], "\(what)")
            }
            #expect(try await app.contents() == before)
            #expect(try await ada.isLoggedIn())
        }
    }

    @Test("an import of nothing, of broken JSON or of 1 MB of junk explains itself, keeps the pasted text and imports nothing")
    func importForm() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let recipe = try await ada.createRecipe("Seeded loaf")
            let exported = try await ada.get("/recipes/\(recipe.uuidString)/export?format=larder").text
            #expect(exported.contains("\"Seeded loaf\""))
            #expect(exported.contains("\"flour\""))
            // A document a person could have edited by hand, with NUL characters escaped into its text.
            let nulInName = exported.replacingOccurrences(of: "\"Seeded loaf\"", with: #""Seeded\u0000loaf""#)
            let nulInIngredient = exported.replacingOccurrences(of: "\"Seeded loaf\"", with: "\"Rye\"")
                .replacingOccurrences(of: "\"flour\"", with: #""fl\u0000our""#)
            let before = try await app.rowCounts()
            let cases: [(json: String, message: String)] = [
                ("", "Choose a file or paste a recipe to import."),
                ("{not json", "Nothing was imported"),
                (Self.megabyte, "Nothing was imported"),
                ("[" + String(repeating: "[", count: 500) + "]", "Nothing was imported"),
                (nulInName, "Nothing was imported"),
                (nulInIngredient, "Nothing was imported"),
            ]
            for (json, message) in cases {
                try await ada.get("/import")
                let response = try await ada.post("/import", [("json", json), ("on_conflict", "rename")])
                let what = "import \(json.prefix(20).debugDescription)"
                Self.expectFormBack(response, what)
                #expect(response.text.contains(message), "\(what)")
                let kept = try #require(ShownForm(response).values("json").first)
                #expect(json.hasPrefix(kept) && kept.count >= min(json.count, 1_000_000), "\(what) keeps the pasted text")
            }
            #expect(try await app.rowCounts() == before)
        }
    }

    @Test("an invite with a made-up number of uses or lifetime comes back with a message and makes no link")
    func inviteForm() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let before = try await app.rowCounts()
            let cases: [(fields: [(String, String)], errors: [String: String])] = [
                ([("expires_hours", "168"), ("max_uses", "lots")], ["max_uses": "Choose how many people"]),
                ([("expires_hours", "-3"), ("max_uses", "1")], ["expires_hours": "Choose how long"]),
                ([("expires_hours", "forever"), ("max_uses", "0")], ["expires_hours": "Choose how long", "max_uses": "Choose how many people"]),
                ([("expires_hours", Self.megabyte), ("max_uses", Self.megabyte)], ["expires_hours": "Choose how long", "max_uses": "Choose how many people"]),
            ]
            for (fields, errors) in cases {
                try await ada.get("/household")
                let response = try await ada.post("/household/invites", fields)
                let what = "invite \(fields.map { "\($0.0)=\($0.1.prefix(20))" })"
                Self.expectFormBack(response, what)
                let form = ShownForm(response)
                for (field, message) in errors {
                    #expect(form.errors(field).contains { $0.hasPrefix(message) }, "\(what): \(field) says \(form.errors(field))")
                }
            }
            #expect(try await app.rowCounts() == before)
        }
    }

    @Test("bodies that are not proper url-encoding, not UTF-8, or hold NUL bytes never make a 500")
    func oddEncodings() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let recipe = try await ada.createRecipe("Seeded loaf")
            let (flour, _) = try await app.catalogIDs(ingredient: "flour", skill: "Kneading")
            let adaID = try await app.userID("Ada")
            let visitor = app.browser()
            let recipeFields = ["name", "summary", "servings", "source_url", "steps[0][id]", "steps[0][instructions]", "steps[0][minutes]",
                                "steps[0][kind]", "steps[0][tools]", "steps[0][skills]", "steps[0][ingredients]"]
            let forms: [(browser: Browser, path: String, fields: [String])] = [
                (visitor, "/register", ["email", "display_name", "password", "invite"]),
                (visitor, "/login", ["email", "password", "next", "invite"]),
                (ada, "/household/new", ["name"]),
                (ada, "/household/rename", ["name"]),
                (ada, "/household/invites", ["expires_hours", "max_uses"]),
                (ada, "/household/switch", ["household"]),
                (ada, "/household/members/\(adaID.uuidString)/role", ["role"]),
                (ada, "/recipes/new", recipeFields),
                (ada, "/recipes/\(recipe.uuidString)/edit", recipeFields),
                (ada, "/skills", ["name", "category"]),
                (ada, "/ingredients/\(flour.uuidString)/rename", ["name"]),
                (ada, "/account/password", ["current_password", "new_password"]),
                (ada, "/import", ["json", "on_conflict"]),
            ]
            let oddValues: [[UInt8]] = [
                Array("Hill%00House".utf8),
                Array("%zz%4%".utf8),
                Array("%FF%FE%C3%28".utf8),
                [0x48, 0x69, 0xFF, 0xFE, 0xC3, 0x28, 0x00, 0x21],
                Array("a+%00%ff%+&&==".utf8),
            ]
            for (browser, path, fields) in forms {
                for odd in oddValues {
                    try await browser.get(browser === visitor ? path : "/account")
                    let token = try #require(browser.csrfToken)
                    var body = Array("_csrf=\(token)".utf8)
                    for field in fields {
                        body += Array("&\(Browser.encode(field))=".utf8) + odd
                    }
                    let response = try await browser.postRaw(path, body)
                    #expect(response.status.code < 500, "\(path) with \(String(decoding: odd, as: UTF8.self).debugDescription)")
                }
                try await browser.get(browser === visitor ? path : "/account")
                let token = try #require(browser.csrfToken)
                for broken in ["=&=&&%%%&_csrf=\(token)&=x&name", "%00=1&%FF=2&_csrf=\(token)&name=%", "_csrf=\(token)" + String(repeating: "&", count: 10_000)] {
                    let response = try await browser.postRaw(path, Array(broken.utf8))
                    #expect(response.status.code < 500, "\(path) with \(broken.prefix(40).debugDescription)")
                }
            }

            // Search boxes and links take odd text too.
            for path in ["/recipes?q=%00", "/recipes?q=%FF%FE", "/recipes?q=%zz", "/recipes?ingredient=%00&skill=%00&max_minutes=%00&sort=%00&page=%00",
                         "/recipes?max_minutes=99999999999999999999&page=-5", "/ingredients?q=%00", "/recipes/%00", "/recipes/%00/edit",
                         "/ingredients/%00/image", "/invites/%00", "/login?next=%00", "/register?invite=%00%FF"] {
                let response = try await ada.get(path)
                #expect(response.status.code < 500, "\(path)")
            }
            let anonymous = try await visitor.get("/register?invite=%00")
            #expect(anonymous.status.code < 500)

            // A file that is not UTF-8, let alone JSON.
            try await ada.get("/import")
            let upload = try await ada.postMultipart("/import", [("on_conflict", "rename")], files: [("document", "recipes.json", Data([0xFF, 0xFE, 0x00, 0x7B]))])
            #expect(upload.status == .unprocessableContent)
            #expect(upload.text.contains("Nothing was imported"))
        }
    }
}
