import Foundation
import HTTPTypes
import HummingbirdTesting
import LarderWeb
import Testing
@testable import WebTestSupport

@Suite("Names escaped in pages")
struct HTMLEscapingTests {
    @Test("a quote or angle bracket followed by a combining mark is still escaped, so a name cannot leave its attribute")
    func combiningMarksAreEscaped() async throws {
        try await WebApp.run { app in
            let ada = try await app.owner(of: "Hill House", name: "Ada")
            // swift-mustache's own escaper compares Characters, and `"` with U+0338 after it is one
            // Character that is not `"`: it went out raw and ended the value="…" it stood in.
            let name = "Soup\"\u{0338} autofocus onfocus=alert(1) x<\u{0338}b"
            let recipe = try await ada.createRecipe(name)
            func occurrences(_ text: String, in page: Data) -> Int {
                var count = 0, start = page.startIndex
                while let found = page.range(of: Data(text.utf8), in: start..<page.endIndex) { count += 1; start = found.upperBound }
                return count
            }
            for path in ["/recipes", "/recipes/\(recipe.uuidString)", "/recipes/\(recipe.uuidString)/edit"] {
                let page = Data(try await ada.get(path).text.utf8)
                #expect(page.range(of: Data("Soup&quot;\u{0338} autofocus onfocus=alert(1) x&lt;\u{0338}b".utf8)) != nil, "\(path)")
                // Raw only where JSON escapes it, in the recipe's JSON-LD ("Soup\"̸").
                #expect(occurrences("\"\u{0338}", in: page) == occurrences("\\\"\u{0338}", in: page), "\(path)")
                #expect(occurrences("<\u{0338}", in: page) == 0, "\(path)")
            }
        }
    }
}
