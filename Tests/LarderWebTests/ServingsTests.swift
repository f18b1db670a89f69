import Foundation
import HummingbirdTesting
import LarderModel
import LarderStore
@testable import LarderWeb
import Testing
@testable import WebTestSupport

@Suite("Servings and the summed ingredient list")
struct ServingsTests {
    /// A parsed line linked to the catalog's ingredient `name`, as the editor's link does.
    static func line(_ text: String, linkedTo name: String) -> LineDraft {
        var line = IngredientLineParser.parse(text)
        line.ingredient = name
        return line
    }

    static let pancakes = RecipeDraft(name: "Pancakes", summary: "Thin ones.", servings: 4, steps: [
        StepDraft(instructions: "Whisk the batter.", lines: [
            line("2 eggs", linkedTo: "Egg"), IngredientLineParser.parse("1 ½ cups flour, sifted"),
            IngredientLineParser.parse("200 ml milk"), IngredientLineParser.parse("1 tbsp sugar"),
            IngredientLineParser.parse("salt, to taste"), LineDraft(text: "a knob of butter for the pan"),
        ]),
        StepDraft(instructions: "Glaze.", lines: [
            line("1 egg", linkedTo: "Egg"), IngredientLineParser.parse("1 l milk"), IngredientLineParser.parse("2 tsp sugar"),
            IngredientLineParser.parse("2-3 lemons"), IngredientLineParser.parse("100 g sugar"),
        ]),
    ])

    /// The texts of the whole-recipe list and of the step lines on the page.
    static func lists(_ page: String) -> (ingredients: [String], steps: [String]) {
        func items(between start: String, and end: String) -> [String] {
            guard let from = page.range(of: start), let to = page.range(of: end, range: from.upperBound..<page.endIndex) else { return [] }
            let section = page[from.upperBound..<to.lowerBound]
            return section.components(separatedBy: "<li").dropFirst().map { item in
                item.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
                    .replacingOccurrences(of: ">", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        return (items(between: "<ul class=\"checklist\">", and: "</ul>"),
                page.components(separatedBy: "<ul class=\"step-lines\">").dropFirst().flatMap { part in
                    part.components(separatedBy: "</ul>")[0].components(separatedBy: "<li>").dropFirst().map {
                        $0.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression).trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                })
    }

    @Test("the ingredient list sums an ingredient across steps, converts within a kind only, and keeps unlinked and unquantified lines as written")
    func summing() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let id = try await RecipeRepository(pool: app.pool).create(
                Self.pancakes, in: try await app.householdID("Hill House"), author: try await app.userID("Ada"))
            let page = try await ada.get("/recipes/\(id.uuidString)")
            #expect(page.status == .ok)
            let (ingredients, steps) = Self.lists(page.text)
            #expect(ingredients == [
                "3 eggs",                        // 2 eggs + 1 egg
                "1 ½ cups flour, sifted",        // alone: as written
                "1.2 l milk",                    // 200 ml + 1 l, in the larger unit
                "1 tbsp + 2 tsp sugar",          // said as spoons measure it; the 100 g of sugar is mass, never added to volume
                "salt, to taste",                // no quantity: as written
                "a knob of butter for the pan",  // no ingredient: as written
                "2-3 lemons",
                "100 g sugar",
            ])
            // The steps keep their own lines, unscaled, exactly as written.
            #expect(steps == ["2 eggs", "1 ½ cups flour, sifted", "200 ml milk", "1 tbsp sugar", "salt, to taste",
                              "a knob of butter for the pan", "1 egg", "1 l milk", "2 tsp sugar", "2-3 lemons", "100 g sugar"])
            #expect(page.statements ?? 99 <= 3)
        }
    }

    @Test("?servings= rescales every amount in readable units, with fractions where they fit, a number field and plain − and + links; bad values show the recipe's own")
    func scaling() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let id = try await RecipeRepository(pool: app.pool).create(
                Self.pancakes, in: try await app.householdID("Hill House"), author: try await app.userID("Ada"))
            let base = "/recipes/\(id.uuidString)"

            let six = try await ada.get(base + "?servings=6")
            let (ingredients, steps) = Self.lists(six.text)
            #expect(ingredients == ["4½ eggs", "2¼ cups flour, sifted", "1.8 l milk", "2½ tbsp sugar", "salt, to taste",
                                    "a knob of butter for the pan", "3–4½ lemons", "150 g sugar"])
            #expect(steps.prefix(4) == ["3 eggs", "2¼ cups flour, sifted", "300 ml milk", "1½ tbsp sugar"])
            #expect(six.text.contains("name=\"servings\" value=\"6\""), "a number field, as well as − and +")
            #expect(six.text.contains("href=\"\(base)?servings=5\"") && six.text.contains("href=\"\(base)?servings=7\""))
            #expect(six.text.contains("Scaled from 4."))
            // The page's JSON-LD describes the recipe as shown; the exported document keeps its own servings.
            let jsonLD = try #require(six.text.firstMatch(of: /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.1)
            let node = try #require(try JSONSerialization.jsonObject(with: Data(jsonLD.utf8)) as? [String: Any])
            #expect(node["recipeYield"] as? String == "6 servings")
            #expect((node["recipeIngredient"] as? [String])?.prefix(3) == ["3 eggs", "2¼ cups flour, sifted", "300 ml milk"])
            let exported = try await ada.get(base + "/export?format=schema-org")
            #expect(exported.text.contains("\"recipeYield\" : \"4 servings\""))
            #expect(six.statements ?? 99 <= 3)

            let one = Self.lists(try await ada.get(base + "?servings=1").text)
            // ⅜ cup is not a measure a cook reads at a glance: 6 tbsp is. Half an egg is an egg, not eggs.
            #expect(one.steps.prefix(3) == ["½ egg", "6 tbsp flour, sifted", "50 ml milk"])
            #expect(one.ingredients.first == "¾ egg")
            let oneText = try await ada.get(base + "?servings=1").text
            #expect(!oneText.contains("?servings=0") && oneText.contains("?servings=2"))

            let hundred = try await ada.get(base + "?servings=100")
            #expect(Self.lists(hundred.text).ingredients.prefix(3) == ["75 eggs", "37½ cups flour, sifted", "30 l milk"])
            #expect(!hundred.text.contains("?servings=101"))

            for bad in ["0", "101", "-3", "two", "1e9", ""] {
                let page = try await ada.get(base + "?servings=\(bad)")
                #expect(page.status == .ok)
                #expect(Self.lists(page.text).steps.first == "2 eggs" && !page.text.contains("Scaled from"))
            }
        }
    }
}

