import Foundation

/// Reads a free-text ingredient line ("1 ½ cups flour, sifted", "200g/7oz plain flour", "2 EL
/// Olivenöl", "1 pincée de sel") as a cook means it: its amount, every equivalent written beside
/// it, the size of each item, its unit, size, ingredient and note; or as a heading ("For the
/// sauce:") or a tool ("20cm/8in round cake tin"). It never fails: what it cannot recognise stays
/// in the ingredient's name, and `text` is always the line.
///
/// The line is cut into words, numbers and marks once, and read left to right: the amount
/// (numbers, fractions, ranges, multipliers, amounts in words), the unit, equivalents after a
/// slash or in brackets, sizes; then the name, from which notes, phrases such as "to taste",
/// alternatives ("or honey") and words of preparation ("finely chopped") are taken.
public enum IngredientLineParser {
    /// What a line of an ingredient list is.
    public enum Reading: Sendable, Equatable {
        case ingredient(LineDraft)
        /// "For the sauce:", "FOR THE MARINADE": the name of the group of lines after it.
        case heading(String)
        /// "Roasting pan", "Thermometer": equipment, not something to buy.
        case tool(Tool)
    }

    /// The line read as an ingredient, a heading or a tool, in `language` (the recipe's; units
    /// are read in every language whatever it is).
    public static func read(_ text: String, language: Language? = nil) -> Reading {
        let line = text.trimmed
        if isHeading(line) { return .heading(groupName(line)) }
        var reader = LineReader(line, language: language)
        return reader.read()
    }

    /// The line read as an ingredient, whatever it looks like: what the recipe form and the API
    /// store for a line the cook typed.
    public static func parse(_ text: String, language: Language? = nil) -> LineDraft {
        var reader = LineReader(text.trimmed, language: language)
        return reader.readIngredient()
    }

    // MARK: Headings

    /// "For the sauce:", "FOR THE MARINADE", "To serve", "Für den Teig": a line with no number
    /// that ends in a colon, is written in capitals, starts as a heading does, or is one of the
    /// headings recipes use.
    public static func isHeading(_ line: String) -> Bool {
        guard !line.isEmpty, line.count <= 80, !line.contains(where: { $0.isNumber }) else { return false }
        if line.hasSuffix(":") { return true }
        let lower = line.lowercased().trimming { $0 == "." || isSpace($0) }
        if IngredientWords.headingPhrases.contains(lower) || IngredientWords.headingWords.contains(lower) { return true }
        let words = lower.split(whereSeparator: { $0 == " " })
        guard words.count <= 6, !line.contains(",") else { return false }
        if IngredientWords.headingStarts.contains(where: { start in
            words.count > start.count && zip(start, words).allSatisfy { $0 == $1 }
        }) {
            // "For frying" says what a line is for, not a group: a group names a thing.
            return !IngredientWords.amountPhrases.contains(lower)
        }
        let letters = line.unicodeScalars.filter { $0.properties.isAlphabetic }
        return letters.count >= 3 && letters.allSatisfy { $0.properties.isUppercase }
    }

    /// A heading as a group's name: "For the sauce:" → "Sauce", "FOR THE MARINADE" → "Marinade",
    /// "To serve" stays.
    public static func groupName(_ heading: String) -> String {
        var name = heading.trimmed.trimming { $0 == ":" || isSpace($0) }
        for article in ["La ", "Le ", "Les ", "El ", "Los ", "Las ", "L'"] where name.hasPrefix(article) && name.count > article.count + 2 {
            name = String(name.dropFirst(article.count))
        }
        let lower = name.lowercased()
        if !IngredientWords.headingPhrases.contains(lower) {
            let words = lower.split(separator: " ", omittingEmptySubsequences: false)
            if let start = IngredientWords.headingStarts.first(where: { start in
                words.count > start.count && zip(start, words).allSatisfy { $0 == $1 }
            }) {
                name = name.split(separator: " ", omittingEmptySubsequences: false).dropFirst(start.count).joined(separator: " ")
            }
        }
        name = name.trimmed
        let letters = name.unicodeScalars.filter { $0.properties.isAlphabetic }
        if letters.count > 1, letters.allSatisfy({ $0.properties.isUppercase }) { name = name.lowercased() }
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    // MARK: Characters

    /// White space as Foundation's `CharacterSet.whitespaces` has it (spaces, tab, the zero-width
    /// space), read scalar by scalar as `trimmed` is.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    static let vulgarFractions: [Character: (Int, Int)] = [
        "½": (1, 2), "⅓": (1, 3), "⅔": (2, 3), "¼": (1, 4), "¾": (3, 4), "⅕": (1, 5), "⅖": (2, 5), "⅗": (3, 5), "⅘": (4, 5),
        "⅙": (1, 6), "⅚": (5, 6), "⅐": (1, 7), "⅛": (1, 8), "⅜": (3, 8), "⅝": (5, 8), "⅞": (7, 8), "⅑": (1, 9), "⅒": (1, 10),
    ]

    /// Decimal quantities are kept to three places, as the database stores them.
    static func rounded(_ value: Decimal, places: Int = 3) -> Decimal {
        var input = value
        var output = Decimal()
        NSDecimalRound(&output, &input, places, .plain)
        return output
    }

    /// The canonical unit for one or several words as written ("Tbsp.", "fl. oz.", "c. à soupe").
    static func canonicalUnit(_ written: String) -> String? {
        if let unit = IngredientWords.caseSensitiveUnits[written] { return unit }
        let withoutPoints = written.trimming { $0 == "." }
        if withoutPoints != written, let unit = IngredientWords.caseSensitiveUnits[withoutPoints] { return unit }
        let plain = written.lowercased().removingScalars { $0 == "." }
        return IngredientWords.unitSpellings[plain] ?? IngredientWords.unitSpellings[plain.removingScalars { $0 == " " }]
    }
}

/// A part of a line: a number (with its value), a word, or a mark.
struct LineToken {
    enum Kind { case number, word, mark }
    var kind: Kind
    /// As written.
    var text: Substring
    /// Lower case, without full stops: what the word lists hold.
    var key: String
    var value: Decimal?
    /// Whether a space came before it: "200g" is one amount, "200 g" too, "2 x" a multiplier.
    var spaced: Bool

    var isWord: Bool { kind == .word }
    func isMark(_ mark: Character) -> Bool { kind == .mark && text.first == mark }
}

/// One line being read; `read()` is called once.
struct LineReader {
    let line: String
    var language: Language?
    var tokens: [LineToken]
    var position = 0

    var quantity: Decimal?
    var quantityMax: Decimal?
    var unit = ""
    var equivalents: [Measure] = []
    var container: [Measure] = []
    var size = ""
    /// Notes in the order they are found; said before the notes after the name.
    var leadingNotes: [String] = []
    var notes: [String] = []

    init(_ line: String, language: Language?) {
        self.line = line
        self.language = language
        tokens = Self.tokens(of: line)
    }

    // MARK: Reading

    mutating func read() -> IngredientLineParser.Reading {
        let draft = readIngredient()
        if let tool = tool(from: draft) { return .tool(tool) }
        return .ingredient(draft)
    }

