import Foundation
import LarderModel
import Testing

/// What a cook expects Larder to read from one ingredient line.
struct ParsedLine: Sendable, CustomTestStringConvertible {
    var line: String
    var quantity: Decimal?
    var quantityMax: Decimal?
    var unit: String
    var ingredient: String?
    var note: String

    init(_ line: String, _ quantity: Decimal?, to quantityMax: Decimal? = nil, _ unit: String, _ ingredient: String?, note: String = "") {
        self.line = line
        self.quantity = quantity
        self.quantityMax = quantityMax
        self.unit = unit
        self.ingredient = ingredient
        self.note = note
    }

    var testDescription: String { line }
}

@Suite("Reading ingredient lines")
struct IngredientLineParserTests {
    static let realWorldLines: [ParsedLine] = [
        // whole numbers, decimals and European commas
        ParsedLine("3 eggs", 3, "", "egg"),
        ParsedLine("2 cups all-purpose flour", 2, "cup", "all-purpose flour"),
        ParsedLine("1.5 kg potatoes", 1.5, "kg", "potato"),
        ParsedLine("1,5 kg festkochende Kartoffeln", 1.5, "kg", "festkochende Kartoffeln"),
        ParsedLine("0,25 l Gemüsebrühe", 0.25, "l", "Gemüsebrühe"),
        ParsedLine("0.75 cup brown sugar", 0.75, "cup", "brown sugar"),
        ParsedLine("1,000 g sugar", 1000, "g", "sugar"),
        // fractions
        ParsedLine("1/2 tsp salt", 0.5, "tsp", "salt"),
        ParsedLine("1 1/2 cups sugar", 1.5, "cup", "sugar"),
        ParsedLine("½ cup butter, softened", 0.5, "cup", "butter", note: "softened"),
        ParsedLine("1 ½ cups milk", 1.5, "cup", "milk"),
        ParsedLine("1½ cups milk", 1.5, "cup", "milk"),
        ParsedLine("¾ cup rolled oats", 0.75, "cup", "rolled oat"),
        ParsedLine("⅓ cup honey", 0.333, "cup", "honey"),
        ParsedLine("2 ¼ cups flour", 2.25, "cup", "flour"),
        ParsedLine("1 1⁄2 cups flour", 1.5, "cup", "flour"),
        ParsedLine("1 ⁄ 2 cup sugar", 0.5, "cup", "sugar"),
        // ranges
        ParsedLine("2-3 cloves garlic", 2, to: 3, "clove", "garlic"),
        ParsedLine("2 – 3 tbsp olive oil", 2, to: 3, "tbsp", "olive oil"),
        ParsedLine("2 to 3 cups water", 2, to: 3, "cup", "water"),
        ParsedLine("1/2-1 cup chicken stock", 0.5, to: 1, "cup", "chicken stock"),
        ParsedLine("1–2 tbsp red curry paste", 1, to: 2, "tbsp", "red curry paste"),
        // no fixed amount
        ParsedLine("salt to taste", nil, "", "salt", note: "to taste"),
        ParsedLine("Salt and pepper, to taste", nil, "", "Salt and pepper", note: "to taste"),
        ParsedLine("olive oil as needed", nil, "", "olive oil", note: "as needed"),
        ParsedLine("1 tbsp chives (optional)", 1, "tbsp", "chive", note: "optional"),
        ParsedLine("parmesan, to serve", nil, "", "parmesan", note: "to serve"),
        ParsedLine("salt and pepper", nil, "", "salt and pepper"),
        ParsedLine("freshly ground black pepper", nil, "", "black pepper", note: "freshly ground"),
        // units, attached or not, in their usual spellings
        ParsedLine("200g flour", 200, "g", "flour"),
        ParsedLine("200 g flour", 200, "g", "flour"),
        ParsedLine("300ml beef stock", 300, "ml", "beef stock"),
        ParsedLine("1 tbsp olive oil", 1, "tbsp", "olive oil"),
        ParsedLine("3 Tbsp. butter", 3, "tbsp", "butter"),
        ParsedLine("2 tablespoons sugar", 2, "tbsp", "sugar"),
        ParsedLine("1 T honey", 1, "tbsp", "honey"),
        ParsedLine("1 t vanilla", 1, "tsp", "vanilla"),
        ParsedLine("2 teaspoons baking powder", 2, "tsp", "baking powder"),
        ParsedLine("1 tsp. ground cumin", 1, "tsp", "ground cumin"),
        ParsedLine("500 grams minced beef", 500, "g", "beef", note: "minced"),
        ParsedLine("250 gr butter", 250, "g", "butter"),
        ParsedLine("2 kilograms pork shoulder", 2, "kg", "pork shoulder"),
        ParsedLine("250 millilitres milk", 250, "ml", "milk"),
        ParsedLine("1 liter water", 1, "l", "water"),
        ParsedLine("2 dl cream", 2, "dl", "cream"),
        ParsedLine("8 ounces cream cheese", 8, "oz", "cream cheese"),
        ParsedLine("8 oz. elbow macaroni", 8, "oz", "elbow macaroni"),
        ParsedLine("2 lbs ground beef", 2, "lb", "ground beef"),
        ParsedLine("1 pound ground pork", 1, "lb", "ground pork"),
        ParsedLine("8 fl. oz. heavy cream", 8, "fl oz", "heavy cream"),
        ParsedLine("1 pint strawberries", 1, "pint", "strawberry"),
        ParsedLine("10 sprigs thyme", 10, "sprig", "thyme"),
        ParsedLine("1 bunch Chinese chives, finely chopped", 1, "bunch", "Chinese chive", note: "finely chopped"),
        ParsedLine("4 slices bread", 4, "slice", "bread"),
        ParsedLine("2 sheets puff pastry", 2, "sheet", "puff pastry"),
        ParsedLine("3 EL Weißweinessig", 3, "tbsp", "Weißweinessig"),
        ParsedLine("1 TL mittelscharfer Senf", 1, "tsp", "mittelscharfer Senf"),
        // containers and their sizes
        ParsedLine("1 (14 oz) can tomatoes", 1, "can", "tomato"),
        ParsedLine("2 (15 oz) cans kidney beans, drained", 2, "can", "kidney bean", note: "drained"),
        ParsedLine("2 x 400g cans chopped tomatoes", 2, "can", "tomato", note: "chopped"),
        ParsedLine("One 14-ounce can coconut milk", 1, "can", "coconut milk"),
        // articles, "of", notes
        ParsedLine("a pinch of salt", 1, "pinch", "salt"),
        ParsedLine("a handful of basil leaves", 1, "handful", "basil leaf"),
        ParsedLine("2 cups of flour", 2, "cup", "flour"),
        ParsedLine("4 cloves of garlic (minced)", 4, "clove", "garlic", note: "minced"),
        ParsedLine("1 onion, finely chopped", 1, "", "onion", note: "finely chopped"),
        ParsedLine("2 cups (250 g) plain flour", 2, "cup", "plain flour"),
        ParsedLine("1 heaped tsp baking powder", 1, "tsp", "baking powder", note: "heaped"),
        ParsedLine("2 large eggs, beaten", 2, "", "egg", note: "beaten"),
        // words that only look like units or amounts
        ParsedLine("2 garlic cloves, crushed", 2, "clove", "garlic", note: "crushed"),
        ParsedLine("1 T-bone steak", 1, "", "T-bone steak"),
        ParsedLine("2% milk", nil, "", "2% milk"),
        // bullets, dashes and the invisible spaces pages paste: a zero-width space is trimmed
        // like a space, as Foundation's white space has it
        ParsedLine("• 2 cups flour", 2, "cup", "flour"),
        ParsedLine("\u{200B}1\u{00A0}tsp\u{2009}salt —", 1, "tsp", "salt"),
        ParsedLine("\u{200B}▢ 200 g feta, crumbled", 200, "g", "feta", note: "crumbled"),
    ]

