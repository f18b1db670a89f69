import Foundation
import LarderModel
@testable import LarderExchange
import Testing

/// Nothing lost without a word: for every shape of every app's export (Fixtures/app-shapes, written
/// by make_shapes.py, which counts in accounting.json what each recipe of each file holds), each
/// ingredient line, heading, step, time, note, category, tag, keyword, tool, rating and photo the
/// source held is either in what the import made of the recipe or named in its `leftOut`.
@Suite("An app's export is imported whole, or what is left out is said")
struct AppAccountingTests {
    struct Accounting: Decodable {
        var files: [File]
    }

    struct File: Decodable, CustomTestStringConvertible {
        var file: String
        var shape: String
        var recipes: [Source]

        var testDescription: String { "\(file) (\(shape))" }
    }

    /// What one recipe of a file holds, as make_shapes.py counted it.
    struct Source: Decodable {
        var name: String
        var ingredientLines: Int
        var headings: [String]
        var steps: Int
        var stepHeadings: [String]
        var times: Times
        var notes: Int
        var categories: [String]
        var tags: [String]
        var keywords: [String]
        var tools: [String]
        var rating: Double?
        var photo: Bool
        var yieldText: String?
        var lineTexts: [String]
        var sourceURL: String?
        var favourite: Bool?
        var servings: Double?
        var yieldQuantity: Double?
        var stepMinutes: [Int]?
        var stepSummaries: [String]?
        var nutrition: Bool?
        var household: String?
        var timelineEvents: Int?

        enum CodingKeys: String, CodingKey {
            case name, headings, steps, times, notes, categories, tags, keywords, tools, rating, photo, favourite, servings, nutrition, household
            case ingredientLines = "ingredient_lines", stepHeadings = "step_headings", yieldText = "yield", lineTexts = "line_texts"
            case sourceURL = "source_url", yieldQuantity = "yield_quantity", stepMinutes = "step_minutes"
            case stepSummaries = "step_summaries", timelineEvents = "timeline_events"
        }
    }

    struct Times: Decodable {
        var prep: Int?
        var cook: Int?
        var total: Int?
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/app-shapes")
    static let files = (try? JSONDecoder().decode(Accounting.self, from: Data(contentsOf: folder.appendingPathComponent("accounting.json"))))?.files ?? []

    @Test("every shape's file is accounted for")
    func everyFileIsAccounted() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { !["accounting.json", "make_shapes.py", "SHAPES.md"].contains($0) }
        #expect(Set(fixtures) == Set(Self.files.map(\.file)))
        #expect(Self.files.count == 11)
    }

    @Test("each recipe of the file holds what its source held, or says what it left out and why", arguments: files)
    func accounted(_ file: File) throws {
        let read = try Self.read(file.file)
        #expect(read.unreadable.isEmpty, "\(read.unreadable)")
        #expect(read.recipes.map(\.recipe.draft.name).sorted() == file.recipes.map(\.name).sorted())
        for source in file.recipes {
            guard let (recipe, choice) = read.recipes.first(where: { $0.recipe.draft.name == source.name }) else { continue }
            let unaccounted = Self.unaccounted(source, in: recipe, readAs: choice)
            #expect(unaccounted.isEmpty, "\(source.name): \(unaccounted.joined(separator: "; "))")
        }
    }

    /// Every recipe of the file, with the Mealie group or household it was read as: each choice
    /// the backup offers is read in turn, as a household would choose them one by one.
    static func read(_ name: String) throws -> (recipes: [(recipe: ImportedRecipe, choice: String?)], unreadable: [ImportError.Issue]) {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let choices = (try? AppExport.mealieGroups(in: data))?.filter { $0.recipeCount > 0 } ?? []
        var recipes: [(ImportedRecipe, String?)] = []
        var unreadable: [ImportError.Issue] = []
        for choice in choices.isEmpty ? [nil] : choices.map(Optional.some) {
            let payload = try #require(try AppExport.payload(of: data, mealieGroup: choice?.id), "\(name) is read as an app's export")
            recipes += payload.recipes.map { ($0, choice?.name) }
            unreadable += payload.unreadable
        }
        return (recipes, unreadable)
    }

