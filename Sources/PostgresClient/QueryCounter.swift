import NIOConcurrencyHelpers

/// Counts statements and network round trips in a scope, so that query budgets can be tested.
///
/// A counter is installed for a task and its children with `QueryCounter.measure` (or
/// `withCounting`). Scopes nest: a statement is counted by every enclosing counter.
public final class QueryCounter: Sendable {
    @TaskLocal public static var current: QueryCounter?

    private let parent: QueryCounter?
    private let counts = NIOLockedValueBox((statements: 0, roundTrips: 0))

    public init() {
        parent = QueryCounter.current
    }

    /// Statements the server executed (prepares excluded).
    public var statements: Int { counts.withLockedValue { $0.statements } }
    /// Times the client waited for the server.
    public var roundTrips: Int { counts.withLockedValue { $0.roundTrips } }

    func record(statements: Int) {
        counts.withLockedValue {
            $0.statements += statements
            $0.roundTrips += 1
        }
        parent?.record(statements: statements)
    }

    /// Runs `body` with this counter installed.
    public func withCounting<T>(_ body: () async throws -> T) async rethrows -> T {
        try await QueryCounter.$current.withValue(self) { try await body() }
    }

    /// Runs `body` and returns its result with what it cost.
    public static func measure<T>(_ body: () async throws -> T) async rethrows -> (T, QueryCounter) {
        let counter = QueryCounter()
        let result = try await counter.withCounting(body)
        return (result, counter)
    }
}