    mutating func readIngredient() -> LineDraft {
        skipLeadingMarks()
        readOptionalPrefix()
        readAmount()
        let name = readName()
        let draft = LineDraft(
            text: line,
            quantity: quantity,
            quantityMax: quantityMax,
            unit: unit,
            ingredient: name.isEmpty || name.count > Ingredient.nameRule.maximum ? nil : name,
            note: Self.joinedNotes(leadingNotes + notes),
            equivalents: Array(equivalents.prefix(Measure.maximumPerLine)),
            container: Array(container.prefix(Measure.maximumPerLine)),
            size: size
        )
        return draft
    }

    static func joinedNotes(_ notes: [String]) -> String {
        var seen = Set<String>()
        return notes.map { $0.trimmed.trimming { ",;:".unicodeScalars.contains($0) || IngredientLineParser.isSpace($0) } }
            .filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
            .joined(separator: ", ")
    }

    var current: LineToken? { position < tokens.count ? tokens[position] : nil }
    func peek(_ offset: Int) -> LineToken? { position + offset < tokens.count ? tokens[position + offset] : nil }

    /// Bullets, boxes, dashes and the marks sites leave before a line: "•", "▢", "- ", "+ ", "/ ".
    mutating func skipLeadingMarks() {
        while let token = current, token.kind == .mark, !token.isMark("(") { position += 1 }
    }

    /// "Optional: a handful of seeds".
    mutating func readOptionalPrefix() {
        guard let first = current, first.isWord, ["optional", "optionnel", "facultatif", "opcional"].contains(first.key),
              let colon = peek(1), colon.isMark(":") || colon.isMark("-") else { return }
        notes.append(String(first.text).lowercased())
        position += 2
    }

    // MARK: The amount

    mutating func readAmount() {
        readLeadingNotes()
        if readVagueAmount() {
            readSizes()
            readUnitWithoutAmount()
            return
        }
        guard let amount = readQuantity() else {
            readSizes()
            readUnitWithoutAmount()
            return
        }
        quantity = amount
        readRangeEnd()
        // "½ a red cabbage", "1 (12 count) package".
        if let article = current, article.isWord, ["a", "an"].contains(article.key), peek(1) != nil { position += 1 }
        if readMultiplier() { return }
        // "2-inch piece", "15-ounce can": the dash joins the amount to its unit.
        if let dash = current, dash.isMark("-"), let next = peek(1), next.isWord,
           let unit = IngredientLineParser.canonicalUnit(String(next.text)), IngredientWords.measureUnits.contains(unit) {
            position += 1
        }
        readSizes()
        readUnitAdjectives()
        if let unit = readUnit() {
            self.unit = unit
            readRangeEndAfterUnit()
            readCompound()
            readAddition()
            readEquivalents()
            readContainerAfterMeasure()
            readUnitAdjectivesAfterUnit()
            skipLinkWord()
            if IngredientWords.measureUnits.contains(self.unit) { return }
        } else {
            readItemSize()
        }
        readSizes()
    }

    /// "1 lb 4 oz ground turkey": the amount in two units, said in the smaller.
    mutating func readCompound() {
        guard quantityMax == nil, let quantity, let next = current, next.kind == .number else { return }
        let start = position
        if let value = readQuantity(), let smaller = readUnit(), let ratio = Self.compounds[unit + " " + smaller] {
            self.quantity = IngredientLineParser.rounded(quantity * ratio + value)
            unit = smaller
            return
        }
        position = start
    }

    /// "1 cup plus 2 tablespoons", "1 tbsp + 1 tsp": what is added, said in the note.
    mutating func readAddition() {
        guard let plus = current, plus.key == "plus" || plus.isMark("+") || plus.key == "y", let next = peek(1), next.kind == .number else { return }
        let start = position
        position += 1
        guard readQuantity() != nil, readUnit() != nil else {
            position = start
            return
        }
        notes.append(Self.text(of: Array(tokens[start..<position])))
    }

    /// "about 500ml", "ca. 200 ml", "je 1 TL", "de 4 a 6 huevos": words before the amount.
    mutating func readLeadingNotes() {
        while let token = current, token.isWord {
            if IngredientWords.leadingNotes.contains(token.key) || IngredientWords.eachWords.contains(token.key),
               let next = peek(1), next.kind == .number || next.isMark(".") || next.isWord {
                // "unos" is vague only before a number: "unos 200 g", but "unos huevos".
                if ["unos", "unas"].contains(token.key), next.kind != .number { return }
                if token.key == "optional", next.kind != .number { return }
                var said = IngredientWords.eachWords.contains(token.key) ? "each" : String(token.text)
                position += 1
                if let point = current, point.isMark(".") {
                    position += 1
                    said += "."
                }
                notes.append(said)
                continue
            }
            // "de 4 a 6 huevos": a range said from one end to the other.
            if ["de", "from", "von", "zwischen", "entre"].contains(token.key), let next = peek(1), next.kind == .number,
               position == 0 || tokens[..<position].allSatisfy({ $0.kind == .mark }) {
                position += 1
                continue
            }
            return
        }
    }

    /// "a few", "einige", "quelques", "un peu de": no amount, said in the note.
    mutating func readVagueAmount() -> Bool {
        for phrase in IngredientWords.vagueAmounts {
            guard position + phrase.count <= tokens.count,
                  zip(phrase, tokens[position...]).allSatisfy({ $0 == $1.key }) else { continue }
            // "a little" of "a little gem lettuce" is a name.
            if phrase == ["a", "little"], let next = peek(2), next.key == "gem" { continue }
            let words = tokens[position..<(position + phrase.count)].map { String($0.text) }
            notes.insert(words.joined(separator: " ").replacingOccurrences(of: "' ", with: "'").trimming { $0 == "'" }
                .replacingOccurrences(of: " de", with: "").replacingOccurrences(of: " of", with: ""), at: 0)
            position += phrase.count
            skipLinkWord()
            return true
        }
        return false
    }

    /// A number, a fraction, "1 1/2", a number word, "a", "half a", "eine halbe", "un demi-".
    mutating func readQuantity() -> Decimal? {
        guard let token = current else { return nil }
        if token.kind == .number, let value = token.value {
            position += 1
            var total = value
            // "1 1/2" or "1 ½": a whole number and a fraction.
            if value == IngredientLineParser.rounded(value, places: 0), let next = current, next.kind == .number, next.text.contains("/") || next.key == "fraction",
               let fraction = next.value, fraction < 1 {
                total += fraction
                position += 1
            }
            // "2% milk" names a kind; "2-inch piece" is a size, read as one.
            if let next = current, next.isMark("%") {
                position -= 1
                return nil
            }
            return IngredientLineParser.rounded(total)
        }
        guard token.isWord else { return nil }
        let key = token.key
        // "half a lemon", "halbe Zitrone".
        if IngredientWords.halves.contains(key) {
            position += 1
            if let next = current, IngredientWords.articles.contains(next.key) { position += 1 }
            return Decimal(string: "0.5")
        }
        if key.hasPrefix("demi-") || key.hasPrefix("mi-") {
            splitHalfPrefix()
            return Decimal(string: "0.5")
        }
        if IngredientWords.articles.contains(key) {
            let next = token1Key
            // "a half", "eine halbe", "un demi", "una media": a half.
            if let next, IngredientWords.halves.contains(next) {
                position += 2
                return Decimal(string: "0.5")
            }
            if let next, next.hasPrefix("demi-") {
                position += 1
                splitHalfPrefix()
                return Decimal(string: "0.5")
            }
            if let next, IngredientWords.quarters.contains(next) {
                position += 2
                skipLinkWord()
                return Decimal(string: "0.25")
            }
            if let next, IngredientWords.couples.contains(next) {
                position += 2
                skipLinkWord()
                return 2
            }
            if next == "dozen" {
                position += 2
                skipLinkWord()
                return 12
            }
            guard next != nil else { return nil }
            position += 1
            return 1
        }
        if let value = IngredientWords.numberWords[key], token1Key != nil {
            position += 1
            return value
        }
        return nil
    }

