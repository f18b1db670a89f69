import Foundation
@testable import LarderModel
import Testing

@Suite("Characters told apart by their bytes and scalars")
struct CharacterClassTests {
    @Test("digits and vulgar fractions are told as Unicode's properties and the parser's fractions tell them, for every scalar of the first plane and combined characters")
    func asThePropertiesSay() {
        let characters = (0...0xFFFF).compactMap(Unicode.Scalar.init).map(Character.init)
            + ["1\u{301}", "½\u{301}", "\r\n", "9\u{FE0F}", "1\u{FE0F}\u{20E3}", "-\u{301}"]
        let digits = characters.filter { $0.isASCIIDigit != ($0.isASCII && $0.isNumber) }
        #expect(digits.isEmpty, "\(digits.prefix(10))")
        let fractions = characters.filter { $0.isVulgarFraction != (IngredientLineParser.vulgarFractions[$0] != nil) }
        #expect(fractions.isEmpty, "\(fractions.prefix(10))")
        #expect(characters.filter(\.isASCIIDigit).count == 10)
        #expect(characters.filter(\.isVulgarFraction).count == IngredientLineParser.vulgarFractions.count)
    }
}
