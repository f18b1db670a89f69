import Foundation

/// A language Larder's pages are written in. Each has a catalog of every word the pages say
/// (`Languages/<code>/*.json`); a person chooses one, and until then their browser's
/// `Accept-Language` does.
public enum Language: String, CaseIterable, Sendable, Codable {
    case en, de, fr, es

    /// The language's name in itself, as a language menu shows it whatever the page's language.
    public var name: String {
        switch self {
        case .en: "English"
        case .de: "Deutsch"
        case .fr: "Français"
        case .es: "Español"
        }
    }

    /// The locale dates and numbers are written in.
    public var locale: Locale {
        switch self {
        // British English: "12 Nov 2026" and 24-hour times, as a household's schedule reads.
        case .en: Locale(identifier: "en_GB")
        case .de: Locale(identifier: "de_DE")
        case .fr: Locale(identifier: "fr_FR")
        case .es: Locale(identifier: "es_ES")
        }
    }

    /// What separates whole from fraction in a number: "1.5 kg" in English, "1,5 kg" in the others.
    public var decimalSeparator: Character { self == .en ? "." : "," }

    /// Which of a message's forms a count takes, by the CLDR plural rules for whole numbers:
    /// English, German and Spanish say "1 recipe" and "0 recipes"; French says "0 recette" and
    /// "1 recette" too, and "2 recettes".
    public func pluralCategory(_ count: Int) -> PluralCategory {
        switch self {
        case .fr: return count == 0 || count == 1 ? .one : .other
        case .en, .de, .es: return count == 1 ? .one : .other
        }
    }

    /// The language an `Accept-Language` header prefers among Larder's: the highest weight wins,
    /// and among equal weights the first listed; "de-AT" is German, "*" is any (English). Nil
    /// when it names none of them, or is missing or malformed.
    public static func preferred(by acceptLanguage: String?) -> Language? {
        guard let acceptLanguage else { return nil }
        var best: (language: Language, weight: Double)?
        for item in acceptLanguage.split(separator: ",").prefix(32) {
            let parts = item.split(separator: ";")
            guard let tag = parts.first.map { String($0).trimmedOfSpaces.lowercased() }, !tag.isEmpty else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { String($0).trimmedOfSpaces }
                if pair.count == 2, pair[0].lowercased() == "q", let value = Double(pair[1]), (0...1).contains(value) { weight = value }
            }
            guard weight > 0 else { continue }
            let primary = tag.split(separator: "-").first.map(String.init) ?? tag
            guard let language = primary == "*" ? .en : Language(rawValue: primary) else { continue }
            if best == nil || weight > best!.weight { best = (language, weight) }
        }
        return best?.language
    }
}

/// The CLDR plural categories Larder's languages use for whole numbers.
public enum PluralCategory: String, Sendable, CaseIterable {
    case one, other
}

extension Language {
    /// A whole number as the language writes it: "1,250" in English, "1.250" in German, "1 250"
    /// in French (Spanish groups only from five digits: "1250", "12.500").
    ///
    /// Grouped here, with the separator and the rule ICU gives each language, asked once: through
    /// ICU each number cost tens of thousands of instructions, and a catalog page says a count on
    /// every row. `LanguageTests` compares the two on thousands of numbers.
    public func number(_ value: Int) -> String {
        guard value >= 1000 || value <= -1000 else { return String(value) }
        guard value > 0 else { return value.formatted(.number.locale(locale)) }
        guard value >= 10_000 || grouping.groupsFourDigits else { return String(value) }
        // The digits from the last, a separator before every third: 19 digits and 6 separators
        // of at most 3 bytes (French's narrow no-break space) fit.
        return String(unsafeUninitializedCapacity: 40) { text in
            var end = text.count, rest = value, written = 0
            while rest > 0 {
                if written > 0, written % 3 == 0 {
                    for byte in grouping.separator.reversed() {
                        end -= 1
                        text[end] = byte
                    }
                }
                end -= 1
                text[end] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
                written += 1
            }
            let count = text.count - end
            memmove(text.baseAddress!, text.baseAddress! + end, count)
            return count
        }
    }

    /// How a language groups a whole number's thousands, as ICU writes 12345 and 1234.
    private struct Grouping {
        let separator: [UInt8]
        let groupsFourDigits: Bool

        init(_ locale: Locale) {
            separator = Array(12_345.formatted(.number.locale(locale)).utf8.dropFirst(2).dropLast(3))
            groupsFourDigits = 1234.formatted(.number.locale(locale)) != "1234"
        }

        static let english = Grouping(Language.en.locale)
        static let german = Grouping(Language.de.locale)
        static let french = Grouping(Language.fr.locale)
        static let spanish = Grouping(Language.es.locale)
    }

    /// Each language's, asked of ICU once; a switch, not a dictionary that hashed the language
    /// for every number.
    private var grouping: Grouping {
        switch self {
        case .en: Grouping.english
        case .de: Grouping.german
        case .fr: Grouping.french
        case .es: Grouping.spanish
        }
    }

    /// Text with decimals written as Larder keeps them ("1.5 kg flour") in the language's way:
    /// "1,5 kg flour". Only a point between two digits is a decimal point ("Dr. Oetker" keeps its own).
    public func decimal(_ text: String) -> String {
        guard decimalSeparator != ".", text.contains(".") else { return text }
        var result = ""
        var previous: Character?
        var characters = text.makeIterator()
        var current = characters.next()
        while let character = current {
            let next = characters.next()
            if character == ".", previous?.isASCII == true, previous?.isNumber == true, next?.isASCII == true, next?.isNumber == true {
                result.append(decimalSeparator)
            } else {
                result.append(character)
            }
            previous = character
            current = next
        }
        return result
    }
}
