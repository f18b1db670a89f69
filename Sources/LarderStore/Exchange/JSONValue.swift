import Foundation

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

    /// Parses a document that has already passed `ImportLimits.check`.
    static func parse(_ data: Data) throws(ImportError) -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            throw ImportError(path: "$", .notJSON)
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
