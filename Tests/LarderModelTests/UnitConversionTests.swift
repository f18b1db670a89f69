import Foundation
@testable import LarderModel
import PropertyBased
import Testing

/// A line as the parser reads it and the page shows it, linked to a catalog ingredient that may
/// know its grams per millilitre.
private func line(_ text: String, density: Decimal? = nil, ingredientID: UUID = UUID()) -> LineDetail {
    let draft = IngredientLineParser.parse(text)
    return LineDetail(id: UUID(), text: text, quantity: draft.quantity, quantityMax: draft.quantityMax, unit: draft.unit, note: draft.note,
                      ingredient: draft.ingredient.map { IngredientReference(id: ingredientID, name: $0, density: density) })
}

private let flour = Decimal(string: "0.53")!

@Suite("Quantities in metric or US customary units")
struct UnitConversionTests {
    @Test("the table holds the legal sizes exactly: the avoirdupois pound and the US teaspoon, cup and gallon")
    func exactSizes() {
        let sizes = ["oz": "28.349523125", "lb": "453.59237", "tsp": "4.92892159375", "tbsp": "14.78676478125", "fl oz": "29.5735295625",
                     "cup": "236.5882365", "pint": "473.176473", "quart": "946.352946", "gallon": "3785.411784", "mg": "0.001", "kg": "1000", "cl": "10",
                     "dl": "100", "l": "1000"]
        for (unit, size) in sizes {
            #expect(MeasuringUnit.named(unit)?.size.decimal == Decimal(string: size)!, "\(unit)")
        }
    }

    @Test("to metric: grams and millilitres rounded by magnitude, kilograms and litres to the nearest 0.05", arguments: [
        ("1 tsp vanilla extract", "5 ml vanilla extract"),
        ("½ tsp salt", "2.5 ml salt"),
        ("1 tbsp soy sauce", "15 ml soy sauce"),
        ("2 tbsp soy sauce", "30 ml soy sauce"),
        ("¼ cup olive oil", "60 ml olive oil"),
        ("4 fl oz cream", "120 ml cream"),
        ("1 cup milk", "240 ml milk"),
        // The rule says 473 ml is 470 ml (to the nearest 10), where some charts say 475.
        ("2 cups milk", "470 ml milk"),
        ("1 pint stock", "470 ml stock"),
        ("1 quart stock", "950 ml stock"),
        ("2 quarts stock", "1.9 l stock"),
        ("1 gallon water", "3.8 l water"),
        ("1 oz parmesan", "30 g parmesan"),
        // 226.8 g is past 200 g, so to the nearest 10, where some charts say 225.
        ("8 oz cheddar", "230 g cheddar"),
        ("8.8 oz sugar", "250 g sugar"),
        ("12 oz pasta", "340 g pasta"),
        ("1 lb minced beef", "450 g minced beef"),
        ("2 lb potatoes", "910 g potatoes"),
        ("3 lb potatoes", "1.35 kg potatoes"),
        ("2–3 cups stock", "470–710 ml stock"),
        ("1-2 lb carrots", "450–910 g carrots"),
        ("1 cup flour, sifted", "240 ml flour, sifted"),
    ])
    func toMetric(written: String, expected: String) {
        #expect(Scaling(from: 4, to: 4, units: .metric).text(of: line(written)) == expected)
    }

    @Test("to US customary: cups from ¼ cup, else tablespoons to the nearest ½, else teaspoons to the nearest ⅛; ounces, then pounds", arguments: [
        ("60 ml olive oil", "¼ cup olive oil"),
        ("100 ml milk", "7 tbsp milk"),
        ("150 ml cream", "⅔ cup cream"),
        // 0.45 cup is 11% short of ½ cup, too far for a cup measure.
        ("106 ml milk", "7 tbsp milk"),
        ("250 ml milk", "1 cup milk"),
        // 13½ tbsp, to the nearest ⅛ cup: a cup measure's ¾ and two tablespoons, 4% over.
        ("2 dl cream", "about ¾ cup + 2 tbsp cream"),
        ("1 l stock", "4¼ cups stock"),
        ("1.5 l stock", "6⅓ cups stock"),
        ("5 ml vanilla extract", "1 tsp vanilla extract"),
        ("15 ml soy sauce", "1 tbsp soy sauce"),
        ("2 ml almond extract", "⅜ tsp almond extract"),
        ("0.1 ml rose water", "⅛ tsp rose water"),
        ("100 g cheddar", "3½ oz cheddar"),
        ("200 g feta", "7 oz feta"),
        ("500 g minced beef", "1⅛ lb minced beef"),
        ("1 kg potatoes", "2¼ lb potatoes"),
        ("200-300 g mushrooms", "7–10½ oz mushrooms"),
        ("1–2 l water", "4¼–8½ cups water"),
        // No US unit says a gram: it stays as written rather than "0 oz".
        ("2 g dried yeast", "2 g dried yeast"),
    ])
    func toUS(written: String, expected: String) {
        #expect(Scaling(from: 4, to: 4, units: .us).text(of: line(written)) == expected)
    }

