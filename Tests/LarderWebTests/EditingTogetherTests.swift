import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
import Testing
@testable import WebTestSupport

/// Two people of one household editing the same recipe: a save made from an older version is
/// never applied silently, nothing either typed is lost, and no race answers 500.
@Suite("Editing one recipe together")
struct EditingTogetherTests {
    /// Ana and Ben, of one household, each with the editor of Ana's two-step loaf open.
    private func twoEditors(_ app: WebApp) async throws -> (ana: Browser, ben: Browser, recipe: UUID, household: UUID) {
        let ana = try await app.owner(of: "Flat 3", name: "Ana")
        let ben = try await app.member(of: ana, name: "Ben")
        let recipe = try await ana.createRecipe("Loaf", steps: 2)
        return (ana, ben, recipe, try await app.householdID("Flat 3"))
    }

    /// The editor's fields as shown, with some replaced (as a person would type them).
    private func edited(_ form: TestResponse, _ changes: [String: String]) -> [(String, String)] {
        submittedFields(of: form.text, changing: changes)
    }

    @Test("two people change different steps: the second save merges both without asking, and the first person's change stays")
    func differentPartsMerge() async throws {
        try await WebApp.run { app in
            let ana = try await app.owner(of: "Flat 3", name: "Ana")
            let ben = try await app.member(of: ana, name: "Ben")
            let recipe = try await ana.createRecipe("Soup", steps: 6)
            let household = try await app.householdID("Flat 3")
            let path = "/recipes/\(recipe.uuidString)/edit"
            let anasForm = try await ana.get(path)
            let bensForm = try await ben.get(path)
            // Ana changes step 6 and saves; Ben, from the same version, changes step 2 and a tag.
            #expect(try await ana.post(path, edited(anasForm, ["steps[5][instructions]": "Ana: blend until smooth"])).status == .seeOther)
            let bens = try await ben.post(path, edited(bensForm, ["steps[1][instructions]": "Ben: fry the onions", "tags": "soup"]))
            #expect(bens.status == .seeOther)
            let page = try await ben.follow(bens)
            #expect(page.text.contains("together with the changes someone else saved meanwhile (step 6)"))
            let stored = try #require(try await RecipeRepository(pool: app.pool).detail(recipe, in: household))
            #expect(stored.version == 3)
            #expect(stored.steps[1].instructions == "Ben: fry the onions")
            #expect(stored.steps[5].instructions == "Ana: blend until smooth", "Ben's save did not put step 6 back")
            #expect(stored.tags.map(\.name) == ["soup"])
        }
    }

    @Test("both change one step: the conflict form starts from the merge, names what keeping mine overwrites, and keeping mine keeps their other changes")
    func sameStepConflicts() async throws {
        try await WebApp.run { app in
            let (ana, ben, recipe, household) = try await twoEditors(app)
            let path = "/recipes/\(recipe.uuidString)/edit"
            let anasForm = try await ana.get(path)
            let bensForm = try await ben.get(path)
            #expect(ShownForm(anasForm).values("version") == ["1"])

            // Ben saves first: a new first step, and 6 servings.
            let bens = try await ben.post(path, edited(bensForm, ["steps[0][instructions]": "Ben: mix by hand", "servings": "6"]))
            #expect(bens.status == .seeOther)
            // Ana's save started from version 1 and changed the first step too: only that is asked about.
            let anas = try await ana.post(path, edited(anasForm, ["steps[0][instructions]": "Ana: mix in the machine",
                                                                 "steps[1][instructions]": "Ana: bake at 220 °C", "summary": "Ana's crusty loaf"]))
            #expect(anas.status == .conflict)
            #expect(anas.text.contains("Not saved yet: someone else changed the same parts"))
            #expect(anas.text.contains("Ben: mix by hand"))
            #expect(anas.text.contains("Keeping yours overwrites their step 1 (they changed it)."))
            #expect(anas.text.contains("What only they changed (servings) is already in the form below"))
            let shown = ShownForm(anas)
            #expect(shown.values("steps[0][instructions]") == ["Ana: mix in the machine"])
            #expect(shown.values("steps[1][instructions]") == ["Ana: bake at 220 °C"])
            #expect(shown.values("summary") == ["Ana's crusty loaf"])
            #expect(shown.values("servings") == ["6"], "the form starts from the merge: Ben's servings are in it")
            #expect(shown.values("version") == ["2"], "the form now saves against Ben's version")
            let stored = try #require(try await RecipeRepository(pool: app.pool).detail(recipe, in: household))
            #expect(stored.version == 2)
            #expect(stored.steps[1].instructions == "Step 2: knead the dough", "the refused save wrote nothing")

            // "Keep mine": the form as shown again, sent as it is.
            let kept = try await ana.post(path, submittedFields(of: anas.text))
            #expect(kept.status == .seeOther)
            let after = try #require(try await RecipeRepository(pool: app.pool).detail(recipe, in: household))
            #expect(after.version == 3)
            #expect(after.summary == "Ana's crusty loaf")
            #expect(after.servings == 6, "keeping mine did not revert Ben's servings")
            #expect(after.steps.map(\.instructions) == ["Ana: mix in the machine", "Ana: bake at 220 °C"])
            #expect(after.steps.map(\.id) == stored.steps.map(\.id))
        }
    }

