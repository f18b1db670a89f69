import Foundation

/// Quantities as a cook reads them: "1½", "⅓", "2.25", "1230".
public enum QuantityText {
    /// The fractions a cook reads at a glance, by value.
    static let fractions: [(value: FixedPoint, glyph: String)] = [
        (FixedPoint(1, over: 8), "⅛"), (FixedPoint(1, over: 4), "¼"), (FixedPoint(1, over: 3), "⅓"), (FixedPoint(1, over: 2), "½"),
        (FixedPoint(2, over: 3), "⅔"), (FixedPoint(3, over: 4), "¾"),
    ]

    /// Eighths too, for what US units are rounded to: "⅜ tsp", "1⅝ lb".
    static let eighths = (fractions + [(FixedPoint(3, over: 8), "⅜"), (FixedPoint(5, over: 8), "⅝"), (FixedPoint(7, over: 8), "⅞")])
        .sorted { $0.value < $1.value }

    /// A whole number and one of the readable fractions when the value is within 0.01 of one
    /// (below 100, where a fraction still matters); otherwise at most 3 significant digits.
    public static func format(_ value: Decimal) -> String {
        format(FixedPoint(value), fractions: fractions)
    }

    static func format(_ value: FixedPoint, fractions: [(value: FixedPoint, glyph: String)] = fractions) -> String {
        guard value > 0 else { return "0" }
        guard value < 100 else { return significant(value, digits: 3) }
        let whole = value.rounded(toNearest: 1, down: true)
        let part = value - whole
        if part <= tolerance, whole > 0 { return plain(whole) }
        if 1 - part <= tolerance { return plain(whole + 1) }
        if let fraction = fractions.first(where: { $0.value.distance(to: part) <= tolerance }) {
            return (whole > 0 ? plain(whole) : "") + fraction.glyph
        }
        return significant(value, digits: 3)
    }

    /// How near a value must be to a whole number or a fraction to read as one.
    private static let tolerance = FixedPoint(1, over: 100)

    /// At most 3 significant digits, in decimals: metric amounts ("1.5 l", "0.75 kg", "250 g").
    static func decimal(_ value: FixedPoint) -> String {
        significant(value, digits: 3)
    }

    /// Whether the value reads as a whole number or one of the readable fractions.
    static func isPlain(_ value: FixedPoint) -> Bool {
        !format(value).contains(".")
    }

    private static func plain(_ whole: FixedPoint) -> String {
        significant(whole, digits: 3)
    }

    /// 1234 → "1230", 2.345 → "2.35", 0.01234 → "0.0123", rounded in decimal (as a cook would).
    static func significant(_ value: FixedPoint, digits: Int) -> String {
        guard value > 0 else { return "0" }
        let magnitude = Int(floor(log10(value.double)))
        return value.rounded(places: digits - 1 - magnitude).text
    }
}

/// A recipe's lines at another number of servings, and in another system of units.
public struct Scaling: Sendable, Equatable {
    /// The recipe's own servings, and the servings asked for.
    public var from: Int
    public var to: Int
    /// The units quantities are said in; `.written` keeps each line's own.
    public var units: UnitSystem
    /// The reader's language, for the few words a rounded amount brings ("about", "of a").
    public var language: Language

    public init(from: Int, to: Int, units: UnitSystem = .written, language: Language = .en) {
        self.from = max(from, 1)
        self.to = max(to, 1)
        self.units = units
        self.language = language
    }

    /// Whether these are the recipe's own servings; the units may still differ from its own.
    public var isIdentity: Bool { from == to }
    /// Whether every line reads exactly as written.
    var changesNothing: Bool { isIdentity && units == .written }

    /// The quantity for `to` servings: multiplied, then divided once, and not at all at the
    /// recipe's own servings, as most pages are.
    func scaled(_ quantity: FixedPoint) -> FixedPoint {
        isIdentity ? quantity : quantity.times(to, over: from)
    }

    /// Units whose amount is a gesture, not a measure: a pinch stays a pinch for twice the people.
    public static let unscaledUnits: Set<String> = ["pinch", "dash"]

    /// The line's text at these servings and in these units, as a cook would write it: "2 onions",
    /// "2 × 400 g cans chopped tomatoes", "300 ml vegetable stock", "125 g flour, sifted". Lines
    /// without a quantity ("salt, to taste"), pinches and dashes, and lines at the recipe's own
    /// servings already in the chosen units read exactly as written. The amount, the size of a
    /// container and the unit are said anew; the rest stays as written, its noun made plural or
    /// singular to agree with the new amount.
    public func text(of line: LineDetail) -> String { said(line).text }

