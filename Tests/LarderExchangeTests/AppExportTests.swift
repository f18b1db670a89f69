import Foundation
import LarderModel
@testable import LarderExchange
import RecipeSamples
import Testing

/// Exports of the apps people move from (Mealie, Tandoor, Paprika, Nextcloud Cookbook), read
/// without a database: what each recipe becomes, which recipes cannot be read and why, and what
/// is refused whole. The fixtures and what they must give are written by
/// Fixtures/apps/make_fixtures.py (see Fixtures/apps/manifest.json).
@Suite("Reading other recipe apps' exports")
struct AppExportTests {
    struct Manifest: Decodable {
        var exports: [Export]
        var mealieGroups: [String: [Group]]
    }

    struct Group: Decodable, Equatable {
        var id: String
        var name: String
        var recipeCount: Int
    }

    /// One fixture read once (with a Mealie group chosen or not), and what it must give: recipes and
    /// unreadable ones, an error, or nothing at all (no app's export).
    struct Export: Decodable, CustomTestStringConvertible {
        var file: String
        var format: String?
        var mealieGroup: String?
        var recipes: [Recipe]?
        var unreadable: [Unreadable]?
        var error: String?
        var errorAlsoContains: [String]?
        var notAnExport: Bool?

        var testDescription: String { file + (mealieGroup.map { " (group \($0))" } ?? "") }
    }

    struct Recipe: Decodable {
        var name: String
        var lines: Int
        var steps: Int
        var servings: Int
        var photo: Bool
        var tags: [String]
        /// Kept apart from the tags: they become tags only when the import is asked.
        var keywords: [String]?
        var sourceURL: String?
        var favourite: Bool
        var rating: Int?
        var times: Times?
        var summary: String?
        var summaryEndsWith: String?
        var summaryAtMost: Int?
        var firstStep: String?
        var lastStep: String?
        var stepLines: [Int]?
        var stepMinutes: [Int]?
        var ownLines: [String]?
        var tools: [String]?
        var lineTexts: [String]?
        var createdAt: String?
    }

    struct Times: Decodable {
        var prep: Int?
        var cook: Int?
        var total: Int?
    }