    @Test("taking theirs leaves their version as saved, and the conflict page links back to it")
    func takeTheirs() async throws {
        try await WebApp.run { app in
            let (ana, ben, recipe, household) = try await twoEditors(app)
            let path = "/recipes/\(recipe.uuidString)/edit"
            let anasForm = try await ana.get(path)
            let bensForm = try await ben.get(path)
            #expect(try await ben.post(path, edited(bensForm, ["name": "Ben's loaf"])).status == .seeOther)
            let anas = try await ana.post(path, edited(anasForm, ["name": "Ana's loaf"]))
            #expect(anas.status == .conflict)
            #expect(anas.text.contains("Ben&#39;s loaf") || anas.text.contains("Ben's loaf"))
            #expect(anas.text.contains("href=\"/recipes/\(recipe.uuidString)\""), "take theirs: back to the recipe as saved")
            let page = try await ana.get("/recipes/\(recipe.uuidString)")
            #expect(page.status == .ok)
            let stored = try #require(try await RecipeRepository(pool: app.pool).detail(recipe, in: household))
            #expect(stored.name == "Ben's loaf")
            #expect(stored.version == 2)
        }
    }

    @Test("a form that names no version, or a bad one, is never saved over the recipe")
    func missingVersion() async throws {
        try await WebApp.run { app in
            let (ana, _, recipe, household) = try await twoEditors(app)
            let path = "/recipes/\(recipe.uuidString)/edit"
            let form = try await ana.get(path)
            for version in [nil, "", "x", "-1", "99999999999999999999"] as [String?] {
                var fields = edited(form, ["name": "Changed"]).filter { $0.0 != "version" }
                if let version { fields.append(("version", version)) }
                let response = try await ana.post(path, fields)
                #expect(response.status == .conflict, "version \(version ?? "absent")")
            }
            #expect(try await RecipeRepository(pool: app.pool).detail(recipe, in: household)?.name == "Loaf")
        }
    }

    @Test("saving unchanged writes nothing: same version, same update time")
    func unchangedSaveKeepsVersion() async throws {
        try await WebApp.run { app in
            let (ana, _, recipe, household) = try await twoEditors(app)
            let before = try #require(try await RecipeRepository(pool: app.pool).detail(recipe, in: household))
            let form = try await ana.get("/recipes/\(recipe.uuidString)/edit")
            let saved = try await ana.follow(try await ana.post("/recipes/\(recipe.uuidString)/edit", submittedFields(of: form.text)))
            #expect(saved.text.contains("Nothing changed"))
            let after = try #require(try await RecipeRepository(pool: app.pool).detail(recipe, in: household))
            #expect(after == before)
        }
    }

