import Foundation
import PostgresClient

/// What a delete removes and nullifies, counted by SQL.
public struct DeletionReport: Sendable, Equatable, CustomStringConvertible {
    /// Rows that go, the deleted row itself included.
    public var removed: RowCounts
    /// Rows that stay, with their reference to a deleted row set to NULL: recipe lines keep
    /// their own text, recipes lose their author, invites their creator, sessions their household.
    public var nullified: RowCounts

    public init(removed: RowCounts = RowCounts(), nullified: RowCounts = RowCounts()) {
        self.removed = removed
        self.nullified = nullified
    }

    public static func + (lhs: DeletionReport, rhs: DeletionReport) -> DeletionReport {
        DeletionReport(removed: lhs.removed + rhs.removed, nullified: lhs.nullified + rhs.nullified)
    }

    public var description: String {
        "removes \(removed.isEmpty ? "nothing" : removed.description)" + (nullified.isEmpty ? "" : "; nullifies \(nullified)")
    }
}

/// How many rows of each kind.
public struct RowCounts: Sendable, Equatable, CustomStringConvertible {
    public var households = 0
    public var users = 0
    public var memberships = 0
    public var invites = 0
    public var sessions = 0
    public var recipes = 0
    public var steps = 0
    /// Recipe lines (`recipe_ingredients`).
    public var lines = 0
    /// Links between steps and skills.
    public var stepSkills = 0
    public var ingredients = 0
    public var skills = 0

    public init(households: Int = 0, users: Int = 0, memberships: Int = 0, invites: Int = 0, sessions: Int = 0, recipes: Int = 0,
                steps: Int = 0, lines: Int = 0, stepSkills: Int = 0, ingredients: Int = 0, skills: Int = 0) {
        (self.households, self.users, self.memberships, self.invites, self.sessions) = (households, users, memberships, invites, sessions)
        (self.recipes, self.steps, self.lines, self.stepSkills, self.ingredients, self.skills) = (recipes, steps, lines, stepSkills, ingredients, skills)
    }

    public var isEmpty: Bool { self == RowCounts() }

    /// The count for a table of the schema. Every table a delete can reach has a field: a new
    /// table must be given one here.
    subscript(table: String) -> Int {
        get {
            switch table {
            case "households": households
            case "users": users
            case "memberships": memberships
            case "invites": invites
            case "sessions": sessions
            case "recipes": recipes
            case "recipe_steps": steps
            case "recipe_ingredients": lines
            case "step_skills": stepSkills
            case "ingredients": ingredients
            case "skills": skills
            default: preconditionFailure("RowCounts has no field for table \(table)")
            }
        }
        set {
            switch table {
            case "households": households = newValue
            case "users": users = newValue
            case "memberships": memberships = newValue
            case "invites": invites = newValue
            case "sessions": sessions = newValue
            case "recipes": recipes = newValue
            case "recipe_steps": steps = newValue
            case "recipe_ingredients": lines = newValue
            case "step_skills": stepSkills = newValue
            case "ingredients": ingredients = newValue
            case "skills": skills = newValue
            default: preconditionFailure("RowCounts has no field for table \(table)")
            }
        }
    }

    static let tables = ["households", "users", "memberships", "invites", "sessions", "recipes", "recipe_steps",
                         "recipe_ingredients", "step_skills", "ingredients", "skills"]

    public static func + (lhs: RowCounts, rhs: RowCounts) -> RowCounts {
        var sum = lhs
        for table in tables { sum[table] += rhs[table] }
        return sum
    }

    public var description: String {
        Self.tables.filter { self[$0] != 0 }.map { "\(self[$0]) \($0)" }.joined(separator: ", ")
    }
}

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