    /// What the source held that is neither in the recipe nor named in what it left out, each said.
    static func unaccounted(_ source: Source, in recipe: ImportedRecipe, readAs choice: String?) -> [String] {
        let draft = recipe.draft
        let said = recipe.leftOut.map(\.said)
        var missing: [String] = []
        func same(_ one: String, _ other: String) -> Bool { one.lowercased() == other.lowercased() }
        func namedLeftOut(_ thing: String) -> Bool {
            said.contains { if case .leftOut(let what, _) = $0 { what.lowercased().contains(thing.lowercased()) } else { false } }
        }
        func says(_ test: (ImportProblem) -> Bool) -> Bool { said.contains(where: test) }

        for issue in recipe.leftOut where issue.wording == nil || issue.path.isEmpty {
            missing.append("left out without a wording or a path: \(issue)")
        }

        // Ingredient lines: each as the app shows it, or named as left out.
        let lines = draft.lines + draft.steps.flatMap(\.lines)
        var unmatched = source.lineTexts
        for line in lines {
            if let index = unmatched.firstIndex(of: line.text) {
                unmatched.remove(at: index)
            } else {
                missing.append("a line “\(line.text)” the source shows nowhere")
            }
        }
        for text in unmatched where !namedLeftOut(text) { missing.append("line “\(text)”") }
        let linesLeftOut = said.count { if case .lineWithoutWords = $0 { true } else { false } }
            + source.lineTexts.count { namedLeftOut($0) }
        if lines.count + linesLeftOut != source.ingredientLines {
            missing.append("\(source.ingredientLines) lines held, \(lines.count) kept and \(linesLeftOut) said to be left out")
        }

        // Headings: each groups the lines under it, or is said to head none.
        let groups = Set(lines.map { $0.group.lowercased() }).subtracting([""])
        // A group is named as the parser names headings: "For the pastry" → "Pastry".
        func grouped(_ heading: String) -> String { IngredientLineParser.groupName(heading).lowercased() }
        for heading in source.headings where !groups.contains(grouped(heading)) && !namedLeftOut(heading) {
            missing.append("heading “\(heading)”")
        }
        let sourceHeadings = Set((source.headings + source.stepHeadings).map(grouped))
        for group in groups where !sourceHeadings.contains(group) { missing.append("a group “\(group)” the source has not") }

        // Steps, their section titles (and Mealie's step summaries) and their own times.
        if draft.steps.count != source.steps {
            missing.append("\(source.steps) steps held, \(draft.steps.count) kept: \(draft.steps.map(\.instructions))")
        }
        let titles = draft.steps.map { $0.instructions.components(separatedBy: ": ").dropLast().joined(separator: ": ").lowercased() }
        for heading in source.stepHeadings + (source.stepSummaries ?? []) {
            // A title the step's words start with ("Brown the beef…") is not written twice.
            let kept = titles.contains { $0.contains(heading.lowercased()) } || groups.contains(grouped(heading))
                || draft.steps.contains { $0.instructions.lowercased().hasPrefix(heading.lowercased()) }
            if !kept && !namedLeftOut(heading) && !says({ $0 == .stepWithoutWords }) { missing.append("step heading “\(heading)”") }
        }
        if let minutes = source.stepMinutes {
            let kept = draft.steps.compactMap { $0.time.map { $0.seconds / 60 } }
            if kept != minutes.filter({ $0 > 0 }) { missing.append("step times \(minutes) kept as \(kept)") }
        }

        // The recipe's times: each kept, or said to be left out; none made up.
        let timeLeftOut = says { problem in
            if case .leftOut(_, .timeUnreadable) = problem { return true }
            if case .leftOut(_, .rule(.time)) = problem { return true }
            return false
        }
        for (name, held, kept) in [("prep", source.times.prep, draft.times.prepSeconds), ("cook", source.times.cook, draft.times.cookSeconds),
                                   ("total", source.times.total, draft.times.totalSeconds)] where held != kept {
            if held == nil {
                missing.append("a \(name) time of \(kept ?? 0) s the source has not")
            } else if !timeLeftOut {
                missing.append("\(name) time of \(held ?? 0) s, kept as \(kept.map(String.init) ?? "none")")
            }
        }

        // Notes: each a paragraph of the summary, or said to be cut or left out.
        let paragraphs = draft.summary.components(separatedBy: "\n\n").filter { !$0.isEmpty }.count
        let notesSaid = said.count { problem in
            if case .cutToFitSummary = problem { return true }
            if case .leftOut(_, .summaryFull) = problem { return true }
            return false
        }
        if paragraphs + notesSaid < source.notes { missing.append("\(source.notes) notes held, the summary has \(paragraphs) paragraphs") }

        // Categories and the app's own tags are tags; keywords are kept apart, and are no tags.
        let tags = Set(draft.tags.map { $0.lowercased() })
        for tag in source.categories + source.tags where !tags.contains(tag.lowercased()) && !namedLeftOut(tag) {
            missing.append("category or tag “\(tag)”")
        }
        let sourceTags = Set((source.categories + source.tags).map { $0.lowercased() })
        for tag in draft.tags where !sourceTags.contains(tag.lowercased()) { missing.append("a tag “\(tag)” that is no category or tag of the source") }
        let keywords = Set(recipe.keywords.map { $0.lowercased() })
        for keyword in source.keywords where !keywords.contains(keyword.lowercased()) && !namedLeftOut(keyword) {
            missing.append("keyword “\(keyword)”")
        }

        // Tools go to the steps that use them.
        let tools = Set(draft.steps.flatMap(\.tools).map { $0.name.lowercased() })
        for tool in source.tools where !tools.contains(tool.lowercased()) && !namedLeftOut(tool) { missing.append("tool “\(tool)”") }

        // The rating in whole stars, one that is not said as kept.
        switch source.rating {
        case nil:
            if recipe.rating != nil { missing.append("a rating of \(recipe.rating!) the source has not") }
        case let rating? where rating == rating.rounded():
            if recipe.rating != Int(rating) { missing.append("rating \(rating), kept as \(recipe.rating.map(String.init) ?? "none")") }
        case let rating?:
            let saidAsKept = says { if case .ratingKeptAs(_, let stars) = $0 { stars == recipe.rating } else { false } }
            if recipe.rating != Int(rating.rounded()) || !saidAsKept { missing.append("rating \(rating), kept as \(recipe.rating.map(String.init) ?? "none") without a word") }
        }

        // The photo, or why it is left out.
        let pictureSaid = says { problem in
            switch problem {
            case .pictureTooLarge, .notBase64, .notAPicture, .picture: true
            default: false
            }
        }
        if source.photo && recipe.photo == nil && !pictureSaid { missing.append("photo") }
        if !source.photo && recipe.photo != nil { missing.append("a photo the source has not") }

        // Servings, and a yield that says more than a number of them.
        let held = source.servings.flatMap { $0 >= 1 ? Int($0) : nil } ?? source.yieldQuantity.map { Int($0) }
            ?? source.yieldText.flatMap { text in Int(text.split { !$0.isNumber }.first ?? "") }
        if let held, draft.servings != held { missing.append("\(held) servings, kept as \(draft.servings)") }
        if let yield = source.yieldText {
            let words = Set(yield.lowercased().split { !$0.isLetter }.map(String.init))
            let saysMore = !words.isSubset(of: ["serving", "servings", "portion", "portions"]) || held == nil
            let yieldSaid = says { problem in
                switch problem {
                case .yieldKeptAs(let shown, _): shown.lowercased().contains(yield.lowercased())
                case .leftOut(let what, _): what.lowercased().contains(yield.lowercased())
                default: false
                }
            }
            if saysMore && !yieldSaid { missing.append("yield “\(yield)”") }
        }

        if let favourite = source.favourite, recipe.isFavourite != favourite { missing.append(favourite ? "favourite" : "a favourite the source has not") }
        if let url = source.sourceURL, draft.sourceURL != url, !namedLeftOut(url) { missing.append("source \(url)") }
        if source.nutrition == true, !says({ $0 == .nutritionNotKept }) { missing.append("nutrition") }
        if let events = source.timelineEvents, events > 0, !says({ $0 == .timelineNotKept(entries: events) }) {
            missing.append("\(events) timeline entries")
        }
        if let household = source.household, !(choice ?? "").hasSuffix(household) {
            missing.append("read with \(choice ?? "the whole backup"), not apart as household “\(household)”")
        }
        return missing
    }
}