    var token1Key: String? { peek(1).map(\.key) }

    /// "demi-litre" → a half, then "litre".
    mutating func splitHalfPrefix() {
        guard var token = current, let dash = token.text.firstIndex(of: "-") else { return }
        token.text = token.text[token.text.index(after: dash)...]
        token.key = token.text.lowercased()
        token.spaced = true
        tokens[position] = token
    }

    /// The upper end of "2-3", "2 - 3", "2 to 3", "2 bis 3", "2 o 3".
    mutating func readRangeEnd() {
        guard let separator = current, separator.isMark("-") || (separator.isWord && IngredientWords.rangeWords.contains(separator.key)),
              let next = peek(1), next.kind == .number || next.isWord else { return }
        let start = position
        position += 1
        guard let upper = readQuantity(), let lower = quantity, upper > lower else {
            position = start
            return
        }
        quantityMax = upper
    }

    /// "5 ½ oz to 7 ounces": the range's upper end after the unit, in the same unit.
    mutating func readRangeEndAfterUnit() {
        guard quantityMax == nil, let separator = current,
              separator.isMark("-") || (separator.isWord && ["to", "bis", "à", "a"].contains(separator.key)),
              let next = peek(1), next.kind == .number else { return }
        let start = position
        position += 1
        if let upper = readQuantity(), let lower = quantity, upper > lower, let again = readUnit(), again == unit {
            quantityMax = upper
            return
        }
        position = start
    }

    /// "2 x 400g cans", "3 x 7.5cm/3in pieces", "1 x 23cm/9in pastry case".
    mutating func readMultiplier() -> Bool {
        guard let mark = current, mark.isWord, IngredientWords.multipliers.contains(mark.key) || mark.isMark("×"),
              let next = peek(1), next.kind == .number else { return false }
        let start = position
        position += 1
        guard let measures = readMeasureChain(), !measures.isEmpty else {
            position = start
            return false
        }
        container = measures
        readSizes()
        if let unit = readUnit(), !IngredientWords.measureUnits.contains(unit) { self.unit = unit; skipLinkWord() }
        return true
    }

    /// Egg sizes as Europe writes them: "Größe M", "Gr. L", "tamaño M", "(M)", "L".
    static let letterSizes: [String: String] = ["s": "small", "m": "medium", "l": "large", "xl": "extra-large"]

    /// Size words: "large", "lg", "md", "große", "petite", "grande".
    mutating func readSizes() {
        while let token = current, token.isWord {
            if IngredientWords.namesWithSizes.contains(where: { name in
                position + name.count <= tokens.count && zip(name, tokens[position...]).allSatisfy { $0 == $1.key }
            }) { return }
            if let (phrase, said) = IngredientWords.sizePhrases.first(where: { phrase, _ in
                position + phrase.count <= tokens.count && zip(phrase, tokens[position...]).allSatisfy { $0 == $1.key }
            }) {
                size = said
                position += phrase.count
                continue
            }
            guard let said = IngredientWords.sizes[token.key], let next = peek(1), next.kind != .mark || next.isMark("(") else { return }
            // "1 big red chilli" is large; "1 small knob of ginger" small. "Small" alone is a name.
            size = said
            position += 1
            _ = current
        }
    }

    /// "heaped", "level", "generous", "gehäufter", "bombée": how full a spoon is, said in the note.
    mutating func readUnitAdjectives() {
        while let token = current, token.isWord, IngredientWords.unitAdjectives.contains(token.key),
              IngredientWords.sizes[token.key] == nil, let next = peek(1), next.isWord,
              IngredientLineParser.canonicalUnit(String(next.text)) != nil || IngredientWords.unitAdjectives.contains(next.key) {
            leadingNotes.append(String(token.text))
            position += 1
        }
    }

    /// "1 cucharada colmada", "1 c. à soupe bombée": the adjective after the unit.
    mutating func readUnitAdjectivesAfterUnit() {
        if let token = current, token.isWord, IngredientWords.unitAdjectives.contains(token.key), IngredientWords.sizes[token.key] == nil,
           peek(1) != nil {
            leadingNotes.append(String(token.text))
            position += 1
        }
    }

    /// A unit at the cursor, of up to four words ("cuillères à soupe", "fl oz"), moving past it.
    mutating func readUnit(requireAmount: Bool = true) -> String? {
        guard let first = current, first.isWord else { return nil }
        // Longest first: "c. à soupe" before "c".
        var words: [String] = []
        var end = position
        var best: (unit: String, end: Int)?
        if language == .es || language == nil, let unit = IngredientWords.spanishCaseSensitiveUnits[String(first.text)],
           first.text != "c" || (peek(1)?.isMark("/") == true) {
            // "1 C de miel", "1 c/c de orégano".
            if first.text == "c" || first.text == "C", let slash = peek(1), slash.isMark("/"), let second = peek(2), second.isWord,
               let both = IngredientWords.spanishCaseSensitiveUnits["c/" + second.key] {
                position += 3
                return both
            }
            if language == .es && first.text == "C" {
                position += 1
                return unit
            }
        }
        while end < tokens.count, words.count < IngredientWords.longestUnitSpelling {
            let token = tokens[end]
            if token.isMark(".") && !words.isEmpty { end += 1; continue }
            if token.kind == .mark && !(token.isMark("'") ) { break }
            words.append(token.key)
            end += 1
            let unit: String?
            if words.count == 1 {
                unit = IngredientLineParser.canonicalUnit(String(first.text))
            } else {
                // "c. à soupe", "cuillère d' huile": the words as the lists spell them, an elided
                // article joined to what follows.
                var written = ""
                for word in words {
                    if !written.isEmpty && written.last != "'" { written += " " }
                    written += word
                }
                unit = IngredientWords.unitSpellings[written]
            }
            if let unit {
                if words.count == 1, !requireAmount, IngredientWords.unitsOnlyAfterAmount.contains(first.key) { continue }
                best = (unit, end)
            }
        }
        guard let best else { return nil }
        // A unit ends a word: "g" of "garlic" is no unit, and tokens already cut words whole.
        // "2 l'huile" is no litre.
        if let next = best.end < tokens.count ? tokens[best.end] : nil, next.isMark("'") { return nil }
        position = best.end
        return best.unit
    }

    /// "pinch cumin", "bunch fresh parsley", "knob of butter", "large handful basil": a unit that
    /// stands for one of itself.
    mutating func readUnitWithoutAmount() {
        let start = position
        readUnitAdjectives()
        if let unit = readUnit(requireAmount: false) {
            if IngredientWords.unitsStandingForOne.contains(unit) && notes.first.map({ !isVagueNote($0) }) ?? true {
                quantity = 1
                self.unit = unit
                skipLinkWord()
                return
            }
            if notes.first.map(isVagueNote) == true {
                // "a few sprigs of thyme": a unit, and no amount.
                self.unit = unit
                skipLinkWord()
                return
            }
        }
        position = start
        leadingNotes.removeAll()
    }

