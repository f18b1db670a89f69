import Foundation
@testable import LarderModel
import Testing

/// What scaling, converting and summing said for 3,000 generated recipes, recorded from the
/// implementation in Foundation's `Decimal` before the arithmetic moved to integers
/// (`FixedPoint`), and recorded again when the texts took a cook's rounding (`CookAmounts`; the
/// API's numbers did not change). Every line's scaled text and quantities (as the API's numbers),
/// and every ingredient total, must read the same. `LARDER_RECORD_QUANTITIES=1` writes the record again.
@Suite("Quantities read as they were recorded")
struct QuantityRecordTests {
    static let record = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/quantities-record.txt")

    @Test("3,000 generated recipes scale, convert and sum as recorded")
    func matchesTheRecord() throws {
        let said = (0..<3000).map { Self.say(GeneratedRecipe(seed: UInt64($0))) }.joined()
        if ProcessInfo.processInfo.environment["LARDER_RECORD_QUANTITIES"] == "1" {
            try Data(said.utf8).write(to: Self.record)
            return
        }
        let recorded = try String(contentsOf: Self.record, encoding: .utf8)
        let (expected, actual) = (recorded.split(separator: "\n", omittingEmptySubsequences: false),
                                  said.split(separator: "\n", omittingEmptySubsequences: false))
        #expect(expected.count == actual.count)
        var differences = 0
        for (index, (wanted, got)) in zip(expected, actual).enumerated() where wanted != got {
            differences += 1
            if differences <= 20 { Issue.record("line \(index + 1): recorded \(wanted), now \(got)") }
        }
        #expect(differences == 0)
    }

    /// One recipe at its scaling: each line as shown and as the API gives it, then its totals.
    static func say(_ recipe: GeneratedRecipe) -> String {
        var out = "recipe \(recipe.seed) \(recipe.scaling.from)→\(recipe.scaling.to) \(recipe.scaling.units.rawValue)\n"
        for line in recipe.lines {
            let scaled = recipe.scaling.scaled(line)
            let number = { (value: Decimal?) in value.map { String(format: "%.12g", NSDecimalNumber(decimal: $0).doubleValue) } ?? "-" }
            out += "  \(line.text) | \(recipe.scaling.text(of: line)) | \(number(scaled.quantity)) \(number(scaled.quantityMax)) \(scaled.unit)\n"
        }
        for entry in IngredientTotals.entries(of: [(recipe.lines, recipe.scaling)]) {
            out += "  = \(entry.text)\n"
        }
        return out
    }
}

/// A recipe of two to seven lines drawn from a seed: amounts whole, decimal, fractional and in
/// ranges; every unit Larder measures in, counted units and containers; ingredients with and
/// without a density, often on more than one line so that they sum.
struct GeneratedRecipe {
    let seed: UInt64
    var scaling: Scaling
    var lines: [LineDetail] = []

    static let ingredients: [(name: String, density: Decimal?)] = [
        ("flour", Decimal(string: "0.53")), ("milk", Decimal(string: "1.03")), ("butter", Decimal(string: "0.911")), ("sugar", nil),
        ("olive oil", Decimal(string: "0.92")), ("stock", nil), ("tomatoes", nil), ("salt", Decimal(string: "1.217")), ("eggs", nil),
        ("honey", Decimal(string: "1.42")), ("rice", Decimal(string: "0.753")), ("lemons", nil),
    ]
    static let units = ["", "", "g", "kg", "mg", "ml", "l", "cl", "dl", "tsp", "tbsp", "cup", "cups", "fl oz", "oz", "lb", "pint", "quart",
                        "gallon", "pinch", "clove", "can", "heaped tbsp", "level tsp", "Tbsp", "x 400g tins", "(400 g) cans", "14-ounce can"]
    static let fractions = ["½", "⅓", "⅔", "¼", "¾", "⅛", "⅜", "1/2", "3/4", "1 1/2", "1½", "2¼"]
    static let ingredientIDs = (0..<ingredients.count).map { UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", $0))! }

    init(seed: UInt64) {
        self.seed = seed
        var random = SeededRandom(seed: seed)
        let from = 1 + random.below(12), to = random.below(3) == 0 ? from : 1 + random.below(100)
        scaling = Scaling(from: from, to: to, units: [UnitSystem.written, .metric, .us][random.below(3)])
        // Few ingredients per recipe, so that lines of one ingredient meet and sum.
        let pantry = (0..<(1 + random.below(3))).map { _ in random.below(Self.ingredients.count) }
        for index in 0..<(2 + random.below(6)) {
            let ingredient = pantry[random.below(pantry.count)]
            let text = [Self.amount(&random), Self.units[random.below(Self.units.count)], Self.ingredients[ingredient].name]
                .filter { !$0.isEmpty }.joined(separator: " ") + (random.below(4) == 0 ? ", chopped" : "")
            let draft = IngredientLineParser.parse(text)
            lines.append(LineDetail(
                id: UUID(uuidString: String(format: "00000000-0000-0000-0001-%012d", index))!, text: text, quantity: draft.quantity,
                quantityMax: draft.quantityMax, unit: draft.unit, note: draft.note,
                ingredient: draft.ingredient.map { _ in
                    IngredientReference(id: Self.ingredientIDs[ingredient], name: Self.ingredients[ingredient].name,
                                        density: random.below(4) == 0 ? nil : Self.ingredients[ingredient].density)
                }))
        }
    }

    static func amount(_ random: inout SeededRandom) -> String {
        switch random.below(7) {
        case 0: String(1 + random.below(10))
        case 1: String(1 + random.below(1000))
        case 2: String(random.below(20)) + "." + String(1 + random.below(999))
        case 3: fractions[random.below(fractions.count)]
        case 4: "\(1 + random.below(4))-\(5 + random.below(4))"
        case 5: "\(1 + random.below(3)) to \(4 + random.below(3))"
        default: String(5 * (1 + random.below(200)))
        }
    }
}

private extension SeededRandom {
    mutating func below(_ bound: Int) -> Int { Int(next(upTo: UInt64(bound))) }
}
