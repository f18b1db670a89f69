import Foundation
import LarderModel

/// The words a recipe page uses for its parts, in English, German, French, Spanish, Dutch and
/// Italian: the headings of its sections ("Zutaten", "Préparation"), the labels of its facts
/// ("Serves", "Temps total"), the labels of its steps ("Schritt 2:", "1.-"), and durations
/// written out ("1 Std. 15 Min.").
enum PageWords {
    enum Section: Equatable {
        case ingredients, method, other
    }

    /// Text folded for comparing: lower case, without accents, white space collapsed, without
    /// the colon or dash a heading ends with.
    static func folded(_ text: String) -> String {
        let lowered = PageTree.collapsed(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "’", with: "'")
        return String(lowered.reversed().drop { ":.-–—|•·*#".contains($0) || $0.isWhitespace }.reversed())
            .drop { $0 == "#" || $0 == "*" || $0.isWhitespace }.description
    }

    /// Which part of a recipe a heading names, if any: "Ingredients", "Zutaten für 4 Personen",
    /// "INGREDIENTI", "So geht's", "Préparation :".
    static func section(of heading: String) -> Section? {
        // "1. Zutaten", "🛒 Ingredients": what stands before the first letter is no word.
        let text = String(folded(heading).drop { !$0.isLetter })
        guard !text.isEmpty, text.count <= 60 else { return nil }
        if matches(text, ingredientHeadings, qualifierAllowsDigits: true) { return .ingredients }
        if matches(text, methodHeadings, qualifierAllowsDigits: false) { return .method }
        if matches(text, otherHeadings, qualifierAllowsDigits: true) { return .other }
        return nil
    }

    /// An ingredients heading that names a part of the recipe ("Zutaten für den Teig", "Ingredients
    /// for the sauce"), not only the list or its servings ("Zutaten für 4 Personen"): a group's.
    static func isGroupOfIngredients(_ heading: String) -> Bool {
        let text = String(folded(heading).drop { !$0.isLetter })
        guard section(of: heading) == .ingredients, !text.contains(where: \.isNumber) else { return false }
        return !ingredientHeadings.contains { text == $0 || text == $0 + ":" }
    }

    /// The text is one of `names`, or starts with one and then says a little more ("for 4 people").
    private static func matches(_ text: String, _ names: [String], qualifierAllowsDigits: Bool) -> Bool {
        for name in names where text.hasPrefix(name) {
            let rest = text.dropFirst(name.count)
            if rest.isEmpty { return true }
            guard let first = rest.first, first == " " || first == ":" || first == "(" || first == "," else { continue }
            let words = rest.split(whereSeparator: { $0 == " " })
            if words.count <= 5, qualifierAllowsDigits || !rest.contains(where: \.isNumber),
               !rest.contains("?") {
                return true
            }
        }
        return false
    }