    func isVagueNote(_ note: String) -> Bool {
        let words = note.lowercased().split(separator: " ").map(String.init)
        return IngredientWords.vagueAmounts.contains { phrase in phrase.prefix(words.count).elementsEqual(words) }
    }

    /// "of", "de", "d'", "von": after a unit, before the name.
    mutating func skipLinkWord() {
        if let token = current, token.isWord, IngredientWords.linkWords.contains(token.key), peek(1) != nil {
            position += 1
            // "de la", "de los": the article too.
            if let article = current, ["la", "l'", "los", "las", "les", "the"].contains(article.key), peek(1) != nil { position += 1 }
        }
    }

    /// Amounts in other units after the first: "/7oz", "/ 1lb 2oz", "(1 lb 10 oz)", "(1 fl oz/2
    /// tbsp)", "(about 250g)".
    mutating func readEquivalents() {
        while let mark = current {
            if mark.isMark("/") {
                let start = position
                position += 1
                guard let measures = readMeasureChain(single: true), !measures.isEmpty else {
                    position = start
                    return
                }
                equivalents += measures
            } else if mark.isMark("("), let measures = bracketedMeasures() {
                if IngredientWords.containerUnits.contains(unit) && unit != "stick" && container.isEmpty { container = measures }
                else { equivalents += measures }
            } else {
                return
            }
        }
    }

    /// The measures in the brackets at the cursor, moving past them; nil (not moving) when the
    /// brackets hold anything else.
    mutating func bracketedMeasures() -> [Measure]? {
        guard let open = current, open.isMark("(") else { return nil }
        let start = position
        position += 1
        // "about", "approx.", "ca.", "environ", "unos": an equivalent is never exact.
        while let token = current, token.isWord, Self.approximately.contains(token.key) { position += 1 }
        if let token = current, token.isMark(".") { position += 1 }
        guard let measures = readMeasureChain(allowingCounts: true), !measures.isEmpty, let close = current, close.isMark(")") else {
            position = start
            return nil
        }
        position += 1
        return measures
    }

    static let approximately: Set<String> = ["about", "approx", "approximately", "around", "roughly", "circa", "ca", "c", "ungefähr",
                                             "etwa", "environ", "env", "unos", "unas", "aprox", "aproximadamente", "approx.", "~"]

    /// Measures one after another: "400g", "7.5cm/3in", "1lb 9oz" (summed into ounces), "1 fl
    /// oz/2 tbsp", "450g or 1lb", "15-ounce".
    mutating func readMeasureChain(single: Bool = false, allowingCounts: Bool = false) -> [Measure]? {
        var measures: [Measure] = []
        while true {
            guard let measure = readMeasure(allowingCounts: allowingCounts) else { break }
            measures.append(measure)
            guard let separator = current else { break }
            if separator.isMark("/") || separator.isMark(";") || separator.isMark(",") || separator.isMark("=")
                || (separator.isWord && ["or", "oder", "ou", "o"].contains(separator.key)) {
                guard let next = peek(1), next.kind == .number else { break }
                position += 1
                continue
            }
            break
        }
        return measures.isEmpty ? nil : measures
    }

    /// One measure: a number, a range, and a unit ("400 g", "5-7 oz", "15-ounce"), or a compound
    /// ("1 lb 10 oz", "2kg 500g") summed into its smaller unit.
    mutating func readMeasure(allowingCounts: Bool = false) -> Measure? {
        let start = position
        guard let token = current, token.kind == .number, var amount = readQuantity() else { return nil }
        var upper: Decimal?
        if let dash = current, dash.isMark("-") || (dash.isWord && ["to", "bis", "à"].contains(dash.key)), let next = peek(1), next.kind == .number {
            position += 1
            if let high = readQuantity(), high > amount { upper = high } else { position -= 1 }
        }
        // "15-ounce": the dash joins the amount to its unit.
        if let dash = current, dash.isMark("-"), let next = peek(1), next.isWord { position += 1 }
        guard var unit = readUnit(), IngredientWords.measureUnits.contains(unit) || allowingCounts && unit == "stick" else {
            position = start
            return nil
        }
        // "1lb 9oz", "1 lb 10 oz": the same amount in two units, said in the smaller.
        if upper == nil, let next = current, next.kind == .number {
            let second = position
            if let value = readQuantity(), let smaller = readUnit(), let ratio = Self.compounds[unit + " " + smaller] {
                amount = amount * ratio + value
                unit = smaller
            } else {
                position = second
            }
        }
        _ = token
        return Measure(IngredientLineParser.rounded(amount), upper.map { IngredientLineParser.rounded($0) }, unit: unit)
    }

    /// How many of the smaller unit make the larger, for amounts written in two: "1 lb 10 oz".
    static let compounds: [String: Decimal] = ["lb oz": 16, "kg g": 1000, "l ml": 1000, "cup tbsp": 16, "tbsp tsp": 3, "pint fl oz": 20]

    /// "400g can chickpeas", "2.5cm/1in piece ginger", "320g sheet puff pastry": the measure is
    /// each item's size, and the item is counted.
    mutating func readContainerAfterMeasure() {
        guard IngredientWords.measureUnits.contains(unit), let quantity, quantityMax == nil else { return }
        let start = position
        readSizes()
        if let item = readUnit(), IngredientWords.containerUnits.contains(item) {
            container = [Measure(quantity, nil, unit: unit)] + equivalents
            equivalents = []
            self.quantity = 1
            unit = item
            skipLinkWord()
            return
        }
        position = start
    }

    /// After a count: "(15-ounce) can", "(400 g) tins", "14-ounce can", "400g tins", "30cm/12in
    /// pizza base" (each item's size), or "(about 600 g)" (the same amount weighed).
    mutating func readItemSize() {
        if let measures = bracketedMeasures() {
            // "1 (15-ounce) can", "8 (6-inch) corn tortillas": each item's size.
            container = measures
            readSizes()
            if let item = readUnit(), IngredientWords.containerUnits.contains(item) {
                unit = item
                skipLinkWord()
            }
            return
        }
        // "1 (12 count) package hamburger buns": a note, then the unit.
        if let open = current, open.isMark("("), let close = tokens[position...].firstIndex(where: { $0.isMark(")") }) {
            let start = position
            let inside = Array(tokens[(position + 1)..<close])
            position = close + 1
            if let item = readUnit(), IngredientWords.containerUnits.contains(item) {
                notes.append(Self.text(of: inside))
                unit = item
                skipLinkWord()
                return
            }
            position = start
        }
        guard let token = current, token.kind == .number, let measures = readMeasureChain() else { return }
        _ = token
        container = measures
        readSizes()
        if let item = readUnit(), IngredientWords.containerUnits.contains(item) {
            unit = item
            skipLinkWord()
        }
    }

    // MARK: The name and its notes

