import Foundation
import LarderModel
@testable import LarderExchange
import RecipeSamples
import PropertyBased
import Testing

/// Export and import formats, checked without a database: what a file holds, what Larder reads
/// back from it, and what it says about a file it cannot read.
@Suite("Exchange formats")
struct ExchangeFormatTests {
    // MARK: Larder JSON

    @Test("dates are written as Foundation's ISO 8601 style writes them, to the millisecond, rounded, in every century it writes")
    func datesAsFoundationWritesThem() {
        func foundation(_ date: Date) -> String {
            let instant = ISODate.milliseconds(date)
            let fraction = (instant % 1000 + 1000) % 1000
            let stamp = Date(timeIntervalSince1970: TimeInterval((instant - fraction) / 1000)).formatted(Date.ISO8601FormatStyle())
            return stamp.dropLast() + String(format: ".%03ldZ", Int(fraction))
        }
        var random = SystemRandomNumberGenerator()
        let dates = [0, -0.0005, 0.0005, 0.9995, -1, 951_782_400, 4_102_444_799.9999, -62_135_596_800, -12_219_292_800, -12_219_292_801, 253_402_300_799.999, 253_402_300_800]
            .map(Date.init(timeIntervalSince1970:))
            + (0..<5000).map { _ in Date(timeIntervalSince1970: Double.random(in: -2_500_000_000...7_000_000_000, using: &random)) }
        let differing = dates.filter { ISODate.format($0) != foundation($0) }
        #expect(differing.isEmpty, "\(differing.prefix(5).map { ($0.timeIntervalSince1970, ISODate.format($0), foundation($0)) })")
        #expect(ISODate.format(Date(timeIntervalSince1970: 1_795_000_000.1234)) == "2026-11-18T11:06:40.123Z")
    }

    @Test("a household exported, imported and exported again gives the same document, without a single database id")
    func larderDocumentRoundTrip() throws {
        let exportedAt = Date(timeIntervalSince1970: 1_714_566_600)
        let skills = [Sample.skill("Kneading", .baking), Sample.skill("Dicing", .cutting)]
        let ingredients = [PortableIngredient(name: "flour", imageType: "image/png", image: Sample.png),
                           PortableIngredient(name: "Butter"), PortableIngredient(name: "onions")]
        let recipes = [Sample.bread, Sample.soup]
        let first = LarderDocument(exporting: recipes, ingredients: ingredients, skills: skills, household: "Home", exportedAt: exportedAt)
        let firstJSON = try first.encoded()

        let payload = try ImportPayload.parse(firstJSON)
        #expect(payload.format == .larder)
        #expect(payload.recipes.map(\.draft.name) == ["Onion soup", "Country loaf"])
        #expect(payload.ingredients.first { $0.name == "flour" }?.image == Sample.png)
        #expect(payload.skills.map(\.draft) == [SkillDraft(name: "Dicing", category: .cutting), SkillDraft(name: "Kneading", category: .baking)])

        let saved = Sample.details(from: payload)
        let second = LarderDocument(exporting: saved, ingredients: payload.ingredients,
                                    skills: payload.skills.map { Skill(id: UUID(), name: $0.name, category: $0.category, arFileName: $0.arFileName) },
                                    household: "Home", exportedAt: exportedAt)
        #expect(second == first)
        #expect(try second.encoded() == firstJSON)

        let text = String(decoding: firstJSON, as: UTF8.self)
        for id in recipes.flatMap(Sample.ids) {
            #expect(!text.contains(id.uuidString) && !text.contains(id.uuidString.lowercased()))
        }
    }

    @Test("written in pieces, a document is byte for byte what the encoder writes whole, empty arrays included")
    func piecesAreTheWholeEncoding() throws {
        let document = LarderDocument(exporting: [Sample.bread, Sample.soup], ingredients: [PortableIngredient(name: "flour")],
                                      skills: [], household: "Home", exportedAt: Date(timeIntervalSince1970: 0))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(ISODate.format(date))
        }
        let whole = String(decoding: try encoder.encode(document), as: UTF8.self)
        #expect(whole.contains("[\n\n"), "the sample has an empty array, whose blank line takes no margin")
        #expect(String(decoding: try document.encoded(), as: UTF8.self) == whole)
        // One document, so that both sides carry the same time of export (two made a second apart
        // on a loaded machine differed there).
        let empty = LarderDocument(exporting: [], ingredients: [], skills: [])
        #expect(String(decoding: try empty.encoded(), as: UTF8.self) == String(decoding: try encoder.encode(empty), as: UTF8.self))