    @Test("a line already in the chosen system reads as written at the recipe's servings, and scales as written at others")
    func alreadyInSystem() {
        #expect(Scaling(from: 2, to: 2, units: .metric).text(of: line("249.5 g sugar")) == "249.5 g sugar")
        #expect(Scaling(from: 2, to: 2, units: .metric).text(of: line("17 g fresh yeast")) == "17 g fresh yeast")
        #expect(Scaling(from: 2, to: 4, units: .metric).text(of: line("750 ml milk")) == "1.5 l milk")
        #expect(Scaling(from: 2, to: 2, units: .us).text(of: line("1 1/2 cups sugar")) == "1 1/2 cups sugar")
        #expect(Scaling(from: 1, to: 3, units: .us).text(of: line("1 tsp cumin")) == "1 tbsp cumin")
    }

    @Test("volume and mass change into each other only through the ingredient's density")
    func density() {
        let metric = Scaling(from: 4, to: 4, units: .metric), us = Scaling(from: 4, to: 4, units: .us)
        // A European kitchen weighs flour.
        #expect(metric.text(of: line("1 cup flour, sifted", density: flour)) == "125 g flour, sifted")
        #expect(metric.text(of: line("1 cup flour, sifted")) == "240 ml flour, sifted")
        #expect(metric.text(of: line("250 ml flour", density: flour)) == "135 g flour")
        // An American one measures it in cups.
        #expect(us.text(of: line("200 g flour", density: flour)) == "1⅔ cups flour")
        #expect(us.text(of: line("200 g flour")) == "7 oz flour")
        #expect(us.text(of: line("2 g salt", density: Decimal(string: "1.2")!)) == "⅜ tsp salt")
        // Already in the system and the dimension it prefers: as written.
        #expect(metric.text(of: line("200 g flour", density: flour)) == "200 g flour")
        #expect(us.text(of: line("1 cup flour", density: flour)) == "1 cup flour")
    }

    @Test("counted things, containers, pinches and lines without a quantity are never converted", arguments: [
        "2 cloves garlic, crushed", "1 (400 g) can chopped tomatoes", "a pinch of salt", "a dash of Worcestershire sauce", "salt, to taste",
        "1 handful basil leaves", "3 eggs", "1 piece ginger",
    ])
    func countedUntouched(written: String) {
        for units in UnitSystem.allCases {
            #expect(Scaling(from: 2, to: 2, units: units).text(of: line(written, density: flour)) == written)
            // A container keeps the size it is sold in, said in the system's unit: a 400 g can is a 14 oz can.
            let expected = Scaling(from: 2, to: 4).text(of: line(written)).replacingOccurrences(of: "400 g", with: units == .us ? "14 oz" : "400 g")
            #expect(Scaling(from: 2, to: 4, units: units).text(of: line(written)) == expected)
        }
    }

    @Test("as written changes nothing: every line of the conversion tables reads as the cook wrote it")
    func writtenUntouched() {
        #expect(Scaling(from: 2, to: 3) == Scaling(from: 2, to: 3, units: .written))
        for written in ["1 cup milk", "8 oz cheddar", "1 gallon water", "100 ml milk", "500 g minced beef", "2–3 cups stock", "2 dl cream"] {
            let original = line(written, density: flour)
            #expect(Scaling(from: 4, to: 4).text(of: original) == written)
            #expect(Scaling(from: 4, to: 4).scaled(original) == original)
        }
    }

