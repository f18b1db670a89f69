import Foundation
import LarderModel
import Testing

@Suite("Quantities as a cook reads them")
struct QuantityTextTests {
    @Test("readable fractions where they fit, with or without a whole part", arguments: [
        ("0.5", "½"), ("0.25", "¼"), ("0.75", "¾"), ("0.125", "⅛"), ("1.5", "1½"), ("2.6666667", "2⅔"), ("0.3333", "⅓"),
        ("3", "3"), ("2.999", "3"), ("1.004", "1"),
    ])
    func fractions(value: String, expected: String) {
        #expect(QuantityText.format(Decimal(string: value)!) == expected)
    }

    @Test("otherwise at most three significant digits, without trailing zeros", arguments: [
        ("0.375", "0.375"), ("2.345", "2.35"), ("0.01234", "0.0123"), ("1234", "1230"), ("150", "150"), ("37.4", "37.4"),
        ("1.2", "1.2"), ("999.6", "1000"),
    ])
    func significantDigits(value: String, expected: String) {
        #expect(QuantityText.format(Decimal(string: value)!) == expected)
    }

    @Test("a line without a quantity, or at the recipe's own servings, reads exactly as written")
    func unchangedLines() {
        let salt = LineDetail(id: UUID(), text: "salt, to taste", quantity: nil, quantityMax: nil, unit: "", note: "to taste", ingredient: nil)
        let eggs = LineDetail(id: UUID(), text: "2 eggs", quantity: 2, quantityMax: nil, unit: "", note: "", ingredient: nil)
        #expect(Scaling(from: 4, to: 8).text(of: salt) == "salt, to taste")
        #expect(Scaling(from: 4, to: 4).text(of: eggs) == "2 eggs")
        #expect(Scaling(from: 4, to: 8).text(of: eggs) == "4 eggs")
        let pinch = LineDetail(id: UUID(), text: "a pinch of salt", quantity: 1, quantityMax: nil, unit: "pinch", note: "", ingredient: nil)
        // A pinch is a gesture, not a measure: it does not scale.
        #expect(Scaling(from: 2, to: 4).text(of: pinch) == "a pinch of salt")
        let mixed = LineDetail(id: UUID(), text: "1 1/2 cups flour", quantity: 1.5, quantityMax: nil, unit: "cup", note: "", ingredient: nil)
        #expect(Scaling(from: 1, to: 2).text(of: mixed) == "3 cups flour")
    }
}