    @Test("reads amount, unit, ingredient and note from lines as recipe sites write them", arguments: realWorldLines)
    func readsRealWorldLines(_ expected: ParsedLine) {
        let line = IngredientLineParser.parse(expected.line)
        #expect(line.text == expected.line)
        #expect(line.quantity == expected.quantity)
        #expect(line.quantityMax == expected.quantityMax)
        #expect(line.unit == expected.unit)
        #expect(line.ingredient == expected.ingredient)
        #expect(line.note == expected.note)
    }

    @Test("spaces are trimmed natively as Foundation's .whitespaces trims them, for every scalar of the first plane")
    func spacesTrimmedAsFoundationDoes() {
        let differing = (0...0xFFFF).compactMap(Unicode.Scalar.init).filter { scalar in
            let text = "\(scalar)a\(scalar)b\(scalar)"
            return text.trimmedOfSpaces != text.trimmingCharacters(in: .whitespaces)
        }
        #expect(differing.isEmpty, "\(differing.count) differ, among them \(differing.prefix(10).map { String($0.value, radix: 16) })")
    }

    @Test("the line is kept as written, only trimmed, even when nothing in it is recognised")
    func keepsTheText() {
        #expect(IngredientLineParser.parse("  2 cups flour \n").text == "2 cups flour")
        let unreadable = IngredientLineParser.parse("whatever is in the fridge?!")
        #expect(unreadable.text == "whatever is in the fridge?!")
        #expect(unreadable.quantity == nil)
        #expect(unreadable.ingredient == "whatever is in the fridge?!")
        // A vague amount is no amount, said in the note.
        let vague = IngredientLineParser.parse("a little of whatever is in the fridge")
        #expect(vague.quantity == nil)
        #expect(vague.note == "a little")
        #expect(IngredientLineParser.parse("").ingredient == nil)
    }

