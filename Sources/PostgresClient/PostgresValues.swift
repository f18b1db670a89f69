import CLibPQ
import Foundation
import UUIDText

/// A PostgreSQL type, by its OID in `pg_type`.
public struct PostgresType: RawRepresentable, Hashable, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let bool = PostgresType(rawValue: 16)
    public static let bytea = PostgresType(rawValue: 17)
    public static let char = PostgresType(rawValue: 18)
    public static let name = PostgresType(rawValue: 19)
    public static let int8 = PostgresType(rawValue: 20)
    public static let int2 = PostgresType(rawValue: 21)
    public static let int4 = PostgresType(rawValue: 23)
    public static let text = PostgresType(rawValue: 25)
    public static let oid = PostgresType(rawValue: 26)
    public static let json = PostgresType(rawValue: 114)
    public static let xml = PostgresType(rawValue: 142)
    public static let float4 = PostgresType(rawValue: 700)
    public static let float8 = PostgresType(rawValue: 701)
    /// A string literal's type before the server resolves it.
    public static let unknown = PostgresType(rawValue: 705)
    public static let bpchar = PostgresType(rawValue: 1042)
    public static let varchar = PostgresType(rawValue: 1043)
    public static let timestamp = PostgresType(rawValue: 1114)
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

/// One cell of a result, in PostgreSQL's binary form, valid while its result is alive. `bytes` is
/// nil for SQL NULL.
///
/// Every statement asks for its results in binary (libpq's result format 1, for a whole result):
/// a UUID arrives as its 16 bytes, a timestamp as its microseconds, an integer as its bytes in
/// network order. The text forms had to be parsed on every row of every page, and PostgreSQL
/// spent its own time writing them.
public struct PostgresCell {
    public let bytes: UnsafeRawBufferPointer?
    public let type: PostgresType
    let result: OpaquePointer
    let column: Int32

    /// Looked up only when needed (for an error), so decoding a cell allocates nothing.
    public var columnName: String { String(cString: PQfname(result, column)) }

    /// An element of an array cell: its own bytes and the array's element type.
    func element(_ bytes: UnsafeRawBufferPointer?, type: PostgresType) -> PostgresCell {
        PostgresCell(bytes: bytes, type: type, result: result, column: column)
    }

    /// The cell's bytes when its type's binary form is text: the text types, `json`, and `jsonb`
    /// after its format's version byte (1).
    var textBytes: UnsafeRawBufferPointer? {
        guard let bytes else { return nil }
        switch type {
        case .text, .varchar, .bpchar, .name, .char, .unknown, .json, .xml: return bytes
        case .jsonb where bytes.first == 1: return UnsafeRawBufferPointer(rebasing: bytes.dropFirst())
        default: return nil
        }
    }

    func failure<T>(_ expected: T.Type) -> PostgresError {
        let found: String
        if let text = textBytes {
            found = "\"\(String(decoding: text, as: UTF8.self).prefix(80))\""
        } else if let bytes {
            found = "\(bytes.count) bytes of type \(type.rawValue)"
        } else {
            found = "NULL"
        }
        return .decoding(column: columnName, expected: "\(expected)", found: found)
    }

    /// The bytes of a non-NULL cell, or the error a non-optional type reports for NULL.
    func required<T>(_ expected: T.Type) throws -> UnsafeRawBufferPointer {
        guard let bytes else { throw failure(expected) }
        return bytes
    }

    /// The cell's bytes if it is of `type` and has exactly `count` of them.
    func fixedWidth(_ type: PostgresType, count: Int) -> UnsafeRawBufferPointer? {
        guard self.type == type, let bytes, bytes.count == count else { return nil }
        return bytes
    }
}

extension UnsafeRawBufferPointer {
    /// An integer stored at `offset` in network byte order, as every binary form stores them.
    func bigEndian<T: FixedWidthInteger>(_ type: T.Type, at offset: Int = 0) -> T {
        T(bigEndian: loadUnaligned(fromByteOffset: offset, as: T.self))
    }
}

/// A value that can be read from a result column.
public protocol PostgresDecodable {
    static func decode(from cell: PostgresCell) throws -> Self
}

public typealias PostgresCodable = PostgresEncodable & PostgresDecodable

/// A cell's value as it came, in its binary form and type, to be sent back unchanged: a keyset
/// walk hands the sort keys of a batch's last row to the statement for the next, exactly (a
/// timestamp's microseconds, a numeric's digits, a date's `-infinity`), whatever their types.
public struct PostgresValue: Sendable, PostgresDecodable {
    public let binding: PostgresBinding

    public static func decode(from cell: PostgresCell) throws -> PostgresValue {
        PostgresValue(binding: cell.bytes.map { PostgresBinding(type: cell.type, value: .binary(Array($0))) } ?? .null(cell.type))
    }
}

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
    /// A column of a text type (or JSON). Any other type is an error, not its text: cast it to
    /// `text` in the statement to read its text.
    public static func decode(from cell: PostgresCell) throws -> String {
        _ = try cell.required(String.self)
        guard let text = cell.textBytes else { throw cell.failure(String.self) }
        return String(decoding: text, as: UTF8.self)
    }
}

