import Foundation
import LarderModel

/// A catalog's text with values to fill in: "Sign in with {provider}". Each language orders the
/// placeholders as its grammar needs; the values come in the order of `names`, which is English's
/// (the generated functions in `Strings` pass them so).
struct Message: Sendable, Encodable {
    private enum Part: Sendable {
        case text(String)
        case value(Int)
    }

    let pattern: String
    private let parts: [Part]
    private let literalLength: Int

    init(_ pattern: String, names: [String]) {
        self.pattern = pattern
        var parts: [Part] = []
        var rest = Substring(pattern)
        // The catalogs' braces are checked when `Strings` is written: each opens a known name.
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.text(String(rest[..<open]))) }
            let name = rest[rest.index(after: open)..<close]
            parts.append(names.firstIndex { $0 == name }.map(Part.value) ?? .text(String(rest[open...close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.text(String(rest))) }
        self.parts = parts
        literalLength = parts.reduce(0) { length, part in
            if case .text(let literal) = part { length + literal.utf8.count } else { length }
        }
    }

    func format(_ values: [String]) -> String {
        format { values[$0] }
    }

    /// The pattern with each placeholder replaced by `value(n)`, n being its name's place in
    /// `names`; no array of the values is made (a catalog page formats a count on every row).
    func format(_ value: (Int) -> String) -> String {
        var text = ""
        // Room for the literals and a value or two at once, when the text would outgrow a small
        // string's 15 bytes anyway: each append had grown it again.
        if literalLength > 12 { text.reserveCapacity(literalLength + 16) }
        for part in parts {
            switch part {
            case .text(let literal): text += literal
            case .value(let index): text += value(index)
            }
        }
        return text
    }

    /// The reference renderer sees the pattern; pages never show it (a template cannot fill it in).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(pattern)
    }
}

/// A catalog's text whose words follow a count: "1 recipe", "2 recipes"; in French "0 recette".
/// The count is written as the language writes numbers ("1.250 Rezepte").
struct PluralMessage: Sendable, Encodable {
    let language: Language
    let one: Message
    let other: Message

    func format(count: Int, _ values: [String]) -> String {
        let message = language.pluralCategory(count) == .one ? one : other
        return message.format { $0 == 0 ? language.number(count) : values[$0 - 1] }
    }
}