    /// The line at these servings and in these units: its text as `text(of:)` says it, and its
    /// quantities scaled, or, once said in another system's unit, in that unit.
    public func scaled(_ line: LineDetail) -> LineDetail {
        guard !changesNothing else { return line }
        var result = line
        let (text, inSystem) = said(line)
        result.text = text
        if let inSystem {
            (result.quantity, result.quantityMax, result.unit) = (inSystem.lower.decimal, inSystem.upper?.decimal, inSystem.unit)
        } else if let quantities = quantities(of: line) {
            (result.quantity, result.quantityMax) = (quantities.lower.decimal, quantities.upper?.decimal)
        }
        // The same amount in other units scales with it; the size of each item does not.
        if !Self.unscaledUnits.contains(line.unit), line.quantity != nil {
            result.equivalents = line.equivalents.map { measure in
                Measure(scaled(FixedPoint(measure.quantity)).decimal, measure.quantityMax.map { scaled(FixedPoint($0)).decimal }, unit: measure.unit)
            }
        }
        return result
    }

    /// The recipe as it reads at these servings: what the page's JSON-LD describes.
    public func applied(to recipe: RecipeDetail) -> RecipeDetail {
        var scaled = recipe
        scaled.servings = to
        scaled.lines = recipe.lines.map { line in var line = line; line.text = text(of: line); return line }
        for step in scaled.steps.indices {
            for line in scaled.steps[step].lines.indices {
                scaled.steps[step].lines[line].text = text(of: recipe.steps[step].lines[line])
            }
        }
        return scaled
    }

    /// The recipe at these servings with its quantities scaled too, not only its lines' text:
    /// what a program reading the API wants, where the page's JSON-LD keeps the recipe's own.
    public func scaledQuantities(of recipe: RecipeDetail) -> RecipeDetail {
        var scaled = recipe
        scaled.servings = to
        scaled.lines = recipe.lines.map(self.scaled)
        for step in scaled.steps.indices { scaled.steps[step].lines = recipe.steps[step].lines.map(self.scaled) }
        return scaled
    }

    /// The line's quantity and the upper end of its range at these servings, in its own unit.
    func quantities(of line: LineDetail) -> (lower: FixedPoint, upper: FixedPoint?)? {
        guard let quantity = line.quantity.map(FixedPoint.init) else { return nil }
        let upper = line.quantityMax.map(FixedPoint.init)
        guard !Self.unscaledUnits.contains(line.unit) else { return (quantity, upper) }
        return (scaled(quantity), upper.map(scaled))
    }

    /// The line's text, and the amount it says when that is in the chosen system's unit rather
    /// than the line's own.
    private func said(_ line: LineDetail) -> (text: String, inSystem: Amount?) {
        guard !changesNothing, !Self.unscaledUnits.contains(line.unit), let (lower, upper) = quantities(of: line) else {
            return (line.text, nil)
        }
        // "juice of ½ lemon": the amount said where the cook put it, after the words before it.
        var before = ""
        var written = WrittenLine(line.text, unit: line.unit)
        if written == nil, let (head, tail) = Self.amountInside(line) {
            before = head
            written = WrittenLine(tail, unit: line.unit)
        }
        let equivalentIsInSystem = units != .written && written?.equivalents.first.flatMap { MeasuringUnit.named($0.unit)?.system } == units
        var amount = Amount(lower, upper, unit: line.unit)
        // "1 cup (240 ml) milk" in metric: the cook's own 240 ml, rather than the cup converted.
        let usesEquivalent = equivalentIsInSystem && upper == nil
        if usesEquivalent, let equivalent = written?.equivalents.first {
            amount = Amount(scaled(FixedPoint(equivalent.amount)), nil, unit: equivalent.unit)
            amount.isConverted = true
        }
        let inSystem = amount.converted(to: units, density: line.density) ?? (usesEquivalent ? amount.readable : nil)
        guard inSystem != nil || !isIdentity else { return (line.text, nil) }
        // Rounded as a cook measures and counts (CookAmounts' table).
        let said = CookSaid(inSystem ?? amount.readable, line: line, size: written?.size, scaling: self)
        guard let written else {
            // The text does not start with its amount ("Eggs: 2"): say it from the structure.
            let name = line.ingredient.map { IngredientName.phrase($0.name, plural: said.amount.isPlural && line.unit.isEmpty) } ?? line.text
            let text = [said.opening(unit: nil), name].filter { !$0.isEmpty }.joined(separator: " ")
            return (text + (line.note.isEmpty ? "" : ", " + line.note) + said.closing, inSystem)
        }
        // An equivalent in the chosen system is said instead, or would say the amount twice.
        let equivalents = equivalentIsInSystem ? [] : written.equivalents.map { Amount(scaled(FixedPoint($0.amount)), nil, unit: $0.unit).readable }
        return (before + written.saying(said, equivalents: equivalents, ingredient: line.ingredient?.name, note: line.note) + said.closing, inSystem)
    }

