import CLibPQ
import Foundation
import UUIDText

/// A PostgreSQL type, by its OID in `pg_type`.
public struct PostgresType: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let unknown = PostgresType(rawValue: 0)
    public static let bool = PostgresType(rawValue: 16)
    public static let bytea = PostgresType(rawValue: 17)
    public static let int8 = PostgresType(rawValue: 20)
    public static let int2 = PostgresType(rawValue: 21)
    public static let int4 = PostgresType(rawValue: 23)
    public static let text = PostgresType(rawValue: 25)
    public static let float8 = PostgresType(rawValue: 701)
    public static let timestamptz = PostgresType(rawValue: 1184)
    public static let numeric = PostgresType(rawValue: 1700)
    public static let uuid = PostgresType(rawValue: 2950)
    public static let jsonb = PostgresType(rawValue: 3802)
    public static let boolArray = PostgresType(rawValue: 1000)
    public static let int8Array = PostgresType(rawValue: 1016)
    public static let textArray = PostgresType(rawValue: 1009)
    public static let float8Array = PostgresType(rawValue: 1022)
    public static let timestamptzArray = PostgresType(rawValue: 1185)
    public static let numericArray = PostgresType(rawValue: 1231)
    public static let uuidArray = PostgresType(rawValue: 2951)
    public static let jsonbArray = PostgresType(rawValue: 3807)
}

/// One parameter as it goes over the wire: its type and its value, in text or binary form.
public struct PostgresBinding: Sendable {
    public enum Value: Sendable {
        case null
        /// PostgreSQL's text form; short strings need no allocation.
        case text(String)
        case binary([UInt8])
    }

    public var type: PostgresType
    public var value: Value

    public init(type: PostgresType, value: Value) {
        self.type = type
        self.value = value
    }

    public static func text(_ value: String, as type: PostgresType) -> PostgresBinding {
        PostgresBinding(type: type, value: .text(value))
    }

    public static func null(_ type: PostgresType) -> PostgresBinding {
        PostgresBinding(type: type, value: .null)
    }
}

/// A value that can be sent as a query parameter.
public protocol PostgresEncodable: Sendable {
    /// The type used when the value is NULL, so that `Optional<Self>.none` still binds a typed parameter.
    static var postgresType: PostgresType { get }
    var postgresBinding: PostgresBinding { get }
}

/// One cell of a result, valid while its result is alive. `bytes` is nil for SQL NULL.
public struct PostgresCell {
    public let bytes: UnsafeRawBufferPointer?
    public let type: PostgresType
    let result: OpaquePointer
    let column: Int32

    /// Looked up only when needed (for an error), so decoding a cell allocates nothing.
    public var columnName: String { String(cString: PQfname(result, column)) }

    func withBytes(_ bytes: UnsafeRawBufferPointer?) -> PostgresCell {
        PostgresCell(bytes: bytes, type: .unknown, result: result, column: column)
    }

    var text: String? { bytes.map { String(decoding: $0, as: UTF8.self) } }

    func failure<T>(_ expected: T.Type) -> PostgresError {
        .decoding(column: columnName, expected: "\(expected)", found: text.map { "\"\($0.prefix(80))\"" } ?? "NULL")
    }

    /// The bytes of a non-NULL cell, or the error a non-optional type reports for NULL.
    func required<T>(_ expected: T.Type) throws -> UnsafeRawBufferPointer {
        guard let bytes else { throw failure(expected) }
        return bytes
    }
}

/// A value that can be read from a result column.
public protocol PostgresDecodable {
    static func decode(from cell: PostgresCell) throws -> Self
}

public typealias PostgresCodable = PostgresEncodable & PostgresDecodable

// MARK: - Optional

extension Optional: PostgresEncodable where Wrapped: PostgresEncodable {
    public static var postgresType: PostgresType { Wrapped.postgresType }
    public var postgresBinding: PostgresBinding {
        switch self {
        case .some(let value): return value.postgresBinding
        case .none: return .null(Wrapped.postgresType)
        }
    }
}

extension Optional: PostgresDecodable where Wrapped: PostgresDecodable {
    public static func decode(from cell: PostgresCell) throws -> Self {
        guard cell.bytes != nil else { return nil }
        return try Wrapped.decode(from: cell)
    }
}

// MARK: - Text and numbers

extension String: PostgresCodable {
    public static var postgresType: PostgresType { .text }
    public var postgresBinding: PostgresBinding { .text(self, as: .text) }
    public static func decode(from cell: PostgresCell) throws -> String {
        String(decoding: try cell.required(String.self), as: UTF8.self)
    }
}

extension Bool: PostgresCodable {
    public static var postgresType: PostgresType { .bool }
    public var postgresBinding: PostgresBinding { .text(self ? "t" : "f", as: .bool) }
    public static func decode(from cell: PostgresCell) throws -> Bool {
        let bytes = try cell.required(Bool.self)
        switch bytes.first {
        case UInt8(ascii: "t"): return true
        case UInt8(ascii: "f"): return false
        default: throw cell.failure(Bool.self)
        }
    }
}