    /// The rest of the line: the ingredient's name, and the notes around it.
    mutating func readName() -> String {
        // Cut at the top-level commas and semicolons; brackets become notes or equivalents.
        var parts: [[LineToken]] = [[]]
        var depth = 0
        var bracket: [LineToken] = []
        var bracketStart = 0
        var index = position
        while index < tokens.count {
            let token = tokens[index]
            if token.isMark("(") || token.isMark("[") {
                if depth == 0 { bracket = []; bracketStart = index }
                else { bracket.append(token) }
                depth += 1
            } else if (token.isMark(")") || token.isMark("]")) && depth > 0 {
                depth -= 1
                if depth == 0 { readBracket(bracket, at: bracketStart, part: parts.count - 1, attached: !token.spaced && bracket.isEmpty, parts: &parts) }
                else { bracket.append(token) }
            } else if depth > 0 {
                bracket.append(token)
            } else if token.isMark(",") || token.isMark(";") {
                parts.append([])
            } else {
                parts[parts.count - 1].append(token)
            }
            index += 1
        }
        // An unclosed bracket is kept as written.
        if depth > 0 { parts[parts.count - 1] += bracket }

        // "boneless, skinless chicken breasts", "bone-in, skin-on thighs": adjectives listed with a comma.
        while parts.count > 1, parts[0].count == 1, parts[0][0].isWord, Self.isListedAdjective(parts[0][0].key), parts[1].count > 1 {
            parts[1].insert(parts[0][0], at: 0)
            parts[1][1].spaced = true
            parts.removeFirst()
        }
        // "huevos, 3", "Harina: 250 g", "Azúcar - 100 g": the amount after the name.
        if quantity == nil, parts.count == 2, parts[1].first?.kind == .number {
            var reader = LineReader("", language: language)
            reader.tokens = parts[1]
            reader.readAmount()
            if reader.quantity != nil, reader.position == reader.tokens.count {
                (quantity, quantityMax, unit) = (reader.quantity, reader.quantityMax, reader.unit)
                parts.removeLast()
            }
        }
        if quantity == nil, parts.count == 1, let colon = parts[0].firstIndex(where: { $0.isMark(":") || $0.isMark("-") }), colon > 0,
           colon + 1 < parts[0].count, parts[0][colon + 1].kind == .number {
            var reader = LineReader("", language: language)
            reader.tokens = Array(parts[0][(colon + 1)...])
            reader.readAmount()
            if reader.quantity != nil, reader.position == reader.tokens.count {
                (quantity, quantityMax, unit) = (reader.quantity, reader.quantityMax, reader.unit)
                parts[0].removeLast(parts[0].count - colon)
            }
        }
        var nameTokens = parts[0]
        var afterNotes = parts.dropFirst().map { Self.text(of: $0) }
        // "Salz, Pfeffer": salt and pepper, one line.
        if let second = parts.dropFirst().first, Self.isSalt(nameTokens), Self.isPepper(second) {
            nameTokens += [LineToken(kind: .word, text: Substring(andWord), key: andWord, spaced: true)] + second
            afterNotes.removeFirst()
        }
        let name = readNameTokens(nameTokens)
        notes += afterNotes.map(Self.cleanedNote)
        return name
    }

    static func isListedAdjective(_ word: String) -> Bool {
        word.hasSuffix("less") || word.hasSuffix("-in") || word.hasSuffix("-on") || word.hasSuffix("-off") || ["boneless", "skinless"].contains(word)
    }

    var andWord: String {
        switch language ?? .en {
        case .en: "and"
        case .de: "und"
        case .fr: "et"
        case .es: "y"
        }
    }

    static func isSalt(_ tokens: [LineToken]) -> Bool {
        guard let last = tokens.last(where: \.isWord) else { return false }
        return ["salt", "salz", "sel", "sal", "meersalz", "kräutersalz"].contains(last.key) && tokens.count <= 3
    }

    static func isPepper(_ tokens: [LineToken]) -> Bool {
        guard let last = tokens.last(where: \.isWord) else { return false }
        return ["pepper", "pfeffer", "poivre", "pimienta"].contains(last.key) && tokens.count <= 4
    }

    /// Brackets: equivalents right after the amount or the name ("(about 600g)"), a German
    /// plural ending ("Ei(er)"), or a note.
    mutating func readBracket(_ inside: [LineToken], at start: Int, part: Int, attached: Bool, parts: inout [[LineToken]]) {
        let text = Self.text(of: inside)
        // "Ei(er)", "Zwiebel(n)", "clove(s)": the plural, written into the word.
        if !(tokens[start].spaced), inside.count == 1, inside[0].isWord, inside[0].text.count <= 3, inside[0].key != "m" { return }
        // "(Größe M)", "(M)": an egg's size.
        let keys = inside.filter(\.isWord).map(\.key)
        if let last = keys.last, let said = Self.letterSizes[last], keys.count <= 2, inside.allSatisfy({ $0.isWord || $0.isMark(".") }),
           keys.count == 1 || ["größe", "gr", "taille", "tamaño", "size"].contains(keys[0]) {
            size = said
            return
        }
        if let (measures, each) = Self.measures(in: inside, language: language) {
            // "(à 400 g)", "(150 g chacun)", a can's "(400 g)": each item's size.
            if each || IngredientWords.containerUnits.contains(unit) && container.isEmpty {
                if container.isEmpty { container = measures; return }
            } else if equivalents.isEmpty {
                equivalents = measures
                return
            }
        }
        if !text.isEmpty { notes.append(text) }
    }

    /// The measures a bracket holds, and whether they are each item's: "(about 600g/1lb 5oz in
    /// total)", "(à ca. 150 g)", "(150 g chacun)", "(2 x 400 g)", "(de unos 150 g cada uno)".
    static func measures(in inside: [LineToken], language: Language?) -> ([Measure], each: Bool)? {
        var reader = LineReader("", language: language)
        reader.tokens = inside
        var each = false
        while let token = reader.current {
            if token.isWord && (approximately.contains(token.key) || ["à", "je", "de", "each", "à"].contains(token.key)) || token.isMark(".") {
                if ["à", "je", "each"].contains(token.key) { each = true }
                reader.position += 1
            } else if token.kind == .number, let x = reader.peek(1), x.isWord, IngredientWords.multipliers.contains(x.key) {
                // "2 x 400 g": so many of each.
                each = true
                reader.position += 2
            } else {
                break
            }
        }
        guard let measures = reader.readMeasureChain(allowingCounts: true) else { return nil }
        while let token = reader.current, token.isWord || token.isMark(".") {
            guard ["each", "chacun", "chacune", "cada", "uno", "una", "stück", "in", "total", "insgesamt", "environ", "aprox", "approx", "about",
                   "gesamt", "en", "tout"].contains(token.key) || token.isMark(".") else { return nil }
            if ["each", "chacun", "chacune", "cada", "stück"].contains(token.key) { each = true }
            reader.position += 1
        }
        guard reader.position == inside.count else { return nil }
        return (measures, each)
    }

