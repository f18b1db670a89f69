import PostgresClient

/// The shape of a live database as PostgreSQL's catalog reports it, in the same terms as a
/// `SchemaDeclaration`, so that the two can be compared.
public struct CatalogSnapshot: Sendable, Equatable {
    public struct Table: Sendable, Equatable {
        public var columns: [String: Column] = [:]
        public var primaryKey: [String] = []
        public var uniqueConstraints: [String: Unique] = [:]
        public var indexes: [String: IndexShape] = [:]
        public var foreignKeys: [String: ForeignKey] = [:]
        public var checks: Set<String> = []
        public var triggers: Set<String> = []
    }

    public struct Column: Sendable, Equatable, CustomStringConvertible {
        public var type: String
        public var isNullable: Bool
        public var description: String { type + (isNullable ? " NULL" : " NOT NULL") }
    }

    public struct Unique: Sendable, Equatable, CustomStringConvertible {
        public var columns: [String]
        public var isDeferrable: Bool
        public var description: String { "(\(columns.joined(separator: ", ")))" + (isDeferrable ? " DEFERRABLE" : "") }
    }

    public struct IndexShape: Sendable, Equatable, CustomStringConvertible {
        public var keys: [String]
        public var isUnique: Bool
        public var method: String
        public var predicate: String?
        public var description: String {
            (isUnique ? "UNIQUE " : "") + "USING \(method) (\(keys.joined(separator: ", ")))" + (predicate.map { " WHERE \($0)" } ?? "")
        }
    }

    public struct ForeignKey: Sendable, Equatable, CustomStringConvertible {
        public var columns: [String]
        public var destination: String
        public var destinationColumns: [String]
        /// `cascade`, `nullify`, `deny`, `noAction` or `setDefault`.
        public var onDelete: String
        /// For nullify: the columns set to NULL.
        public var nullifiedColumns: [String]
        public var description: String {
            var text = "(\(columns.joined(separator: ", "))) → \(destination)(\(destinationColumns.joined(separator: ", "))) ON DELETE \(onDelete)"
            if onDelete == "nullify" { text += " (\(nullifiedColumns.joined(separator: ", ")))" }
            return text
        }
    }

    public var tables: [String: Table]
    public var extensions: Set<String>

    /// What the catalog must hold for `declaration`.
    public init(expecting declaration: SchemaDeclaration) {
        extensions = Set(declaration.extensions)
        tables = [:]
        for entity in declaration.entities {
            var table = Table()
            for attribute in entity.attributes {
                table.columns[attribute.column] = Column(type: attribute.type.sqlName, isNullable: attribute.isOptional)
            }
            table.primaryKey = entity.primaryKey
            for unique in entity.uniqueConstraints {
                table.uniqueConstraints[unique.name] = Unique(columns: unique.columns, isDeferrable: unique.isDeferrable)
            }
            for index in entity.indexes {
                table.indexes[index.name] = IndexShape(keys: index.keys, isUnique: index.isUnique, method: index.method,
                                                       predicate: index.predicate)
            }
            for relationship in entity.relationships {
                table.foreignKeys[relationship.constraintName(in: entity.table)] = ForeignKey(
                    columns: relationship.columns, destination: relationship.destination,
                    destinationColumns: relationship.destinationColumns, onDelete: relationship.deleteRule.rawValue,
                    nullifiedColumns: relationship.deleteRule == .nullify ? relationship.nullifiedColumns : [])
            }
            table.checks = Set(entity.checks)
            table.triggers = Set(entity.triggers)
            tables[entity.table] = table
        }
    }