extension Bool: PostgresCodable {
    public static var postgresType: PostgresType { .bool }
    public var postgresBinding: PostgresBinding { .text(self ? "t" : "f", as: .bool) }
    public static func decode(from cell: PostgresCell) throws -> Bool {
        _ = try cell.required(Bool.self)
        guard let byte = cell.fixedWidth(.bool, count: 1)?.first, byte <= 1 else { throw cell.failure(Bool.self) }
        return byte == 1
    }
}

/// Any integer column, and a `numeric` that holds a whole number (a `sum` of integers is one),
/// when the value fits `T`.
private func decodeInteger<T: FixedWidthInteger>(_ cell: PostgresCell, as type: T.Type) throws -> T {
    let bytes = try cell.required(T.self)
    let value: Int64?
    switch (cell.type, bytes.count) {
    case (.int8, 8): value = bytes.bigEndian(Int64.self)
    case (.int4, 4): value = Int64(bytes.bigEndian(Int32.self))
    case (.int2, 2): value = Int64(bytes.bigEndian(Int16.self))
    case (.oid, 4): value = Int64(bytes.bigEndian(UInt32.self))
    case (.numeric, _): value = PostgresNumeric(bytes)?.integer
    default: value = nil
    }
    guard let value, let exact = T(exactly: value) else { throw cell.failure(T.self) }
    return exact
}

extension Int: PostgresCodable {
    public static var postgresType: PostgresType { .int8 }
    public var postgresBinding: PostgresBinding { .text(String(self), as: .int8) }
    public static func decode(from cell: PostgresCell) throws -> Int { try decodeInteger(cell, as: Int.self) }
}

extension Int64: PostgresCodable {
    public static var postgresType: PostgresType { .int8 }
    public var postgresBinding: PostgresBinding { .text(String(self), as: .int8) }
    public static func decode(from cell: PostgresCell) throws -> Int64 { try decodeInteger(cell, as: Int64.self) }
}

extension Int32: PostgresCodable {
    public static var postgresType: PostgresType { .int4 }
    public var postgresBinding: PostgresBinding { .text(String(self), as: .int4) }
    public static func decode(from cell: PostgresCell) throws -> Int32 { try decodeInteger(cell, as: Int32.self) }
}

extension Int16: PostgresCodable {
    public static var postgresType: PostgresType { .int2 }
    public var postgresBinding: PostgresBinding { .text(String(self), as: .int2) }
    public static func decode(from cell: PostgresCell) throws -> Int16 { try decodeInteger(cell, as: Int16.self) }
}

extension Double: PostgresCodable {
    public static var postgresType: PostgresType { .float8 }
    public var postgresBinding: PostgresBinding {
        let text: String
        if isNaN { text = "NaN" } else if isInfinite { text = self < 0 ? "-Infinity" : "Infinity" } else { text = "\(self)" }
        return .text(text, as: .float8)
    }
    /// A floating-point column, or any number (an `avg` is a `numeric`).
    public static func decode(from cell: PostgresCell) throws -> Double {
        let bytes = try cell.required(Double.self)
        switch (cell.type, bytes.count) {
        case (.float8, 8): return Double(bitPattern: bytes.bigEndian(UInt64.self))
        case (.float4, 4): return Double(Float(bitPattern: bytes.bigEndian(UInt32.self)))
        case (.numeric, _): if let value = PostgresNumeric(bytes).flatMap({ Double($0.text) }) { return value }
        case (.int8, _), (.int4, _), (.int2, _): return Double(try decodeInteger(cell, as: Int64.self))
        default: break
        }
        throw cell.failure(Double.self)
    }
}

/// A `numeric` in its binary form: the count of its base-10,000 digits, the power of 10,000 of
/// the first, a sign word (which also marks NaN and the infinities), the decimal places it shows,
/// then the digits. PostgreSQL leaves off trailing zero digits.
struct PostgresNumeric {
    private let bytes: UnsafeRawBufferPointer
    private let count: Int
    private let weight: Int
    private let sign: UInt16
    private let scale: Int

    private static let negative: UInt16 = 0x4000, nan: UInt16 = 0xC000, infinity: UInt16 = 0xD000, negativeInfinity: UInt16 = 0xF000

    init?(_ bytes: UnsafeRawBufferPointer) {
        guard bytes.count >= 8 else { return nil }
        count = Int(bytes.bigEndian(Int16.self, at: 0))
        weight = Int(bytes.bigEndian(Int16.self, at: 2))
        sign = bytes.bigEndian(UInt16.self, at: 4)
        scale = Int(bytes.bigEndian(Int16.self, at: 6))
        self.bytes = bytes
        switch sign {
        case 0, Self.negative, Self.nan, Self.infinity, Self.negativeInfinity: break
        default: return nil
        }
        guard count >= 0, scale >= 0, bytes.count == 8 + 2 * count, (0..<count).allSatisfy({ digit($0) < 10_000 }) else { return nil }
    }

