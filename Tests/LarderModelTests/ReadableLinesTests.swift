import Foundation
import LarderModel
import Testing

/// A line as the parser reads it and the page shows it, linked to a catalog ingredient.
private func line(_ text: String, ingredientID: UUID = UUID()) -> LineDetail {
    let draft = IngredientLineParser.parse(text)
    return LineDetail(id: UUID(), text: text, quantity: draft.quantity, quantityMax: draft.quantityMax, unit: draft.unit,
                      note: draft.note, ingredient: draft.ingredient.map { IngredientReference(id: ingredientID, name: $0) })
}

@Suite("Scaled lines read like a cook wrote them")
struct ReadableLinesTests {
    @Test("counted things agree with their amount, units are said in readable sizes, and pinches do not scale", arguments: [
        ("1 onion", 1, 2, "2 onions"),
        ("2 onions, finely chopped", 2, 1, "1 onion, finely chopped"),
        ("1 lemon, juiced", 4, 3, "¾ lemon, juiced"),
        ("1 (400 g) can chopped tomatoes", 1, 2, "2 × 400 g cans chopped tomatoes"),
        ("400 g can chopped tomatoes", 1, 2, "2 × 400 g cans chopped tomatoes"),
        ("2 x 400g tins chickpeas", 2, 1, "1 × 400g tin chickpeas"),
        ("0.6 l vegetable stock", 2, 1, "300 ml vegetable stock"),
        ("500 g potatoes", 1, 2, "1 kg potatoes"),
        ("750 ml milk", 2, 4, "1.5 l milk"),
        ("1 tbsp olive oil", 4, 1, "¾ tsp olive oil"),
        ("1 tsp cumin", 1, 3, "1 tbsp cumin"),
        ("2 tbsp butter", 1, 4, "½ cup butter"),
        ("1 cup (240 ml) milk", 1, 2, "2 cups (480 ml) milk"),
        ("1 clove garlic", 1, 3, "3 cloves garlic"),
        ("3 cloves garlic, crushed", 3, 1, "1 clove garlic, crushed"),
        ("1 tablespoon honey", 1, 2, "2 tablespoons honey"),
        ("a pinch of salt", 4, 1, "a pinch of salt"),
        ("2 pinches of salt", 2, 4, "2 pinches of salt"),
        ("a dash of Worcestershire sauce", 1, 6, "a dash of Worcestershire sauce"),
        ("salt, to taste", 2, 8, "salt, to taste"),
        ("2-3 carrots", 2, 4, "4–6 carrots"),
        ("1 large egg", 1, 3, "3 large eggs"),
        ("1 red onion (about 150 g), sliced", 1, 2, "2 red onions (about 150 g), sliced"),
        ("249.5 g sugar", 1, 1, "249.5 g sugar"),
        ("1 cup flour", 1, 3, "3 cups flour"),
        ("1 ½ cups sugar", 2, 1, "¾ cup sugar"),
        ("2 bay leaves", 2, 1, "1 bay leaf"),
        ("800 g potatoes", 4, 5, "1 kg potatoes"),
        ("3 eggs", 4, 6, "4½ eggs"),
        ("2 cm fresh ginger", 2, 4, "4 cm fresh ginger"),
        ("1 inch fresh turmeric, peeled", 1, 2, "2 inches fresh turmeric, peeled"),
        // Amounts the cook wrote twice scale together, in brackets or after a slash.
        ("750 g (1 lb 2 oz) tomatoes", 1, 2, "1.5 kg (36 oz) tomatoes"),
        ("45 ml (1 fl oz/2 tbsp) oil", 1, 2, "90 ml (2 fl oz / ¼ cup) oil"),
        ("200g/7oz plain flour", 2, 4, "400 g / 14 oz plain flour"),
        ("1 cup / 240 ml milk", 1, 3, "3 cups / 720 ml milk"),
        ("juice of ½ lemon", 1, 2, "juice of 1 lemon"),
        ("zest and juice of 1 lime", 1, 2, "zest and juice of 2 limes"),
    ])
    func scaled(text: String, from: Int, to: Int, expected: String) {
        #expect(Scaling(from: from, to: to).text(of: line(text)) == expected)
    }

