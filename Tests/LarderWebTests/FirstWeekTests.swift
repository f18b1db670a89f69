import Foundation
import Hummingbird
import HummingbirdTesting
import LarderWeb
import LarderModel
import LarderStore
import Testing

/// What a new household meets in its first week, through the pages: nothing is lost in one
/// click, days are the household's own, a plan finds its recipe however it is typed, and the
/// shopping list reads like a cook's.
@Suite("A household's first week")
struct FirstWeekTests {
    @Test("leaving as the only member asks first, as deleting does; the household can be brought back, whole, from the account page")
    func leavingAsTheOnlyMember() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            _ = try await ada.createRecipe("Loaf", steps: 2)
            let before = try await app.rowCounts()
            let household = try await ada.get("/household")
            #expect(household.text.contains("href=\"/household/delete?leaving=1\""), "the only member's Leave goes to the confirmation")
            // Even a Leave posted straight away deletes nothing: it is sent to the confirmation.
            let left = try await ada.post("/household/leave")
            #expect(left.status == .seeOther && left.headers[.location] == "/household/delete?leaving=1")
            #expect(try await app.rowCounts() == before)
            let confirm = try await ada.follow(left)
            #expect(confirm.text.contains("Leave and delete this household?") && confirm.text.contains("1 recipe"))
            #expect(confirm.text.contains("You can bring it back, as it was, from your account page for 7 days."))

            let deleted = try await ada.post("/household/delete")
            #expect(deleted.status == .seeOther)
            let after = try await ada.follow(deleted)
            #expect(after.text.contains("Hill House was deleted.") && after.text.contains("/households/"))
            #expect(try await ada.get("/recipes").status != .ok, "no household to look at")
            let account = try await ada.get("/account")
            #expect(account.text.contains("Deleted households") && account.text.contains("Bring back Hill House"))
            #expect(try await app.rowCounts() == before, "kept whole for the undo window")