    var isFinite: Bool { sign == 0 || sign == Self.negative }
    var isNegative: Bool { sign == Self.negative }

    private func digit(_ index: Int) -> UInt64 { UInt64(bytes.bigEndian(UInt16.self, at: 8 + 2 * index)) }

    /// The digit that counts `10_000^power` times, zero where none is stored.
    private func digit(power: Int) -> UInt64 {
        let index = weight - power
        return index >= 0 && index < count ? digit(index) : 0
    }

    /// The value as `significand × 10^exponent`, when its digits fit 64 bits.
    var scaled: (significand: UInt64, exponent: Int)? {
        guard isFinite else { return nil }
        var significand: UInt64 = 0
        for index in 0..<count {
            let (times, overflow) = significand.multipliedReportingOverflow(by: 10_000)
            let (sum, overflowAgain) = times.addingReportingOverflow(digit(index))
            guard !overflow, !overflowAgain else { return nil }
            significand = sum
        }
        var exponent = 4 * (weight - count + 1)
        while exponent < 0, significand != 0, significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        return (significand, significand == 0 ? 0 : exponent)
    }

    /// The value when it is a whole number that fits `Int64`.
    var integer: Int64? {
        guard var (magnitude, exponent) = scaled, exponent >= 0, exponent <= 19 else { return nil }
        for _ in 0..<exponent {
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            magnitude = times
        }
        if isNegative {
            guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
            return Int64(bitPattern: 0 &- magnitude)
        }
        return Int64(exactly: magnitude)
    }

    /// The text PostgreSQL writes for it: "-12.50", "0.001", "NaN", "Infinity".
    var text: String {
        switch sign {
        case Self.nan: return "NaN"
        case Self.infinity: return "Infinity"
        case Self.negativeInfinity: return "-Infinity"
        default: break
        }
        func padded(_ digit: UInt64) -> String {
            let digits = String(digit)
            return String(repeating: "0", count: 4 - digits.count) + digits
        }
        var text = isNegative ? "-" : ""
        if weight < 0 {
            text += "0"
        } else {
            text += String(digit(power: weight))
            for power in stride(from: weight - 1, through: 0, by: -1) { text += padded(digit(power: power)) }
        }
        guard scale > 0 else { return text }
        var fraction = ""
        for power in stride(from: -1, through: -((scale + 3) / 4), by: -1) { fraction += padded(digit(power: power)) }
        return text + "." + fraction.prefix(scale)
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
    /// A `numeric` (NaN and the infinities are errors: `Decimal` has no such values) or an integer.
    public static func decode(from cell: PostgresCell) throws -> Decimal {
        let bytes = try cell.required(Decimal.self)
        switch cell.type {
        case .numeric:
            guard let numeric = PostgresNumeric(bytes), numeric.isFinite else { break }
            guard let (significand, exponent) = numeric.scaled, (-128...127).contains(exponent) else {
                // Over 19 digits, or far from the decimal point: Foundation reads its text.
                if let value = Decimal(numeric: numeric.text) { return value }
                break
            }
            var value = Decimal(sign: numeric.isNegative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
            // As `Decimal(string:)` leaves it: trailing zeros folded into the exponent.
            NSDecimalCompact(&value)
            return value
        case .int8, .int4, .int2:
            return Decimal(try decodeInteger(cell, as: Int64.self))
        default:
            break
        }
        throw cell.failure(Decimal.self)
    }
}

extension UUID: PostgresCodable {
    public static var postgresType: PostgresType { .uuid }
    public var postgresBinding: PostgresBinding { .text(text, as: .uuid) }
    /// The 16 bytes of a `uuid` column.
    public static func decode(from cell: PostgresCell) throws -> UUID {
        _ = try cell.required(UUID.self)
        guard let bytes = cell.fixedWidth(.uuid, count: 16) else { throw cell.failure(UUID.self) }
        var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &value) { $0.copyMemory(from: bytes) }
        return UUID(uuid: value)
    }
}

// MARK: - Bytes

extension Data: PostgresCodable {
    public static var postgresType: PostgresType { .bytea }
    public var postgresBinding: PostgresBinding { PostgresBinding(type: .bytea, value: .binary([UInt8](self))) }

    public static func decode(from cell: PostgresCell) throws -> Data {
        let bytes = try cell.required(Data.self)
        guard cell.type == .bytea else { throw cell.failure(Data.self) }
        return Data(bytes)
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
        _ = try cell.required(Value.self)
        guard let bytes = cell.textBytes else { throw cell.failure(Value.self) }
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