    static let ingredientHeadings = [
        "ingredients", "ingredient list", "ingredients list", "list of ingredients", "you will need", "you'll need",
        "what you need", "what you'll need", "zutaten", "zutatenliste", "das brauchst du", "du brauchst", "ihr braucht",
        "man braucht", "liste des ingredients", "il vous faut", "ingredientes", "lista de ingredientes", "necesitas",
        "ingredienten", "benodigdheden", "wat heb je nodig", "je hebt nodig", "ingredienti", "occorrente", "cosa serve",
        "the ingredients", "die zutaten", "les ingredients", "los ingredientes", "de ingredienten", "gli ingredienti",
    ]
    static let methodHeadings = [
        "method", "the method", "instructions", "directions", "preparation", "steps", "how to make it", "how to make",
        "how to cook it", "cooking instructions", "making it", "zubereitung", "anleitung", "so geht's", "so gehts",
        "so geht es", "so wird's gemacht", "arbeitsschritte", "zubereitungsschritte", "schritte", "etapes",
        "etapes de preparation", "realisation", "deroulement", "preparacion", "elaboracion", "instrucciones", "pasos",
        "modo de preparacion", "como se hace", "como hacerlo", "procedimiento", "bereiding", "bereidingswijze",
        "werkwijze", "instructies", "zo maak je het", "aan de slag", "procedimento", "preparazione", "istruzioni",
        "passaggi", "come fare", "esecuzione", "come si prepara", "procedure", "cooking method", "preparation method",
        "method of preparation", "die zubereitung", "la preparation", "la preparacion", "le istruzioni", "de bereiding",
    ]
    static let otherHeadings = [
        "notes", "note", "recipe notes", "cook's notes", "tips", "tip", "faq", "faqs", "frequently asked questions",
        "nutrition", "nutrition information", "nutrition facts", "equipment", "tools", "storage", "storing",
        "serving suggestions", "variations", "substitutions", "video", "comments", "reviews", "related recipes",
        "you might also like", "more recipes", "hinweise", "tipps", "tipp", "notizen", "nahrwerte", "naehrwerte",
        "utensilien", "kuchenhelfer", "aufbewahrung", "kommentare", "astuces", "conseils", "remarques",
        "valeurs nutritionnelles", "ustensiles", "materiel", "commentaires", "consejos", "notas", "trucos", "utensilios",
        "valores nutricionales", "comentarios", "opmerkingen", "notities", "voedingswaarde", "keukengerei", "reacties",
        "consigli", "valori nutrizionali", "conservazione", "utensili", "attrezzatura", "commenti",
    ]

    // MARK: Labelled facts

    enum Label: Equatable {
        case yield, totalTime, other
    }

    /// What a label names: "Serves", "Ergibt:", "Temps total :", "Prep Time".
    static func label(_ text: String) -> Label? {
        let key = folded(text)
        if yieldLabels.contains(key) { return .yield }
        if totalTimeLabels.contains(key) { return .totalTime }
        if otherLabels.contains(key) { return .other }
        return nil
    }

    static let yieldLabels: Set<String> = [
        "yield", "yields", "makes", "serves", "servings", "serving", "portions", "number of servings", "ergibt", "portionen",
        "menge", "fur", "pour", "parts", "rendement", "nombre de parts", "para", "raciones", "porciones", "comensales",
        "rinde", "voor", "porties", "personen", "aantal personen", "opbrengst", "dosi per", "dosi", "porzioni",
    ]
    static let totalTimeLabels: Set<String> = [
        "total time", "total", "time", "ready in", "time needed", "gesamtzeit", "zeit gesamt", "gesamt", "zeit", "temps total",
        "duree totale", "duree", "temps", "tiempo total", "tiempo", "tempo totale", "tempo", "totale tijd", "tijd",
        "totale bereidingstijd", "total cook time",
    ]
    static let otherLabels: Set<String> = [
        "prep time", "prep", "preparation time", "cook time", "cook", "cooking time", "active time", "inactive time",
        "resting time", "rest", "bake time", "baking time", "chill time", "category", "course", "cuisine", "author", "by",
        "difficulty", "level", "calories", "keywords", "keyword", "method", "diet", "recipe type", "serving size",
        "quantity", "vorbereitungszeit", "vorbereitung", "zubereitungszeit", "arbeitszeit", "kochzeit", "backzeit",
        "ruhezeit", "garzeit", "schwierigkeit", "kategorie", "temps de preparation", "preparation", "cuisson",
        "temps de cuisson", "repos", "difficulte", "categorie", "auteur", "tiempo de preparacion", "preparacion", "coccion",
        "tiempo de coccion", "dificultad", "categoria", "autor", "tempo di preparazione", "preparazione", "cottura",
        "tempo di cottura", "difficolta", "autore", "bereidingstijd", "voorbereiding", "kooktijd", "baktijd",
        "moeilijkheid", "gang", "keuken",
    ]
    /// The longest label, in words: no label is looked for past it.
    static let labelWords = 3

