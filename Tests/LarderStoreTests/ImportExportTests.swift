import Foundation
@testable import LarderExchange
import LarderImaging
import LarderModel
@testable import LarderStore
import PostgresClient
import RecipeSamples
import Testing
import LarderTestSupport
import PostgresTestSupport

/// Export and import against the database: a household survives the round trip, a bad document
/// writes nothing and says where it is wrong, and name collisions follow the chosen policy.
@Suite("Import and export")
struct ImportExportTests {
    static let soupDate = Date(timeIntervalSince1970: 1_704_067_200.123_456)

    /// Home's whole kitchen: recipes with ranges, notes, tools, a source; a pictured ingredient;
    /// skills with categories and an AR file; catalog entries no recipe uses yet.
    static func furnish(_ kitchen: Kitchen) async throws {
        let flour = try await Picture.card(width: 300, height: 200, top: (230, 220, 200), bottom: (180, 160, 120), text: "Flour")
        _ = try await kitchen.ingredients.upsert(named: "Flour", picture: try await PhotoRepository.prepareIngredientPicture(flour),
                                                 in: kitchen.home.id)
        _ = try await kitchen.ingredients.upsert(named: "Saffron", in: kitchen.home.id)
        _ = try await kitchen.skills.upsert(named: "Dicing", category: .cutting, arFileName: "dicing.usdz", in: kitchen.home.id)
        _ = try await kitchen.skills.upsert(named: "Plating", category: .plating, in: kitchen.home.id)
        _ = try await kitchen.recipes.create(Dish.leekSoup, in: kitchen.home.id, author: kitchen.cook.id, createdAt: soupDate)
        _ = try await kitchen.save(Dish.onionTart)
        _ = try await kitchen.save(RecipeDraft(name: "Crêpes", summary: "Thin, for Sunday.", servings: 2,
                                               sourceURL: "https://example.com/crepes", tags: ["sweet", "Sunday"], steps: [
            StepDraft(instructions: "Whisk everything.", time: StepTime(minutes: 5, kind: .active),
                      tools: [Tool(name: "Whisk"), Tool(name: "Jug", note: "1 litre")],
                      skills: [SkillDraft(name: "Whisking", category: .mixing)],
                      lines: [LineDraft(text: "125 g flour", quantity: 125, unit: "g", ingredient: "flour"),
                              LineDraft(text: "1.5–2 cups milk", quantity: 1.5, quantityMax: 2, unit: "cup", ingredient: "Milk", note: "cold"),
                              LineDraft(text: "a pinch of salt")]),
            StepDraft(instructions: "Rest, then fry thinly.", time: StepTime(minutes: 30, kind: .passive)),
        ]))
        // What a first week brings: times the recipe states, lines no step uses, a step done while another waits.
        _ = try await kitchen.save(RecipeDraft(name: "Sunday roast", servings: 6, times: RecipeTimes(prepSeconds: 1200, totalSeconds: 7200),
                                               lines: [IngredientLineParser.parse("gravy, to serve")], steps: [
            StepDraft(instructions: "Roast the beef.", time: StepTime(minutes: 90, kind: .passive)),
            StepDraft(instructions: "Peel the potatoes.", time: StepTime(minutes: 15, kind: .active), during: 0,
                      lines: [IngredientLineParser.parse("1 kg potatoes")]),
        ]))
    }

    func export(_ kitchen: Kitchen, _ household: Household) async throws -> LarderDocument {
        var document = try LarderDocument.decode(try await RecipeExporter(pool: kitchen.pool).export(household.id, format: .larder))
        document.exportedAt = nil
        document.household = nil
        // Each household has its own people; what they did travels (WholeBackupTests).
        document.members = nil
        return document
    }