    @Test("the recipe's totals and the shopping list add lines up under one name")
    func sums() {
        let lemon = UUID(), salt = UUID(), egg = UUID(), tomatoes = UUID()
        let identity = Scaling(from: 1, to: 1)
        func total(_ texts: [(String, UUID)]) -> [String] {
            IngredientTotals.entries(of: [(texts.map { line($0.0, ingredientID: $0.1) }, identity)]).map(\.text)
        }
        // Counted things are said as a cook counts them: 4¾ lemons are about 4½ (CookAmounts).
        #expect(total([("¾ lemon, juiced", lemon), ("4 lemons", lemon)]) == ["about 4½ lemons"])
        #expect(total([("a pinch of salt", salt), ("a pinch of salt", salt)]) == ["2 pinches of salt"])
        #expect(total([("2 large eggs", egg), ("1 egg", egg), ("eggs", egg)]) == ["3 eggs", "eggs"])
        #expect(total([("1 (400 g) can chopped tomatoes", tomatoes), ("1 x 400 g can chopped tomatoes", tomatoes)])
            == ["2 × 400 g cans chopped tomatoes"])
        let flour = UUID()
        #expect(total([("600 g flour", flour), ("0.5 kg flour", flour)]) == ["1.1 kg flour"])
        let ginger = UUID()
        #expect(total([("2 cm fresh ginger", ginger), ("3 cm ginger, grated", ginger)]) == ["5 cm fresh ginger"])
    }

    @Test("ingredient names fold to one catalog name: singular, without preparation or size words", arguments: [
        ("eggs", "eggs", "egg", ""), ("large eggs", "large eggs", "egg", "large"), ("lemons", "lemons", "lemon", ""),
        ("tomatoes", "tomatoes", "tomato", ""), ("cherry tomatoes", "cherry tomatoes", "cherry tomato", ""),
        ("berries", "berries", "berry", ""), ("bay leaves", "bay leaves", "bay leaf", ""), ("chillies", "chillies", "chilli", ""),
        ("peaches", "peaches", "peach", ""), ("olives", "olives", "olive", ""), ("asparagus", "asparagus", "asparagus", ""),
        ("hummus", "hummus", "hummus", ""), ("molasses", "molasses", "molasses", ""), ("chopped onion", "chopped onion", "onion", "chopped"),
        ("freshly ground black pepper", "freshly ground black pepper", "black pepper", "freshly ground"),
        ("butter at room temperature", "butter at room temperature", "butter", "at room temperature"),
        ("ground cinnamon", "ground cinnamon", "ground cinnamon", ""), ("Kartoffeln", "Kartoffeln", "Kartoffeln", ""),
        ("chopped", "chopped", "chopped", ""),
    ])
    func folding(name: String, _ unused: String, folded: String, descriptors: String) {
        let result = IngredientName.fold(name)
        #expect(result.name == folded)
        #expect(result.descriptors.joined(separator: ", ") == descriptors)
    }

    @Test("plurals of the nouns recipes use", arguments: [
        ("onion", "onions"), ("tomato", "tomatoes"), ("berry", "berries"), ("leaf", "leaves"), ("pinch", "pinches"),
        ("chilli", "chillies"), ("salt", "salt"), ("clove", "cloves"), ("eggs", "eggs"), ("turkey", "turkeys"),
    ])
    func plurals(singular: String, plural: String) {
        #expect(IngredientName.plural(singular) == plural)
    }
}

@Suite("The schedule of a recipe's steps")
struct ScheduleTests {
    static func step(_ minutes: Int?, _ kind: StepTime.Kind = .active, during: Int? = nil) -> Schedule.Step {
        Schedule.Step(time: minutes.map { StepTime(minutes: $0, kind: kind) }, during: during)
    }

    @Test("a step waits for the one before it: blending waits for the simmer, so the soup is ready in 37 minutes, not 34")
    func sequential() {
        let soup = Schedule([Self.step(5), Self.step(5), Self.step(25, .passive), Self.step(2)])
        #expect(soup.slots.map(\.start) == [0, 5, 10, 35].map { $0 * 60 })
        #expect(soup.readyIn == 37 * 60)
    }

    @Test("a step the recipe marks as done while a step waits runs beside it, and the step after both waits for both")
    func overlapping() {
        let bread = Schedule([Self.step(10), Self.step(60, .passive), Self.step(15, during: 1), Self.step(5), Self.step(30, .passive),
                              Self.step(10, during: 4)])
        #expect(bread.slots.map { $0.start / 60 } == [0, 10, 10, 70, 75, 75])
        #expect(bread.slots[2].during == 2)
        #expect(bread.readyIn == 105 * 60)
    }

    @Test("a mark naming a busy step, itself or a later step is ignored: the step waits as usual")
    func invalidMarks() {
        let steps = [Self.step(10), Self.step(5, during: 0), Self.step(5, during: 2), Self.step(5, during: 7)]
        #expect(Schedule(steps).readyIn == 25 * 60)
        let draft = RecipeDraft(name: "x", steps: [StepDraft(instructions: "a", time: StepTime(minutes: 10, kind: .active)),
                                                   StepDraft(instructions: "b", during: 0)])
        #expect(draft.validationIssues().map(\.field) == ["steps[1].during"])
    }