    /// The name's own words read: amounts inside ("juice of ½ lemon"), trailing units ("garlic
    /// cloves"), alternatives and additions ("or honey", "plus extra"), phrases ("to taste"),
    /// sizes, and words of preparation, which go to the note.
    mutating func readNameTokens(_ source: [LineToken]) -> String {
        var words = source
        // Leading junk: marks and stray link words ("of butter" after a unit already read).
        while let first = words.first, first.kind == .mark || (first.isWord && IngredientWords.linkWords.contains(first.key) && words.count > 1
                                                                  && !(unit.isEmpty && quantity == nil)) {
            words.removeFirst()
        }
        readPartOf(&words)
        // "2 tsp EACH cumin and coriander".
        var each = false
        words.removeAll { token in
            guard token.isWord, IngredientWords.eachWords.contains(token.key) else { return false }
            each = true
            return true
        }
        if each { notes.insert("each", at: 0) }
        // Alternatives and additions: "or honey", "plus extra for dusting", "such as Maris Piper",
        // "in brine", "pour la cuisson", "zum Ausbacken": all that follows is one note.
        var trailing: [String] = []
        if let start = noteStart(in: words) {
            trailing.insert(Self.text(of: Array(words[start...])), at: 0)
            words.removeLast(words.count - start)
        }
        // Phrases that end the name: "to taste", "nach Belieben", "pour servir".
        while let (cut, phrase) = Self.trailingPhrase(of: words) {
            trailing.insert(phrase, at: 0)
            words.removeLast(cut)
        }
        // "2 tsp each cumin and coriander": the first, and the other in the note.
        if each, let and = words.firstIndex(where: { $0.isWord && IngredientWords.ands.contains($0.key) }), !isSaltAndPepper(words) {
            trailing.insert(Self.text(of: Array(words[and...])), at: 0)
            words.removeLast(words.count - and)
        }
        notes = trailing + notes
        // Sizes written after the name: "1 aguacate grande", "1 cebolla pequeña picada", "3 huevos L",
        // "4 huevos tamaño M", "4 Eier Gr. M".
        if size.isEmpty, words.count > 1 {
            for index in words.indices.dropFirst().reversed() where words[index].isWord {
                let key = words[index].key
                if let said = IngredientWords.sizes[key], language == .fr || language == .es || Self.romance(key) {
                    size = said
                    words.remove(at: index)
                    break
                }
                if let said = Self.letterSizes[key], words[index].text.uppercased() == words[index].text, index == words.count - 1 {
                    size = said
                    words.remove(at: index)
                    while let last = words.last, ["größe", "gr", "tamaño", "taille", "size"].contains(last.key) || last.isMark(".") { words.removeLast() }
                    break
                }
            }
        }
        // Sizes at its start, after a vague amount: "a few large eggs".
        if size.isEmpty, words.count > 1, let first = words.first, let said = IngredientWords.sizes[first.key],
           !IngredientWords.namesWithSizes.contains(where: { $0.first == first.key && words.count > 1 && $0.count == 2 && $0[1] == words[1].key }) {
            size = said
            words.removeFirst()
        }
        readTrailingUnit(&words)
        var name = Self.text(of: words)
        // A name starts with a letter and ends with no mark: "+ 2 tablespoons water", "/ 100g sugar".
        if let start = name.firstIndex(where: { $0.isLetter }), !(name.first?.isASCIIDigit == true && name.contains("%")) {
            name = String(name[start...])
        } else if name.firstIndex(where: { $0.isLetter }) == nil {
            name = ""
        }
        name = name.trimming { ",;:-–—/+*(".unicodeScalars.contains($0) || IngredientLineParser.isSpace($0) }
        if unit == "stalk", ["canela", "zimt", "cinnamon", "cannelle"].contains(name.lowercased()) { unit = "stick" }
        return fold(name)
    }

    static func romance(_ word: String) -> Bool {
        ["grande", "grandes", "mediano", "mediana", "pequeño", "pequeña", "moyen", "moyenne", "gros", "grosse"].contains(word)
    }

    func isSaltAndPepper(_ words: [LineToken]) -> Bool {
        guard let and = words.firstIndex(where: { $0.isWord && IngredientWords.ands.contains($0.key) }) else { return false }
        return Self.isSalt(Array(words[..<and])) && Self.isPepper(Array(words[(and + 1)...]))
    }

    /// "juice of ½ lemon", "finely grated zest and juice of 1 unwaxed lemon", "Saft von 1
    /// Zitrone", "le jus d'un citron", "el zumo de 1 limón": the amount is the thing's.
    mutating func readPartOf(_ words: inout [LineToken]) {
        guard quantity == nil, unit.isEmpty,
              let of = words.firstIndex(where: { $0.isWord && ["of", "from", "von", "de", "d'", "du", "einer", "eines", "del"].contains($0.key) }),
              of > 0, words[..<of].contains(where: { $0.isWord && IngredientWords.partWords.contains($0.key) }),
              of + 1 < words.count else { return }
        var reader = LineReader("", language: language)
        // "Saft einer Limette": the article is the amount.
        let isArticle = ["einer", "eines"].contains(words[of].key)
        reader.tokens = Array(words[(isArticle ? of : of + 1)...])
        if isArticle { reader.tokens[0].key = "eine" }
        guard let amount = reader.readQuantity() else { return }
        quantity = amount
        reader.readRangeEnd()
        quantityMax = reader.quantityMax
        var part = Array(words[..<of])
        if let first = part.first, ["the", "le", "la", "les", "el", "der", "den", "die", "das"].contains(first.key) { part.removeFirst() }
        notes.append(Self.text(of: part))
        words = Array(reader.tokens[reader.position...])
    }

    /// Where an alternative or addition starts in the name's words, if it does.
    func noteStart(in words: [LineToken]) -> Int? {
        for index in words.indices.dropFirst() {
            let key = words[index].key
            let next = index + 1 < words.count ? words[index + 1].key : ""
            // "capers in brine", "Thunfisch in Öl", "thon à l'huile", "atún en aceite": what it is kept in.
            if ["in", "en", "à", "al", "au"].contains(key), Self.keptIn.contains(next) || (key == "à" && next == "l'" ) && index + 2 < words.count
                && Self.keptIn.contains(words[index + 2].key) { return index }
            // "plain flour for dusting", "Mehl für die Arbeitsfläche", "farine pour lier", "azúcar para el caramelo".
            if ["for", "für", "zum", "zur", "pour", "para", "si", "selon", "vom", "del"].contains(key), !(key == "para" && ["montar", "cocinar"].contains(next)),
               !(key == "del" && next != "día") { return index }
            if key == "aus" && next == "der" || key == "du" && next == "moulin" || key == "à" && next == "volonté" { return index }
            if language == .de, key == "type" || key == "typ" { return index }
            for start in IngredientWords.noteStarts where index + start.count <= words.count {
                guard zip(start, words[index...]).allSatisfy({ $0 == $1.key }) else { continue }
                // "o" is Spanish "or" only in Spanish; "type" only before a name ("Type 405" is a kind).
                if start == ["o"] && language != .es { continue }
                if start == ["e"] { continue }
                if start == ["type"] || start == ["tipo"] || start == ["like"] || start == ["comme"] || start == ["como"] {
                    if language == .de || start == ["like"] { continue }
                }
                return index
            }
        }
        return nil
    }

    /// What a thing is kept in, after "in", "en", "à l'": water, brine, oil, juice, syrup.
    static let keptIn: Set<String> = ["water", "spring", "brine", "oil", "olive", "sunflower", "juice", "syrup", "tomato", "öl", "lake",
                                      "salzlake", "sirup", "saft", "eigenem", "scheiben", "ringe", "würfel", "huile", "naturel", "sirop",
                                      "saumure", "aceite", "agua", "almíbar", "natural", "salmuera", "rodajas", "tiras", "taquitos",
                                      "anillas", "juliana", "dados", "láminas", "chemise", "dés", "rondelles", "morceaux", "lamelles"]

    /// A phrase the name ends with, and how many tokens it takes.
    static func trailingPhrase(of words: [LineToken]) -> (Int, String)? {
        guard words.count > 0 else { return nil }
        let keys = words.map(\.key)
        for phrase in IngredientWords.amountPhrasesByWords {
            guard phrase.count <= keys.count, keys.suffix(phrase.count).elementsEqual(phrase) else { continue }
            let cut = words.count - phrase.count
            return (phrase.count, text(of: Array(words[cut...])))
        }
        return nil
    }