            let id = try await app.householdID("Hill House")
            let restored = try await ada.post("/households/\(id.uuidString)/restore")
            #expect(try await ada.follow(restored).text.contains("Hill House is back, as it was."))
            #expect(try await ada.get("/recipes").text.contains("Loaf"))
        }
    }

    @Test("days are the household's: 'today' on the plan and the cooking log, and times on its pages, follow its time zone")
    func householdTimeZone() async throws {
        try await WebApp.run { app in
            // A zone whose date differs from UTC's right now.
            let now = Date()
            let utcHour = Calendar(identifier: .gregorian).dateComponents(in: .gmt, from: now).hour ?? 0
            let zone = utcHour >= 10 ? "Pacific/Kiritimati" : "Pacific/Pago_Pago"
            let local = Day(now, in: TimeZone(identifier: zone)!)
            #expect(local != Day(now))
            // A new household takes the zone the browser suggests.
            let ada = try await app.register("Ada")
            try await ada.get("/household")
            try await ada.post("/household/new", [("name", "Far House"), ("time_zone", zone)])
            let plan = try await ada.get("/plan")
            #expect(plan.text.contains("id=\"day-\(local.iso)\"") && plan.text.contains("day--today\" id=\"day-\(local.iso)\""))
            let recipe = try await ada.createRecipe("Soup")
            #expect(try await ada.get("/recipes/\(recipe.uuidString)").text.contains("name=\"cooked_on\" value=\"\(local.iso)\""))
            // An owner moves it; an unknown zone is refused.
            let household = try await ada.get("/household")
            #expect(household.text.contains("<option value=\"\(zone)\" selected>"))
            #expect(try await ada.post("/household/time-zone", [("time_zone", "Mars/Olympus")]).status == .seeOther)
            #expect(try await app.pool.query("SELECT time_zone FROM households")[0].decode(String.self) == zone)
            try await ada.post("/household/time-zone", [("time_zone", "UTC")])
            #expect(try await ada.get("/plan").text.contains("day--today\" id=\"day-\(Day(now).iso)\""))
        }
    }

    @Test("the day's form finds a recipe however it is typed: case, accents, a typo; a name like one recipe alone plans it, like several offers them")
    func recipePicker() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let tart = try await ada.createRecipe("Lemon tart")
            _ = try await ada.createRecipe("Crème brûlée")
            try await ada.get("/plan")
            let typedLower = try await ada.post("/plan/entries", [("day", "2026-11-24"), ("slot", "dinner"), ("recipe", "lemon TART")])
            #expect(typedLower.status == .seeOther)
            let accents = try await ada.post("/plan/entries", [("day", "2026-11-25"), ("slot", "dinner"), ("recipe", "creme brulee")])
            #expect(accents.status == .seeOther)
            // Like one recipe alone, by a typo or by a part of its name: that one is planned, and named.
            for (day, typed) in [("2026-11-27", "creme brule"), ("2026-11-28", "brul")] {
                let one = try await ada.post("/plan/entries", [("day", day), ("slot", "lunch"), ("recipe", typed)])
                #expect(one.status == .seeOther, "\(typed)")
                #expect(try await ada.follow(one).text.htmlUnescaped.contains("the one recipe like “\(typed)”"), "\(typed)")
            }
            #expect(try await app.pool.query("SELECT count(*) FROM plan_entries WHERE day >= '2026-11-27'")[0].decode(Int.self) == 2)
            // Like several: asked which.
            _ = try await ada.createRecipe("Lemon tartlets")
            try await ada.get("/plan")
            let typo = try await ada.post("/plan/entries", [("day", "2026-11-26"), ("slot", "dinner"), ("recipe", "lemn tart")])
            #expect(typo.status == .unprocessableContent)
            #expect(typo.text.contains("Did you mean one of these?") && typo.text.contains("Plan Lemon tart"))
            #expect(typo.text.contains("name=\"recipe_id\" value=\"\(tart.uuidString)\""))
            let chosen = try await ada.post("/plan/entries", [("day", "2026-11-26"), ("slot", "dinner"), ("recipe_id", tart.uuidString)])
            #expect(chosen.status == .seeOther)
            #expect(try await app.pool.query("SELECT count(*) FROM plan_entries WHERE recipe_id IS NOT NULL")[0].decode(Int.self) == 5)
            // Without script: a page of matches, each planned with one button.
            let picker = try await ada.get("/plan/recipes?q=brulee&day=2026-11-27")
            #expect(picker.text.contains("A recipe for Fri 27 Nov") && picker.text.contains("Crème brûlée") && !picker.text.contains("Lemon tart"))
            // With script: the names alone, for the field's list.
            ada.headers = [.accept: "text/html+fragment"]
            let options = try await ada.get("/plan/recipes?q=lemn")
            ada.headers = [:]
            #expect(options.text.contains("<option value=\"Lemon tart\"></option>") && !options.text.contains("<html"))
            // A letter missing from a word of six ("chiken") is still forgiven.
            _ = try await ada.createRecipe("Chicken curry")
            ada.headers = [.accept: "text/html+fragment"]
            #expect(try await ada.get("/plan/recipes?q=chiken").text.contains("<option value=\"Chicken curry\"></option>"))
            ada.headers = [:]
            // The list's search forgives a typo too.
            let list = try await ada.get("/recipes?q=lemn")
            #expect(list.text.contains("No recipe contains “lemn”. These have a name like it:") && list.text.contains("Lemon tart"))
            #expect(try #require(list.statements) <= 2)
        }
    }

    @Test("a heading typed among a step's lines groups the lines after it: the page shows it over them, the form gives it back, the shopping list leaves it off")
    func headingsGroupLines() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/recipes/new")
            let lines = "For the marinade:\n2 tbsp soy sauce\n1 clove garlic\nFOR THE SAUCE\n200g/7oz tomatoes\nRoasting pan"
            let made = try await ada.post("/recipes/new", [
                ("name", "Grilled chicken"), ("servings", "2"),
                ("steps[0][instructions]", "Marinate, then roast with the sauce."),
                ("steps[0][ingredients]", lines),
            ])
            let recipe = try #require(made.headers[.location].flatMap { UUID(uuidString: String($0.dropFirst("/recipes/".count))) })
            let stored = try await app.pool.query("""
                SELECT line_text, group_name FROM recipe_ingredients WHERE recipe_id IS NULL AND household_id = (SELECT household_id FROM recipes WHERE id = \(recipe))
                ORDER BY position
                """).decode(String.self, String.self)
            #expect(stored.map(\.0) == ["2 tbsp soy sauce", "1 clove garlic", "200g/7oz tomatoes", "Roasting pan"])
            #expect(stored.map(\.1) == ["Marinade", "Marinade", "Sauce", "Sauce"])
            let page = try await ada.get("/recipes/\(recipe.uuidString)")
            #expect(page.text.contains("<li class=\"line-group\">Marinade</li>") && page.text.contains("<li class=\"line-group\">Sauce</li>"))
            let doubled = try await ada.get("/recipes/\(recipe.uuidString)?servings=4")
            #expect(doubled.text.contains("400 g / 14 oz tomatoes"), "the amount after the slash scales with the first")
            let form = try await ada.get("/recipes/\(recipe.uuidString)/edit")
            #expect(form.text.contains("Marinade:\n2 tbsp soy sauce\n1 clove garlic\nSauce:\n200g/7oz tomatoes\nRoasting pan"))
            // Saved again as shown, nothing changes.
            let before = try await app.pool.query("SELECT count(*) FROM recipe_ingredients")[0].decode(Int.self)
            try await ada.post("/recipes/\(recipe.uuidString)/shop", [("servings", "2")])
            let list = try await ada.get("/shopping")
            #expect(!list.text.contains("Marinade") && !list.text.contains("SAUCE") && list.text.contains("soy sauce"))
            #expect(try await app.pool.query("SELECT count(*) FROM recipe_ingredients")[0].decode(Int.self) == before)
        }
    }

    @Test("the shopping list adds up lemons and eggs as a cook would, leaves the pantry staples off (with a way to show them), and files 'dairy' with 'Dairy'")
    func shoppingMerges() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            try await ada.get("/recipes/new")
            let made = try await ada.post("/recipes/new", [
                ("name", "Lemon pancakes"), ("servings", "4"),
                ("steps[0][instructions]", "Whisk the eggs with the milk and water."),
                ("steps[0][ingredients]", "2 large eggs\n1 egg\n300 ml milk\n100 ml water\na pinch of salt"),
                ("steps[1][instructions]", "Squeeze the lemons over the pancakes."),
                ("steps[1][ingredients]", "¾ lemon, juiced\n4 lemons"),
            ])
            let recipe = try #require(made.headers[.location].flatMap { UUID(uuidString: String($0.dropFirst("/recipes/".count))) })
            let (milk, eggs) = try await (app.pool.query("SELECT id FROM ingredients WHERE name = 'milk'")[0].decode(UUID.self),
                                          app.pool.query("SELECT id FROM ingredients WHERE name = 'egg'")[0].decode(UUID.self))
            try await ada.get("/ingredients")
            try await ada.post("/ingredients/\(milk.uuidString)/aisle", [("aisle", "Dairy")])
            try await ada.post("/ingredients/\(eggs.uuidString)/aisle", [("aisle", "dairy")])
            #expect(try await app.pool.query("SELECT aisle FROM ingredients WHERE id = \(eggs)")[0].decode(String.self) == "Dairy",
                    "an aisle the household has is kept as spelled there")
            // As aisles set before this rule were: in another case. The list files them together all the same.
            try await app.pool.query("UPDATE ingredients SET aisle = 'dairy' WHERE id = \(eggs)")
            try await ada.get("/recipes/\(recipe.uuidString)")
            try await ada.post("/recipes/\(recipe.uuidString)/shop", [("servings", "4")])
            let list = try await ada.get("/shopping")
            #expect(list.text.contains(">3 eggs<") && list.text.contains(">about 4½ lemons<"))
            #expect(list.text.components(separatedBy: "<h3 class=\"aisle-title\">Dairy</h3>").count == 2, "one Dairy aisle")
            #expect(!list.text.contains("<h3 class=\"aisle-title\">dairy</h3>"))
            #expect(!list.text.contains(">100 ml water<") && !list.text.contains("pinch of salt<"))
            #expect(list.text.contains("2 pantry staples are left off: 100 ml water, a pinch of salt."))
            let shown = try await ada.get("/shopping?staples=show")
            #expect(shown.text.contains(">100 ml water<") && shown.text.contains("Leave them off"))
            // The household says what it always has.
            let saved = try await ada.post("/shopping/staples", [("staples", "water, Salt, eggs")])
            #expect(saved.status == .seeOther)
            let again = try await ada.get("/shopping")
            #expect(!again.text.contains(">3 eggs<") && again.text.contains("left off: 3 eggs, 100 ml water, a pinch of salt."))
            #expect(try await app.pool.query("SELECT pantry_staples FROM households")[0].decode([String].self) == ["water", "salt", "egg"])
        }
    }

    @Test("small things: a page past the end is the last page, never-cooked recipes come by name, the week's list is one click, confirmations speak a cook's words")
    func smallThings() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            for name in ["Cake", "Bread", "Apple pie"] { _ = try await ada.createRecipe(name) }
            let far = try await ada.get("/recipes?page=99")
            #expect(far.status == .found || far.status == .seeOther)
            #expect(far.headers[.location] == "/recipes")
            let leastCooked = try await ada.get("/recipes?sort=least-cooked")
            let names = leastCooked.text.matches(of: /<h2><a href="\/recipes\/[^"]+">([^<]+)<\/a><\/h2>/).map { String($0.1) }
            #expect(names == ["Apple pie", "Bread", "Cake"])
            let week = try await ada.get("/plan")
            #expect(week.text.contains("<form class=\"page-actions\" method=\"post\" action=\"/shopping/days\">"))
            let cake = try await app.pool.query("SELECT id FROM recipes WHERE name = 'Cake'")[0].decode(UUID.self)
            let confirm = try await ada.get("/recipes/\(cake.uuidString)/delete")
            #expect(confirm.text.contains("1 skill mentioned on a step") && !confirm.text.contains("links between"))
        }
    }
}