    /// The facts a run of text states with labels: "Yield: 4 servings · Total time: 1 hour",
    /// "Servings 4 servings", "Temps total : 1 h 15". A value runs to the next label or to a
    /// separator. Without a colon a label counts only when a number follows it, so that prose
    /// is not read as facts.
    static func labelledFacts(in text: String) -> (yield: String?, totalMinutes: Int?) {
        var yield: String?
        var minutes: Int?
        for segment in text.components(separatedBy: CharacterSet(charactersIn: "·|•\u{2022}")) {
            let words = segment.split(whereSeparator: { $0 == " " }).map(String.init)
            var index = 0
            var current: (label: Label, start: Int)?
            var values: [(Label, String)] = []
            func finish(at end: Int) {
                if let current, current.start < end {
                    values.append((current.label, words[current.start..<end].joined(separator: " ")))
                }
            }
            while index < words.count {
                var matched: (Label, Int, Bool)?
                for length in stride(from: min(labelWords, words.count - index), through: 1, by: -1) {
                    let phrase = words[index..<(index + length)].joined(separator: " ")
                    guard let label = label(phrase) else { continue }
                    let colon = phrase.hasSuffix(":") || (index + length < words.count && words[index + length] == ":")
                    let numberFollows = words.indices.contains(index + length) && words[index + length].first.map { $0.isNumber || "½¼¾⅓⅔".contains($0) } == true
                    // A label starts the segment or follows a value; "pour", "para" need their colon.
                    let weak = ["fur", "pour", "para", "voor", "time", "tiempo", "tempo", "temps", "zeit", "tijd", "total", "gesamt", "rest", "by", "cook", "prep", "menge", "dosi"].contains(folded(phrase))
                    if colon || (numberFollows && (!weak || index == 0)) {
                        matched = (label, length + (colon && !phrase.hasSuffix(":") ? 1 : 0), colon)
                        break
                    }
                }
                // Without a colon, a label starts the segment or follows a value: prose is no fact.
                if let (label, length, colon) = matched, colon || current != nil || index == 0 {
                    finish(at: index)
                    current = (label, index + length)
                    index += length
                } else {
                    index += 1
                }
            }
            finish(at: words.count)
            for (label, value) in values {
                let value = value.trimmingCharacters(in: CharacterSet(charactersIn: " .,;:"))
                guard !value.isEmpty else { continue }
                switch label {
                case .yield where yield == nil && value.count <= 60: yield = value
                case .totalTime where minutes == nil: minutes = self.minutes(in: value)
                default: break
                }
            }
        }
        return (yield, minutes)
    }

    /// A yield as a page shows it, without its label: "Servings: 1 tray" → "1 tray".
    static func yieldValue(_ text: String) -> String? {
        let text = PageTree.collapsed(text)
        if let labelled = labelledFacts(in: text).yield { return labelled }
        let value = text.trimmingCharacters(in: CharacterSet(charactersIn: " :"))
        return value.isEmpty || value.count > 60 ? nil : value
    }

    // MARK: Durations