    /// The words before the line's amount, and the line from its amount on, where the text
    /// says its amount after other words ("juice of ½ lemon", "zest and juice of 1 lime").
    static func amountInside(_ line: LineDetail) -> (String, String)? {
        let text = line.text
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == " " || index == text.startIndex, case let start = text[index] == " " ? text.index(after: index) : index,
               start < text.endIndex, let rest = AmountPrefix.number(in: text[start...]),
               IngredientLineParser.parse(String(text[start..<rest.startIndex])).quantity == line.quantity {
                return (String(text[..<start]), String(text[start...]))
            }
            index = text.index(after: index)
        }
        return nil
    }
}

/// An amount in the unit that reads best: 1,000 g is 1 kg, 0.3 l is 300 ml, 6 tsp are 2 tbsp.
struct Amount: Equatable {
    var lower: FixedPoint
    var upper: FixedPoint?
    var unit: String
    /// Whether the unit is another than the one the amount came in.
    var isConverted = false
    /// The system the amount was rounded into; `.written` while it keeps the cook's units.
    var system = UnitSystem.written

    init(_ lower: FixedPoint, _ upper: FixedPoint?, unit: String) {
        self.lower = lower
        self.upper = upper
        self.unit = unit
    }

    /// Metric amounts in decimals ("1.5 l"), others in the fractions cooks read ("1½ cups"), and
    /// those rounded to US units in eighths too ("⅜ tsp").
    var text: String {
        let isMetric = MeasuringUnit.named(unit)?.system == .metric
        let fractions = system == .us ? QuantityText.eighths : QuantityText.fractions
        let say = { (value: FixedPoint) in isMetric ? QuantityText.decimal(value) : QuantityText.format(value, fractions: fractions) }
        let low = say(lower)
        // A range whose ends read alike once rounded ("131–131 cups") is one amount.
        guard let high = upper.map(say), high != low else { return low }
        return low + "–" + high
    }

    /// "1½ onions", "2 cups": more than one of a thing.
    var isPlural: Bool { (upper ?? lower) > 1 }

    /// The amount in the step of its unit's ladder that reads best. Metric units change as soon
    /// as the amount reaches the next; spoons and cups only where the amount reads as a plain
    /// fraction ("½ cup", not "0.3125 cup"). Units on no ladder (dl, oz, pint) stay.
    var readable: Amount {
        guard let measure = MeasuringUnit.named(unit) else { return self }
        let steps = measure.steps
        let (smallest, highest) = (lower * measure.size, (upper ?? lower) * measure.size)
        let chosen: (unit: MeasuringUnit, lower: FixedPoint, upper: FixedPoint?)
        if measure.system == .us {
            // The largest unit in which the amount is still at least ¼ (a cup) or 1 (a spoon),
            // or the smallest, and reads plainly.
            guard let best = steps.reversed().lazy.compactMap({ candidate -> (MeasuringUnit, FixedPoint, FixedPoint?)? in
                let value = candidate.units(in: smallest)
                let isLargeEnough = candidate.name == steps[0].name || value >= (candidate.name == "cup" ? Self.quarter : 1)
                guard isLargeEnough, QuantityText.isPlain(value) else { return nil }
                let high = upper == nil ? value : candidate.units(in: highest)
                return QuantityText.isPlain(high) ? (candidate, value, upper.map { _ in high }) : nil
            }).first else { return self }
            chosen = best
        } else {
            let unit = steps.last { smallest >= $0.size } ?? steps[0]
            chosen = (unit, unit.units(in: smallest), upper.map { _ in unit.units(in: highest) })
        }
        guard chosen.unit.name != unit else { return self }
        var result = Amount(chosen.lower, chosen.upper, unit: chosen.unit.name)
        result.isConverted = true
        return result
    }