@Suite("Forms with files, read as they arrive")
struct FormStreamTests {
    static func body(boundary: String, file: [UInt8]) -> [UInt8] {
        var body: [UInt8] = []
        func add(_ text: String) { body += Array(text.utf8) }
        add("preamble\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nFocaccia\r\n")
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"summary\"\r\n\r\nline one\r\nline two -- not a boundary\r\n")
        add("--\(boundary)\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"p.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n")
        body += file
        add("\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"empty\"; filename=\"\"\r\n\r\n\r\n--\(boundary)--\r\nepilogue")
        return body
    }

    @Test("fed in pieces of any size, the stream reads what the whole body reads, and keeps of a file only its limit and a byte")
    func piecesReadAsTheWhole() {
        let boundary = "----larder0123"
        let file = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) } + Array("\r\n--\(boundary)x".utf8.dropLast(3))
        let body = Self.body(boundary: boundary, file: file)
        let whole = FormData(body: ByteBuffer(bytes: body), contentType: "multipart/form-data; boundary=\(boundary)")
        for size in [1, 2, 7, 64, 1000, body.count] {
            var stream = FormData.Stream(boundary: boundary, fileLimit: 10_000, fieldLimit: 1000)
            for start in stride(from: 0, to: body.count, by: size) { stream.feed(body[start..<min(start + size, body.count)]) }
            let form = stream.finish()
            #expect(form["name"] == "Focaccia" && form["summary"] == whole["summary"], "pieces of \(size)")
            #expect(form.files["photo"]?.data == whole.files["photo"]?.data && form.files["photo"]?.size == file.count, "pieces of \(size)")
            #expect(form.files["empty"] == nil)
        }
        var small = FormData.Stream(boundary: boundary, fileLimit: 100, fieldLimit: 1000)
        small.feed(body)
        let kept = small.finish()
        #expect(kept.files["photo"]?.data.count == 101 && kept.files["photo"]?.size == file.count)
        #expect(kept["name"] == "Focaccia", "fields after a file over its limit are read all the same")
    }
}