    @Test("two people saving one new name at once: one is saved, the other is told, and neither gets a 500")
    func racingOnOneName() async throws {
        try await WebApp.run { app in
            let (ana, ben, first, household) = try await twoEditors(app)
            let second = try await ben.createRecipe("Bun")
            let fields = [("name", "Sourdough"), ("summary", ""), ("servings", "2"), ("source_url", ""),
                          ("steps[0][instructions]", "Mix."), ("steps[0][ingredients]", "500 g flour")]
            for _ in 0..<5 {
                try await app.pool.query("DELETE FROM recipes WHERE household_id = \(household) AND name = 'Sourdough'")
                try await ana.get("/recipes/new")
                try await ben.get("/recipes/new")
                async let a = ana.post("/recipes/new", fields)
                async let b = ben.post("/recipes/new", fields)
                let statuses = [try await a.status, try await b.status].sorted { $0.code < $1.code }
                #expect(statuses == [.seeOther, .unprocessableContent])
            }
            // Renaming two recipes to one name at once, from their editors.
            let formA = try await ana.get("/recipes/\(first.uuidString)/edit")
            let formB = try await ben.get("/recipes/\(second.uuidString)/edit")
            async let a = ana.post("/recipes/\(first.uuidString)/edit", edited(formA, ["name": "Bread"]))
            async let b = ben.post("/recipes/\(second.uuidString)/edit", edited(formB, ["name": "bread"]))
            let statuses = [try await a.status, try await b.status].sorted { $0.code < $1.code }
            #expect(statuses == [.seeOther, .unprocessableContent])
        }
    }
}

@Suite("Saves racing")
struct RacingSaveTests {
    @Test("eight people save one recipe at once from the same version: one save lands whole, the others are told, none answers 500")
    func racingSaves() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Flat 3", name: "Ada")
            let recipe = try await ada.createRecipe("Loaf", steps: 3)
            let household = try await app.householdID("Flat 3")
            var cooks = [ada]
            for name in ["Ben", "Cal", "Dee", "Eve", "Fin", "Gus", "Hal"] { cooks.append(try await app.member(of: ada, name: name)) }
            let path = "/recipes/\(recipe.uuidString)/edit"
            var forms: [[(String, String)]] = []
            for (number, cook) in cooks.enumerated() {
                let shown = try await cook.get(path)
                // Each writes a different recipe: its own number of steps, each step named after the writer.
                var fields = submittedFields(of: shown.text).filter { !$0.0.hasPrefix("steps[") }
                for step in 0...(number % 4 + 1) {
                    fields += [("steps[\(step)][instructions]", "Cook \(number), step \(step + 1)"), ("steps[\(step)][minutes]", "\(step + 1)"),
                               ("steps[\(step)][ingredients]", "\(number + 1) g salt")]
                }
                forms.append([("_csrf", cook.csrfToken ?? "")] + fields)
            }
            let statuses = try await withThrowingTaskGroup(of: (Int, Int).self) { group in
                for (number, cook) in cooks.enumerated() {
                    let fields = forms[number]
                    group.addTask { (number, Int(try await cook.post(path, fields, omitCSRF: true).status.code)) }
                }
                return try await group.reduce(into: [Int: Int]()) { $0[$1.0] = $1.1 }
            }
            #expect(statuses.values.filter { $0 == 303 }.count == 1, "\(statuses)")
            #expect(statuses.values.filter { $0 == 409 }.count == cooks.count - 1, "\(statuses)")
            let winner = try #require(statuses.first { $0.value == 303 }?.key)
            let stored = try #require(try await RecipeRepository(pool: app.pool).detail(recipe, in: household))
            #expect(stored.version == 2)
            #expect(stored.steps.map(\.instructions) == (0...(winner % 4 + 1)).map { "Cook \(winner), step \($0 + 1)" },
                    "the stored recipe is exactly the one save that landed, every step of it")
            #expect(stored.steps.allSatisfy { $0.lines.map(\.text) == ["\(winner + 1) g salt"] })
        }
    }
}