/// Parses a decimal integer straight from the cell's bytes, without an intermediate String.
private func parseInteger<T: FixedWidthInteger>(_ cell: PostgresCell, as type: T.Type) throws -> T {
    let bytes = try cell.required(T.self)
    var index = bytes.startIndex
    var negative = false
    if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") {
        negative = true
        index += 1
    }
    guard index < bytes.endIndex else { throw cell.failure(T.self) }
    var value: T = 0
    while index < bytes.endIndex {
        let digit = bytes[index] &- UInt8(ascii: "0")
        guard digit < 10 else { throw cell.failure(T.self) }
        let (shifted, overflow1) = value.multipliedReportingOverflow(by: 10)
        let (next, overflow2) = negative
            ? shifted.subtractingReportingOverflow(T(digit))
            : shifted.addingReportingOverflow(T(digit))
        guard !overflow1, !overflow2 else { throw cell.failure(T.self) }
        value = next
        index += 1
    }
    return value
}

extension Int: PostgresCodable {
    public static var postgresType: PostgresType { .int8 }
    public var postgresBinding: PostgresBinding { .text(String(self), as: .int8) }
    public static func decode(from cell: PostgresCell) throws -> Int { try parseInteger(cell, as: Int.self) }
}

extension Int64: PostgresCodable {
    public static var postgresType: PostgresType { .int8 }
    public var postgresBinding: PostgresBinding { .text(String(self), as: .int8) }
    public static func decode(from cell: PostgresCell) throws -> Int64 { try parseInteger(cell, as: Int64.self) }
}

extension Int32: PostgresCodable {
    public static var postgresType: PostgresType { .int4 }
    public var postgresBinding: PostgresBinding { .text(String(self), as: .int4) }
    public static func decode(from cell: PostgresCell) throws -> Int32 { try parseInteger(cell, as: Int32.self) }
}

extension Int16: PostgresCodable {
    public static var postgresType: PostgresType { .int2 }
    public var postgresBinding: PostgresBinding { .text(String(self), as: .int2) }
    public static func decode(from cell: PostgresCell) throws -> Int16 { try parseInteger(cell, as: Int16.self) }
}

extension Double: PostgresCodable {
    public static var postgresType: PostgresType { .float8 }
    public var postgresBinding: PostgresBinding {
        let text: String
        if isNaN { text = "NaN" } else if isInfinite { text = self < 0 ? "-Infinity" : "Infinity" } else { text = "\(self)" }
        return .text(text, as: .float8)
    }
    public static func decode(from cell: PostgresCell) throws -> Double {
        _ = try cell.required(Double.self)
        switch cell.text {
        case "NaN": return .nan
        case "Infinity": return .infinity
        case "-Infinity": return -.infinity
        case let text?: if let value = Double(text) { return value }
        case nil: break
        }
        throw cell.failure(Double.self)
    }
}

extension Decimal {
    /// A `numeric`'s text as PostgreSQL writes it ("-12.50", "3"). Up to 18 digits are read
    /// here, digit by digit: `Decimal(string:locale:)` scans through a locale, and a recipe's
    /// lines carry two numbers each. Anything else (longer numbers, NaN) is Foundation's to read.
    public init?(numeric text: String) {
        var significand: UInt64 = 0
        var digits = 0
        var fraction = 0
        var isNegative = false
        var seenPoint = false
        var isPlain = true
        for (index, byte) in text.utf8.enumerated() where isPlain {
            switch byte {
            case UInt8(ascii: "-") where index == 0: isNegative = true
            case UInt8(ascii: ".") where !seenPoint: seenPoint = true
            case UInt8(ascii: "0")...UInt8(ascii: "9") where digits < 18:
                digits += 1
                if seenPoint { fraction += 1 }
                significand = significand * 10 + UInt64(byte - UInt8(ascii: "0"))
            default: isPlain = false
            }
        }
        guard isPlain, digits > 0 else {
            guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else { return nil }
            self = value
            return
        }
        var value = Decimal(sign: isNegative ? .minus : .plus, exponent: -fraction, significand: Decimal(significand))
        // As `Decimal(string:)` leaves it: trailing zeros folded into the exponent.
        NSDecimalCompact(&value)
        self = value
    }
}

extension Decimal: PostgresCodable {
    public static var postgresType: PostgresType { .numeric }
    public var postgresBinding: PostgresBinding { .text(description, as: .numeric) }
    public static func decode(from cell: PostgresCell) throws -> Decimal {
        _ = try cell.required(Decimal.self)
        guard let text = cell.text, let value = Decimal(numeric: text) else {
            throw cell.failure(Decimal.self)
        }
        return value
    }
}

extension UUID: PostgresCodable {
    public static var postgresType: PostgresType { .uuid }
    public var postgresBinding: PostgresBinding { .text(text, as: .uuid) }
    public static func decode(from cell: PostgresCell) throws -> UUID {
        _ = try cell.required(UUID.self)
        guard let bytes = cell.bytes, let value = UUID(hyphenated: bytes) else { throw cell.failure(UUID.self) }
        return value
    }
}

