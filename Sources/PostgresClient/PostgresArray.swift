import Foundation

/// A type whose values can be elements of a one-dimensional PostgreSQL array, sent and read in
/// the array's text form (`{a,"b c",NULL}`). Used for `= ANY($1)` and bulk `unnest` writes.
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
    public static func decode(from cell: PostgresCell) throws -> [Element] {
        let bytes = try cell.required([Element].self)
        guard bytes.first == UInt8(ascii: "{"), bytes.last == UInt8(ascii: "}") else { throw cell.failure([Element].self) }
        var elements: [Element] = []
        var index = 1
        let end = bytes.count - 1
        while index < end {
            var item: [UInt8] = []
            var isNull = false
            if bytes[index] == UInt8(ascii: "\"") {
                index += 1
                while index < end, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    guard index < end else { throw cell.failure([Element].self) }
                    item.append(bytes[index])
                    index += 1
                }
                index += 1  // closing quote
            } else {
                while index < end, bytes[index] != UInt8(ascii: ",") {
                    item.append(bytes[index])
                    index += 1
                }
                isNull = item.elementsEqual("NULL".utf8)
            }
            let element: Element = try item.withUnsafeBytes { raw in
                try Element.decode(from: cell.withBytes(isNull ? nil : raw))
            }
            elements.append(element)
            if index < end {
                guard bytes[index] == UInt8(ascii: ",") else { throw cell.failure([Element].self) }
                index += 1
            }
        }
        return elements
    }
}
