import PostgresClient

/// Counts the statements one unit of work (a web request, a command) sends to the database:
/// what `Server-Timing` shows and the query budgets are tested against. Every statement sent
/// inside `measuring` is counted, however deep in the store it starts.
public final class StatementMeter: Sendable {
    let counter: QueryCounter

    /// With `keepingStatements`, the meter also keeps what was sent, for a benchmark to replay.
    public init(keepingStatements: Bool = false) {
        counter = QueryCounter(keepingStatements: keepingStatements)
    }

    public var statements: Int { counter.statements }

    /// The statements of the innermost meter measuring now (a request's, inside its middleware);
    /// nil outside any.
    public static var statementsSoFar: Int? { QueryCounter.current?.statements }

    /// What was sent, when the meter keeps statements.
    public var keptStatements: [QueryCounter.Statement] { counter.keptStatements }

    public func measuring<T>(_ body: () async throws -> T) async rethrows -> T {
        try await counter.withCounting(body)
    }
}