    struct Unreadable: Decodable {
        var path: String
        var contains: String
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/apps")
    static let manifest: Manifest? = try? JSONDecoder().decode(Manifest.self, from: Data(contentsOf: fixtures.appendingPathComponent("manifest.json")))
    static let exports = manifest?.exports ?? []

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: fixtures.appendingPathComponent(name))
    }

    /// The first bytes of the pictures Larder takes: JPEG, PNG, WebP ("RIFF").
    static let pictureSignatures: [[UInt8]] = [[0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47], [0x52, 0x49, 0x46, 0x46]]

    @Test("every fixture is in the manifest, and each is small")
    func fixturesAreListed() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path)
            .filter { $0 != "manifest.json" && $0 != "make_fixtures.py" }
        #expect(Set(files) == Set(Self.exports.map(\.file)))
        for file in files {
            #expect(try Self.fixture(file).count < 50_000, "\(file)")
        }
    }

    @Test("each app's export gives its recipes as the app kept them, and names the ones it cannot read", arguments: exports)
    func export(_ export: Export) throws {
        let data = try Self.fixture(export.file)
        if let expected = export.error {
            let error = #expect(throws: ImportError.self) { try AppExport.payload(of: data, mealieGroup: export.mealieGroup) }
            let message = error?.description ?? ""
            #expect(message.contains(expected), "\(message)")
            for part in export.errorAlsoContains ?? [] { #expect(message.contains(part), "\(message)") }
            return
        }
        let read = try AppExport.payload(of: data, mealieGroup: export.mealieGroup)
        if export.notAnExport == true {
            #expect(read == nil)
            return
        }
        let payload = try #require(read)
        #expect(payload.format.rawValue == export.format)
        #expect(payload.recipes.map(\.draft.name) == (export.recipes ?? []).map(\.name))
        for (recipe, expected) in zip(payload.recipes, export.recipes ?? []) {
            check(recipe, expected)
        }
        let unreadable = export.unreadable ?? []
        #expect(payload.unreadable.map(\.path) == unreadable.map(\.path), "\(payload.unreadable)")
        for (issue, expected) in zip(payload.unreadable, unreadable) {
            #expect(issue.problem.contains(expected.contains), "\(issue)")
        }
    }

    func check(_ recipe: ImportedRecipe, _ expected: Recipe) {
        let draft = recipe.draft
        let name = expected.name
        #expect(draft.validationIssues().isEmpty, "\(name): \(draft.validationIssues())")
        #expect(draft.lines.count + draft.steps.map(\.lines.count).reduce(0, +) == expected.lines, "\(name)")
        #expect(draft.steps.count == expected.steps, "\(name): \(draft.steps.map(\.instructions))")
        #expect(draft.servings == expected.servings, "\(name)")
        #expect((recipe.photo != nil) == expected.photo, "\(name)")
        if let photo = recipe.photo {
            // Read from the file only now, as an import stores it.
            let bytes = try? photo.read()
            #expect(bytes.map { bytes in Self.pictureSignatures.contains { bytes.starts(with: $0) } } == true, "\(name): the photo is the picture's bytes")
            #expect(!photo.path.isEmpty, "\(name)")
        }
        #expect(draft.tags == expected.tags, "\(name)")
        #expect(recipe.keywords == expected.keywords ?? [], "\(name)")
        #expect(draft.sourceURL == expected.sourceURL, "\(name)")
        #expect(recipe.isFavourite == expected.favourite, "\(name)")
        #expect(recipe.rating == expected.rating, "\(name)")
        let times = expected.times ?? Times()
        #expect(draft.times == RecipeTimes(prepSeconds: times.prep, cookSeconds: times.cook, totalSeconds: times.total), "\(name)")
        if let summary = expected.summary { #expect(draft.summary == summary, "\(name)") }
        if let ending = expected.summaryEndsWith { #expect(draft.summary.hasSuffix(ending), "\(name)") }
        if let length = expected.summaryAtMost { #expect(draft.summary.unicodeScalars.count <= length && draft.summary.count > length - 100, "\(name)") }
        if let first = expected.firstStep { #expect(draft.steps.first?.instructions == first, "\(name)") }
        if let last = expected.lastStep { #expect(draft.steps.last?.instructions == last, "\(name)") }
        if let stepLines = expected.stepLines { #expect(draft.steps.map(\.lines.count) == stepLines, "\(name)") }
        if let minutes = expected.stepMinutes { #expect(draft.steps.map { ($0.time?.seconds ?? 0) / 60 } == minutes, "\(name)") }
        if let own = expected.ownLines { #expect(draft.lines.map(\.text) == own, "\(name)") }
        if let tools = expected.tools { #expect(draft.steps.flatMap(\.tools).map(\.name) == tools, "\(name)") }
        if let texts = expected.lineTexts {
            #expect(Set(draft.lines.map(\.text) + draft.steps.flatMap(\.lines).map(\.text)) == Set(texts), "\(name)")
        }
        if let created = expected.createdAt { #expect(recipe.createdAt == ISODate.parse(created), "\(name)") }
    }

    // MARK: What is no app's export

    @Test("a JSON document and a web page are left to the other readers")
    func otherDocumentsAreNoExport() throws {
        let schemaOrg = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/schema-org/bbc-good-food.json")
        let page = #"<!doctype html><html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Soup"}</script></head></html>"#
        #expect(try AppExport.payload(of: Data(contentsOf: schemaOrg)) == nil)
        #expect(try AppExport.payload(of: Data(page.utf8)) == nil)
        #expect(try AppExport.payload(of: Data(#"{"format": "larder-recipes", "recipes": []}"#.utf8)) == nil)
        #expect(try AppExport.payload(of: Data()) == nil)
    }

    @Test("a Paprika recipe cut short is refused as damaged")
    func truncatedPaprikaRecipe() throws {
        let lemonade = try Self.fixture("lemonade.paprikarecipe")
        let error = #expect(throws: ImportError.self) { try AppExport.payload(of: Data(lemonade.prefix(lemonade.count / 2))) }
        #expect(error?.description.contains("damaged gzip data") == true, "\(String(describing: error))")
    }

    // MARK: Refused

    @Test("a damaged zip is refused whole, saying so")
    func damagedZip() throws {
        let error = #expect(throws: ImportError.self) { try AppExport.payload(of: Self.fixture("damaged.zip")) }
        #expect(error?.description.contains("a damaged zip file") == true, "\(String(describing: error))")
    }

    @Test("entries that unpack past 20 MB are refused, honest or lying about their size, and the rest is read")
    func zipBombEntries() throws {
        let payload = try #require(try AppExport.payload(of: Self.fixture("zip-bomb.zip")))
        #expect(payload.recipes.map(\.draft.name) == ["Lemon Posset"])
        #expect(payload.unreadable.count == 3)
        #expect(payload.unreadable.allSatisfy { $0.problem.contains("unpacks to more than 20 MB") })
    }

    @Test("an upload whose entries together unpack past its allowance is refused whole")
    func allowanceForTheWholeUpload() throws {
        let archive = try AppArchive(Self.fixture("zip-bomb.zip"), allowance: .init(bytes: 4 * 1_048_576))
        let error = #expect(throws: ImportError.self) { try PaprikaExport.payload(of: archive) }
        #expect(error?.description.contains("the zip file unpacks to more than 4 MB") == true, "\(String(describing: error))")
    }

    @Test("a photo too large to be one is left out of its recipe, and said, without being decoded")
    func photoBomb() throws {
        let payload = try #require(try AppExport.payload(of: Self.fixture("photo-bomb.paprikarecipes")))
        #expect(payload.recipes.map(\.draft.name) == ["Toast 0", "Toast 1", "Toast 2"])
        #expect(payload.recipes.allSatisfy { $0.photo == nil })
        #expect(payload.recipes.map { $0.leftOut.first?.description } == (0..<3).map { "Toast \($0).paprikarecipe photo_data: the picture is larger than 5 MB" })
    }

    @Test("gzipped recipes count against the upload's allowance as they unpack, though none is too large alone")
    func gzipCountsAgainstTheAllowance() throws {
        let archive = try AppArchive(Self.fixture("padded.paprikarecipes"), allowance: .init(bytes: 8 * 1_048_576))
        let error = #expect(throws: ImportError.self) { try PaprikaExport.payload(of: archive) }
        #expect(error?.description.contains("the zip file unpacks to more than 8 MB") == true, "\(String(describing: error))")
    }

    @Test("an export's photo is read from the file when it is stored, and reads the same each time")
    func photosAreReadWhenStored() throws {
        let payload = try #require(try AppExport.payload(of: Self.fixture("recipes.paprikarecipes")))
        let photo = try #require(payload.recipes.first { $0.draft.name == "Banana Bread" }?.photo)
        #expect(photo.path == "Banana Bread.paprikarecipe photo_data")
        let (first, second) = (try photo.read(), try photo.read())
        #expect(first.starts(with: [0xFF, 0xD8, 0xFF]) && second == first)
    }

    // MARK: Mealie's groups

    @Test("a Mealie backup lists its groups with their recipes, however the database wrote their ids")
    func mealieGroupsAreListed() throws {
        for (file, groups) in Self.manifest?.mealieGroups ?? [:] {
            let listed = try AppExport.mealieGroups(in: Self.fixture(file))
            #expect(listed.map { Group(id: $0.id, name: $0.name, recipeCount: $0.recipeCount) } == groups, "\(file)")
        }
    }

    @Test("a Mealie group is chosen by its name, slug or id, and only its recipes are read")
    func mealieGroupIsChosen() throws {
        let data = try Self.fixture("mealie-v1-two-groups.zip")
        let cabin = try #require(try AppExport.mealieGroups(in: data).first { $0.name == "Cabin" })
        for choice in [cabin.id, cabin.id.uppercased(), "Cabin", "cabin"] {
            #expect(try AppExport.payload(of: data, mealieGroup: choice)?.recipes.map(\.draft.name) == ["Campfire Bannock"], "\(choice)")
        }
        let home = try #require(try AppExport.payload(of: data, mealieGroup: "HOME"))
        #expect(home.recipes.map(\.draft.name) == ["Weeknight Chili", "Crème brûlée"])
    }

    @Test("a backup whose only group with recipes is plain is read without asking")
    func onlyGroupWithRecipes() throws {
        let payload = try #require(try AppExport.payload(of: Self.fixture("mealie-v2-backup.zip")))
        #expect(payload.recipes.count == 3)
    }

    @Test("a Mealie 2 group whose recipes belong to several households offers each household apart, and reads only its recipes")
    func mealieHouseholds() throws {
        let data = try Data(contentsOf: Self.fixtures.deletingLastPathComponent().appendingPathComponent("app-shapes/mealie-v2-backup.zip"))
        let choices = try AppExport.mealieGroups(in: data)
        #expect(choices.map(\.name) == ["Family / Main House", "Family / Granny Flat"])
        #expect(choices.map(\.recipeCount) == [2, 1])
        let error = #expect(throws: ImportError.self) { try AppExport.payload(of: data) }
        #expect(error?.description.contains("choose the group to import") == true, "\(String(describing: error))")
        for (choice, names) in [(choices[0].id, ["Spanish Omelette", "Bircher Muesli"]), ("granny-flat", ["Garlic Prawns"]),
                                ("Family / Granny Flat", ["Garlic Prawns"]), ("family", ["Spanish Omelette", "Garlic Prawns", "Bircher Muesli"])] {
            #expect(try AppExport.payload(of: data, mealieGroup: choice)?.recipes.map(\.draft.name) == names, "\(choice)")
        }
    }

    @Test("listing Mealie groups of a file that is no Mealie backup says so")
    func groupsOfSomethingElse() throws {
        for file in ["recipes.paprikarecipes", "lemonade.paprikarecipe", "not-an-export.zip"] {
            let error = #expect(throws: ImportError.self) { try AppExport.mealieGroups(in: Self.fixture(file)) }
            #expect(error?.description.contains("not a Mealie backup") == true, "\(file)")
        }
    }

    // MARK: Times as typed

    @Test("times typed into recipe apps are read as people mean them", arguments: [
        ("1 hr 20 mins", 4_800), ("20 minutes", 1_200), ("1 1/2 hours", 5_400), ("1½ hours", 5_400), ("45 min.", 2_700),
        ("1h30", 5_400), ("1:30", 5_400), ("20-25 minutes", 1_200), ("20 to 25 minutes", 1_200), ("90", 5_400),
        ("PT1H20M", 4_800), ("2 Stunden", 7_200), ("1 hour and 15 minutes", 4_500), ("1 day", 86_400),
    ])
    func durations(_ text: String, _ seconds: Int) {
        #expect(DurationText.seconds(text) == seconds, "\(text)")
    }

    @Test("text that names no time, or more than a week, gives none", arguments: ["", "overnight", "to taste", "none", "9 days", "PT0M"])
    func noDuration(_ text: String) {
        #expect(DurationText.seconds(text) == nil, "\(text)")
    }
}
