import Foundation
@testable import LarderExchange
import LarderFetch
import LarderModel
import Testing

@Suite("Reading recipes from pages without schema.org data, by their own structure")
struct PagesWithoutSchemaTests {
    /// One page of Fixtures/pages-without-schema and what it must read as (see its README).
    struct Page: Decodable, CustomTestStringConvertible {
        struct Group: Decodable {
            var name: String
            var first: Int
        }

        var file: String
        var shape: String
        var recipe: Bool
        var readBy: String?
        var name: String?
        var ingredients: [String]?
        var groups: [Group]?
        var steps: [String]?
        var yield: String?
        var totalTimeMinutes: Int?
        var why: String?

        enum CodingKeys: String, CodingKey {
            case file, shape, recipe, name, ingredients, groups, steps, yield, why
            case readBy = "read_by"
            case totalTimeMinutes = "total_time_minutes"
        }

        var testDescription: String { file }

        /// The way the page must be read.
        var way: RecipePage.Source? {
            switch readBy {
            case "microformat": .microformats
            case "rdfa": .rdfa
            case "plugin": .plugin
            case "headings": .headings
            default: nil
            }
        }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pages-without-schema")
    static let pages: [Page] = (try? JSONDecoder().decode([Page].self, from: Data(contentsOf: folder.appendingPathComponent("expected.json")))) ?? []
    static let address = URL(string: "https://recipes.example/2024/03/a-recipe/")!

    /// What reading a page gave that it should not have: nothing when it was read fully right.
    static func differences(_ page: Page) -> [String] {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent(page.file)) else { return ["the page is missing"] }
        let html = RecipePage.text(of: data, contentType: "text/html")
        let found: [RecipePage.Found]
        let source: RecipePage.Source
        do {
            (found, source) = try RecipePage.recipes(in: html, url: address)
        } catch {
            return page.recipe ? ["refused: \(error.description)"] : []
        }
        guard page.recipe else { return ["read as a recipe (\(found.map(\.recipe.draft.name))) by \(source.rawValue), though \(page.why ?? "it is none")"] }
        guard found.count == 1, let read = found.first else { return ["read \(found.count) recipes"] }
        var differences: [String] = []
        func compare<Value: Equatable>(_ what: String, _ got: Value, _ expected: Value) {
            if got != expected { differences.append("\(what): got \(got), expected \(expected)") }
        }
        compare("way", source, page.way)
        compare("the recipe's own way", read.recipe.pageStructure, page.way)
        let draft = read.recipe.draft
        compare("name", draft.name, page.name ?? "")
        // The lines in the page's order, each with its group, as the node gives them to the list's reader.
        let list = IngredientList.read(SchemaOrgRecipe.ingredientEntries(read.node["recipeIngredient"]))
        let expectedLines = page.ingredients ?? []
        compare("lines", list.lines.map(\.text), expectedLines)
        // The corpus keeps each heading as the page writes it; a group is named as the parser
        // names headings ("For the sauce" → "Sauce").
        let groups = (page.groups ?? []).map { (first: $0.first, name: IngredientLineParser.groupName($0.name)) }
        let expectedGroups = expectedLines.indices.map { index in groups.last { $0.first <= index }?.name ?? "" }
        compare("groups of the lines", list.lines.map(\.group), expectedGroups)
        compare("groups", list.groups, groups.map(\.name))
        // The recipe holds the same lines, shared out between itself and its steps.
        compare("lines of the recipe", (draft.lines + draft.steps.flatMap(\.lines)).map(\.text).sorted(), list.lines.map(\.text).sorted())
        compare("steps", draft.steps.map(\.instructions), page.steps ?? [])
        compare("yield", read.node["recipeYield"]?.string, page.yield)
        compare("servings", draft.servings, SchemaOrgRecipe.servings(page.yield.map { .string($0) }))
        compare("total time", draft.times.totalSeconds, page.totalTimeMinutes.map { $0 * 60 })
        return differences
    }