    @Test("ready in: the steps' schedule when they have times, else the recipe's stated times, and the page can say which")
    func readyIn() {
        let timed = RecipeDraft(name: "x", times: RecipeTimes(totalSeconds: 3600),
                                steps: [StepDraft(instructions: "a", time: StepTime(minutes: 20, kind: .passive))])
        #expect(timed.readyIn == ReadyIn(schedule: Schedule(timed.steps), times: timed.times))
        #expect(timed.readyIn.seconds == 1200 && timed.readyIn.source == .steps)
        let stated = RecipeDraft(name: "x", times: RecipeTimes(prepSeconds: 600, cookSeconds: 1200), steps: [StepDraft(instructions: "a")])
        #expect(stated.readyIn.seconds == 1800 && stated.readyIn.source == .recipe)
        #expect(RecipeDraft(name: "x", steps: [StepDraft(instructions: "a")]).readyIn.source == .unknown)
    }
}

/// Scaling's properties, on lines written with equivalents as British and American sites write
/// them, at every pair of servings from 1 to 12.
@Suite("Every amount on a line scales together")
struct EquivalentScalingTests {
    /// Lines of every shape of equivalent: after a slash, in brackets, two in brackets, a range.
    static let lines: [String] = {
        var generator = Generator(seed: 47)
        let shapes: [(String, String, String) -> String] = [
            { first, second, _ in "\(first) g/\(second) oz plain flour" },
            { first, second, _ in "\(first)g/\(second)oz butter, softened" },
            { first, second, _ in "\(first) kg (\(second) lb) chicken thighs" },
            { first, second, third in "\(first) ml (\(second) fl oz/\(third) tbsp) olive oil" },
            { first, second, _ in "\(first) cups (\(second) ml) milk" },
            { first, second, _ in "\(first) oz (\(second) g) dark chocolate" },
        ]
        /// One decimal place, as sites round the second amount.
        func written(_ value: Double) -> String { String(format: "%.1f", max(value, 0.1)) }
        return (0..<120).map { index in
            let first = Double(generator.next(in: 1...900)) / Double([1, 2, 4, 10][generator.next(in: 0...3)])
            return shapes[index % shapes.count](written(first), written(first / 28), written(first / 15))
        }
    }()

    /// A small, seeded generator: the same lines on every run.
    struct Generator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next(in range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
    }

    static func detail(_ text: String) -> LineDetail {
        let draft = IngredientLineParser.parse(text)
        return LineDetail(id: UUID(), text: text, quantity: draft.quantity, quantityMax: draft.quantityMax, unit: draft.unit,
                          note: draft.note, ingredient: draft.ingredient.map { IngredientReference(id: UUID(), name: $0) },
                          equivalents: draft.equivalents, container: draft.container, size: draft.size)
    }

    /// As stored: three decimal places.
    static func stored(_ value: Decimal?) -> Decimal? {
        guard var value else { return nil }
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 3, .plain)
        return rounded
    }

    @Test("scaled by k and back by 1/k, a line's amount and each equivalent come back; each equivalent keeps its ratio to the first")
    func roundTripAndRatios() throws {
        var checked = 0
        for text in Self.lines {
            let line = Self.detail(text)
            try #require(line.quantity != nil && !line.equivalents.isEmpty, "\(text) is read with its equivalents")
            for from in 1...12 {
                for to in 1...12 where to != from {
                    let scaled = Scaling(from: from, to: to).scaled(line)
                    let back = Scaling(from: to, to: from).scaled(scaled)
                    #expect(Self.stored(back.quantity) == Self.stored(line.quantity), "\(text) ×\(to)/\(from)")
                    #expect(back.equivalents.map { Self.stored($0.quantity) } == line.equivalents.map { Self.stored($0.quantity) },
                            "\(text) ×\(to)/\(from)")
                    for (before, after) in zip(line.equivalents, scaled.equivalents) {
                        let ratioBefore = before.quantity / line.quantity!, ratioAfter = after.quantity / scaled.quantity!
                        #expect(abs(NSDecimalNumber(decimal: ratioBefore - ratioAfter).doubleValue) < 1e-9, "\(text) ×\(to)/\(from)")
                    }
                    #expect(scaled.container == line.container, "the size of each item never scales")
                    checked += 1
                }
            }
        }
        #expect(checked == Self.lines.count * 132)
    }

    @Test("the scaled text says every equivalent anew: no bracket keeps the unscaled amount")
    func noStaleBracket() {
        let scaling = Scaling(from: 2, to: 6)
        for text in Self.lines {
            let line = Self.detail(text)
            let said = scaling.text(of: line)
            for measure in line.equivalents {
                let written = QuantityText.format(measure.quantity)
                // The old amount may appear again only where the scaled one happens to say it too.
                let scaledAmounts = line.equivalents.map { QuantityText.format($0.quantity * 3) } + [QuantityText.format(line.quantity! * 3)]
                if !scaledAmounts.contains(where: { $0.contains(written) }) {
                    #expect(!said.contains("(" + written + " ") && !said.contains("/ " + written + " ") && !said.contains("/" + written),
                            "\(text) → \(said)")
                }
            }
        }
    }
}