@Suite("The schedule")
struct ScheduleTests {
    @Test("a step waits for the one before it unless the recipe marks it as done while a step waits: ready in the critical path, the same on the page, the list card and the sort, drawn as an SVG with a title, a description and labels; an untimed step says so")
    func criticalPath() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let draft = RecipeDraft(name: "Traybake", servings: 2, steps: [
                StepDraft(instructions: "Chop.", time: StepTime(minutes: 10, kind: .active)),
                StepDraft(instructions: "Roast.", time: StepTime(minutes: 35, kind: .passive)),
                StepDraft(instructions: "Make the sauce.", time: StepTime(minutes: 3, kind: .active), during: 1),
                StepDraft(instructions: "Warm the plates."),
                StepDraft(instructions: "Rest.", time: StepTime(minutes: 5, kind: .passive)),
                StepDraft(instructions: "Blend the sauce until smooth.", time: StepTime(minutes: 2, kind: .active)),
            ])
            let household = try await app.householdID("Hill House")
            let id = try await RecipeRepository(pool: app.pool).create(draft, in: household, author: try await app.userID("Ada"))
            let page = try await ada.get("/recipes/\(id.uuidString)")
            // Chop 0–10, roast 10–45 while the sauce is made 10–13, plates at 45, rest 45–50, and
            // blending waits for the rest: 52 min, not the 55 the times add up to.
            #expect(page.text.contains("<dt>Ready in</dt><dd><a href=\"#schedule-title\">52 min</a></dd>"))
            #expect(page.text.contains("The times add up to 55 min"))
            #expect(page.text.contains("<title id=\"schedule-svg-title\">Schedule: ready in 52 min</title>"))
            #expect(page.text.contains("Step 2: 35 min waiting. Step 3: 3 min busy, while step 2 waits. Step 4: no time given. Step 5: 5 min waiting."))
            #expect(page.text.contains("Can be done while step 2 waits."))
            #expect(page.text.contains("fill=\"url(#waiting-hatch)\""))
            let section = try #require(page.text.firstMatch(of: /<section class="schedule"[\s\S]*?<\/section>/)?.0)
            #expect(!section.contains("<script") && section.firstMatch(of: /\son[a-z]+=/) == nil, "the schedule needs no script")
            #expect(page.statements ?? 99 <= 3)
            // The axis: a bare 0, then every 10 minutes up to the 52; on a phone's chart, every 15.
            let charts = section.matches(of: /<svg class="schedule-chart[^"]*"[\s\S]*?<\/svg>/).map { String($0.output) }
            #expect(charts.count == 2 && charts[1].contains("schedule-chart--narrow"))
            let ticks = charts.map { $0.matches(of: /class="schedule-tick">([^<]*)</).map { String($0.output.1) } }
            #expect(ticks.first == ["0", "10 min", "20 min", "30 min", "40 min", "50 min"])
            #expect(ticks.last == ["0", "15 min", "30 min", "45 min"])

