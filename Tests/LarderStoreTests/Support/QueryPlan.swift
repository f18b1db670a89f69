import Foundation
import PostgresClient

/// What PostgreSQL plans to do with a statement, read from `EXPLAIN (FORMAT JSON)`.
struct QueryPlan: CustomStringConvertible {
    /// Each node as "Node Type on relation using index", depth first.
    let nodes: [String]
    let indexes: Set<String>
    /// What each index scan reads as a range ("Index Cond").
    let indexConditions: [String]
    /// How many rows each index gave, over every loop; known only for a plan that was run.
    let rowsRead: [String: Int]

    /// The plan for the statement with its values known, as PostgreSQL plans the first
    /// executions of a prepared statement.
    static func custom(_ statement: SQL, on connection: Connection) async throws -> QueryPlan {
        try await read(connection.query("EXPLAIN (FORMAT JSON) " + statement))
    }

    /// The custom plan, run, with the rows each node actually read.
    static func analyzed(_ statement: SQL, on connection: Connection) async throws -> QueryPlan {
        try await read(connection.query("EXPLAIN (ANALYZE, FORMAT JSON) " + statement))
    }

    /// The plan made without the values, which PostgreSQL may switch to once a prepared statement
    /// has run five times (every statement Larder sends is prepared and reused). It sets the
    /// session's plan_cache_mode: give it a connection of its own.
    static func generic(_ statement: SQL, on connection: Connection) async throws -> QueryPlan {
        let (text, bindings) = statement.render()
        // The values go in as quoted literals, whose types PREPARE infers from where they stand.
        let values = bindings.map { binding -> String in
            guard case .text(let value) = binding.value else { return "NULL" }
            return "'" + value.replacingOccurrences(of: "'", with: "''") + "'"
        }
        let name = "explained_\(UInt32.random(in: 0...UInt32.max))"
        try await connection.executeScript("SET plan_cache_mode = force_generic_plan; PREPARE \(name) AS \(text)")
        return try await read(connection.query(SQL(stringLiteral: "EXPLAIN (FORMAT JSON) EXECUTE \(name)(\(values.joined(separator: ", ")))")))
    }

    private static func read(_ result: QueryResult) throws -> QueryPlan {
        let json = try result[0].decode(String.self)
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]]
        var nodes: [String] = []
        var indexes: Set<String> = []
        var indexConditions: [String] = []
        var rowsRead: [String: Int] = [:]
        func visit(_ node: [String: Any]) {
            var line = node["Node Type"] as? String ?? "?"
            if let relation = node["Relation Name"] as? String { line += " on \(relation)" }
            if let index = node["Index Name"] as? String {
                line += " using \(index)"
                indexes.insert(index)
                if let rows = node["Actual Rows"] as? Int, let loops = node["Actual Loops"] as? Int { rowsRead[index, default: 0] += rows * loops }
            }
            if let condition = node["Index Cond"] as? String { indexConditions.append(condition) }
            nodes.append(line)
            for child in node["Plans"] as? [[String: Any]] ?? [] { visit(child) }
        }
        if let plan = document?.first?["Plan"] as? [String: Any] { visit(plan) }
        return QueryPlan(nodes: nodes, indexes: indexes, indexConditions: indexConditions, rowsRead: rowsRead)
    }

    var description: String { nodes.joined(separator: " > ") }
}