    private static let quarter = FixedPoint(1, over: 4)

    /// The unit as the line says it: as written ("cups", "Tbsp"), made singular or plural to
    /// agree with the amount, or, once converted, in its usual short form.
    func unitText(writtenAs written: String?) -> String {
        guard let written, !isConverted else {
            return unit == "cup" ? (isPlural ? "cups" : "cup") : (Amount.spelledUnits.contains(unit) ? IngredientName.phrase(unit, plural: isPlural) : unit)
        }
        guard let last = written.split(separator: " ").last,
              Amount.spelledUnits.contains(IngredientName.singular(String(last)).lowercased()) else { return written }
        return IngredientName.phrase(written, plural: isPlural)
    }

    /// Unit words written out, which agree in number with their amount ("2 cloves"); short
    /// forms (g, tbsp, oz) never change.
    static let spelledUnits: Set<String> = [
        "cup", "tablespoon", "teaspoon", "pinch", "dash", "handful", "clove", "can", "tin", "jar", "slice", "piece", "bunch",
        "sprig", "stick", "package", "packet", "pack", "sheet", "stalk", "head", "leaf", "pint", "quart", "gallon", "ounce",
        "pound", "gram", "gramme", "kilo", "kilogram", "litre", "liter", "millilitre", "milliliter", "bottle", "carton",
        "tub", "bag", "box", "pot", "punnet", "inch",
    ]
}

/// A line's text cut where its amount, the size of its container and its unit end, so that a
/// scaled line can say those anew and keep the rest as the cook wrote it.
struct WrittenLine {
    /// "400 g" of "2 (400 g) cans" or "400 g can": a container's size, which does not scale.
    var size: String?
    /// "(240 ml)" of "1 cup (240 ml) milk", "7oz" of "200g/7oz flour", "1 fl oz/2 tbsp" of
    /// "45 ml (1 fl oz/2 tbsp) oil": the same amount in other units, which scale with it.
    var equivalents: [(amount: Decimal, unit: String)] = []
    /// The equivalents followed a slash ("200g/7oz"), not brackets.
    var slashed = false
    /// The unit as written, with an adjective before it ("heaped tsp").
    var unit: String?
    var rest: String

