import Foundation

/// A `json`/`jsonb` cell read without Foundation's `JSONDecoder`: PostgreSQL writes a graph's
/// steps and lines, a session's households and a recipe's tags as JSON, and decoding them
/// through `Codable` was the largest part of a recipe page's work once its template was
/// compiled. Rows that are read on every request say how they read themselves from a node
/// (`JSONRow`); everything else keeps `JSONB<Value>`.
public indirect enum JSONNode: Sendable {
    case null
    case bool(Bool)
    /// A number as PostgreSQL wrote it, read as the row asks (an integer, a decimal).
    case number(String)
    case string(String)
    case array([JSONNode])
    /// Keys in the order written; rows have few, so a search beats hashing.
    case object([(key: String, value: JSONNode)])

    /// What a row expected and did not find: reported with the cell's column.
    public struct Mismatch: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) {
            self.description = description
        }
    }

    // MARK: Reading a row

    /// A member of an object; null when it is missing, as JSON's `null` is.
    public subscript(key: String) -> JSONNode {
        guard case .object(let members) = self else { return .null }
        return members.first { $0.key == key }?.value ?? .null
    }

    public var isNull: Bool { if case .null = self { return true } else { return false } }

    public func string() throws -> String {
        guard case .string(let text) = self else { throw mismatch("a string") }
        return text
    }

    public func int() throws -> Int {
        guard case .number(let text) = self, let value = Int(text) else { throw mismatch("an integer") }
        return value
    }

    /// A number's text as PostgreSQL wrote it, for a decimal read without rounding.
    public func number() throws -> String {
        guard case .number(let text) = self else { throw mismatch("a number") }
        return text
    }

    public func double() throws -> Double {
        guard case .number(let text) = self, let value = Double(text) else { throw mismatch("a number") }
        return value
    }

    public func bool() throws -> Bool {
        guard case .bool(let value) = self else { throw mismatch("true or false") }
        return value
    }

    public func uuid() throws -> UUID {
        guard case .string(let text) = self, let value = UUID(hyphenated: text.utf8) else { throw mismatch("a UUID") }
        return value
    }

    public func array() throws -> [JSONNode] {
        guard case .array(let elements) = self else { throw mismatch("an array") }
        return elements
    }

    /// nil for null (or a missing member), else what `read` makes of the node.
    public func optional<T>(_ read: (JSONNode) throws -> T) rethrows -> T? {
        isNull ? nil : try read(self)
    }

    private func mismatch(_ expected: String) -> Mismatch {
        Mismatch(description: "expected \(expected), found \(String(describing: self).prefix(80))")
    }

    // MARK: Parsing

    /// Parses JSON text (UTF-8) as PostgreSQL writes it, or anything else that is JSON.
    public static func parse(_ bytes: UnsafeRawBufferPointer) throws -> JSONNode {
        var parser = Parser(bytes: bytes)
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.failure("text after the value") }
        return value
    }

    private struct Parser {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        /// Deeper than any row Larder writes; a bound keeps hostile nesting from the stack.
        static let maximumDepth = 64

        func failure(_ problem: String) -> Mismatch { Mismatch(description: "invalid JSON at byte \(index): \(problem)") }

        mutating func skipSpace() {
            while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        }

        mutating func value(depth: Int) throws -> JSONNode {
            guard depth < Self.maximumDepth else { throw failure("nested too deeply") }
            skipSpace()
            guard index < bytes.count else { throw failure("a value is missing") }
            switch bytes[index] {
            case UInt8(ascii: "{"):
                index += 1
                var members: [(key: String, value: JSONNode)] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
                while true {
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("a key is missing") }
                    let key = try string()
                    skipSpace()
                    guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("':' is missing") }
                    index += 1
                    members.append((key, try value(depth: depth + 1)))
                    skipSpace()
                    guard index < bytes.count else { throw failure("'}' is missing") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == UInt8(ascii: "}") else { throw failure("',' or '}' is missing") }
                    index += 1
                    return .object(members)
                }
            case UInt8(ascii: "["):
                index += 1
                var elements: [JSONNode] = []
                skipSpace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
                while true {
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                    guard index < bytes.count else { throw failure("']' is missing") }
                    if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
                    guard bytes[index] == UInt8(ascii: "]") else { throw failure("',' or ']' is missing") }
                    index += 1
                    return .array(elements)
                }
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                return .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                return .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                return .null
            default:
                let start = index
                while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
                guard index > start else { throw failure("unexpected character") }
                return .number(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
            }
        }

        static func isNumberByte(_ byte: UInt8) -> Bool {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }

        mutating func literal(_ word: StaticString) throws {
            let count = word.utf8CodeUnitCount
            guard index + count <= bytes.count,
                  word.withUTF8Buffer({ $0.elementsEqual(bytes[index..<index + count]) }) else { throw failure("expected \(word)") }
            index += count
        }

        /// A string from its opening quote; text without escapes is copied once.
        mutating func string() throws -> String {
            index += 1
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { index += 1 }
            guard index < bytes.count else { throw failure("a string is not closed") }
            if bytes[index] == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            var text = Array(bytes[start..<index])
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
                    text.append(byte)
                }
            }
            throw failure("a string is not closed")
        }

        mutating func hex4() throws -> UInt32 {
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
}

/// A row that reads itself from a JSON object.
public protocol JSONRow: Sendable {
    init(json: JSONNode) throws
}

/// A `json`/`jsonb` array cell of rows, read with `JSONNode` rather than `JSONDecoder`.
public struct JSONRows<Row: JSONRow>: PostgresDecodable, Sendable {
    public var rows: [Row]

    public static func decode(from cell: PostgresCell) throws -> JSONRows<Row> {
        let bytes = try cell.required([Row].self)
        do {
            return JSONRows(rows: try JSONNode.parse(bytes).array().map(Row.init(json:)))
        } catch {
            throw PostgresError.decoding(column: cell.columnName, expected: "[\(Row.self)] (json)", found: "\(error)")
        }
    }
}

extension UUID {
    /// A UUID from its 36 characters (`8-4-4-4-12` hex digits, either case), read directly:
    /// `UUID(uuidString:)` goes through `sscanf`, some 8,800 instructions a UUID.
    public init?(hyphenated text: some Collection<UInt8>) {
        guard text.count == 36 else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        // Into the sixteen bytes in place: an array for them was an allocation per id.
        let isValid = withUnsafeMutableBytes(of: &value) { bytes in
            var position = 0
            var high: UInt8?
            var offset = 0
            for character in text {
                defer { offset += 1 }
                if offset == 8 || offset == 13 || offset == 18 || offset == 23 {
                    guard character == UInt8(ascii: "-") else { return false }
                    continue
                }
                guard let digit = hexDigitValue(character) else { return false }
                if let first = high {
                    bytes[position] = first << 4 | digit
                    position += 1
                    high = nil
                } else {
                    high = digit
                }
            }
            return true
        }
        guard isValid else { return nil }
        self.init(uuid: value)
    }
}

/// A hex digit's value (either case): UUIDs, bytea and JSON's `\u` escapes read them.
func hexDigitValue(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
    default: return nil
    }
}
