import Foundation
@testable import LarderModel
import Testing

/// A line as the parser reads it and the page shows it, linked to a catalog ingredient.
private func line(_ text: String) -> LineDetail {
    let draft = IngredientLineParser.parse(text)
    return LineDetail(id: UUID(), text: text, quantity: draft.quantity, quantityMax: draft.quantityMax, unit: draft.unit,
                      note: draft.note, ingredient: draft.ingredient.map { IngredientReference(id: UUID(), name: $0) })
}

/// Scaled and converted amounts as a cook writes them (CookAmounts' table).
@Suite("A cook's amounts")
struct CookAmountsTests {
    @Test("the issue's lines: counted things count, spoons and cups measure, containers keep their size, the plural on the ingredient", arguments: [
        // At 1 serving of 4: a quarter of a can says what it holds; a clove is taken whole.
        ("1 (400 g) can chopped tomatoes", 4, 1, UnitSystem.written, "¼ of a 400 g can chopped tomatoes (about 100 g)"),
        ("1 (400 g) can chopped tomatoes", 4, 1, .us, "¼ of a 14 oz can chopped tomatoes (about 3½ oz)"),
        ("400 g can chopped tomatoes", 4, 6, .us, "1½ × 14 oz cans chopped tomatoes"),
        ("3 cloves garlic", 4, 1, .written, "1 clove garlic (exactly ¾)"),
        // On the list: 20½ cloves are about 20, two heads.
        ("3 cloves garlic, crushed", 6, 41, .written, "about 20 cloves garlic, crushed (2 heads)"),
        ("4 tbsp ground cumin", 3, 1, .written, "1 tbsp + 1 tsp ground cumin"),
        ("1 tbsp olive oil", 4, 1, .written, "¾ tsp olive oil"),
        // 1.2 l is 5.07 cups, which US rounding makes 5⅛: five cups and two tablespoons.
        ("600 ml vegetable stock", 2, 4, .us, "5 cups + 2 tbsp vegetable stock"),
        ("2½ cups vegetable stock", 20, 41, .written, "5 cups + 2 tbsp vegetable stock"),
        ("1 large courgette peeled into ribbons", 1, 2, .written, "2 large courgettes, peeled into ribbons"),
        ("3 eggs", 4, 6, .written, "4½ eggs"),
        ("3 eggs", 4, 7, .written, "about 5 eggs"),
        ("1 lemon, juiced", 4, 3, .written, "¾ lemon, juiced"),
    ])
    func issueLines(text: String, from: Int, to: Int, units: UnitSystem, expected: String) {
        #expect(Scaling(from: from, to: to, units: units).text(of: line(text)) == expected)
    }

    @Test("the reader's language brings its own words: etwa, environ")
    func words() {
        #expect(Scaling(from: 6, to: 41, language: .de).text(of: line("3 cloves garlic")) == "etwa 20 cloves garlic (2 Knollen)")
        #expect(Scaling(from: 4, to: 1, language: .fr).text(of: line("1 (400 g) can tomatoes")) == "¼ × 400 g can tomatoes (environ 100 g)")
    }

    /// Exact amounts across every kind of row, from a seed: the rounded amount and what the line says of it.
    static func cases() -> [(exact: FixedPoint, unit: String, size: String?)] {
        var random = SeededRandom(seed: 52)
        let units: [(String, String?)] = [("clove", nil), ("slice", nil), ("", nil), ("can", "400 g"), ("can", nil), ("jar", "14-ounce"),
                                          ("tsp", nil), ("tbsp", nil), ("cup", nil)]
        return (0..<20_000).map { _ in
            let (unit, size) = units[Int(random.next(upTo: UInt64(units.count)))]
            // From a hundredth to 50, finely: most amounts scaling makes are not round.
            let exact = FixedPoint(Int(1 + random.next(upTo: 5000)), over: 100)
            return (exact, unit, size)
        }
    }

    @Test("every rounded amount is within 10% of the exact one, or the line says the exact amount too")
    func withinTenPercentOrBoth() {
        for (exact, unit, size) in Self.cases() {
            var amount = Amount(exact, nil, unit: unit)
            amount.system = .us
            let ingredient = LineDetail(id: UUID(), text: "", quantity: exact.decimal, quantityMax: nil, unit: unit, note: "",
                                        ingredient: IngredientReference(id: UUID(), name: "garlic"))
            let said = CookSaid(amount, line: ingredient, size: size, scaling: Scaling(from: 1, to: 1, units: .written))
            let base = { (value: FixedPoint, unit: String) in value * (MeasuringUnit.named(unit)?.size ?? 1) }
            let rounded = base(said.amount.lower, said.amount.unit) + (said.plus.map { base($0.lower, $0.unit) } ?? 0)
            let exactBase = base(exact, unit)
            let within = exactBase.distance(to: rounded) * 10 <= exactBase
            let saysExact = said.closing.contains("exactly") || said.closing.contains("about")
            #expect(within || saysExact, "\(exact.decimal) \(unit) said as \(said.opening(unit: nil))\(said.closing)")
            // "about" only for what moved at least 2%, and only within 10%.
            if said.isApproximate { #expect(within && exactBase.distance(to: rounded) * 50 >= exactBase) }
        }
    }

    @Test("counted things are whole where they cannot be cut, spoons and cups are marks of a measuring set, and a cup takes 2 tablespoons at most")
    func measurable() {
        let eighths = (0...8).map { FixedPoint($0, over: 8) }
        for (exact, unit, size) in Self.cases() {
            var amount = Amount(exact, nil, unit: unit)
            amount.system = .us
            let said = CookSaid(amount, line: line("1 \(unit) salt"), size: size, scaling: Scaling(from: 1, to: 1))
            let value = said.amount.lower
            let fraction = value - value.rounded(toNearest: 1, down: true)
            switch said.amount.unit {
            case "clove", "slice":
                #expect(fraction == 0 && value >= 1, "\(exact.decimal) \(unit): \(value.decimal)")
            case "tsp":
                #expect(value < 3 && eighths.contains(fraction), "\(exact.decimal) \(unit): \(value.decimal) tsp")
            case "tbsp":
                #expect([0, .quarter, .half, FixedPoint(3, over: 4)].contains(fraction), "\(exact.decimal) \(unit): \(value.decimal) tbsp")
                #expect(said.plus.map { $0.unit == "tsp" && $0.lower < 3 } ?? true)
            case "cup":
                #expect(said.plus.map { $0.unit == "tbsp" && $0.lower == 2 } ?? true)
            default:
                break
            }
        }
    }
}