    /// Minutes in a duration written out or in ISO 8601: "1 hr 15 mins", "1 Std. 15 Min.",
    /// "1 h 15", "1 heure et 20 minutes", "PT1H15M"; nil when it names none.
    static func minutes(in text: String) -> Int? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.uppercased().hasPrefix("P"), let seconds = ISODuration.parse(trimmed.uppercased()) { return seconds / 60 }
        var scalars = Array(folded(text))
        var total = 0.0
        var found = false
        scalars.append(" ")
        var index = 0
        var lastUnit = ""
        while index < scalars.count {
            guard scalars[index].isASCII && scalars[index].isNumber || "½¼¾".contains(scalars[index]) else { index += 1; continue }
            var number = ""
            while index < scalars.count, scalars[index].isASCII && scalars[index].isNumber || ((scalars[index] == "." || scalars[index] == ",") && number.count > 0) {
                number.append(scalars[index] == "," ? "." : scalars[index])
                index += 1
            }
            var value = Double(number) ?? 0
            if index < scalars.count, let fraction = ["½": 0.5, "¼": 0.25, "¾": 0.75][scalars[index]] {
                value += fraction
                index += 1
            }
            while index < scalars.count, scalars[index] == " " { index += 1 }
            var word = ""
            while index < scalars.count, scalars[index].isLetter {
                word.append(scalars[index])
                index += 1
            }
            switch word {
            case "d", "day", "days", "tag", "tage", "jour", "jours", "dia", "dias", "giorno", "giorni", "dag", "dagen":
                total += value * 1440; found = true; lastUnit = "d"
            case "h", "hr", "hrs", "hour", "hours", "std", "stunde", "stunden", "heure", "heures", "hora", "horas", "ora", "ore", "uur", "u":
                total += value * 60; found = true; lastUnit = "h"
            case "m", "min", "mins", "minute", "minutes", "minuten", "minuto", "minutos", "minuti", "mn":
                total += value; found = true; lastUnit = "m"
            case "" where lastUnit == "h":
                // "1 h 15", "1h15": minutes after the hours.
                total += value; lastUnit = "m"
            default:
                continue
            }
        }
        guard found, total > 0, total < 60 * 24 * 30 else { return nil }
        return Int(total.rounded())
    }

    // MARK: Lines and steps

    /// A line without the bullet a page typed in front of it: "• 200 g flour" → "200 g flour".
    static func withoutBullet(_ text: String) -> String {
        var rest = Substring(text)
        while let first = rest.first, "•·▪◦‣∙●○■□▢☐✓✔-–—*>".contains(first) {
            let after = rest.dropFirst()
            guard after.first?.isWhitespace == true else { break }
            rest = after.drop(while: \.isWhitespace)
        }
        return String(rest)
    }

    /// A step without the number or label a page put in front of it: "1. Mix", "2) Mix", "1.- Mix",
    /// "Step 3: Mix", "Schritt 1: Mix", "Étape 2 – Mix"; "1.5 kg", "12 eggs" keep their numbers.
    static func withoutStepLabel(_ text: String) -> String {
        var rest = Substring(text)
        var afterWord = false
        let lowered = folded(String(rest.prefix(16)))
        for word in stepWords where lowered.hasPrefix(word) {
            let numbered = rest.dropFirst(word.count).drop(while: \.isWhitespace)
            if numbered.first?.isNumber == true {
                rest = numbered
                afterWord = true
            }
            break
        }
        let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
        guard !digits.isEmpty, digits.count <= 3 else { return text }
        let afterDigits = rest.dropFirst(digits.count)
        let marks = afterDigits.prefix(while: { ".):-–—".contains($0) })
        var remainder: Substring
        if marks.isEmpty {
            let spaced = afterDigits.drop(while: { $0 == " " })
            if afterWord {
                remainder = spaced
            } else if afterDigits.first == " ", let dash = spaced.first, "-–—".contains(dash), spaced.dropFirst().first == " " {
                // "1 - Mix": a dash between spaces.
                remainder = spaced.dropFirst()
            } else {
                return text
            }
        } else {
            remainder = afterDigits.dropFirst(marks.count)
            guard remainder.isEmpty || remainder.first!.isWhitespace else { return text }
        }
        remainder = remainder.drop(while: \.isWhitespace)
        if let dash = remainder.first, "-–—:".contains(dash), remainder.dropFirst().first?.isWhitespace != false {
            remainder = remainder.dropFirst().drop(while: \.isWhitespace)
        }
        return String(remainder).trimmingCharacters(in: .whitespaces)
    }

    static let stepWords = ["step", "schritt", "etape", "paso", "stap", "passo", "passaggio", "fase"]

    /// Whether a line is only a step's label ("Étape 3", "2", "Schritt 1:").
    static func isStepLabel(_ text: String) -> Bool {
        let stripped = withoutStepLabel(text)
        return stripped.isEmpty && !text.isEmpty || (text.allSatisfy { $0.isNumber || ".):".contains($0) } && text.count <= 4)
    }

    /// Whether a line starts with an amount ("200 g", "½", "2-3"): a line of the list, never its heading.
    static func startsWithAmount(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        return first.isNumber || "½¼¾⅓⅔⅛".contains(first)
    }
}