    /// "2 garlic cloves", "8 bacon rashers", "4 chicken breast fillets", "1 Knoblauchzehe".
    mutating func readTrailingUnit(_ words: inout [LineToken]) {
        guard unit.isEmpty, quantity != nil || notes.first.map(isVagueNote) == true, let last = words.last, last.isWord else { return }
        // "6 whole cloves" are cloves; "2 rimmed baking sheets" trays.
        let before = words.dropLast().filter(\.isWord).map(\.key)
        let onlyDescriptors = before.allSatisfy { IngredientName.descriptors.contains($0) || $0 == "whole" }
        if words.count > 1, !onlyDescriptors, !["baking", "cookie"].contains(before.last ?? ""), let trailing = IngredientLineParser.canonicalUnit(String(last.text)),
           IngredientWords.trailingUnits.contains(trailing), !IngredientWords.unitsOnlyAfterAmount.contains(last.key) || ["clove", "stick", "sticks", "sheet", "sheets", "slice", "slices", "head"].contains(last.key) || trailing == "clove" {
            unit = trailing
            words.removeLast()
            return
        }
        // German compounds: "Knoblauchzehe", "Zimtstangen", "Rosmarinzweige", "Lachsfilets".
        for (ending, said) in IngredientWords.germanUnitEndings where last.key.count > ending.count + 2 && last.key.hasSuffix(ending) {
            var token = last
            let stem = IngredientName.germanSingular(String(token.text.dropLast(ending.count)))
            token.text = Substring(stem)
            token.key = stem.lowercased()
            unit = said == "stalk" && token.key == "zimt" ? "stick" : said
            words[words.count - 1] = token
            return
        }
    }

    /// The catalog's form of the name in the line's language: its words of preparation taken
    /// off into the note, made singular.
    mutating func fold(_ name: String) -> String {
        guard !name.isEmpty else { return name }
        // "Sea salt & freshly ground black pepper": each folded, joined by "and".
        let words = Self.tokens(of: name)
        if let and = words.firstIndex(where: { ($0.isWord || $0.isMark("&")) && IngredientWords.ands.contains($0.key) }), and > 0,
           Self.isSalt(Array(words[..<and])) || words[..<and].contains(where: { ["salt", "salz", "sel", "sal"].contains($0.key) }),
           words[(and + 1)...].contains(where: { ["pepper", "pfeffer", "poivre", "pimienta"].contains($0.key) }) {
            let first = fold(Self.text(of: Array(words[..<and])))
            let second = fold(Self.text(of: Array(words[(and + 1)...])))
            // The cook's own word ("und", "et"); "&" in the line's language.
            return first + " " + (words[and].isWord ? words[and].key : andWord) + " " + second
        }
        var (folded, descriptors) = IngredientName.fold(name, language: language ?? guessedLanguage(name))
        // "1 lb large shrimp": a size word taken off the name is the line's size.
        if size.isEmpty, let index = descriptors.firstIndex(where: { IngredientWords.sizes[$0.lowercased()] != nil }) {
            size = IngredientWords.sizes[descriptors[index].lowercased()]!
            descriptors.remove(at: index)
        }
        leadingNotes += descriptors
        return folded
    }

    /// The language of a line no one named: German for its capitalised nouns and umlauts, French
    /// or Spanish for their articles and accents; else English.
    func guessedLanguage(_ name: String) -> Language {
        let lower = line.lowercased()
        if lower.contains(" d'") || lower.contains(" de la ") || lower.contains(" du ") || lower.contains(" des ") || lower.contains("œ") { return .fr }
        if lower.contains(" de ") || lower.contains("ñ") { return .es }
        if lower.contains("ß") || lower.contains("ä") || lower.contains("ö") || lower.contains("ü") { return .de }
        return .en
    }

    static func cleanedNote(_ note: String) -> String {
        var words = note.split(separator: " ")
        // "zested and", "peeled and", ", plus": a note cut short by the site.
        while let last = words.last, ["and", "und", "et", "y", "plus", "or", "oder", "ou", "o", "&"].contains(last.lowercased()) { words.removeLast() }
        return words.joined(separator: " ")
    }

    /// Tokens said again as text, with the spaces they had.
    static func text(of tokens: [LineToken]) -> String {
        var text = ""
        for token in tokens {
            let tight = token.isMark(")") || token.isMark(",") || token.isMark(".") || token.isMark("%") || token.isMark("'")
            if token.spaced && !text.isEmpty && !tight { text += " " }
            text += token.text
        }
        return text.trimmed
    }

    // MARK: Tools

    /// The line as a tool, when its name is equipment: "20cm/8in round cake tin, lined" is a
    /// round cake tin, its size and "lined" said in its note.
    func tool(from draft: LineDraft) -> Tool? {
        guard var name = draft.ingredient, !name.isEmpty else { return nil }
        // "1 kg de moules" is food: equipment is counted, never weighed.
        if ["g", "kg", "mg", "ml", "l", "dl", "cl", "oz", "lb", "cup", "tbsp", "tsp", "fl oz", "pint"].contains(draft.unit) { return nil }
        var extra: [String] = []
        // "frying pan with a lid", "Spritzbeutel mit Sterntülle", "molde redondo de 22 cm": what follows is its note.
        // Word by word, not by searching the text: this runs for every line read.
        let parts = name.split(separator: " ")
        if let cut = parts.indices.dropFirst().first(where: { index in
            ["fitted", "with", "mit", "avec", "con"].contains(parts[index].lowercased())
                || parts[index] == "de" && index + 1 < parts.count && parts[index + 1].first?.isASCIIDigit == true
        }) {
            extra.append(parts[cut...].joined(separator: " "))
            name = parts[..<cut].joined(separator: " ")
        }
        // "12-hole muffin tin": its kind leads the note.
        while let first = name.split(separator: " ").first, first.contains(where: \.isNumber), name.contains(" ") {
            extra.insert(String(first), at: 0)
            name = String(name.dropFirst(first.count)).trimmed
        }
        let words = name.split(separator: " ").map { $0.lowercased() }
        func isEquipment(_ word: String) -> Bool {
            IngredientWords.equipmentWords.contains(word) || IngredientWords.equipmentWords.contains(word + "s")
                || IngredientWords.equipmentWords.contains(IngredientName.singular(word))
        }
        let lang = language ?? guessedLanguage(name)
        var isTool = false
        if words.count >= 2, IngredientWords.equipmentPhrases.contains(words.suffix(2).joined(separator: " "))
            || IngredientWords.equipmentPhrases.contains(words.prefix(2).joined(separator: " "))
            || IngredientWords.equipmentPhrases.contains(words.prefix(3).joined(separator: " ")) {
            isTool = true
        } else if let last = words.last, [.en, .de].contains(lang) || words.count == 1 {
            isTool = isEquipment(last)
                || IngredientWords.germanEquipmentEndings.contains { last.hasSuffix($0) } && !IngredientWords.germanFoodsLikeEquipment.contains(last)
                    && (lang == .de || last.count > 8)
        } else if let first = words.first {
            isTool = isEquipment(first)
        }
        if lang == .es, words.first == "pan" { isTool = false }
        guard isTool else { return nil }
        // Its size, as written, leads the note: a tin's size matters.
        var noteParts: [String] = []
        if !draft.container.isEmpty || !draft.equivalents.isEmpty || !draft.unit.isEmpty {
            let amountEnd = line.range(of: name, options: .caseInsensitive)?.lowerBound
            if let amountEnd {
                let amount = String(line[..<amountEnd]).trimmed.trimming { "•*▢-–".unicodeScalars.contains($0) || IngredientLineParser.isSpace($0) }
                if !amount.isEmpty { noteParts.append(amount) }
            }
        }
        if !draft.size.isEmpty, !noteParts.contains(where: { $0.lowercased().contains(draft.size) }) { noteParts.append(draft.size) }
        noteParts += extra
        if !draft.note.isEmpty { noteParts.append(draft.note) }
        let note = noteParts.joined(separator: ", ")
        return Tool(name: name, note: note.isEmpty ? nil : String(note.prefix(200)))
    }

