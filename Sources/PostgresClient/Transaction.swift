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
        let nested = transactionDepth > 0
        try await query(nested ? "SAVEPOINT nested_transaction" : isolation.beginStatement)
        transactionDepth += 1
        let result: T
        do {
            result = try await body(self)
        } catch {
            transactionDepth -= 1
            // If the rollback fails too the connection is broken, and the pool discards it.
            if nested {
                _ = try? await pipeline(["ROLLBACK TO SAVEPOINT nested_transaction", "RELEASE SAVEPOINT nested_transaction"])
            } else {
                _ = try? await query("ROLLBACK")
            }
            throw error
        }
        transactionDepth -= 1
        try await query(nested ? "RELEASE SAVEPOINT nested_transaction" : "COMMIT")
        return result
    }
}