/// The rules every app's recipe is kept by, and what each says when it leaves something out.
@Suite("What an app's recipe cannot keep is said, not lost")
struct AppRecipeLeftOutTests {
    static func imported(_ recipe: AppRecipe) throws -> ImportedRecipe {
        try recipe.imported(at: "pie.json").get()
    }

    @Test("notes past the summary's 2,000 characters are cut where there is room, else left out, and either is said")
    func notesThatDoNotFit() throws {
        var recipe = AppRecipe()
        recipe.name = "Pie"
        recipe.description = Located("A pie.", at: "pie.json $.description")
        recipe.notes = [Located(String(repeating: "Roll thinly. ", count: 160), at: "pie.json $.notes[0]"),
                        Located("Freezing\nFreeze before baking.", at: "pie.json $.notes[1]")]
        let kept = try Self.imported(recipe)
        #expect(kept.draft.summary.hasPrefix("A pie.\n\nRoll thinly."))
        #expect(kept.draft.summary.hasSuffix("…") && kept.draft.summary.unicodeScalars.count <= 2000)
        #expect(kept.leftOut.map(\.description) == [
            "pie.json $.notes[0]: cut short: a recipe's summary holds at most 2000 characters",
            "pie.json $.notes[1]: “Freezing” was left out: the recipe's summary is full (it holds at most 2000 characters)",
        ])
    }

    @Test("what Larder's rules refuse is left out of the recipe, not the recipe: a 600-character line, a 6th tag, a time past a week, 7 stars")
    func refusedPartsAreSaid() throws {
        var recipe = AppRecipe()
        recipe.name = "Stew"
        recipe.tags = (1...21).map { Located("Tag \($0)", at: "stew.json $.tags[\($0 - 1)]") }
        recipe.setTime(\.totalSeconds, "9 days", at: "stew.json $.total_time")
        recipe.setTime(\.prepSeconds, "overnight", at: "stew.json $.prep_time")
        recipe.setTime(\.cookSeconds, "2 hours", at: "stew.json $.cook_time")
        recipe.rating = Located(7, at: "stew.json $.rating")
        let list = recipe.read([Located(.line("500 g beef"), at: "stew.json $.lines[0]"),
                                Located(.line(String(repeating: "very ", count: 120) + "long line"), at: "stew.json $.lines[1]"),
                                Located(.line("  "), at: "stew.json $.lines[2]")])
        recipe.place(list.lines.map(\.line), tools: [], over: [StepDraft(instructions: "Simmer the beef.")])
        let kept = try Self.imported(recipe)
        #expect(kept.draft.tags == (1...5).map { "Tag \($0)" }, "an import gives a recipe at most 5 tags")
        #expect(kept.draft.times == RecipeTimes(cookSeconds: 7_200))
        #expect(kept.rating == nil)
        #expect((kept.draft.lines + kept.draft.steps.flatMap(\.lines)).map(\.text) == ["500 g beef"])
        let said = kept.leftOut.map(\.problem)
        #expect(said.contains("“9 days” was left out: Time must be between 0 and 7 days"), "\(said)")
        #expect(said.contains("“overnight” was left out: Larder could not read it as a time"), "\(said)")
        #expect(said.contains("“Tag 6” was left out: an import gives a recipe at most 5 tags") && said.contains { $0.hasPrefix("“Tag 21”") },
                "\(said)")
        #expect(said.contains("“7” was left out: expected from 1 to 5 stars"), "\(said)")
        #expect(said.contains("an ingredient line with no words was left out"), "\(said)")
        #expect(said.contains { $0.hasPrefix("“very very") && $0.hasSuffix("Ingredient line can be at most 500 characters (it has 609)") }, "\(said)")
    }

    @Test("a yield is kept as servings, and said when it says more than a number of them", arguments: [
        ("4 servings", 4, nil), ("Serves 6", 6, nil), ("2", 2, nil), ("für 4 Personen", 4, nil),
        ("12 buns", 12, "the yield “12 buns” is kept as 12 servings"), ("Makes 1 log", 1, "the yield “Makes 1 log” is kept as 1 serving"),
        ("4-6 servings", 4, "the yield “4-6 servings” is kept as 4 servings"), ("250 cookies", 100, "the yield “250 cookies” is kept as 100 servings"),
        ("jars", 4, "“jars” was left out: Larder counts servings, and it names no number"),
    ] as [(String, Int, String?)])
    func yields(_ yield: String, _ servings: Int, _ said: String?) throws {
        var recipe = AppRecipe()
        recipe.name = "Buns"
        recipe.yield = Located(yield, at: "buns.json $.yield")
        let kept = try Self.imported(recipe)
        #expect(kept.draft.servings == servings)
        #expect(kept.leftOut.map(\.problem) == (said.map { [$0] } ?? []))
    }

    @Test("the app's servings beside a yield of another number keep the servings, and the yield is said to be left out")
    func servingsBesideAYield() throws {
        var recipe = AppRecipe()
        recipe.name = "Loaf"
        recipe.servings = 8
        recipe.yield = Located("1 loaf", at: "db $.recipes[0].recipe_yield")
        let kept = try Self.imported(recipe)
        #expect(kept.draft.servings == 8)
        #expect(kept.leftOut.map(\.problem) == ["“1 loaf” was left out: Larder has no place for it"])
    }

    @Test("headings written as text: a line ending in a colon, or in capitals with no digit", arguments: [
        ("For the sauce:", true), ("For 2 tarts:", true), ("DOUGH", true), ("TO SERVE", true), ("Filling:", true),
        ("2 tbsp oil", false), ("1. MIX WELL", false), ("Salt", false), ("3 EGGS", false), (":", false), ("A", false),
    ])
    func textHeadings(_ line: String, _ isHeading: Bool) {
        #expect(AppRecipe.isTextHeading(line) == isHeading, "\(line)")
    }

    @Test("a heading no line follows is said; lines keep the heading over them as their group")
    func headingsWithoutLines() {
        var recipe = AppRecipe()
        let list = recipe.read(AppRecipe.textEntries(["For 2 tarts:", "DOUGH", "250 g flour", "Filling:", "100 g butter", "TO SERVE"]
            .enumerated().map { Located($0.element, at: "tart $.ingredients[\($0.offset)]") }))
        #expect(list.lines.map(\.line.group) == ["Dough", "Filling"])
        #expect(recipe.leftOut.map(\.description) == ["tart $.ingredients[0]: “For 2 tarts” was left out: no ingredient line follows this heading",
                                                      "tart $.ingredients[5]: “TO SERVE” was left out: no ingredient line follows this heading"])
    }

    @Test("a section title no step follows is said, and a step's own title follows its section's")
    func stepTitles() {
        var recipe = AppRecipe()
        var titled = TitledSteps()
        titled.title("Potatoes", at: "db $.recipe_instructions[0].title", in: &recipe)
        titled.append(StepDraft(instructions: "Cook the potatoes."), ownTitle: "Confit")
        titled.title("Serve", at: "db $.recipe_instructions[1].title", in: &recipe)
        titled.title("Bake", at: "db $.recipe_instructions[2].title", in: &recipe)
        titled.append(StepDraft(instructions: "Slide into the oven for 30 minutes."))
        titled.title("Garnish", at: "db $.recipe_instructions[3].title", in: &recipe)
        #expect(titled.finish(in: &recipe).map(\.instructions) == ["Potatoes – Confit: Cook the potatoes.", "Bake: Slide into the oven for 30 minutes."])
        #expect(recipe.leftOut.map(\.description) == ["db $.recipe_instructions[1].title: “Serve” was left out: no step follows this heading",
                                                      "db $.recipe_instructions[3].title: “Garnish” was left out: no step follows this heading"])
    }
}
