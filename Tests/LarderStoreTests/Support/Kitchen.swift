import Foundation
import LarderModel
@testable import LarderStore
import PostgresClient
import LarderTestSupport
import PostgresTestSupport

/// The starting point of most stories: a database of the test's own, with a household ("Home")
/// and the cook who owns it. Other households and people join through `neighbour` and `person`.
struct Kitchen: Sendable {
    let database: TestDatabase
    let pool: ConnectionPool
    let cook: User
    let home: Household

    var recipes: RecipeRepository { RecipeRepository(pool: pool) }
    var ingredients: IngredientRepository { IngredientRepository(pool: pool) }
    var skills: SkillRepository { SkillRepository(pool: pool) }
    var accounts: AccountRepository { AccountRepository(pool: pool) }
    var households: HouseholdRepository { HouseholdRepository(pool: pool) }

    static func open<T>(maxConnections: Int = 4, _ body: (Kitchen) async throws -> T) async throws -> T {
        try await TestDatabase.withMigrated { database in
            let pool = database.makePool(maxConnections: maxConnections)
            defer { pool.shutDown() }
            let cook = try await AccountRepository(pool: pool).create(
                Registration(email: "ada@example.com", password: "correct horse battery", displayName: "Ada"), passwordHash: "not-a-hash")
            let home = try await HouseholdRepository(pool: pool).create(named: "Home", owner: cook.id)
            return try await body(Kitchen(database: database, pool: pool, cook: cook, home: home))
        }
    }

    /// Someone else with an account (and no household yet).
    func person(_ name: String) async throws -> User {
        try await accounts.create(
            Registration(email: "\(name.lowercased())@example.com", password: "correct horse battery", displayName: name),
            passwordHash: "not-a-hash")
    }

    /// Another household in the same database, owned by a person of its own.
    func neighbour(_ name: String = "Next door", owner: String = "Nell") async throws -> (household: Household, owner: User) {
        let owner = try await person(owner)
        return (try await households.create(named: name, owner: owner.id), owner)
    }

    /// Adds `user` to `household` as a plain member, as an accepted invite would.
    func join(_ user: User, to household: Household) async throws {
        try await pool.query("INSERT INTO memberships (household_id, user_id, role) VALUES (\(household.id), \(user.id), 'member')")
    }

    func save(_ draft: RecipeDraft, in household: Household? = nil, by author: User? = nil) async throws -> UUID {
        try await recipes.create(draft, in: (household ?? home).id, author: (author ?? cook).id)
    }

    func detail(_ id: UUID, in household: Household? = nil) async throws -> RecipeDetail? {
        try await recipes.detail(id, in: (household ?? home).id)
    }

    /// Waits until another session of this database is blocked on a lock: the moment to let
    /// the blocker go, in stories about two people at once.
    func untilSomeoneWaitsForALock() async throws {
        for _ in 0..<1000 {
            let waiting = try await count("""
                SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'
                """)
            if waiting > 0 { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw StoryError("nobody waited for a lock within 10 s")
    }

    func count(_ sql: SQL) async throws -> Int {
        try await pool.query(sql)[0].decode(Int.self)
    }

    /// Every table's rows, and every nullify reference that is NULL: what a delete changed.
    func census() async throws -> Census {
        let rows = try await pool.query("""
            SELECT 'users', count(*) FROM users UNION ALL SELECT 'households', count(*) FROM households
            UNION ALL SELECT 'memberships', count(*) FROM memberships UNION ALL SELECT 'invites', count(*) FROM invites
            UNION ALL SELECT 'sessions', count(*) FROM sessions UNION ALL SELECT 'recipes', count(*) FROM recipes
            UNION ALL SELECT 'recipe_steps', count(*) FROM recipe_steps UNION ALL SELECT 'ingredients', count(*) FROM ingredients
            UNION ALL SELECT 'recipe_ingredients', count(*) FROM recipe_ingredients UNION ALL SELECT 'skills', count(*) FROM skills
            UNION ALL SELECT 'step_skills', count(*) FROM step_skills
            """).decode(String.self, Int.self)
        // One column per nullify rule of the schema: the rows that stay with their reference gone.
        let nulls = try await pool.query("""
            SELECT 'recipes', count(*) FILTER (WHERE author_id IS NULL) FROM recipes
            UNION ALL SELECT 'recipe_ingredients', count(*) FILTER (WHERE ingredient_id IS NULL) FROM recipe_ingredients
            UNION ALL SELECT 'invites', count(*) FILTER (WHERE created_by IS NULL) FROM invites
            UNION ALL SELECT 'sessions', count(*) FILTER (WHERE household_id IS NULL) FROM sessions
            """).decode(String.self, Int.self)
        return Census(rows: Dictionary(uniqueKeysWithValues: rows), nulls: Dictionary(uniqueKeysWithValues: nulls))
    }
}

/// A story that could not be told: its set-up did not happen as planned.
struct StoryError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Rows per table and NULL references per table, at one moment.
struct Census: Equatable, Sendable {
    var rows: [String: Int]
    var nulls: [String: Int]

    /// What happened between `self` and `later`, in the terms of a `DeletionReport`.
    func changes(until later: Census) -> DeletionReport {
        var report = DeletionReport()
        for (table, count) in rows where count != later.rows[table] { report.removed[table] = count - later.rows[table, default: 0] }
        for (table, count) in nulls where count != later.nulls[table] { report.nullified[table] = later.nulls[table, default: 0] - count }
        return report
    }
}

/// Recipes written the way the forms write them.