    // MARK: Tokens

    /// The line cut into numbers, words and marks. Vulgar fractions are numbers ("1½" is 1 and a
    /// half), "1,5" and "1.5" decimals, "1/2" a fraction; a word keeps its hyphens and apostrophes
    /// ("ready-rolled", "d'huile" is "d'" and "huile").
    static func tokens(of line: String) -> [LineToken] {
        var tokens: [LineToken] = []
        var characters = Array(line)
        // WordPress writes "1 ⁄ 2": the spaces belong to the fraction.
        if characters.contains(where: { $0 == "\u{2044}" || $0 == "\u{2215}" }) {
            var joined: [Character] = []
            for (index, character) in characters.enumerated() {
                if character.isWhitespace, let previous = joined.last, let next = characters[(index + 1)...].first(where: { !$0.isWhitespace }),
                   previous == "\u{2044}" || previous == "\u{2215}" || next == "\u{2044}" || next == "\u{2215}" {
                    continue
                }
                joined.append(character)
            }
            characters = joined
        }
        var index = 0
        var spaced = true
        func add(_ kind: LineToken.Kind, _ start: Int, _ end: Int, key: String? = nil, value: Decimal? = nil) {
            let text = Substring(String(characters[start..<end]))
            tokens.append(LineToken(kind: kind, text: text, key: key ?? String(text), value: value, spaced: spaced))
            spaced = false
        }
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace || character == "\u{200B}" {
                spaced = true
                index += 1
                continue
            }
            if character.isASCIIDigit {
                let start = index
                var digits = ""
                while index < characters.count, characters[index].isASCIIDigit { digits.append(characters[index]); index += 1 }
                var value = Decimal(string: String(digits.prefix(12))) ?? 0
                var isFraction = false
                if index + 1 < characters.count, characters[index] == "/" || characters[index] == "\u{2044}" || characters[index] == "\u{2215}",
                   characters[index + 1].isASCIIDigit {
                    index += 1
                    var denominator = ""
                    while index < characters.count, characters[index].isASCIIDigit { denominator.append(characters[index]); index += 1 }
                    if let below = Decimal(string: String(denominator.prefix(12))), below != 0 { value /= below; isFraction = true }
                } else if index + 1 < characters.count, characters[index] == "." || characters[index] == ",", characters[index + 1].isASCIIDigit {
                    let separator = characters[index]
                    index += 1
                    var decimals = ""
                    while index < characters.count, characters[index].isASCIIDigit { decimals.append(characters[index]); index += 1 }
                    if decimals.count > 12 { digits += String(repeating: "9", count: 13) }
                    // "1,000 g" is a thousand; "1,5 kg" one and a half.
                    if separator == ",", decimals.count == 3 { value = Decimal(string: digits + decimals) ?? value }
                    else { value = Decimal(string: digits + "." + decimals.prefix(12)) ?? value }
                } else if index < characters.count, let (numerator, denominator) = vulgar(characters[index]) {
                    // "1½"
                    value += Decimal(numerator) / Decimal(denominator)
                    index += 1
                }
                // Long digit runs are no amount, and Decimal would lose them anyway.
                let readable = digits.count <= 12 && value <= LineDraft.maximumQuantity
                add(.number, start, index, key: isFraction ? "fraction" : "", value: readable ? value : nil)
                continue
            }
            if let (numerator, denominator) = vulgar(character) {
                add(.number, index, index + 1, key: "fraction", value: Decimal(numerator) / Decimal(denominator))
                index += 1
                continue
            }
            if character.isLetter {
                let start = index
                index += 1
                while index < characters.count {
                    let next = characters[index]
                    if next.isLetter || next.isNumber && !next.isASCIIDigit {
                        index += 1
                    } else if (next == "-" || next == "'" || next == "’") && index + 1 < characters.count
                                && (characters[index + 1].isLetter || next != "-" && characters[index + 1].isASCIIDigit) {
                        // "d'huile": the elided article is a word of its own.
                        if next != "-" && index - start <= 2 && ["d", "l", "qu", "s", "j", "n", "m", "c", "D", "L"].contains(String(characters[start..<index])) {
                            break
                        }
                        index += 1
                    } else if next.isASCIIDigit && index > start && characters[index - 1] == "-" {
                        index += 1
                    } else {
                        break
                    }
                }
                var end = index
                if end < characters.count, characters[end] == "'" || characters[end] == "’", end - start <= 2,
                   end + 1 < characters.count, characters[end + 1].isLetter || characters[end + 1].isASCIIDigit {
                    // "d'", "l'"
                    end += 1
                    index = end
                    let text = String(characters[start..<end].map { $0 == "’" ? "'" : $0 })
                    tokens.append(LineToken(kind: .word, text: Substring(text), key: text.lowercased(), spaced: spaced))
                    spaced = false
                    continue
                }
                // "tbsp.", "lg.", "c.", "Teel.": an abbreviation keeps its full stop as written.
                if end < characters.count, characters[end] == ".", end - start <= 5,
                   end + 1 == characters.count || !characters[end + 1].isLetter {
                    end += 1
                    index = end
                }
                let text = String(characters[start..<end])
                // Without Foundation's search: this runs for every word of every line.
                var key = text.lowercased()
                if key.contains(where: { $0 == "." || $0 == "’" }) {
                    key = String(key.compactMap { $0 == "." ? nil : $0 == "’" ? "'" : $0 })
                }
                tokens.append(LineToken(kind: .word, text: Substring(text), key: key, spaced: spaced))
                spaced = false
                continue
            }
            // Marks: dashes of every kind are one, and so are slashes.
            var mark = character
            if "–—‑−".contains(character) { mark = "-" }
            if character == "\u{2044}" || character == "\u{2215}" { mark = "/" }
            if character == "×" { mark = "x" }
            let text = String(mark)
            tokens.append(LineToken(kind: mark == "x" ? .word : .mark, text: Substring(text), key: text, spaced: spaced))
            spaced = false
            index += 1
        }
        return tokens
    }

    static func vulgar(_ character: Character) -> (Int, Int)? {
        IngredientLineParser.vulgarFractions[character]
    }
}

extension IngredientWords {
    /// `amountPhrases` as words, longest first, as the tokens key them.
    static let amountPhrasesByWords: [[String]] = amountPhrases
        .map { phrase in LineReader.tokens(of: phrase).map(\.key) }
        .sorted { $0.count > $1.count }
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