    @Test("the corpus is all there: every page listed once, 120 recipes of 58 shapes and 33 pages that are none")
    func corpus() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".html") }
        #expect(Set(files) == Set(Self.pages.map(\.file)))
        #expect(Self.pages.count == 153)
        #expect(Self.pages.count(where: \.recipe) == 120)
        #expect(Set(Self.pages.filter(\.recipe).map(\.shape)).count == 58)
    }

    /// The share read fully right (way, name, lines in order with their groups, steps, yield,
    /// servings, total time), overall and per way, and the pages that are no recipe refused.
    /// The thresholds are what the readers reach: a reader that reads less fails here.
    @Test("pages read fully right by their microformats, RDFa, plugins' cards and headings, and every page that is no recipe refused")
    func shares() {
        var outcomes: [(page: Page, differences: [String])] = []
        for page in Self.pages { outcomes.append((page, Self.differences(page))) }
        let recipes = outcomes.filter { $0.page.recipe }
        let others = outcomes.filter { !$0.page.recipe }
        func share(_ items: [(page: Page, differences: [String])]) -> Double {
            items.isEmpty ? 0 : Double(items.count { $0.differences.isEmpty }) / Double(items.count)
        }
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        print("pages without schema.org: \(percent(share(recipes))) of \(recipes.count) recipes read fully right; "
              + "\(others.count { $0.differences.isEmpty }) of \(others.count) pages that are no recipe refused")
        for way in [RecipePage.Source.microformats, .rdfa, .plugin, .headings] {
            let ofWay = recipes.filter { $0.page.way == way }
            print("  \(way.rawValue): \(percent(share(ofWay))) of \(ofWay.count)")
        }
        for (page, differences) in outcomes where !differences.isEmpty {
            print("  \(page.file): \(differences.joined(separator: "; "))")
        }
        #expect(share(recipes) >= Self.thresholds[nil]!)
        for way in [RecipePage.Source.microformats, .rdfa, .plugin, .headings] {
            #expect(share(recipes.filter { $0.page.way == way }) >= Self.thresholds[way]!, "\(way.rawValue)")
        }
        #expect(others.allSatisfy { $0.differences.isEmpty }, "a page that is no recipe was read as one")
    }

    /// The shares reached, overall (nil) and per way.
    static let thresholds: [RecipePage.Source?: Double] = [nil: 0.95, .microformats: 0.95, .rdfa: 0.95, .plugin: 0.95, .headings: 0.95]

    @Test("a page with JSON-LD or microdata is read from them, whatever its structure shows", arguments: ["wprm-1.html", "headings-en-story-1.html", "h-recipe-li-1.html"])
    func schemaOrgComesFirst(file: String) throws {
        let html = String(decoding: try Data(contentsOf: Self.folder.appendingPathComponent(file)), as: UTF8.self)
        let jsonLD = #"<script type="application/ld+json">{"@type": "Recipe", "name": "Tomato soup", "recipeIngredient": ["1 kg tomatoes"], "recipeInstructions": ["Simmer."]}</script>"#
        let withJSONLD = html.replacingOccurrences(of: "</head>", with: jsonLD + "</head>")
        let (fromJSONLD, jsonSource) = try RecipePage.recipes(in: withJSONLD, url: Self.address)
        #expect(jsonSource == .jsonLD)
        #expect(fromJSONLD.map(\.recipe.draft.name) == ["Tomato soup"])
        #expect(fromJSONLD.allSatisfy { $0.recipe.pageStructure == nil })

        let microdata = #"<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Leek soup</span><span itemprop="recipeIngredient">3 leeks</span><p itemprop="recipeInstructions">Simmer.</p></div>"#
        let withMicrodata = html.replacingOccurrences(of: "</body>", with: microdata + "</body>")
        let (fromMicrodata, microdataSource) = try RecipePage.recipes(in: withMicrodata, url: Self.address)
        #expect(microdataSource == .microdata)
        #expect(fromMicrodata.map(\.recipe.draft.name) == ["Leek soup"])
        #expect(fromMicrodata.allSatisfy { $0.recipe.pageStructure == nil })
    }

    @Test("a recipe read from a page's headings says so in what the import brings, and one from its JSON-LD does not")
    func theWayReachesThePayload() async throws {
        let importer = PageImporter(fetcher: .init(policy: .init()))
        let page = try Data(contentsOf: Self.folder.appendingPathComponent("headings-de-card-1.html"))
        let payload = try await importer.read(page: page, contentType: "text/html", url: nil)
        #expect(payload.recipes.map(\.draft.name) == ["Apfelkuchen vom Blech"])
        #expect(payload.recipes.map(\.pageStructure) == [.headings])
        let schemaOrg = Data(#"<script type="application/ld+json">{"@type": "Recipe", "name": "Soup", "recipeIngredient": ["1 leek"], "recipeInstructions": "Simmer."}</script>"#.utf8)
        let fromJSONLD = try await importer.read(page: schemaOrg, contentType: "text/html", url: nil)
        #expect(fromJSONLD.recipes.map(\.pageStructure) == [nil])
    }

    /// How fast is for `make bench-imports` to say; here, that pages of hostile shapes are read
    /// through each way and refused, as none holds a named recipe with a method. A reader that
    /// went back over the page for each element would not finish these.
    @Test("pages of hostile shapes are read through each way in one pass, and refused")
    func hostilePagesEachWay() {
        let size = 1024 * 1024
        let shapes = [
            String(repeating: "<div class=\"h-recipe\"><span class=\"p-ingredient\">x</span>", count: size / 60),
            String(repeating: "<div typeof=\"Recipe\"><span property=\"recipeIngredient\">x</span>", count: size / 64),
            String(repeating: "<div class=\"wprm-recipe\"><div class=\"wprm-recipe-ingredients-container\"><li>x", count: size / 80),
            String(repeating: "<li class=\"cooked-direction-number\">1<div class=\"cooked-recipe-ingredients\">", count: size / 70),
            "<h2>Method</h2>" + String(repeating: "<h2>Ingredients</h2><ul><li>1 egg<li>2 eggs</ul>", count: size / 48),
            String(repeating: "<p><b>Zutaten:</b><br>1 egg<br><b>Zubereitung:</b>", count: size / 48),
            String(repeating: "<table><tr><td>1 egg<td>", count: size / 24),
        ]
        for html in shapes {
            #expect(throws: ImportError.self, "\(html.prefix(40))") { try RecipePage.recipes(in: html, url: nil) }
        }
    }
}
