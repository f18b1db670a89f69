import Foundation

/// Reads a free-text ingredient line ("1 ½ cups flour, sifted") into a `LineDraft`. It never
/// fails: what it cannot recognise stays in the ingredient name, and `text` is always the line.
public enum IngredientLineParser {
    /// What a line of an ingredient list is.
    public enum Reading: Sendable, Equatable {
        case ingredient(LineDraft)
        /// "For the sauce:", "FOR THE MARINADE": the name of the group of lines after it.
        case heading(String)
        /// "Roasting pan", "Thermometer": equipment, not something to buy.
        case tool(Tool)
    }

    /// The line read as an ingredient, a heading or a tool.
    public static func read(_ text: String, language: Language? = nil) -> Reading {
        let line = text.trimmed
        if isHeading(line) { return .heading(groupName(line)) }
        return .ingredient(parse(line, language: language))
    }

    /// "For the sauce:", "DOUGH:": a line that ends in a colon and names no amount.
    public static func isHeading(_ line: String) -> Bool {
        line.hasSuffix(":") && !line.contains { $0.isNumber }
    }

    /// A heading as a group's name: "For the sauce:" → "sauce".
    public static func groupName(_ heading: String) -> String {
        heading.trimmed.trimming { ":".unicodeScalars.contains($0) || isSpace($0) }
    }

    public static func parse(_ text: String, language: Language? = nil) -> LineDraft {
        let line = text.trimmed
        var notes: [String] = []
        var (head, commaNote) = splitAtNoteComma(line)
        head = removeParentheses(from: head, into: &notes)
        if let commaNote { notes.append(commaNote) }
        if let (rest, phrase) = splitTrailingPhrase(head) {
            head = rest
            notes.append(phrase)
        }

        var scanner = Scanner(normalizingQuantities(in: head).trimming(where: isBulletOrSpace))
        let amountStart = scanner.position
        var quantity = scanner.scanQuantity()
        var quantityMax: Decimal?
        var unit = ""
        // Size, adjective: said first in the note, before what the name gives up.
        var leadingNotes: [String] = []
        if quantity != nil {
            quantityMax = scanner.scanRangeEnd()
            if let size = scanner.scanSize() { leadingNotes.append(size) }
            if let (scanned, adjective) = scanner.scanUnit() {
                unit = scanned
                if let adjective { leadingNotes.insert(adjective, at: 0) }
                // "400 g can chopped tomatoes": one can, of 400 g.
                if !containerUnits.contains(scanned), let container = scanner.scanContainer() {
                    leadingNotes.insert(String(scanner.characters[amountStart..<container.measureEnd]).trimmed, at: 0)
                    (quantity, quantityMax, unit) = (1, nil, container.unit)
                }
            }
        } else if let scanned = scanner.scanArticleAndUnit() {
            quantity = 1
            unit = scanned
        }

        if let lower = quantity, lower > LineDraft.maximumQuantity { quantity = nil }
        if quantity == nil { quantityMax = nil }
        if let lower = quantity, let upper = quantityMax, upper <= lower || upper > LineDraft.maximumQuantity { quantityMax = nil }

        let words = scanner.remainder.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            .trimming(where: isPunctuationOrSpace)
        // "1 finely chopped onion": the onion, finely chopped.
        var (ingredient, descriptors) = IngredientName.fold(words)
        // "2 garlic cloves", "3 celery stalks": the unit written after the ingredient.
        if quantity != nil, unit.isEmpty, let space = ingredient.lastIndex(of: " "),
           let trailing = canonicalUnit(String(ingredient[ingredient.index(after: space)...])), trailingUnits.contains(trailing) {
            unit = trailing
            ingredient = String(ingredient[..<space]).trimmed
        }
        return LineDraft(
            text: line,
            quantity: quantity,
            quantityMax: quantityMax,
            unit: unit,
            ingredient: ingredient.isEmpty || ingredient.count > Ingredient.nameRule.maximum ? nil : ingredient,
            note: (leadingNotes + descriptors + notes).map(\.trimmed).filter { !$0.isEmpty }.joined(separator: ", ")
        )
    }

    /// Phrases that say "no fixed amount"; they end a line and become its note.
    static let amountPhrases = ["to taste", "as needed", "as required", "if needed", "optional",
                                "to serve", "for serving", "to garnish", "for garnish"]

