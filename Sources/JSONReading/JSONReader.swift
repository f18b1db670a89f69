import Foundation
import UUIDText

/// JSON read as it is parsed, without Foundation's `JSONDecoder` and without a tree: a `json`
/// cell of PostgreSQL's (`JSONRows`), and an imported document (LarderExchange). PostgreSQL writes
/// a graph's steps and lines, a recipe's tags and its cooking log as JSON, read on every recipe
/// page: through `Codable` they were the largest part of its work once its template was compiled,
/// and through a tree of nodes still a third of the request, most of it making and freeing the
/// nodes. A row reads its members as they come (`JSONRow`), its keys compared where they lie.
public struct JSONReader {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private var depth = 0

    /// Deeper than any row Larder writes; a bound keeps hostile nesting from the stack.
    static let maximumDepth = 64

    /// What is not JSON, or not what the row expected: reported with the cell's column.
    public struct Mismatch: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// Reads the text (UTF-8), which must hold one value and nothing after it, with `body`.
    public static func read<T>(_ bytes: UnsafeRawBufferPointer, _ body: (inout JSONReader) throws -> T) throws -> T {
        var reader = JSONReader(bytes: bytes)
        let value = try body(&reader)
        reader.skipSpace()
        guard reader.index == bytes.count else { throw reader.failure("text after the value") }
        return value
    }

    /// A row's member that must be there: nil (missing, as JSON's `null` is) is a mismatch.
    public static func required<T>(_ value: T?, _ member: StaticString) throws -> T {
        guard let value else { throw Mismatch(description: "expected \(member), found nothing") }
        return value
    }

    // MARK: Values

