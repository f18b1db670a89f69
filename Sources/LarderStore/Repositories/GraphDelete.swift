import Foundation
import PostgresClient

/// Deletes a row and reports what went with it, following the delete rules the schema declares.
///
/// PostgreSQL performs the cascade and the nullify (they are foreign-key actions); this type
/// walks the same declared relationships to count, in the same statement and snapshot, what
/// those actions reach. `preview` counts without deleting, for confirmation pages.
struct GraphDelete {
    let schema: SchemaDeclaration

    init(schema: SchemaDeclaration = MigrationPlan.larder.current) {
        self.schema = schema
    }

    /// Counts what deleting the rows of `table` matching `condition` would do.
    func preview(_ table: String, where condition: SQL, on connection: Connection) async throws -> DeletionReport {
        try await run(table, where: condition, deleting: false, on: connection)
    }

    /// Deletes the rows of `table` matching `condition`; the report is empty when nothing matched.
    func delete(_ table: String, where condition: SQL, on connection: Connection) async throws -> DeletionReport {
        try await run(table, where: condition, deleting: true, on: connection)
    }

    /// Deletes (or, with `deleting: false`, only counts) one row of a household's `table`,
    /// throwing `notFound` when the household has no such row: every repository's delete and
    /// confirmation page goes through here.
    func one(_ table: String, id: UUID, in household: UUID, deleting: Bool, pool: ConnectionPool,
             notFound: @autoclosure () -> any Error) async throws -> DeletionReport {
        let report = try await pool.withConnection {
            try await run(table, where: "r.household_id = \(household) AND r.id = \(id)", deleting: deleting, on: $0)
        }
        guard !report.removed.isEmpty else { throw notFound() }
        return report
    }

    private struct Reach {
        var name: String
        var table: String
        var removes: Bool
    }

    private func run(_ table: String, where condition: SQL, deleting: Bool, on connection: Connection) async throws -> DeletionReport {
        guard let root = schema.entity(table: table) else { preconditionFailure("no table \(table) in the schema") }
        var ctes: [SQL] = []
        var reaches: [Reach] = []
        func keyColumns(_ entity: Entity) -> [String] {
            var columns = entity.primaryKey
            for other in schema.entities {
                for relationship in other.relationships where relationship.destination == entity.table {
                    for column in relationship.destinationColumns where !columns.contains(column) { columns.append(column) }
                }
            }
            return columns
        }
        func list(_ columns: [String], prefix: String) -> SQL {
            columns.map { "\(identifier: prefix).\(identifier: $0)" as SQL }.joined(separator: ", ")
        }
        // Depth-first over the relationships pointing at each reached table.
        func visit(_ entity: Entity, cte: String) {
            for child in schema.entities {
                for relationship in child.relationships where relationship.destination == entity.table {
                    guard relationship.deleteRule == .cascade || relationship.deleteRule == .nullify else { continue }
                    let name = "reach\(ctes.count)"
                    let join = zip(relationship.columns, relationship.destinationColumns)
                        .map { "c.\(identifier: $0.0) = p.\(identifier: $0.1)" as SQL }
                        .joined(separator: " AND ")
                    ctes.append("\(identifier: name) AS (SELECT \(list(keyColumns(child), prefix: "c")) FROM \(identifier: child.table) c JOIN \(identifier: cte) p ON \(join))")
                    let removes = relationship.deleteRule == .cascade
                    reaches.append(Reach(name: name, table: child.table, removes: removes))
                    if removes { visit(child, cte: name) }
                }
            }
        }
        ctes.append("root AS (SELECT \(list(keyColumns(root), prefix: "r")) FROM \(identifier: root.table) r WHERE \(condition) FOR UPDATE)")
        reaches.append(Reach(name: "root", table: root.table, removes: true))
        visit(root, cte: "root")
        if deleting {
            let match = root.primaryKey.map { "t.\(identifier: $0) = root.\(identifier: $0)" as SQL }.joined(separator: " AND ")
            ctes.append("gone AS (DELETE FROM \(identifier: root.table) t USING root WHERE \(match) RETURNING 1)")
        }

        var counts: [SQL] = []
        let tables = reaches.reduce(into: [String]()) { if !$0.contains($1.table) { $0.append($1.table) } }
        for table in tables {
            let removing = reaches.filter { $0.table == table && $0.removes }.map { "SELECT * FROM \(identifier: $0.name)" as SQL }
            let nullifying = reaches.filter { $0.table == table && !$0.removes }.map { "SELECT * FROM \(identifier: $0.name)" as SQL }
            if !removing.isEmpty {
                counts.append("SELECT true, \(table), (SELECT count(*) FROM (\(removing.joined(separator: " UNION "))) u)")
            }
            if !nullifying.isEmpty {
                let kept = removing.isEmpty
                    ? nullifying.joined(separator: " UNION ")
                    : "(\(nullifying.joined(separator: " UNION "))) EXCEPT (\(removing.joined(separator: " UNION ")))"
                counts.append("SELECT false, \(table), (SELECT count(*) FROM (\(kept)) u)")
            }
        }
        var statement: SQL = "WITH "
        statement += ctes.joined(separator: ",\n")
        statement += "\n"
        statement += counts.joined(separator: "\nUNION ALL ")
        let rows = try await connection.query(statement).decode(Bool.self, String.self, Int.self)
        var report = DeletionReport()
        for (removes, table, count) in rows {
            if removes { report.removed[table] = count } else { report.nullified[table] = count }
        }
        return report
    }
}
