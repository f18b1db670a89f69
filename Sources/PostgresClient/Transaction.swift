/// How strictly concurrent transactions are kept apart.
public enum IsolationLevel: Sendable {
    case readCommitted, repeatableRead, serializable

    var beginStatement: SQL {
        switch self {
        case .readCommitted: return "BEGIN"
        case .repeatableRead: return "BEGIN ISOLATION LEVEL REPEATABLE READ"
        case .serializable: return "BEGIN ISOLATION LEVEL SERIALIZABLE"
        }
    }
}

extension Connection {
    /// Runs `body` in a transaction: commits when it returns, rolls back when it throws.
    /// Nested calls become savepoints, so a failing inner part can be undone on its own.
    public func withTransaction<T>(
        isolation: IsolationLevel = .readCommitted,
        _ body: (Connection) async throws -> T
    ) async throws -> T {
        try await transaction(isolation, keeping: true, body)
    }

    /// Runs `body` in a transaction that is always rolled back: to learn what some work would
    /// do without doing it (a dry run, a preview). Inside, `withTransaction` makes savepoints.
    public func withRolledBackTransaction<T>(
        isolation: IsolationLevel = .readCommitted,
        _ body: (Connection) async throws -> T
    ) async throws -> T {
        try await transaction(isolation, keeping: false, body)
    }

    private func transaction<T>(_ isolation: IsolationLevel, keeping: Bool, _ body: (Connection) async throws -> T) async throws -> T {
        let nested = transactionDepth > 0
        isBeginning = true
        defer { isBeginning = false }
        try await query(nested ? "SAVEPOINT nested_transaction" : isolation.beginStatement)
        isBeginning = false
        transactionDepth += 1
        let result: T
        do {
            result = try await body(self)
        } catch {
            // If the rollback fails too the connection is broken, and the pool discards it.
            try? await rollBack(nested: nested)
            throw error
        }
        if keeping {
            transactionDepth -= 1
            try await query(nested ? "RELEASE SAVEPOINT nested_transaction" : "COMMIT")
        } else {
            try await rollBack(nested: nested)
        }
        return result
    }

    private func rollBack(nested: Bool) async throws {
        transactionDepth -= 1
        if nested {
            try await pipeline(["ROLLBACK TO SAVEPOINT nested_transaction", "RELEASE SAVEPOINT nested_transaction"])
        } else {
            try await query("ROLLBACK")
        }
    }
}
