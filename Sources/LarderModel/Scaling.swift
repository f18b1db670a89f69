import Foundation

/// Quantities as a cook reads them: "1½", "⅓", "2.25", "1230".
public enum QuantityText {
    /// The fractions a cook reads at a glance, by value.
    static let fractions: [(value: Decimal, glyph: String)] = [
        (Decimal(1) / 8, "⅛"), (Decimal(1) / 4, "¼"), (Decimal(1) / 3, "⅓"), (Decimal(1) / 2, "½"),
        (Decimal(2) / 3, "⅔"), (Decimal(3) / 4, "¾"),
    ]

    /// A whole number and one of the readable fractions when the value is within 0.01 of one
    /// (below 100, where a fraction still matters); otherwise at most 3 significant digits.
    public static func format(_ value: Decimal) -> String {
        guard value > 0 else { return "0" }
        guard value < 100 else { return significant(value, digits: 3) }
        let whole = NSDecimalNumber(decimal: value).rounding(accordingToBehavior: floorBehavior).decimalValue
        let part = value - whole
        let tolerance = Decimal(string: "0.01")!
        if part <= tolerance, whole > 0 { return plain(whole) }
        if 1 - part <= tolerance { return plain(whole + 1) }
        if let fraction = fractions.first(where: { abs($0.value - part) <= tolerance }) {
            return (whole > 0 ? plain(whole) : "") + fraction.glyph
        }
        return significant(value, digits: 3)
    }

    private static let floorBehavior = NSDecimalNumberHandler(
        roundingMode: .down, scale: 0, raiseOnExactness: false, raiseOnOverflow: false, raiseOnUnderflow: false, raiseOnDivideByZero: false)

    private static func plain(_ whole: Decimal) -> String {
        significant(whole, digits: 3)
    }

    /// 1234 → "1230", 2.345 → "2.35", 0.01234 → "0.0123", rounded in decimal (as a cook would).
    static func significant(_ value: Decimal, digits: Int) -> String {
        let number = NSDecimalNumber(decimal: value)
        guard number.doubleValue > 0 else { return "0" }
        let magnitude = Int(floor(log10(number.doubleValue)))
        let rounding = NSDecimalNumberHandler(
            roundingMode: .plain, scale: Int16(digits - 1 - magnitude),
            raiseOnExactness: false, raiseOnOverflow: false, raiseOnUnderflow: false, raiseOnDivideByZero: false)
        return number.rounding(accordingToBehavior: rounding).stringValue
    }
}

/// A recipe's lines at another number of servings.
public struct Scaling: Sendable, Equatable {
    /// The recipe's own servings, and the servings asked for.
    public var from: Int
    public var to: Int

    public init(from: Int, to: Int) {
        self.from = max(from, 1)
        self.to = max(to, 1)
    }

    public var factor: Decimal { Decimal(to) / Decimal(from) }
    public var isIdentity: Bool { from == to }

    public func scaled(_ quantity: Decimal) -> Decimal { quantity * factor }

    /// The line's text with its amount scaled. Lines without a quantity ("salt, to taste")
    /// and lines at the recipe's own servings read exactly as written. Otherwise the amount
    /// the line starts with is replaced; the rest (unit, ingredient, note) stays as written.
    public func text(of line: LineDetail) -> String {
        guard !isIdentity, let quantity = line.quantity else { return line.text }
        let amount = Self.amountText(scaled(quantity), line.quantityMax.map(scaled))
        if let rest = AmountPrefix.remainder(after: line.text) {
            return rest.isEmpty ? amount : amount + " " + rest
        }
        // The text does not start with its amount ("Eggs: 2"): say it from the structure.
        let name = line.ingredient?.name ?? line.text
        return ([amount, line.unit, name].filter { !$0.isEmpty }.joined(separator: " ")) + (line.note.isEmpty ? "" : ", " + line.note)
    }

