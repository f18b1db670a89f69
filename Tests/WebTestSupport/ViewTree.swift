import Foundation

/// A page's values as the dictionaries, arrays and leaves (strings, numbers, flags) that
/// Mustache reads directly, made through the views' `Encodable` conformances: how the reference
/// renderer sees a page. (It was the pages' own path before templates were compiled: Mustache
/// reflecting on structs for every tag was three quarters of a recipe page's time.) A nil is
/// left out, which Mustache treats as it treats a nil field.
enum ViewTree {
    static func of(_ value: some Encodable) throws -> Any? {
        let encoder = TreeEncoder()
        try value.encode(to: encoder)
        return encoder.finished
    }
}

/// Views are plain data: strings, numbers, flags, optionals, arrays and structs of them. They hold
/// no dates, URLs or decimals, which `Encodable` would write otherwise than as text (a date as a
/// number of seconds): a view formats those into strings itself.
private final class TreeEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    private var leaf: Any?
    private var fields: Fields?
    private var elements: Elements?

    final class Fields {
        var values: [String: Any] = [:]
    }

    final class Elements {
        var values: [Any] = []
    }

    var finished: Any? {
        if let fields { return fields.values }
        if let elements { return elements.values }
        return leaf
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let fields = fields ?? Fields()
        self.fields = fields
        return KeyedEncodingContainer(KeyedContainer<Key>(fields: fields))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let elements = elements ?? Elements()
        self.elements = elements
        return UnkeyedContainer(elements: elements)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(encoder: self)
    }

    private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let fields: Fields
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil(forKey key: Key) {}
        mutating func encode(_ value: String, forKey key: Key) { fields.values[key.stringValue] = value }
        mutating func encode(_ value: Int, forKey key: Key) { fields.values[key.stringValue] = value }
        mutating func encode(_ value: Bool, forKey key: Key) { fields.values[key.stringValue] = value }
        mutating func encode(_ value: Double, forKey key: Key) { fields.values[key.stringValue] = value }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            if let tree = try ViewTree.of(value) { fields.values[key.stringValue] = tree }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("views encode with their synthesized conformances, which nest no containers")
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            preconditionFailure("views encode with their synthesized conformances, which nest no containers")
        }

        mutating func superEncoder() -> any Encoder { preconditionFailure("views have no superclasses") }
        mutating func superEncoder(forKey key: Key) -> any Encoder { preconditionFailure("views have no superclasses") }
    }

    private struct UnkeyedContainer: UnkeyedEncodingContainer {
        let elements: Elements
        var codingPath: [any CodingKey] { [] }
        var count: Int { elements.values.count }

        mutating func encodeNil() {}
        mutating func encode(_ value: String) { elements.values.append(value) }
        mutating func encode(_ value: Int) { elements.values.append(value) }
        mutating func encode(_ value: Bool) { elements.values.append(value) }
        mutating func encode<T: Encodable>(_ value: T) throws {
            if let tree = try ViewTree.of(value) { elements.values.append(tree) }
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            preconditionFailure("views encode with their synthesized conformances, which nest no containers")
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            preconditionFailure("views encode with their synthesized conformances, which nest no containers")
        }

        mutating func superEncoder() -> any Encoder { preconditionFailure("views have no superclasses") }
    }

    private struct SingleValueContainer: SingleValueEncodingContainer {
        let encoder: TreeEncoder
        var codingPath: [any CodingKey] { [] }

        mutating func encodeNil() {}
        mutating func encode(_ value: String) { encoder.leaf = value }
        mutating func encode(_ value: Int) { encoder.leaf = value }
        mutating func encode(_ value: Bool) { encoder.leaf = value }
        mutating func encode(_ value: Double) { encoder.leaf = value }
        mutating func encode<T: Encodable>(_ value: T) throws { encoder.leaf = try ViewTree.of(value) }
    }
}