    /// nil when the text does not start with an amount.
    init?(_ text: String, unit: String) {
        guard let afterAmount = AmountPrefix.remainder(after: text) else { return nil }
        var rest = Substring(afterAmount)
        func dropSpaces() { rest = rest.drop { $0 == " " } }
        if let first = rest.first, first == "x" || first == "×", rest.dropFirst().first.map({ $0 == " " || $0.isASCIIDigit }) == true {
            // "2 x 400g tins"
            let afterX = rest.dropFirst().drop { $0 == " " }
            if let afterNumber = AmountPrefix.number(in: afterX) {
                let unitWord = afterNumber.drop { $0 == " " }.prefix { $0.isLetter }
                let end = unitWord.isEmpty ? afterNumber.startIndex : unitWord.endIndex
                size = String(afterX[..<end]).trimmed
                rest = rest[end...]
            }
        } else if rest.first == "(", let close = rest.firstIndex(of: ")"), IngredientWords.containerUnits.contains(unit) {
            // "2 (400 g) cans"
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            if AmountPrefix.number(in: inside.drop { $0 == " " }) != nil {
                size = String(inside).trimmed
                rest = rest[rest.index(after: close)...]
            }
        } else if case let digits = rest.prefix(while: \.isASCIIDigit), !digits.isEmpty, case let dash = digits.endIndex,
                  rest[dash...].first == "-", rest[rest.index(after: dash)...].first?.isLetter == true {
            // "1 14-ounce can"
            let end = rest[rest.index(after: dash)...].firstIndex { !$0.isLetter } ?? rest.endIndex
            size = String(rest[..<end])
            rest = rest[end...]
        }
        dropSpaces()
        guard !unit.isEmpty else {
            self.rest = String(rest)
            return
        }
        // "200g/7oz": the unit ends at the slash.
        if case let letters = rest.prefix(while: \.isLetter), !letters.isEmpty, rest[letters.endIndex...].first == "/" {
            rest = Substring(String(letters) + " " + rest[letters.endIndex...])
        }
        // The unit's words: one or two, maybe after an adjective ("heaped tbsp", "fl oz").
        var words = rest.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true).map(String.init)
        var adjective: String?
        if let first = words.first, IngredientWords.unitAdjectives.contains(first.lowercased()) {
            adjective = first
            words.removeFirst()
        }
        var unitWords: Int?
        if words.count >= 2, IngredientLineParser.canonicalUnit(words[0].trimming { $0 == "." } + " " + words[1]) != nil {
            unitWords = 2
        } else if let first = words.first, IngredientLineParser.canonicalUnit(first) != nil {
            unitWords = 1
        }
        guard let unitWords else {
            self.rest = String(rest)
            return
        }
        var written = words.prefix(unitWords).joined(separator: " ")
        var consumed = (adjective.map { [$0] } ?? []) + words.prefix(unitWords)
        // "400 g can": the measure is the container's size.
        if size == nil, IngredientWords.containerUnits.contains(unit),
           let measure = IngredientLineParser.canonicalUnit(written), !IngredientWords.containerUnits.contains(measure),
           words.count > unitWords, let container = IngredientLineParser.canonicalUnit(words[unitWords]),
           container == unit {
            size = (AmountPrefix.amount(of: text) ?? "") + " " + written
            written = words[unitWords]
            consumed.append(words[unitWords])
        }
        self.unit = (adjective.map { $0 + " " } ?? "") + written
        for word in consumed {
            dropSpaces()
            rest = rest.dropFirst(word.count)
        }
        dropSpaces()
        // "1 cup (240 ml) milk", "45 ml (1 fl oz/2 tbsp) oil": the same amount in other units.
        if rest.first == "(", let close = rest.firstIndex(of: ")") {
            let inside = String(rest[rest.index(after: rest.startIndex)..<close])
            let parsed = IngredientLineParser.parse(inside)
            if let value = parsed.quantity, parsed.quantityMax == nil, !parsed.unit.isEmpty, parsed.ingredient == nil {
                equivalents = [(value, parsed.unit)] + parsed.equivalents.filter { $0.quantityMax == nil }.map { ($0.quantity, $0.unit) }
                rest = rest[rest.index(after: close)...]
                dropSpaces()
            }
        } else if rest.first == "/" {
            // "200g/7oz flour", "1 cup / 240 ml milk"
            var after = rest.dropFirst().drop { $0 == " " }
            if let afterNumber = AmountPrefix.number(in: after),
               let value = IngredientLineParser.parse(String(after[..<afterNumber.startIndex])).quantity {
                after = afterNumber.drop { $0 == " " }
                let words = after.split(separator: " ", maxSplits: 2).map { String($0).trimming { $0 == "," || $0 == "." } }
                var unitWords = 0
                if words.count >= 2, IngredientLineParser.canonicalUnit(words[0] + " " + words[1]) != nil { unitWords = 2 }
                else if let first = words.first, IngredientLineParser.canonicalUnit(first) != nil { unitWords = 1 }
                if unitWords > 0, let unit = IngredientLineParser.canonicalUnit(words.prefix(unitWords).joined(separator: " ")) {
                    equivalents = [(value, unit)]
                    slashed = true
                    for word in words.prefix(unitWords) {
                        after = after.drop { $0 == " " }
                        after = after.dropFirst(word.count)
                    }
                    rest = after.drop { $0 == " " || $0 == "." }
                }
            }
        }
        self.rest = String(rest)
    }

    /// The line with a new amount, and its equivalents, when it still says them. `ingredient`
    /// and `note`, as the parser read them, find the noun that agrees with the amount.
    func saying(_ said: CookSaid, equivalents: [Amount], ingredient: String?, note: String) -> String {
        let amount = said.amount
        var parts = [said.opening(unit: unit)]
        let others = equivalents.map { [$0.text, $0.unitText(writtenAs: nil)].joined(separator: " ") }.joined(separator: " / ")
        if !others.isEmpty { parts.append(slashed ? "/ " + others : "(" + others + ")") }
        var rest = self.rest
        if amount.unit.isEmpty {
            // A thing counted, not measured: its noun agrees with the amount ("2 onions, chopped").
            let end = rest.firstIndex { $0 == "," || $0 == "(" } ?? rest.endIndex
            let noun = String(rest[..<end]).trimmed
            if !noun.isEmpty {
                let tail = rest[end...]
                rest = Self.agreeing(noun, with: amount, ingredient: ingredient, note: note) + (tail.first == "(" ? " " : "") + tail
            }
        }
        if !rest.isEmpty { parts.append(rest) }
        return parts.joined(separator: " ")
    }
}

