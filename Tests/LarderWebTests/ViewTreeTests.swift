import Foundation
@testable import LarderWeb
import Mustache
import Testing
@testable import WebTestSupport

/// Pages are rendered from the dictionaries `ViewTree` makes of their values; Mustache must
/// read them exactly as it reads the structs themselves.
@Suite("Page values as Mustache reads them")
struct ViewTreeTests {
    struct Line: Encodable { var text: String; var note: String? }
    struct Step: Encodable { var number: Int; var lines: [Line]; var isPassive: Bool; var id: UUID }
    struct Page: Encodable { var title: String; var subtitle: String?; var steps: [Step]; var empty: [Line] }

    static let template = """
        {{title}}|{{#subtitle}}sub:{{.}}{{/subtitle}}{{^subtitle}}no subtitle{{/subtitle}}|\
        {{#steps}}{{number}}{{#isPassive}}p{{/isPassive}}:{{#lines}}{{text}}{{#note}}({{note}}){{/note}}{{^note}}[{{title}}]{{/note}},{{/lines}};{{/steps}}|\
        {{^empty}}nothing{{/empty}}|{{#steps}}{{id}}{{/steps}}
        """

    @Test("a tree renders as the values it came from: nils missing, arrays as sections, leaves as text")
    func treeRendersLikeTheValues() throws {
        let id = UUID()
        let page = Page(title: "Soup <&>", subtitle: nil, steps: [
            Step(number: 1, lines: [Line(text: "salt", note: "to taste"), Line(text: "2 onions", note: nil)], isPassive: false, id: id),
            Step(number: 2, lines: [], isPassive: true, id: id),
        ], empty: [])
        let template = try MustacheTemplate(string: Self.template)
        let fromStructs = template.render(page)
        let fromTree = template.render(try #require(try ViewTree.of(page)))
        #expect(fromTree == fromStructs)
        // Not equal by both being empty: the page says what it holds, escaped.
        #expect(fromTree.hasPrefix("Soup &lt;&amp;&gt;|no subtitle|1:salt(to taste),2 onions[Soup &lt;&amp;&gt;],;2p:;|nothing|"))
        #expect(fromTree.hasSuffix(id.uuidString + id.uuidString))
    }
}