extension UUID {
    /// A UUID from its 36 characters (`8-4-4-4-12` hex digits, either case), read directly:
    /// `UUID(uuidString:)` goes through `sscanf`, some 8,800 instructions a UUID, and reading
    /// the characters one by one through a `Collection` some 700; a result of 40 rows holds
    /// dozens of ids.
    public init?(hyphenated text: some Collection<UInt8>) {
        guard text.count == 36,
              let value = text.withContiguousStorageIfAvailable(Self.sixteenBytes) ?? Array(text).withUnsafeBufferPointer(Self.sixteenBytes)
        else { return nil }
        self.init(uuid: value)
    }

    private static func sixteenBytes(_ text: UnsafeBufferPointer<UInt8>) -> uuid_t? {
        guard text[8] == UInt8(ascii: "-"), text[13] == UInt8(ascii: "-"), text[18] == UInt8(ascii: "-"),
              text[23] == UInt8(ascii: "-") else { return nil }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        // Each byte's two digits, at offsets the hyphens move; any digit that is not one sets
        // a high bit in `invalid`.
        var invalid: UInt8 = 0
        withUnsafeMutableBytes(of: &value) { bytes in
            var offset = 0
            for index in 0..<16 {
                if index == 4 || index == 6 || index == 8 || index == 10 { offset += 1 }
                let high = hexDigitValues[Int(text[offset])], low = hexDigitValues[Int(text[offset + 1])]
                invalid |= high | low
                bytes[index] = high << 4 | low
                offset += 2
            }
        }
        return invalid < 16 ? value : nil
    }
}

/// Each byte's value as a hex digit (either case), and 0xFF for a byte that is not one.
private let hexDigitValues: [UInt8] = (0...255).map { byte in hexDigitValue(UInt8(byte)) ?? 0xFF }

/// A hex digit's value (either case): UUIDs, bytea and JSON's `\u` escapes read them.
func hexDigitValue(_ character: UInt8) -> UInt8? {
    switch character {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return character - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return character - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return character - UInt8(ascii: "A") + 10
    default: return nil
    }
}

// MARK: - Bytes

extension Data: PostgresCodable {
    public static var postgresType: PostgresType { .bytea }
    public var postgresBinding: PostgresBinding { PostgresBinding(type: .bytea, value: .binary([UInt8](self))) }

    public static func decode(from cell: PostgresCell) throws -> Data {
        let bytes = try cell.required(Data.self)
        // bytea arrives in hex text form: \x followed by two hex digits per byte.
        guard bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == UInt8(ascii: "\\"), bytes[1] == UInt8(ascii: "x") else {
            throw cell.failure(Data.self)
        }
        var result = Data(capacity: bytes.count / 2 - 1)
        var index = 2
        while index < bytes.count {
            guard let high = hexDigitValue(bytes[index]), let low = hexDigitValue(bytes[index + 1]) else {
                throw cell.failure(Data.self)
            }
            result.append(high << 4 | low)
            index += 2
        }
        return result
    }
}

// MARK: - JSON

/// A Codable value stored as `jsonb`.
public struct JSONB<Value: Codable & Sendable>: PostgresCodable, Sendable {
    public var value: Value
    public init(_ value: Value) { self.value = value }

    public static var postgresType: PostgresType { .jsonb }

    public var postgresBinding: PostgresBinding {
        // Encoding a Codable value we were handed can only fail for non-finite doubles; send JSON null then.
        let data = (try? JSONEncoder.postgres.encode(value)) ?? Data("null".utf8)
        return .text(String(decoding: data, as: UTF8.self), as: .jsonb)
    }

    public static func decode(from cell: PostgresCell) throws -> JSONB<Value> {
        let bytes = try cell.required(Value.self)
        do {
            return JSONB(try JSONDecoder.postgres.decode(Value.self, from: Data(bytes)))
        } catch {
            throw PostgresError.decoding(column: cell.columnName, expected: "\(Value.self) (jsonb)", found: "\(error)")
        }
    }
}

// One encoder and one decoder for every jsonb cell, made once: a page decodes several cells,
// and making a decoder each time was work repeated per cell. Both are safe to share between
// threads; their settings are never changed after this.

extension JSONEncoder {
    /// The encoding used for jsonb: ISO-8601 dates, stable key order.
    public static let postgres: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()
}

extension JSONDecoder {
    /// The decoding used for jsonb: ISO-8601 dates.
    public static let postgres: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }()
}

/// JSON already encoded (for example with a key strategy of the caller's choosing), sent as jsonb.
public struct JSONText: PostgresEncodable, Sendable {
    public var text: String

    public init(_ text: String) {
        self.text = text
    }

    public init<Value: Encodable>(encoding value: Value, with encoder: JSONEncoder) throws {
        text = String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    public static var postgresType: PostgresType { .jsonb }
    public var postgresBinding: PostgresBinding { .text(text, as: .jsonb) }
}
