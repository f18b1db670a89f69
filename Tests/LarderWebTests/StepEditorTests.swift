import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// The editor without JavaScript: "Add step", "Move up", "Move down" and "Remove" are submit
/// buttons that show the form again rearranged, keeping every input; and each ingredient
/// line's reading can correct its ingredient link.
@Suite("The step editor without JavaScript")
struct StepEditorTests {
    /// The instructions of each step block, in page order.
    private func instructions(_ page: TestResponse) -> [String] {
        page.text.matches(of: /name="steps\[(\d+)\]\[instructions\]"/).map { String($0.1) }
            .map { ShownForm(page).values("steps[\($0)][instructions]").first ?? "" }
    }

    @Test("add three steps, fill them, move one up, remove one, then save: the form kept everything and saves in that order")
    func rearrangeAndSave() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Eli")
            let blank = try await cook.get("/recipes/new")
            var page = blank
            func press(_ button: String, changes: [String: String] = [:]) async throws {
                var fields = submittedFields(of: page.text).map { name, value in (name, changes[name] ?? value) }
                fields.append(("edit", button))
                page = try await cook.post("/recipes/new", fields)
                #expect(page.status == .ok, "\(button): \(page.status)")
                #expect(!page.text.contains("field--error"), "rearranging never complains")
            }
            try await press("add", changes: ["name": "Pancakes", "steps[0][instructions]": "Whisk", "steps[0][ingredients]": "2 eggs"])
            #expect(instructions(page) == ["Whisk", ""])
            #expect(page.text.contains("Step 2 added."))
            try await press("add", changes: ["steps[1][instructions]": "Rest", "steps[1][minutes]": "30", "steps[1][kind]": "passive"])
            try await press("add", changes: ["steps[2][instructions]": "Fry"])
            #expect(instructions(page) == ["Whisk", "Rest", "Fry", ""])
            try await press("up:2")
            #expect(instructions(page) == ["Whisk", "Fry", "Rest", ""])
            #expect(page.text.contains("Step 3 moved up: it is now step 2."))
            #expect(ShownForm(page).values("steps[2][minutes]") == ["30"], "the moved step's fields moved with it")
            try await press("down:0")
            #expect(instructions(page) == ["Fry", "Whisk", "Rest", ""])
            try await press("remove:3")
            #expect(instructions(page) == ["Fry", "Whisk", "Rest"])
            #expect(ShownForm(page).values("name") == ["Pancakes"])
            #expect(ShownForm(page).values("steps[1][ingredients]") == ["2 eggs"])
            // The first step cannot move up, the last cannot move down.
            #expect(page.text.contains(#"value="up:0" class="button button--quiet button--small" data-move-step="up" hidden"#))
            #expect(page.text.contains(#"value="down:2" class="button button--quiet button--small" data-move-step="down" hidden"#))

            let saved = try await cook.post("/recipes/new", submittedFields(of: page.text))
            #expect(saved.status == .seeOther)
            let household = try await app.householdID("Home")
            let id = try await app.pool.query("SELECT id FROM recipes WHERE name = 'Pancakes'")[0].decode(UUID.self)
            let recipe = try #require(try await RecipeRepository(pool: app.pool).detail(id, in: household))
            #expect(recipe.steps.map(\.instructions) == ["Fry", "Whisk", "Rest"])
            #expect(recipe.steps[2].time == StepTime(seconds: 1800, kind: .passive))
        }
    }

    @Test("a button naming no step, or nonsense, changes nothing and never fails")
    func strangeButtons() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Eli")
            let page = try await cook.get("/recipes/new")
            for button in ["up:99", "down:-1", "remove:7", "up:0", "up:x", "sideways:1"] {
                let fields = submittedFields(of: page.text).map { name, value in (name, name == "steps[0][instructions]" ? "Whisk" : value) }
                let response = try await cook.post("/recipes/new", fields + [("edit", button)])
                #expect(response.status.code < 500, "\(button)")
                #expect(ShownForm(response).values("steps[0][instructions]") == ["Whisk"] || response.status == .unprocessableContent, "\(button)")
            }
            #expect(try await app.pool.query("SELECT count(*) FROM recipes")[0].decode(Int.self) == 0)
        }
    }

    @Test("each line shows its reading; correcting the ingredient there relinks or unlinks just that line")
    func correctTheLink() async throws {
        try await WebApp.run { app in
            let cook = try await app.owner(of: "Home", name: "Eli")
            let household = try await app.householdID("Home")
            try await cook.get("/recipes/new")
            let created = try await cook.post("/recipes/new", [
                ("name", "Omelette"), ("servings", "1"), ("steps[0][instructions]", "Beat and cook"),
                ("steps[0][ingredients]", "2–3 large eggs\n10 g butter, cold\nsalt, to taste"),
            ])
            let location = try #require(created.headers[.location])
            let id = try #require(UUID(uuidString: String(location.dropFirst("/recipes/".count))))
            let form = try await cook.get("/recipes/\(id.uuidString)/edit")
            #expect(form.text.contains("How Larder reads these lines"))
            #expect(ShownForm(form).values("steps[0][line]") == ["2–3 large eggs", "10 g butter, cold", "salt, to taste"])
            let links = ShownForm(form).values("steps[0][link]")
            #expect(links.count == 3)
            #expect(form.text.contains(#"<td data-label="Amount">2–3</td>"#))

            // The cook relinks the eggs to "Duck eggs" (the catalog calls it "Duck egg") and unlinks the butter.
            var fields = submittedFields(of: form.text)
            var seen = 0
            fields = fields.map { name, value in
                guard name == "steps[0][link]" else { return (name, value) }
                defer { seen += 1 }
                return (name, seen == 0 ? "Duck eggs" : seen == 1 ? "" : value)
            }
            #expect(try await cook.post("/recipes/\(id.uuidString)/edit", fields).status == .seeOther)
            let recipe = try #require(try await RecipeRepository(pool: app.pool).detail(id, in: household))
            let lines = recipe.steps[0].lines
            #expect(lines.map(\.ingredient?.name) == ["Duck egg", nil, links[2].isEmpty ? nil : links[2]])
            #expect(lines[0].quantity == 2 && lines[0].quantityMax == 3, "the rest of the reading stays")
            #expect(lines[1].note == "cold")
        }
    }
}