extension WrittenLine {
    /// The words after a counted amount, their noun agreeing with it. The noun is the
    /// ingredient's, where the words name it and a note follows ("2 large courgettes, peeled into
    /// ribbons", from "1 large courgette peeled into ribbons"); otherwise the last word.
    static func agreeing(_ noun: String, with amount: Amount, ingredient: String?, note: String) -> String {
        let words = noun.split(separator: " ").map(String.init)
        if let ingredient, let last = ingredient.split(separator: " ").last.map({ IngredientName.singular(String($0)).lowercased() }),
           let index = words.firstIndex(where: { IngredientName.singular(String($0.filter(\.isLetter))).lowercased() == last }),
           index < words.count - 1, case let after = words[(index + 1)...].joined(separator: " "),
           !note.isEmpty, note.lowercased().hasPrefix(after.lowercased()) || after.lowercased().hasPrefix(note.lowercased()) {
            return IngredientName.phrase(words[...index].joined(separator: " "), plural: amount.isPlural) + ", " + after
        }
        return IngredientName.phrase(noun, plural: amount.isPlural)
    }
}

/// Finds the amount a line of text starts with: "2", "1 ½", "1½", "1/2", "0.5", "2-3",
/// "2 to 3", "a" or "an" (one of a unit: "a pinch of salt").
enum AmountPrefix {
    /// What follows the amount, trimmed; nil when the text does not start with one.
    static func remainder(after text: String) -> String? {
        var rest = Substring(text.trimmedOfSpaces).drop(while: isBulletOrSpace)
        guard let afterFirst = number(in: rest) ?? article(in: rest) else { return nil }
        rest = afterFirst
        // A range: "2-3", "2 – 3", "2 to 3".
        let trimmed = rest.drop { $0 == " " }
        let separator: Int? = switch trimmed.first {
        case "-", "–", "—": 1
        case "t" where trimmed.hasPrefix("to "): 3
        default: nil
        }
        if let separator, let afterSecond = number(in: trimmed.dropFirst(separator).drop { $0 == " " }) { rest = afterSecond }
        return String(rest).trimmedOfSpaces
    }

    /// The amount the text starts with, as written ("400", "1 ½").
    static func amount(of text: String) -> String? {
        let trimmed = text.trimmedOfSpaces.drop(while: isBulletOrSpace)
        guard let rest = number(in: trimmed) ?? article(in: trimmed) else { return nil }
        return String(trimmed[..<rest.startIndex]).trimmed
    }

    /// What a list's line may start with before its amount: a bullet, a box, a dash, spaces.
    /// Compared one by one: asking a string of them whether it contains the character cost
    /// hundreds of instructions a character.
    private static func isBulletOrSpace(_ character: Character) -> Bool {
        switch character {
        case " ", "•", "*", "▢", "□", "-": true
        default: false
        }
    }

    /// A number at the start: digits with a decimal point or comma, a fraction "1/2", a vulgar
    /// fraction, or a whole number followed by one ("1 ½", "1½", "1 1/2").
    static func number(in text: Substring) -> Substring? {
        var index = text.startIndex
        var digits = 0
        while index < text.endIndex, text[index].isASCIIDigit { index = text.index(after: index); digits += 1 }
        if digits == 0 {
            guard let first = text.first, first.isVulgarFraction else { return nil }
            return text.dropFirst()
        }
        var rest = text[index...]
        if let separator = rest.first, separator == "." || separator == "," || separator == "/",
           let next = rest.dropFirst().first, next.isASCIIDigit {
            rest = rest.dropFirst().drop(while: \.isASCIIDigit)
            return rest
        }
        if let first = rest.first, first.isVulgarFraction { return rest.dropFirst() }
        // "1 ½" or "1 1/2".
        let spaced = rest.drop { $0 == " " }
        if let first = spaced.first, first.isVulgarFraction { return spaced.dropFirst() }
        let fractionDigits = spaced.prefix(while: \.isASCIIDigit)
        if !fractionDigits.isEmpty, spaced.dropFirst(fractionDigits.count).first == "/" {
            let denominator = spaced.dropFirst(fractionDigits.count + 1).prefix(while: \.isASCIIDigit)
            if !denominator.isEmpty { return spaced.dropFirst(fractionDigits.count + 1 + denominator.count) }
        }
        return rest
    }

    static func article(in text: Substring) -> Substring? {
        for word in ["a ", "an ", "A ", "An "] where text.hasPrefix(word) { return text.dropFirst(word.count) }
        return nil
    }
}