    /// An object's members in the order written: `member` gets each key and reads (or skips) its value.
    public mutating func object(_ member: (inout JSONReader, JSONKey) throws -> Void) throws {
        try enter("{", "an object")
        defer { depth -= 1 }
        skipSpace()
        if peek == UInt8(ascii: "}") { index += 1; return }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw failure("a key is missing") }
            let key = try self.key()
            skipSpace()
            guard peek == UInt8(ascii: ":") else { throw failure("':' is missing") }
            index += 1
            try member(&self, key)
            skipSpace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return
            default: throw failure("',' or '}' is missing")
            }
        }
    }

    /// An array's elements, each read by `element`.
    public mutating func array<Element>(of element: (inout JSONReader) throws -> Element) throws -> [Element] {
        try enter("[", "an array")
        defer { depth -= 1 }
        var elements: [Element] = []
        skipSpace()
        if peek == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            elements.append(try element(&self))
            skipSpace()
            switch peek {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return elements
            default: throw failure("',' or ']' is missing")
            }
        }
    }

    public mutating func string() throws -> String {
        skipSpace()
        guard peek == UInt8(ascii: "\"") else { throw mismatch("a string") }
        return try quoted()
    }

    public mutating func int() throws -> Int {
        let text = try numberBytes("an integer")
        var value = 0
        var digits = text[...]
        let negative = digits.first == UInt8(ascii: "-")
        if negative { digits = digits.dropFirst() }
        guard !digits.isEmpty else { throw failure("expected an integer") }
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { throw failure("expected an integer") }
            // Accumulated below zero, where Int reaches one further: -9223372036854775808 reads.
            let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAgain) = tens.subtractingReportingOverflow(Int(digit - UInt8(ascii: "0")))
            guard !overflow, !overflowAgain else { throw failure("an integer too large") }
            value = next
        }
        guard negative || value != .min else { throw failure("an integer too large") }
        return negative ? value : -value
    }

    /// A number's text as PostgreSQL wrote it, for a decimal read without rounding.
    public mutating func number() throws -> String {
        String(decoding: try numberBytes("a number"), as: UTF8.self)
    }

    public mutating func double() throws -> Double {
        guard let value = Double(try number()) else { throw failure("expected a number") }
        return value
    }

    public mutating func bool() throws -> Bool {
        skipSpace()
        switch peek {
        case UInt8(ascii: "t"): try literal("true"); return true
        case UInt8(ascii: "f"): try literal("false"); return false
        default: throw mismatch("true or false")
        }
    }

    public mutating func uuid() throws -> UUID {
        skipSpace()
        guard peek == UInt8(ascii: "\""), let text = plainString(), let value = UUID(hyphenated: text) else { throw mismatch("a UUID") }
        return value
    }

    /// nil for null, else what `read` makes of the value.
    public mutating func optional<T>(_ read: (inout JSONReader) throws -> T) throws -> T? {
        skipSpace()
        guard peek != UInt8(ascii: "n") else {
            try literal("null")
            return nil
        }
        return try read(&self)
    }

    /// What the next value is, by its first character; nil at the end or before what is no value.
    public enum Kind: Sendable {
        case object, array, string, number, bool, null
    }

    public mutating func nextKind() -> Kind? {
        skipSpace()
        switch peek {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        case let byte? where Self.isNumberByte(byte): return .number
        default: return nil
        }
    }

    /// Passes over a value the row does not read.
    public mutating func skip() throws {
        skipSpace()
        switch peek {
        case UInt8(ascii: "{"): try object { reader, _ in try reader.skip() }
        case UInt8(ascii: "["): _ = try array { try $0.skip() }
        case UInt8(ascii: "\""): _ = try quoted()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        case UInt8(ascii: "n"): try literal("null")
        default: _ = try numberBytes("a value")
        }
    }

    // MARK: Parsing

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ problem: String) -> Mismatch { Mismatch(description: "invalid JSON at byte \(index): \(problem)") }

    /// What the row expected, and what it found instead.
    private func mismatch(_ expected: String) -> Mismatch {
        let found = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[index..<min(bytes.count, index + 40)]), as: UTF8.self)
        return Mismatch(description: "expected \(expected), found \(found.isEmpty ? "the end" : found)")
    }

    private mutating func enter(_ opening: Unicode.Scalar, _ expected: String) throws {
        skipSpace()
        guard peek == UInt8(ascii: opening) else { throw mismatch(expected) }
        guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
        index += 1
        depth += 1
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func numberBytes(_ expected: String) throws -> UnsafeRawBufferPointer {
        skipSpace()
        let start = index
        while let byte = peek, Self.isNumberByte(byte) { index += 1 }
        guard index > start else { throw mismatch(expected) }
        return UnsafeRawBufferPointer(rebasing: bytes[start..<index])
    }

    static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    private mutating func literal(_ word: StaticString) throws {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              word.withUTF8Buffer({ $0.elementsEqual(bytes[index..<index + count]) }) else { throw failure("expected \(word)") }
        index += count
    }

    /// A key, where it lies when it has no escapes (as every key Larder writes).
    private mutating func key() throws -> JSONKey {
        if let text = plainString() { return JSONKey(bytes: text) }
        return JSONKey(escaped: try quoted())
    }

    /// At a string's opening quote: its bytes when it holds no escape, the reader then past its
    /// closing quote; nil, the reader unmoved, when it holds one or is not closed.
    private mutating func plainString() -> UnsafeRawBufferPointer? {
        let opening = index
        index += 1
        skipPlainText()
        guard peek == UInt8(ascii: "\"") else {
            index = opening
            return nil
        }
        index += 1
        return UnsafeRawBufferPointer(rebasing: bytes[opening + 1..<index - 1])
    }

    /// Past a string's text up to its next quote or escape.
    private mutating func skipPlainText() {
        while let byte = peek, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") { index += 1 }
    }

    /// A string from its opening quote; text without escapes is copied once.
    private mutating func quoted() throws -> String {
        if let text = plainString() { return String(decoding: text, as: UTF8.self) }
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { throw failure("an escape is cut short") }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(escaped)
                case UInt8(ascii: "b"): text.append(0x08)
                case UInt8(ascii: "f"): text.append(0x0C)
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        // A surrogate pair: the low half must follow as \uDC00–\uDFFF.
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw failure("a lone surrogate")
                        }
                        index += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw failure("a lone surrogate") }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw failure("a lone surrogate") }
                    text.append(contentsOf: String(unicode).utf8)
                default:
                    throw failure("an unknown escape")
                }
            default:
                // The run of plain text up to the next quote or escape, at once.
                let run = index - 1
                skipPlainText()
                text.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[run..<index]))
            }
        }
        throw failure("a string is not closed")
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexDigitValue(bytes[index]) else { throw failure("\\u needs four hex digits") }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}

/// A member's key, compared with the names a row reads where it lies in the cell.
public struct JSONKey {
    private let bytes: UnsafeRawBufferPointer
    /// A key written with escapes, unescaped.
    private let escaped: String?

    fileprivate init(bytes: UnsafeRawBufferPointer) {
        (self.bytes, escaped) = (bytes, nil)
    }

    fileprivate init(escaped: String) {
        (bytes, self.escaped) = (UnsafeRawBufferPointer(start: nil, count: 0), escaped)
    }

    /// The key as text, for a reader that keeps every member (a document of any shape).
    public var text: String {
        escaped ?? String(decoding: bytes, as: UTF8.self)
    }

    /// `case "id":` in a row's `switch` over its keys: lengths, then bytes.
    public static func ~= (name: StaticString, key: JSONKey) -> Bool {
        if let escaped = key.escaped { return name.withUTF8Buffer { $0.elementsEqual(escaped.utf8) } }
        guard name.utf8CodeUnitCount == key.bytes.count else { return false }
        return key.bytes.isEmpty || memcmp(name.utf8Start, key.bytes.baseAddress!, key.bytes.count) == 0
    }
}

/// A row that reads itself from a JSON object.
public protocol JSONRow: Sendable {
    init(json: inout JSONReader) throws
}