    @Test("a line that carries its amount in the chosen system in parentheses says that amount, not a conversion")
    func equivalentInParentheses() {
        #expect(Scaling(from: 1, to: 1, units: .metric).text(of: line("1 cup (240 ml) milk")) == "240 ml milk")
        #expect(Scaling(from: 1, to: 2, units: .metric).text(of: line("1 cup (240 ml) milk")) == "480 ml milk")
        #expect(Scaling(from: 1, to: 1, units: .us).text(of: line("250 ml (1 cup) milk")) == "1 cup milk")
        // In the other system the line stays as written, its equivalent scaled with it.
        #expect(Scaling(from: 1, to: 1, units: .us).text(of: line("1 cup (240 ml) milk")) == "1 cup (240 ml) milk")
        #expect(Scaling(from: 1, to: 2, units: .us).text(of: line("1 cup (240 ml) milk")) == "2 cups (480 ml) milk")
        let scaled = Scaling(from: 1, to: 1, units: .metric).scaled(line("1 cup (240 ml) milk"))
        #expect((scaled.quantity, scaled.unit) == (240, "ml"))
    }

    @Test("the API's scaled quantities are the converted ones, range and all")
    func scaledQuantities() {
        let milk = Scaling(from: 2, to: 2, units: .metric).scaled(line("2 cups milk"))
        #expect(milk.text == "470 ml milk" && milk.quantity == 470 && milk.quantityMax == nil && milk.unit == "ml")
        let stock = Scaling(from: 2, to: 4, units: .metric).scaled(line("1-1½ cups stock"))
        #expect(stock.text == "470–710 ml stock" && stock.quantity == 470 && stock.quantityMax == 710 && stock.unit == "ml")
        let beef = Scaling(from: 1, to: 1, units: .us).scaled(line("500 g minced beef"))
        #expect(beef.quantity == Decimal(9) / 8 && beef.unit == "lb")
        let flourCups = Scaling(from: 1, to: 1, units: .metric).scaled(line("1 cup flour", density: flour))
        #expect(flourCups.quantity == 125 && flourCups.unit == "g")
        // A line in the system's own units keeps its unit, as written does.
        let potatoes = Scaling(from: 1, to: 2, units: .metric).scaled(line("500 g potatoes"))
        #expect(potatoes.text == "1 kg potatoes" && potatoes.quantity == 1000 && potatoes.unit == "g")
    }

    @Test("the recipe's totals add milk in cups and in millilitres into one line, said in the system chosen or the first line's")
    func sumsAcrossUnits() {
        let milk = UUID()
        func total(_ texts: [String], _ units: UnitSystem, density: Decimal? = nil) -> [IngredientTotals.Entry] {
            IngredientTotals.entries(of: [(texts.map { line($0, density: density, ingredientID: milk) }, Scaling(from: 2, to: 2, units: units))])
        }
        #expect(total(["1 cup milk", "100 ml milk"], .written).map(\.text) == ["1½ cups milk"])
        #expect(total(["100 ml milk", "1 cup milk"], .written).map(\.text) == ["340 ml milk"])
        #expect(total(["1 cup milk", "100 ml milk"], .metric).map(\.text) == ["340 ml milk"])
        #expect(total(["1 cup milk", "100 ml milk"], .us).map(\.text) == ["1½ cups milk"])
        // A shopping list made again in other units finds its items by the same key.
        let keys = Set(UnitSystem.allCases.flatMap { total(["1 cup milk", "100 ml milk"], $0).map(\.key) })
        #expect(keys == [milk.uuidString + "|volume"])
        #expect(total(["500 g potatoes"], .written)[0].key == total(["1 kg potatoes"], .us)[0].key)
        #expect(total(["500 g potatoes"], .written)[0].key == milk.uuidString + "|mass")
        // Within one system's ladder, as written sums exactly, as it always has.
        #expect(total(["600 g flour", "0.5 kg flour"], .written).map(\.text) == ["1.1 kg flour"])
        // Said as spoons measure it: "1⅓ tbsp" is one tablespoon and a teaspoon.
        #expect(total(["1 tbsp soy sauce", "1 tsp soy sauce"], .written).map(\.text) == ["1 tbsp + 1 tsp soy sauce"])
        #expect(total(["1 cup stock", "1 gallon stock"], .written).map(\.text) == ["17 cups stock"])
        #expect(total(["8 oz butter", "1 lb butter"], .written).map(\.text) == ["1½ lb butter"])
        #expect(total(["2–3 cups stock", "100 ml stock"], .metric).map(\.text) == ["570–810 ml stock"])
        // Ends that round to one amount are said once, not "1.3–1.3 kg".
        #expect(total(["1.3–1.301 kg flour", "1 g flour"], .metric).map(\.text) == ["1.3 kg flour"])
    }