    /// Reads the live catalog of the connection's current schema. The migration log is left out:
    /// it belongs to the migrator, not to the model.
    public static func read(from connection: Connection) async throws -> CatalogSnapshot {
        let results = try await connection.pipeline([
            """
            SELECT c.relname::text, a.attname::text, format_type(a.atttypid, a.atttypmod), NOT a.attnotnull
            FROM pg_attribute a
            JOIN pg_class c ON c.oid = a.attrelid
            WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
              AND c.relname <> 'schema_migrations' AND a.attnum > 0 AND NOT a.attisdropped
            """,
            """
            SELECT c.relname::text, con.conname::text, con.contype::text, con.condeferrable,
                   ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY k(attnum, n)
                         JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.n),
                   coalesce(f.relname::text, ''),
                   ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY k(attnum, n)
                         JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.n),
                   con.confdeltype::text,
                   ARRAY(SELECT a.attname::text FROM unnest(con.confdelsetcols) WITH ORDINALITY k(attnum, n)
                         JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.n)
            FROM pg_constraint con
            JOIN pg_class c ON c.oid = con.conrelid
            LEFT JOIN pg_class f ON f.oid = con.confrelid
            WHERE c.relnamespace = current_schema()::regnamespace AND c.relname <> 'schema_migrations'
              AND con.contype IN ('p', 'u', 'f', 'c')
            """,
            """
            SELECT t.relname::text, i.relname::text, x.indisunique, am.amname::text,
                   ARRAY(SELECT pg_get_indexdef(x.indexrelid, k, true)
                                || CASE WHEN oc.opcdefault THEN '' ELSE ' ' || oc.opcname END
                         FROM generate_series(1, x.indnkeyatts) k
                         JOIN pg_opclass oc ON oc.oid = x.indclass[k - 1]
                         ORDER BY k),
                   pg_get_expr(x.indpred, x.indrelid, true)
            FROM pg_index x
            JOIN pg_class i ON i.oid = x.indexrelid
            JOIN pg_class t ON t.oid = x.indrelid
            JOIN pg_am am ON am.oid = i.relam
            WHERE t.relnamespace = current_schema()::regnamespace AND t.relname <> 'schema_migrations'
              AND NOT EXISTS (SELECT 1 FROM pg_constraint con
                              WHERE con.conindid = x.indexrelid AND con.contype IN ('p', 'u', 'x'))
            """,
            """
            SELECT c.relname::text, t.tgname::text
            FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
            WHERE c.relnamespace = current_schema()::regnamespace AND NOT t.tgisinternal
            """,
            "SELECT extname::text FROM pg_extension WHERE extname <> 'plpgsql'",
        ])
        var tables: [String: Table] = [:]
        for (table, column, type, nullable) in try results[0].decode(String.self, String.self, String.self, Bool.self) {
            tables[table, default: Table()].columns[column] = Column(type: type, isNullable: nullable)
        }
        for row in results[1] {
            let (table, name, kind, deferrable, columns, destination, destinationColumns, deleteCode, setNullColumns) =
                try row.decode(String.self, String.self, String.self, Bool.self, [String].self, String.self, [String].self, String.self, [String].self)
            switch kind {
            case "p": tables[table, default: Table()].primaryKey = columns
            case "u": tables[table, default: Table()].uniqueConstraints[name] = Unique(columns: columns, isDeferrable: deferrable)
            case "c": tables[table, default: Table()].checks.insert(name)
            default:
                let rule = ["c": "cascade", "n": "nullify", "r": "deny", "a": "noAction", "d": "setDefault"][deleteCode] ?? deleteCode
                tables[table, default: Table()].foreignKeys[name] = ForeignKey(
                    columns: columns, destination: destination, destinationColumns: destinationColumns, onDelete: rule,
                    nullifiedColumns: rule == "nullify" ? (setNullColumns.isEmpty ? columns : setNullColumns) : [])
            }
        }
        for (table, name, unique, method, keys, predicate) in try results[2].decode(
            String.self, String.self, Bool.self, String.self, [String].self, String?.self) {
            tables[table, default: Table()].indexes[name] = IndexShape(keys: keys, isUnique: unique, method: method, predicate: predicate)
        }
        for (table, name) in try results[3].decode(String.self, String.self) {
            tables[table, default: Table()].triggers.insert(name)
        }
        let extensionNames: [String] = try results[4].decode(String.self)
        let extensions = Set(extensionNames)
        return CatalogSnapshot(tables: tables, extensions: extensions)
    }

    init(tables: [String: Table], extensions: Set<String>) {
        self.tables = tables
        self.extensions = extensions
    }

    /// Every way this catalog differs from `expected`, one readable line each; empty when equal.
    public func differences(from expected: CatalogSnapshot) -> [String] {
        var found = compare("extension ", actual: Dictionary(uniqueKeysWithValues: extensions.map { ($0, true) }),
                            expected: Dictionary(uniqueKeysWithValues: expected.extensions.map { ($0, true) }))
        found += compare("table ", actual: tables.mapValues { _ in true }, expected: expected.tables.mapValues { _ in true })
        for (name, want) in expected.tables.sorted(by: { $0.key < $1.key }) {
            guard let have = tables[name] else { continue }
            found += compare("column \(name).", actual: have.columns, expected: want.columns)
            if have.primaryKey != want.primaryKey {
                found.append("primary key of \(name): expected (\(want.primaryKey.joined(separator: ", "))), found (\(have.primaryKey.joined(separator: ", ")))")
            }
            found += compare("unique constraint \(name).", actual: have.uniqueConstraints, expected: want.uniqueConstraints)
            found += compare("index \(name).", actual: have.indexes, expected: want.indexes)
            found += compare("foreign key \(name).", actual: have.foreignKeys, expected: want.foreignKeys)
            found += compare("check \(name).", actual: Dictionary(uniqueKeysWithValues: have.checks.map { ($0, true) }),
                             expected: Dictionary(uniqueKeysWithValues: want.checks.map { ($0, true) }))
            found += compare("trigger \(name).", actual: Dictionary(uniqueKeysWithValues: have.triggers.map { ($0, true) }),
                             expected: Dictionary(uniqueKeysWithValues: want.triggers.map { ($0, true) }))
        }
        return found
    }

    private func compare<Value: Equatable>(_ what: String, actual: [String: Value], expected: [String: Value]) -> [String] {
        var found: [String] = []
        for key in Set(actual.keys).union(expected.keys).sorted() {
            switch (actual[key], expected[key]) {
            case (nil, let want?):
                found.append("missing \(what)\(key)" + (Value.self == Bool.self ? "" : ": \(want)"))
            case (let have?, nil):
                found.append("unexpected \(what)\(key)" + (Value.self == Bool.self ? "" : ": \(have)"))
            case (let have?, let want?) where have != want:
                found.append("\(what)\(key): expected \(want), found \(have)")
            default:
                break
            }
        }
        return found
    }
}
