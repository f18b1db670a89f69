import Foundation

/// A type whose values can be elements of a one-dimensional PostgreSQL array, sent in the
/// array's text form (`{a,"b c",NULL}`) and read in its binary form. Used for `= ANY($1)`,
/// bulk `unnest` writes and `array_agg`.
public protocol PostgresArrayElement: PostgresCodable {
    static var postgresArrayType: PostgresType { get }
}

extension String: PostgresArrayElement { public static var postgresArrayType: PostgresType { .textArray } }
extension Int: PostgresArrayElement { public static var postgresArrayType: PostgresType { .int8Array } }
extension Bool: PostgresArrayElement { public static var postgresArrayType: PostgresType { .boolArray } }
extension Double: PostgresArrayElement { public static var postgresArrayType: PostgresType { .float8Array } }
extension Decimal: PostgresArrayElement { public static var postgresArrayType: PostgresType { .numericArray } }
extension UUID: PostgresArrayElement { public static var postgresArrayType: PostgresType { .uuidArray } }
extension Date: PostgresArrayElement { public static var postgresArrayType: PostgresType { .timestamptzArray } }

extension Optional: PostgresArrayElement where Wrapped: PostgresArrayElement {
    public static var postgresArrayType: PostgresType { Wrapped.postgresArrayType }
}

extension Array: PostgresEncodable where Element: PostgresArrayElement {
    public static var postgresType: PostgresType { Element.postgresArrayType }

    public var postgresBinding: PostgresBinding {
        var text = "{"
        for (index, element) in enumerated() {
            if index > 0 { text += "," }
            guard case .text(let value) = element.postgresBinding.value else {
                text += "NULL"
                continue
            }
            text += "\""
            for character in value.unicodeScalars {
                if character == "\"" || character == "\\" { text += "\\" }
                text.unicodeScalars.append(character)
            }
            text += "\""
        }
        text += "}"
        return .text(text, as: Element.postgresArrayType)
    }
}

extension Array: PostgresDecodable where Element: PostgresArrayElement {
    /// The binary form of a one-dimensional array: the count of dimensions, a flag for NULLs,
    /// the element type, each dimension's length and lower bound, then each element as its
    /// length (-1 for NULL) and its bytes. An empty array has no dimensions.
    public static func decode(from cell: PostgresCell) throws -> [Element] {
        let bytes = try cell.required([Element].self)
        guard bytes.count >= 12 else { throw cell.failure([Element].self) }
        let dimensions = bytes.bigEndian(Int32.self, at: 0)
        let elementType = PostgresType(rawValue: bytes.bigEndian(UInt32.self, at: 8))
        if dimensions == 0, bytes.count == 12 { return [] }
        guard dimensions == 1, bytes.count >= 20 else { throw cell.failure([Element].self) }
        let count = Int(bytes.bigEndian(Int32.self, at: 12))
        // Each element takes at least its 4-byte length.
        guard count >= 0, count <= (bytes.count - 20) / 4 else { throw cell.failure([Element].self) }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        var offset = 20
        for _ in 0..<count {
            guard offset + 4 <= bytes.count else { throw cell.failure([Element].self) }
            let length = Int(bytes.bigEndian(Int32.self, at: offset))
            offset += 4
            var element: UnsafeRawBufferPointer?
            if length >= 0 {
                guard length <= bytes.count - offset else { throw cell.failure([Element].self) }
                element = UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + length])
                offset += length
            }
            elements.append(try Element.decode(from: cell.element(element, type: elementType)))
        }
        guard offset == bytes.count else { throw cell.failure([Element].self) }
        return elements
    }
}