    @Test("flour by weight and by cup joins into one line only when its density is known")
    func sumsThroughDensity() {
        let id = UUID()
        func total(_ units: UnitSystem, density: Decimal?) -> [IngredientTotals.Entry] {
            let lines = ["200 g flour", "1 cup flour"].map { line($0, density: density, ingredientID: id) }
            return IngredientTotals.entries(of: [(lines, Scaling(from: 1, to: 1, units: units))])
        }
        #expect(total(.written, density: nil).map(\.text) == ["200 g flour", "1 cup flour"])
        #expect(total(.metric, density: nil).map(\.text) == ["200 g flour", "240 ml flour"])
        #expect(total(.metric, density: nil).map(\.key) == [id.uuidString + "|mass", id.uuidString + "|volume"])
        #expect(total(.written, density: flour).map(\.text) == ["330 g flour"])
        #expect(total(.metric, density: flour).map(\.text) == ["330 g flour"])
        #expect(total(.us, density: flour).map(\.text) == ["2⅔ cups flour"])
        #expect(total(.us, density: flour).map(\.key) == [id.uuidString + "|weight-or-volume"])
    }

    @Test("a shopping list sums recipes at their own servings before it converts: 2 cups and 100 ml of milk")
    func shoppingList() {
        let milk = UUID()
        let entries = IngredientTotals.entries(of: [
            ([line("1 cup milk", ingredientID: milk)], Scaling(from: 2, to: 4, units: .metric)),
            ([line("100 ml milk", ingredientID: milk), line("2 cloves garlic")], Scaling(from: 1, to: 1, units: .metric)),
        ])
        #expect(entries.map(\.text) == ["570 ml milk", "2 cloves garlic"])
    }

    @Test("an ingredient read without a density, as stored before densities were, decodes")
    func decodingWithoutDensity() throws {
        let id = UUID()
        let json = Data(#"{"id":"\#(id.uuidString)","name":"flour"}"#.utf8)
        #expect(try JSONDecoder().decode(IngredientReference.self, from: json) == IngredientReference(id: id, name: "flour"))
        let withDensity = IngredientReference(id: id, name: "flour", density: flour)
        #expect(try JSONDecoder().decode(IngredientReference.self, from: JSONEncoder().encode(withDensity)) == withDensity)
    }

    @Test("any amount of any mass or volume keeps its dimension, is never zero, and is within 10% of exact once large enough to round finely")
    func closeToExact() async {
        let units = MeasuringUnit.all
        // From a hundred-thousandth to ten thousand, as many small amounts as large ones.
        await propertyCheck(count: 2000, input: Gen.int(in: 0...(units.count - 1)), Gen.int(in: 1...9_999), Gen.int(in: 0...5)) { index, digits, exponent in
            let unit = units[index]
            let quantity = Decimal(digits) * pow(Decimal(10), exponent) / 100_000
            let exact = quantity * unit.size.decimal
            let written = LineDetail(id: UUID(), text: "\(quantity) \(unit.name) water", quantity: quantity, quantityMax: nil, unit: unit.name,
                                     note: "", ingredient: nil)
            for system in [UnitSystem.metric, .us] {
                let shown = Scaling(from: 1, to: 1, units: system).scaled(written)
                let measure = MeasuringUnit.named(shown.unit)!
                let value = shown.quantity! * measure.size.decimal
                #expect(measure.dimension == unit.dimension && value > 0, "\(written.text) → \(shown.text)")
                guard measure.system == system else {
                    // Only a mass too small for an ounce stays as written.
                    #expect(system == .us && unit.system == .metric && exact < USMassRounding.ounce.decimal / 8, "\(written.text) → \(shown.text)")
                    continue
                }
                // From here on half a rounding step is at most a tenth of the amount: 25 g to the
                // nearest 5, ¼ cup in tablespoons, 1¼ oz to the nearest ¼.
                let finelyRounded: Decimal = switch (system, unit.dimension) {
                case (.metric, _): 25
                case (.us, .volume): USVolumeRounding.cup.decimal / 4
                case (.us, .mass): USMassRounding.ounce.decimal * 5 / 4
                default: 0
                }
                guard exact >= finelyRounded else { continue }
                #expect(abs(value - exact) <= exact / 10, "\(written.text) → \(shown.text)")
            }
        }
    }
}