    @Test("a household exported, imported into an empty household and exported again gives the same document")
    func roundTrip() async throws {
        try await Kitchen.open { kitchen in
            try await Self.furnish(kitchen)
            let data = try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, format: .larder)
            let (nextDoor, nell) = try await kitchen.neighbour()
            let report = try await RecipeImporter(pool: kitchen.pool).importDocument(data, into: nextDoor.id, author: nell.id, onConflict: .skip)
            #expect(report.created.sorted() == ["Crêpes", "Leek soup", "Onion tart", "Sunday roast"])

            let first = try await export(kitchen, kitchen.home)
            let second = try await export(kitchen, nextDoor)
            #expect(second == first)
            #expect(first.recipes.count == 4 && first.ingredients.count == 8 && first.skills.count == 4)
            let roast = try #require(first.recipes.first { $0.name == "Sunday roast" })
            #expect(roast.times == RecipeTimes(prepSeconds: 1200, totalSeconds: 7200))
            #expect(roast.lines?.map(\.text) == ["gravy, to serve"] && roast.steps[1].duringStep == 1)
            #expect(first.recipes.first { $0.name == "Crêpes" }?.tags == ["Sunday", "sweet"])
            // The picture as stored: through the photo path, a WebP.
            let flour = try #require(first.ingredients.first { $0.name == "Flour" }?.image.flatMap { Data(base64Encoded: $0.base64) })
            #expect(flour.prefix(4) == Data("RIFF".utf8) && flour.dropFirst(8).prefix(4) == Data("WEBP".utf8))
            #expect(first.recipes.first { $0.name == "Leek soup" }?.createdAt.map(ISODate.milliseconds) == 1_704_067_200_123)
        }
    }

    @Test("a household's export is written a batch at a time, in the document's order even where a millisecond spans two batches")
    func exportIsWrittenInPieces() async throws {
        try await Kitchen.open { kitchen in
            // 2,100 recipes a second apart, but twenty of them (0490…0509) made in one
            // millisecond, across the end of the first batch of 500: the document lists those by
            // name, whichever batch the database hands them out in.
            let start = Date(timeIntervalSince1970: 1_700_000_000)
            let drafts = (0..<2100).map { index in
                (draft: Dish.tiny(String(format: "Dish %04d", index)),
                 createdAt: Optional(start.addingTimeInterval(Double((490..<510).contains(index) ? 490 : index))))
            }
            try await kitchen.pool.withConnection { connection in
                _ = try await kitchen.recipes.create(drafts, in: kitchen.home.id, author: nil, on: connection)
            }
            var pieces: [Data] = []
            try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, format: .larder) { pieces.append($0) }
            let whole = pieces.reduce(Data(), +)
            let document = try LarderDocument.decode(whole)
            let names = drafts.map(\.draft.name)
            #expect(document.recipes.count == names.count)
            #expect(zip(document.recipes.map(\.name), names).filter { $0 != $1 }.map(\.0) == [], "recipes out of place")
            // The head, a piece per batch (or less, when a millisecond waits), and the tail.
            #expect(pieces.count >= 6)
            #expect(pieces.map(\.count).max()! < whole.count / 3, "no piece holds most of the document")

            var schemaOrg: [Data] = []
            try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, format: .schemaOrg) { schemaOrg.append($0) }
            let nodes = try #require(try JSONSerialization.jsonObject(with: schemaOrg.reduce(Data(), +)) as? [[String: Any]])
            #expect(nodes.compactMap { $0["name"] as? String } == names)
            #expect(schemaOrg.count >= 5)
        }
    }

    @Test("a document over the size limit is refused whole, naming both sizes; the same document within an admin's limit imports")
    func sizeLimit() async throws {
        try await Kitchen.open { kitchen in
            try await Self.furnish(kitchen)
            let document = try await RecipeExporter(pool: kitchen.pool).export(kitchen.home.id, format: .larder)
            let (nextDoor, nell) = try await kitchen.neighbour()
            let importer = RecipeImporter(pool: kitchen.pool)
            let refused = await #expect(throws: ImportError.self) {
                try await importer.importDocument(document, into: nextDoor.id, author: nell.id, onConflict: .skip, maximumBytes: document.count - 1)
            }
            #expect(refused?.issues.first?.path == "$")
            #expect(refused?.issues.first?.problem.hasSuffix("MB can be imported") == true)
            #expect(try await kitchen.count("SELECT count(*) FROM recipes WHERE household_id = \(nextDoor.id)") == 0)
            let report = try await importer.importDocument(document, into: nextDoor.id, author: nell.id, onConflict: .skip,
                                                           maximumBytes: document.count)
            #expect(report.created.count == 4)
            #expect(ImportLimits.maximumRestoreBytes >= 10 * ImportLimits.maximumDocumentBytes, "a large household's backup fits")
        }
    }

    @Test("an empty household exports an empty document, and a schema.org export of it is an empty array")
    func emptyExport() async throws {
        try await Kitchen.open { kitchen in
            let exporter = RecipeExporter(pool: kitchen.pool)
            let document = try LarderDocument.decode(try await exporter.export(kitchen.home.id, format: .larder))
            #expect(document.recipes.isEmpty && document.household == kitchen.home.name)
            let nodes = try JSONSerialization.jsonObject(with: try await exporter.export(kitchen.home.id, format: .schemaOrg)) as? [Any]
            #expect(nodes?.isEmpty == true)
        }
    }

    /// Documents with one thing wrong, each next to a good recipe and a good ingredient.
    enum BadDocument: CaseIterable, CustomTestStringConvertible {
        case servingsAsAWord, recipeWithoutName, negativeQuantity, tenMegabyteSummary, deepNesting

        var testDescription: String { "\(self)" }

        var recipe: String {
            switch self {
            case .servingsAsAWord: #"{"name": "Soup", "servings": "four"}"#
            case .recipeWithoutName: #"{"servings": 2}"#
            case .negativeQuantity: #"{"name": "Soup", "servings": 2, "steps": [{"instructions": "Stir.", "lines": [{"text": "-2 eggs", "quantity": "-2"}]}]}"#
            case .tenMegabyteSummary: #"{"name": "Soup", "servings": 2, "summary": "\#(String(repeating: "a", count: 10 * 1024 * 1024))"}"#
            case .deepNesting: #"{"name": "Soup", "servings": 2, "steps": \#(String(repeating: "[", count: 100) + String(repeating: "]", count: 100))}"#
            }
        }

        var issue: ImportError.Issue {
            switch self {
            case .servingsAsAWord: ImportError.Issue(path: "$.recipes[1].servings", problem: "expected a whole number, found a string")
            case .recipeWithoutName: ImportError.Issue(path: "$.recipes[1].name", problem: "missing (required)")
            case .negativeQuantity: ImportError.Issue(path: "$.recipes[1].steps[0].lines[0].quantity", problem: "Quantity cannot be negative")
            case .tenMegabyteSummary: ImportError.Issue(path: "$.recipes[1].summary", problem: "Summary can be at most 2000 characters (it has 10485760)")
            case .deepNesting: ImportError.Issue(path: "$", problem: "the document nests arrays and objects more than 64 levels deep")
            }
        }
    }

    @Test("a malformed or invalid document is refused with the JSON path of its problem, and writes nothing", arguments: BadDocument.allCases)
    func badDocumentWritesNothing(_ bad: BadDocument) async throws {
        try await Kitchen.open { kitchen in
            let good = #"{"name": "Good bread", "servings": 2, "steps": [{"instructions": "Bake.", "lines": [{"text": "flour", "ingredient": "Flour"}]}]}"#
            let document = Sample.document(ingredients: #"[{"name": "Saffron"}]"#, recipes: "[\(good), \(bad.recipe)]")
            let before = try await kitchen.census()
            await #expect(throws: ImportError([bad.issue])) {
                try await RecipeImporter(pool: kitchen.pool).importDocument(document, into: kitchen.home.id, author: kitchen.cook.id, onConflict: .skip)
            }
            #expect(try await kitchen.census() == before)
        }
    }

    /// Home has "Leek soup" (and, for renaming, maybe "Leek soup (2)"); the document brings its own
    /// "Leek soup" and an "Onion tart".
    func importCollision(_ kitchen: Kitchen, _ policy: NameConflictPolicy) async throws -> ImportReport {
        let document = LarderDocument(recipes: [
            LarderDocument.Recipe(name: "leek soup", summary: "The imported one.", servings: 2,
                                  steps: [LarderDocument.Step(instructions: "Simmer.", lines: [LarderDocument.Line(text: "leeks", ingredient: "Leek")])]),
            LarderDocument.Recipe(name: "Onion tart", servings: 6),
        ])
        return try await RecipeImporter(pool: kitchen.pool).importDocument(try document.encoded(), into: kitchen.home.id,
                                                                           author: kitchen.cook.id, onConflict: policy)
    }

    func recipes(_ kitchen: Kitchen) async throws -> [String: RecipeSummary] {
        let page = try await kitchen.recipes.fetch(FetchDescriptor(), in: kitchen.home.id)
        return Dictionary(uniqueKeysWithValues: page.items.map { ($0.name, $0) })
    }

    @Test("skip: the household's recipe stays as it was and the imported one is left out")
    func skipKeepsOurs() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let report = try await importCollision(kitchen, .skip)
            #expect(report.skipped == ["leek soup"] && report.created == ["Onion tart"])
            let now = try await recipes(kitchen)
            #expect(now.keys.sorted() == ["Leek soup", "Onion tart"])
            #expect(now["Leek soup"]?.id == soup && now["Leek soup"]?.summary == "Silky and green.")
        }
    }

    @Test("replace: the household's recipe and its steps go, the imported one takes its place")
    func replaceTakesTheirs() async throws {
        try await Kitchen.open { kitchen in
            let soup = try await kitchen.save(Dish.leekSoup)
            let report = try await importCollision(kitchen, .replace)
            #expect(report.replaced == ["leek soup"] && report.created == ["leek soup", "Onion tart"])
            let now = try await recipes(kitchen)
            #expect(now.keys.sorted() == ["Onion tart", "leek soup"])
            #expect(now["leek soup"]?.id != soup && now["leek soup"]?.summary == "The imported one.")
            #expect(try await kitchen.count("SELECT count(*) FROM recipe_steps") == 1)
        }
    }

    @Test("rename: the imported recipe is saved as \"Leek soup (2)\", or the next free number")
    func renameFindsAFreeName() async throws {
        try await Kitchen.open { kitchen in
            _ = try await kitchen.save(Dish.leekSoup)
            let first = try await importCollision(kitchen, .rename)
            #expect(first.renamed == ["leek soup": "leek soup (2)"] && first.created == ["leek soup (2)", "Onion tart"])
            let second = try await importCollision(kitchen, .rename)
            #expect(second.renamed == ["leek soup": "leek soup (3)", "Onion tart": "Onion tart (2)"])
            #expect(try await recipes(kitchen).keys.sorted() == ["Leek soup", "Onion tart", "Onion tart (2)", "leek soup (2)", "leek soup (3)"])
        }
    }

    @Test("an import that fails in its second batch leaves no trace of the first batch or of its catalog")
    func failureHalfWayChangesNothing() async throws {
        try await Kitchen.open { kitchen in
            var importer = RecipeImporter(pool: kitchen.pool)
            importer.batchSize = 2
            let document = LarderDocument(ingredients: [LarderDocument.Ingredient(name: "Saffron")],
                                          recipes: (1...5).map { LarderDocument.Recipe(name: "Dish \($0)", servings: 2, steps: [
                                              LarderDocument.Step(instructions: "Cook.", lines: [LarderDocument.Line(text: "a pinch", ingredient: "Saffron")]),
                                          ]) })
            // Someone else is saving "Dish 4" right now: the import's second batch will meet it.
            let other = try await kitchen.database.connect()
            defer { other.close() }
            try await other.query("BEGIN")
            try await other.query("INSERT INTO recipes (household_id, name, author_id) VALUES (\(kitchen.home.id), 'Dish 4', \(kitchen.cook.id))")
            let before = try await kitchen.census()
            let importing = Task {
                try await importer.importDocument(try document.encoded(), into: kitchen.home.id, author: kitchen.cook.id, onConflict: .skip)
            }
            try await kitchen.untilSomeoneWaitsForALock()
            try await other.query("COMMIT")
            await #expect {
                try await importing.value
            } throws: { error in
                (error as? PostgresError)?.constraint == "recipes_household_name_key"
            }
            var after = try await kitchen.census()
            after.rows["recipes"]! -= 1
            #expect(after == before, "only the other person's recipe was written")
            #expect(try await recipes(kitchen).keys.sorted() == ["Dish 4"])
        }
    }
}

@Suite("Hostile documents")
struct HostileDocumentTests {
    @Test("half a million unclosed tags in one field are read in linear time", .timeLimit(.minutes(1)))
    func unclosedTags() throws {
        let field = String(repeating: "<a", count: 500_000)
        let document = #"{"@context": "https://schema.org", "@type": "Recipe", "name": "Tags", "recipeInstructions": "\#(field)"}"#
        // Read whole (it used to search to the end of the field from each "<"), then refused as too long.
        do {
            _ = try ImportPayload.parse(Data(document.utf8))
            Issue.record("a million-character step was imported")
        } catch {
            #expect(error.issues.map(\.problem) == ["steps[0].instructions: Instructions can be at most 5000 characters (it has 1000000)"])
        }
    }
}