    @Test("the sizes of items, equivalents and sizes are read apart from the note")
    func readsWhatWasNoted() {
        #expect(IngredientLineParser.parse("1 (14 oz) can tomatoes").container == [Measure(14, unit: "oz")])
        #expect(IngredientLineParser.parse("2 (15 oz) cans kidney beans, drained").container == [Measure(15, unit: "oz")])
        #expect(IngredientLineParser.parse("2 x 400g cans chopped tomatoes").container == [Measure(400, unit: "g")])
        #expect(IngredientLineParser.parse("One 14-ounce can coconut milk").container == [Measure(14, unit: "oz")])
        #expect(IngredientLineParser.parse("2 cups (250 g) plain flour").equivalents == [Measure(250, unit: "g")])
        #expect(IngredientLineParser.parse("2 large eggs, beaten").size == "large")
        let british = IngredientLineParser.parse("1kg/2lb 4oz floury potatoes")
        #expect(british.equivalents == [Measure(36, unit: "oz")])
        #expect(british.quantity == 1 && british.unit == "kg")
    }

    @Test("thirds are kept to three decimal places, as the database stores them")
    func roundsToThreePlaces() {
        #expect(IngredientLineParser.parse("⅔ cup milk").quantity == Decimal(string: "0.667"))
        #expect(IngredientLineParser.parse("1/3 cup sugar").quantity == Decimal(string: "0.333"))
        #expect(IngredientLineParser.parse("1.23456 kg flour").quantity == Decimal(string: "1.235"))
    }

    @Test("an amount too large to store, or a backwards range, is dropped and the line kept")
    func dropsImpossibleAmounts() {
        let huge = IngredientLineParser.parse("999999999999 g flour")
        #expect(huge.quantity == nil)
        #expect(huge.text == "999999999999 g flour")
        // Digits past the twelfth after the point: no amount, and no trap (found by fuzzing imports).
        for line in ["0.0000000000001 g salt", "1.7976931348623157 x", "2,12345678901234 ml"] {
            #expect(IngredientLineParser.parse(line).quantity == nil, "\(line)")
            #expect(IngredientLineParser.parse(line).text == line)
        }
        let backwards = IngredientLineParser.parse("3-2 eggs")
        #expect(backwards.quantity == 3)
        #expect(backwards.quantityMax == nil)
    }

    @Test("what the parser produces passes the line's validation")
    func producesValidLines() {
        for expected in Self.realWorldLines {
            let draft = RecipeDraft(name: "Check", steps: [StepDraft(instructions: "Mix.", lines: [IngredientLineParser.parse(expected.line)])])
            #expect(draft.normalized.validationIssues().isEmpty, "\(expected.line)")
        }
    }
}
