/// A version of Larder's schema declared as data, in the spirit of SwiftData's `VersionedSchema`:
/// entities with attributes, relationships and their delete rules, unique constraints and indexes.
///
/// The catalog test applies each migration stage and compares the live catalog with the
/// declaration of that version, so the Swift declaration and the SQL can never drift apart.
public struct SchemaDeclaration: Sendable, Equatable {
    public var version: Int
    public var entities: [Entity]
    /// Extensions the schema relies on (only trusted ones: migrations never need a superuser).
    public var extensions: [String]

    public init(version: Int, entities: [Entity], extensions: [String] = []) {
        self.version = version
        self.entities = entities
        self.extensions = extensions
    }

    public func entity(table: String) -> Entity? {
        entities.first { $0.table == table }
    }

    /// The next version: this one with the changes a stage makes.
    public func evolved(to version: Int, _ change: (inout SchemaDeclaration) -> Void) -> SchemaDeclaration {
        var next = self
        next.version = version
        change(&next)
        return next
    }

    /// Changes one entity of the schema in place, by table name.
    public mutating func alter(_ table: String, _ change: (inout Entity) -> Void) {
        guard let index = entities.firstIndex(where: { $0.table == table }) else {
            preconditionFailure("schema V\(version) has no table \(table)")
        }
        change(&entities[index])
    }
}

public struct Entity: Sendable, Equatable {
    public var name: String
    public var table: String
    public var attributes: [Attribute]
    public var primaryKey: [String]
    public var relationships: [Relationship]
    public var uniqueConstraints: [UniqueConstraint]
    public var indexes: [Index]
    /// Names of CHECK constraints.
    public var checks: [String]
    /// Names of triggers: rules that cannot be a foreign-key action, such as deny.
    public var triggers: [String]
    /// Properties the Swift model has that are never stored (SwiftData's `@Transient`).
    public var transient: [String]

    public init(
        _ name: String, table: String, attributes: [Attribute], primaryKey: [String],
        relationships: [Relationship] = [], uniqueConstraints: [UniqueConstraint] = [],
        indexes: [Index] = [], checks: [String] = [], triggers: [String] = [], transient: [String] = []
    ) {
        self.name = name
        self.table = table
        self.attributes = attributes
        self.primaryKey = primaryKey
        self.relationships = relationships
        self.uniqueConstraints = uniqueConstraints
        self.indexes = indexes
        self.checks = checks
        self.triggers = triggers
        self.transient = transient
    }

    /// Renames a column, as a stage that keeps its values does (SwiftData's `originalName`).
    /// Keys, constraints and indexes that name the column follow it, as they do in PostgreSQL.
    public mutating func renameAttribute(_ old: String, to new: String) {
        guard let index = attributes.firstIndex(where: { $0.column == old }) else {
            preconditionFailure("\(table) has no column \(old)")
        }
        attributes[index].column = new
        func follow(_ columns: inout [String]) {
            columns = columns.map { $0 == old ? new : $0 }
        }
        follow(&primaryKey)
        for i in relationships.indices { follow(&relationships[i].columns) }
        for i in uniqueConstraints.indices { follow(&uniqueConstraints[i].columns) }
        for i in indexes.indices { follow(&indexes[i].keys) }
    }

    public mutating func renameIndex(_ old: String, to new: String) {
        guard let index = indexes.firstIndex(where: { $0.name == old }) else {
            preconditionFailure("\(table) has no index \(old)")
        }
        indexes[index].name = new
    }
}

/// The SQL type of a column, spelled as PostgreSQL's `format_type` prints it.
public struct ColumnType: Sendable, Equatable, CustomStringConvertible {
    public var sqlName: String
    public init(_ sqlName: String) { self.sqlName = sqlName }
    public var description: String { sqlName }

    public static let uuid = ColumnType("uuid")
    public static let text = ColumnType("text")
    public static let integer = ColumnType("integer")
    public static let bigint = ColumnType("bigint")
    public static let boolean = ColumnType("boolean")
    public static let timestamptz = ColumnType("timestamp with time zone")
    public static let jsonb = ColumnType("jsonb")
    public static let bytea = ColumnType("bytea")
    public static let date = ColumnType("date")
    public static let quantity = ColumnType("numeric(12,3)")
}

public struct Attribute: Sendable, Equatable {
    public var column: String
    public var type: ColumnType
    public var isOptional: Bool

    public init(_ column: String, _ type: ColumnType, optional: Bool = false) {
        self.column = column
        self.type = type
        self.isOptional = optional
    }
}

/// What happens to a row when the row it points at is deleted.
public enum DeleteRule: String, Sendable, Equatable {
    /// The row goes too.
    case cascade
    /// The row stays; its reference becomes NULL (never its household_id).
    case nullify
    /// The delete is refused while this row points at the target.
    case deny
    /// Nothing is done at delete time (the reference is checked at the end of the statement).
    case noAction
}

/// A to-one reference stored as a foreign key on this entity's table. `inverse` names the
/// to-many side on the destination, and `deleteRule` says what deleting the destination does.
public struct Relationship: Sendable, Equatable {
    public var name: String
    public var destination: String
    public var columns: [String]
    public var destinationColumns: [String]
    public var deleteRule: DeleteRule
    public var inverse: String

    public init(_ name: String, to destination: String, columns: [String], destinationColumns: [String]? = nil,
                deleteRule: DeleteRule, inverse: String) {
        self.name = name
        self.destination = destination
        self.columns = columns
        self.destinationColumns = destinationColumns ?? (columns.count == 1 ? ["id"] : ["household_id", "id"])
        self.deleteRule = deleteRule
        self.inverse = inverse
    }

    /// The constraint's name, `<table>_<relationship>_fkey` by convention.
    public func constraintName(in table: String) -> String { "\(table)_\(name)_fkey" }

    /// The columns a nullify sets to NULL: the reference, never the tenancy key of a composite one.
    public var nullifiedColumns: [String] {
        let reference = columns.filter { $0 != "household_id" }
        return reference.isEmpty ? columns : reference
    }
}

public struct UniqueConstraint: Sendable, Equatable {
    public var name: String
    public var columns: [String]
    public var isDeferrable: Bool

    public init(_ name: String, columns: [String], deferrable: Bool = false) {
        self.name = name
        self.columns = columns
        self.isDeferrable = deferrable
    }
}

public struct Index: Sendable, Equatable {
    public var name: String
    /// Key columns or expressions, as `pg_get_indexdef` prints them (`lower(name)`, `name gin_trgm_ops`).
    public var keys: [String]
    public var isUnique: Bool
    public var method: String
    /// A partial index's condition, as `pg_get_expr` prints it (`(recipe_id IS NOT NULL)`).
    public var predicate: String?

    public init(_ name: String, keys: [String], unique: Bool = false, method: String = "btree", where predicate: String? = nil) {
        self.name = name
        self.keys = keys
        self.isUnique = unique
        self.method = method
        self.predicate = predicate
    }
}
