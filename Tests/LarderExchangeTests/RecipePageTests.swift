import Foundation
import LarderModel
@testable import LarderExchange
import Testing

@Suite("Reading recipes from web pages")
struct RecipePageTests {
    /// One page of the fixtures and what reading it must give (see Fixtures/pages/manifest.json).
    struct Page: Decodable, CustomTestStringConvertible {
        struct Recipe: Decodable {
            var name: String
            var ingredients: Int
            var steps: Int
            var image: String?
            var firstIngredient: String
            var lastStep: String
            /// The address the recipe names as its own (schema.org `url`); the page's when it names none.
            var sourceURL: String?
        }

        var file: String
        var contentType: String
        var recipes: [Recipe]
        var source: String?
        var error: String?
        var errorAlsoContains: [String]?

        var testDescription: String { file }
    }

    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/pages")
    static let pages: [Page] = (try? JSONDecoder().decode([Page].self, from: Data(contentsOf: fixtures.appendingPathComponent("manifest.json")))) ?? []
    static let address = URL(string: "https://recipes.example/2024/03/a-recipe/")!

    @Test("the fixtures are all there")
    func manifest() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures.path).filter { $0.hasSuffix(".html") }
        #expect(Self.pages.count >= 26)
        #expect(Set(files) == Set(Self.pages.map(\.file)))
    }

    @Test("every shape of page gives its recipes, their lines, steps and image, or says what it holds instead", arguments: pages)
    func page(_ page: Page) throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(page.file))
        let html = RecipePage.text(of: data, contentType: page.contentType)
        do {
            let (found, source) = try RecipePage.recipes(in: html, url: Self.address)
            #expect(page.error == nil, "read a recipe from a page that has none")
            #expect(source.rawValue == page.source)
            #expect(found.map(\.recipe.draft.name) == page.recipes.map(\.name))
            for (read, expected) in zip(found, page.recipes) {
                let draft = read.recipe.draft
                let lines = draft.lines + draft.steps.flatMap(\.lines)
                #expect(lines.count == expected.ingredients, "\(expected.name)")
                #expect(lines.contains { $0.text == expected.firstIngredient }, "\(expected.name): \(lines.map(\.text))")
                #expect(draft.steps.count == expected.steps, "\(expected.name)")
                #expect(draft.steps.last?.instructions == expected.lastStep)
                #expect(read.imageURL == expected.image)
                #expect(draft.sourceURL == expected.sourceURL ?? Self.address.absoluteString, "\(expected.name)")
            }
        } catch {
            let message = error.description
            #expect(page.error != nil, "\(message)")
            if let phrase = page.error { #expect(message.contains(phrase)) }
            for phrase in page.errorAlsoContains ?? [] { #expect(message.contains(phrase), "\(message)") }
        }
    }

    @Test("a page's text comes in the charset its header names, else its meta tag's, else UTF-8 or Windows-1252")
    func charsets() {
        let latin1 = "<html><head><title>Crème brûlée</title></head></html>".data(using: .isoLatin1)!
        #expect(RecipePage.text(of: latin1, contentType: "text/html; charset=ISO-8859-1").contains("Crème brûlée"))
        // Says UTF-8 but is Windows-1252, as old sites are: read as a browser would.
        let wrong = "<html><head><title>Café – ½ price</title></head></html>".data(using: .windowsCP1252)!
        #expect(RecipePage.text(of: wrong, contentType: "text/html; charset=utf-8").contains("Café – ½ price"))
        let meta = "<html><head><meta charset=\"windows-1252\"><title>Crêpes – sweet</title>".data(using: .windowsCP1252)!
        #expect(RecipePage.text(of: meta, contentType: "text/html").contains("Crêpes – sweet"))
        #expect(RecipePage.text(of: Data("<p>Crème</p>".utf8), contentType: nil) == "<p>Crème</p>")
    }

    /// How fast is for `make bench-imports` to say (5 MB in under 200 ms); here, that pages of
    /// every hostile shape are read through and refused. A reader that went back over the page
    /// for each tag would not finish these.
    @Test("hostile pages are read in one pass and refused: stray brackets, nested items, endless attributes, unclosed tags, entities")
    func hostilePages() throws {
        let size = 1024 * 1024
        let shapes = [
            String(repeating: "<", count: size),
            String(repeating: "<div itemscope itemprop=a>", count: size / 26),
            "<p " + String(repeating: "a=\"b\" ", count: size / 6),
            "<script type=\"application/ld+json\">" + String(repeating: "[", count: size),
            String(repeating: "<li>x", count: size / 5),
            String(repeating: "&amp;&#", count: size / 7),
            String(repeating: "<a ", count: size / 3),
            String(repeating: "<span itemprop=x>", count: 300) + String(repeating: "text ", count: size / 5),
        ]
        for html in shapes {
            #expect(throws: ImportError.self, "\(html.prefix(30))") { try RecipePage.recipes(in: html, url: nil) }
        }
    }
}