        encoder.dateEncodingStrategy = .deferredToDate
        let nodes = [Sample.bread, Sample.soup].map(SchemaOrgExport.RecipeNode.init)
        #expect(String(decoding: SchemaOrgExport.jsonLD([Sample.bread, Sample.soup]), as: UTF8.self)
                == String(decoding: try encoder.encode(nodes), as: UTF8.self))
    }

    /// Text that JSON must escape, or that a script element must not see, or that is more than
    /// one byte: each generated text is a few of these.
    static let awkwardPieces = ["", "a", "Crème brûlée", "e\u{301}", "😀", "<", ">", "&", "</script>", "<!--", "\"", "\\", "/", "\n",
                                "\r\n", "\t", "\u{0}", "\u{8}", "\u{c}", "\u{1f}", "\u{7f}", "\u{2028}", " ", "½ cup"]

    /// Where two texts part, with a little of each from there.
    static func firstDifference(_ one: String, _ other: String) -> String {
        let (a, b) = (Array(one.utf8), Array(other.utf8))
        let at = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        let from = max(0, at - 20)
        return "at byte \(at): \(String(decoding: a[from..<min(a.count, at + 40)], as: UTF8.self).debugDescription) "
            + "against \(String(decoding: b[from..<min(b.count, at + 40)], as: UTF8.self).debugDescription)"
    }

    @Test("JSON-LD written by JSONWriter is byte for byte what JSONEncoder writes from the same node, pretty or compact")
    func jsonLDWriterMatchesTheEncoder() async throws {
        let piece = Gen.element(of: Self.awkwardPieces).map { (piece: String?) -> String in piece ?? "" }
        let text = piece.array(of: 0...5).map { (pieces: [String]) -> String in pieces.joined() }
        await propertyCheck(count: 300, input: text.array(of: 12), Gen.int(in: 0...3), Gen.bool()) { (texts: [String], lines: Int, rated: Bool) in
            let steps: [StepDetail] = (0..<lines).map { (index: Int) -> StepDetail in
                let time: StepTime? = index == 1 ? nil : StepTime(minutes: 5 * index, kind: index.isMultiple(of: 2) ? .active : .passive)
                let tools: [Tool] = index == 0 ? [] : [Tool(name: texts[7], note: index == 2 ? nil : texts[8])]
                let lines: [LineDetail] = (0..<index).map { Sample.line(texts[9 + $0 % 3], nil, "", nil) }
                return Sample.step(texts[3 + index], time: time, tools: tools, lines: lines)
            }
            var recipe = Sample.recipe(
                texts[0], summary: texts[1], servings: lines + 1, sourceURL: texts[2].isEmpty ? nil : texts[2],
                createdAt: Date(timeIntervalSince1970: 1_700_000_000), steps: steps)
            recipe.tags = lines == 3 ? [Tag(id: UUID(), name: texts[9]), Tag(id: UUID(), name: texts[10])] : []
            if rated { (recipe.rating, recipe.ratingCount) = (Decimal(string: "4.25"), 3) }
            let node = SchemaOrgExport.RecipeNode(recipe)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let pretty = String(decoding: try! encoder.encode(node), as: UTF8.self)
            let written = String(decoding: SchemaOrgExport.written(node, layout: .pretty), as: UTF8.self)
            #expect(written == pretty, "first difference: \(Self.firstDifference(written, pretty))")
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let compact = String(decoding: try! encoder.encode(node), as: UTF8.self)
            // In a script, only strings can hold the three, and JSON lets a string spell them so.
            let scriptSafe = compact.replacing("<", with: "\\u003c").replacing(">", with: "\\u003e").replacing("&", with: "\\u0026")
            #expect(SchemaOrgExport.script(recipe) == scriptSafe, "first difference: \(Self.firstDifference(SchemaOrgExport.script(recipe), scriptSafe))")
            #expect(!SchemaOrgExport.script(recipe).contains("<"))
        }
    }

    @Test("the document lists recipes by creation date, catalogs by name ignoring case, and writes quantities as strings")
    func larderDocumentShape() throws {
        let document = LarderDocument(exporting: [Sample.bread, Sample.soup],
                                      ingredients: [PortableIngredient(name: "onions"), PortableIngredient(name: "Butter"), PortableIngredient(name: "flour")],
                                      skills: [], exportedAt: Date(timeIntervalSince1970: 0))
        #expect(document.recipes.map(\.name) == ["Onion soup", "Country loaf"])
        #expect(document.ingredients.map(\.name) == ["Butter", "flour", "onions"])

        let json = try #require(try JSONSerialization.jsonObject(with: document.encoded()) as? [String: Any])
        #expect(json["format"] as? String == "larder-recipes")
        #expect(json["version"] as? Int == 1)
        #expect(json["exportedAt"] as? String == "1970-01-01T00:00:00.000Z")
        let recipes = try #require(json["recipes"] as? [[String: Any]])
        let soupSteps = try #require(recipes[0]["steps"] as? [[String: Any]])
        let firstLine = try #require((soupSteps[0]["lines"] as? [[String: Any]])?.first)
        #expect(firstLine["quantity"] as? String == "1.5")
        #expect(firstLine["unit"] as? String == "kg")
        #expect(firstLine["ingredient"] as? String == "onion")
        let time = try #require(soupSteps[1]["time"] as? [String: Any])
        #expect(time["seconds"] as? Int == 2400)
        #expect(time["kind"] as? String == "passive")
    }

    @Test("a step's skill that the document does not list is imported as a new general skill")
    func unlistedSkillIsGeneral() throws {
        let payload = try ImportPayload.parse(Sample.document(
            skills: #"[{"name": "Kneading", "category": "baking"}]"#,
            recipes: #"[{"name": "Loaf", "servings": 2, "steps": [{"instructions": "Knead and shape.", "skills": ["kneading", "Shaping"]}]}]"#))
        #expect(payload.recipes[0].draft.steps[0].skills == [SkillDraft(name: "kneading", category: .baking), SkillDraft(name: "Shaping", category: .general)])
        #expect(payload.recipes[0].createdAt == nil)
    }

    @Test("optional fields may be left out of a hand-written document")
    func minimalDocument() throws {
        let payload = try ImportPayload.parse(Data(#"""
            {"format": "larder-recipes", "version": 1, "recipes": [
              {"name": "Toast", "servings": 1, "createdAt": "2024-05-01T12:30:00+02:00",
               "steps": [{"instructions": "Toast the bread.", "time": {"seconds": 120},
                          "lines": [{"text": "2 slices bread", "quantity": "2", "unit": "slice", "ingredient": "bread"}]}]}]}
            """#.utf8))
        let toast = try #require(payload.recipes.first)
        #expect(toast.createdAt == Date(timeIntervalSince1970: 1_714_559_400))
        #expect(toast.draft.summary == "")
        #expect(toast.draft.steps[0].time == StepTime(seconds: 120, kind: .active))
        #expect(toast.draft.steps[0].lines[0] == LineDraft(text: "2 slices bread", quantity: 2, unit: "slice", ingredient: "bread"))
    }

    @Test("a mistyped field is reported at its JSON path, saying what was expected and found", arguments: [
        (#"[{"name": "Soup", "servings": "four"}]"#, "$.recipes[0].servings", "expected a whole number, found a string"),
        (#"[{"name": "Soup", "servings": 2.5}]"#, "$.recipes[0].servings", "expected a whole number, found 2.5"),
        (#"[{"name": 42, "servings": 2}]"#, "$.recipes[0].name", "expected a string, found 42"),
        (#"[{"name": "Soup", "servings": 2, "steps": {}}]"#, "$.recipes[0].steps", "expected an array, found an object"),
        (#"[{"name": "Soup", "servings": 2, "steps": [{"instructions": null}]}]"#, "$.recipes[0].steps[0].instructions", "expected a string, found null"),
        (#"[{"servings": 2}]"#, "$.recipes[0].name", "missing (required)"),
        (#"[{"name": "Soup", "servings": 2, "steps": [{"instructions": "Stir.", "lines": [{"text": "1.5 l stock", "quantity": 1.5}]}]}]"#,
         "$.recipes[0].steps[0].lines[0].quantity", "expected a string, found 1.5"),
        (#"[{"name": "Soup", "servings": 2, "steps": [{"instructions": "Stir.", "time": {"seconds": 60, "kind": "sometimes"}}]}]"#,
         "$.recipes[0].steps[0].time.kind", #"expected one of "active", "passive", found "sometimes""#),
        (#"[{"name": "Soup", "servings": 2, "createdAt": "yesterday"}]"#, "$.recipes[0].createdAt",
         #"expected an ISO 8601 date and time like "2024-05-01T12:30:00Z", found "yesterday""#),
    ])
    func wrongTypes(recipes: String, path: String, problem: String) {
        #expect(importError(Sample.document(recipes: recipes))?[path] == [problem])
    }

    @Test("values that break Larder's rules are reported at their JSON path", arguments: [
        (#"{"name": "  ", "servings": 2}"#, "$.recipes[0].name", "Name is required"),
        (#"{"name": "Soup", "servings": 0}"#, "$.recipes[0].servings", "Servings must be between 1 and 100"),
        (#"{"name": "Soup", "servings": 2, "sourceURL": "ftp://example.com/soup"}"#, "$.recipes[0].sourceURL",
         "Source must be a web address starting with http:// or https://"),
        (#"{"name": "Soup", "servings": 2, "steps": [{"instructions": "Stir.", "lines": [{"text": "stock", "quantity": "-2"}]}]}"#,
         "$.recipes[0].steps[0].lines[0].quantity", "Quantity cannot be negative"),
        (#"{"name": "Soup", "servings": 2, "steps": [{"instructions": "Stir.", "lines": [{"text": "stock", "quantity": "3", "quantityMax": "2"}]}]}"#,
         "$.recipes[0].steps[0].lines[0].quantityMax", "The upper quantity cannot be below the lower one"),
        (#"{"name": "Soup", "servings": 2, "steps": [{"instructions": "Stir.", "lines": [{"text": "stock", "quantity": "a lot"}]}]}"#,
         "$.recipes[0].steps[0].lines[0].quantity", #"expected a decimal number written as a string, like "1.5", found "a lot""#),
        (#"{"name": "Soup", "servings": 2, "steps": [{"instructions": "Stir.", "lines": [{"text": "stock", "quantity": "1.2345"}]}]}"#,
         "$.recipes[0].steps[0].lines[0].quantity", "at most 3 decimal places are kept; write 1.2345 with 3 or fewer"),
        (#"{"name": "Soup", "servings": 2, "steps": [{"instructions": "", "skills": [""]}]}"#,
         "$.recipes[0].steps[0].skills[0]", "Skill is required"),
        (#"{"name": "Soup", "servings": 2, "steps": [{"instructions": "Stir.", "time": {"seconds": -60, "kind": "active"}}]}"#,
         "$.recipes[0].steps[0].time", "Time must be between 0 and 7 days"),
    ])
    func ruleBreaches(recipe: String, path: String, problem: String) {
        #expect(importError(Sample.document(recipes: "[\(recipe)]"))?[path] == [problem])
    }

    @Test("every problem in a document is reported at once, across recipes, ingredients and skills")
    func reportsAllProblems() throws {
        let error = try #require(importError(Sample.document(
            ingredients: #"[{"name": "Flour", "image": {"type": "image/png", "base64": "not base64!"}}, {"name": "flour"}]"#,
            skills: #"[{"name": "Dicing", "category": "chopping"}]"#,
            recipes: #"""
                [{"name": "Soup", "servings": "four"},
                 {"name": "Bread", "servings": 2},
                 {"servings": 2}]
                """#)))
        #expect(error.issues.map(\.path) == ["$.skills[0].category", "$.recipes[0].servings", "$.recipes[2].name"])

        let second = try #require(importError(Sample.document(
            ingredients: #"[{"name": "Flour", "image": {"type": "image/png", "base64": "not base64!"}}, {"name": "flour"}]"#,
            recipes: #"""
                [{"name": "", "servings": 2},
                 {"name": "Bread", "servings": 2, "steps": [{"instructions": "Mix.", "lines": [{"text": "flour", "quantity": "-1"}]}]},
                 {"name": "bread", "servings": 2}]
                """#)))
        #expect(second.issues.map(\.path) == [
            "$.ingredients[0].image.base64", "$.ingredients[1].name", "$.recipes[0].name",
            "$.recipes[1].steps[0].lines[0].quantity", "$.recipes[2].name",
        ])
        #expect(second["$.ingredients[1].name"] == [#""flour" is listed twice (also at $.ingredients[0].name); names must differ, ignoring case"#])
        #expect(second.description.contains("$.recipes[1].steps[0].lines[0].quantity: Quantity cannot be negative"))
    }

    @Test("an ingredient picture must be base64 of a real PNG, JPEG, GIF or WebP of at most 5 MB, whatever type it claims")
    func ingredientPictures() throws {
        func problems(_ base64: String) -> [String]? {
            importError(Sample.document(ingredients: #"[{"name": "Flour", "image": {"type": "image/png", "base64": "\#(base64)"}}]"#))?["$.ingredients[0].image.base64"]
        }
        #expect(problems("%%%not base64%%%") == ["not valid base64"])
        #expect(problems(Data("just some text".utf8).base64EncodedString()) == ["not a PNG, JPEG, GIF or WebP picture"])
        #expect(problems(Data(Sample.png + Data(count: 5 * 1024 * 1024)).base64EncodedString()) == ["the picture is larger than 5 MB"])

        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10])
        let payload = try ImportPayload.parse(Sample.document(ingredients: #"[{"name": "Flour", "image": {"type": "image/png", "base64": "\#(jpeg.base64EncodedString())"}}]"#))
        #expect(payload.ingredients == [PortableIngredient(name: "Flour", imageType: "image/jpeg", image: jpeg)])
    }

    @Test("a 10 MB recipe name is refused with the name's path, not with a crash")
    func hugeString() {
        let name = String(repeating: "a", count: 10 * 1024 * 1024)
        let error = importError(Sample.document(recipes: #"[{"name": "\#(name)", "servings": 2}]"#))
        #expect(error?["$.recipes[0].name"] == ["Name can be at most 200 characters (it has 10485760)"])
    }

    @Test("a document nested 10,000 levels deep is refused before it is decoded")
    func deepNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        let error = importError(Data(#"{"format": "larder-recipes", "version": 1, "recipes": \#(deep)}"#.utf8))
        #expect(error?.issues == [ImportError.Issue(path: "$", problem: "the document nests arrays and objects more than 64 levels deep")])
        #expect(importError(Data(deep.utf8))?["$"] == ["the document nests arrays and objects more than 64 levels deep"])
        #expect(throws: ImportError.self) { try LarderDocument.decode(Data(deep.utf8)) }
    }

    @Test("brackets inside strings do not count as nesting")
    func bracketsInStrings() throws {
        let brackets = String(repeating: "[{", count: 50) + #"\"]"#
        let payload = try ImportPayload.parse(Sample.document(recipes: #"[{"name": "Brackets \#(brackets)", "servings": 2}]"#))
        #expect(payload.recipes[0].draft.name.hasPrefix("Brackets [{[{"))
    }

    @Test("a document over 50 MB is refused before it is read")
    func oversizedDocument() {
        let error = importError(Data(count: 50 * 1024 * 1024 + 1))
        #expect(error?.issues == [ImportError.Issue(path: "$", problem: "the document is 51 MB; at most 50 MB can be imported")])
    }

    @Test("a document in another format, or a later version of Larder's, says so")
    func formatAndVersion() {
        #expect(importError(Data(#"{"format": "mealie", "version": 1, "recipes": []}"#.utf8))?["$.format"]
                == [#"unknown format "mealie"; Larder reads "larder-recipes" documents and schema.org recipes"#])
        #expect(importError(Sample.document(version: 2))?["$.version"]
                == ["this document is version 2 of the Larder format, but this Larder reads versions up to 1; upgrade Larder to import it"])
        #expect(importError(Sample.document(version: 0))?["$.version"] == ["expected a version number from 1 to 1, found 0"])
        #expect(throws: ImportError(path: "$.format", problem: #"expected "larder-recipes", found "tandoor""#)) {
            try LarderDocument.decode(Data(#"{"format": "tandoor", "version": 1}"#.utf8))
        }
        #expect(importError(Data("{\"recipes\": [".utf8))?.issues == [ImportError.Issue(path: "$", problem: "not valid JSON")])
        #expect(importError(Data(#"{"title": "My favourite things"}"#.utf8))?["$"]
                == [#"neither a Larder export ("format": "larder-recipes") nor schema.org recipe JSON-LD (an object with "@type": "Recipe")"#])
    }

    // MARK: schema.org import

    @Test("WordPress with Yoast and WP Recipe Maker: the Recipe node is found in @graph among the page, site and author")
    func wordPressGraph() throws {
        let recipe = try onlyRecipe("wprm-yoast-graph")
        #expect(recipe.draft.name == "Fluffy Buttermilk Pancakes")
        #expect(recipe.draft.summary == "Light, fluffy buttermilk pancakes made from scratch in 20 minutes.")
        #expect(recipe.draft.servings == 4)
        #expect(recipe.draft.sourceURL == "https://www.example-kitchen.com/fluffy-buttermilk-pancakes/")
        #expect(recipe.publishedAt == ISO8601DateFormatter().date(from: "2023-02-11T08:30:12Z"))
        let steps = recipe.draft.steps
        #expect(steps.count == 3)
        #expect(steps.map { $0.lines.map(\.ingredient) } == [
            ["all-purpose flour", "sugar", "baking powder", "baking soda", "salt"],
            ["buttermilk", "egg", "unsalted butter", "vanilla extract"],
            [],
        ])
        #expect(recipe.draft.lines.isEmpty)
        #expect(steps[0].lines[3] == LineDraft(text: "1/2 teaspoon baking soda", quantity: 0.5, unit: "tsp", ingredient: "baking soda"))
        #expect(steps[1].lines[1].size == "large")
        #expect(steps[1].lines[2].note == "melted")
        // The recipe's own times stay the recipe's; no step is given one.
        #expect(steps.allSatisfy { $0.time == nil })
        #expect(recipe.draft.times == RecipeTimes(prepSeconds: 300, cookSeconds: 900, totalSeconds: 1200))
        #expect(recipe.draft.readyIn == ReadyIn(schedule: Schedule(steps), times: recipe.draft.times))
        #expect(recipe.draft.readyIn.seconds == 1200 && recipe.draft.readyIn.source == .recipe)
    }

    @Test("Tasty Recipes: HTML in the description, vulgar fractions and a yield of cookies")
    func tastyRecipes() throws {
        let recipe = try onlyRecipe("tasty-recipes")
        #expect(recipe.draft.name == "Brown Butter Chocolate Chip Cookies")
        #expect(recipe.draft.summary == "Chewy, golden cookies with nutty brown butter and pools of chocolate.")
        #expect(recipe.draft.servings == 24)
        #expect(recipe.draft.sourceURL == "https://tasty.example.com/brown-butter-chocolate-chip-cookies/")
        #expect(recipe.publishedAt == ISO8601DateFormatter().date(from: "2021-09-14T00:00:00Z"))
        let steps = recipe.draft.steps
        #expect(steps.map(\.lines.count) == [1, 4, 4, 0])
        #expect(steps[1].lines[0] == LineDraft(text: "1 ½ cups brown sugar", quantity: 1.5, unit: "cup", ingredient: "brown sugar"))
        #expect(steps[2].lines[0].quantity == 2.25)
        #expect(steps[3].instructions == "Scoop onto a lined tray and bake at 180°C for 10–12 minutes.")
        #expect(steps.allSatisfy { $0.time == nil })
        #expect(recipe.draft.times == RecipeTimes(prepSeconds: 1200, cookSeconds: 720, totalSeconds: 1920))
    }

    @Test("BBC Good Food: metric amounts, '2 x 400g cans', 'Serves 4' and the page from mainEntityOfPage")
    func bbcGoodFood() throws {
        let recipe = try onlyRecipe("bbc-good-food")
        #expect(recipe.draft.name == "Easy spaghetti bolognese")
        #expect(recipe.draft.servings == 4)
        #expect(recipe.draft.sourceURL == "https://www.goodfood.example/recipes/easy-spaghetti-bolognese")
        let lines = recipe.draft.steps.flatMap(\.lines)
        #expect(lines.count == 9 && recipe.draft.lines.isEmpty)
        #expect(lines[2] == LineDraft(text: "2 garlic cloves, crushed", quantity: 2, unit: "clove", ingredient: "garlic", note: "crushed"))
        #expect(lines[3] == LineDraft(text: "500g beef mince", quantity: 500, unit: "g", ingredient: "beef mince"))
        #expect(lines[4] == LineDraft(text: "2 x 400g cans chopped tomatoes", quantity: 2, unit: "can", ingredient: "tomato", note: "chopped",
                                     container: [Measure(400, unit: "g")]))
        #expect(lines[6] == LineDraft(text: "300ml beef stock", quantity: 300, unit: "ml", ingredient: "beef stock"))
        #expect(lines[8] == LineDraft(text: "parmesan, to serve", ingredient: "parmesan", note: "to serve"))
        #expect(recipe.draft.steps[1].lines.map(\.ingredient) == ["beef mince", "tomato", "tomato purée", "beef stock"])
        #expect(recipe.draft.steps[2].lines.map(\.ingredient) == ["spaghetti", "parmesan"])
        #expect(recipe.draft.steps.map(\.time) == [nil, nil, nil])
        #expect(recipe.draft.times == RecipeTimes(prepSeconds: 600, cookSeconds: 2700, totalSeconds: 3300))
    }

    @Test("AllRecipes: a top-level array whose Recipe has @type as a list, with decimal amounts")
    func allRecipesArray() throws {
        let recipe = try onlyRecipe("allrecipes-array")
        #expect(recipe.draft.name == "Banana Banana Bread")
        #expect(recipe.draft.servings == 12)
        #expect(recipe.draft.sourceURL == "https://www.allrecipes.example/recipe/20144/banana-banana-bread/")
        #expect(recipe.publishedAt == Date(timeIntervalSince1970: 1_558_500_643))
        #expect(recipe.draft.steps.count == 4)
        #expect(recipe.draft.steps[0].lines.isEmpty)
        #expect(recipe.draft.steps[1].lines.count == 7)
        #expect(recipe.draft.steps[1].lines[6] == LineDraft(text: "2.33 cups mashed overripe bananas", quantity: 2.33, unit: "cup",
                                                             ingredient: "overripe banana", note: "mashed"))
        #expect(recipe.draft.steps[1].lines[2].quantity == 0.25)
        #expect(recipe.draft.times == RecipeTimes(prepSeconds: 900, cookSeconds: 3600, totalSeconds: 4500))
    }

    @Test("NYT Cooking: HowToSections are flattened in order, and a lone total time stays the recipe's")
    func nytSections() throws {
        let recipe = try onlyRecipe("nyt-sections")
        #expect(recipe.draft.name == "Pork and Chive Dumplings")
        #expect(recipe.draft.servings == 4)
        let steps = recipe.draft.steps
        #expect(steps.count == 5)
        #expect(steps[0].instructions.hasPrefix("Put the flour in a large bowl"))
        #expect(steps[2].instructions == "Mix the pork, chives, soy sauce, sesame oil and ginger until sticky.")
        #expect(steps[4].instructions.hasPrefix("Boil the dumplings"))
        #expect(steps.map(\.time) == [nil, nil, nil, nil, nil])
        #expect(recipe.draft.times == RecipeTimes(totalSeconds: 5400))
        #expect(steps[0].lines.map(\.ingredient) == ["all-purpose flour", "water"])
        #expect(steps[0].lines[1].note == "boiling")
        #expect(steps[2].lines.count == 5)
        #expect(steps[2].lines[1] == LineDraft(text: "1 bunch Chinese chives, finely chopped", quantity: 1, unit: "bunch",
                                               ingredient: "Chinese chive", note: "finely chopped"))
        #expect(steps[4].lines == [LineDraft(text: "Chinese black vinegar, for serving", ingredient: "Chinese black vinegar", note: "for serving")])
    }

    @Test("a minimal recipe with its instructions as one numbered string gets a step per number and four servings")
    func minimalStringInstructions() throws {
        let recipe = try onlyRecipe("minimal-string-instructions")
        #expect(recipe.draft.name == "Garlic Herb Butter")
        #expect(recipe.draft.servings == 4)
        #expect(recipe.draft.sourceURL == nil)
        #expect(recipe.createdAt == nil)
        #expect(recipe.draft.steps.map(\.instructions) == [
            "Mash the butter in a bowl until creamy.",
            "Stir in the garlic and parsley.",
            "Season with salt, roll into a log and chill until firm.",
        ])
        #expect(recipe.draft.steps.map { $0.lines.map(\.text) } == [
            ["1/2 cup butter, softened"], ["3 cloves garlic, minced", "1 tbsp chopped parsley"], ["salt to taste"],
        ])
        #expect(recipe.draft.steps[2].lines[0] == LineDraft(text: "salt to taste", ingredient: "salt", note: "to taste"))
    }

    @Test("HTML entities in names, descriptions, instructions and lines are decoded")
    func htmlEntities() throws {
        let recipe = try onlyRecipe("html-entities")
        #expect(recipe.draft.name == "Stovetop Mac & Cheese")
        #expect(recipe.draft.summary == #"Mom's creamy "stovetop" mac & cheese — ready in 20 minutes."#)
        #expect(recipe.draft.steps[0].instructions == "Cook the macaroni in salted water until al dente; drain & return to the pot.")
        #expect(recipe.draft.steps[1].instructions == "Stir in the butter, milk and cheese over low heat until smooth – don't let it boil. Dust with paprika.")
        #expect(recipe.draft.steps[1].lines[1] == LineDraft(text: "2 cups shredded cheddar & jack cheese", quantity: 2, unit: "cup",
                                                            ingredient: "cheddar & jack cheese", note: "shredded"))
        #expect(recipe.draft.steps[0].lines == [LineDraft(text: "8 oz. elbow macaroni", quantity: 8, unit: "oz", ingredient: "elbow macaroni")])
        #expect(recipe.publishedAt == ISO8601DateFormatter().date(from: "2020-06-30T19:12:00Z"))
    }

    @Test("a German recipe: decimal commas, metric units, EL and TL, and 'Portionen'")
    func europeanMetric() throws {
        let recipe = try onlyRecipe("european-metric")
        #expect(recipe.draft.name == "Kartoffelsalat nach Omas Art")
        #expect(recipe.draft.servings == 4)
        let lines = recipe.draft.steps.flatMap(\.lines)
        #expect(lines[0] == LineDraft(text: "1,5 kg festkochende Kartoffeln", quantity: 1.5, unit: "kg", ingredient: "festkochende Kartoffel"))
        #expect(lines[1] == LineDraft(text: "0,25 l Gemüsebrühe", quantity: 0.25, unit: "l", ingredient: "Gemüsebrühe"))
        #expect(lines[3] == LineDraft(text: "3 EL Weißweinessig", quantity: 3, unit: "tbsp", ingredient: "Weißweinessig"))
        #expect(lines[4] == LineDraft(text: "1 TL mittelscharfer Senf", quantity: 1, unit: "tsp", ingredient: "mittelscharfer Senf"))
        #expect(recipe.draft.steps.map(\.lines.count) == [1, 5, 2])
        #expect(recipe.draft.steps[2].lines[1] == LineDraft(text: "Salz und Pfeffer", ingredient: "Salz und Pfeffer"))
        #expect(recipe.publishedAt == ISO8601DateFormatter().date(from: "2022-07-03T08:00:00Z"))
        #expect(recipe.createdAt == nil, "a page's publication is not when the household added it")
    }

    @Test("an old-style recipe: numeric yield, 'ingredients' instead of 'recipeIngredient', 'Step 1:' strings and recipe tools")
    func legacyIngredientsAndTools() throws {
        let recipe = try onlyRecipe("legacy-ingredients-tools")
        #expect(recipe.draft.name == "Dutch Oven Chili")
        #expect(recipe.draft.servings == 6)
        let steps = recipe.draft.steps
        #expect(steps.map(\.instructions) == [
            "Brown the beef and onion in the Dutch oven over medium-high heat.",
            "Stir in the chili powder and cumin and cook for 1 minute.",
            "Add the beans and tomatoes, cover and simmer for 1 hour, stirring now and then with a wooden spoon.",
        ])
        #expect(steps[0].tools == [Tool(name: "Dutch oven")])
        #expect(steps[2].tools == [Tool(name: "wooden spoon")])
        #expect(steps[2].lines[0] == LineDraft(text: "2 (15 oz) cans kidney beans, drained", quantity: 2, unit: "can",
                                               ingredient: "kidney bean", note: "drained", container: [Measure(15, unit: "oz")]))
        #expect(steps[0].lines[0] == LineDraft(text: "2 lbs ground beef", quantity: 2, unit: "lb", ingredient: "ground beef"))
        #expect(steps.map(\.time) == [nil, nil, nil])
        #expect(recipe.draft.times == RecipeTimes(cookSeconds: 4500))
    }

    @Test("a WebPage whose mainEntity is the recipe, with ingredients in one string and instructions as an HTML list")
    func webPageMainEntity() throws {
        let recipe = try onlyRecipe("webpage-main-entity")
        #expect(recipe.draft.name == "Classic French Omelette")
        #expect(recipe.draft.servings == 1)
        #expect(recipe.draft.sourceURL == "https://littlekitchen.example/french-omelette")
        #expect(recipe.publishedAt == ISO8601DateFormatter().date(from: "2020-11-05T00:00:00Z"))
        #expect(recipe.draft.steps.map(\.instructions) == [
            "Whisk the eggs with the salt until no streaks remain.",
            "Melt the butter in a nonstick pan over medium-low heat.",
            "Add the eggs and stir constantly until just set, then roll the omelette onto a plate and scatter with chives.",
        ])
        #expect(recipe.draft.steps[0].lines == [
            LineDraft(text: "3 eggs", quantity: 3, ingredient: "egg"),
            LineDraft(text: "a pinch of salt", quantity: 1, unit: "pinch", ingredient: "salt"),
        ])
        #expect(recipe.draft.steps.allSatisfy { $0.time == nil } && recipe.draft.times == RecipeTimes(totalSeconds: 300))
    }

    @Test("two recipes on one page, with steps that carry their own times and tools, and ranges")
    func twoRecipes() throws {
        let recipes = try SchemaOrgRecipe.recipes(from: fixture("two-recipes-array"))
        #expect(recipes.map(\.draft.name) == ["Thai Red Curry with Vegetables", "Jasmine Rice"])
        let curry = recipes[0].draft
        #expect(curry.servings == 2)
        #expect(curry.steps[0].time == StepTime(minutes: 3, kind: .active))
        #expect(curry.steps[0].tools == [Tool(name: "wok")])
        #expect(curry.steps[1].time == StepTime(minutes: 12, kind: .passive))
        #expect(curry.steps[0].lines[1] == LineDraft(text: "2-3 cloves garlic, minced", quantity: 2, quantityMax: 3, unit: "clove",
                                                     ingredient: "garlic", note: "minced"))
        #expect(curry.steps[0].lines[2].quantityMax == 2)
        #expect(curry.steps[1].lines.map(\.ingredient) == ["coconut milk", "mixed vegetable", "fish sauce"])
        #expect(curry.times == RecipeTimes())
        #expect(curry.steps[1].lines[0].container == [Measure(14, unit: "oz")])
        let rice = recipes[1].draft
        #expect(rice.steps.map(\.instructions) == ["Rinse the rice until the water runs clear.",
                                                   "Simmer the rice with the water, covered, for 15 minutes, then rest for 10."])
        #expect(rice.steps.map(\.time) == [nil, nil] && rice.times == RecipeTimes(prepSeconds: 300, cookSeconds: 1500))
        #expect(rice.steps[0].lines.map(\.quantity) == [1.5, 2.25])
    }

    @Test("a recipe with ingredients but no instructions keeps its lines as its own, under 'You will need', and a yield list gives the servings")
    func ingredientsOnly() throws {
        let recipe = try onlyRecipe("ingredients-only")
        #expect(recipe.draft.servings == 2)
        #expect(recipe.draft.steps.isEmpty)
        #expect(recipe.draft.lines.map(\.ingredient) == ["frozen mixed berry", "banana", "oat milk", "honey"])
        #expect(recipe.draft.lines[1].note == "ripe")
        #expect(recipe.draft.lines[3].note == "optional")
    }

    @Test("every fixture is recognised by its content and yields recipes that pass validation")
    func everyFixtureImports() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".json") }
        #expect(names.count >= 10)
        for name in names {
            let payload = try ImportPayload.parse(Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
            #expect(payload.format == .schemaOrg, "\(name)")
            #expect(!payload.recipes.isEmpty, "\(name)")
            for recipe in payload.recipes {
                #expect(recipe.draft.validationIssues().isEmpty, "\(name)")
                #expect(recipe.draft == recipe.draft.normalized, "\(name)")
            }
        }
    }

    @Test("schema.org documents Larder cannot use are refused with the path of the problem")
    func schemaOrgErrors() {
        #expect(importError(Data(#"{"@context": "https://schema.org", "@graph": [{"@type": "WebPage"}, {"@type": "Recipe", "recipeIngredient": ["1 egg"]}]}"#.utf8))?
                .issues == [ImportError.Issue(path: "$['@graph'][1].name", problem: "a recipe needs a name")])
        #expect(throws: ImportError(path: "$", problem: #"no schema.org recipe found (an object with "@type": "Recipe")"#)) {
            try SchemaOrgRecipe.recipes(from: Data(#"{"@context": "https://schema.org", "@type": "Article", "name": "News"}"#.utf8))
        }
        #expect(throws: ImportError(path: "$", problem: "not valid JSON")) {
            try SchemaOrgRecipe.recipes(from: Data("<script type=\"application/ld+json\">".utf8))
        }
        let longName = String(repeating: "Soup ", count: 60)
        #expect(importError(Data(#"[{"@type": "Recipe", "name": "Fine"}, {"@type": "Recipe", "name": "\#(longName)"}]"#.utf8))?["$[1]"]
                == ["name: Name can be at most 200 characters (it has 299)"])
    }

    // MARK: schema.org export

    @Test("schema.org export is read back by the importer into the same recipe, less the skills schema.org cannot carry")
    func schemaOrgRoundTrip() throws {
        let data = SchemaOrgExport.jsonLD([Sample.soup])
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["@context"] as? String == "https://schema.org")
        #expect(json["@type"] as? String == "Recipe")
        #expect(json["recipeYield"] as? String == "4 servings")
        #expect(json["prepTime"] as? String == "PT10M")
        #expect(json["cookTime"] as? String == "PT40M")
        #expect(json["totalTime"] as? String == "PT50M")
        #expect(json["recipeIngredient"] as? [String] == ["1.5 kg onions, sliced", "2 tbsp butter", "1 l beef stock", "salt to taste"])
        let steps = try #require(json["recipeInstructions"] as? [[String: Any]])
        #expect(steps.map { $0["position"] as? Int } == [1, 2])
        #expect(steps[0]["performTime"] as? String == "PT10M")
        #expect((steps[0]["tool"] as? [[String: Any]])?.first?["@type"] as? String == "HowToTool")

        let imported = try SchemaOrgRecipe.recipes(from: data)
        var expected = Sample.soup.draft
        expected.steps = expected.steps.map { step in
            var step = step
            step.id = nil
            step.skills = []
            return step
        }
        // Its date comes back as when it was published; it is added when it is imported.
        var again = ImportedRecipe(draft: expected)
        again.publishedAt = Sample.soup.createdAt
        #expect(imported == [again])
    }

    @Test("several recipes are exported as a JSON array that imports in the same order")
    func schemaOrgExportsArrays() throws {
        let data = SchemaOrgExport.jsonLD([Sample.bread, Sample.soup])
        #expect(try JSONSerialization.jsonObject(with: data) is [Any])
        let imported = try ImportPayload.parse(data)
        #expect(imported.format == .schemaOrg)
        #expect(imported.recipes.map(\.draft.name) == ["Country loaf", "Onion soup"])
        #expect(imported.recipes[0].draft.steps.map(\.time) == Sample.bread.steps.map(\.time))
        #expect(imported.recipes[0].draft.steps[0].lines.map(\.text) == ["500 g flour", "10 g salt", "350 ml water"])
    }

    // MARK: Helpers

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/schema-org")

    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).json"))
    }

    func onlyRecipe(_ name: String) throws -> ImportedRecipe {
        let payload = try ImportPayload.parse(fixture(name))
        #expect(payload.format == .schemaOrg)
        #expect(payload.recipes.count == 1)
        return try #require(payload.recipes.first)
    }

    func importError(_ data: Data) -> ImportError? {
        do {
            _ = try ImportPayload.parse(data)
            return nil
        } catch {
            return error
        }
    }
}

/// Recipes as the repository would read them, and documents written by hand.
