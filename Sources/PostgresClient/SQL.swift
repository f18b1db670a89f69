/// A statement whose values always travel as bound parameters.
///
/// Interpolating a value appends a `$n` placeholder and binds the value; interpolating another
/// `SQL` composes the two. There is no way to splice a runtime value into the text, so user input
/// can never become SQL.
///
///     let q: SQL = "SELECT name FROM recipes WHERE household_id = \(household) AND id = \(id)"
public struct SQL: Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
    enum Fragment: Sendable {
        case text(String)
        case value(PostgresBinding)
    }

    var fragments: [Fragment]
    /// Whether PostgreSQL plans the statement anew with its values each time it runs.
    public private(set) var isPlannedEachTime = false

    public init(stringLiteral value: String) {
        fragments = [.text(value)]
    }

    public init(stringInterpolation: StringInterpolation) {
        fragments = stringInterpolation.fragments
    }

    /// A binding on its own, for places that assemble a statement from parts (`$n`).
    public static func bind<Value: PostgresEncodable>(_ value: Value) -> SQL {
        SQL(fragments: [.value(value.postgresBinding)])
    }

    /// A value read from a result, bound as it came.
    public static func bind(_ value: PostgresValue) -> SQL {
        SQL(fragments: [.value(value.binding)])
    }

    private init(fragments: [Fragment]) {
        self.fragments = fragments
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var fragments: [Fragment] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            fragments.reserveCapacity(interpolationCount * 2 + 1)
        }

        public mutating func appendLiteral(_ literal: String) {
            if !literal.isEmpty { fragments.append(.text(literal)) }
        }

        /// Binds the value as a parameter.
        public mutating func appendInterpolation<Value: PostgresEncodable>(_ value: Value) {
            fragments.append(.value(value.postgresBinding))
        }

        /// Binds an optional value; nil is a typed NULL.
        public mutating func appendInterpolation<Value: PostgresEncodable>(_ value: Value?) {
            fragments.append(.value(value.postgresBinding))
        }

        /// A name (of a role, database or table) quoted as an identifier. Names cannot be bound
        /// parameters in DDL; quoting makes any name, even a hostile one, only ever a name.
        public mutating func appendInterpolation(identifier name: String) {
            fragments.append(.text("\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""))
        }

        /// Composes another statement fragment, keeping its bindings.
        public mutating func appendInterpolation(_ sql: SQL) {
            fragments.append(contentsOf: sql.fragments)
        }
    }

    /// The same statement, planned with its values every time it runs instead of prepared once.
    /// For statements whose best plan depends on the values: a search for a rare word wants the
    /// trigram index, a common one the name order, and a prepared statement soon settles on one
    /// generic plan for both. Planning costs a fraction of a millisecond; use it only there.
    public func plannedEachTime() -> SQL {
        var statement = self
        statement.isPlannedEachTime = true
        return statement
    }

    public static func + (lhs: SQL, rhs: SQL) -> SQL {
        var combined = SQL(fragments: lhs.fragments + rhs.fragments)
        combined.isPlannedEachTime = lhs.isPlannedEachTime || rhs.isPlannedEachTime
        return combined
    }

    public static func += (lhs: inout SQL, rhs: SQL) {
        lhs = lhs + rhs
    }

    /// The text with `$1…$n` placeholders, and the values in their order.
    public func render() -> (text: String, bindings: [PostgresBinding]) {
        var length = 0
        var count = 0
        for fragment in fragments {
            switch fragment {
            case .text(let part): length += part.utf8.count
            case .value: count += 1
            }
        }
        var text = ""
        text.reserveCapacity(length + 4 * count)
        var bindings: [PostgresBinding] = []
        bindings.reserveCapacity(count)
        for fragment in fragments {
            switch fragment {
            case .text(let part):
                text += part
            case .value(let binding):
                bindings.append(binding)
                text += "$"
                text += String(bindings.count)
            }
        }
        return (text, bindings)
    }

    public var description: String { render().text }
}

extension Sequence where Element == SQL {
    /// Joins fragments, for example predicates with `AND` or columns with `, `.
    public func joined(separator: SQL) -> SQL {
        var result: SQL = ""
        for (index, part) in enumerated() {
            if index > 0 { result += separator }
            result += part
        }
        return result
    }
}