            let stored = try #require(try await RecipeRepository(pool: app.pool).detail(id, in: household))
            #expect(stored.schedule.slots.map(\.start) == [0, 600, 600, 2700, 2700, 3000])
            #expect(stored.schedule.readyIn == 3120 && stored.schedule.sum == 3300)
            // One computation gives "ready in" everywhere: the stored figure the list shows and sorts by.
            #expect(stored.totalTimeSeconds == 3120 && stored.readyIn.seconds == 3120)
            let list = try await ada.get("/recipes")
            #expect(list.text.contains("52 min"))
        }
    }

    @Test("on a phone, a schedule of 8 steps is stacked in every language: each step's words on a line above its bar, all within the chart's width")
    func narrowScheduleFits() throws {
        let steps = (0..<8).map { index in
            Schedule.Step(time: index == 5 ? nil : StepTime(seconds: [600, 5400, 300, 1200, 90, 0, 2700, 45][index], kind: index % 2 == 1 ? .passive : .active),
                          during: index == 2 ? 1 : index == 6 ? 3 : nil)
        }
        for language in Language.allCases {
            let view = try #require(ScheduleView(Schedule(steps), strings: Strings.catalog(for: language)))
            let narrow = view.narrow
            #expect(narrow.bars.count == 8)
            for (row, bar) in narrow.bars.enumerated() {
                // As the wide chart estimates its words: 6.5 units a character at 12 px, the step's name and a separator before them.
                for line in [bar.stepLabel + " · " + bar.text, bar.more ?? ""] {
                    #expect(Double(line.count) * 6.5 <= Double(narrow.width), "\(language), step \(row + 1): “\(line)” does not fit \(narrow.width)")
                }
                #expect(bar.x >= 14 && bar.x + bar.width <= narrow.width - 14, "\(language), step \(row + 1): the bar runs past the chart")
                #expect(bar.labelY + (bar.more == nil ? 0 : 14) < bar.y, "\(language), step \(row + 1): the words run into the bar")
                // The next step's words rise 9 units above their line; the axis lies below the last bar.
                let below = narrow.bars.dropFirst(row + 1).first.map { $0.labelY - 9 } ?? narrow.axisY
                #expect(bar.y + 14 < below, "\(language), step \(row + 1): the bar and what is below it overlap")
            }
            #expect(narrow.height > narrow.axisY && narrow.ticks.count <= 5)
        }
    }

    @Test("a recipe whose steps have no times takes the times it states, and the page says so")
    func statedTimes() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let draft = RecipeDraft(name: "Pancakes", servings: 2, times: RecipeTimes(prepSeconds: 600, cookSeconds: 1200),
                                    steps: [StepDraft(instructions: "Whisk."), StepDraft(instructions: "Serve with lemon and sugar.")])
            let household = try await app.householdID("Hill House")
            let id = try await RecipeRepository(pool: app.pool).create(draft, in: household, author: try await app.userID("Ada"))
            let page = try await ada.get("/recipes/\(id.uuidString)")
            #expect(page.text.contains("<dt>Ready in</dt><dd>30 min <span class=\"muted\">(as the recipe states: preparation 10 min, cooking 20 min)</span></dd>"))
            #expect(!page.text.contains("Start 20 min timer"), "no step is given the recipe's cooking time")
            #expect(try await RecipeRepository(pool: app.pool).detail(id, in: household)?.totalTimeSeconds == 1800)
        }
    }

    @Test("a recipe whose text holds markup cannot end the page's JSON-LD early")
    func jsonLDIsContained() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let id = try await RecipeRepository(pool: app.pool).create(
                RecipeDraft(name: "Tart </script><script>alert(1)</script>", summary: "A & B > C", servings: 2,
                            steps: [StepDraft(instructions: "Bake </script>.")]),
                in: try await app.householdID("Hill House"), author: try await app.userID("Ada"))
            let page = try await ada.get("/recipes/\(id.uuidString)")
            #expect(page.status == .ok)
            #expect(!page.text.contains("<script>alert(1)"))
            let jsonLD = try #require(page.text.firstMatch(of: /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.1)
            let node = try #require(try JSONSerialization.jsonObject(with: Data(jsonLD.utf8)) as? [String: Any])
            #expect(node["name"] as? String == "Tart </script><script>alert(1)</script>")
            #expect(node["description"] as? String == "A & B > C")
        }
    }

    @Test("a recipe with no times has no schedule and no ready-in")
    func untimed() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            let id = try await RecipeRepository(pool: app.pool).create(
                RecipeDraft(name: "Salad", servings: 2, steps: [StepDraft(instructions: "Toss.")]),
                in: try await app.householdID("Hill House"), author: try await app.userID("Ada"))
            let page = try await ada.get("/recipes/\(id.uuidString)")
            #expect(page.status == .ok && !page.text.contains("Ready in") && !page.text.contains("<svg class=\"schedule-chart\""))
        }
    }
}