    /// What is trimmed from the quantity's end of a line and from the ingredient's words: white
    /// space as Foundation's `CharacterSet.whitespaces` has it (spaces, tab and the zero-width
    /// space), and marks. Read scalar by scalar, natively, as `trimmed` is.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }
    static func isBulletOrSpace(_ scalar: Unicode.Scalar) -> Bool { isSpace(scalar) || "•*▢□-".unicodeScalars.contains(scalar) }
    static func isPunctuationOrSpace(_ scalar: Unicode.Scalar) -> Bool { isSpace(scalar) || ",;:-–—".unicodeScalars.contains(scalar) }

    /// "1 onion, finely chopped" → ("1 onion", "finely chopped"); the comma in "1,5 kg" is a decimal.
    static func splitAtNoteComma(_ line: String) -> (String, String?) {
        let characters = Array(line)
        var depth = 0
        for (index, character) in characters.enumerated() {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case ",":
                let between = index > 0 && index + 1 < characters.count
                    && characters[index - 1].isASCIIDigit && characters[index + 1].isASCIIDigit
                if depth == 0 && !between {
                    return (String(characters[..<index]), String(characters[(index + 1)...]).trimmed)
                }
            default: break
            }
        }
        return (line, nil)
    }

    /// Takes every balanced "(…)" out of the line and keeps its contents as a note.
    static func removeParentheses(from text: String, into notes: inout [String]) -> String {
        var kept = ""
        var inside = ""
        var depth = 0
        for character in text {
            if character == "(" {
                if depth > 0 { inside.append(character) }
                depth += 1
            } else if character == ")" && depth > 0 {
                depth -= 1
                if depth == 0 {
                    notes.append(inside)
                    inside = ""
                    kept.append(" ")
                } else {
                    inside.append(character)
                }
            } else if depth > 0 {
                inside.append(character)
            } else {
                kept.append(character)
            }
        }
        // An unclosed parenthesis is kept as written rather than swallowing the rest.
        if depth > 0 { kept += "(" + inside }
        return kept
    }

    /// "salt and pepper to taste" → ("salt and pepper", "to taste").
    static func splitTrailingPhrase(_ text: String) -> (String, String)? {
        let trimmed = text.trimmed
        let lowered = trimmed.lowercased()
        for phrase in amountPhrases {
            if lowered == phrase { return ("", trimmed) }
            if lowered.hasSuffix(" " + phrase) {
                let cut = trimmed.index(trimmed.endIndex, offsetBy: -phrase.count)
                return (String(trimmed[..<cut]), String(trimmed[cut...]))
            }
        }
        return nil
    }

    /// Vulgar fractions become "n/d" ("1½" → "1 1/2"), fraction slashes and dashes plain ASCII,
    /// and any space a plain space, so the scanner only knows ASCII punctuation.
    static func normalizingQuantities(in text: String) -> String {
        var result = ""
        var afterFractionSlash = false
        for character in text {
            // Most of a line is ASCII, which holds no fraction, slash or dash to rewrite.
            if character.isASCII && !character.isWhitespace {
                result.append(character)
                afterFractionSlash = false
                continue
            }
            if let fraction = vulgarFractions[character] {
                if let last = result.last, last.isASCIIDigit { result.append(" ") }
                result += fraction
            } else if character == "\u{2044}" || character == "\u{2215}" {
                // WordPress writes "1 ⁄ 2"; the spaces belong to the fraction.
                while result.last == " " { result.removeLast() }
                result.append("/")
                afterFractionSlash = true
                continue
            } else if character.isWhitespace {
                if !afterFractionSlash { result.append(" ") }
                continue
            } else if "–—‑−".contains(character) {
                result.append("-")
            } else {
                result.append(character)
            }
            afterFractionSlash = false
        }
        return result
    }

    static let vulgarFractions: [Character: String] = [
        "½": "1/2", "⅓": "1/3", "⅔": "2/3", "¼": "1/4", "¾": "3/4", "⅕": "1/5", "⅖": "2/5",
        "⅗": "3/5", "⅘": "4/5", "⅙": "1/6", "⅚": "5/6", "⅐": "1/7", "⅛": "1/8", "⅜": "3/8",
        "⅝": "5/8", "⅞": "7/8", "⅑": "1/9", "⅒": "1/10",
    ]

    static let numberWords: [String: Decimal] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
        "seven": 7, "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12,
    ]

    /// Words that may stand between a quantity and its unit: "1 heaped tsp".
    static let unitAdjectives: Set<String> = ["heaped", "heaping", "level", "rounded", "scant", "generous",
                                              "good", "large", "small", "medium", "big"]

    /// Spellings that differ only by case in meaning: "T" is a tablespoon, "t" a teaspoon.
    static let caseSensitiveUnits: [String: String] = ["T": "tbsp", "t": "tsp", "EL": "tbsp", "TL": "tsp"]

    static let unitSpellings: [String: String] = {
        let spellings: [String: [String]] = [
            "cup": ["cup", "cups", "c"],
            "tbsp": ["tbsp", "tbsps", "tbs", "tbl", "tbls", "tblsp", "tablespoon", "tablespoons"],
            "tsp": ["tsp", "tsps", "teaspoon", "teaspoons"],
            "g": ["g", "gr", "grs", "gram", "grams", "gramme", "grammes"],
            "kg": ["kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme", "kilogrammes"],
            "mg": ["mg", "milligram", "milligrams", "milligramme", "milligrammes"],
            "ml": ["ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters"],
            "l": ["l", "ltr", "litre", "litres", "liter", "liters"],
            "dl": ["dl", "decilitre", "decilitres", "deciliter", "deciliters"],
            "cl": ["cl", "centilitre", "centilitres", "centiliter", "centiliters"],
            "oz": ["oz", "ozs", "ounce", "ounces"],
            "lb": ["lb", "lbs", "pound", "pounds"],
            "fl oz": ["fl oz", "floz", "fl ozs", "fluid ounce", "fluid ounces"],
            "pint": ["pint", "pints", "pt", "pts"],
            "quart": ["quart", "quarts", "qt", "qts"],
            "gallon": ["gallon", "gallons", "gal", "gals"],
            "pinch": ["pinch", "pinches"],
            "dash": ["dash", "dashes"],
            "handful": ["handful", "handfuls"],
            "clove": ["clove", "cloves"],
            "can": ["can", "cans", "tin", "tins"],
            "jar": ["jar", "jars"],
            "slice": ["slice", "slices"],
            "piece": ["piece", "pieces", "pc", "pcs"],
            "bunch": ["bunch", "bunches"],
            "sprig": ["sprig", "sprigs"],
            "stick": ["stick", "sticks"],
            "package": ["package", "packages", "pkg", "pkgs", "packet", "packets", "pack", "packs"],
            "sheet": ["sheet", "sheets"],
            "stalk": ["stalk", "stalks"],
            "head": ["head", "heads"],
            "leaf": ["leaf", "leaves"],
            "bottle": ["bottle", "bottles"],
            "carton": ["carton", "cartons"],
            "tub": ["tub", "tubs"],
            "bag": ["bag", "bags"],
            "box": ["box", "boxes"],
            "punnet": ["punnet", "punnets"],
            // Lengths, as British and Asian recipes measure ginger, cinnamon and lemongrass ("2 cm
            // fresh ginger"). A bare "in" is left out: it is a word far more often than an inch.
            "cm": ["cm", "cms", "centimetre", "centimetres", "centimeter", "centimeters"],
            "mm": ["mm", "millimetre", "millimetres", "millimeter", "millimeters"],
            "inch": ["inch", "inches"],
        ]
        var table: [String: String] = [:]
        for (canonical, forms) in spellings {
            for form in forms { table[form] = canonical }
        }
        return table
    }()

    /// Units a cook may write after the ingredient: "2 garlic cloves", "2 cinnamon sticks".
    static let trailingUnits: Set<String> = ["clove", "stalk", "sprig", "stick", "sheet", "slice", "head", "bunch"]

    /// Units that hold an amount of their own: "1 (400 g) can", "400 g can", "2 x 400g tins".
    static let containerUnits: Set<String> = ["can", "jar", "package", "bottle", "carton", "tub", "bag", "box", "punnet"]

    /// The canonical unit for one or two words as written ("Tbsp.", "fl. oz."), if it is one.
    static func canonicalUnit(_ written: String) -> String? {
        if let unit = caseSensitiveUnits[written] { return unit }
        let withoutPoints = written.trimming { $0 == "." }
        if withoutPoints != written, let unit = caseSensitiveUnits[withoutPoints] { return unit }
        let plain = written.lowercased().removingScalars { $0 == "." }
        return unitSpellings[plain] ?? unitSpellings[plain.removingScalars { $0 == " " }]
    }

    /// Decimal quantities are kept to three places, as the database stores them.
    static func rounded(_ value: Decimal) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, 3, .plain)
        return output
    }

    /// A cursor over the part of the line that holds quantity, unit and ingredient.
    struct Scanner {
        let characters: [Character]
        var position = 0

        init(_ text: String) {
            characters = Array(text)
        }

        var remainder: String { String(characters[min(position, characters.count)...]) }

        mutating func skipSpaces() {
            while position < characters.count, characters[position].isWhitespace { position += 1 }
        }

        /// The letters (and dots, for "fl.oz.") starting at the cursor, without moving it.
        func word(at start: Int) -> (text: String, end: Int) {
            var end = start
            while end < characters.count, characters[end].isLetter { end += 1 }
            if end > start, end < characters.count, characters[end] == "." { end += 1 }
            return (String(characters[start..<end]), end)
        }

        /// Whether a word ends here: "T" in "T-bone" or "g" in "garlic" is not a unit.
        func isWordBoundary(_ index: Int) -> Bool {
            index >= characters.count || !(characters[index].isLetter || characters[index].isASCIIDigit
                || characters[index] == "-" || characters[index] == "'")
        }

        /// "2", "1.5", "1,5", "1/2", "1 1/2", or a number word; moves past it.
        mutating func scanQuantity() -> Decimal? {
            let start = position
            skipSpaces()
            if let value = scanNumber() {
                // "2% milk" and "2-inch piece ginger" name a kind, not an amount.
                let next = position < characters.count ? characters[position] : " "
                let afterNext = position + 1 < characters.count ? characters[position + 1] : " "
                if next == "%" || (next == "-" && afterNext.isLetter) {
                    position = start
                    return nil
                }
                return IngredientLineParser.rounded(value)
            }
            let (word, end) = word(at: position)
            if let value = numberWords[word.lowercased()], end < characters.count, characters[end] == " " {
                position = end
                return value
            }
            position = start
            return nil
        }

        private mutating func scanNumber() -> Decimal? {
            let start = position
            guard let whole = scanDigits() else { return nil }
            var value = Decimal(string: whole)!
            if position + 1 < characters.count, characters[position] == "/", characters[position + 1].isASCIIDigit {
                position += 1
                guard let denominator = scanDigits().flatMap({ Decimal(string: $0) }), denominator != 0 else {
                    position = start
                    return nil
                }
                value /= denominator
            } else if position + 1 < characters.count, characters[position] == "." || characters[position] == ",",
                      characters[position + 1].isASCIIDigit {
                let separator = characters[position]
                position += 1
                // More than twelve digits after the point ("0.0000000000001 g") is no amount.
                guard let digits = scanDigits() else {
                    position = start
                    return nil
                }
                if separator == "," && digits.count == 3 {
                    value = Decimal(string: whole + digits)!
                } else {
                    value = Decimal(string: whole + "." + digits)!
                }
            } else if let fraction = scanMixedFraction() {
                value += fraction
            }
            return value
        }

        /// The "1/2" of "1 1/2", when it is there.
        private mutating func scanMixedFraction() -> Decimal? {
            let start = position
            guard position < characters.count, characters[position] == " " else { return nil }
            skipSpaces()
            if let numerator = scanDigits(), position + 1 < characters.count, characters[position] == "/",
               characters[position + 1].isASCIIDigit {
                position += 1
                if let denominator = scanDigits().flatMap({ Decimal(string: $0) }), denominator != 0 {
                    return Decimal(string: numerator)! / denominator
                }
            }
            position = start
            return nil
        }

        private mutating func scanDigits() -> String? {
            let start = position
            while position < characters.count, characters[position].isASCIIDigit { position += 1 }
            // Long digit runs are not amounts, and Decimal would lose them anyway.
            guard position > start, position - start <= 12 else {
                position = start
                return nil
            }
            return String(characters[start..<position])
        }

        /// The upper end of "2-3", "2 - 3", "2 to 3".
        mutating func scanRangeEnd() -> Decimal? {
            let start = position
            skipSpaces()
            if position < characters.count, characters[position] == "-" {
                position += 1
            } else if word(at: position).text.lowercased() == "to" {
                position += 2
            } else {
                position = start
                return nil
            }
            skipSpaces()
            if let upper = scanNumber() { return IngredientLineParser.rounded(upper) }
            position = start
            return nil
        }

        /// The size of each item: "x 400g" in "2 x 400g tins", or "14-ounce" in "1 14-ounce can".
        mutating func scanSize() -> String? {
            let start = position
            skipSpaces()
            let sizeStart: Int
            if position + 1 < characters.count, characters[position] == "x" || characters[position] == "×",
               characters[position + 1] == " " || characters[position + 1].isASCIIDigit {
                position += 1
                skipSpaces()
                sizeStart = position
                guard scanNumber() != nil else {
                    position = start
                    return nil
                }
                let afterNumber = position
                if scanUnitWord() == nil { position = afterNumber }
            } else {
                sizeStart = position
                guard scanNumber() != nil, position + 1 < characters.count, characters[position] == "-",
                      characters[position + 1].isLetter else {
                    position = start
                    return nil
                }
                position = word(at: position + 1).end
            }
            return String(characters[sizeStart..<position]).trimmed
        }

        /// A unit right after a quantity, with an adjective such as "heaped" when one precedes it;
        /// also swallows a following "of".
        mutating func scanUnit() -> (unit: String, adjective: String?)? {
            let start = position
            if let unit = scanUnitWord() {
                skipOf()
                return (unit, nil)
            }
            skipSpaces()
            let (adjective, end) = word(at: position)
            if unitAdjectives.contains(adjective.lowercased()) {
                position = end
                if let unit = scanUnitWord() {
                    skipOf()
                    return (unit, adjective)
                }
            }
            position = start
            return nil
        }

        /// "a pinch of salt", "a handful of basil": an article that stands for one of a unit.
        mutating func scanArticleAndUnit() -> String? {
            let start = position
            skipSpaces()
            let (article, end) = word(at: position)
            guard ["a", "an"].contains(article.lowercased()), end < characters.count, characters[end] == " " else {
                position = start
                return nil
            }
            position = end
            if let unit = scanUnitWord() {
                skipOf()
                return unit
            }
            position = start
            return nil
        }

        /// A known unit word ("cups", "Tbsp.", "fl oz"), attached to the number or after a space.
        private mutating func scanUnitWord() -> String? {
            let start = position
            skipSpaces()
            let first = word(at: position)
            guard !first.text.isEmpty else {
                position = start
                return nil
            }
            var afterSecond = first.end
            while afterSecond < characters.count, characters[afterSecond] == " " { afterSecond += 1 }
            let second = word(at: afterSecond)
            if !second.text.isEmpty, isWordBoundary(second.end),
               let unit = canonicalUnit(first.text.trimming { $0 == "." } + " " + second.text) {
                position = second.end
                return unit
            }
            if isWordBoundary(first.end), let unit = canonicalUnit(first.text) {
                position = first.end
                return unit
            }
            position = start
            return nil
        }

        /// A container right after a measure ("400 g can"): where the measure ended, and the container.
        mutating func scanContainer() -> (measureEnd: Int, unit: String)? {
            let start = position
            if let unit = scanUnitWord(), IngredientLineParser.containerUnits.contains(unit) {
                skipOf()
                return (start, unit)
            }
            position = start
            return nil
        }

        private mutating func skipOf() {
            let start = position
            skipSpaces()
            let (word, end) = word(at: position)
            if word.lowercased() == "of", isWordBoundary(end) {
                position = end
            } else {
                position = start
            }
        }
    }
}

extension Character {
    /// 0 to 9, from the character's one UTF-8 byte: `isASCII && isNumber` looked the character's
    /// properties up, and a line's amount is read digit by digit.
    var isASCIIDigit: Bool {
        let utf8 = self.utf8
        return utf8.count == 1 && utf8.first! &- UInt8(ascii: "0") < 10
    }

    /// One of the vulgar fractions the parser reads, "¼" to "¾" and "⅐" to "⅞"
    /// (`IngredientLineParser.vulgarFractions`), from its one scalar.
    var isVulgarFraction: Bool {
        let scalars = unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return false }
        return (0xBC...0xBE).contains(scalar.value) || (0x2150...0x215E).contains(scalar.value)
    }
}
