import Foundation
import JSONReading

/// Any JSON value, for documents whose shape varies from site to site (schema.org) and for
/// saying what was found where something else was expected.
enum JSONValue: Sendable, Equatable, Decodable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { self = .null }
        else if let string = try? container.decode(String.self) { self = .string(string) }
        else if let number = try? container.decode(Double.self) { self = .number(number) }
        else if let bool = try? container.decode(Bool.self) { self = .bool(bool) }
        else if let array = try? container.decode([JSONValue].self) { self = .array(array) }
        else { self = .object(try container.decode([String: JSONValue].self)) }
    }

    /// Parses a document that has already passed `ImportLimits.check`, byte by byte as it is read
    /// (`JSONReader`): a value is made once, where `JSONDecoder` tried each kind in turn and threw
    /// for each it was not, which took a 44 MB document over 40 s.
    static func parse(_ data: Data) throws(ImportError) -> JSONValue {
        do {
            return try data.withUnsafeBytes { bytes in try JSONReader.read(bytes) { try read(&$0) } }
        } catch {
            throw ImportError(path: "$", .notJSON)
        }
    }

    /// The value at the reader.
    static func read(_ reader: inout JSONReader) throws -> JSONValue {
        switch reader.nextKind() {
        case .object?:
            var members: [String: JSONValue] = [:]
            try reader.object { reader, key in members[key.text] = try read(&reader) }
            return .object(members)
        case .array?: return .array(try reader.array(of: read))
        case .string?: return .string(try reader.string())
        case .number?: return .number(try reader.double())
        case .bool?: return .bool(try reader.bool())
        case .null?:
            try reader.skip()
            return .null
        case nil: throw JSONReader.Mismatch(description: "expected a value")
        }
    }

    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { members[key] } else { nil }
    }

    var string: String? {
        if case .string(let string) = self { string } else { nil }
    }

    /// An array as its elements, anything else as a list of one (schema.org allows either).
    var elements: [JSONValue] {
        switch self {
        case .array(let elements): elements
        case .null: []
        default: [self]
        }
    }

    /// The value a decoder's coding path points at.
    func value(at codingPath: [any CodingKey]) -> JSONValue? {
        var current: JSONValue? = self
        for key in codingPath {
            switch current {
            case .array(let elements)?:
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                current = elements[index]
            case .object(let members)?:
                current = members[key.stringValue]
            default:
                return nil
            }
        }
        return current
    }

    /// What this value is, as an error message says it: "a string", "2.5", "an object".
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool(let bool): "\(bool)"
        case .number(let number):
            number.rounded() == number && abs(number) < 1e15 ? "\(Int(number))" : "\(number)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