    /// The line at these servings: its text as `text(of:)` says it, and its quantities scaled.
    public func scaled(_ line: LineDetail) -> LineDetail {
        guard !isIdentity else { return line }
        var result = line
        result.text = text(of: line)
        result.quantity = line.quantity.map { scaled($0) }
        result.quantityMax = line.quantityMax.map { scaled($0) }
        return result
    }

    /// The recipe as it reads at these servings: what the page's JSON-LD describes.
    public func applied(to recipe: RecipeDetail) -> RecipeDetail {
        var scaled = recipe
        scaled.servings = to
        for step in scaled.steps.indices {
            for line in scaled.steps[step].lines.indices {
                scaled.steps[step].lines[line].text = text(of: recipe.steps[step].lines[line])
            }
        }
        return scaled
    }

    static func amountText(_ lower: Decimal, _ upper: Decimal?) -> String {
        guard let upper else { return QuantityText.format(lower) }
        return QuantityText.format(lower) + "–" + QuantityText.format(upper)
    }
}

/// Finds the amount a line of text starts with: "2", "1 ½", "1½", "1/2", "0.5", "2-3",
/// "2 to 3", "a" or "an" (one of a unit: "a pinch of salt").
enum AmountPrefix {
    /// What follows the amount, trimmed; nil when the text does not start with one.
    static func remainder(after text: String) -> String? {
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        rest = rest.drop { "•*▢□-".contains($0) || $0 == " " }
        guard let afterFirst = number(in: rest) ?? article(in: rest) else { return nil }
        rest = afterFirst
        // A range: "2-3", "2 – 3", "2 to 3".
        let trimmed = rest.drop { $0 == " " }
        for separator in ["-", "–", "—", "to "] where trimmed.hasPrefix(separator) {
            let afterSeparator = trimmed.dropFirst(separator.count).drop { $0 == " " }
            if let afterSecond = number(in: afterSeparator) { rest = afterSecond }
            break
        }
        return rest.trimmingCharacters(in: .whitespaces)
    }

    static let vulgarFractions: Set<Character> = ["½", "⅓", "⅔", "¼", "¾", "⅕", "⅖", "⅗", "⅘", "⅙", "⅚", "⅛", "⅜", "⅝", "⅞"]

    /// A number at the start: digits with a decimal point or comma, a fraction "1/2", a vulgar
    /// fraction, or a whole number followed by one ("1 ½", "1½", "1 1/2").
    static func number(in text: Substring) -> Substring? {
        var index = text.startIndex
        var digits = 0
        while index < text.endIndex, text[index].isASCII, text[index].isNumber { index = text.index(after: index); digits += 1 }
        if digits == 0 {
            guard let first = text.first, vulgarFractions.contains(first) else { return nil }
            return text.dropFirst()
        }
        var rest = text[index...]
        if let separator = rest.first, separator == "." || separator == "," || separator == "/",
           let next = rest.dropFirst().first, next.isASCII, next.isNumber {
            rest = rest.dropFirst().drop { $0.isASCII && $0.isNumber }
            return rest
        }
        if let first = rest.first, vulgarFractions.contains(first) { return rest.dropFirst() }
        // "1 ½" or "1 1/2".
        let spaced = rest.drop { $0 == " " }
        if let first = spaced.first, vulgarFractions.contains(first) { return spaced.dropFirst() }
        let fractionDigits = spaced.prefix { $0.isASCII && $0.isNumber }
        if !fractionDigits.isEmpty, spaced.dropFirst(fractionDigits.count).first == "/" {
            let denominator = spaced.dropFirst(fractionDigits.count + 1).prefix { $0.isASCII && $0.isNumber }
            if !denominator.isEmpty { return spaced.dropFirst(fractionDigits.count + 1 + denominator.count) }
        }
        return rest
    }

    static func article(in text: Substring) -> Substring? {
        for word in ["a ", "an ", "A ", "An "] where text.hasPrefix(word) { return text.dropFirst(word.count) }
        return nil
    }
}
