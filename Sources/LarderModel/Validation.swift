/// One problem with one field of a form or document, named by its path
/// (`name`, `steps[2].lines[0].quantity`).
public struct FieldIssue: Sendable, Equatable, Codable, CustomStringConvertible {
    public var field: String
    /// In English, as the API, the CLI and logs say it.
    public var message: String
    /// The problem as each language's catalog says it; nil for a message no catalog has (a
    /// document's path in an import report).
    public var wording: Wording?

    public init(_ field: String, _ wording: Wording) {
        self.field = field
        self.message = wording.english
        self.wording = wording
    }

    /// A problem said only in English.
    public init(_ field: String, _ message: String) {
        self.field = field
        self.message = message
    }

    public var description: String { "\(field): \(message)" }
}

/// Every problem found at once, so a form can show a message beside each field.
public struct ValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    public var issues: [FieldIssue]

    public init(_ issues: [FieldIssue]) {
        self.issues = issues
    }

    /// The messages for one field.
    public subscript(field: String) -> [String] {
        issues.filter { $0.field == field }.map(\.message)
    }

    public var description: String { issues.map(\.description).joined(separator: "; ") }
}

/// A value that can check itself and report every problem it has.
public protocol Validatable {
    func validationIssues() -> [FieldIssue]
}

extension Validatable {
    public func validate() throws(ValidationError) {
        let issues = validationIssues()
        if !issues.isEmpty { throw ValidationError(issues) }
    }
}

/// The rules text fields share, so every form says the same thing about the same mistake.
public struct TextRule: Sendable {
    public var minimum: Int
    public var maximum: Int
    /// Whether line breaks and tabs are allowed (long text), or only a single line.
    public var multiline: Bool

    public init(minimum: Int = 0, maximum: Int, multiline: Bool = false) {
        self.minimum = minimum
        self.maximum = maximum
        self.multiline = multiline
    }

    /// The problems of `text` as field `field`; the text is expected already trimmed.
    public func issues(_ text: String, field: String, label: FieldLabel) -> [FieldIssue] {
        // Counted as PostgreSQL's char_length counts (code points), so that text this rule accepts
        // also passes the database's CHECKs: "é" typed as e + combining accent counts twice.
        let length = text.unicodeScalars.count
        if length < minimum {
            return [FieldIssue(field, minimum == 1 ? .required(label) : .tooShort(label, minimum: minimum))]
        }
        if length > maximum {
            return [FieldIssue(field, .tooLong(label, maximum: maximum, length: length))]
        }
        let forbidden = text.unicodeScalars.contains { scalar in
            if scalar.value == 0 { return true }
            if multiline, scalar == "\n" || scalar == "\t" || scalar == "\r" { return false }
            return scalar.properties.generalCategory == .control
        }
        if forbidden {
            return [FieldIssue(field, multiline ? .controlCharacters(label) : .singleLine(label))]
        }
        return []
    }
}

extension String {
    /// The text without its control characters (a NUL among them, which PostgreSQL cannot keep).
    public var withoutControlCharacters: String {
        String(String.UnicodeScalarView(unicodeScalars.filter { $0.properties.generalCategory != .control }))
    }

    /// Text typed into a search box or a filter: trimmed, at most 200 characters, without control
    /// characters (no stored name has them).
    public var searchText: String { String(withoutControlCharacters.trimmed.prefix(200)) }

    /// The name as the start of a download's file name: lower case, letters and digits, hyphens
    /// between words, at most 60 characters ("Hill House" → "hill-house").
    public var fileNameSlug: String {
        let slug = lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
            .split(separator: "-").joined(separator: "-")
        return slug.isEmpty ? "recipe" : String(slug.prefix(60))
    }

    /// Leading and trailing white space removed, as every field is stored. Native rather than
    /// Foundation's trimmingCharacters, which bridges to NSString: the line parser trims every
    /// piece of every line, and the bridge was a fifth of seeding's time.
    public var trimmed: String { trimming { $0.properties.isWhitespace } }

    /// Spaces and tabs removed from either end, as Foundation's `.whitespaces` set trims, and
    /// natively: the recipe page's totals trim every summed line, and every request's
    /// `Accept-Language` is trimmed piece by piece.
    public var trimmedOfSpaces: String { trimming(where: Self.isSpace) }

    /// A space or a tab as Foundation's `.whitespaces` has them: Unicode's space separators (Zs),
    /// U+0009, and the zero-width space U+200B, which pages paste between words.
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// The scalars at either end that `isTrimmed` picks removed, natively for the same reason.
    public func trimming(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
              let last = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        if first == scalars.startIndex && scalars.index(after: last) == scalars.endIndex { return self }
        return String(scalars[first...last])
    }

    /// Every scalar `isRemoved` picks taken out, natively.
    func removingScalars(where isRemoved: (Unicode.Scalar) -> Bool) -> String {
        // Most texts have none to remove (a unit without a point): no copy, scalar by scalar.
        guard unicodeScalars.contains(where: isRemoved) else { return self }
        var kept = String.UnicodeScalarView()
        for scalar in unicodeScalars where !isRemoved(scalar) { kept.append(scalar) }
        return String(kept)
    }
}

import Foundation
